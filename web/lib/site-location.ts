/**
 * Location on the prerendered public site, without React: link addresses, same-page navigation
 * (`/?section=faqs` updates the URL in place) and whether a link points at the current page.
 * The React links (./nav.tsx) and the page's islands (web/site/islands) share it.
 */

export type LinkSearch = Record<string, string | number | undefined>;

export function buildHref(to: string, search?: LinkSearch): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(search ?? {})) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${to}?${qs}` : to;
}

/** The event a same-page navigation dispatches on window, after the URL changed. */
export const SITE_NAVIGATE = "amal:navigate";

/** Same-page navigation on the public site: new URL, no reload, listeners re-read it. */
export function sitePush(href: string) {
  window.history.pushState(null, "", href);
  window.dispatchEvent(new Event(SITE_NAVIGATE));
}

export const samePath = (a: string, b: string) => a.replace(/\/$/, "") === b.replace(/\/$/, "");

/** A link's path, without its query. */
export const hrefPath = (href: string) => href.split(/[?#]/)[0];

/**
 * Whether a link to `href` marks the current page (`active`, `aria-current`): same path and, when
 * `exactSearch`, the same query too.
 */
export function isActiveHref(href: string, exactSearch: boolean, location: { pathname: string; search: string }): boolean {
  const path = hrefPath(href);
  return samePath(location.pathname, path) && (!exactSearch || location.search === href.slice(path.length));
}
