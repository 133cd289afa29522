import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const WIDTHS = { mobile: 375, tablet: 800, desktop: 1280 } as const;

export const PUBLIC_PAGES = [
  { path: "/", h1: /career coach in your pocket/i },
  { path: "/home", h1: /career coach in your pocket/i },
  { path: "/pricing", h1: /Simple plans/i },
  { path: "/blog", h1: /./ },
  { path: "/blog/article/1", h1: /Applicant Tracking Systems/i },
  { path: "/contact-us", h1: /here to help/i },
  { path: "/product-roadmap", h1: /./ },
  { path: "/product-career-coach", h1: /./ },
  { path: "/product-career-network", h1: /./ },
  { path: "/product-interview-mockups", h1: /./ },
  { path: "/product-resume-and-cover-letter", h1: /./ },
  { path: "/product-job-board-search", h1: /./ },
  { path: "/privacy-policy", h1: /privacy/i },
  { path: "/terms-of-service", h1: /terms/i },
  { path: "/about-us", h1: /./ },
] as const;

/** Fails on axe violations a user would be hurt by (serious or critical). */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`)).toEqual([]);
}

/** The page does not scroll sideways (nothing wider than the viewport). */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

/** Waits until the prerendered page has hydrated (React attached its handlers). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById("root");
    return !!root && Object.keys(root).some((k) => k.startsWith("__reactContainer"));
  });
}

export function uniqueEmail(tag: string) {
  return `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}
