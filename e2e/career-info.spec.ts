/**
 * Career Info and the resume report, as a signed-in subscriber uses them: the profile's edit mode,
 * jobs and skills saved as whole lists, a certificate found in the course catalogue, Get Info
 * from the uploaded resume, the report and its way back, and the page in Arabic.
 */
import type { Page } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { expect, portalTest as test } from "./fixtures";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations, WIDTHS } from "./helpers";

// Every test changes its account's career info: an account of its own.
test.use({ freshPortalUser: true });

const SECTIONS = ["Profile", "Job Titles", "Skills", "Resumes", "Certificates & Courses", "Education"];
const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** Opens Career Info and waits for its data (the profile shows the user's name). */
async function openCareerInfo(page: Page, fullname: string) {
  await page.goto("/portal/career-info");
  await expect(page.locator("[data-section=profile]").getByRole("heading", { level: 3 })).toHaveText(fullname);
}

/** A one-page resume whose skills the account does not have yet. */
async function resumeWithNewSkills(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const lines = ["Sara Ali", "Data Engineer | sara.ali@example.com | Cairo, Egypt", "", "SKILLS", "Docker, Kubernetes, Apache Airflow", "Negotiation, Mentoring"];
  for (const [i, text] of lines.entries()) page.drawText(text, { x: 56, y: 740 - i * 20, size: i === 0 ? 20 : 11, font });
  return Buffer.from(await doc.save());
}

for (const [name, width] of [
  ["phone", WIDTHS.mobile],
  ["desktop", WIDTHS.desktop],
] as const) {
  test(`on a ${name} (${width} px) the profile's edits are dropped on Cancel, a new bio is proposed for review, and the sections are in order`, async ({ page, portalUser }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width, height: 900 });
    await openCareerInfo(page, portalUser.fullname);
    await expect(page).toHaveTitle("Career Info | Amal");
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(SECTIONS);
    if (name === "desktop") {
      await expect(page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Career Info" })).toHaveAttribute("aria-current", "page");
    }

    const profile = section(page, "Profile");
    const bio = profile.getByTestId("career-bio");
    const oldBio = (await bio.textContent())!;
    expect(oldBio).toContain("Data analyst with five years of experience");
    await profile.getByRole("button", { name: "Edit Profile" }).click();
    const nameField = profile.getByLabel("Full name");
    await expect(nameField).toBeFocused();
    await nameField.fill("");
    await profile.getByLabel("Bio").fill("Line one\nLine two");
    await profile.getByRole("button", { name: "Save" }).click();
    // The shared rule's words, beside the field; what was typed stays.
    await expect(profile.getByText("Full name is required")).toBeVisible();
    await expect(profile.getByLabel("Bio")).toHaveValue("Line one\nLine two");
    await expectNoSeriousA11yViolations(page);

    await profile.getByRole("button", { name: "Cancel" }).click();
    await expect(profile.getByRole("heading", { level: 3 })).toHaveText(portalUser.fullname);
    await expect(bio).toHaveText(oldBio);
    await expect(profile.getByText("Full name is required")).toHaveCount(0);
    await profile.getByRole("button", { name: "Edit Profile" }).click();
    await expect(profile.getByLabel("Full name")).toHaveValue(portalUser.fullname);
    await expectNoHorizontalOverflow(page);
    await profile.getByRole("button", { name: "Cancel" }).click();

    // Create New Bio proposes; nothing changes until the user takes it into the form.
    await profile.getByRole("button", { name: "Create New Bio" }).click();
    const proposal = profile.getByRole("region", { name: "A new bio for you" });
    await expect(proposal).toBeVisible();
    const proposed = (await proposal.locator(".career-proposal__text").textContent())!.trim();
    expect(proposed.length).toBeGreaterThan(20);
    await expect(bio).toHaveText(oldBio);
    await proposal.getByRole("button", { name: "Use this bio" }).click();
    await expect(profile.getByLabel("Bio")).toHaveValue(proposed);
    await profile.getByRole("button", { name: "Save" }).click();
    await expect(profile.getByTestId("career-bio")).toHaveText(proposed);
  });
}

