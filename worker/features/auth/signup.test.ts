import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES as M } from "../../../core/schemas/auth";
import { SCANNED_RESUME_NOTE, type LoginResponse, type PortalHome } from "../../../core/schemas/account";
import type { CareerInfo } from "../../../core/schemas/career";
import {
  JPEG_BYTES,
  PASSWORD,
  PNG_BYTES,
  getAs,
  logInAs,
  postSignup,
  scannedPdf,
  authCookie,
  signupFields,
  signupForm,
  textPdf,
  uniqueEmail,
  type SignupFields,
} from "../../test/accounts";
import { call, rows, startOfFreshWindow, uniqueIp, type ErrorJson } from "../../test/http";

const usersByEmail = (email: string) => rows<Record<string, unknown>>("SELECT * FROM users WHERE email = ?", email);

describe("POST /api/auth/signup", () => {
  // The first signup of the file loads the PDF reader (pdf.js) into the isolate: give it time.
  it("should create the account: 201, the user, a session cookie, and both files in R2 under users/<id>/", async () => {
    const form = await signupForm({ email: "  Mona.Adel.Signup@Example.com ", fullname: " Mona Adel " });
    const res = await postSignup(form);
    expect(res.status).toBe(201);
    const body = await res.json<LoginResponse>();
    expect(body).toMatchObject({
      isAuthenticated: true,
      isSubscribed: false,
      intercom_hash: null,
      user: {
        email: "mona.adel.signup@example.com",
        fullname: "Mona Adel",
        phone_number: "+20 100 123 4567",
        title: "Data Analyst",
        country: "Egypt",
        city: "Cairo",
        linkedin: "https://www.linkedin.com/in/mona-adel",
        level: "Junior",
        institute: "Cairo University",
        salary: 15000,
      },
    });
    expect(body.user.image_url).toMatch(/^\/api\/files\/image\/[0-9a-f-]{36}$/);

    const [user] = await usersByEmail("mona.adel.signup@example.com");
    expect(user!.password_hash).toMatch(/^pbkdf2\$100000\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    const listed = await env.FILES.list({ prefix: `users/${body.user.id}/` });
    expect(listed.objects.map((o) => o.key).sort()).toEqual([
      expect.stringMatching(new RegExp(`^users/${body.user.id}/image/[0-9a-f-]{36}\\.png$`)),
      expect.stringMatching(new RegExp(`^users/${body.user.id}/resume/[0-9a-f-]{36}\\.pdf$`)),
    ]);

    // Signed in straight away; the password works for later sign-ins.
    const me = await getAs(authCookie(res), "/api/auth/me");
    expect(me.status).toBe(200);
    expect(await logInAs("mona.adel.signup@example.com", PASSWORD)).toBeTruthy();
  }, 30_000);

  it("should read the resume into the bio, skills, jobs and education the account starts with", async () => {
    const res = await postSignup(await signupForm());
    expect(res.status).toBe(201);
    const home = await (await getAs(authCookie(res), "/api/portal/home")).json<PortalHome>();
    expect(home.user.bio).toMatch(/Data analyst with four years of experience/);
    const hard = home.skills.filter((s) => s.skill_type === "hard").map((s) => s.skill_name);
    const soft = home.skills.filter((s) => s.skill_type === "soft").map((s) => s.skill_name);
    expect(hard).toEqual(expect.arrayContaining(["Python", "SQL", "Power BI"]));
    expect(soft).toEqual(expect.arrayContaining(["Communication", "Teamwork"]));
    expect(home.resumes).toEqual([
      { id: expect.any(Number), title: "Mona Adel - Resume.pdf", date_uploaded: expect.any(String), resume_url: `/api/files/resume/${home.resumes[0]!.id}`, resume_path: `/api/files/resume/${home.resumes[0]!.id}` },
    ]);
    expect(home.extraction).toEqual({ note: null });
    expect(home).toMatchObject({ craftedResumes: [], sessions: [] });
    expect(home.jobs).toEqual([
      {
        id: expect.any(Number),
        job_title: "Data Analyst",
        company_name: "Nile Retail",
        is_current: 1,
        job_description: "• Built a Power BI sales dashboard used by 40 store managers every week\n• Automated the monthly stock report with Python and SQL, saving two days of work",
      },
    ]);
    const career = await (await getAs(authCookie(res), "/api/career")).json<CareerInfo>();
    expect(career.education.map((e) => [e.degree, e.school_name, e.issue_date])).toEqual([["B.Sc. Statistics", "Cairo University", "2016 – 2020"]]);
  });

  it("should accept a scanned resume (no text layer) with empty bio and skills and the note", async () => {
    const res = await postSignup(await signupForm({}, { resume: { name: "scan.pdf", bytes: await scannedPdf() } }));
    expect(res.status).toBe(201);
    const home = await (await getAs(authCookie(res), "/api/portal/home")).json<PortalHome>();
    expect(home.user.bio).toBe("");
    expect(home.skills).toEqual([]);
    expect(home.extraction).toEqual({ note: SCANNED_RESUME_NOTE });
  });

  it("should refuse a signup without a profile picture with a readable 400 and create nothing", async () => {
    const email = uniqueEmail("nopicture");
    const res = await postSignup(await signupForm({ email }, { image: null }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: "validation_failed", message: `image: ${M.imageRequired}`, fields: { image: M.imageRequired } },
    });
    expect(await usersByEmail(email)).toEqual([]);
  });

  it("should accept a JPEG profile picture", async () => {
    const jpeg = await postSignup(await signupForm({}, { image: { name: "me.JPEG", bytes: JPEG_BYTES } }));
    expect(jpeg.status).toBe(201);
    expect((await jpeg.json<LoginResponse>()).user.image_url).toMatch(/^\/api\/files\/image\//);
  });

  it.each([
    ["the same", (email: string) => email],
    ["a differently cased", (email: string) => email.toUpperCase()],
    ["a space-padded", (email: string) => `  ${email}  `],
  ])("should refuse %s e-mail that already has an account with 409", async (_case, variant) => {
    const email = uniqueEmail("taken");
    expect((await postSignup(await signupForm({ email }))).status).toBe(201);
    const res = await postSignup(await signupForm({ email: variant(email), fullname: "Someone Else" }));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: {
        code: "email_taken",
        message: "email: An account with this email already exists. Log in or use another email.",
        fields: { email: "An account with this email already exists. Log in or use another email." },
      },
    });
    expect(await usersByEmail(email)).toHaveLength(1);
  });

  it("should give one 201 and one 409 (never a 500) when two signups race for an e-mail, and leave no stray files", async () => {
    const email = uniqueEmail("race");
    const [a, b] = await Promise.all([postSignup(await signupForm({ email })), postSignup(await signupForm({ email }))]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(await usersByEmail(email)).toHaveLength(1);
    // Every stored file belongs to an existing account: the loser's uploads were removed.
    const everything = await env.FILES.list({ prefix: "users/" });
    const ids = new Set((await rows<{ id: string }>("SELECT id FROM users")).map((u) => u.id));
    const orphaned = everything.objects.filter((o) => !ids.has(o.key.split("/")[1]!));
    expect(orphaned).toEqual([]);
  });

  // Spec §5: every signup rule with its message; `fields` holds each field's first message and
  // `message` lists them as "field: message" lines.
  it.each([
    ["email", "", M.emailRequired],
    ["email", "mona@example", "Please enter a valid email address"],
    ["email", `${"m".repeat(40)}@example.com`, "Email must be between 5 and 50 characters"],
    ["password", "", "Password is required"],
    ["password", "Ab1!", "Password must be between 5 and 50 characters"],
    ["password", `Ab1!${"x".repeat(47)}`, "Password must be between 5 and 50 characters"],
    ["password", "abcdefg1!", M.passwordStrength],
    ["password", "Abcdefghi1", M.passwordStrength],
    ["fullname", "M", "Full name must be between 2 and 50 characters"],
    ["fullname", "M".repeat(51), "Full name must be between 2 and 50 characters"],
    ["phone_number", "012345678", "Phone number must be between 10 and 30 characters"],
    ["phone_number", "0".repeat(31), "Phone number must be between 10 and 30 characters"],
    ["phone_number", "call me please", M.phoneInvalid],
    ["title", "Dev", "Job title must be between 5 and 25 characters"],
    ["title", "T".repeat(26), "Job title must be between 5 and 25 characters"],
    ["country", "C".repeat(101), "Country must be at most 100 characters"],
    ["city", "C".repeat(101), "City must be at most 100 characters"],
    ["city", "", "City is required"],
    ["level", "Intern", "Experience level must be one of Student, Junior, Mid-level, Senior, Lead"],
    ["level", "", "Please choose your experience level"],
    ["institute", "I".repeat(501), "Institute must be at most 500 characters"],
    ["salary", "12.5", "Expected salary must be a whole number"],
    ["salary", "49", "Expected salary must be between 50 and 1,000,000"],
    ["salary", "1000001", "Expected salary must be between 50 and 1,000,000"],
    ["linkedin", "linkedin.com/in/mona", M.linkedinInvalid],
    ["linkedin", `https://www.linkedin.com/in/${"m".repeat(80)}`, "LinkedIn URL must be at most 100 characters"],
  ] as [keyof SignupFields, string, string][])("should reject %s = %j with 400 and its message", async (field, value, message) => {
    const email = uniqueEmail("invalid");
    const res = await postSignup(await signupForm({ email, [field]: value }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: "validation_failed", message: `${field}: ${message}`, fields: { [field]: message } } });
    if (field !== "email") expect(await usersByEmail(email)).toEqual([]);
  });

  it("should list every problem of an empty form, in form order", async () => {
    const res = await postSignup(await signupForm(Object.fromEntries(Object.keys(signupFields()).map((k) => [k, undefined])), { resume: null, image: null }));
    expect(res.status).toBe(400);
    const { error } = await res.json<ErrorJson>();
    expect(Object.keys(error.fields!)).toEqual(["email", "password", "fullname", "phone_number", "title", "country", "city", "level", "institute", "salary", "linkedin", "image", "resume"]);
    expect(error.fields!.resume).toBe("Please upload your resume before submitting the form.");
    expect(error.message.split("\n")[0]).toBe("email: Email is required");
  });

  it.each([
    ["resume", { resume: { name: "resume.pdf", bytes: new TextEncoder().encode("MZ this is really an executable") } }, M.resumeInvalid],
    ["resume", { resume: { name: "resume.pdf", bytes: PNG_BYTES } }, M.resumeInvalid],
    ["resume", { resume: { name: "resume.docx", bytes: new Uint8Array([0x50, 0x4b, 3, 4]) } }, M.resumeType],
    ["image", { image: { name: "me.png", bytes: new TextEncoder().encode("<svg onload=alert(1)>") } }, M.imageInvalid],
    ["image", { image: { name: "me.gif", bytes: new TextEncoder().encode("GIF89a") } }, M.imageType],
  ] as const)("should refuse a wrong %s file type with 415 and a readable message", async (field, files, message) => {
    const email = uniqueEmail("filetype");
    const res = await postSignup(await signupForm({ email }, files));
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: { code: "unsupported_file_type", message: `${field}: ${message}`, fields: { [field]: message } } });
    expect(await usersByEmail(email)).toEqual([]);
  });

  it("should refuse a damaged PDF (right header, unreadable body) with 415 and store nothing", async () => {
    const email = uniqueEmail("damaged");
    const res = await postSignup(await signupForm({ email }, { resume: { name: "resume.pdf", bytes: new TextEncoder().encode("%PDF-1.7\nthis is not really a pdf\n%%EOF") } }));
    expect(res.status).toBe(415);
    const { error } = await res.json<ErrorJson>();
    expect(error.code).toBe("unsupported_file_type");
    expect(error.fields!.resume).toBeTruthy();
    expect(await usersByEmail(email)).toEqual([]);
  });

  it.each(["resume", "image"] as const)("should refuse a 6 MB %s with 413 and the spec's message", async (field) => {
    const big = new Uint8Array(6 * 1024 * 1024);
    const pdf = await textPdf();
    big.set(field === "resume" ? pdf.subarray(0, 1024) : PNG_BYTES);
    const res = await postSignup(await signupForm({}, { [field]: { name: field === "resume" ? "big.pdf" : "big.png", bytes: big } }));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: { code: "file_too_large", message: `${field}: File size exceeds 5MB limit. Please choose a smaller file.`, fields: { [field]: "File size exceeds 5MB limit. Please choose a smaller file." } },
    });
  });

  it("should refuse a body over the limit before reading it, with 413", async () => {
    const res = await call("/api/auth/signup", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(11 * 1024 * 1024), "cf-connecting-ip": uniqueIp() },
      body: new Uint8Array(11 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
    expect((await res.json<ErrorJson>()).error.message).toBe("File size exceeds 5MB limit. Please choose a smaller file.");
  });

  it("should refuse a signup form posted from another site with 403 and create nothing", async () => {
    const email = uniqueEmail("csrf");
    const res = await call("/api/auth/signup", { method: "POST", body: await signupForm({ email }), headers: { Origin: "https://evil.example", "cf-connecting-ip": uniqueIp() } });
    expect(res.status).toBe(403);
    expect(await usersByEmail(email)).toEqual([]);
  });

  it("should refuse a JSON body with 415 (the form carries files)", async () => {
    const res = await call("/api/auth/signup", { method: "POST", headers: { "Content-Type": "application/json", "cf-connecting-ip": uniqueIp() }, body: "{}" });
    expect(res.status).toBe(415);
  });

  it("should answer 429 after 5 signups from one IP in a minute", async () => {
    await startOfFreshWindow(60, 10_000);
    const ip = uniqueIp();
    // Invalid forms still count: the limit is on attempts.
    for (let i = 0; i < 5; i++) expect((await postSignup(await signupForm({ email: "" }), ip)).status).toBe(400);
    const res = await postSignup(await signupForm(), ip);
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({
      error: { code: "rate_limited", message: "Too many sign-ups from your network in a short time. Please wait a minute and try again.", retryAfter: 60 },
    });
  }, 90_000);
});
