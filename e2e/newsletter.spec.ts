import { expect, test } from "@playwright/test";
import { holdRequests, uniqueEmail, waitForHydration } from "./helpers";

test.describe("newsletter", () => {
  test("an invalid address gets a clear error and stays in the box", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const box = page.getByRole("form", { name: "Newsletter" });
    await box.getByLabel(/career tips/i).fill("not-an-email");
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(box.getByRole("alert")).toHaveText("Please enter a valid email address");
    await expect(box.getByLabel(/career tips/i)).toHaveValue("not-an-email");
  });

  test("subscribing shows Subscribing... then a thank-you; subscribing again is not an error", async ({ page }) => {
    const email = uniqueEmail("news");
    await page.goto("/blog");
    await waitForHydration(page);
    const sending = await holdRequests(page, "/api/newsletter");
    const box = page.getByRole("form", { name: "Newsletter" });
    await box.getByLabel(/career tips/i).fill(email);
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("button", { name: "Subscribing..." })).toBeVisible();
    sending.release();
    await expect(page.getByText("Thank you for subscribing to our newsletter!")).toBeVisible();

    await page.reload();
    await waitForHydration(page);
    const again = page.getByRole("form", { name: "Newsletter" });
    await again.getByLabel(/career tips/i).fill(email.toUpperCase());
    await again.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("You are already subscribed — thank you!")).toBeVisible();
  });
});

test.describe("newsletter without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("subscribing answers with a thank-you page and the way back", async ({ page }) => {
    await page.goto("/blog");
    const box = page.getByRole("form", { name: "Newsletter" });
    await box.getByLabel(/career tips/i).fill(uniqueEmail("news-nojs"));
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("status")).toContainText("Thank you for subscribing to our newsletter!");
    await page.getByRole("link", { name: "Back to Amal" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});
