import { describe, expect, it } from "vitest";
import { companyFromBoard, htmlToText, jobTypeOf, parseGreenhouse, parseLever, postingSkills, workplaceOf } from "./parse";
import { canonicalSkills, queryTerms, scorePosting, searchColumns, type JobProfile } from "./rank";

const greenhouseAnswer = {
  jobs: [
    {
      id: 4012345,
      title: "Senior Data Analyst",
      updated_at: "2026-11-20T10:00:00-05:00",
      location: { name: "Cairo, Egypt" },
      absolute_url: "https://boards.greenhouse.io/acme/jobs/4012345",
      content:
        "&lt;h2&gt;About the role&lt;/h2&gt;&lt;p&gt;You will build dashboards in &lt;strong&gt;Tableau&lt;/strong&gt; &amp;amp; write SQL.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;3+ years of Python&lt;/li&gt;&lt;/ul&gt;&lt;script&gt;alert(1)&lt;/script&gt;",
      departments: [{ id: 1, name: "Analytics" }],
      offices: [{ id: 2, name: "Cairo" }],
      metadata: [{ id: 9, name: "Employment Type", value: "Full-time", value_type: "single_select" }],
    },
    { id: 2, title: "", absolute_url: "https://boards.greenhouse.io/acme/jobs/2" },
    { id: 3, title: "No link" },
    { title: "No id", absolute_url: "https://boards.greenhouse.io/acme/jobs/9" },
  ],
};

const leverAnswer = [
  {
    id: "5b1f-aa",
    text: "Frontend Engineer (Remote)",
    categories: { commitment: "Permanent – Flexible hours", department: "Engineering", location: "Anywhere", team: "Web" },
    workplaceType: "remote",
    descriptionPlain: "We build our product with React and TypeScript.",
    lists: [{ text: "Requirements", content: "<li>Solid JavaScript</li><li>CSS that scales</li>" }],
    additionalPlain: "Salary in EGP.",
    hostedUrl: "https://jobs.lever.co/globex/5b1f-aa",
    applyUrl: "https://jobs.lever.co/globex/5b1f-aa/apply",
    createdAt: 1763640000000,
  },
  { id: "x", text: "Intern, Marketing", categories: { commitment: "Something new" }, hostedUrl: "javascript:alert(1)" },
  { id: "y", text: "Marketing Intern", categories: { commitment: "Zeitarbeit" }, hostedUrl: "https://jobs.lever.co/globex/y" },
  "not a posting",
];

describe("job board parsing", () => {
  it("should read a Greenhouse posting's escaped HTML into plain text and skip postings without id, title or link", () => {
    const [job, ...rest] = parseGreenhouse("acme-labs", greenhouseAnswer);
    expect(rest).toHaveLength(0);
    expect(job).toMatchObject({
      source: "greenhouse",
      externalId: "4012345",
      title: "Senior Data Analyst",
      company: "Acme Labs",
      location: "Cairo, Egypt",
      workplace: "onsite",
      jobType: "full_time",
      department: "Analytics",
      url: "https://boards.greenhouse.io/acme/jobs/4012345",
      sourceUpdatedAt: "2026-11-20T15:00:00.000Z",
    });
    expect(job!.description).toContain("You will build dashboards in Tableau & write SQL.");
    expect(job!.description).not.toMatch(/<|&lt;|alert/);
    expect(job!.skills).toEqual(expect.arrayContaining(["Tableau", "SQL", "Python"]));
  });

  it("should read a Lever posting with its lists, remote workplace and a commitment word it does not know", () => {
    const jobs = parseLever("globex", leverAnswer);
    expect(jobs.map((j) => j.externalId)).toEqual(["5b1f-aa", "y"]);
    const [frontend, intern] = jobs;
    expect(frontend).toMatchObject({ title: "Frontend Engineer (Remote)", company: "Globex", workplace: "remote", jobType: "full_time", department: "Engineering", location: "Anywhere" });
    expect(frontend!.description).toContain("Requirements\nSolid JavaScript");
    expect(frontend!.skills).toEqual(expect.arrayContaining(["React", "TypeScript"]));
    expect(frontend!.postedAt).toBe("2025-11-20T12:00:00.000Z");
    expect(intern).toMatchObject({ jobType: "internship", workplace: null });
  });

  it("should see a changed Lever posting as changed although Lever sends no update time", () => {
    const [before] = parseLever("globex", leverAnswer);
    const [after] = parseLever("globex", [{ ...leverAnswer[0] as object, descriptionPlain: "We build with Vue now." }]);
    expect(after!.sourceUpdatedAt).not.toBe(before!.sourceUpdatedAt);
    expect(parseLever("globex", leverAnswer)[0]!.sourceUpdatedAt).toBe(before!.sourceUpdatedAt);
  });

  it.each([
    ["Full Time", "full_time"],
    ["part-time", "part_time"],
    ["Contractor", "contract"],
    ["Summer Internship", "internship"],
    ["Seasonal", "temporary"],
    ["دوام كامل", "full_time"],
    ["Whatever", null],
  ])("should read the job type of %s", (words, type) => {
    expect(jobTypeOf(words)).toBe(type);
  });

  it.each([
    ["", "Remote - EMEA", "", "remote"],
    ["", "Cairo (Hybrid)", "", "hybrid"],
    ["on-site", "Remote", "", "onsite"],
    ["", "", "Backend Engineer, Remote", "remote"],
    ["", "القاهرة - عن بعد", "", "remote"],
    ["", "", "", null],
  ])("should read the workplace of field %j, location %j, title %j", (field, location, title, workplace) => {
    expect(workplaceOf(field, location, title)).toBe(workplace);
  });

  it("should read a posting's skills from running text, not every word that names one", () => {
    const skills = postingSkills("Data Analyst", "Turn sales data into decisions.\nRequirements\n• SQL and Python\n• Clear communication protocols");
    expect(skills).toEqual(expect.arrayContaining(["SQL", "Python"]));
    expect(skills).not.toContain("Sales");
    expect(skills).not.toContain("Communication");
  });

  it("should keep text safe and names readable", () => {
    expect(htmlToText('<p onclick="x()">Hi <img src=x onerror=alert(1)> there</p><style>p{}</style>')).toBe("Hi there");
    expect(companyFromBoard("my_company")).toBe("My Company");
  });
});

