import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { PortalHome } from "../../../core/schemas/account";
import { CAREER_MESSAGES, type CareerInfo, type CertificateItem, type EducationItem, type JobItem } from "../../../core/schemas/career";
import { JPEG_BYTES, PNG_BYTES, getAs, quickUser, textPdf, type QuickUser } from "../../test/accounts";
import { call, rows, type ErrorJson } from "../../test/http";

async function send(user: QuickUser | string, method: string, path: string, body?: unknown): Promise<Response> {
  const cookie = typeof user === "string" ? user : await user.cookie();
  return call(path, {
    method,
    headers: { Cookie: cookie, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function upload(user: QuickUser, method: string, path: string, field: string, bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.set(field, new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return call(path, { method, headers: { Cookie: await user.cookie() }, body: form });
}

async function career(user: QuickUser): Promise<CareerInfo> {
  const res = await getAs(await user.cookie(), "/api/career");
  expect(res.status).toBe(200);
  return res.json<CareerInfo>();
}

const job = (title: string, company: string, current: 0 | 1 = 0) => ({ job_title: title, company_name: company, is_current: current, job_description: "" });

describe("GET /api/career", () => {
  it("should answer 401 without a session", async () => {
    const res = await getAs(null, "/api/career");
    expect(res.status).toBe(401);
  });

  it("should give an empty career to a new account, with list versions to save against", async () => {
    const user = await quickUser();
    const info = await career(user);
    expect(info).toMatchObject({ jobs: [], skills: [], resumes: [], certificates: [], education: [], versions: { jobs: "", skills: "", resumes: "" } });
    expect(info.user.fullname).toBe(user.fullname);
  });
});

describe("PUT /api/career/profile", () => {
  it("should save name, title and bio, keeping the bio's line breaks", async () => {
    const user = await quickUser();
    const res = await send(user, "PUT", "/api/career/profile", { fullname: "  Salma Nour ", title: "Data Engineer", bio: "First line.\nSecond line." });
    expect(res.status).toBe(200);
    expect((await res.json<{ user: { fullname: string; bio: string } }>()).user).toMatchObject({ fullname: "Salma Nour", bio: "First line.\nSecond line." });
    expect((await career(user)).user.title).toBe("Data Engineer");
  });

  it("should refuse bad fields one by one with readable messages and change nothing", async () => {
    const user = await quickUser();
    const res = await send(user, "PUT", "/api/career/profile", { fullname: "S", title: "Dev", bio: "x".repeat(2001) });
    expect(res.status).toBe(400);
    const { error } = await res.json<ErrorJson>();
    expect(error.fields).toEqual({ fullname: CAREER_MESSAGES.fullnameLength, title: CAREER_MESSAGES.titleLength, bio: CAREER_MESSAGES.bioLength });
    expect((await career(user)).user.fullname).toBe(user.fullname);
  });
});

describe("PUT /api/career/photo", () => {
  it("should replace the picture and remove the old file", async () => {
    const user = await quickUser();
    const first = await upload(user, "PUT", "/api/career/photo", "image", PNG_BYTES, "me.png", "image/png");
    expect(first.status).toBe(200);
    const firstUrl = (await first.json<{ user: { image_url: string } }>()).user.image_url;
    const second = await upload(user, "PUT", "/api/career/photo", "image", JPEG_BYTES, "me.jpg", "image/jpeg");
    const secondUrl = (await second.json<{ user: { image_url: string } }>()).user.image_url;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await getAs(await user.cookie(), secondUrl)).status).toBe(200);
    const [{ image_key }] = await rows<{ image_key: string }>("SELECT image_key FROM users WHERE id = ?", user.id);
    const listed = await env.FILES.list({ prefix: `users/${user.id}/image/` });
    expect(listed.objects.map((o) => o.key)).toEqual([image_key]);
  });

  it("should refuse a renamed non-image with 415 and keep the old picture", async () => {
    const user = await quickUser();
    const res = await upload(user, "PUT", "/api/career/photo", "image", await textPdf(), "me.png", "image/png");
    expect(res.status).toBe(415);
    expect((await res.json<ErrorJson>()).error.fields?.image).toMatch(/not a valid JPEG or PNG/);
    expect((await career(user)).user.image_url).toBeNull();
  });
});

describe("PUT /api/career/jobs", () => {
  it("should save the whole list in order and show it on portal home, current jobs first", async () => {
    const user = await quickUser();
    const res = await send(user, "PUT", "/api/career/jobs", {
      version: "",
      jobs: [job("Junior Analyst", "Nile Retail"), { ...job("Data Analyst", "Vodafone Egypt", 1), job_description: "• Built dashboards\n• Automated reports" }],
    });
    expect(res.status).toBe(200);
    const saved = await res.json<{ jobs: JobItem[]; version: string }>();
    expect(saved.jobs.map((j) => j.job_title)).toEqual(["Junior Analyst", "Data Analyst"]);
    expect(saved.jobs[1]!.job_description).toBe("• Built dashboards\n• Automated reports");
    expect(saved.version).not.toBe("");
    const home = await (await getAs(await user.cookie(), "/api/portal/home")).json<PortalHome>();
    expect(home.jobs.map((j) => [j.job_title, j.is_current])).toEqual([
      ["Data Analyst", 1],
      ["Junior Analyst", 0],
    ]);
  });

  it("should refuse a save made from an older read with 409 and keep the newer list", async () => {
    const user = await quickUser();
    const first = await (await send(user, "PUT", "/api/career/jobs", { version: "", jobs: [job("Data Analyst", "Vodafone")] })).json<{ version: string }>();
    // Another tab saved meanwhile.
    expect((await send(user, "PUT", "/api/career/jobs", { version: first.version, jobs: [job("Data Engineer", "Valeo")] })).status).toBe(200);
    const stale = await send(user, "PUT", "/api/career/jobs", { version: first.version, jobs: [] });
    expect(stale.status).toBe(409);
    expect((await stale.json<ErrorJson>()).error).toMatchObject({ code: "stale_list", message: CAREER_MESSAGES.staleList });
    expect((await career(user)).jobs.map((j) => j.job_title)).toEqual(["Data Engineer"]);
  });

  it("should name the row and field of a bad job", async () => {
    const user = await quickUser();
    const res = await send(user, "PUT", "/api/career/jobs", { version: "", jobs: [job("Analyst", "Nile"), { ...job("A", ""), is_current: 2 }] });
    expect(res.status).toBe(400);
    const { error } = await res.json<ErrorJson>();
    expect(error.fields).toMatchObject({
      "jobs.1.job_title": CAREER_MESSAGES.jobTitleLength,
      "jobs.1.company_name": CAREER_MESSAGES.companyRequired,
      "jobs.1.is_current": "Choose Current Job or Former Job",
    });
  });

  it("should never touch another user's jobs", async () => {
    const [a, b] = [await quickUser(), await quickUser()];
    await send(a, "PUT", "/api/career/jobs", { version: "", jobs: [job("Data Analyst", "Vodafone")] });
    const [aJob] = (await career(a)).jobs;
    // b sends a's job id: b's own list is replaced, a's stays.
    await send(b, "PUT", "/api/career/jobs", { version: "", jobs: [{ ...job("Teacher", "School"), id: aJob!.id }] });
    expect((await career(a)).jobs).toEqual([aJob]);
    expect((await career(b)).jobs.map((j) => j.job_title)).toEqual(["Teacher"]);
  });
});

describe("PUT /api/career/skills", () => {
  it("should save hard and soft skills and refuse duplicates in any case", async () => {
    const user = await quickUser();
    const ok = await send(user, "PUT", "/api/career/skills", {
      version: "",
      skills: [
        { skill_name: "Python", skill_type: "hard" },
        { skill_name: "Teamwork", skill_type: "soft" },
      ],
    });
    expect(ok.status).toBe(200);
    const { version } = await ok.json<{ version: string }>();
    const dup = await send(user, "PUT", "/api/career/skills", {
      version,
      skills: [
        { skill_name: "Python", skill_type: "hard" },
        { skill_name: " python ", skill_type: "hard" },
      ],
    });
    expect(dup.status).toBe(400);
    expect((await dup.json<ErrorJson>()).error.fields).toEqual({ "skills.1.skill_name": CAREER_MESSAGES.skillDuplicate });
    expect((await career(user)).skills.map((s) => `${s.skill_name}:${s.skill_type}`)).toEqual(["Python:hard", "Teamwork:soft"]);
  });

  it("should refuse a stale skills list with 409", async () => {
    const user = await quickUser();
    const { version } = await (await send(user, "PUT", "/api/career/skills", { version: "", skills: [{ skill_name: "SQL", skill_type: "hard" }] })).json<{ version: string }>();
    await send(user, "PUT", "/api/career/skills", { version, skills: [] });
    expect((await send(user, "PUT", "/api/career/skills", { version, skills: [] })).status).toBe(409);
  });

  it("should suggest taxonomy skills that start with what was typed", async () => {
    const user = await quickUser();
    const res = await getAs(await user.cookie(), "/api/career/skills/suggest?q=pyt&type=hard");
    const { suggestions } = await res.json<{ suggestions: { name: string; type: string }[] }>();
    expect(suggestions[0]).toEqual({ name: "Python", type: "hard" });
    expect(suggestions.every((s) => s.type === "hard")).toBe(true);
    expect((await getAs(await user.cookie(), "/api/career/skills/suggest?type=medium&q=a")).status).toBe(400);
  });
});

describe("resumes", () => {
  it("should upload a PDF, then delete it with Save All Changes", async () => {
    const user = await quickUser();
    const res = await upload(user, "POST", "/api/career/resumes", "resume", await textPdf(), "Mona CV.pdf", "application/pdf");
    expect(res.status).toBe(201);
    const { resume, version } = await res.json<{ resume: { id: number; title: string; resume_url: string }; version: string }>();
    expect(resume.title).toBe("Mona CV.pdf");
    expect((await getAs(await user.cookie(), resume.resume_url)).status).toBe(200);
    const saved = await send(user, "PUT", "/api/career/resumes", { version, keep: [] });
    expect(saved.status).toBe(200);
    expect((await career(user)).resumes).toEqual([]);
    expect((await env.FILES.list({ prefix: `users/${user.id}/resume/` })).objects).toEqual([]);
    expect((await getAs(await user.cookie(), resume.resume_url)).status).toBe(404);
  });

  it("should refuse a stale delete after an upload from another tab", async () => {
    const user = await quickUser();
    const first = await (await upload(user, "POST", "/api/career/resumes", "resume", await textPdf(), "a.pdf", "application/pdf")).json<{ version: string }>();
    await upload(user, "POST", "/api/career/resumes", "resume", await textPdf(), "b.pdf", "application/pdf");
    const res = await send(user, "PUT", "/api/career/resumes", { version: first.version, keep: [] });
    expect(res.status).toBe(409);
    expect((await career(user)).resumes.map((r) => r.title)).toEqual(["b.pdf", "a.pdf"]);
  });

  it("should refuse a renamed non-PDF with 415 and store nothing", async () => {
    const user = await quickUser();
    const res = await upload(user, "POST", "/api/career/resumes", "resume", PNG_BYTES, "cv.pdf", "application/pdf");
    expect(res.status).toBe(415);
    expect((await career(user)).resumes).toEqual([]);
  });

  it("should answer 404 for another user's resume", async () => {
    const [a, b] = [await quickUser(), await quickUser()];
    const { resume } = await (await upload(a, "POST", "/api/career/resumes", "resume", await textPdf(), "a.pdf", "application/pdf")).json<{ resume: { id: number } }>();
    const res = await send(b, "POST", `/api/career/resumes/${resume.id}/info`);
    expect(res.status).toBe(404);
    expect((await res.json<ErrorJson>()).error.message).toBe(CAREER_MESSAGES.noSuchResume);
    // b's keep list naming a's resume deletes nothing of a's.
    await send(b, "PUT", "/api/career/resumes", { version: "", keep: [resume.id] });
    expect((await career(a)).resumes).toHaveLength(1);
  });
});

describe("certificates", () => {
  it("should match the text to the course catalogue and keep the user's words when nothing fits", async () => {
    const user = await quickUser();
    const matched = await send(user, "POST", "/api/career/certificates", { input_text: "google data analytics certificate on coursera", is_complete: 1, cert_issue_date: "May 2024" });
    expect(matched.status).toBe(201);
    const a = await matched.json<{ certificate: CertificateItem; matched: boolean }>();
    expect(a).toMatchObject({ matched: true, certificate: { cert_name: "Google Data Analytics Professional Certificate", cert_org_name: "Google on Coursera", cert_issue_date: "May 2024", is_complete: 1 } });
    expect(a.certificate.course_url).toMatch(/^https:\/\//);
    const own = await (await send(user, "POST", "/api/career/certificates", { input_text: "Food safety workshop, Alexandria chamber", is_complete: 0, cert_issue_date: "" })).json<{ certificate: CertificateItem; matched: boolean }>();
    expect(own).toMatchObject({ matched: false, certificate: { cert_name: "Food safety workshop, Alexandria chamber", cert_org_name: "", course_url: null, is_complete: 0 } });
  });

  it("should edit and delete only the owner's rows", async () => {
    const [a, b] = [await quickUser(), await quickUser()];
    const { certificate } = await (await send(a, "POST", "/api/career/certificates", { input_text: "CS50", is_complete: 1, cert_issue_date: "" })).json<{ certificate: CertificateItem }>();
    const edit = { cert_name: "Stolen", cert_org_name: "", cert_issue_date: "", is_complete: 1 };
    expect((await send(b, "PUT", `/api/career/certificates/${certificate.id}`, edit)).status).toBe(404);
    expect((await send(b, "DELETE", `/api/career/certificates/${certificate.id}`)).status).toBe(404);
    expect((await send(a, "PUT", `/api/career/certificates/${certificate.id}`, { ...edit, cert_name: "CS50x" })).status).toBe(200);
    expect((await career(a)).certificates.map((c) => c.cert_name)).toEqual(["CS50x"]);
    expect((await send(a, "DELETE", `/api/career/certificates/${certificate.id}`)).status).toBe(200);
    expect((await career(a)).certificates).toEqual([]);
  });

  it("should refuse an empty description and a missing completed flag", async () => {
    const user = await quickUser();
    const res = await send(user, "POST", "/api/career/certificates", { input_text: " ", cert_issue_date: "" });
    expect(res.status).toBe(400);
    expect((await res.json<ErrorJson>()).error.fields).toEqual({ input_text: CAREER_MESSAGES.certificateTextRequired, is_complete: CAREER_MESSAGES.completedRequired });
  });
});

describe("education", () => {
  it("should add, edit and delete a row, and hide it from other users", async () => {
    const [a, b] = [await quickUser(), await quickUser()];
    const added = await send(a, "POST", "/api/career/education", { degree: "B.Sc. Statistics", school_name: "Cairo University", issue_date: "June 2020" });
    expect(added.status).toBe(201);
    const { education } = await added.json<{ education: EducationItem }>();
    expect((await career(b)).education).toEqual([]);
    expect((await send(b, "PUT", `/api/career/education/${education.id}`, { degree: "X degree", school_name: "Nowhere", issue_date: "" })).status).toBe(404);
    const edited = await send(a, "PUT", `/api/career/education/${education.id}`, { degree: "M.Sc. Statistics", school_name: "Cairo University", issue_date: "June 2022" });
    expect((await edited.json<{ education: EducationItem }>()).education.degree).toBe("M.Sc. Statistics");
    expect((await send(a, "DELETE", `/api/career/education/${education.id}`)).status).toBe(200);
    expect((await send(a, "DELETE", `/api/career/education/${education.id}`)).status).toBe(404);
  });

  it("should answer 404 for an id that cannot exist", async () => {
    const user = await quickUser();
    expect((await send(user, "DELETE", "/api/career/education/abc")).status).toBe(404);
    expect((await send(user, "DELETE", "/api/career/education/0")).status).toBe(404);
  });
});

describe("POST /api/career/bio", () => {
  it("should need a subscription", async () => {
    const user = await quickUser();
    expect((await send(user, "POST", "/api/career/bio")).status).toBe(403);
  });

  it("should compose a bio from the user's own title, jobs and skills without saving it", async () => {
    const user = await quickUser({ subscribed: true });
    await send(user, "PUT", "/api/career/profile", { fullname: "Salma Nour", title: "Data Analyst", bio: "Old bio." });
    await send(user, "PUT", "/api/career/jobs", { version: "", jobs: [{ ...job("Data Analyst", "Vodafone Egypt", 1), job_description: "• Built 12 Power BI dashboards for 300 sales staff" }] });
    await send(user, "PUT", "/api/career/skills", { version: "", skills: [{ skill_name: "SQL", skill_type: "hard" }] });
    const res = await send(user, "POST", "/api/career/bio");
    expect(res.status).toBe(200);
    const { bio } = await res.json<{ bio: string }>();
    expect(bio).toContain("Vodafone Egypt");
    expect(bio).toContain("SQL");
    expect(bio).toContain("12 Power BI dashboards");
    expect((await career(user)).user.bio).toBe("Old bio.");
  });

  it("should say what to add first when there is nothing to write from", async () => {
    const user = await quickUser({ subscribed: true });
    await env.DB.prepare("UPDATE users SET title = '' WHERE id = ?").bind(user.id).run();
    const res = await send(user, "POST", "/api/career/bio");
    expect(res.status).toBe(422);
    expect((await res.json<ErrorJson>()).error.code).toBe("nothing_to_write_from");
  });
});

describe("POST /api/career/resumes/:id/report", () => {
  const JOB_POST =
    "Data Analyst at a retail group in Cairo. You will build dashboards in Power BI and Tableau, write SQL and Python to automate reports, and present findings to managers. Strong communication skills required.";

  async function uploaded(user: QuickUser) {
    const res = await upload(user, "POST", "/api/career/resumes", "resume", await textPdf(), "Mona CV.pdf", "application/pdf");
    return (await res.json<{ resume: { id: number } }>()).resume.id;
  }

  it("should analyse the user's resume, quoting its own lines, in the reader's language", async () => {
    const user = await quickUser({ subscribed: true });
    const id = await uploaded(user);
    const res = await send(user, "POST", `/api/career/resumes/${id}/report`, {});
    expect(res.status).toBe(200);
    const report = await res.json<import("../../../core/schemas/career").ResumeReport>();
    expect(report.resume).toMatchObject({ id, title: "Mona CV.pdf", pages: 1 });
    expect(report.score).toBeGreaterThan(0);
    expect(report.match).toBeNull();
    const items = [...report.recommendations, ...report.style];
    expect(items.length).toBeGreaterThan(0);
    const text = (await textPdf()).length > 0 ? await (async () => (await import("../../test/accounts")).RESUME_LINES.join("\n"))() : "";
    for (const item of items) if (item.line) expect(text).toContain(item.line.slice(0, 20));

    const arabic = await call(`/api/career/resumes/${id}/report`, {
      method: "POST",
      headers: { Cookie: `${await user.cookie()}; amal_lang=ar`, "Content-Type": "application/json" },
      body: "{}",
    });
    const ar = await arabic.json<import("../../../core/schemas/career").ResumeReport>();
    expect([...ar.recommendations, ...ar.style].every((item) => /[\u0600-\u06FF]/.test(item.text))).toBe(true);
  });

  it("should match against a pasted job post with the resume line as evidence", async () => {
    const user = await quickUser({ subscribed: true });
    const id = await uploaded(user);
    const report = await (await send(user, "POST", `/api/career/resumes/${id}/report`, { job_description: JOB_POST })).json<import("../../../core/schemas/career").ResumeReport>();
    expect(report.match).not.toBeNull();
    const powerBi = report.match!.requirements.find((r) => r.requirement === "Power BI");
    expect(powerBi).toMatchObject({ status: "met", evidence: expect.stringContaining("Power BI sales dashboard") });
    expect(report.match!.score).toBeGreaterThan(40);
  });

  it("should match against one of the user's own jobs, and refuse another user's job or resume", async () => {
    const [a, b] = [await quickUser({ subscribed: true }), await quickUser({ subscribed: true })];
    const id = await uploaded(a);
    const { jobs } = await (await send(a, "PUT", "/api/career/jobs", { version: "", jobs: [{ ...job("Data Analyst", "Nile Retail", 1), job_description: "SQL and Power BI reporting" }] })).json<{ jobs: JobItem[] }>();
    const own = await send(a, "POST", `/api/career/resumes/${id}/report`, { job_id: jobs[0]!.id });
    expect(own.status).toBe(200);
    expect((await own.json<import("../../../core/schemas/career").ResumeReport>()).match).not.toBeNull();
    const bResume = await uploaded(b);
    expect((await send(b, "POST", `/api/career/resumes/${bResume}/report`, { job_id: jobs[0]!.id })).status).toBe(404);
    expect((await send(b, "POST", `/api/career/resumes/${id}/report`, {})).status).toBe(404);
  });

  it("should refuse a job post too short to judge, saying how long it must be", async () => {
    const user = await quickUser({ subscribed: true });
    const id = await uploaded(user);
    const res = await send(user, "POST", `/api/career/resumes/${id}/report`, { job_description: "Analyst" });
    expect(res.status).toBe(400);
    expect((await res.json<ErrorJson>()).error.fields).toEqual({ job_description: CAREER_MESSAGES.jobPostLength });
  });
});

describe("POST /api/career/resumes/:id/info", () => {
  it("should add the resume's jobs, education and new skills once, and nothing the second time", async () => {
    const user = await quickUser();
    const res = await upload(user, "POST", "/api/career/resumes", "resume", await textPdf(), "Mona CV.pdf", "application/pdf");
    const { resume } = await res.json<{ resume: { id: number } }>();
    await send(user, "PUT", "/api/career/skills", { version: "", skills: [{ skill_name: "python", skill_type: "hard" }] });
    const first = await send(user, "POST", `/api/career/resumes/${resume.id}/info`);
    expect(first.status).toBe(200);
    const merged = await first.json<{ added: Record<string, number>; career: CareerInfo }>();
    expect(merged.career.jobs.map((j) => [j.job_title, j.company_name, j.is_current])).toEqual([["Data Analyst", "Nile Retail", 1]]);
    expect(merged.career.jobs[0]!.job_description).toContain("Power BI sales dashboard");
    expect(merged.career.education.map((e) => [e.degree, e.school_name])).toEqual([["B.Sc. Statistics", "Cairo University"]]);
    expect(merged.career.skills.filter((s) => s.skill_name.toLowerCase() === "python")).toHaveLength(1);
    expect(merged.added.jobs).toBe(1);
    const again = await (await send(user, "POST", `/api/career/resumes/${resume.id}/info`)).json<{ added: Record<string, number> }>();
    expect(again.added).toEqual({ jobs: 0, skills: 0, education: 0, certificates: 0 });
  });
});
