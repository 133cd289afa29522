/**
 * Craft Roadmap as a subscriber uses it. At 1280 px: an empty topic is refused in words and an
 * unknown one with the server's message, the typed text kept; a roadmap is generated (the
 * loading messages or the result), a step's card opened with the mouse and with the keyboard
 * (courses linking out in a new tab, books), a leaf expanded with its green Generate (more
 * steps), fullscreen on and off; a roadmap kept with the star, its view saved (Saved State),
 * brought back exactly by a reload and by opening the favorite, expanded while a favorite (it
 * stays one), and the star pressed again. At 375 px: the list
 * view, a card below it, a leaf expanded from the list, the graph behind the switch. In Arabic:
 * "من محاسب إلى محلل بيانات" on a right-to-left page, and fullscreen in a browser without the
 * Fullscreen API (the graph fills the window; Escape leaves).
 */
import type { Page } from "@playwright/test";
import { expect, portalTest as test } from "./fixtures";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations, WIDTHS } from "./helpers";

// Favorites and the last roadmap belong to the account: an account of its own for every test.
test.use({ freshPortalUser: true });

const PAGE = "/portal/roadmap-visualizer";
const LOADING = [
  "Searching thousands of real job descriptions...",
  "Analyzing industry requirements and skills...",
  "Generating customized learning roadmap...",
  "Finalizing your personalized career path...",
];

const topicBox = (page: Page, name = "Topic") => page.getByRole("textbox", { name });
const stage = (page: Page) => page.locator("section.rm-stage");
const graphNodes = (page: Page) => page.locator(".react-flow__node");
const favorites = (page: Page, name = "Favorite Roadmaps") => page.getByRole("complementary", { name });
const favoriteCards = (page: Page, name?: string) => favorites(page, name).locator("li[data-saved-id]");
const card = (page: Page) => page.locator("section.rm-card-node");
const viewport = (page: Page) => page.locator(".react-flow__viewport").evaluate((el) => (el as HTMLElement).style.transform);

async function open(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(PAGE);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

/** Generates a roadmap to `topic` and waits for it: the loading messages show while it is made. */
async function generate(page: Page, topic: string, title: RegExp) {
  await topicBox(page).fill(topic);
  await topicBox(page).press("Enter");
  await expect(page.locator(".rm-loading__message").or(stage(page).getByRole("heading", { level: 2, name: title }))).toBeVisible();
  // The roadmap may already be there: read the message only if it is still shown, without waiting for one.
  const loading = page.locator(".rm-loading__message");
  const shown = (await loading.count()) ? await loading.textContent({ timeout: 1_000 }).catch(() => null) : null;
  if (shown) expect(LOADING).toContain(shown.trim());
  await expect(stage(page).getByRole("heading", { level: 2, name: title })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator(".rm-loading")).toHaveCount(0);
}

test("desktop: an empty topic and an unknown one are refused in words, the text kept; the loading messages advance", async ({ page }) => {
  await open(page, WIDTHS.desktop);
  await expect(page.getByRole("heading", { level: 1, name: "Craft Roadmap" })).toBeVisible();
  await expect(page.getByText("Your roadmap appears here")).toBeVisible();
  await expect(favorites(page).getByText("No favorite roadmaps yet")).toBeVisible();
  await expect(topicBox(page)).toHaveAttribute("placeholder", /Data engineer.*من محاسب إلى محلل بيانات/);

  // An empty topic is refused in words; an unknown one with the server's message, the text kept.
  await page.getByRole("button", { name: "Generate", exact: true }).click();
  await expect(page.getByText("Describe the role or skill you want a roadmap for")).toBeVisible();
  await expect(topicBox(page)).toHaveAttribute("aria-invalid", "true");
  await topicBox(page).fill("zzqx vorpl blimf");
  await topicBox(page).press("Enter");
  await expect(page.getByText("Amal could not find enough about this topic")).toBeVisible({ timeout: 30_000 });
  await expect(topicBox(page)).toHaveValue("zzqx vorpl blimf");
  // Shift+Enter is a new line, not a request.
  await topicBox(page).fill("Data");
  await topicBox(page).press("Shift+Enter");
  await expect(topicBox(page)).toHaveValue("Data\n");
  await expect(page.getByText("Your roadmap appears here")).toBeVisible();

  // While a roadmap is made: the spec's messages one after another every 5 s, gone once it is ready.
  await page.route("**/api/roadmaps", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 6_500));
    await route.continue();
  });
  await topicBox(page).fill("Excel");
  await topicBox(page).press("Enter");
  await expect(page.getByRole("button", { name: "Generating…" })).toBeDisabled();
  await expect(page.locator(".rm-loading__message")).toHaveText(LOADING[0]!);
  await expect(page.locator(".rm-loading__message")).toHaveText(LOADING[1]!, { timeout: 6_000 });
  await expect(stage(page).getByRole("heading", { level: 2, name: /excel/i })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator(".rm-loading")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Generate", exact: true })).toBeEnabled();
});

