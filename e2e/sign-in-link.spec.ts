import { expect, test } from "./fixtures";
import { field, latestMailText, uniqueEmail, useOwnClientAddress } from "./helpers";

/**
 * After many wrong passwords from one network, the right password from there is confirmed by an
 * e-mailed one-time link (docs/api/accounts.md, "Sign-in limits"): the login page says to check
 * the mailbox, and the link signs in and opens the portal once.
 */
test.beforeEach(async ({ context }) => {
  await useOwnClientAddress(context);
});

/** Failed sign-ins from one network before it is paused (worker/features/auth/lockout.ts). */
const MAX_LOGIN_FAILURES = 10;

test("the right password after many wrong ones asks for the e-mailed link, which signs in once", async ({ page, browser, accounts }) => {
  // The per-minute limit (5 attempts per account and network) spreads the failures over two minutes.
  test.setTimeout(240_000);
  const account = await accounts.create({ email: uniqueEmail("linked") });

  // Wrong passwords from this browser's network, waiting out the per-minute limit when it answers 429.
  let failures = 0;
  await expect
    .poll(
      async () => {
        while (failures < MAX_LOGIN_FAILURES) {
          const res = await page.request.post("/api/auth/login", { data: { email: account.email, password: "Wr0ng!pass1" } });
          if (res.status() === 429) return failures;
          expect(res.status()).toBe(401);
          failures++;
        }
        return failures;
      },
      { intervals: [5_000], timeout: 180_000 },
    )
    .toBe(MAX_LOGIN_FAILURES);

  // The right password: no session, a "check your e-mail" notice, and the form as it was typed.
  await page.goto("/login");
  await field(page, "Email").fill(account.email);
  await field(page, "Password").fill(account.password);
  const notice = page.getByRole("status").filter({ hasText: "Check your e-mail." });
  await expect
    .poll(
      async () => {
        await page.getByRole("button", { name: "LOG IN" }).click();
        await expect(notice.or(page.getByRole("alert"))).toBeVisible();
        return notice.isVisible();
      },
      { message: "the login kept answering 429 (per-minute limit)", intervals: [5_000], timeout: 90_000 },
    )
    .toBe(true);
  await expect(notice).toHaveText("Check your e-mail. For your security, we e-mailed you a sign-in link. Open it to finish logging in.");
  await expect(field(page, "Email")).toHaveValue(account.email);
  await expect(field(page, "Password")).toHaveValue(account.password);
  expect((await page.request.get("/api/auth/me")).status()).toBe(401);

  const mail = await latestMailText(page, account.email);
  const link = mail.match(/https?:\/\/\S+\/sign-in-link\?token=[\w-]+/)?.[0];
  expect(link, mail).toBeTruthy();
  const path = new URL(link!).pathname + new URL(link!).search;

  await page.goto(path);
  await page.waitForURL(/\/portal/);
  expect((await page.request.get("/api/auth/me")).status()).toBe(200);

  // Spent: opened again in a browser that is not signed in, it says so and leads back to login.
  const other = await browser.newContext();
  try {
    const fresh = await other.newPage();
    await fresh.goto(path);
    await expect(fresh.getByRole("heading", { name: "This link can't be used" })).toBeVisible();
    await expect(fresh.getByText("This sign-in link is invalid or has expired. Please log in again to get a new one.")).toBeVisible();
    await fresh.getByRole("link", { name: "Back to Login" }).click();
    await expect(fresh).toHaveURL(/\/login$/);
  } finally {
    await other.close();
  }
});