test("a job added on the page is saved with Save and listed on the portal home; a list changed in another tab is not overwritten", async ({ page, portalUser }) => {
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await openCareerInfo(page, portalUser.fullname);
  const jobs = section(page, "Job Titles");
  const addJob = async (title: string, company: string) => {
    await jobs.getByRole("button", { name: "Add Job" }).click();
    await jobs.getByLabel("Job title").fill(title);
    await jobs.getByLabel("Company").fill(company);
    await jobs.getByRole("radio", { name: "Former Job" }).check();
    await jobs.getByRole("button", { name: "Done" }).click();
  };
  await expect(jobs.getByRole("button", { name: "Save", exact: true })).toHaveCount(0);

  // Cancel drops what was not saved.
  await addJob("Intern", "Nowhere Ltd");
  await expect(jobs.getByText("Intern", { exact: true })).toBeVisible();
  await jobs.getByRole("button", { name: "Cancel" }).click();
  await expect(jobs.getByText("Intern", { exact: true })).toHaveCount(0);
  await expect(jobs.getByRole("button", { name: "Save", exact: true })).toHaveCount(0);

  await addJob("Analytics Lead", "Pyramid Labs");
  const row = jobs.getByRole("listitem").filter({ hasText: "Analytics Lead" });
  await expect(row).toContainText("Former Job");
  await expect(row).toContainText("New, not saved");
  await jobs.getByRole("button", { name: "Save", exact: true }).click();
  await expect(jobs.getByRole("button", { name: "Save", exact: true })).toHaveCount(0);
  await expect(row).not.toContainText("not saved");

  // Another tab changes the list meanwhile: this tab's save is refused, its edits stay until Reload.
  const latest = (await (await page.request.get("/api/career")).json()) as { jobs: object[]; versions: { jobs: string } };
  const other = { job_title: "Consultant", company_name: "Elsewhere Co", is_current: 0, job_description: "" };
  expect((await page.request.put("/api/career/jobs", { data: { version: latest.versions.jobs, jobs: [...latest.jobs, other] } })).status()).toBe(200);
  await addJob("Mentor", "Code Club");
  await jobs.getByRole("button", { name: "Save", exact: true }).click();
  await expect(jobs.getByRole("alert")).toContainText("This list was changed in another tab or device.");
  await expect(jobs.getByText("Mentor", { exact: true })).toBeVisible();
  await jobs.getByRole("alert").getByRole("button", { name: "Reload" }).click();
  await expect(jobs.getByText("Consultant", { exact: true })).toBeVisible();
  await expect(jobs.getByText("Mentor", { exact: true })).toHaveCount(0);
  await expect(jobs.getByRole("alert")).toHaveCount(0);

  await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Homepage" }).click();
  const homeJobs = section(page, "Job Titles");
  await expect(homeJobs.getByRole("listitem").filter({ hasText: "Analytics Lead" })).toContainText("Pyramid Labs");
  await expect(homeJobs).toContainText("Former Job");
});

test("skills are added from suggestions by keyboard, removed, and kept after Save All", async ({ page, portalUser }) => {
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await openCareerInfo(page, portalUser.fullname);
  const skills = section(page, "Skills");
  const hard = skills.getByRole("list", { name: "Hard skills" });
  await expect(hard.getByText("Python", { exact: true })).toBeVisible();

  const input = skills.getByRole("combobox", { name: "Add a hard skill" });
  await input.fill("kube");
  await expect(skills.getByRole("option", { name: "Kubernetes" })).toBeVisible();
  await input.press("ArrowDown");
  await expect(input).toHaveAttribute("aria-activedescendant", /.+/);
  await input.press("Enter");
  await expect(hard.getByText("Kubernetes", { exact: true })).toBeVisible();
  await expect(input).toHaveValue("");
  // The same skill twice is refused with the server's words.
  await input.fill("python");
  await input.press("Escape");
  await input.press("Enter");
  await expect(skills.getByText("This skill is already in your list")).toBeVisible();
  await input.fill("");

  await skills.getByRole("button", { name: "Remove Python" }).click();
  await expect(hard.getByText("Python", { exact: true })).toHaveCount(0);
  await skills.getByRole("button", { name: "Save All" }).click();
  await expect(skills.getByRole("button", { name: "Save All" })).toHaveCount(0);

  await page.reload();
  await expect(hard.getByText("Kubernetes", { exact: true })).toBeVisible();
  await expect(hard.getByText("Python", { exact: true })).toHaveCount(0);
  await expect(hard.getByText("SQL", { exact: true })).toBeVisible();
});