test("desktop: a roadmap generated, steps opened with the mouse and the keyboard, a leaf expanded, fullscreen", async ({ page }) => {
  await open(page, WIDTHS.desktop);
  await generate(page, "Data engineer", /data engineer/i);
  const before = await graphNodes(page).count();
  expect(before).toBeGreaterThan(5);
  await expect(page.locator(".react-flow__edge")).toHaveCount(before - 1);

  // A step with courses: its card links each course out in a new tab and lists books as "title — authors".
  const skills = page.locator(".react-flow__node:has(.rm-node--skill)");
  let skill = skills.first();
  for (let i = 0; i < Math.min(8, await skills.count()); i++) {
    skill = skills.nth(i);
    await skill.click();
    await expect(card(page)).toHaveAttribute("data-node-id", (await skill.getAttribute("data-id")) ?? "");
    if ((await card(page).locator("li.rm-book").count()) > 0) break;
  }
  await expect(card(page).getByRole("heading", { level: 2 })).toHaveText((await skill.locator(".rm-node__name").textContent()) ?? "");
  await expect(card(page).getByRole("heading", { name: "Courses needed" })).toBeVisible();
  const course = card(page).locator("a.rm-course__link").first();
  await expect(course).toHaveAttribute("target", "_blank");
  await expect(course).toHaveAttribute("rel", /noopener/);
  await expect(course).toHaveAttribute("href", /^https?:\/\//);
  await expect(card(page).getByRole("heading", { name: "Recommended books" })).toBeVisible();
  await expect(card(page).locator("li.rm-book").first()).toContainText(" — ");
  await expectNoSeriousA11yViolations(page);
  await card(page).getByRole("button", { name: "Close" }).click();
  await expect(card(page)).toHaveCount(0);

  // Tab reaches the steps from the toolbar, and Enter or Space opens a step's card.
  await stage(page).getByRole("button", { name: "Enter fullscreen" }).focus();
  await page.keyboard.press("Tab");
  await expect(page.locator(".react-flow__node:focus")).toHaveCount(1);
  const root = page.locator(".react-flow__node:has(.rm-node--goal)");
  await root.focus();
  await page.keyboard.press("Enter");
  await expect(card(page).getByRole("heading", { level: 2 })).toHaveText(/data engineer/i);
  await page.locator(".react-flow__node:has(.rm-node--stage)").first().focus();
  await page.keyboard.press(" ");
  await expect(card(page).locator(".rm-pill")).toHaveText("Stage");

  // Generate on a leaf merges the path beneath it.
  const leafButton = page.getByRole("button", { name: /^Generate the path under / }).nth(1);
  const leafName = ((await leafButton.getAttribute("aria-label")) ?? "").replace("Generate the path under ", "");
  await leafButton.click();
  await expect.poll(() => graphNodes(page).count(), { timeout: 30_000 }).toBeGreaterThan(before);
  await expect(page.getByRole("button", { name: `Generate the path under ${leafName}`, exact: true })).toHaveCount(0);

  // Fullscreen on, then off with Escape.
  await stage(page).getByRole("button", { name: "Enter fullscreen" }).click();
  const exit = stage(page).getByRole("button", { name: "Exit fullscreen" });
  await expect(exit).toHaveAttribute("aria-pressed", "true");
  await expect(stage(page)).toHaveClass(/rm-stage--full/);
  await page.keyboard.press("Escape");
  await expect(stage(page).getByRole("button", { name: "Enter fullscreen" })).toHaveAttribute("aria-pressed", "false");
  await expectNoHorizontalOverflow(page);
});

test("desktop: the star keeps a roadmap, Save State its view, which a reload and the favorite bring back exactly; expanding a favorite keeps it one", async ({ page }) => {
  await open(page, WIDTHS.desktop);
  await generate(page, "Data engineer", /data engineer/i);
  const steps = await graphNodes(page).count();

  // The star keeps it; Save State keeps the view with it.
  const star = stage(page).getByRole("button", { name: "Favorite" });
  await expect(star).toHaveAttribute("aria-pressed", "false");
  await star.click();
  await expect(star).toHaveAttribute("aria-pressed", "true");
  await expect(favoriteCards(page)).toHaveCount(1);
  await expect(favoriteCards(page).first().getByText("Saved State")).toHaveCount(0);
  await page.getByRole("button", { name: "Zoom out" }).click();
  await page.getByRole("button", { name: "Zoom out" }).click();
  await page.waitForTimeout(400);
  const savedView = await viewport(page);
  await stage(page).getByRole("button", { name: "Save State" }).click();
  await expect(page.getByText(/^View saved at /)).toBeVisible();
  await expect(favoriteCards(page)).toHaveCount(1);
  await expect(favoriteCards(page).first().getByText("Saved State")).toBeVisible();

  // After a reload the page opens on that view; moved away, the favorite opens exactly as saved.
  await page.reload();
  await expect(favoriteCards(page).first().getByText("Saved State")).toBeVisible();
  await expect.poll(() => viewport(page)).toBe(savedView);
  await page.getByRole("button", { name: "Fit the roadmap in view" }).click();
  await expect.poll(() => viewport(page)).not.toBe(savedView);
  await favoriteCards(page).first().getByRole("button").first().click();
  await expect(stage(page).getByRole("heading", { level: 2, name: /data engineer/i })).toBeVisible();
  await expect(graphNodes(page)).toHaveCount(steps);
  await expect.poll(() => viewport(page)).toBe(savedView);
  await expect(stage(page).getByRole("button", { name: "Favorite" })).toHaveAttribute("aria-pressed", "true");
  await expect(favoriteCards(page).first().locator("button[aria-current]")).toBeVisible();

  // Expanding a favorite keeps it a favorite: the saved roadmap is replaced by the merged one.
  const savedId = await favoriteCards(page).first().getAttribute("data-saved-id");
  await page.getByRole("button", { name: /^Generate the path under / }).nth(1).click();
  await expect.poll(() => graphNodes(page).count(), { timeout: 30_000 }).toBeGreaterThan(steps);
  await expect(favoriteCards(page)).toHaveCount(1);
  await expect(favoriteCards(page).first()).not.toHaveAttribute("data-saved-id", savedId ?? "");
  await expect(favoriteCards(page).first()).toContainText(`${await graphNodes(page).count()} steps`);
  await expect(stage(page).getByRole("button", { name: "Favorite" })).toHaveAttribute("aria-pressed", "true");

  // The star again removes it.
  await stage(page).getByRole("button", { name: "Favorite" }).click();
  await expect(stage(page).getByRole("button", { name: "Favorite" })).toHaveAttribute("aria-pressed", "false");
  await expect(favorites(page).getByText("No favorite roadmaps yet")).toBeVisible();
});

test("phone: the roadmap as a list, a card below it, a leaf expanded from the list, the graph behind the switch", async ({ page }) => {
  await open(page, WIDTHS.mobile);
  await generate(page, "Data engineer", /data engineer/i);
  const list = page.getByRole("region", { name: "The roadmap as a list" });
  await expect(list).toBeVisible();
  await expect(page.locator(".react-flow")).toHaveCount(0);
  const rows = list.locator("li[data-node-id]");
  const before = await rows.count();
  expect(before).toBeGreaterThan(5);
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);

  // A step opens its card below the list.
  const step = list.locator("li.rm-tree__item--skill button[aria-pressed]").first();
  await step.click();
  await expect(step).toHaveAttribute("aria-pressed", "true");
  await expect(card(page).locator("a.rm-course__link").first()).toHaveAttribute("target", "_blank");
  const [listBottom, cardTop] = await page.evaluate(() => [
    document.querySelector("section.rm-tree")!.getBoundingClientRect().bottom,
    document.querySelector("section.rm-card-node")!.getBoundingClientRect().top,
  ]);
  expect(cardTop).toBeGreaterThan(listBottom - 1);

  // Generate on a leaf from the list.
  await list.getByRole("button", { name: /^Generate the path under / }).nth(1).click();
  await expect.poll(() => rows.count(), { timeout: 30_000 }).toBeGreaterThan(before);
  await expectNoHorizontalOverflow(page);

  // The star, and Favorite Roadmaps below.
  await stage(page).getByRole("button", { name: "Favorite" }).click();
  await expect(favoriteCards(page)).toHaveCount(1);
  const [stageBottom, favoritesTop] = await page.evaluate(() => [
    document.querySelector("section.rm-stage")!.getBoundingClientRect().bottom,
    document.querySelector("aside.rm-saved")!.getBoundingClientRect().top,
  ]);
  expect(favoritesTop).toBeGreaterThan(stageBottom - 1);

  // The graph is one switch away, with the same steps.
  const steps = await rows.count();
  await page.getByRole("radio", { name: "Graph" }).click();
  await expect(graphNodes(page)).toHaveCount(steps);
  await expect(graphNodes(page).first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
});

test("Arabic: a roadmap from accountant to data analyst, right to left; fullscreen without the Fullscreen API", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "amal_lang", value: "ar", url: baseURL! }]);
  // A browser without the Fullscreen API: the graph fills the window instead.
  await context.addInitScript(() => Object.defineProperty(Document.prototype, "fullscreenEnabled", { get: () => false }));
  await open(page, WIDTHS.desktop);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "صمّم خريطة التعلّم" })).toBeVisible();
  await page.getByRole("button", { name: "أنشئ", exact: true }).click();
  await expect(page.getByText("صف الوظيفة أو المهارة التي تريد خريطة تعلّم لها")).toBeVisible();

  await topicBox(page, "الموضوع").fill("من محاسب إلى محلل بيانات");
  await topicBox(page, "الموضوع").press("Enter");
  const title = stage(page).getByRole("heading", { level: 2 });
  await expect(title).toBeVisible({ timeout: 30_000 });
  await expect(title).toHaveText(/[\u0600-\u06FF]/);
  await expect(graphNodes(page).first()).toBeVisible();
  // The graph is a drawing, left to right; the panels follow the page.
  await expect(page.locator("section.rm-graph")).toHaveAttribute("dir", "ltr");
  const [stageLeft, panelRight] = await page.evaluate(() => [
    document.querySelector("section.rm-stage")!.getBoundingClientRect().left,
    document.querySelector("aside.rm-saved")!.getBoundingClientRect().right,
  ]);
  expect(panelRight).toBeLessThanOrEqual(stageLeft + 1);

  await page.locator(".react-flow__node:has(.rm-node--skill)").first().click();
  await expect(card(page).getByRole("heading", { name: "الدورات المطلوبة" })).toBeVisible();
  await stage(page).getByRole("button", { name: "مفضّلة" }).click();
  await expect(favoriteCards(page, "الخرائط المفضّلة")).toHaveCount(1);
  await stage(page).getByRole("button", { name: "احفظ العرض" }).click();
  await expect(favoriteCards(page, "الخرائط المفضّلة").first().getByText("عرض محفوظ")).toBeVisible();
  await expectNoHorizontalOverflow(page);

  await stage(page).getByRole("button", { name: "ملء الشاشة" }).click();
  await expect(stage(page)).toHaveClass(/rm-stage--fallback/);
  const full = (await stage(page).boundingBox())!;
  expect([full.x, full.y, full.width, full.height]).toEqual([0, 0, WIDTHS.desktop, 900]);
  await page.keyboard.press("Escape");
  await expect(stage(page)).not.toHaveClass(/rm-stage--fallback/);
  await expect(stage(page).getByRole("button", { name: "ملء الشاشة" })).toHaveAttribute("aria-pressed", "false");
});
