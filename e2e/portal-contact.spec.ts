/**
 * Contact Us inside the portal: the account's name and e-mail are filled in, the form checks the
 * spec's rules in order and keeps what was typed, sending disables the buttons with a spinner,
 * 200 becomes the thank-you view, and support receives the message with the account it came
 * from. The public footer's "Contact support" leads here once signed in. At 1280 and 375 px.
 */
import { expect, portalTest as test } from "./fixtures";
import { devToolsToken, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, holdRequests, waitForHydration, WIDTHS } from "./helpers";

test.use({ freshPortalUser: true });

for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
  test(`sends a message from the portal with the account filled in, at ${width} px`, async ({ page, portalUser }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/portal/contact-us");
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    if (width === WIDTHS.desktop) {
      await expect(page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Contact Us" })).toHaveAttribute("aria-current", "page");
    }
    const form = page.getByRole("form", { name: "Send a message" });
    await expect(form.getByLabel("Name")).toHaveValue(portalUser.fullname);
    await expect(form.getByLabel("Email")).toHaveValue(portalUser.email);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);

    // The rules in order; nothing typed is lost.
    const submit = form.getByRole("button", { name: "Submit" });
    await submit.click();
    await expect(form.getByRole("alert")).toHaveText("Message is required");
    await form.getByLabel("Email").fill("sara@");
    const marker = `Portal question ${Date.now()} ${width}`;
    await form.getByLabel("Message").fill(`${marker}: can I switch to the yearly plan mid-month?`);
    await submit.click();
    await expect(form.getByRole("alert")).toHaveText("Email is invalid");
    await expect(form.getByLabel("Message")).toHaveValue(`${marker}: can I switch to the yearly plan mid-month?`);
    await form.getByLabel("Email").fill(portalUser.email);

    // While it sends: the button is disabled and shows the spinner.
    const held = await holdRequests(page, "**/api/contact/portal");
    await submit.click();
    await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect(form.getByLabel("Message")).toBeDisabled();
    held.release();
    await expect(page.getByRole("status")).toContainText("Thank you for your message!");
    await page.getByRole("button", { name: "Send another message" }).click();
    await expect(form.getByLabel("Name")).toHaveValue(portalUser.fullname);
    await expect(form.getByLabel("Message")).toHaveValue("");

    // Support sees who wrote.
    await page.goto(`/dev/mailbox?token=${devToolsToken()}`);
    await page.getByRole("link", { name: `Contact form: ${portalUser.fullname}` }).first().click();
    await expect(page.getByTestId("mail-text")).toContainText(marker);
    await expect(page.getByTestId("mail-text")).toContainText(`Account: ${portalUser.id}`);
  });
}

test("the public footer's Contact support opens the portal's form once signed in", async ({ page }) => {
  await page.goto("/pricing");
  await waitForHydration(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact support" }).click();
  await expect(page).toHaveURL(/\/portal\/contact-us$/);
  await expect(page.getByRole("form", { name: "Send a message" })).toBeVisible();
});
