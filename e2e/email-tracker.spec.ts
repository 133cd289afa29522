/**
 * The job e-mail tracker as a subscriber uses it: an e-mail forwarded to the private address
 * appears live in its card and the list, search, a saved filter applied and cleared, a card that
 * filters and restores, the viewer (a panel at 1280 px, a full-screen sheet at 375 px), "Prepare
 * with Amal" opening a seeded coaching session that answers, and the page in Arabic. The XSS test
 * delivers HTML e-mails carrying the payloads of ../shared/testdata/xss-payloads.txt and opens
 * each one: no dialog, no injected script, nothing executable left in the frame.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, portalTest as test } from "./fixtures";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations, WIDTHS } from "./helpers";

// Every test delivers e-mails to its account: an account of its own.
test.use({ freshPortalUser: true });

/** ../shared/testdata beside the checkout (TESTDATA_DIR to point elsewhere), as scripts/testdata.mjs finds it. */
const PAYLOADS = join(process.env.TESTDATA_DIR ?? join(import.meta.dirname, "..", "..", "shared", "testdata"), "xss-payloads.txt");

let counter = 0;

/** A MIME message as a mail server would deliver it. */
function mime({ from, to, subject, text, html }: { from: string; to: string; subject: string; text?: string; html?: string }): string {
  const id = `<${Date.now()}.${counter++}.${Math.random().toString(36).slice(2)}@e2e.test>`;
  const headers = [`From: ${from}`, `To: ${to}`, `Subject: =?UTF-8?B?${Buffer.from(subject).toString("base64")}?=`, `Message-ID: ${id}`, `Date: ${new Date().toUTCString()}`, "MIME-Version: 1.0"];
  const b64 = (s: string) => Buffer.from(s).toString("base64").replace(/.{76}/g, "$&\r\n");
  if (html === undefined) return [...headers, "Content-Type: text/plain; charset=utf-8", "Content-Transfer-Encoding: base64", "", b64(text ?? "")].join("\r\n");
  const boundary = `b${Math.random().toString(36).slice(2)}`;
  return [
    ...headers,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: base64",
    "",
    b64(text ?? html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim()),
    `--${boundary}`,
    "Content-Type: text/html; charset=utf-8",
    "Content-Transfer-Encoding: base64",
    "",
    b64(html),
    `--${boundary}--`,
    "",
  ].join("\r\n");
}

/** The account's private forwarding address, as the page shows it. */
async function forwardAddress(request: APIRequestContext): Promise<string> {
  const res = await request.get("/api/emails/inbox");
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { forward_address: string }).forward_address;
}

/** Delivers a message to the address through the worker's e-mail handler, as Email Routing would. */
async function deliver(request: APIRequestContext, to: string, message: { from: string; subject: string; text?: string; html?: string }) {
  const res = await request.post(`/cdn-cgi/handler/email?from=${encodeURIComponent(message.from.replace(/^.*<|>.*$/g, ""))}&to=${encodeURIComponent(to)}`, {
    headers: { "content-type": "message/rfc822" },
    data: mime({ ...message, to }),
  });
  expect(res.ok(), `delivery: ${res.status()} ${await res.text()}`).toBe(true);
}

const INTERVIEW = {
  from: "Nile Retail Careers <careers@nileretail.example>",
  subject: "Interview invitation: Data Analyst at Nile Retail Group",
  text: "Dear Sara,\n\nThank you for applying for the Data Analyst position at Nile Retail Group. We would like to invite you to an interview on Monday at 11:00 with our analytics team. Please confirm a time that suits you.\n\nBest regards,\nNile Retail Group Recruiting",
};

const card = (page: Page, name: string) => page.getByRole("region", { name: "Your e-mails by group" }).getByRole("button", { name: new RegExp(`^${name}\\b`) });
/** The listed e-mails (in any language). */
const rows = (page: Page) => page.locator(".email-list [data-email-id]");
const count = (page: Page, name: string) => card(page, name).locator(".email-card__number");

