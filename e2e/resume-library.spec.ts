/**
 * The resume and cover-letter library and the word editor, as a subscriber uses them: a resume
 * crafted from a pasted job description with its five steps streamed, the Word file read back,
 * two tabs editing one document live, Confirm Deletion, Load More, a link that cannot be read,
 * and the page in Arabic.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import mammoth from "mammoth";
import { expect, portalTest as test } from "./fixtures";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations, makeResumePdf, WIDTHS } from "./helpers";

// Every test adds documents to its account: an account of its own.
test.use({ freshPortalUser: true });

/** A posting for the role the fixture account's resume fits (Python, SQL, Tableau, statistics). */
const JOB_POST = `Senior Data Analyst — Lumen Analytics, Cairo

Lumen Analytics helps retailers across Egypt and the Gulf understand their customers. We are hiring a Senior Data Analyst to join our insights team.

What you will do:
- Build and maintain Tableau dashboards for regional sales and marketing teams.
- Write SQL and Python to clean, join and model large retail datasets.
- Apply statistics to measure campaigns and explain results to managers.
- Mentor junior analysts and present findings clearly.

Requirements: 4+ years as a data analyst; strong SQL, Python and Excel; data visualization; communication and teamwork.`;

const CARD_TEXTS = [
  ["Resume Builder", ["Create Resume", "Download Now"]],
  ["Resume Enhance", ["Select a file"]],
  ["Cover Letter Builder", ["Create Letter", "Download Now"]],
  ["Final Resume Upload", ["Select a file"]],
] as const;

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

async function openLibrary(page: Page) {
  await page.goto("/portal/resume-library");
  await expect(page.getByRole("heading", { level: 1, name: "Resume & Cover Letter Library" })).toBeVisible();
}

/** Records every state each progress step shows, since the modal closes as soon as the last is done. */
async function recordSteps(page: Page) {
  await page.evaluate(() => {
    const seen: Record<string, string[]> = {};
    (window as unknown as { __steps: typeof seen }).__steps = seen;
    const note = (el: Element) => {
      const step = el.getAttribute("data-step");
      const status = el.getAttribute("data-status");
      if (!step || !status) return;
      const list = (seen[step] ??= []);
      if (list.at(-1) !== status) list.push(status);
    };
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === "attributes" && r.target instanceof Element) note(r.target);
        for (const node of r.addedNodes) if (node instanceof Element) node.querySelectorAll("[data-step]").forEach(note);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-status"] });
  });
}

/** Crafts a document through the API, as the modal does, and returns it. */
async function craftThroughApi(request: APIRequestContext, kind: "resume" | "cover_letter" = "resume") {
  const res = await request.post("/api/library/craft", { data: { kind, language: "en", source: "description", job_description: JOB_POST } });
  expect(res.status()).toBe(200);
  const lines = (await res.text()).trim().split("\n").map((l) => JSON.parse(l) as { type: string; document?: { id: number; title: string } });
  const last = lines.at(-1)!;
  expect(last.type, JSON.stringify(last)).toBe("done");
  return last.document!;
}

for (const [name, width] of [
  ["phone", WIDTHS.mobile],
  ["desktop", WIDTHS.desktop],
] as const) {
  test(`on a ${name} (${width} px) a resume is crafted from a pasted description, its five steps shown as they happen`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width, height: 900 });
    await openLibrary(page);
    await expect(page).toHaveTitle("Resume & Cover Letter Library | Amal");
    const cards = page.getByRole("list", { name: "What would you like to do?" }).getByRole("listitem");
    await expect(cards).toHaveCount(4);
    for (const [i, [title, buttons]] of CARD_TEXTS.entries()) {
      await expect(cards.nth(i).getByRole("heading", { level: 2 })).toHaveText(title);
      await expect(cards.nth(i).getByRole("button")).toHaveText([...buttons]);
    }
    await expect(region(page, "Crafted Resumes").getByText(/No crafted resumes yet/)).toBeVisible();
    await expectNoHorizontalOverflow(page);

    await cards.nth(0).getByRole("button", { name: "Create Resume" }).click();
    const modal = page.getByRole("dialog", { name: "Create a resume" });
    // Link is the default; the shared rule's words on submit.
    await expect(modal.getByRole("radio", { name: "Link" })).toBeChecked();
    await modal.getByRole("button", { name: "Submit" }).click();
    await expect(modal.getByText("Paste the job post's link")).toBeVisible();
    await modal.getByRole("radio", { name: "Description" }).click();
    const description = modal.getByLabel("Job description");
    await description.fill("Data analyst, SQL.");
    await modal.getByRole("button", { name: "Submit" }).click();
    await expect(modal.getByText(/too short to tailor from/)).toBeVisible();
    await expect(description).toHaveValue("Data analyst, SQL.");
    await expectNoSeriousA11yViolations(page);

    await description.fill(JOB_POST);
    await recordSteps(page);
    await modal.getByRole("button", { name: "Submit" }).click();
    await expect(modal.getByText("This may take up to 2 minutes.")).toBeVisible();
    await expect(modal.getByRole("list", { name: "Progress" }).getByRole("listitem")).toHaveText([
      /Reading your skills/,
      /Analysing your background/,
      /Reading the job description/,
      /HR and company/,
      /Creating your resume/,
    ]);
    // Done: every step checked and the document named, then the modal closes by itself.
    await expect(modal.getByRole("status").filter({ hasText: /Your resume .* is ready/ })).toBeVisible({ timeout: 60_000 });
    await expect(modal.locator("[data-status=done]")).toHaveCount(5);
    await expect(modal).toBeHidden();
    const seen = await page.evaluate(() => (window as unknown as { __steps: Record<string, string[]> }).__steps);
    // The steps moved as the server's events arrived: each started out waiting, and the work showed as it went.
    for (const step of ["skills", "background", "job_post", "company", "writing"]) {
      expect(seen[step]?.[0], step).toBe("waiting");
      expect(seen[step]?.at(-1), step).toBe("done");
    }
    expect(Object.values(seen).some((states) => states.includes("working"))).toBe(true);

    await expect(page.getByRole("status").filter({ hasText: /Your resume .* is ready/ })).toBeVisible();
    const crafted = region(page, "Crafted Resumes");
    const first = crafted.getByRole("listitem").first();
    await expect(first).toBeVisible();
    await expect(first.getByRole("img")).toContainText(/Data Analyst/i);
    await expect(first.getByRole("link", { name: /^Edit / })).toHaveAttribute("href", /\/portal\/word-editor\?onlyOfficeId=\d+/);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });
}

