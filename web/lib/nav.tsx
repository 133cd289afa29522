/**
 * Links and location that work in both ways a page runs (ADR 004):
 *  - inside the SPA (portal, auth pages, client navigation) through TanStack Router;
 *  - on the prerendered public site, hydrated by the light `site` entry without the router,
 *    where a link is a plain <a> and same-page links (e.g. /?section=faqs) update the URL in place.
 */
import { hasArabicPage } from "../../core/content/crawl";
import { localizedPath } from "../../core/i18n/locales";
import { rememberLocale } from "../i18n/choice";
import { useLocale } from "../i18n/I18n";
import { createContext, useContext, useEffect, useState, type AnchorHTMLAttributes, type ComponentType, type MouseEvent, type ReactNode } from "react";

/**
 * The router's Link component, provided by the SPA's root route. This module never imports the
 * router itself, so the public site's bundle does not carry it.
 */
// biome-ignore lint/suspicious/noExplicitAny: the router's Link is typed per route; here it is used with plain string paths.
type RouterLink = ComponentType<any>;
const RouterLinkContext = createContext<RouterLink | null>(null);

/** Wraps the SPA: links below it navigate through the router. */
export function RouterLinks({ link, children }: { link: RouterLink; children: ReactNode }) {
  return <RouterLinkContext.Provider value={link}>{children}</RouterLinkContext.Provider>;
}

export function useIsSpa() {
  return useContext(RouterLinkContext) !== null;
}

export type LinkSearch = Record<string, string | number | undefined>;

export function buildHref(to: string, search?: LinkSearch): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(search ?? {})) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${to}?${qs}` : to;
}

const SITE_NAVIGATE = "amal:navigate";

/** Same-page navigation on the public site: new URL, no reload, listeners re-read it. */
export function sitePush(href: string) {
  window.history.pushState(null, "", href);
  window.dispatchEvent(new Event(SITE_NAVIGATE));
}

const samePath = (a: string, b: string) => a.replace(/\/$/, "") === b.replace(/\/$/, "");

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: string;
  search?: LinkSearch;
  /** Scroll to the top after navigating (the router's default; plain links always start at the top). */
  resetScroll?: boolean;
  /** Mark the link active only when the search matches too. */
  exactSearch?: boolean;
}

/** A link to a route of the app, by path. */
export function AppLink({ to, search, resetScroll, exactSearch, onClick, className, ...rest }: AppLinkProps) {
  const Link = useContext(RouterLinkContext);
  const location = useSiteLocation(!Link);
  const { locale } = useLocale();
  if (Link) {
    return (
      <Link
        to={to}
        search={search}
        resetScroll={resetScroll}
        className={className}
        activeOptions={{ exact: true, includeSearch: !!exactSearch }}
        onClick={onClick}
        {...rest}
      />
    );
  }
  // On an Arabic page, links to pages that exist in Arabic stay in Arabic.
  const path = locale !== "en" && hasArabicPage(to) ? localizedPath(to, locale) : to;
  const href = buildHref(path, search);
  const active = samePath(location.pathname, path) && (!exactSearch || location.search === href.slice(path.length));
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    // Into the app (sign-up, login) from a page read in Arabic: the app opens in Arabic too.
    if (locale !== "en" && path === to && !e.defaultPrevented) rememberLocale(locale);
    if (e.defaultPrevented || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    if (samePath(window.location.pathname, path)) {
      e.preventDefault();
      sitePush(href);
    }
  };
  return (
    <a
      href={href}
      className={[className, active ? "active" : ""].filter(Boolean).join(" ") || undefined}
      aria-current={active ? "page" : undefined}
      onClick={handle}
      {...rest}
    />
  );
}

/**
 * The window's location on the public site, updated on back/forward and same-page links.
 * Starts empty so the first render matches the prerendered HTML.
 */
export function useSiteLocation(enabled = true): { pathname: string; search: string } {
  const [loc, setLoc] = useState({ pathname: "", search: "" });
  useEffect(() => {
    if (!enabled) return;
    const read = () => setLoc({ pathname: window.location.pathname, search: window.location.search });
    read();
    window.addEventListener("popstate", read);
    window.addEventListener(SITE_NAVIGATE, read);
    return () => {
      window.removeEventListener("popstate", read);
      window.removeEventListener(SITE_NAVIGATE, read);
    };
  }, [enabled]);
  return loc;
}
