/**
 * Career e-mails: Manage Career Email Notifications on /portal/notifications (every subscribe and
 * unsubscribe state), the weekly e-mail's unsubscribe link from /dev/mailbox (success, already
 * unsubscribed, a tampered link), and the same link in a browser without JavaScript.
 */
import type { Page } from "@playwright/test";
import { expect, portalTest as test } from "./fixtures";
import { devToolsToken, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, holdRequests, WIDTHS } from "./helpers";

test.use({ freshPortalUser: true });

async function openPanel(page: Page) {
  await page.goto("/portal/notifications");
  await page.getByRole("button", { name: "Email Notifications" }).click();
  const panel = page.getByRole("region", { name: "Manage Career Email Notifications" });
  await expect(panel).toBeVisible();
  return panel;
}

/** Sends the account its weekly e-mail now and returns the unsubscribe link's path and query, read from /dev/mailbox. */
async function unsubscribeLinkFromMailbox(page: Page, email: string): Promise<string> {
  const sent = await page.request.post("/dev/fixtures/career-emails/send", { data: { email } });
  expect(sent.status()).toBe(200);
  expect(await sent.json()).toMatchObject({ status: "sent" });
  await page.goto(`/dev/mailbox?token=${devToolsToken()}`);
  await page.getByRole("row").filter({ hasText: email }).filter({ hasText: "Your week with Amal" }).first().getByRole("link").click();
  const text = (await page.getByTestId("mail-text").textContent()) ?? "";
  expect(text).toContain("Tip of the week");
  const match = /Unsubscribe with one click\s*<([^>]+)>/.exec(text);
  expect(match, text).not.toBeNull();
  const url = new URL(match![1]!);
  return `${url.pathname}${url.search}`;
}

for (const [label, width] of [
  ["phone", WIDTHS.mobile],
  ["desktop", WIDTHS.desktop],
] as const) {
  test(`the panel subscribes and unsubscribes with every state (${label})`, async ({ page, portalUser }) => {
    await page.setViewportSize({ width, height: 900 });
    const panel = await openPanel(page);
    await expect(panel.getByLabel("E-mail")).toHaveValue(portalUser.email);
    await expect(panel.getByLabel("E-mail")).toBeDisabled();
    await expect(panel.getByText("Not subscribed: you don't receive career e-mails.")).toBeVisible();

    const held = await holdRequests(page, "/api/career-emails/subscribe");
    await panel.getByRole("button", { name: "Subscribe", exact: true }).click();
    await expect(panel.getByRole("button", { name: "Subscribing…" })).toBeDisabled();
    await expect(panel.getByRole("button", { name: "Unsubscribe", exact: true })).toBeDisabled();
    held.release();
    await expect(panel.getByRole("status").filter({ hasText: "You are subscribed to career e-mails." })).toBeVisible();
    await expect(panel.getByText("Subscribed: you receive the weekly career e-mail.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
    // Back to idle after 3 s.
    await expect(panel.getByText("You are subscribed to career e-mails.")).toBeHidden({ timeout: 5000 });

    await panel.getByRole("button", { name: "Subscribe", exact: true }).click();
    await expect(panel.getByText("You are already subscribed to career e-mails.")).toBeVisible();

    await panel.getByRole("button", { name: "Unsubscribe", exact: true }).click();
    await expect(panel.getByText("You are unsubscribed from career e-mails.")).toBeVisible();
    await expect(panel.getByText("Not subscribed: you don't receive career e-mails.")).toBeVisible();
    await panel.getByRole("button", { name: "Unsubscribe", exact: true }).click();
    await expect(panel.getByText("You are already unsubscribed from career e-mails.")).toBeVisible();
  });
}

test("the panel says so when the server fails", async ({ page }) => {
  const panel = await openPanel(page);
  await page.route("**/api/career-emails/subscribe", (route) => route.fulfill({ status: 500, json: { error: { code: "internal", message: "Something went wrong on our side." } } }));
  await panel.getByRole("button", { name: "Subscribe", exact: true }).click();
  await expect(panel.getByRole("alert")).toHaveText("Something went wrong. Please try again.");
  await page.route("**/api/career-emails/unsubscribe", (route) =>
    route.fulfill({ status: 404, json: { error: { code: "user_not_found", message: "We could not find your account. Please log in again." } } }),
  );
  await panel.getByRole("button", { name: "Unsubscribe", exact: true }).click();
  await expect(panel.getByRole("alert")).toHaveText("We could not find your account. Please log in again.");
});

test("the weekly e-mail's unsubscribe link works once, then says already unsubscribed; a tampered one fails", async ({ page, portalUser }) => {
  const link = await unsubscribeLinkFromMailbox(page, portalUser.email);
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(link);
    const card = page.getByRole("status");
    await expect(card.getByRole("heading", { level: 1 })).toHaveText(width === WIDTHS.mobile ? "You are unsubscribed" : "Already unsubscribed");
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
  }
  const panel = await openPanel(page);
  await expect(panel.getByText("Not subscribed: you don't receive career e-mails.")).toBeVisible();

  await page.goto(link.replace(/token=(\d+)\./, (_whole, exp: string) => `token=${Number(exp) + 1}.`));
  await expect(page.getByRole("alert").getByRole("heading", { level: 1 })).toHaveText("This link did not work");
  await expect(page.getByRole("alert")).toContainText("This unsubscribe link is not valid.");

  await page.goto("/unsubscripe-from-email");
  await expect(page.getByRole("alert")).toContainText("This unsubscribe link is incomplete.");
  await expectNoSeriousA11yViolations(page);
});

test.describe("without JavaScript", () => {
  test("the unsubscribe link's form unsubscribes", async ({ browser, page, portalUser, baseURL }) => {
    const link = await unsubscribeLinkFromMailbox(page, portalUser.email);
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const plain = await context.newPage();
    await plain.setViewportSize({ width: WIDTHS.mobile, height: 800 });
    await plain.goto(link);
    await expect(plain.getByRole("heading", { name: "Unsubscribe from career e-mails" })).toBeVisible();
    await plain.getByRole("button", { name: "Unsubscribe", exact: true }).click();
    await expect(plain.getByRole("heading", { level: 1 })).toHaveText("You are unsubscribed");
    await expectNoHorizontalOverflow(plain);
    await context.close();
    const panel = await openPanel(page);
    await expect(panel.getByText("Not subscribed: you don't receive career e-mails.")).toBeVisible();
  });
});
