import { expect, type Page } from "@playwright/test";
import { portalTest as test } from "./fixtures";
import { WIDTHS, expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from "./helpers";

/*
 * The coaching session screen in Arabic (amal_lang=ar): the page is right to left, its panels,
 * rails, buttons and messages speak Arabic, the room's answers arrive, and each message reads in
 * the direction of its own words. Each test starts a blank session of its own (?new=1).
 */

const talk = (page: Page) => page.getByRole("region", { name: "تحدّث مع المدرب" });
const knowledge = (page: Page) => page.getByRole("region", { name: "قاعدة المعرفة" });
const messageBox = (page: Page) => page.getByRole("textbox", { name: "الرسالة" });
const submitButton = (page: Page) => talk(page).getByRole("button", { name: /^(إرسال|جارٍ المعالجة\.\.\.)$/ });
const aiMessages = (page: Page) => talk(page).getByTestId("ai-message");
const humanMessages = (page: Page) => talk(page).getByTestId("human-message");

/** Sends a message with the keyboard and waits for Amal's complete answer. */
async function sendAndWait(page: Page, text: string) {
  const before = await aiMessages(page).count();
  await messageBox(page).fill(text);
  await messageBox(page).press("Enter");
  await expect(aiMessages(page)).toHaveCount(before + 1);
  await expect(aiMessages(page).last()).not.toHaveAttribute("data-state", "streaming");
  await expect(submitButton(page)).toHaveText("إرسال");
}

/** The direction the browser gave an element (what `dir="auto"` resolved to). */
const direction = (page: Page, selector: string, index: number) =>
  page.locator(selector).nth(index).evaluate((el) => getComputedStyle(el).direction);

test.beforeEach(async ({ context, baseURL }) => {
  // Two full exchanges with the coach, two windows and an accessibility scan: more than the default time on a busy machine.
  test.slow();
  await context.addCookies([{ name: "amal_lang", value: "ar", url: baseURL! }]);
});

test("on a desktop (1280 px) the chat is in Arabic and mirrored, and each message reads in its own direction", async ({ page }, testInfo) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await page.goto("/portal/assistant-chat?new=1");

  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page).toHaveTitle("المساعد | أمل");
  await expect(talk(page).getByRole("heading", { name: "تحدّث مع المدرب" })).toBeVisible();
  await expect(knowledge(page).getByRole("heading", { name: "قاعدة المعرفة" })).toBeVisible();
  await expect(talk(page).getByRole("heading", { name: "على ماذا تريد أن تعمل اليوم؟" })).toBeVisible();
  await expect(talk(page).getByTestId("session-name")).toHaveText("جلسة جديدة");
  await expect(messageBox(page)).toHaveAttribute("placeholder", "اكتب رسالتك هنا...");
  await expect(messageBox(page)).toHaveAttribute("dir", "auto");
  await expect(submitButton(page)).toHaveText("إرسال");
  await expect(talk(page).getByRole("list", { name: "اقتراحات للبدء" }).getByRole("button").first()).toHaveText("رشّح لي دورة عن <الموضوع>");

  // The rails swap sides: the session extras (Recap, Blog, Newsletter) sit on the right.
  const extras = await page.getByRole("navigation", { name: "إضافات الجلسة" }).boundingBox();
  const tools = await page.getByRole("navigation", { name: "أدوات الجلسة" }).boundingBox();
  expect(extras!.x).toBeGreaterThan(tools!.x);
  // The knowledge base, first in reading order, is on the right of the conversation.
  expect((await knowledge(page).boundingBox())!.x).toBeGreaterThan((await talk(page).boundingBox())!.x);

  // Recap before any message: the confirmation, then the note, in Arabic.
  await page.getByRole("button", { name: "ملخص", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "لخّص هذه الجلسة" });
  await expect(dialog).toContainText("سنُعدّ ملخصًا لهذه الجلسة");
  await dialog.getByRole("button", { name: "موافق" }).click();
  await expect(knowledge(page).getByRole("status")).toHaveText("لا يوجد ما يُلخَّص بعد: أرسل رسالة إلى أمل أولًا، ثم اطلب الملخص.");

  // A message too long for the room, said in Arabic, with the count in the user's digits.
  await messageBox(page).fill("ب".repeat(4001));
  await expect(talk(page).getByText("لا تتجاوز الرسالة 4000 حرف (الآن 4001).")).toBeVisible();
  await expect(submitButton(page)).toBeDisabled();

  // An Arabic question gets an answer; the tool Amal used is named in Arabic.
  await sendAndWait(page, "رشّح لي دورة عن SQL");
  await expect(humanMessages(page).first()).toContainText("أنت");
  await expect(humanMessages(page).first().locator(".bubble__plain")).toHaveText("رشّح لي دورة عن SQL");
  await expect(aiMessages(page).first().locator(".bubble__who")).toHaveText("أمل");
  await expect(aiMessages(page).first().locator("time")).toHaveText(/^\d{2}:\d{2}$/);
  await expect(knowledge(page).getByTestId("kb-tool-name").first()).toHaveText("ترشيح الدورات");
  await expect(knowledge(page).getByText(/^(أداة واحدة|أداتان|\d+ أدوات)$/)).toBeVisible();

  // An English question in the Arabic interface: its bubble reads left to right, the Arabic one right to left.
  await sendAndWait(page, "Give me a roadmap for a data analyst");
  const english = humanMessages(page).nth(1).locator(".bubble__plain");
  await expect(english).toHaveAttribute("dir", "auto");
  expect(await direction(page, '[data-testid="human-message"] .bubble__plain', 1)).toBe("ltr");
  expect(await direction(page, '[data-testid="human-message"] .bubble__plain', 0)).toBe("rtl");
  await expect(knowledge(page).getByTestId("kb-tool-name").first()).toHaveText("خريطة التعلّم");
  // The first message created the session: it is named after today's date, in Arabic.
  await expect(talk(page).getByTestId("session-name")).toHaveText(/^\d{1,2} \S+ \d{4}$/);

  // The rails' windows speak Arabic too, and open towards the middle of the page.
  await page.getByRole("button", { name: "الأدوات", exact: true }).click();
  const toolsWindow = page.getByRole("dialog", { name: "الأدوات", exact: true });
  await expect(toolsWindow).toContainText("اختر قالبًا");
  const toolsRail = (await page.getByRole("navigation", { name: "أدوات الجلسة" }).boundingBox())!;
  expect((await toolsWindow.boundingBox())!.x).toBeGreaterThanOrEqual(toolsRail.x + toolsRail.width);
  await toolsWindow.getByRole("button", { name: "أغلق الأدوات" }).click();
  await expect(toolsWindow).toBeHidden();

  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`chat-ar-${WIDTHS.desktop}.png`) });
});

