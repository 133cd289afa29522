import { expect, test } from "@playwright/test";
import { waitForHydration, WIDTHS } from "./helpers";

for (const width of [WIDTHS.mobile, WIDTHS.tablet, WIDTHS.desktop]) {
  test(`pricing toggles change period and currency at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/pricing");
    await waitForHydration(page);
    const pro = page.getByTestId("plan-2");
    const price = pro.getByTestId("plan-price");
    // Seeded Professional: 599 EGP monthly with 20% off → 479; 1,599 for 3 months → 1,279.
    await expect(price).toContainText("EGP 599");
    await expect(price).toContainText("EGP 479");
    await expect(price).toContainText("/monthly");
    await expect(price.locator("s")).toHaveText("EGP 599");
    await expect(pro.getByText("Popular")).toBeVisible();

    await page.getByRole("radio", { name: "3 Months" }).click();
    await expect(price).toContainText("EGP 1,279");
    await expect(price).toContainText("/3 months");

    await page.getByRole("radio", { name: "USD" }).click();
    await expect(price).toContainText("$");
    await expect(price).not.toContainText("EGP");
    await expect(page.getByText(/converted from EGP/)).toBeVisible();

    // A plan without a discount shows one price, not struck through.
    await expect(page.getByTestId("plan-1").locator("s")).toHaveCount(0);
    await expect(pro.getByRole("link", { name: "Get started" })).toHaveAttribute("href", "/signup?plan_id=2");
  });
}

test("pricing uses the exchange rate stored on the server", async ({ page, request }) => {
  const body = await (await request.get("/api/plans")).json();
  await page.goto("/pricing");
  await waitForHydration(page);
  await page.getByRole("radio", { name: "USD" }).click();
  const usd = Math.round(479 * body.egpToUsd * 100) / 100;
  await expect(page.getByTestId("plan-2").getByTestId("plan-price")).toContainText(`$${usd.toFixed(2)}`);
});
