import type { Page } from "@playwright/test";
import { expect, test, type Accounts } from "./fixtures";
import {
  createAccountInWizard,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  field,
  GOOD_PASSWORD,
  holdRequests,
  pauseClock,
  signInBrowser,
  stepLabel,
  TEST_CARD_OTP,
  TEST_CARDS,
  useOwnClientAddress,
  waitForHydration,
  WIDTHS,
  type PortalTestUser,
} from "./helpers";

/**
 * Subscriptions and payments end to end (issue 5), against the sandbox checkout: the in-app
 * hosted page that calls back and redirects exactly as Paymob does. Seeded data: Professional
 * (plan 2) is EGP 599 with 20% off = EGP 479 a month, EGP 1,279 for 3 months; Starter (plan 1) is
 * EGP 299; coupons WELCOME20 (every plan), PRO30 (Professional only), SPRING15 (expired),
 * FOUNDERS50 (fully used).
 */
const VERIFY_ERROR = "We encountered an error while processing your subscription. Please try again or contact support.";
const WELCOME_BACK = "Welcome back! Please review your coupon code and continue with payment.";

test.beforeEach(async ({ context }) => {
  await useOwnClientAddress(context);
});

/** Fills the sandbox checkout's card form and submits it. */
async function payOnSandbox(page: Page, card: string) {
  await expect(page).toHaveURL(/\/sandbox-checkout\//);
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Mona Adel");
  await page.getByRole("button", { name: /^(Pay|Save card)/ }).click();
}

const coupon = (page: Page) => page.getByRole("textbox", { name: /^Discount code/ });
const dueToday = (page: Page) => page.getByTestId("due-today");
const subscriptions = (page: Page) => page.getByTestId("subscription");

/** A signed-up (unpaid) user, signed in in this browser. */
async function unpaidUser(page: Page, accounts: Accounts, baseURL: string): Promise<PortalTestUser> {
  const user = await accounts.create({ subscription: null });
  await signInBrowser(page.context(), baseURL, user);
  return user;
}

test("from /pricing through signup, a coupon and the sandbox checkout to the portal", async ({ page, accounts }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await page.goto("/pricing");
  await waitForHydration(page);
  await page.evaluate(() => localStorage.clear());
  await page.getByTestId("plan-2").getByRole("link", { name: "Get started" }).click();
  await expect(page).toHaveURL(/\/signup\?plan_id=2$/);
  await createAccountInWizard(page, accounts.email("billing"));
  await expect(page).toHaveURL(/step=coupon/);
  await expect(page.getByRole("combobox", { name: "Plan" })).toContainText("Professional");

  // Each refusal has its own words, under the field, and the code stays as typed.
  for (const [code, message] of [
    ["NOPE2026", "This coupon code does not exist."],
    ["spring15", "This coupon code has expired."],
    ["FOUNDERS50", "This coupon code has been fully used."],
  ] as const) {
    await coupon(page).fill(code);
    await page.getByRole("button", { name: "Apply Coupon" }).click();
    await expect(coupon(page)).toHaveAccessibleDescription(message);
    await expect(coupon(page)).toHaveValue(code);
  }
  // A code for another plan.
  await page.getByRole("combobox", { name: "Plan" }).click();
  await page.getByRole("option", { name: /^Starter/ }).click();
  await expect(page).toHaveURL(/plan_id=1/);
  await coupon(page).fill("PRO30");
  await page.getByRole("button", { name: "Apply Coupon" }).click();
  await expect(coupon(page)).toHaveAccessibleDescription("This coupon code is not valid for the Starter plan.");
  await page.getByRole("combobox", { name: "Plan" }).click();
  await page.getByRole("option", { name: /^Professional/ }).click();

  // Checking, then applied: the button turns green and the price drops (479 − 20% = 383).
  const check = await holdRequests(page, "**/api/billing/coupons/apply");
  await coupon(page).fill("welcome20");
  await page.getByRole("button", { name: "Apply Coupon" }).click();
  await expect(page.getByRole("button", { name: "Checking…" })).toBeDisabled();
  check.release();
  const applied = page.getByRole("button", { name: "Applied" });
  await expect(applied).toHaveAttribute("data-accent-color", "green");
  await expect(coupon(page)).toHaveValue("WELCOME20");
  const line = page.getByTestId("coupon-applied");
  await expect(line).toContainText("Applied for plan Professional");
  await expect(line).toContainText("EGP 383/monthly");
  await expect(line.locator("s").first()).toHaveText("EGP 479");
  await page.unroute("**/api/billing/coupons/apply");

  // Step 5: the plan, the code and what is due.
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(stepLabel(page)).toContainText("Step 5 of 5");
  await expect(page.getByTestId("chosen-plan")).toContainText("Professional");
  await expect(dueToday(page)).toHaveText("EGP 383");
  await page.getByRole("radio", { name: "3 Months" }).click();
  await expect(dueToday(page)).toHaveText("EGP 1,023");
  await page.getByRole("radio", { name: "Monthly" }).click();

  // To the provider, and back without paying: the coupon step welcomes the user back.
  await page.getByRole("button", { name: "Proceed to Payment" }).click();
  await page.waitForURL(/\/sandbox-checkout\//);
  await expect(page.getByText("Amal Professional — monthly")).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay EGP 383" })).toBeVisible();
  // (Restored from the back-forward cache, the page reloads itself: the navigation may be cut short.)
  await page.goBack().catch(() => undefined);
  await expect(page.getByText(WELCOME_BACK)).toBeVisible();
  await expect(stepLabel(page)).toContainText("Step 4 of 5");
  await expect(page.getByRole("button", { name: "Applied" })).toBeVisible();

  // Pay with the success card: Processing, then Subscription Successful! and the portal.
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await page.getByRole("button", { name: "Proceed to Payment" }).click();
  await payOnSandbox(page, TEST_CARDS.success);
  await expect(page).toHaveURL(/\/verify-subscription\?verify_token=/);
  await expect(page.getByRole("heading", { name: "Subscription Successful!" })).toBeVisible();
  await page.waitForURL(/\/portal\/home$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mona Adel");
  const kept = await page.evaluate(() =>
    ["couponData", "pendingPayment", "fromPayment", "signupProgress", "subscriptionStatus"].map((k) => localStorage.getItem(k)),
  );
  expect(kept).toEqual([null, null, null, null, null]);

  // The subscription manager lists it, approved, with the card it was paid with.
  await page.goto("/portal/subscription-manager");
  await expect(subscriptions(page)).toHaveCount(1);
  await expect(subscriptions(page).first()).toContainText("Professional");
  await expect(subscriptions(page).first().getByText("Approved")).toBeVisible();
  await expect(subscriptions(page).first()).toContainText("EGP 383");
  await expect(subscriptions(page).first()).toContainText(/Renews on \w+ \d+, \d{4}/);
  await expect(page.getByTestId("card")).toContainText("Visa •••• 4242");
  await expect(page.getByTestId("card").getByText("Primary")).toBeVisible();
});

test("a declined card: its message, the spec's sentence, and back to the payment step", async ({ page, baseURL, accounts }) => {
  await unpaidUser(page, accounts, baseURL!);
  await page.goto("/signup?step=payment&plan_id=1");
  await expect(page.getByTestId("chosen-plan")).toContainText("Starter");
  await page.getByRole("button", { name: "Proceed to Payment" }).click();
  await payOnSandbox(page, TEST_CARDS.declined);

  const alert = page.getByRole("alert");
  await expect(alert.getByRole("heading", { name: "Your subscription wasn't completed" })).toBeVisible();
  await expect(alert.getByRole("list", { name: "What went wrong" })).toHaveText("Your card was declined.");
  await expect(alert).toContainText(VERIFY_ERROR);
  const status = (await page.evaluate(async () => (await fetch("/api/billing/status")).json())) as { access: string };
  expect(status.access).toBe("none");

  await alert.getByRole("link", { name: "Back to payment" }).click();
  await expect(page.getByText(WELCOME_BACK)).toBeVisible();
  await expect(stepLabel(page)).toContainText("Step 4 of 5");
  // An unpaid user reaches only the subscription pages of the portal.
  await page.goto("/portal/home");
  await expect(page).toHaveURL(/\/portal\/subscription-manager$/);
  await expect(page.getByRole("button", { name: "Choose Plan" })).toBeVisible();
});

test("the confirmation card's one-time code step, from the subscription manager", async ({ page, baseURL, accounts }) => {
  await unpaidUser(page, accounts, baseURL!);
  await page.goto("/portal/subscription-manager");
  await page.getByRole("button", { name: "Choose Plan" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose a Plan" });
  await dialog.getByRole("radio", { name: /Executive/ }).click();
  await dialog.getByRole("button", { name: "Continue to Payment" }).click();
  await payOnSandbox(page, TEST_CARDS.confirm);

  await expect(page.getByRole("heading", { name: "Confirm it's you" })).toBeVisible();
  await page.getByLabel("One-time code").fill("000000");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("alert")).toContainText("That code is not right");
  await page.getByLabel("One-time code").fill(TEST_CARD_OTP);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { name: "Subscription Successful!" })).toBeVisible();
  await page.waitForURL(/\/portal\/home$/);
});

test("verify: finishes from local storage alone, and reloads while the answer is 'refresh page'", async ({ page, baseURL, accounts }) => {
  await unpaidUser(page, accounts, baseURL!);
  const stored = { verify_token: "stored-token-0123456789abcdef", plan_id: 2, coupon_id: null, origin: "signup" };
  await page.context().addInitScript((p) => localStorage.setItem("pendingPayment", JSON.stringify(p)), stored);
  // The bank has not confirmed twice, then it has (the server's answers, stood in for here). The
  // first answer waits until the test has seen the processing state; the page's clock stands
  // still, so its reloads and its redirect to the portal wait for the test too.
  const bodies: unknown[] = [];
  let answerFirst!: () => void;
  const firstAnswer = new Promise<void>((resolve) => (answerFirst = resolve));
  await page.route("**/api/billing/verify", async (route) => {
    const n = bodies.push(route.request().postDataJSON());
    if (n === 1) await firstAnswer;
    const pending = n < 3;
    await route.fulfill({ json: { status: pending ? "pending" : "approved", message: pending ? "refresh page" : "Subscription Successful!", errors: [], subscription: null } });
  });
  await pauseClock(page);
  await page.goto("/verify-subscription");
  await expect(page.getByRole("heading", { name: "Processing Your Subscription" })).toBeVisible();
  answerFirst();
  const stillConfirming = page.getByText("Your bank is still confirming the payment.");
  await expect(stillConfirming).toBeVisible();
  // A moment later the page reloads and asks again: still pending.
  await page.clock.runFor(1_500);
  await expect.poll(() => bodies.length).toBe(2);
  await expect(stillConfirming).toBeVisible();
  await page.clock.runFor(1_500);
  await expect(page.getByRole("heading", { name: "Subscription Successful!" })).toBeVisible();
  expect(bodies).toEqual(Array(3).fill({ verify_token: stored.verify_token, plan_id: 2, coupon_id: null }));
});

test.describe("subscription manager", () => {
  test("change plan in the modal with its toggles, then cancel at the end of the period", async ({ page, baseURL, accounts }) => {
    const user = await accounts.create();
    await signInBrowser(page.context(), baseURL!, user);
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await page.goto("/portal/subscription-manager");
    await expect(subscriptions(page).first().getByText("Approved")).toHaveAttribute("data-accent-color", "green");

    await subscriptions(page).first().getByRole("button", { name: "Change Plan" }).click();
    const dialog = page.getByRole("dialog", { name: "Change Plan" });
    const pro = dialog.getByRole("radio", { name: /Professional/ });
    await expect(pro).toBeChecked();
    await expect(pro).toContainText("Current plan");
    await expect(dialog.getByRole("button", { name: "Continue to Payment" })).toBeDisabled();
    await dialog.getByRole("radio", { name: "USD" }).click();
    await expect(pro).toContainText("$");
    await dialog.getByRole("radio", { name: "EGP" }).click();
    await dialog.getByRole("radio", { name: "3 Months" }).click();
    await expect(pro).toContainText("EGP 1,279");
    await expect(pro).not.toContainText("Current plan");
    await dialog.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByRole("button", { name: "Pay EGP 1,279" })).toBeVisible();
    await payOnSandbox(page, TEST_CARDS.success);
    await expect(page.getByRole("heading", { name: "Subscription Successful!" })).toBeVisible();
    await page.waitForURL(/\/portal\/home$/);

    // The new plan is approved; the one it replaced has ended.
    await page.goto("/portal/subscription-manager");
    await expect(subscriptions(page)).toHaveCount(2);
    const current = subscriptions(page).first();
    await expect(current).toContainText("Every 3 months");
    await expect(current.getByText("Approved")).toBeVisible();
    await expect(subscriptions(page).nth(1).getByText("Expired")).toHaveAttribute("data-accent-color", "amber");

    // Cancel asks first, then shows red with the day it ends; the portal stays open.
    await current.getByRole("button", { name: "Cancel Professional subscription" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("You keep full access until");
    await confirm.getByRole("button", { name: "Keep subscription" }).click();
    await expect(current.getByText("Approved")).toBeVisible();
    await current.getByRole("button", { name: "Cancel Professional subscription" }).click();
    await confirm.getByRole("button", { name: "Cancel subscription" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your subscription is cancelled" })).toBeVisible();
    await expect(current.getByText("Cancelled")).toHaveAttribute("data-accent-color", "red");
    await expect(current).toContainText(/Ends on \w+ \d+, \d{4}/);
    await page.goto("/portal/home");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(user.fullname);
  });

  test("cards: add one through the checkout, make it primary, remove the other", async ({ page, baseURL, accounts }) => {
    const user = await accounts.create({ subscription: { card: TEST_CARDS.renewalDeclined } });
    await signInBrowser(page.context(), baseURL!, user);
    await page.goto("/portal/subscription-manager");
    const cards = page.getByTestId("card");
    await expect(cards).toHaveText([/Visa •••• 0341.*Primary/]);

    // The only card of a renewing subscription can't go.
    await cards.first().getByRole("button", { name: "Remove Visa •••• 0341" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Remove card" }).click();
    await expect(page.getByRole("alert")).toContainText("You can't remove the only card");

    await page.getByRole("button", { name: "Add card" }).click();
    await expect(page.getByRole("button", { name: "Save card" })).toBeVisible();
    await expect(page.getByText("No charge")).toBeVisible();
    await payOnSandbox(page, TEST_CARDS.success);
    await expect(page).toHaveURL(/\/portal\/subscription-manager\?card_setup=/);
    await expect(page.getByRole("status").filter({ hasText: "Card •••• 4242 saved." })).toBeVisible();
    await expect(cards).toHaveCount(2);
    const primary = cards.filter({ has: page.getByText("Primary", { exact: true }) });
    await expect(primary).toContainText("4242");

    await cards.filter({ hasText: "0341" }).getByRole("button", { name: "Make Visa •••• 0341 primary" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Visa •••• 0341 is now your primary card." })).toBeVisible();
    await expect(primary).toContainText("0341");
    await cards.filter({ hasText: "4242" }).getByRole("button", { name: "Remove Visa •••• 4242" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Remove card" }).click();
    await expect(cards).toHaveText([/Visa •••• 0341.*Primary/]);
  });
});

test("a failed renewal locks the portal to the subscription pages until the card is updated", async ({ page, accounts }) => {
  test.setTimeout(90_000);
  const user = await accounts.create({ password: GOOD_PASSWORD, subscription: { card: TEST_CARDS.renewalDeclined } });
  // DEV_TOOLS: make the renewal due now and run it, as the hourly cron would.
  // Renew-now is the signed-in owner's own tool: the request carries the user's session.
  const renewed = await page.request.post("/dev/billing/renew", { headers: { cookie: `amal_session=${user.session}` } });
  expect((await renewed.json()).renewals).toEqual([expect.objectContaining({ status: "declined" })]);

  // Login answers 403: signed in, failed flag stored, the subscription manager with the banner.
  await page.goto("/login");
  await field(page, "Email").fill(user.email);
  await field(page, "Password").fill(user.password);
  await page.getByRole("button", { name: "LOG IN" }).click();
  await page.waitForURL(/\/portal\/subscription-manager$/);
  expect(await page.evaluate(() => localStorage.getItem("subscriptionStatus"))).toBe("failed");
  const banner = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "Payment Issue Detected" }) });
  await expect(banner).toBeVisible();
  await expect(subscriptions(page).first().getByText("Failed")).toHaveAttribute("data-accent-color", "amber");

  // Every other portal page leads back here; the renew page is open.
  await page.goto("/portal/home");
  await expect(page).toHaveURL(/\/portal\/subscription-manager$/);
  await page.goto("/portal/renew-subscription");
  await expect(page.getByRole("heading", { name: "Your Professional renewal failed" })).toBeVisible();
  // Retrying with the same card is declined again.
  await page.getByRole("button", { name: "Retry payment" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Your card was declined." })).toBeVisible();

  // Update Payment Method: the card checkout, then the renewal is charged to the new card.
  await page.goto("/portal/subscription-manager");
  await banner.getByRole("button", { name: "Update Payment Method" }).click();
  await payOnSandbox(page, TEST_CARDS.success);
  await expect(page).toHaveURL(/\/portal\/renew-subscription\?card_setup=/);
  await expect(page.getByRole("heading", { name: "Your payment went through. Your subscription is active again." })).toBeVisible();
  await page.waitForURL(/\/portal\/home$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(user.fullname);
  expect(await page.evaluate(() => localStorage.getItem("subscriptionStatus"))).toBeNull();
});

for (const [name, width] of [
  ["mobile", WIDTHS.mobile],
  ["desktop", WIDTHS.desktop],
] as const) {
  test(`billing screens fit and pass axe at ${name} (${width}px)`, async ({ page, baseURL, accounts }) => {
    test.slow(); // five screens through axe, each a few seconds of CPU
    await page.setViewportSize({ width, height: 900 });
    await unpaidUser(page, accounts, baseURL!);
    await page.goto("/signup?step=coupon&plan_id=2");
    await expect(coupon(page)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await page.goto("/signup?step=payment&plan_id=2");
    await expect(dueToday(page)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);

    await page.goto("/portal/subscription-manager");
    await expect(page.getByRole("button", { name: "Choose Plan" })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Choose Plan" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto("/verify-subscription?verify_token=not-a-real-token-123456&plan_id=2");
    await expect(page.getByRole("heading", { name: "Your subscription wasn't completed" })).toBeVisible();
    await expect(page.getByText(VERIFY_ERROR)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });
}
