/**
 * Course search through the API in workerd, over the seeded catalogue in D1 (FTS5): English and
 * Arabic with variant spellings, constraints in words and on the page, paging, nothing-fits with
 * relaxations, input that FTS5 would choke on, one course, "Ask Amal about this course", and the
 * import path (a file with a bad row writes nothing; a re-import updates in place).
 */
import { env } from "cloudflare:workers";
import { describe, expect, it, onTestFinished } from "vitest";
import { bundledCourses } from "../../../core/courses/bundled";
import { parseCsvImport, planImport, upsertStatements } from "../../../core/courses/import";
import { COURSE_DESCRIPTION_MARKER } from "../../../core/courses/describe";
import { COURSE_MESSAGES, type AskAboutCourseResponse, type CourseResult, type CourseSearchResponse } from "../../../core/schemas/courses";
import { quickUser, type QuickUser } from "../../test/accounts";
import { call, rows, type ErrorJson } from "../../test/http";
import { d1Catalogue } from "../../db/course-catalogue";

async function send(user: QuickUser | null, method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = {};
  if (user) headers.Cookie = await user.cookie();
  if (body !== undefined) headers["Content-Type"] = "application/json";
  return call(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

async function search(user: QuickUser, query: Record<string, string>): Promise<CourseSearchResponse> {
  const res = await send(user, "GET", `/api/courses/search?${new URLSearchParams(query)}`);
  expect(res.status).toBe(200);
  return res.json<CourseSearchResponse>();
}

describe("course search", () => {
  it("should find Python data courses for an English description with its constraints in words", async () => {
    const user = await quickUser();
    const found = await search(user, { q: "python for data analysis, free, beginner" });
    expect(found.catalogue_size).toBe(bundledCourses().length);
    expect(found.understood).toMatchObject({ subject: "python for data analysis", free: true, level: "Beginner" });
    expect(found.results.length).toBeGreaterThan(2);
    for (const course of found.results) expect(course).toMatchObject({ free: true, level: "Beginner" });
    expect(found.results.slice(0, 3).every((c) => c.skills.includes("Python") || c.skills.includes("Data Analysis"))).toBe(true);
    const first = found.results[0]!;
    expect(first.why.words.length + first.why.skills.length).toBeGreaterThan(0);
    expect(first.course_description.split("\n")[0]).toBe(COURSE_DESCRIPTION_MARKER);
    expect(first.course_description).toContain(`Title : ${first.title}`);
    expect(first.course_description).toContain("Price : Free");
  });

  it.each([
    ["إدارة المشاريع بالعربي", "ادارة المشاريع بالعربي"],
    ["تحليل البيانات بالعربية", "تحليل بيانات بالعربيه"],
    ["برمجة بالعربي", "برمجه بالعربي"],
  ])("should read %s and %s alike and keep to Arabic courses", async (a, b) => {
    const user = await quickUser();
    const [first, second] = [await search(user, { q: a }), await search(user, { q: b })];
    expect(first.understood.language).toBe("ar");
    expect(first.results.length).toBeGreaterThan(0);
    expect(first.results.every((c) => c.language === "ar")).toBe(true);
    expect(second.results.map((c) => c.id)).toEqual(first.results.map((c) => c.id));
  });

  it("should find English courses for an Egyptian request and honour the hour limit in words", async () => {
    const user = await quickUser();
    const found = await search(user, { q: "عايز كورس بايثون ببلاش أقل من 10 ساعات" });
    expect(found.understood).toMatchObject({ free: true, max_hours: 10 });
    expect(found.results.length).toBeGreaterThan(0);
    for (const course of found.results) {
      expect(course.free).toBe(true);
      expect(course.duration_hours).toBeLessThanOrEqual(10);
      expect(course.skills).toContain("Python");
    }
  });

  it("should let the page's filters win over the words and page through the results", async () => {
    const user = await quickUser();
    const words = await search(user, { q: "machine learning in Arabic" });
    expect(words.results.every((c) => c.language === "ar")).toBe(true);
    const page = await search(user, { q: "machine learning in Arabic", language: "en", level: "Beginner", limit: "2" });
    expect(page.results).toHaveLength(2);
    expect(page.results.every((c) => c.language === "en" && c.level === "Beginner")).toBe(true);
    expect(page.total).toBeGreaterThan(2);
    const next = await search(user, { q: "machine learning in Arabic", language: "en", level: "Beginner", limit: "2", offset: "2" });
    expect(next.total).toBe(page.total);
    expect(next.results.map((c) => c.id)).not.toContain(page.results[0]!.id);
  });

  it("should say so when nothing fits, with how many would fit without each constraint", async () => {
    const user = await quickUser();
    const none = await search(user, { q: "advanced excel free under 2 hours" });
    expect(none.results).toEqual([]);
    expect(none.total).toBe(0);
    expect(none.relaxations.length).toBeGreaterThan(0);
    expect(none.relaxations[0]!.count).toBeGreaterThan(0);
    const unknown = await search(user, { q: "quantum chromodynamics for beginners" });
    expect(unknown).toMatchObject({ results: [], total: 0, relaxations: [] });
    for (const q of ["course", "تعلم", "كورس", "I want to learn"]) expect((await search(user, { q })).results).toEqual([]);
  });

  it("should switch off a language, level or certificate the words named when the page says any", async () => {
    const user = await quickUser();
    const arabic = await search(user, { q: "machine learning بالعربي", limit: "50" });
    const anyLanguage = await search(user, { q: "machine learning بالعربي", language: "any", limit: "50" });
    expect(arabic.results.every((c) => c.language === "ar")).toBe(true);
    expect(anyLanguage.results.some((c) => c.language === "en")).toBe(true);
    const beginner = await search(user, { q: "python for beginners with a certificate", limit: "50" });
    expect(beginner.total).toBeGreaterThan(0);
    expect(beginner.results.every((c) => c.level === "Beginner" && c.certificate)).toBe(true);
    const anyLevel = await search(user, { q: "python for beginners with a certificate", level: "any", limit: "50" });
    expect(anyLevel.results.some((c) => c.level !== "Beginner")).toBe(true);
    expect(anyLevel.results.every((c) => c.certificate)).toBe(true);
    const anyCertificate = await search(user, { q: "python for beginners with a certificate", certificate: "false", limit: "50" });
    expect(anyCertificate.results.some((c) => !c.certificate)).toBe(true);
    expect(anyCertificate.results.every((c) => c.level === "Beginner")).toBe(true);
    // What the words said is still reported for the page's chips.
    expect(anyCertificate.understood).toMatchObject({ level: "Beginner", certificate: true });
  });

  it.each(['"', "*", "NEAR(", "python AND", 'data" OR "x', "x".repeat(480), "c++ c# .net", Array.from({ length: 60 }, (_, i) => `word${i}`).join(" "), "(((", "^~-:", "\u0000\u200f"])(
    "should answer %j without a server error",
    async (q) => {
      const user = await quickUser();
      const res = await send(user, "GET", `/api/courses/search?${new URLSearchParams({ q })}`);
      expect(res.status).toBeLessThan(500);
    },
  );

  it("should refuse readable 400s and require sign-in", async () => {
    const user = await quickUser();
    const empty = await send(user, "GET", "/api/courses/search?q=%20");
    expect(empty.status).toBe(400);
    expect(JSON.stringify(await empty.json<ErrorJson>())).toContain(COURSE_MESSAGES.queryEmpty);
    const level = await send(user, "GET", "/api/courses/search?q=python&level=expert");
    expect(level.status).toBe(400);
    expect(JSON.stringify(await level.json<ErrorJson>())).toContain(COURSE_MESSAGES.levelInvalid);
    const certificate = await send(user, "GET", "/api/courses/search?q=python&certificate=yes");
    expect(certificate.status).toBe(400);
    expect(JSON.stringify(await certificate.json<ErrorJson>())).toContain(COURSE_MESSAGES.certificateInvalid);
    expect((await send(user, "GET", `/api/courses/search?q=${"a".repeat(501)}`)).status).toBe(400);
    expect((await send(null, "GET", "/api/courses/search?q=python")).status).toBe(401);
  });
});

describe("one course and asking about it", () => {
  it("should show one course and answer 404 for an unknown one", async () => {
    const user = await quickUser();
    const res = await send(user, "GET", "/api/courses/harvard-cs50x");
    expect(res.status).toBe(200);
    const { course } = await res.json<{ course: CourseResult }>();
    expect(course).toMatchObject({ title: "CS50's Introduction to Computer Science", certificate: true, free: true });
    const missing = await send(user, "GET", "/api/courses/no-such-course");
    expect(missing.status).toBe(404);
    expect((await missing.json<ErrorJson>()).error.message).toBe(COURSE_MESSAGES.notFound);
  });

  it("should open a coaching session about the course, asked in the user's language", async () => {
    const user = await quickUser({ subscribed: true });
    const res = await send(user, "POST", "/api/courses/harvard-cs50x/ask", { language: "ar" });
    expect(res.status).toBe(201);
    const session = await res.json<AskAboutCourseResponse>();
    expect(session.session_name).toBe("دورة: CS50's Introduction to Computer Science");
    const opened = await (await send(user, "GET", `/api/coach/sessions/${session.session_id}`)).json<{ messages: { type: string; text: string }[] }>();
    expect(opened.messages[0]).toMatchObject({ type: "human", text: "اعطني معلومات عن CS50's Introduction to Computer Science" });
    expect((await send(user, "POST", "/api/courses/no-such-course/ask", {})).status).toBe(404);
    const unsubscribed = await quickUser();
    expect((await send(unsubscribed, "POST", "/api/courses/harvard-cs50x/ask", {})).status).toBe(403);
  });
});

describe("importing a catalogue", () => {
  const csv = (rows: string[]) =>
    ["title,provider,url,skills,level,language,duration_hours,free,certificate,description", ...rows].join("\n");
  const good = 'Kubernetes for Zoologists,Test Academy,https://academy.test/k8s-zoo,Kubernetes;Docker,Beginner,en,12,true,yes,"Containers, orchestrated, for zoologists."';

  it("should write nothing when a row is bad, and name its line", async () => {
    const plan = planImport("courses.csv", csv([good, "Broken,Test Academy,not-a-url,,Expert,fr,-1,maybe,no,"]));
    expect(new Set(plan.problems.map((p) => p.line))).toEqual(new Set([3]));
    const fields = plan.problems.map((p) => p.message.split(":")[0]);
    for (const field of ["url", "skills", "level", "language", "duration_hours", "free", "description"]) expect(fields).toContain(field);
    expect(plan.statements).toEqual([]);
    if (plan.statements.length) await env.DB.batch(plan.statements.map((s) => env.DB.prepare(s)));
    const [counted] = await rows<{ n: number }>("SELECT count(*) AS n FROM courses WHERE provider = 'Test Academy'");
    expect(counted!.n).toBe(0);
  });

  it("should import, find the course, and update it in place on a re-import", async () => {
    const first = parseCsvImport(csv([good]));
    expect(first.problems).toEqual([]);
    // The catalogue is shared with other test files: take the course out again.
    onTestFinished(() => env.DB.prepare("DELETE FROM courses WHERE provider = 'Test Academy'").run().then(() => undefined));
    await env.DB.batch(upsertStatements(first.courses).map((s) => env.DB.prepare(s)));
    const catalogue = d1Catalogue(env.DB);
    const size = await catalogue.size();
    const found = await catalogue.search({ text: "kubernetes zoologists" });
    expect(found.results[0]?.course.title).toBe("Kubernetes for Zoologists");

    const again = parseCsvImport(csv([good.replace("Kubernetes for Zoologists", "Kubernetes for Marine Zoologists").replace(",12,", ",15,")]));
    await env.DB.batch(upsertStatements(again.courses).map((s) => env.DB.prepare(s)));
    expect(await catalogue.size()).toBe(size);
    const updated = await catalogue.search({ text: "marine zoologists" });
    expect(updated.results[0]?.course).toMatchObject({ id: found.results[0]!.course.id, title: "Kubernetes for Marine Zoologists", durationHours: 15 });
    const shorter = await catalogue.search({ text: "kubernetes zoologists under 13 hours" });
    expect(shorter.results.map((r) => r.course.id)).not.toContain(found.results[0]!.course.id);
  });
});
