import { expect, test } from "@playwright/test";

test.describe("customer chat widget", () => {
  test("loads nothing when the deployment has no Intercom app id", async ({ page }) => {
    const widgetRequests: string[] = [];
    page.on("request", (r) => r.url().includes("intercom") && widgetRequests.push(r.url()));
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(widgetRequests).toEqual([]);
    expect(await page.evaluate(() => typeof window.Intercom)).toBe("undefined");
  });

  test("loads and boots the widget on every page when an app id is configured", async ({ page }) => {
    // The deployment's config says Intercom is on; the widget script is served by a stand-in.
    await page.route("**/api/config", (route) => route.fulfill({ json: { intercomAppId: "app_42", devTools: true, supportEmail: "support@amal.careers" } }));
    await page.route("https://widget.intercom.io/widget/app_42", (route) =>
      route.fulfill({
        contentType: "application/javascript",
        body: "window.__booted = []; window.Intercom = function () { window.__booted.push(Array.from(arguments)); };",
      }),
    );
    for (const path of ["/", "/pricing"]) {
      await page.goto(path);
      await expect.poll(() => page.evaluate(() => (window as unknown as { __booted?: unknown[][] }).__booted ?? [])).toEqual([
        ["boot", { app_id: "app_42" }],
      ]);
    }
  });
});
