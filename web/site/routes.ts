/**
 * Which module renders each prerendered public page (ADR 004). Kept apart from the pages'
 * metadata (registry.ts) so the browser entry carries only this small map.
 */
export type SitePageModule =
  | "landing"
  | "pricing"
  | "contact"
  | "blog"
  | "article"
  | "product"
  | "privacy"
  | "terms"
  | "about"
  | "not-found";

export const SITE_ROUTES: Record<string, SitePageModule> = {
  "/": "landing",
  "/home": "landing",
  "/pricing": "pricing",
  "/blog": "blog",
  "/contact-us": "contact",
  "/product-roadmap": "product",
  "/product-career-coach": "product",
  "/product-career-network": "product",
  "/product-interview-mockups": "product",
  "/product-resume-and-cover-letter": "product",
  "/product-job-board-search": "product",
  "/privacy-policy": "privacy",
  "/terms-of-service": "terms",
  "/about-us": "about",
};

/** The page module for a URL path, tolerating a trailing slash; articles match by pattern. */
export function matchSitePage(pathname: string): { path: string; module: SitePageModule } | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const module = SITE_ROUTES[path];
  if (module) return { path, module };
  if (/^\/blog\/article\/[^/]+$/.test(path)) return { path, module: "article" };
  return null;
}
