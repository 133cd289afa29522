/**
 * Career Networking as a subscriber uses it, at 1280 and 375 px: a LinkedIn note written for a
 * person (within 300 characters, naming them), kept with Favorite (it then reads Saved and
 * appears in the saved panel), the saved card selected (form and message load) and selected
 * again (both clear), deleted from the panel; a refused form keeps what was typed; an e-mail
 * written in Arabic on the Arabic page reads right to left.
 */
import type { Page } from "@playwright/test";
import { expect, portalTest as test } from "./fixtures";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations, WIDTHS } from "./helpers";

// Saved messages belong to the account: an account of its own for every test.
test.use({ freshPortalUser: true });

const generate = (page: Page, name = "Generate") => page.getByRole("button", { name, exact: true });
const panel = (page: Page, name = "Saved networking messages") => page.getByRole("complementary", { name });
const savedCards = (page: Page, name?: string) => panel(page, name).locator("li[data-saved-id]");
const message = (page: Page) => page.locator("p.net-message");
/** A saved card's own button (it opens the message; pressed while it is the one shown). */
const opener = (card: ReturnType<typeof savedCards>) => card.locator("button[aria-pressed]");

async function pickIndustry(page: Page, typed: string, name: string) {
  const box = page.getByRole("combobox");
  await box.fill(typed);
  await expect(page.getByRole("option", { name })).toBeVisible();
  await page.keyboard.press("ArrowDown");
  // The keyboard reaches the option as well as the mouse: pick it with Enter once it is the active one.
  const option = page.getByRole("option", { name });
  for (let i = 0; i < 10 && (await option.getAttribute("aria-selected")) !== "true"; i++) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(box).toHaveValue(name);
}

async function fillNote(page: Page) {
  await page.getByLabel("Job title you are interested in").fill("Data Analyst");
  await page.getByLabel("Company", { exact: true }).fill("Vodafone Egypt");
  await page.getByLabel("Name of the person you are writing to").fill("Mona Hassan");
  await pickIndustry(page, "telecom", "Telecommunications");
  await page.getByLabel("What you want from this message").fill("A short call about how the analytics team works");
}

for (const [size, width] of [
  ["desktop", WIDTHS.desktop],
  ["mobile", WIDTHS.mobile],
] as const) {
  test(`${size}: a LinkedIn note is written, kept with Favorite, opened from the saved panel, cleared and deleted`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/portal/career-networking");
    await expect(page.getByRole("heading", { level: 1, name: "Career Networking" })).toBeVisible();
    await expect(panel(page).getByText("No saved messages yet")).toBeVisible();

    await fillNote(page);
    await generate(page).click();
    await expect(message(page)).toBeVisible();
    const note = (await message(page).textContent()) ?? "";
    expect(note).toContain("Mona");
    expect(Array.from(note).length).toBeLessThanOrEqual(300);
    await expect(page.locator(".net-counter")).toHaveText(`${Array.from(note).length} / 300`);
    const result = page.getByRole("region", { name: "Your message" });
    await expect(result.getByText("Data Analyst at Vodafone Egypt")).toBeVisible();
    await expect(result.getByText("LinkedIn connection note")).toBeVisible();
    await expectNoHorizontalOverflow(page);

    // Favorite keeps it: the button reads Saved and the panel lists it.
    await result.getByRole("button", { name: "Favorite" }).click();
    await expect(result.getByRole("button", { name: "Saved" })).toBeVisible();
    await expect(savedCards(page)).toHaveCount(1);
    const card = savedCards(page).first();
    await expect(card).toContainText("Data Analyst at Vodafone Egypt");
    await expect(card).toContainText("Mona Hassan");
    await expect(card).toContainText(new Date().toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }));

    // Selecting the card again from an empty page loads its form and message.
    await page.reload();
    await expect(savedCards(page)).toHaveCount(1);
    await expect(message(page)).toHaveCount(0);
    await opener(card).click();
    await expect(opener(card)).toHaveAttribute("aria-pressed", "true");
    await expect(message(page)).toHaveText(note);
    await expect(page.getByLabel("Job title you are interested in")).toHaveValue("Data Analyst");
    await expect(page.getByLabel("Name of the person you are writing to")).toHaveValue("Mona Hassan");
    await expect(page.getByRole("combobox")).toHaveValue("Telecommunications");
    await expect(result.getByRole("button", { name: "Saved" })).toBeVisible();

    // Selecting it again clears both.
    await opener(card).click();
    await expect(opener(card)).toHaveAttribute("aria-pressed", "false");
    await expect(message(page)).toHaveCount(0);
    await expect(result.getByText("Your message will appear here.")).toBeVisible();
    await expect(page.getByLabel("Job title you are interested in")).toHaveValue("");
    await expect(page.getByRole("combobox")).toHaveValue("");

    // Delete asks first, then the card is gone for good.
    await card.getByRole("button", { name: "Delete the message to Mona Hassan" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete this saved message?" });
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(dialog).toBeHidden();
    await expect(panel(page).getByText("No saved messages yet")).toBeVisible();
    await page.reload();
    await expect(panel(page).getByText("No saved messages yet")).toBeVisible();
  });
}

