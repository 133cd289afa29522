/**
 * Job Search as a subscriber uses it, at 1280 and 375 px. With no job board connected (the
 * default) the spec's Coming Soon overlay covers a preview that cannot be used. With fakes of a
 * Greenhouse and a Lever board served from this process and connected through the dev fixture,
 * the real postings appear ranked for the profile (a Data Analyst in Cairo who knows SQL and
 * Python), a description ranks the matching posting first and says why, the filter narrows,
 * Apply points at the posting, and "Prepare with Amal" opens a coaching session about the job.
 *
 * The connected boards are app-wide: the tests of this file run one after another and leave
 * the app with none.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { request as apiRequest, type Page } from "@playwright/test";
import { JobBoardFakes, SAMPLE_POSTINGS } from "../worker/test/job-board-fakes";
import { expect, portalTest as test } from "./fixtures";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations, WIDTHS } from "./helpers";

const PAGE = "/portal/jobs-board-search";

test.describe.configure({ mode: "serial" });

let server: Server;
let origin = "";
const fakes = new JobBoardFakes("http://127.0.0.1");

async function setSources(baseURL: string, sources: { kind: string; board: string; base_url: string }[]) {
  const api = await apiRequest.newContext({ baseURL });
  try {
    expect((await api.put("/dev/fixtures/job-sources", { data: { sources } })).status()).toBe(200);
    const synced = await api.post("/dev/fixtures/job-sources/sync");
    expect(synced.status()).toBe(200);
    return (await synced.json()) as { sources: { ok: boolean; postings: number; error: string | null }[] };
  } finally {
    await api.dispose();
  }
}

test.beforeAll(async ({ baseURL }) => {
  server = createServer((req, res) => {
    const answer = fakes.handle(new Request(new URL(req.url ?? "/", origin), { method: req.method }));
    void answer.text().then((body) => {
      res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "text/plain" });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fakes
    .put("greenhouse", "acme", SAMPLE_POSTINGS.dataAnalyst)
    .put("greenhouse", "acme", SAMPLE_POSTINGS.backend)
    .put("lever", "globex", SAMPLE_POSTINGS.frontendRemote)
    .put("lever", "globex", SAMPLE_POSTINGS.arabicAccountant)
    .put("lever", "globex", SAMPLE_POSTINGS.marketingIntern);
  await setSources(baseURL!, []);
});

test.afterAll(async ({ baseURL }) => {
  // No board connected: the import forgets every posting, and the page is back to Coming Soon.
  await setSources(baseURL!, []);
  await new Promise((resolve) => server.close(resolve));
});

const description = (page: Page) => page.getByRole("textbox", { name: "Describe the job you want" });
const results = (page: Page) => page.getByRole("region", { name: "Open positions" });
const cards = (page: Page) => results(page).locator("article.job-card");
const countLine = (page: Page) => results(page).getByTestId("results-count");

async function open(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(PAGE);
  await expect(page.getByRole("heading", { level: 1, name: "Job Search" })).toBeVisible();
}

for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
  test(`at ${width} px with no job board connected, Coming Soon covers a preview that cannot be used`, async ({ page }) => {
    await open(page, width);
    await expect(page.getByRole("heading", { level: 2, name: "Coming Soon" })).toBeVisible();
    await expect(page.getByText("We are connecting Amal to company job boards.")).toBeVisible();
    const preview = page.getByTestId("jobs-preview");
    await expect(preview).toHaveAttribute("aria-hidden", "true");
    await expect(preview).toHaveAttribute("inert", "");
    // Nothing under the overlay can be reached or used.
    await expect(description(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Search jobs" })).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });
}

test.describe("with a Greenhouse and a Lever board connected", () => {
  test.beforeAll(async ({ baseURL }) => {
    const { sources } = await setSources(baseURL!, [
      { kind: "greenhouse", board: "acme", base_url: fakes.baseUrl("greenhouse").replace("http://127.0.0.1", origin) },
      { kind: "lever", board: "globex", base_url: fakes.baseUrl("lever").replace("http://127.0.0.1", origin) },
    ]);
    expect(sources).toEqual([expect.objectContaining({ ok: true, postings: 2 }), expect.objectContaining({ ok: true, postings: 3 })]);
  });

  for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
    test(`at ${width} px the postings appear ranked for the profile; a description ranks the match first and says why; the filter narrows`, async ({ page }) => {
      await open(page, width);
      await expect(page.getByRole("heading", { name: "Coming Soon" })).toHaveCount(0);
      await expect(countLine(page)).toHaveText("5 open positions · Ranked for your profile");
      // The profile alone (Data Analyst, Cairo, SQL and Python) puts the Cairo analyst job first.
      await expect(cards(page).first().getByRole("heading", { level: 3 })).toHaveText("Data Analyst");

      await description(page).fill("building dashboards for a commercial team");
      await description(page).press("Enter");
      await expect(countLine(page)).toHaveText(/open position/);
      const first = cards(page).first();
      await expect(first.getByRole("heading", { level: 3 })).toHaveText("Data Analyst");
      await expect(first).toContainText("Acme");
      await expect(first).toContainText("Full-time");
      await expect(first).toContainText("Cairo, Egypt");
      const why = first.getByTestId("job-why");
      await expect(why).toContainText("Why it matches");
      await expect(why).toContainText("The title matches what you do or asked for.");
      await expect(why).toContainText("It is where you live.");
      await expect(why.getByRole("list", { name: "Skills you have" })).toContainText("SQL");
      await expect(why).toContainText("“dashboards”");
      const apply = first.getByRole("link", { name: /Apply/ });
      await expect(apply).toHaveAttribute("href", "https://boards.greenhouse.io/acme/jobs/4101");
      await expect(apply).toHaveAttribute("target", "_blank");
      await expect(apply).toHaveAttribute("rel", /noopener/);
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page);

      // The filter: remote jobs only, then a place.
      await description(page).fill("");
      await description(page).press("Enter");
      await page.getByRole("combobox", { name: "Workplace" }).click();
      await page.getByRole("option", { name: "Remote" }).click();
      await expect(countLine(page)).toHaveText(/^1 open position/);
      await expect(cards(page).first().getByRole("heading", { level: 3 })).toHaveText("Frontend Developer");
      await expect(cards(page).first()).toContainText("You can work from anywhere.");
      await page.getByRole("button", { name: "Clear filters" }).click();
      await page.getByRole("textbox", { name: "Location" }).fill("Egypt");
      await page.getByRole("textbox", { name: "Location" }).press("Enter");
      await expect(countLine(page)).toHaveText(/^2 open positions/);
      await expect(cards(page).locator("h3")).toHaveText(["Data Analyst", "Marketing Intern"]);
    });
  }

  test("Prepare with Amal opens a coaching session about the job", async ({ page }) => {
    test.setTimeout(120_000);
    await open(page, WIDTHS.desktop);
    const first = cards(page).first();
    await expect(first.getByRole("heading", { level: 3 })).toHaveText("Data Analyst");
    await first.getByRole("button", { name: "Prepare with Amal" }).click();
    await expect(page).toHaveURL(/\/portal\/assistant-chat\?.*session_id=/);
    const talk = page.getByRole("region", { name: "Talk to Coach" });
    await expect(talk.getByTestId("human-message").first()).toContainText("Help me prepare for the Data Analyst job at Acme");
  });

  test("Create a tailored resume opens the library's form with the job's description", async ({ page }) => {
    await open(page, WIDTHS.desktop);
    await cards(page).first().getByRole("button", { name: "Create a tailored resume" }).click();
    await expect(page).toHaveURL(/\/portal\/resume-library$/);
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("textbox").last()).toHaveValue(/2\+ years with SQL and Python/);
  });

  test("at 375 px in Arabic the page reads right to left and says why in Arabic", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "amal_lang", value: "ar", url: baseURL! }]);
    await page.setViewportSize({ width: WIDTHS.mobile, height: 900 });
    await page.goto(PAGE);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: "البحث عن وظائف" })).toBeVisible();
    const box = page.getByRole("textbox", { name: "صِف الوظيفة التي تريدها" });
    await box.fill("محاسب لتحليل البيانات");
    await box.press("Enter");
    // The Arabic posting is found by its words, and English postings by the English of the same words.
    const cards = page.getByRole("region", { name: "الوظائف المتاحة" }).locator("article.job-card");
    const accountant = cards.filter({ has: page.getByRole("heading", { level: 3, name: "محاسب أول" }) });
    await expect(accountant.getByTestId("job-why")).toContainText("لماذا تناسبك");
    await expect(accountant).toContainText("دوام كامل");
    await expect(cards.filter({ has: page.getByRole("heading", { level: 3, name: "Data Analyst" }) })).toHaveCount(1);
    await expectNoHorizontalOverflow(page);
  });
});