/**
 * Axe over the page with an e-mail open: the e-mail's own frame is left out (its content is the
 * sender's, and a frame that runs no scripts cannot host axe).
 */
async function expectViewerAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('[data-testid="email-frame"]').options({ resultTypes: ["violations"] }).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`)).toEqual([]);
}

async function openTracker(page: Page) {
  await page.goto("/portal/ai-email-tracker");
  await expect(page.getByRole("heading", { level: 1, name: "Email Tracker" })).toBeVisible();
}

test("at 1280 px an e-mail forwarded to the tracker appears live, is found, filtered, read, and prepares an interview with Amal", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await openTracker(page);
  // The spec's texts: the six cards, Sync Emails, and the way in while the list is empty.
  for (const name of ["APPLIED", "INTERVIEW", "OFFER", "ACCEPTED", "NOT CHOSEN", "EVENT"]) await expect(count(page, name)).toHaveText("0");
  await expect(page.getByRole("button", { name: "Sync Emails" })).toBeVisible();
  await expect(page.getByText("No job e-mails yet")).toBeVisible();
  const address = await forwardAddress(page.request);
  await expect(page.getByTestId("forward-address")).toHaveValue(address);
  await expectNoSeriousA11yViolations(page);

  // Delivered while the page is open: the INTERVIEW card counts it and the list shows it, without a reload.
  await deliver(page.request, address, INTERVIEW);
  await expect(count(page, "INTERVIEW")).toHaveText("1");
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(INTERVIEW.subject);
  await expect(rows(page).first()).toContainText("INTERVIEW");
  await deliver(page.request, address, {
    from: "Delta Bank Talent <talent@deltabank.example>",
    subject: "Your application for Business Analyst at Delta Bank",
    text: "Thank you for applying to the Business Analyst role at Delta Bank. We have received your application and our team will review it. We will contact you if your profile matches.",
  });
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).first()).toContainText("Delta Bank");

  // Search with Enter, then with the icon; clearing restores the list.
  const search = page.getByRole("searchbox", { name: "Search your e-mails" });
  await search.fill("Nile");
  await search.press("Enter");
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("Nile Retail");
  await search.fill("quantum-zebra");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("Nothing found")).toBeVisible();
  await search.fill("");
  await expect(rows(page)).toHaveCount(2);

  // A card filters by its group; selecting it again restores the list.
  await card(page, "INTERVIEW").click();
  await expect(card(page, "INTERVIEW")).toHaveAttribute("aria-pressed", "true");
  await expect(rows(page)).toHaveCount(1);
  await card(page, "INTERVIEW").click();
  await expect(card(page, "INTERVIEW")).toHaveAttribute("aria-pressed", "false");
  await expect(rows(page)).toHaveCount(2);

  // A filter: a bad company e-mail is refused on its field with the typing kept; saved, applied once, cleared.
  await page.getByRole("button", { name: "Filters" }).click();
  const dialog = page.getByRole("dialog", { name: "Email filters" });
  await expect(dialog.getByRole("textbox", { name: "Company name" })).toBeVisible();
  await dialog.getByRole("textbox", { name: "Company name" }).fill("Nile Retail");
  await dialog.getByRole("textbox", { name: "Company e-mail" }).fill("not an address");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Enter the company's e-mail address or its domain", { exact: false })).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Company name" })).toHaveValue("Nile Retail");
  await dialog.getByRole("textbox", { name: "Company e-mail" }).fill("nileretail.example");
  await dialog.getByRole("button", { name: "Save" }).click();
  const saved = dialog.locator("[data-filter-id]");
  await expect(saved).toHaveCount(1);
  await expect(dialog.getByRole("textbox")).toHaveCount(0);
  await saved.getByRole("button", { name: "Apply" }).click();
  await expect(saved.getByRole("button", { name: "Applied" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("button", { name: /^Remove the filter Nile Retail/ })).toHaveCount(1);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("Nile Retail");
  await page.getByRole("button", { name: "Clear", exact: true }).click();
  await expect(page.getByRole("button", { name: /^Remove the filter/ })).toHaveCount(0);
  await expect(rows(page)).toHaveCount(2);

  // A filter nothing matches: the list shown before stays, with a note saying so.
  await page.getByRole("button", { name: "Filters" }).click();
  await dialog.getByRole("button", { name: "New filter" }).click();
  await dialog.getByRole("textbox", { name: "Company name" }).fill("Zeta Nowhere");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(saved).toHaveCount(2);
  await saved.filter({ hasText: "Zeta Nowhere" }).getByRole("button", { name: "Apply" }).click();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page.getByText("No e-mails match that. You're still seeing the e-mails from before.")).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
  await page.getByRole("button", { name: "Remove the filter Zeta Nowhere" }).click();
  await expect(page.getByRole("button", { name: /^Remove the filter/ })).toHaveCount(0);

  // The viewer, in a panel beside the list.
  await rows(page).filter({ hasText: "Nile Retail" }).getByRole("button").click();
  const viewer = page.getByRole("complementary", { name: "E-mail" });
  await expect(viewer.getByRole("heading", { name: INTERVIEW.subject })).toBeVisible();
  await expect(viewer.getByText("careers@nileretail.example")).toBeVisible();
  await expect(viewer.getByText("Monday at 11:00", { exact: false })).toBeVisible();
  await expectViewerAccessible(page);

  // Prepare with Amal: a coaching session seeded with the e-mail opens and Amal answers.
  await viewer.getByRole("button", { name: "Prepare with Amal" }).click();
  await expect(page).toHaveURL(/\/portal\/assistant-chat\?.*session_id=/);
  const talk = page.getByRole("region", { name: "Talk to Coach" });
  await expect(talk.getByTestId("ai-message").last().locator(".bubble__body")).not.toBeEmpty({ timeout: 45_000 });
});

test("at 375 px the viewer is a full-screen sheet, the page fits, and an e-mail can be deleted", async ({ page }) => {
  await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
  await openTracker(page);
  const address = await forwardAddress(page.request);
  await deliver(page.request, address, {
    from: "Sahel Analytics Careers <careers@sahel.example>",
    subject: "Your application for Data Analyst at Sahel Analytics",
    html: "<h1>Thank you for applying</h1><p>We have received your application for the Data Analyst role at Sahel Analytics. Our recruiting team will review it and contact you.</p><img src=\"https://images.example/banner.png\" alt=\"Sahel Analytics\">",
  });
  await expect(rows(page)).toHaveCount(1);
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);

  await rows(page).first().getByRole("button").click();
  const sheet = page.getByRole("dialog", { name: "E-mail" });
  await expect(sheet.getByRole("heading", { name: /Your application for Data Analyst/ })).toBeVisible();
  const box = await sheet.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(WIDTHS.mobile - 1);
  // Web images wait for the reader: the frame's policy allows data: images only until Show images.
  const frame = sheet.getByTestId("email-frame");
  await expect(frame).toHaveAttribute("srcdoc", /img-src data:;/);
  await expect(frame).toHaveAttribute("sandbox", /^(?!.*allow-scripts)(?!.*allow-same-origin).*$/);
  await sheet.getByRole("button", { name: "Show images" }).click();
  await expect(sheet.getByTestId("email-frame")).toHaveAttribute("srcdoc", /img-src https: data:;/);
  await expectViewerAccessible(page);

  await sheet.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog", { name: "Delete this e-mail?" }).getByRole("button", { name: "Delete" }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByText("No job e-mails yet")).toBeVisible();
});

test("in Arabic the tracker reads right to left, and an Arabic e-mail too", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "amal_lang", value: "ar", url: baseURL! }]);
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await page.goto("/portal/ai-email-tracker");
  await expect(page.getByRole("heading", { level: 1, name: "متتبّع البريد الإلكتروني" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("button", { name: "مزامنة الرسائل" })).toBeVisible();
  const address = await forwardAddress(page.request);
  await deliver(page.request, address, {
    from: "شركة النيل للتجزئة <hr@nile-ar.example>",
    subject: "دعوة لمقابلة عمل لوظيفة محلل بيانات",
    text: "مرحبًا سارة، يسعدنا دعوتك لإجراء مقابلة عمل لوظيفة محلل بيانات في شركة النيل للتجزئة يوم الأحد القادم الساعة العاشرة صباحًا.",
  });
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByRole("button").click();
  const text = page.locator(".email-viewer__text");
  await expect(text).toHaveAttribute("dir", "rtl");
  await expectNoHorizontalOverflow(page);
  await expectViewerAccessible(page);
});

test("XSS: HTML e-mails carrying known payloads render in the viewer without running anything", async ({ page }) => {
  test.skip(!existsSync(PAYLOADS), "../shared/testdata is not here");
  test.setTimeout(120_000);
  const all = readFileSync(PAYLOADS, "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  // About 40 spread across the file, one e-mail each; plus every payload, 25 to an e-mail.
  const step = Math.max(1, Math.floor(all.length / 40));
  const sample = all.filter((_, i) => i % step === 0).slice(0, 40);
  const bundles: string[] = [];
  for (let i = 0; i < all.length; i += 25) bundles.push(all.slice(i, i + 25).join("\n<br>\n"));
  const bodies = [...sample, ...bundles].map((p) => `<p>Thank you for applying. We received your application.</p>${p}<img src=x onerror="window.top.__xss=1;alert(1)"><script>window.top.__xss=1</script>`);

  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await openTracker(page);
  const address = await forwardAddress(page.request);
  for (const [i, html] of bodies.entries()) {
    await deliver(page.request, address, { from: "Payload Tester <xss@payloads.example>", subject: `Thank you for your application ${i + 1}`, html, text: "Thank you for applying. We received your application." });
  }
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Email Tracker" })).toBeVisible();
  // Every delivered e-mail is listed (Load more until the list is whole), once its first page is in.
  await expect(rows(page).first()).toBeVisible();
  const loadMore = page.getByRole("button", { name: "Load more" });
  while (await loadMore.isVisible()) {
    const shown = await rows(page).count();
    await loadMore.click();
    // The next page is in once the list grows; only then is the button's absence the end of the list.
    await expect.poll(() => rows(page).count()).toBeGreaterThan(shown);
  }
  await expect(rows(page)).toHaveCount(bodies.length);

  const viewer = page.getByRole("complementary", { name: "E-mail" });
  const n = await rows(page).count();
  for (let i = 0; i < n; i++) {
    const row = rows(page).nth(i);
    const subject = (await row.locator(".email-row__subject").innerText()).trim();
    await row.getByRole("button").click();
    await expect(viewer.getByRole("heading", { name: subject, exact: true })).toBeVisible();
    const frame = viewer.getByTestId("email-frame");
    await expect(frame).toHaveAttribute("sandbox", "allow-popups allow-popups-to-escape-sandbox");
    const srcdoc = (await frame.getAttribute("srcdoc")) ?? "";
    // What the frame was given holds nothing executable: no script, no handler, no javascript: URL.
    const found = await page.evaluate((doc) => {
      const parsed = new DOMParser().parseFromString(doc, "text/html");
      const bad: string[] = [];
      for (const el of parsed.body.querySelectorAll("*")) {
        const tag = el.tagName.toLowerCase();
        if (["script", "iframe", "object", "embed", "form", "base", "meta", "link", "svg", "math"].includes(tag)) bad.push(`<${tag}>`);
        for (const attr of el.attributes) {
          if (/^on/i.test(attr.name)) bad.push(`${tag}[${attr.name}]`);
          if (/^\s*(javascript|vbscript|data:text\/html)/i.test([...attr.value].filter((c) => c.charCodeAt(0) > 32).join("")) && /href|src|action|xlink/i.test(attr.name)) bad.push(`${tag}[${attr.name}=${attr.value.slice(0, 30)}]`);
        }
      }
      return bad;
    }, srcdoc);
    expect(found, `e-mail ${subject}`).toEqual([]);
  }
  // Give anything that slipped through time to fire.
  await page.waitForTimeout(500);
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
});
