/**
 * The coach's course tools search the app's catalogue in D1 through the same port and ranking
 * as the Course Search page: the chat recommends what the page finds, including courses a
 * deployer imported, and looks a course up by its title there.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it, onTestFinished } from "vitest";
import { runTool } from "../../../core/coach/tools";
import type { CoachProfile } from "../../../core/coach/types";
import { upsertStatements } from "../../../core/courses/import";
import type { CatalogueCourse } from "../../../core/courses/types";
import type { CourseSearchResponse } from "../../../core/schemas/courses";
import { d1Catalogue } from "../../db/course-catalogue";
import { quickUser } from "../../test/accounts";
import { call } from "../../test/http";

const profile: CoachProfile = { fullname: "Sara Ali", title: "Accountant", level: "", country: "Egypt", city: "Cairo", bio: "", skills: [], resumes: [] };

async function pageSearch(q: string): Promise<CourseSearchResponse> {
  const user = await quickUser();
  const res = await call(`/api/courses/search?${new URLSearchParams({ q, limit: "3" })}`, { headers: { Cookie: await user.cookie() } });
  expect(res.status).toBe(200);
  return res.json<CourseSearchResponse>();
}

describe("the coach's course tools over the catalogue in D1", () => {
  it("should recommend the courses the Course Search page finds for the same words", async () => {
    for (const q of ["sql for data analysis", "project management", "تحليل البيانات"]) {
      const page = await pageSearch(q);
      const use = await runTool("recommend_courses", { query: q, limit: 3 }, { profile, today: "2026-11-24", courses: d1Catalogue(env.DB) });
      expect(use.citations.map((c) => c.id), q).toEqual(page.results.map((c) => c.id));
    }
  });

  it("should recommend and describe a course that was imported into the catalogue", async () => {
    const imported: CatalogueCourse = {
      id: "nile-academy-cobol-modernisation",
      title: "COBOL Modernisation for Banking Systems",
      provider: "Nile Academy",
      url: "https://academy.example.org/cobol-modernisation",
      skills: ["COBOL", "Mainframe"],
      level: "Intermediate",
      language: "en",
      durationHours: 24,
      free: false,
      certificate: true,
      description: "Move COBOL batch jobs on the mainframe to modern services without breaking the bank's ledgers.",
    };
    await env.DB.batch(upsertStatements([imported]).map((s) => env.DB.prepare(s)));
    // The catalogue is shared with other test files: take the course out again.
    onTestFinished(() => env.DB.prepare("DELETE FROM courses WHERE url = ?").bind(imported.url).run().then(() => undefined));
    const courses = d1Catalogue(env.DB);
    const recommended = await runTool("recommend_courses", { query: "COBOL mainframe" }, { profile, today: "2026-11-24", courses });
    expect(recommended.citations[0]?.id).toBe(imported.id);
    const info = await runTool("course_info", { title: "cobol modernisation for banking" }, { profile, today: "2026-11-24", courses });
    expect(info.citations.map((c) => c.id)).toEqual([imported.id]);
    expect(info.observation).toContain(imported.url);
    // The page finds it too.
    expect((await pageSearch("COBOL mainframe")).results[0]?.id).toBe(imported.id);
  });
});