test("Saved turns back into Favorite and leaves the panel; Generate again writes a new message", async ({ page, context }) => {
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await page.goto("/portal/career-networking");
  await fillNote(page);
  await generate(page).click();
  const result = page.getByRole("region", { name: "Your message" });
  await result.getByRole("button", { name: "Favorite" }).click();
  await expect(savedCards(page)).toHaveCount(1);
  await result.getByRole("button", { name: "Saved" }).click();
  await expect(result.getByRole("button", { name: "Favorite" })).toBeVisible();
  await expect(panel(page).getByText("No saved messages yet")).toBeVisible();

  const again = page.waitForResponse((r) => r.url().endsWith("/api/networking/messages"));
  await result.getByRole("button", { name: "Generate again" }).click();
  expect((await again).status()).toBe(200);
  await expect(result.getByRole("button", { name: "Favorite" })).toBeEnabled();
  await expect(message(page)).toContainText("Mona");

  // Copy puts the note on the clipboard and says so.
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await result.getByRole("button", { name: "Copy" }).click();
  await expect(result.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await message(page).textContent());
  await expectNoSeriousA11yViolations(page);
});

test("a refused form keeps everything typed and says what is missing", async ({ page }) => {
  await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
  await page.goto("/portal/career-networking");
  await page.getByRole("radio", { name: /Cold e-mail/ }).click();
  await page.getByLabel("Job title you are interested in").fill("Backend Engineer");
  await page.getByLabel("Company", { exact: true }).fill("Instabug");
  await page.getByLabel("What you want from this message").fill("Advice on their hiring process");
  // A name that is not on the list is not an industry.
  await page.getByRole("combobox").fill("Space tourism");
  await generate(page).click();
  await expect(page.getByText("Enter the name of the person you are writing to.")).toBeVisible();
  await expect(page.getByText("Choose the company's industry.")).toBeVisible();
  await expect(page.getByLabel("Name of the person you are writing to")).toBeFocused();
  await expect(page.getByLabel("Job title you are interested in")).toHaveValue("Backend Engineer");
  await expect(page.getByLabel("Company", { exact: true })).toHaveValue("Instabug");
  await expect(page.getByLabel("What you want from this message")).toHaveValue("Advice on their hiring process");
  await expect(page.getByRole("radio", { name: /Cold e-mail/ })).toBeChecked();
  await expect(message(page)).toHaveCount(0);

  // Fixing the two fields writes the e-mail, with its subject line and a word count.
  await page.getByLabel("Name of the person you are writing to").fill("Omar Said");
  await pickIndustry(page, "computer soft", "Computer Software");
  await generate(page).click();
  await expect(message(page)).toContainText("Omar");
  const result = page.getByRole("region", { name: "Your message" });
  await expect(result.getByText("Subject", { exact: true })).toBeVisible();
  await expect(result.getByText(/^\d+ words$/)).toBeVisible();
  await expectNoHorizontalOverflow(page);
});

test("in Arabic the page reads right to left, and an Arabic e-mail is written and kept", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "amal_lang", value: "ar", url: baseURL! }]);
  await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
  await page.goto("/portal/career-networking");
  await expect(page.getByRole("heading", { level: 1, name: "التواصل المهني" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  // The message's language follows the page's.
  await expect(page.getByRole("radio", { name: "العربية" })).toBeChecked();

  await page.getByRole("radio", { name: /رسالة بريد إلكتروني مباشرة/ }).click();
  await page.getByLabel("المسمى الوظيفي الذي يهمك").fill("محلل بيانات");
  await page.getByLabel("الشركة", { exact: true }).fill("فودافون مصر");
  await page.getByLabel("اسم الشخص الذي تكتب إليه").fill("منى حسن");
  await pickIndustry(page, "telecom", "Telecommunications");
  await page.getByLabel("ما الذي تريده من هذه الرسالة").fill("مكالمة قصيرة عن عمل فريق التحليلات");
  await generate(page, "اكتب الرسالة").click();

  await expect(message(page)).toHaveAttribute("dir", "rtl");
  await expect(message(page)).toContainText("منى");
  await expect(page.locator(".net-subject__text")).toHaveAttribute("dir", "rtl");
  const result = page.getByRole("region", { name: "رسالتك" });
  await result.getByRole("button", { name: "المفضلة" }).click();
  await expect(result.getByRole("button", { name: "محفوظة" })).toBeVisible();
  await expect(savedCards(page, "رسائل التواصل المحفوظة")).toHaveCount(1);
  await expect(savedCards(page, "رسائل التواصل المحفوظة").first()).toContainText("منى حسن");
  await expectNoHorizontalOverflow(page);
});
