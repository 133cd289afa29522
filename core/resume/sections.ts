/**
 * Splits resume text into sections by their headings, in English, Arabic and German (plus the
 * common French and Spanish ones), whatever their case, decoration or trailing colon.
 */
import { foldForMatch } from "./normalize.ts";

export type SectionKind =
  | "summary"
  | "experience"
  | "education"
  | "skills"
  | "projects"
  | "certifications"
  | "languages"
  | "awards"
  | "volunteering"
  | "activities"
  | "publications"
  | "interests"
  | "references"
  | "contact"
  | "other";

export interface ResumeSection {
  /** The heading as written, without decoration or trailing colon. */
  heading: string;
  kind: SectionKind;
  /** The section's lines up to the next heading. */
  text: string;
}

export interface SplitResume {
  /** Everything above the first heading: name, title, contact details. */
  preamble: string;
  sections: ResumeSection[];
}

/** Heading phrases per kind, as people write them. Folded (lower case, no accents) at load. */
const HEADINGS: Record<SectionKind, string[]> = {
  summary: [
    "summary", "profile", "about", "about me", "objective", "objectives", "career objective", "overview",
    "introduction", "personal statement", "professional profile", "summary of qualifications", "qualifications summary",
    "executive summary", "bio", "biography", "highlights", "career highlights", "who i am",
    "الملخص", "ملخص", "الملخص المهني", "ملخص مهني", "الملخص الشخصي", "نبذة", "نبذة عني", "نبذة مختصرة", "نبذه عني",
    "الهدف", "الهدف الوظيفي", "الهدف المهني", "هدفي", "الملف الشخصي", "الملف المهني", "التعريف", "عني",
    "profil", "kurzprofil", "uber mich", "zusammenfassung", "berufsziel", "personliches profil",
    "resumen", "perfil", "perfil profesional", "objectif", "a propos", "a propos de moi",
  ],
  experience: [
    "experience", "experiences", "work history", "employment", "employment history", "career history",
    "professional background", "work", "positions held", "relevant experience", "internships", "internship",
    "الخبرات", "الخبره", "الخبرة العملية", "الخبرات العملية", "الخبرة المهنية", "الخبرات المهنية", "الخبرات السابقة",
    "الخبرات الوظيفية", "الخبرة الوظيفية", "التاريخ الوظيفي", "الخبرة", "الخبرات والتدريب", "الخبرة العمليه",
    "berufserfahrung", "berufliche erfahrung", "beruflicher werdegang", "werdegang", "berufspraxis", "praxiserfahrung",
    "erfahrung", "praktika", "experiencia", "experiencia laboral", "experiencia profesional", "experience professionnelle",
    "parcours professionnel",
  ],
  education: [
    "education", "academic background", "academics", "qualifications", "academic qualifications", "education and training",
    "coursework", "relevant coursework", "studies", "degrees",
    "التعليم", "المؤهلات", "المؤهلات العلمية", "المؤهل العلمي", "المؤهلات الأكاديمية", "التعليم الأكاديمي", "الدراسة",
    "التحصيل العلمي", "التعليم والمؤهلات",
    "ausbildung", "bildung", "bildungsweg", "studium", "schulbildung", "akademischer werdegang", "schulische ausbildung",
    "educacion", "formacion", "formacion academica", "formation", "etudes",
  ],
  skills: [
    "skills", "skill", "skill set", "skillset", "competencies", "competences", "expertise", "areas of expertise",
    "technologies", "tech stack", "technical proficiencies", "proficiencies", "tools", "tools and technologies",
    "strengths", "abilities", "capabilities", "knowledge", "it skills", "computer skills", "soft skills", "hard skills",
    "المهارات", "مهارات", "المهارات التقنية", "المهارات الفنية", "المهارات الشخصية", "المهارات المهنية", "المهارات الأساسية",
    "المهارات والقدرات", "القدرات", "الكفاءات", "الجدارات", "المهارات الحاسوبية", "مهارات الحاسب الآلي",
    "kenntnisse", "fahigkeiten", "fertigkeiten", "kompetenzen", "it kenntnisse", "edv kenntnisse", "fachkenntnisse",
    "technische kenntnisse", "besondere kenntnisse", "sonstige kenntnisse", "fachliche kompetenzen", "schwerpunkte",
    "habilidades", "competencias", "aptitudes", "competences techniques", "connaissances",
  ],
  projects: [
    "projects", "project", "personal projects", "academic projects", "side projects", "key projects", "portfolio",
    "المشاريع", "المشروعات", "مشاريع", "المشاريع الشخصية", "المشاريع الأكاديمية",
    "projekte", "projekt", "projekterfahrung", "proyectos", "projets",
  ],
  certifications: [
    "certifications", "certification", "certificates", "certificate", "licenses", "licences", "licenses and certifications",
    "courses", "course", "training", "trainings", "professional development", "continuing education", "accreditations",
    "الشهادات", "الشهادات المهنية", "الدورات", "الدورات التدريبية", "الشهادات والدورات", "الدورات والشهادات", "التدريب",
    "الدورات وورش العمل", "الرخص", "الاعتمادات",
    "zertifikate", "zertifizierungen", "weiterbildung", "weiterbildungen", "fortbildung", "fortbildungen", "kurse",
    "lehrgange", "certificaciones", "cursos", "certifications et formations",
  ],
  languages: [
    "languages", "language skills", "language", "spoken languages",
    "اللغات", "اللغة", "المهارات اللغوية", "لغات",
    "sprachen", "sprachkenntnisse", "idiomas", "langues",
  ],
  awards: [
    "awards", "honors", "honours", "achievements", "accomplishments", "awards and honors", "honors and awards",
    "distinctions", "scholarships", "recognition", "key achievements",
    "الجوائز", "الإنجازات", "الانجازات", "الجوائز والإنجازات", "التكريمات",
    "auszeichnungen", "erfolge", "preise", "premios", "logros", "distinctions et prix",
  ],
  volunteering: [
    "volunteering", "volunteer", "volunteer experience", "volunteer work", "community service", "community involvement",
    "العمل التطوعي", "التطوع", "الأنشطة التطوعية", "الخبرات التطوعية",
    "ehrenamt", "ehrenamtliches engagement", "soziales engagement", "voluntariado", "benevolat",
  ],
  activities: [
    "activities", "extracurricular activities", "extracurricular", "involvement", "on campus involvement",
    "campus involvement", "leadership and activities", "leadership", "memberships", "affiliations",
    "professional affiliations", "organizations",
    "الأنشطة", "الانشطة", "العضويات", "الأنشطة اللامنهجية",
    "aktivitaten", "mitgliedschaften", "engagement", "actividades", "activites",
  ],
  publications: [
    "publications", "papers", "research", "patents", "invited talks", "talks", "presentations", "conferences",
    "المنشورات", "الأبحاث", "الابحاث", "براءات الاختراع",
    "publikationen", "veroffentlichungen", "publicaciones",
  ],
  interests: [
    "interests", "hobbies", "hobbies and interests", "personal interests",
    "الاهتمامات", "الهوايات", "الهوايات والاهتمامات",
    "interessen", "hobbys", "intereses", "centres d interet", "loisirs",
  ],
  references: [
    "references", "referees", "المراجع", "المعرفون", "المعرّفون", "referenzen", "referencias",
  ],
  contact: [
    "contact", "contact information", "contact details", "personal details", "personal information", "personal data",
    "profiles", "links", "social", "online profiles",
    "معلومات الاتصال", "بيانات التواصل", "معلومات التواصل", "البيانات الشخصية", "المعلومات الشخصية", "التواصل",
    "kontakt", "kontaktdaten", "personliche daten", "angaben zur person", "datos personales", "contacto",
  ],
  other: ["cover letter", "anschreiben", "additional information", "additional", "misc", "miscellaneous"],
};