const profile: JobProfile = { title: "Data Analyst", city: "Cairo", country: "Egypt", skills: ["python", "SQL", "Power BI"] };

function posting(title: string, description: string, skills: string[], location: string, workplace: "remote" | "onsite" | null) {
  return { title, location, workplace, skills, ...searchColumns({ title, description, skills, location, workplace }) };
}

describe("job ranking", () => {
  it("should rank a posting that needs the user's skills, in their city, above one that does not", () => {
    const terms = queryTerms("analyst role working with data dashboards");
    const userSkills = canonicalSkills(profile.skills);
    const fits = posting("Data Analyst", "Build dashboards with SQL and Python.", ["SQL", "Python", "Tableau"], "Cairo, Egypt", "onsite");
    const other = posting("Data Analyst", "Build dashboards in Excel with Java.", ["Java", "Excel"], "Berlin, Germany", "onsite");
    const a = scorePosting(fits, { terms, retrieval: 5, best: 5, profile, userSkills });
    const b = scorePosting(other, { terms, retrieval: 5, best: 5, profile, userSkills });
    expect(a.score).toBeGreaterThan(b.score);
    expect(a).toMatchObject({ title_match: true, skills_matched: ["SQL", "Python"], skills_missing: ["Tableau"], location: "near" });
    expect(a.terms).toEqual(expect.arrayContaining(["analyst", "data", "dashboards"]));
    expect(b.location).toBeNull();
    expect(a.score).toBeLessThanOrEqual(100);
  });

  it("should fold Arabic spellings on both sides", () => {
    const terms = queryTerms("محلل البيانات");
    const arabic = posting("محلل بيانات", "تحليل البيانات وإعداد التقارير", [], "القاهرة", null);
    const match = scorePosting(arabic, { terms, retrieval: 1, best: 1, profile: { ...profile, city: "القاهره" }, userSkills: new Set() });
    expect(match.terms).toEqual(["محلل", "البيانات"]);
    expect(match.location).toBe("near");
  });

  it("should find a posting written in English from an Arabic description, and count the better-covered language", () => {
    const terms = queryTerms("محلل بيانات");
    expect(terms.filter((t) => t.bridge).map((t) => t.surface)).toEqual(expect.arrayContaining(["data"]));
    const english = posting("Data Analyst", "Analyse sales data and build reports.", ["Data Analysis"], "Cairo, Egypt", "onsite");
    const arabic = posting("محلل بيانات", "تحليل البيانات وإعداد التقارير", [], "القاهرة", null);
    const unrelated = posting("Backend Engineer", "Java services.", ["Java"], "Cairo, Egypt", "onsite");
    const score = (p: ReturnType<typeof posting>) => scorePosting(p, { terms, retrieval: 1, best: 1, profile, userSkills: new Set() });
    expect(score(english).terms).toContain("data");
    expect(score(english).score).toBeGreaterThan(score(unrelated).score);
    // The Arabic posting has every Arabic word: its words share is whole, not halved by the English ones.
    expect(score(arabic).terms).toEqual(["محلل", "بيانات"]);
    expect(queryTerms("data analyst").some((t) => t.bridge)).toBe(false);
  });

  it("should leave out words that only say 'a job' and score on the profile without a description", () => {
    expect(queryTerms("a remote job in marketing").map((t) => t.term)).toEqual(["remot", "market"]);
    const remote = posting("Sales Manager", "Sell.", ["Sales"], "Remote", "remote");
    const match = scorePosting(remote, { terms: [], retrieval: 0, best: 0, profile, userSkills: canonicalSkills(profile.skills) });
    expect(match.location).toBe("remote");
    expect(match.score).toBe(Math.round((10 / 55) * 100));
  });
});
