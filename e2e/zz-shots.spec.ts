import { expect, type Page } from "@playwright/test";
import { portalTest as test } from "./fixtures";

async function session(page: Page, name: string) {
  const id = String(Date.now() * 10 + Math.floor(Math.random() * 10));
  const res = await page.request.post("/api/coach/sessions", { data: { session_id: id, session_name: name } });
  expect(res.status()).toBe(201);
  return `/portal/assistant-chat?session_id=${id}&session_name=${encodeURIComponent(name)}`;
}

async function say(page: Page, text: string) {
  const box = page.getByRole("textbox", { name: /Message|رسالة/ });
  await box.fill(text);
  await box.press("Enter");
  await expect(page.getByTestId("ai-message").last()).toBeVisible();
  await page.waitForTimeout(1500);
}

for (const [label, width] of [["desktop", 1280], ["mobile", 375]] as const) {
  test(`shots ${label}`, async ({ page, portalUser }) => {
    void portalUser;
    await page.setViewportSize({ width, height: 900 });
    await page.goto(await session(page, "Shots"));
    await expect(page.locator(".coach-page")).toHaveAttribute("data-connection", "open");
    await say(page, "can you write me a cover letter for a data analyst role at Instabug");
    await page.screenshot({ path: `/tmp/shot-${label}-draft.png`, fullPage: false });
    await say(page, "Job description: Data Analyst at Valu. Requirements: 2+ years SQL, Power BI, Python a plus, stakeholder management. Am I a good fit?");
    await page.screenshot({ path: `/tmp/shot-${label}-fit.png`, fullPage: false });
    await say(page, "اكتبلي خطاب تقديم لوظيفة محاسب في شركة فودافون");
    await page.screenshot({ path: `/tmp/shot-${label}-ar.png`, fullPage: false });
  });
}
