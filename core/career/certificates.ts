/**
 * Matches what a user types for a certificate or course ("google data analytics cert on
 * coursera", "CS50") to a course of the bundled catalogue, so the saved row carries the course's
 * real name, organisation and page. BM25 finds candidates; a match is accepted only when most of
 * what the user wrote is found in the course's title, provider or skills, so "Excel" never
 * becomes an unrelated course that mentions spreadsheets once.
 */
import { buildCourseIndex, type Course } from "../coach/knowledge/courses.ts";
import { tokenize, type Bm25Index } from "../search/bm25.ts";

export interface CourseMatch {
  course: Course;
  /** Share of the user's significant words the course's title, provider or skills contain (0–1). */
  coverage: number;
}

/** Words that say what kind of thing it is, not which one: they neither help nor hurt a match. */
const GENERIC = new Set(
  [
    "certificate", "certification", "certified", "cert", "course", "courses", "program", "programme", "professional",
    "specialization", "specialisation", "training", "class", "online", "completed", "complete", "completion", "degree",
    "diploma", "bootcamp", "nanodegree", "track", "path", "level", "intro", "introduction", "fundamental", "fundamentals",
    "basic", "basics", "essential", "essentials", "foundation", "foundations",
    "شهاده", "شهادة", "دوره", "دورة", "دورات", "برنامج", "تدريب", "تدريبيه", "تدريبية", "كورس", "مقدمه", "مقدمة", "اساسيات",
  ].flatMap((word) => tokenize(word)),
);

let index: Bm25Index<Course> | null = null;
const courseIndex = () => (index ??= buildCourseIndex());

const significant = (text: string) => [...new Set(tokenize(text))].filter((term) => !GENERIC.has(term));

/** The catalogue course the text names, or null when none fits well enough to put its name on the row. */
export function matchCourse(text: string): CourseMatch | null {
  const wanted = significant(text);
  if (wanted.length === 0) return null;
  let best: CourseMatch | null = null;
  for (const hit of courseIndex().search(text, { limit: 8 })) {
    const course = hit.doc;
    const have = new Set(tokenize(`${course.title} ${course.provider} ${course.id.replace(/-/g, " ")} ${course.skills.join(" ")}`));
    const found = wanted.filter((term) => have.has(term)).length;
    const coverage = found / wanted.length;
    // Three words in four; a single word only when it is the whole title or a code ("CS50"),
    // so "Excel" alone is kept in the user's words rather than pinned on one Excel course.
    const titleTerms = significant(course.title);
    const enough =
      wanted.length === 1
        ? coverage === 1 && (/\d/.test(wanted[0]!) || titleTerms.every((term) => term === wanted[0]))
        : coverage >= 0.75;
    if (enough && (!best || coverage > best.coverage)) best = { course, coverage };
  }
  return best;
}

/**
 * A certificate row as a resume states it: the resume's own name, with the catalogue course's
 * organisation (when the resume gives none) and page attached when the name matches one.
 */
export function statedCertificate(row: { cert_name: string; cert_org_name: string; cert_issue_date: string }) {
  const match = matchCourse(row.cert_name);
  return {
    certName: row.cert_name,
    certOrgName: row.cert_org_name || match?.course.provider || "",
    certIssueDate: row.cert_issue_date,
    inputText: row.cert_name,
    courseId: match?.course.id ?? null,
    courseUrl: match?.course.url ?? null,
  };
}