/**
 * Headings that are also ordinary words a list might hold on a line of its own ("Leadership"
 * among soft skills, "Research" under interests). They open a section only when written in
 * capitals or with a colon, or outside a list-like section.
 */
const WEAK_HEADINGS = new Set(
  [
    "about", "bio", "biography", "highlights", "overview", "introduction", "work", "internship", "internships", "studies",
    "degrees", "academics", "coursework", "qualifications", "skill", "expertise", "technologies", "tools", "strengths",
    "abilities", "capabilities", "knowledge", "proficiencies", "project", "portfolio", "course", "training", "trainings",
    "language", "recognition", "scholarships", "distinctions", "volunteer", "leadership", "organizations", "engagement",
    "involvement", "papers", "research", "talks", "presentations", "conferences", "social", "links", "profiles",
    "contact", "additional", "erfahrung", "التدريب", "التواصل", "القدرات", "اللغة", "الدراسة",
  ].map((p) => fold(p)),
);

const LIST_LIKE: ReadonlySet<SectionKind> = new Set(["skills", "languages", "interests", "certifications", "awards"]);

/** Words that may precede a heading word without changing it ("Professional Experience"). */
const MODIFIERS = new Set([
  "professional", "relevant", "work", "working", "technical", "key", "core", "selected", "additional", "other", "academic",
  "personal", "related", "industry", "career", "research", "teaching", "my", "main", "major", "recent", "previous", "notable",
  "software", "programming", "management", "business", "general", "summary", "areas", "of", "it", "edv", "fach",
]);

