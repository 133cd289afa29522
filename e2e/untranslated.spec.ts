/**
 * No screen shows words that are not in a catalogue. Every route is rendered in the
 * pseudo-language (core/i18n/pseudo.ts: each catalogue message wrapped in ⟦ ⟧), and any visible
 * text or accessible name with letters outside the brackets fails the test — a string written
 * into the code, which would stay English on an Arabic screen. The user's own data, content that
 * is not interface (marked `data-i18n="content"`) and a few names that are never translated are
 * allowed.
 */
import { pathToFileURL } from "node:url";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { LOCALE_NAMES } from "../core/i18n/locales";
import errorsEn from "../core/i18n/messages/errors.en";
import { expect, portalTest, test } from "./fixtures";
import type { PortalTestUser } from "./helpers";

/** Names that read the same in every language. */
const NAMES = ["Power BI", "SQL", "Amal Career Coaching LLC", "support@amal.careers", "Amal", "LinkedIn", "Google", "WhatsApp", "Paymob", "PDF", "EGP", "USD", "AI", ...Object.values(LOCALE_NAMES)];

async function untranslatedOnPage(page: Page, allowed: readonly string[]): Promise<string[]> {
  const { untranslated } = await import("../core/i18n/pseudo");
  const texts = await page.evaluate(() => {
    // Not interface words: content (articles, the user's data, isolated in <bdi> or dir="auto"), hidden parts.
    const skip = (el: Element | null) =>
      !el || !!el.closest('script, style, noscript, template, bdi, [dir="auto"], [dir="ltr"], [data-i18n="content"], [aria-hidden="true"]');
    /** A block's text without the parts `skip` leaves out. */
    const textOf = (block: Element) => {
      let text = "";
      const inner = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let n = inner.nextNode(); n; n = inner.nextNode()) if (!skip(n.parentElement)) text += n.textContent;
      return text;
    };
    const seen = new Set<Element>();
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || skip(node.parentElement)) continue;
      if (!(node.parentElement as HTMLElement).checkVisibility?.({ visibilityProperty: true } as CheckVisibilityOptions)) continue;
      // The whole text of the block it sits in: a message split around a link or a bold word stays one message.
      let block = node.parentElement!;
      while (block.parentElement && block !== document.body && getComputedStyle(block).display === "inline") block = block.parentElement;
      if (seen.has(block)) continue;
      seen.add(block);
      out.push(textOf(block));
    }
    for (const el of document.querySelectorAll("[aria-label], [placeholder], [alt], [title]")) {
      if (skip(el)) continue;
      for (const name of ["aria-label", "placeholder", "alt", "title"]) {
        const value = el.getAttribute(name);
        if (value?.trim()) out.push(value);
      }
    }
    return out;
  });
  const months = Array.from({ length: 12 }, (_, m) => [
    new Date(2026, m, 1).toLocaleString("en-US", { month: "long" }),
    new Date(2026, m, 1).toLocaleString("en-US", { month: "short" }),
  ]).flat();
  const days = Array.from({ length: 7 }, (_, d) => [
    new Date(2026, 0, 4 + d).toLocaleString("en-US", { weekday: "long" }),
    new Date(2026, 0, 4 + d).toLocaleString("en-US", { weekday: "short" }),
  ]).flat();
  // The server's and the schemas' English messages: the errors catalogue lists each one, so an
  // Arabic screen shows it in Arabic (web/i18n/errors.test.ts holds them in step).
  const refusals = Object.values(errorsEn).filter((m) => !m.includes("{"));
  const all = [...allowed, ...refusals, ...NAMES, ...months, ...days, "AM", "PM"];
  return [...new Set(texts.map((t) => untranslated(t, all)).filter((t): t is string => t !== null))];
}