test("a crafted resume downloads as Word with its headings, two tabs edit it live, and Confirm Deletion removes it", async ({ page, context }) => {
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  const doc = await craftThroughApi(page.request);
  await openLibrary(page);
  const card = region(page, "Crafted Resumes").getByRole("listitem").filter({ hasText: doc.title });
  await expect(card).toHaveCount(1);

  await card.getByRole("button", { name: `Download ${doc.title}` }).click();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("menuitem", { name: "Word (.docx)" }).click()]);
  const { value: html } = await mammoth.convertToHtml({ path: await download.path() });
  expect(html).toMatch(/<h1>[^<]+<\/h1>/);
  expect(html).toMatch(/<h2>[^<]+<\/h2>/);
  expect(html).toContain("SQL");

  // Two tabs on one document: what one types, the other shows, through the room.
  await card.getByRole("link", { name: `Edit ${doc.title}` }).click();
  await expect(page).toHaveURL(/\/portal\/word-editor\?onlyOfficeId=/);
  const second = await context.newPage();
  await second.goto(page.url());
  const text = (p: Page) => p.getByRole("textbox", { name: /document text/ });
  await expect(text(page)).toContainText("SQL");
  await expect(text(second)).toContainText("SQL");
  await expect(page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "false");
  const marker = `Added live ${Date.now()}`;
  await text(page).click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.press("Enter");
  await page.keyboard.type(marker);
  await expect(text(second)).toContainText(marker);
  // The shortcuts work, and the bar says what the caret is in.
  const bold = page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "Bold" });
  await page.keyboard.press("ControlOrMeta+b");
  await page.keyboard.type(" strong words");
  await expect(bold).toHaveAttribute("aria-pressed", "true");
  await expect(text(second).locator("strong", { hasText: "strong words" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);
  await second.close();

  // The download reads the latest text.
  const [edited] = await Promise.all([
    page.waitForEvent("download"),
    (async () => {
      await page.getByRole("button", { name: "Download" }).click();
      await page.getByRole("menuitem", { name: "Download DOCX" }).click();
    })(),
  ]);
  expect((await mammoth.extractRawText({ path: await edited.path() })).value).toContain(marker);

  // Rename from the editor's title; the library lists it under the new name.
  const renamed = `Lumen Analytics CV ${Date.now() % 10_000}`;
  await page.getByRole("button", { name: "Rename" }).click();
  const rename = page.getByRole("dialog", { name: "Rename the document" });
  await rename.getByLabel("Title").fill("   ");
  await rename.getByRole("button", { name: "Save" }).click();
  await expect(rename.getByText("Give the document a title")).toBeVisible();
  await rename.getByLabel("Title").fill(renamed);
  await rename.getByRole("button", { name: "Save" }).click();
  await expect(rename).toBeHidden();
  await expect(page.locator(".word-editor__bar").getByRole("heading", { level: 1 })).toHaveText(renamed);

  await page.getByRole("link", { name: "Back to library" }).click();
  const again = region(page, "Crafted Resumes").getByRole("listitem").filter({ hasText: renamed });
  await again.getByRole("button", { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Confirm Deletion" });
  await expect(confirm).toContainText("cannot be undone");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(again).toHaveCount(1);
  await again.getByRole("button", { name: `Delete ${renamed}` }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toBeHidden();
  await expect(again).toHaveCount(0);
  await page.reload();
  await expect(region(page, "Crafted Resumes").getByText(/No crafted resumes yet/)).toBeVisible();
});

test("Load More shows four more crafted cover letters and is disabled once all are shown", async ({ page }) => {
  for (let i = 0; i < 5; i++) await craftThroughApi(page.request, "cover_letter");
  await openLibrary(page);
  const letters = region(page, "Crafted Cover Letters");
  await expect(letters.getByRole("listitem")).toHaveCount(4);
  const more = letters.getByRole("button", { name: /Load more|Loading/i });
  await expect(more).toBeEnabled();
  await more.click();
  await expect(letters.getByRole("listitem")).toHaveCount(5);
  await expect(letters.getByRole("button", { name: "Load More" })).toBeDisabled();
});

test("a link that cannot be opened is refused on its field, what was typed is kept, and the description is offered", async ({ page }) => {
  await openLibrary(page);
  await page.getByRole("button", { name: "Create Letter" }).click();
  const modal = page.getByRole("dialog", { name: "Create a cover letter" });
  const link = modal.getByLabel("Job post link");
  await link.fill("http://localhost/careers/data-analyst");
  await modal.getByRole("button", { name: "Submit" }).click();
  await expect(modal.getByText("This link points to a private or local address, which Amal does not open")).toBeVisible();
  await expect(link).toHaveValue("http://localhost/careers/data-analyst");
  await expect(link).toHaveAttribute("aria-invalid", "true");
  await modal.getByRole("button", { name: "Paste the description instead" }).click();
  await expect(modal.getByLabel("Job description")).toBeFocused();
  await modal.getByRole("radio", { name: "Link" }).click();
  await expect(modal.getByLabel("Job post link")).toHaveValue("http://localhost/careers/data-analyst");
});

test("Final Resume Upload adds the PDF to Resumes; Resume Enhance refuses a non-PDF, then opens the report", async ({ page }) => {
  const pdf = await makeResumePdf("Sara Ali");
  await openLibrary(page);
  const resumes = region(page, "Resumes");
  await expect(resumes.getByRole("listitem")).toHaveCount(1);

  await page.getByRole("list", { name: "What would you like to do?" }).getByRole("listitem").nth(3).getByRole("button", { name: "Select a file" }).click();
  const upload = page.getByRole("dialog", { name: "Upload your final resume" });
  await upload.getByLabel("Resume (PDF)").setInputFiles({ name: "Final CV.pdf", mimeType: "application/pdf", buffer: pdf });
  await upload.getByRole("button", { name: "Upload" }).click();
  await expect(upload).toBeHidden();
  await expect(resumes.getByRole("listitem")).toHaveCount(2);
  await expect(resumes.getByRole("listitem").first()).toContainText("Final CV.pdf");
  await expect(page.getByRole("status").filter({ hasText: "was added to your resumes" })).toBeVisible();

  await page.getByRole("list", { name: "What would you like to do?" }).getByRole("listitem").nth(1).getByRole("button", { name: "Select a file" }).click();
  const enhance = page.getByRole("dialog", { name: "Analyse your resume" });
  await enhance.getByLabel("Resume (PDF)").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a resume") });
  await expect(enhance.getByText("Resume must be a PDF (.pdf) file")).toBeVisible();
  await enhance.getByLabel("Resume (PDF)").setInputFiles({ name: "Enhance me.pdf", mimeType: "application/pdf", buffer: pdf });
  await enhance.getByRole("button", { name: "Upload" }).click();
  await expect(page).toHaveURL(/\/portal\/resume-report\?resume_id=\d+/);
  await expect(page.getByRole("heading", { name: "Resume Recommendations" })).toBeVisible({ timeout: 30_000 });
});

test("the library and the editor's missing-document state read in Arabic, right to left", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "amal_lang", value: "ar", url: baseURL! }]);
  await page.setViewportSize({ width: WIDTHS.mobile, height: 900 });
  await page.goto("/portal/resume-library");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("مكتبة السير الذاتية وخطابات التقديم");
  await expect(page.getByRole("button", { name: "إنشاء سيرة ذاتية" })).toBeVisible();
  await page.getByRole("button", { name: "إنشاء سيرة ذاتية" }).click();
  const modal = page.getByRole("dialog");
  await modal.getByRole("button", { name: "إرسال" }).click();
  await expect(modal.getByText("الصق رابط إعلان الوظيفة")).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
  await page.goto("/portal/word-editor?onlyOfficeId=999999999");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("المستند غير موجود");
  await expect(page.getByRole("link", { name: "العودة إلى المكتبة" })).toBeVisible();
});