test("on a phone (375 px) the chat's tabs and messages are in Arabic, with no sideways scroll", async ({ page }, testInfo) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: WIDTHS.mobile, height: 780 });
  await page.goto("/portal/assistant-chat?new=1");

  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const tabs = page.getByRole("tablist", { name: "الأقسام" });
  await expect(tabs.getByRole("tab")).toHaveText(["تحدّث مع المدرب", "قاعدة المعرفة"]);
  // Tabs run right to left: the first one is on the right.
  expect((await tabs.getByRole("tab").first().boundingBox())!.x).toBeGreaterThan((await tabs.getByRole("tab").last().boundingBox())!.x);
  await expect(messageBox(page)).toHaveAttribute("placeholder", "اكتب رسالتك هنا...");
  await expectNoHorizontalOverflow(page);

  // A suggested prompt fills the box with its placeholder selected, ready to type over.
  await talk(page).getByRole("button", { name: "رشّح لي دورة عن <الموضوع>" }).click();
  await expect(messageBox(page)).toHaveValue("رشّح لي دورة عن <الموضوع>");
  await page.keyboard.type("Python");
  await expect(messageBox(page)).toHaveValue("رشّح لي دورة عن Python");
  await messageBox(page).press("Enter");
  await expect(aiMessages(page)).toHaveCount(1);
  await expect(aiMessages(page).last()).not.toHaveAttribute("data-state", "streaming");
  await expect(submitButton(page)).toHaveText("إرسال");
  expect(await direction(page, '[data-testid="human-message"] .bubble__plain', 0)).toBe("rtl");

  await tabs.getByRole("tab", { name: /قاعدة المعرفة/ }).click();
  await expect(knowledge(page).getByTestId("kb-tool-name").first()).toHaveText("ترشيح الدورات");
  await tabs.getByRole("tab", { name: "تحدّث مع المدرب" }).click();

  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`chat-ar-${WIDTHS.mobile}.png`) });
});
