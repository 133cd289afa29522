/**
 * Course Search as a subscriber uses it, at 1280 and 375 px: a description in English finds free
 * courses and says why each fits; one in Arabic finds Arabic courses, right to left; a filter
 * changes the results and stays in the address; a search nothing fits says what to drop and the
 * button searches without it; "Ask Amal about this course" opens a coaching session with the
 * question asked. Searches run against the bundled catalogue (the seed).
 */
import type { Page } from "@playwright/test";
import { expect, portalTest as test } from "./fixtures";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations, WIDTHS } from "./helpers";

const PAGE = "/portal/courses-search-tool";

const description = (page: Page) => page.getByRole("textbox", { name: "What do you want to learn?" });
const results = (page: Page) => page.getByRole("region", { name: "Search Results" });
const cards = (page: Page) => results(page).locator("article.course-card");
const countLine = (page: Page) => results(page).getByTestId("results-count");

async function open(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(PAGE);
  await expect(page.getByRole("heading", { level: 1, name: "Course Search" })).toBeVisible();
}

async function search(page: Page, text: string) {
  await description(page).fill(text);
  await description(page).press("Enter");
  await expect(countLine(page)).toHaveText(/found among/);
}

for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
  test.describe(`at ${width} px`, () => {
    test("a description in English finds free courses and says why each fits; a filter changes the results and survives a reload", async ({ page }) => {
      await open(page, width);
      // First visit: what to write and examples to start from.
      await expect(page.getByRole("list", { name: "Example searches" }).getByRole("button")).not.toHaveCount(0);
      await expectNoHorizontalOverflow(page);

      await search(page, "python for data analysis free");
      await expect(countLine(page)).toHaveText(/^\d[\d,]* courses? found among \d[\d,]* courses$/);
      await expect(page).toHaveURL(/q=python/);
      // What Amal understood: the words' "free" as a removable chip.
      const understood = page.getByRole("region", { name: "What Amal understood" });
      await expect(understood.getByRole("button", { name: "Remove “Free”" })).toBeVisible();
      const n = await cards(page).count();
      expect(n).toBeGreaterThan(0);
      for (let i = 0; i < n; i++) {
        const card = cards(page).nth(i);
        await expect(card.getByTestId("price-badge")).toHaveText("Free");
        await expect(card.getByTestId("course-why")).not.toBeEmpty();
      }
      const first = cards(page).first();
      await expect(first.getByText("Why this course")).toBeVisible();
      await expect(first.getByTestId("course-why")).toContainText(/python|data/i);
      // The title opens the course in a new tab.
      const link = first.getByRole("heading", { level: 3 }).getByRole("link");
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      await expect(link).toHaveAttribute("href", /^https?:\/\//);
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page);

      // Removing "Free" widens the search: paid courses may now appear and the chip is gone.
      const before = Number((await countLine(page).innerText()).match(/^[\d,]+/)![0].replace(/,/g, ""));
      await understood.getByRole("button", { name: "Remove “Free”" }).click();
      await expect(page).toHaveURL(/free=false/);
      await expect(understood.getByRole("button", { name: "Remove “Free”" })).toHaveCount(0);
      await expect(page.getByRole("switch", { name: "Free only" })).not.toBeChecked();
      await expect.poll(async () => Number((await countLine(page).innerText()).match(/^[\d,]+/)?.[0].replace(/,/g, "") ?? -1)).toBeGreaterThan(before);
      // The description is still what was typed.
      await expect(description(page)).toHaveValue("python for data analysis free");

      // The level filter: every course shown is Intermediate, and a reload keeps it.
      await page.getByRole("combobox", { name: "Level" }).click();
      await page.getByRole("option", { name: "Intermediate" }).click();
      await expect(page).toHaveURL(/level=Intermediate/);
      await expect(countLine(page)).toHaveText(/found among/);
      await expect(cards(page).first()).toBeVisible();
      const levels = await cards(page).locator(".course-card__fact").allInnerTexts();
      expect(levels.filter((l) => /Beginner|Advanced/.test(l))).toEqual([]);
      expect(levels.some((l) => l.includes("Intermediate"))).toBe(true);
      await page.reload();
      await expect(page.getByRole("combobox", { name: "Level" })).toHaveText("Intermediate");
      await expect(description(page)).toHaveValue("python for data analysis free");
      await expect(cards(page).first()).toBeVisible();
    });

    test("a description in Arabic finds Arabic courses, written right to left", async ({ page }) => {
      await open(page, width);
      await search(page, "دورة تحليل بيانات بالعربي");
      const n = await cards(page).count();
      expect(n).toBeGreaterThan(0);
      for (let i = 0; i < n; i++) {
        const card = cards(page).nth(i);
        await expect(card.getByTestId("course-language")).toHaveText("Arabic");
        await expect(card.getByRole("heading", { level: 3 }).getByRole("link")).toHaveAttribute("dir", "rtl");
      }
      await expect(page.getByRole("region", { name: "What Amal understood" }).getByRole("button", { name: "Remove “In Arabic”" })).toBeVisible();
      // Any language: English courses join the list.
      await page.getByRole("combobox", { name: "Language" }).click();
      await page.getByRole("option", { name: "Any language" }).click();
      await expect(page).toHaveURL(/language=any/);
      await expect(results(page).getByTestId("course-language").filter({ hasText: "English" }).first()).toBeVisible();
      await expectNoHorizontalOverflow(page);
    });

    test("a search nothing fits says what to drop, and searching without it finds courses", async ({ page }) => {
      await open(page, width);
      await description(page).fill("free python course in arabic");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(results(page).getByText("No course fits all of that")).toBeVisible();
      // Python is taught in Arabic only in paid courses: without "Free" some fit.
      await expect(results(page).getByText(/^Without “Free” there (is 1 course|are \d+ courses)\.$/)).toBeVisible();
      const relax = results(page).getByRole("button", { name: "Search without “Free”" });
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page);
      await relax.click();
      await expect(page).toHaveURL(/free=false/);
      await expect(cards(page).first()).toBeVisible();
      await expect(countLine(page)).toHaveText(/found among/);
      const n = await cards(page).count();
      for (let i = 0; i < n; i++) {
        await expect(cards(page).nth(i).getByTestId("course-language")).toHaveText("Arabic");
      }
      // The description stays in the box.
      await expect(description(page)).toHaveValue(/python/);
    });

    test("a subject the catalogue does not have suggests broader words; Shift+Enter is a new line", async ({ page }) => {
      await open(page, width);
      await description(page).fill("zzqx underwater basket weaving");
      await description(page).press("Shift+Enter");
      await expect(description(page)).toHaveValue("zzqx underwater basket weaving\n");
      await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
      await description(page).press("Enter");
      await expect(results(page).getByText(/The catalogue has nothing on/)).toBeVisible();
      await expect(results(page).getByRole("button", { name: /^Search without/ })).toHaveCount(0);
    });
  });
}

