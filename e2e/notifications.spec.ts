/**
 * Notifications: the bell's dot and the toast arrive live on an open portal page; the
 * notifications page dismisses by X and by dragging (a short drag snaps back), remembers it
 * after a reload, and shows its empty state; at phone and desktop widths, without serious
 * accessibility problems. Notifications come from real renewals (the dev billing fixture runs
 * the renewal job now, as the hourly cron would).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations, signInBrowser, TEST_CARDS, WIDTHS, type PortalTestUser } from "./helpers";

const TOAST = "New notification! Check your updates.";

/** Runs the renewal job for `user` now; answers the renewal's status. */
async function renewNow(page: Page, user: PortalTestUser): Promise<string> {
  const res = await page.request.post("/dev/billing/renew", { headers: { cookie: `amal_session=${user.session}` } });
  expect(res.status()).toBe(200);
  return (await res.json()).renewals[0]?.status;
}

/** Resolves when the page's hub socket has said hello (it is live). */
function hubLive(page: Page) {
  return page
    .waitForEvent("websocket", (ws) => ws.url().includes("/parties/user-hub/"))
    .then((ws) => ws.waitForEvent("framereceived", (frame) => String(frame.payload).includes('"hello"')));
}

const as = (baseURL: string, user: PortalTestUser) => ({ cookie: `amal_session=${user.session}`, origin: new URL(baseURL).origin });

/** Dismisses and marks seen whatever the account has (a subscription's welcome), so a test starts from a known list. */
async function clearNotifications(page: Page, baseURL: string, user: PortalTestUser) {
  const headers = as(baseURL, user);
  const list = await (await page.request.get("/api/notifications", { headers })).json();
  for (const n of list.notifications) await page.request.delete(`/api/notifications/${n.id}`, { headers });
  if (list.latestId) await page.request.post("/api/notifications/seen", { headers, data: { lastId: list.latestId } });
}

/** A notification for `user` through the dev fixture (stored and pushed live like a real one). */
async function notify(page: Page, baseURL: string, user: PortalTestUser, text: string, link: string | null = null) {
  const res = await page.request.post("/dev/notifications", { headers: as(baseURL, user), data: { text, link } });
  expect(res.status()).toBe(201);
}

