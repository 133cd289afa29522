/**
 * Job search in workerd: the import from fakes of Greenhouse and Lever (new, changed, closed,
 * failing, duplicated postings), the search through the API ranked with the caller's profile
 * and filters, one posting, "Prepare with Amal", the on-demand import's limit and the dev fixture.
 */
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { JOB_MESSAGES, type JobAnswer, type JobPrepareResponse, type JobSearchAnswer, type JobStatus, type JobSyncAnswer } from "../../../core/schemas/jobs";
import { database } from "../../db/client";
import { quickUser, type QuickUser } from "../../test/accounts";
import { JobBoardFakes, SAMPLE_POSTINGS } from "../../test/job-board-fakes";
import { call, rows, type ErrorJson } from "../../test/http";
import { importAll, importBoard, parseJobSources, type JobSource } from "./import";

async function send(user: QuickUser | null, method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { "cf-connecting-ip": "127.0.0.1" };
  if (user) headers.Cookie = await user.cookie();
  if (body !== undefined) headers["Content-Type"] = "application/json";
  return call(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

async function search(user: QuickUser, query: Record<string, string> = {}): Promise<JobSearchAnswer> {
  const res = await send(user, "GET", `/api/jobs/search?${new URLSearchParams(query)}`);
  expect(res.status).toBe(200);
  return res.json<JobSearchAnswer>();
}

const db = database(env.DB);
let fakes: JobBoardFakes;
let clock = Date.parse("2026-11-25T10:00:00Z");
const deps = () => ({ d1: env.DB, db, fetch: fakes.fetch, now: () => new Date((clock += 1000)) });
const greenhouse = (): JobSource => ({ kind: "greenhouse", board: "acme", baseUrl: fakes.baseUrl("greenhouse") });
const lever = (): JobSource => ({ kind: "lever", board: "globex", baseUrl: fakes.baseUrl("lever") });

const postingsOf = (board: string) => rows<{ external_id: string; title: string; description: string }>("SELECT external_id, title, description FROM job_postings WHERE board = ? ORDER BY external_id", board);

/** Connects the fake boards as the browser tests do, so the API counts job search as configured. */
async function connect(sources: JobSource[]) {
  const res = await send(null, "PUT", "/dev/fixtures/job-sources", { sources: sources.map((s) => ({ kind: s.kind, board: s.board, base_url: s.baseUrl })) });
  expect(res.status).toBe(200);
}

beforeEach(async () => {
  fakes = new JobBoardFakes();
  await connect([]);
  await env.DB.batch([env.DB.prepare("DELETE FROM job_postings"), env.DB.prepare("DELETE FROM job_sources")]);
});

describe("job board import", () => {
  it("should import Greenhouse and Lever postings into one shape", async () => {
    fakes.put("greenhouse", "acme", SAMPLE_POSTINGS.dataAnalyst).put("greenhouse", "acme", SAMPLE_POSTINGS.backend);
    fakes.put("lever", "globex", SAMPLE_POSTINGS.frontendRemote).put("lever", "globex", SAMPLE_POSTINGS.arabicAccountant);
    const outcomes = await importAll(deps(), [greenhouse(), lever()]);
    expect(outcomes.map((o) => [o.kind, o.board, o.ok, o.postings, o.error])).toEqual([
      ["greenhouse", "acme", true, 2, null],
      ["lever", "globex", true, 2, null],
    ]);
    const [analyst] = await rows<Record<string, string>>("SELECT * FROM job_postings WHERE external_id = '4101'");
    expect(analyst).toMatchObject({ source: "greenhouse", title: "Data Analyst", company: "Acme", location: "Cairo, Egypt", workplace: "onsite", job_type: "full_time", department: "Analytics" });
    expect(analyst!.description).toContain("2+ years with SQL and Python");
    expect(analyst!.description).not.toContain("<");
    expect(JSON.parse(analyst!.skills)).toEqual(expect.arrayContaining(["SQL", "Python", "Power BI", "Tableau"]));
    const [remote] = await rows<Record<string, string>>("SELECT * FROM job_postings WHERE external_id = 'lv-7f3a'");
    expect(remote).toMatchObject({ source: "lever", company: "Globex", workplace: "remote", job_type: "contract", url: "https://jobs.lever.co/globex/lv-7f3a" });
  });

  it("should show a changed posting and drop a closed one on the next import", async () => {
    fakes.put("greenhouse", "acme", SAMPLE_POSTINGS.dataAnalyst).put("greenhouse", "acme", SAMPLE_POSTINGS.backend);
    fakes.put("lever", "globex", SAMPLE_POSTINGS.frontendRemote).put("lever", "globex", SAMPLE_POSTINGS.marketingIntern);
    await importAll(deps(), [greenhouse(), lever()]);
    fakes.put("greenhouse", "acme", { ...SAMPLE_POSTINGS.dataAnalyst, title: "Senior Data Analyst" }).close("greenhouse", "acme", SAMPLE_POSTINGS.backend.id);
    fakes.put("lever", "globex", { ...SAMPLE_POSTINGS.frontendRemote, description: "<p>Now with Vue and Nuxt.</p>" }).close("lever", "globex", SAMPLE_POSTINGS.marketingIntern.id);
    await importAll(deps(), [greenhouse(), lever()]);
    expect(await postingsOf("acme")).toEqual([expect.objectContaining({ external_id: "4101", title: "Senior Data Analyst" })]);
    expect(await postingsOf("globex")).toEqual([expect.objectContaining({ external_id: "lv-7f3a", description: "Now with Vue and Nuxt." })]);
    // The full-text index follows: the old words are gone, the new ones found.
    const [vue] = await rows<{ n: number }>("SELECT count(*) AS n FROM job_postings_fts WHERE job_postings_fts MATCH 'vue'");
    const [closed] = await rows<{ n: number }>("SELECT count(*) AS n FROM job_postings_fts WHERE job_postings_fts MATCH 'kafka'");
    expect([vue!.n, closed!.n]).toEqual([1, 0]);
  });

  it("should keep a failing board's postings and record why it failed", async () => {
    fakes.put("greenhouse", "acme", SAMPLE_POSTINGS.dataAnalyst);
    await importAll(deps(), [greenhouse()]);
    fakes.fail("greenhouse", "acme", 503);
    const [failed] = await importAll(deps(), [greenhouse()]);
    expect(failed).toMatchObject({ ok: false, postings: 1, error: "greenhouse answered HTTP 503" });
    expect(await postingsOf("acme")).toHaveLength(1);
    fakes.fail("greenhouse", "acme", 0);
    expect((await importBoard(deps(), greenhouse())).error).toContain("connection refused");
    const missing = await importBoard(deps(), { kind: "lever", board: "nobody", baseUrl: fakes.baseUrl("lever") });
    expect(missing).toMatchObject({ ok: false, postings: 0, error: 'The board "nobody" was not found on lever (HTTP 404)' });
    const [row] = await rows<{ ok: number; error: string }>("SELECT ok, error FROM job_sources WHERE board = 'acme'");
    expect(row).toMatchObject({ ok: 0, error: expect.stringContaining("connection refused") });
    fakes.recover("greenhouse", "acme");
    expect(await importBoard(deps(), greenhouse())).toMatchObject({ ok: true, error: null });
  });

  it("should keep one row per posting: listed twice, or imported again", async () => {
    const fetchTwice = async (request: Request) => {
      const body = await (await fakes.fetch(request)).json<{ jobs: unknown[] }>();
      return Response.json({ jobs: [...body.jobs, ...body.jobs] });
    };
    fakes.put("greenhouse", "acme", SAMPLE_POSTINGS.dataAnalyst);
    await importBoard({ ...deps(), fetch: fetchTwice }, greenhouse());
    await importBoard(deps(), greenhouse());
    await importBoard(deps(), greenhouse());
    expect(await postingsOf("acme")).toHaveLength(1);
    const [fts] = await rows<{ n: number }>("SELECT count(*) AS n FROM job_postings_fts WHERE job_postings_fts MATCH 'dashboard*'");
    expect(fts!.n).toBe(1);
  });

  it("should read JOB_SOURCES and refuse a malformed pair by name", () => {
    expect(parseJobSources(" greenhouse:airbnb, lever:netflix ,greenhouse:airbnb,")).toEqual([
      { kind: "greenhouse", board: "airbnb" },
      { kind: "lever", board: "netflix" },
    ]);
    expect(parseJobSources("")).toEqual([]);
    expect(() => parseJobSources("workday:acme")).toThrow(/"workday:acme"/);
  });
});

describe("job search", () => {
  async function connected() {
    fakes.put("greenhouse", "acme", SAMPLE_POSTINGS.dataAnalyst).put("greenhouse", "acme", SAMPLE_POSTINGS.backend);
    fakes
      .put("lever", "globex", SAMPLE_POSTINGS.frontendRemote)
      .put("lever", "globex", SAMPLE_POSTINGS.arabicAccountant)
      .put("lever", "globex", SAMPLE_POSTINGS.marketingIntern);
    await connect([greenhouse(), lever()]);
    await importAll(deps(), [greenhouse(), lever()]);
  }

  async function userWithProfile(skills: string[], place: { title?: string; city?: string; country?: string } = {}) {
    const user = await quickUser({ subscribed: true });
    await env.DB.prepare("UPDATE users SET title = ?, city = ?, country = ? WHERE id = ?").bind(place.title ?? "", place.city ?? "", place.country ?? "", user.id).run();
    for (const skill of skills) await env.DB.prepare("INSERT INTO user_skills (user_id, skill_name, skill_type) VALUES (?, ?, 'hard')").bind(user.id, skill).run();
    return user;
  }

  it("should say job search is not configured, with no results, when no board is connected", async () => {
    const user = await quickUser();
    expect(await search(user, { q: "data analyst" })).toEqual({ configured: false, results: [], total: 0, page: 1, has_more: false });
    expect(await (await send(user, "GET", "/api/jobs/status")).json<JobStatus>()).toEqual({ configured: false, sources: [], postings: 0 });
    expect((await send(null, "GET", "/api/jobs/search")).status).toBe(401);
  });

  it("should rank the posting that needs the user's skills above one that does not, and say why", async () => {
    await connected();
    const analyst = await userWithProfile(["SQL", "Python", "Power BI"], { title: "Data Analyst", city: "Cairo", country: "Egypt" });
    const javaDev = await userWithProfile(["Java", "Spring Boot", "Kafka"], { city: "Berlin", country: "Germany" });
    const asked = { q: "engineer or analyst building dashboards and services" };
    const forAnalyst = await search(analyst, asked);
    expect(forAnalyst.configured).toBe(true);
    expect(forAnalyst.results[0]!.job_obj.job_title).toBe("Data Analyst");
    expect(forAnalyst.results[0]!.match).toMatchObject({ title_match: true, skills_matched: expect.arrayContaining(["SQL", "Python", "Power BI"]), location: "near" });
    expect(forAnalyst.results[0]!.match.skills_missing).toContain("Tableau");
    const forJavaDev = await search(javaDev, asked);
    expect(forJavaDev.results[0]!.job_obj.job_title).toBe("Backend Engineer (Java)");
    expect(forJavaDev.results[0]!.match.score).toBeGreaterThan(forJavaDev.results[1]!.match.score);
  });

  it("should narrow by workplace, type and location", async () => {
    await connected();
    const user = await userWithProfile([]);
    const titles = (a: JobSearchAnswer) => a.results.map((r) => r.job_obj.job_title).sort();
    expect(titles(await search(user, { workplace: "remote" }))).toEqual(["Frontend Developer"]);
    expect(titles(await search(user, { type: "internship" }))).toEqual(["Marketing Intern"]);
    expect(titles(await search(user, { location: "egypt" }))).toEqual(["Data Analyst", "Marketing Intern"]);
    expect(titles(await search(user, { q: "developer", type: "full_time" }))).toEqual([]);
    const all = await search(user);
    expect(all.total).toBe(5);
    expect(all.results[0]!.job_obj.description.length).toBeLessThanOrEqual(321);
  });

  it("should fold Arabic spellings in the description", async () => {
    await connected();
    const user = await userWithProfile([]);
    for (const q of ["محاسب لتحليل البيانات", "المحاسب تحليل بيانات"]) {
      const found = await search(user, { q });
      expect(found.results[0]!.job_obj.job_title).toBe("محاسب أول");
      expect(found.results[0]!.match.terms.length).toBeGreaterThan(1);
    }
  });

  it.each([
    [{ q: "x".repeat(501) }, JOB_MESSAGES.queryLong],
    [{ type: "weekly" }, JOB_MESSAGES.typeInvalid],
    [{ workplace: "moon" }, JOB_MESSAGES.workplaceInvalid],
    [{ page: "0" }, JOB_MESSAGES.pageInvalid],
    [{ location: "y".repeat(121) }, JOB_MESSAGES.locationLong],
  ])("should refuse %j with a 400 that says why", async (query, message) => {
    const user = await quickUser();
    const res = await send(user, "GET", `/api/jobs/search?${new URLSearchParams(query as Record<string, string>)}`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json<ErrorJson>())).toContain(message);
  });

  it("should find FTS5 syntax harmless", async () => {
    await connected();
    const user = await quickUser();
    for (const q of ['"unbalanced', "NEAR(a b", "* OR AND", "data-analyst:sql"]) expect((await send(user, "GET", `/api/jobs/search?q=${encodeURIComponent(q)}`)).status).toBe(200);
  });

  it("should answer one posting whole, to any signed-in user, and 404 for one that is gone", async () => {
    await connected();
    const user = await quickUser();
    const [first] = (await search(user, { q: "accountant محاسب" })).results;
    const res = await send(user, "GET", `/api/jobs/${first!.id}`);
    expect(res.status).toBe(200);
    const { job } = await res.json<JobAnswer>();
    expect(job.job_obj.description).toContain("معرفة بمعايير المحاسبة الدولية");
    const gone = await send(user, "GET", "/api/jobs/999999");
    expect(gone.status).toBe(404);
    expect((await gone.json<ErrorJson>()).error.message).toBe(JOB_MESSAGES.notFound);
    expect((await send(user, "GET", "/api/jobs/abc")).status).toBe(404);
  });

  it("should open a session about the job in the caller's account only", async () => {
    await connected();
    const user = await quickUser({ subscribed: true });
    const other = await quickUser({ subscribed: true });
    const [job] = (await search(user, { q: "data analyst" })).results;
    const res = await send(user, "POST", `/api/jobs/${job!.id}/prepare`, { language: "en" });
    expect(res.status).toBe(201);
    const session = await res.json<JobPrepareResponse>();
    expect(session.session_name).toBe("Job: Data Analyst at Acme");
    const opened = await (await send(user, "GET", `/api/coach/sessions/${session.session_id}`)).json<{ messages: { type: string; text: string }[] }>();
    expect(opened.messages[0]!.text).toContain("Help me prepare for the Data Analyst job at Acme");
    expect((await send(other, "GET", `/api/coach/sessions/${session.session_id}`)).status).toBe(404);
    const owners = await rows<{ user_id: string }>("SELECT user_id FROM coach_sessions WHERE session_name = ?", session.session_name);
    expect(owners.map((o) => o.user_id)).toEqual([user.id]);
    expect((await send(await quickUser(), "POST", `/api/jobs/${job!.id}/prepare`, {})).status).toBe(403);
    expect((await send(user, "POST", "/api/jobs/999999/prepare", {})).status).toBe(404);
  });

  it("should import on demand at most once every few minutes, and the dev fixture without that limit", async () => {
    const user = await quickUser({ subscribed: true });
    // The worker fetches the fixture boards itself; with no reachable board each import records its failure.
    await connect([{ kind: "greenhouse", board: "acme", baseUrl: "http://127.0.0.1:9/greenhouse" }]);
    await env.DB.prepare("DELETE FROM job_sources").run();
    const first = await send(user, "POST", "/api/jobs/sync");
    expect(first.status).toBe(200);
    expect((await first.json<JobSyncAnswer>()).sources).toEqual([expect.objectContaining({ kind: "greenhouse", board: "acme", ok: false })]);
    const again = await send(user, "POST", "/api/jobs/sync");
    expect(again.status).toBe(429);
    expect((await again.json<ErrorJson>()).error.message).toBe(JOB_MESSAGES.syncTooSoon);
    expect((await send(null, "POST", "/dev/fixtures/job-sources/sync")).status).toBe(200);
    const status = await (await send(user, "GET", "/api/jobs/status")).json<JobStatus>();
    expect(status).toMatchObject({ configured: true, sources: [{ kind: "greenhouse", board: "acme", ok: false }] });
  });
});