test.describe("public pages", () => {
  test("every prerendered page takes all its words from a catalogue", async ({ page }) => {
    const { render, SITE_PAGES } = (await import(pathToFileURL(join(process.cwd(), "dist/prerender/prerender.mjs")).href)) as {
      render: (path: string, locale: string, options: { pseudo: boolean }) => Promise<{ html: string }>;
      SITE_PAGES: { path: string }[];
    };
    const found: Record<string, string[]> = {};
    for (const path of [...SITE_PAGES.map((p) => p.path), "/no-such-page"]) {
      const { html } = await render(path, "en", { pseudo: true });
      await page.setContent(`<!doctype html><html><body><div id="root">${html}</div></body></html>`);
      const words = await untranslatedOnPage(page, []);
      if (words.length) found[path] = words;
    }
    expect(found).toEqual({});
  });
});

/** Opens `path` in the pseudo-language and waits until it has settled. */
async function openPseudo(page: Page, baseURL: string, path: string) {
  // The pseudo-language is English with bracketed words: this browser has chosen English.
  await page.context().addCookies([{ name: "amal_lang", value: "en", url: baseURL }]);
  await page.addInitScript(() => sessionStorage.setItem("amal.pseudo", "on"));
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("#root")).not.toBeEmpty();
  await page.waitForLoadState("networkidle");
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const SIGNED_OUT = [
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password?token=not-a-real-token",
  "/sign-in-link",
  "/oauth2callback?error=access_denied",
  "/unsubscribe-from-email",
  "/unsubscripe-from-email?user_email=nobody%40example.com&token=1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
];

test.describe("sign-in screens", () => {
  for (const path of SIGNED_OUT) {
    test(`${path} takes all its words from a catalogue`, async ({ page, baseURL }) => {
      await openPseudo(page, baseURL!, path);
      expect(await untranslatedOnPage(page, [])).toEqual([]);
    });
  }
});

const userData = (u: PortalTestUser) => [u.fullname, u.email, u.title, u.country, u.city, u.linkedin, ...u.fullname.split(" ")];

/** `{resume}` stands for the id of the account's resume (the one signup uploaded). */
const PORTAL = [
  "/portal/home",
  "/portal/assistant-chat",
  "/portal/assistant-audio-chat",
  "/portal/change-password",
  "/portal/subscription-manager",
  "/portal/renew-subscription",
  "/portal/career-info",
  "/portal/resume-report?resume_id={resume}",
  "/portal/resume-library",
  "/portal/ai-email-tracker",
  "/portal/career-networking",
  "/portal/courses-search-tool",
  "/portal/roadmap-visualizer",
  "/portal/jobs-board-search",
  "/portal/contact-us",
  "/portal/notifications",
  "/portal/word-editor?onlyOfficeId=999999999",
  "/portal/word-editor?onlyOfficeId={document}",
  "/portal/no-such-tool",
];

async function firstResumeId(page: Page): Promise<string> {
  const res = await page.request.get("/api/career");
  const { resumes } = (await res.json()) as { resumes: { id: number }[] };
  return String(resumes[0]!.id);
}

/** A crafted resume of the account's, made through the API as the library's modal makes one. */
async function craftedDocumentId(page: Page): Promise<string> {
  const job_description = "Data Analyst at Nile Retail Group, Cairo. Build Tableau dashboards, write SQL and Python for sales data, and explain results to managers. Requirements: 3+ years of analysis, statistics, communication.";
  const res = await page.request.post("/api/library/craft", { data: { kind: "resume", language: "en", source: "description", job_description } });
  const last = JSON.parse((await res.text()).trim().split("\n").at(-1)!) as { document: { id: number } };
  return String(last.document.id);
}

portalTest.describe("the portal", () => {
  for (const path of PORTAL) {
    portalTest(`${path} takes all its words from a catalogue`, async ({ page, baseURL, portalUser }) => {
      const filled = path.includes("{resume}") ? path.replace("{resume}", await firstResumeId(page)) : path.includes("{document}") ? path.replace("{document}", await craftedDocumentId(page)) : path;
      await openPseudo(page, baseURL!, filled);
      expect(await untranslatedOnPage(page, userData(portalUser))).toEqual([]);
    });
  }
});