function fold(text: string): string {
  return foldForMatch(text)
    .replace(/&|\+/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

const PHRASES = new Map<string, SectionKind>();
for (const [kind, phrases] of Object.entries(HEADINGS) as [SectionKind, string[]][]) {
  for (const phrase of phrases) if (!PHRASES.has(fold(phrase))) PHRASES.set(fold(phrase), kind);
}

function lookupPhrase(folded: string): SectionKind | null {
  return lookupFolded(folded)?.kind ?? null;
}

function lookupFolded(folded: string): { kind: SectionKind; weak: boolean } | null {
  const hit = (key: string) => {
    const kind = PHRASES.get(key);
    return kind ? { kind, weak: WEAK_HEADINGS.has(key) } : null;
  };
  const direct = hit(folded);
  if (direct) return direct;
  const words = folded.split(" ");
  while (words.length > 1 && MODIFIERS.has(words[0]!)) {
    words.shift();
    const found = hit(words.join(" "));
    // "Professional Research" is no stronger than "Research"; "Technical Skills" is strong.
    if (found) return found;
  }
  return null;
}

/** Removes bullets, numbering, rules and trailing colons; "E X P E R I E N C E" → "EXPERIENCE". */
export function cleanHeading(line: string): string {
  let text = line
    .replace(/^[\s\p{P}\p{S}\d]*?(?=[\p{L}])/u, "")
    .replace(/[\s\p{P}\p{S}]*$/u, "")
    .trim();
  // "Projekte (Auswahl)": keep the bracket a remark closes.
  if (/\([^()]*$/.test(text) && /\)\s*:?\s*$/.test(line)) text += ")";
  if (/^(?:\p{L} ){3,}\p{L}(?: {2,}(?:\p{L} )*\p{L})*$/u.test(text)) {
    text = text.split(/ {2,}/).map((word) => word.replace(/ /g, "")).join(" ");
  }
  return text;
}

const BULLET = /^\s*[•◦‣∙·*\-–]\s/;

/**
 * The kind of section a line opens and whether the phrase is weak (see WEAK_HEADINGS), or null
 * when the line is not a heading. A heading stands on its own line, is short, and is a known
 * phrase, possibly several joined by "&", "/", "and" ("HONORS/AWARDS", "Skills & Interests" —
 * the first names the kind). A bulleted line is a list item, never a heading.
 */
export function matchHeading(line: string): { kind: SectionKind; weak: boolean } | null {
  // "Projekte (Auswahl)", "Skills (selected)": a short remark in brackets does not change the heading.
  const cleaned = cleanHeading(line.replace(/(\p{L})\s*\([^()\d]{1,24}\)\s*:?\s*$/u, "$1"));
  if (!cleaned || cleaned.length > 48 || /\d/.test(cleaned) || /[.!?؟]$/.test(line.trim())) return null;
  if (BULLET.test(line) && !/[\p{P}\p{S}]\s*$/u.test(line.trim())) return null;
  const folded = fold(cleaned);
  if (!folded || folded.split(" ").length > 6) return null;
  const whole = lookupFolded(folded);
  if (whole) return whole;
  const parts = folded.split(/ (?:and|und|y|et|و) |\s*[/,|]\s*/).filter(Boolean);
  const rawParts = foldForMatch(cleaned).split(/\s*(?:&|\+|\/|,|\||\band\b|\bund\b|\sو\s)\s*/).map(fold).filter(Boolean);
  for (const candidate of [parts, rawParts]) {
    if (candidate.length < 2) continue;
    const kinds = candidate.map(lookupPhrase);
    if (kinds[0] && kinds.every((k, i) => k || candidate[i]!.split(" ").length <= 3)) return { kind: kinds[0], weak: false };
  }
  return null;
}

/** The kind of section a line opens, or null when it is not a heading. */
export function headingKind(line: string): SectionKind | null {
  return matchHeading(line)?.kind ?? null;
}

const INLINE_HEADING = /^([^:：]{2,40})[:：]\s*(\S.*)$/u;

function isAllCaps(text: string): boolean {
  return /\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text);
}

/** An unknown heading in the same ALL CAPS style as the document's known ones ("ON CAMPUS ROLES"). */
function looksLikeCapsHeading(line: string): boolean {
  const cleaned = cleanHeading(line);
  if (!isAllCaps(cleaned) || /\d/.test(cleaned) || cleaned.length > 40 || !/^[\p{Lu}\s&/'-]+$/u.test(cleaned)) return false;
  const words = cleaned.split(/\s+/).filter((w) => /\p{L}{2,}/u.test(w));
  if (words.length >= 2 && words.length <= 4) return cleaned.replace(/[^\p{L}]/gu, "").length >= 6;
  return words.length === 1 && words[0]!.length >= 8;
}

/**
 * Splits resume text into a preamble and headed sections. "Skills: Python, SQL" on one line
 * opens a skills section holding its own content; other "Label: text" lines are content
 * ("Languages: Python, C++" under Skills is a sub-list, not a new section).
 */
export function splitSections(text: string): SplitResume {
  const lines = text.split("\n");
  const sections: ResumeSection[] = [];
  const preamble: string[] = [];
  let current = null as { heading: string; kind: SectionKind; lines: string[] } | null;
  const flush = () => {
    if (current) sections.push({ heading: current.heading, kind: current.kind, text: current.lines.join("\n").trim() });
  };
  const strong = lines.map(matchHeading).filter((m) => m && !m.weak).length;
  const knownCaps = lines.filter((l) => matchHeading(l) && !matchHeading(l)!.weak && isAllCaps(cleanHeading(l))).length;
  // When the real headings are in capitals, a weak heading must be too: "Volunteer" under
  // VOLUNTEER EXPERIENCE is a role, not a section.
  const capsStyle = strong > 0 && knownCaps > strong / 2;
  for (const line of lines) {
    const match = matchHeading(line);
    const caps = isAllCaps(cleanHeading(line));
    const strongEnough: boolean =
      !!match &&
      (!match.weak ||
        caps ||
        /[:：]\s*$/.test(line) ||
        (!capsStyle && match.kind !== current?.kind && (!current || !LIST_LIKE.has(current.kind))));
    const kind: SectionKind | null = strongEnough && match ? match.kind : null;
    const inline = !match ? INLINE_HEADING.exec(line.trim()) : null;
    const inlineKind = inline ? headingKind(inline[1]!) : null;
    if (kind) {
      flush();
      current = { heading: cleanHeading(line), kind, lines: [] };
    } else if (inline && (inlineKind === "skills" || inlineKind === "summary") && current?.kind !== "skills" && current?.kind !== inlineKind) {
      flush();
      current = { heading: cleanHeading(inline[1]!), kind: inlineKind, lines: [inline[2]!] };
    } else if (current && knownCaps >= 2 && looksLikeCapsHeading(line)) {
      flush();
      current = { heading: cleanHeading(line), kind: "other", lines: [] };
    } else if (current) {
      current.lines.push(line);
    } else {
      preamble.push(line);
    }
  }
  flush();
  return { preamble: preamble.join("\n").trim(), sections };
}
