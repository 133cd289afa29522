import { expect, test } from "@playwright/test";
import { devToolsToken, uniqueEmail, waitForHydration, WIDTHS } from "./helpers";

test.describe("contact form", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/contact-us");
    await waitForHydration(page);
  });

  test("shows each validation message in order and keeps what was typed", async ({ page }) => {
    const form = page.getByRole("form", { name: "Send a message" });
    const submit = form.getByRole("button", { name: "Submit" });
    const alert = form.getByRole("alert");
    await submit.click();
    await expect(alert).toHaveText("Name is required");
    await form.getByLabel("Name").fill("   ");
    await submit.click();
    await expect(alert).toHaveText("Name is required");
    await form.getByLabel("Name").fill("Mona Adel");
    await submit.click();
    await expect(alert).toHaveText("Email is required");
    await form.getByLabel("Email").fill("mona@example");
    await submit.click();
    await expect(alert).toHaveText("Email is invalid");
    await form.getByLabel("Email").fill("mona@example.com");
    await submit.click();
    await expect(alert).toHaveText("Message is required");
    await expect(form.getByLabel("Name")).toHaveValue("Mona Adel");
    await expect(form.getByLabel("Email")).toHaveValue("mona@example.com");
  });

  test("sends a message, thanks the visitor, clears the form and reaches the team's mailbox", async ({ page }) => {
    const email = uniqueEmail("contact");
    const form = page.getByRole("form", { name: "Send a message" });
    await form.getByLabel("Name").fill("  Karim Hassan  ");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Message").fill("Can I pay for the Professional plan with a card issued in the US?");
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("status")).toContainText("Thank you for your message!");
    await page.getByRole("button", { name: "Send another message" }).click();
    await expect(form.getByLabel("Name")).toHaveValue("");
    await expect(form.getByLabel("Message")).toHaveValue("");

    await page.goto(`/dev/mailbox?token=${devToolsToken()}`);
    await page.getByRole("link", { name: "Contact form: Karim Hassan" }).first().click();
    await expect(page.getByTestId("mail-text")).toContainText(email);
    await expect(page.getByTestId("mail-text")).toContainText("Professional plan");
  });

  test("works on a phone", async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
    await expect(page.getByRole("link", { name: "support@amal.careers" })).toBeVisible();
    await expect(page.getByRole("link", { name: /\+20/ })).toHaveAttribute("href", /wa\.me/);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("alert")).toHaveText("Name is required");
  });
});

test("the contact API answers bad input with a readable 4xx", async ({ request }) => {
  const bad = await request.post("/api/contact", { data: { name: "", email: "x", message: "" } });
  expect(bad.status()).toBe(400);
  const body = await bad.json();
  expect(body.error.fields).toMatchObject({ name: "Name is required", email: "Email is invalid", message: "Message is required" });
  const malformed = await request.post("/api/contact", { headers: { "Content-Type": "application/json" }, data: "{not json" });
  expect(malformed.status()).toBe(400);
  const huge = await request.post("/api/contact", { data: { name: "A", email: "a@b.co", message: "x".repeat(40_000) } });
  expect(huge.status()).toBe(413);
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sends a message and answers with a thank-you page", async ({ page }) => {
    const email = uniqueEmail("contact-nojs");
    await page.goto("/contact-us");
    const form = page.getByRole("form", { name: "Send a message" });
    await form.getByLabel("Name").fill("Salma Fathy");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Message").fill("Do you offer a plan for university career centres?");
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("heading", { name: "Thank you for your message!" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText("within one business day");

    await page.goto(`/dev/mailbox?token=${devToolsToken()}`);
    await expect(page.getByText("Contact form: Salma Fathy").first()).toBeAttached();
  });

  test("an empty form gets what to fix in the page's language, with the way back", async ({ page }) => {
    await page.goto("/ar/contact-us");
    await page.getByRole("form", { name: "أرسل رسالة" }).getByRole("button", { name: "إرسال" }).click();
    await expect(page.getByRole("alert")).toContainText("الاسم مطلوب");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.getByRole("link", { name: "العودة إلى نموذج التواصل" }).click();
    await expect(page).toHaveURL(/\/ar\/contact-us$/);
  });
});