test("“Ask Amal about this course” opens a coaching session that asks about it", async ({ page }) => {
  test.setTimeout(120_000);
  await open(page, WIDTHS.desktop);
  await search(page, "python for data analysis free");
  const first = cards(page).first();
  const title = (await first.getByRole("heading", { level: 3 }).innerText()).trim();
  await first.getByRole("button", { name: "Ask Amal about this course" }).click();
  await expect(page).toHaveURL(/\/portal\/assistant-chat\?.*session_id=/);
  const talk = page.getByRole("region", { name: "Talk to Coach" });
  await expect(talk.getByTestId("human-message").first()).toContainText(title);
  await expect(talk.getByTestId("ai-message").last().locator(".bubble__body")).not.toBeEmpty({ timeout: 45_000 });
});

test("at 375 px in Arabic the page reads right to left and an English course keeps its direction", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "amal_lang", value: "ar", url: baseURL! }]);
  await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
  await page.goto(PAGE);
  await expect(page.getByRole("heading", { level: 1, name: "البحث عن دورات" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByRole("textbox", { name: "ماذا تريد أن تتعلّم؟" }).fill("python for data analysis free");
  await page.getByRole("textbox", { name: "ماذا تريد أن تتعلّم؟" }).press("Enter");
  const list = page.getByRole("region", { name: "نتائج البحث" });
  await expect(list.locator("article.course-card").first()).toBeVisible();
  await expect(list.getByTestId("price-badge").first()).toHaveText("مجانية");
  await expect(list.locator("article.course-card").first().getByRole("heading", { level: 3 }).getByRole("link")).toHaveAttribute("dir", "ltr");
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
});
