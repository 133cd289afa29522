/**
 * The public site's links (ADR 025), one listener for the whole document. Links carry what to do
 * in their markup (web/lib/nav.tsx AppLink, LanguageSwitch, LegalPage):
 *  - `data-fresh-signup`: a "Get Started" link; the saved signup progress is cleared;
 *  - `data-remember-locale="ar"`: following it remembers that language on this device;
 *  - `data-link` (`"exact"` to compare the query too): a link to a page of the site. One to the
 *    page already shown (`/?section=faqs` on `/`) updates the URL without a reload, and the links
 *    to the current location are marked `active` / `aria-current="page"`.
 */
import { isLocale } from "../../../core/i18n/locales";
import { rememberLocale } from "../../i18n/choice";
import { hrefPath, isActiveHref, SITE_NAVIGATE, samePath, sitePush } from "../../lib/site-location";
import { clearSignupProgress } from "../../lib/storage";
import type { Island } from "./runtime";

/** What a click on a site link does: follow it (the browser's job) or update the URL in place. */
export function linkClickAction(
  href: string,
  pathname: string,
  click: { defaultPrevented: boolean; button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean },
): "follow" | "push" {
  if (click.defaultPrevented || click.metaKey || click.ctrlKey || click.shiftKey || click.button !== 0) return "follow";
  return samePath(pathname, hrefPath(href)) ? "push" : "follow";
}

/** Marks the links to the current location. */
export function markActiveLinks(root: Pick<ParentNode, "querySelectorAll"> = document) {
  const location = { pathname: window.location.pathname, search: window.location.search };
  for (const a of root.querySelectorAll<HTMLAnchorElement>("a[data-link]")) {
    const active = isActiveHref(a.getAttribute("href") ?? "", a.dataset.link === "exact", location);
    a.classList.toggle("active", active);
    if (active) a.setAttribute("aria-current", "page");
    else a.removeAttribute("aria-current");
  }
}

export const siteLinks: Island = () => {
  document.addEventListener("click", (e) => {
    const el = e.target instanceof Element ? e.target.closest<HTMLElement>("a, button") : null;
    if (!el) return;
    if (el.hasAttribute("data-fresh-signup")) clearSignupProgress();
    const locale = el.dataset.rememberLocale;
    if (isLocale(locale) && !e.defaultPrevented) rememberLocale(locale);
    if (!(el instanceof HTMLAnchorElement) || !el.hasAttribute("data-link")) return;
    const href = el.getAttribute("href") ?? "";
    if (linkClickAction(href, window.location.pathname, e) === "push") {
      e.preventDefault();
      sitePush(href);
    }
  });
  markActiveLinks();
  const update = () => markActiveLinks();
  window.addEventListener("popstate", update);
  window.addEventListener(SITE_NAVIGATE, update);
};