test("a certificate described in the user's words is found in the course catalogue; education is added and deleted", async ({ page, portalUser }) => {
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await openCareerInfo(page, portalUser.fullname);
  const certificates = section(page, "Certificates & Courses");
  await certificates.getByRole("button", { name: "Add New Certificate" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Google Data Analytics certificate on Coursera");
  await dialog.getByRole("button", { name: "OK, I understand" }).click();
  await expect(dialog).toBeHidden();

  const text = certificates.getByLabel("Certificate or course", { exact: true });
  await expect(text).toBeFocused();
  await text.fill("CS50 introduction to computer science");
  await certificates.getByLabel("Date").fill("March 2024");
  // Slow the answer down enough to see the form while it searches.
  await page.route("**/api/career/certificates", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await certificates.getByRole("button", { name: "Add", exact: true }).click();
  await expect(certificates.getByText("Searching For Course Details... Updating Career Info.....")).toBeVisible();
  await expect(text).toBeDisabled();
  const row = certificates.getByRole("listitem").filter({ hasText: "Harvard University" });
  await expect(row.getByRole("link", { name: /CS50's Introduction to Computer Science/ })).toHaveAttribute("href", "https://cs50.harvard.edu/x/");
  await expect(row).toContainText("March 2024");
  await expect(row).toContainText("Completed");
  await expect(row).toContainText("Found in the course catalogue.");

  const education = section(page, "Education");
  await education.getByRole("button", { name: "Add Education" }).first().click();
  await education.getByLabel("Degree").fill("MSc Data Science");
  await education.getByLabel("School").fill("Nile University");
  await education.getByLabel("Date").fill("June 2023");
  await page.route("**/api/career/education", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await education.getByRole("button", { name: "Add", exact: true }).click();
  await expect(education.getByRole("button", { name: "Adding Education..." })).toBeDisabled();
  const degree = education.getByRole("listitem").filter({ hasText: "MSc Data Science" });
  await expect(degree).toContainText("Nile University");
  await expect(degree).toContainText("June 2023");

  await degree.getByRole("button", { name: "Delete MSc Data Science" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(degree).toHaveCount(0);
  await page.reload();
  await expect(section(page, "Certificates & Courses")).toContainText("CS50's Introduction to Computer Science");
  await expect(section(page, "Education")).not.toContainText("MSc Data Science");
});

test("an uploaded resume's Get Info adds its skills to the page; deleting waits for Save All Changes", async ({ page, portalUser }) => {
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await openCareerInfo(page, portalUser.fullname);
  const resumes = section(page, "Resumes");
  await expect(resumes.getByRole("listitem")).toHaveCount(1);
  await resumes.locator('input[type="file"]').setInputFiles({ name: "Engineer Resume.pdf", mimeType: "application/pdf", buffer: await resumeWithNewSkills() });
  const card = resumes.getByRole("listitem").filter({ hasText: "Engineer Resume.pdf" });
  await expect(card.locator(".pdf-thumb")).toHaveAttribute("data-status", "ready");
  await expect(resumes.getByRole("listitem")).toHaveCount(2);

  await page.route("**/api/career/resumes/*/info", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await card.getByRole("button", { name: "Get Info from Engineer Resume.pdf" }).click();
  await expect(card.getByRole("button", { name: "Loading..." })).toBeDisabled();
  const banner = resumes.getByRole("status").filter({ hasText: "Career Info updated Successfully" });
  await expect(banner).toContainText(/From Engineer Resume\.pdf Amal added .*skills/);
  // The page's data is the merged career info: the new skills are in their groups.
  const skills = section(page, "Skills");
  await expect(skills.getByRole("list", { name: "Hard skills" }).getByText("Kubernetes", { exact: true })).toBeVisible();
  await expect(skills.getByRole("list", { name: "Soft skills" }).getByText("Negotiation", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: "Get Info from Engineer Resume.pdf" })).toBeEnabled();

  await card.getByRole("button", { name: "Delete Engineer Resume.pdf" }).click();
  await expect(resumes.getByRole("listitem")).toHaveCount(1);
  await expect(resumes).toContainText("1 resume will be deleted.");
  await resumes.getByRole("button", { name: "Save All Changes" }).click();
  await expect(resumes.getByRole("button", { name: "Save All Changes" })).toHaveCount(0);
  await page.reload();
  await expect(section(page, "Resumes").getByRole("listitem")).toHaveCount(1);
  await expect(section(page, "Resumes")).not.toContainText("Engineer Resume.pdf");
});

test("Analyse opens the resume's report, and Go Back returns; opened directly, Go Back leads to Career Info", async ({ page, portalUser }) => {
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await openCareerInfo(page, portalUser.fullname);
  const card = section(page, "Resumes").getByRole("listitem");
  const title = (await card.locator(".doc-card__title").textContent())!;
  await card.getByRole("link", { name: `Analyse ${title}` }).click();
  await expect(page).toHaveURL(/\/portal\/resume-report\?resume_id=\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("heading", { name: "Resume Recommendations", level: 2 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Resume Style Recommendations", level: 2 })).toBeVisible();
  await expect(page.getByRole("meter", { name: "Overall" })).toHaveAttribute("aria-valuenow", /^\d+$/);
  await expect(page.locator(".pdf-viewer__page canvas").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", /\/api\/files\/resume\/\d+$/);
  await expectNoSeriousA11yViolations(page);

  // A job to compare with: the requirements, each Met, Partly or Not shown.
  await page.getByRole("textbox", { name: "Job description" }).fill(
    "Senior Data Analyst. Requirements: SQL, Python and Tableau; experience with Kubernetes; strong communication and teamwork.",
  );
  await page.getByRole("button", { name: "Check the match" }).click();
  await expect(page.getByRole("meter", { name: "Match" })).toHaveAttribute("aria-valuenow", /^\d+$/);
  const requirements = page.getByRole("list", { name: "What the job asks for" });
  const sql = requirements.getByRole("listitem").filter({ hasText: /^SQL/ });
  await expect(sql).toContainText(/Met|Partly/);
  // The line of the resume that shows it.
  await expect(sql.locator("blockquote")).toContainText("SQL");
  await expect(requirements.getByRole("listitem").filter({ hasText: /^Kubernetes/ })).toContainText("Not shown");

  const url = page.url();
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/\/portal\/career-info$/);

  const fresh = await page.context().newPage();
  await fresh.setViewportSize({ width: WIDTHS.mobile, height: 800 });
  await fresh.goto(url);
  await expect(fresh.getByRole("heading", { level: 1 })).toHaveText(title);
  await expectNoHorizontalOverflow(fresh);
  await fresh.getByRole("button", { name: "Go Back" }).click();
  await expect(fresh).toHaveURL(/\/portal\/career-info$/);
});

test("in Arabic the page reads right to left with its headings translated", async ({ page, context, baseURL, portalUser }) => {
  await context.addCookies([{ name: "amal_lang", value: "ar", url: baseURL! }]);
  await page.setViewportSize({ width: WIDTHS.mobile, height: 900 });
  await openCareerInfo(page, portalUser.fullname);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page).toHaveTitle("المعلومات المهنية | أمل");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("المعلومات المهنية");
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(["الملف الشخصي", "المسميات الوظيفية", "المهارات", "السير الذاتية", "الشهادات والدورات", "التعليم"]);
  await section(page, "الشهادات والدورات").getByRole("button", { name: "أضف شهادة جديدة" }).click();
  await expect(page.getByRole("dialog").getByRole("button", { name: "حسنًا، فهمت" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
});