for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
  test.describe(`notifications at ${width} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize({ width, height: 900 }));

    test("a failed renewal shows the toast and the bell's dot live on an open portal page", async ({ page, context, baseURL, accounts }) => {
      const user = await accounts.create({ subscription: { card: TEST_CARDS.renewalDeclined } });
      await signInBrowser(context, baseURL!, user);
      await clearNotifications(page, baseURL!, user);
      const live = hubLive(page);
      await page.goto("/portal/home");
      await live;
      const bell = page.getByRole("link", { name: /^Notifications/ });
      await expect(bell).toBeVisible();
      await expect(page.getByTestId("notification-dot")).toHaveCount(0);

      expect(await renewNow(page, user)).toBe("declined");
      await expect(page.getByTestId("notification-toast").getByText(TOAST)).toBeVisible();
      await expect(page.getByTestId("notification-dot")).toBeVisible();
      await expect(bell).toHaveAccessibleName("Notifications (new)");
      expect(await page.evaluate(() => Number(localStorage.getItem("notifications_last_id")))).toBeGreaterThan(0);
      await expectNoSeriousA11yViolations(page);
    });

    test("the page dismisses by X and by dragging, keeps it after a reload, and offers Undo", async ({ page, context, baseURL, accounts }) => {
      const user = await accounts.create();
      await signInBrowser(context, baseURL!, user);
      await clearNotifications(page, baseURL!, user);
      await notify(page, baseURL!, user, "Your plan renews next week.", "/portal/subscription-manager");
      await notify(page, baseURL!, user, "A new tip about interviews is waiting on your home page.");
      await notify(page, baseURL!, user, `A long note: ${"Keep your resume to one page, lead with results and numbers, and tailor it to each job post. ".repeat(6)}`);

      await page.goto("/portal/notifications");
      const list = page.getByRole("list", { name: "Your notifications" });
      const cards = list.getByRole("listitem");
      await expect(cards).toHaveCount(3);
      await expect(page.getByTestId("notifications-count")).toHaveText("3 notifications");
      await expect(page.getByText("Hover over a notification to expand it, then swipe it left or click X to dismiss it.")).toBeVisible();
      // Unread cards carry a ring and a dot (said to screen readers too), and a long en-US date.
      await expect(cards.first()).toHaveClass(/is-unread/);
      await expect(cards.first()).toContainText(/[A-Z][a-z]+ \d{1,2}, \d{4}/);
      await expect(cards.last().getByRole("link", { name: "Open" })).toHaveAttribute("href", "/portal/subscription-manager");
      await expectNoSeriousA11yViolations(page);
      await expectNoHorizontalOverflow(page);

      const ids = await cards.evaluateAll((items) => items.map((li) => li.getAttribute("data-notification-id")));

      // X, then Undo brings it back; X again keeps it dismissed.
      await cards.first().getByRole("button", { name: /^Dismiss notification:/ }).click();
      await expect(cards).toHaveCount(2);
      await page.getByRole("button", { name: "Undo" }).click();
      await expect(cards).toHaveCount(3);
      await list.locator(`[data-notification-id="${ids[0]}"]`).getByRole("button", { name: /^Dismiss notification:/ }).click();
      await expect(cards).toHaveCount(2);
      await expect(page.getByTestId("notifications-count")).toHaveText("2 notifications");

      // A drag of 50 px snaps back; one of 150 px dismisses.
      const drag = async (id: string, distance: number) => {
        const box = (await list.locator(`[data-notification-id="${id}"]`).boundingBox())!;
        const y = box.y + box.height / 2;
        const x = box.x + box.width / 2;
        await page.mouse.move(x, y);
        await page.mouse.down();
        await page.mouse.move(x - distance, y, { steps: 8 });
        await page.mouse.up();
      };
      await drag(ids[1]!, 50);
      await expect(list.locator(`[data-notification-id="${ids[1]}"]`)).toBeVisible();
      await expect(cards).toHaveCount(2);
      await drag(ids[1]!, 150);
      await expect(cards).toHaveCount(1);
      await expect(list.locator(`[data-notification-id="${ids[2]}"]`)).toBeVisible();

      // Wait out the Undo, then the server has them dismissed: a reload shows one card, now read.
      await expect(page.getByRole("button", { name: "Undo" })).toBeHidden({ timeout: 10_000 });
      const live = hubLive(page);
      await page.reload();
      await expect(cards).toHaveCount(1);
      await expect(list.locator(`[data-notification-id="${ids[2]}"]`)).toBeVisible();
      await expect(cards.first()).not.toHaveClass(/is-unread/);
      await expect(page.getByTestId("notifications-count")).toHaveText("1 notification");

      // One arriving while the page is open goes on top, unread, with the toast.
      await live;
      await notify(page, baseURL!, user, "Just arrived while the page was open.");
      await expect(cards).toHaveCount(2);
      await expect(cards.first()).toContainText("Just arrived while the page was open.");
      await expect(cards.first()).toHaveClass(/is-unread/);
      await expect(page.getByText(TOAST)).toBeVisible();
      await expect(page.getByTestId("notifications-count")).toHaveText("2 notifications");
    });

    test("the page shows its empty state", async ({ page, context, baseURL, accounts }) => {
      const user = await accounts.create();
      await signInBrowser(context, baseURL!, user);
      await clearNotifications(page, baseURL!, user);
      await page.goto("/portal/notifications");
      await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
      await expect(page.getByTestId("notifications-count")).toHaveText("No notifications");
      await expect(page.getByTestId("notifications-empty")).toContainText("No notifications");
      await expect(page.getByTestId("notifications-empty")).toContainText("You're all caught up! New notifications will appear here.");
      const toggle = page.getByRole("button", { name: "Email Notifications" });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expectNoSeriousA11yViolations(page);
      await expectNoHorizontalOverflow(page);
    });
  });
}

test("the page speaks Arabic, right to left", async ({ page, context, baseURL, accounts }) => {
  const user = await accounts.create();
  await signInBrowser(context, baseURL!, user);
  await context.addCookies([{ name: "amal_lang", value: "ar", url: baseURL! }]);
  await clearNotifications(page, baseURL!, user);
  await notify(page, baseURL!, user, "Your plan renews next week.", "/portal/subscription-manager");
  await page.setViewportSize({ width: WIDTHS.mobile, height: 900 });
  await page.goto("/portal/notifications");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { name: "الإشعارات", level: 1 })).toBeVisible();
  await expect(page.getByTestId("notifications-count")).toHaveText("إشعار واحد");
  const card = page.getByRole("list", { name: "إشعاراتك" }).getByRole("listitem");
  await expect(card.getByRole("link", { name: "فتح" })).toBeVisible();
  await card.getByRole("button", { name: /^إخفاء الإشعار:/ }).click();
  await expect(page.getByTestId("notifications-empty")).toContainText("أنت على اطلاع بكل شيء! ستظهر الإشعارات الجديدة هنا.");
  await expect(page.getByRole("button", { name: "تراجع" })).toBeVisible();
  await expectNoHorizontalOverflow(page);
});
