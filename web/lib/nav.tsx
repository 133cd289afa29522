/**
 * Links and location that work in both ways a page runs:
 *  - inside the SPA (portal, auth pages, client navigation) through TanStack Router;
 *  - on the prerendered public site (ADR 025), where a link is a plain <a> whose data attributes
 *    tell the page's link island what to do on a click: same-page links (e.g. /?section=faqs)
 *    update the URL in place, links into the app from an Arabic page remember the language,
 *    "Get Started" links start a fresh signup, and the link to the current page is marked active.
 */
import { hasArabicPage } from "../../core/content/crawl";
import { localizedPath } from "../../core/i18n/locales";
import { rememberLocale } from "../i18n/choice";
import { useLocale } from "../i18n/I18n";
import { clearSignupProgress } from "./storage";
import { buildHref, isActiveHref, SITE_NAVIGATE, samePath, sitePush, type LinkSearch } from "./site-location";
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

/**
 * Whether this render is the prerendering of a public page (ADR 025): the HTML then carries, in
 * <template> elements, the markup its islands show later (the open menu, signed-in links). In a
 * browser React renders those itself.
 */
export function useIsPrerender() {
  return !useIsSpa() && typeof document === "undefined";
}

export { buildHref, sitePush, type LinkSearch };

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: string;
  search?: LinkSearch;
  /** Scroll to the top after navigating (the router's default; plain links always start at the top). */
  resetScroll?: boolean;
  /** Mark the link active only when the search matches too. */
  exactSearch?: boolean;
  /** A "Get Started" link: it clears the saved signup progress so the signup starts afresh. */
  freshSignup?: boolean;
}

/** A link to a route of the app, by path. */
export function AppLink({ to, search, resetScroll, exactSearch, freshSignup, onClick: givenOnClick, className, ...rest }: AppLinkProps) {
  const Link = useContext(RouterLinkContext);
  const onClick = freshSignup
    ? (e: MouseEvent<HTMLAnchorElement>) => {
        clearSignupProgress();
        givenOnClick?.(e);
      }
    : givenOnClick;
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
  const active = !!location.pathname && isActiveHref(href, !!exactSearch, location);
  // Into the app (sign-up, login) from a page read in Arabic: the app opens in Arabic too.
  const remember = locale !== "en" && path === to ? locale : undefined;
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (remember && !e.defaultPrevented) rememberLocale(remember);
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
      // What the public site's link island does on a click (web/site/islands/links.ts).
      data-link={exactSearch ? "exact" : ""}
      data-remember-locale={remember}
      data-fresh-signup={freshSignup ? "" : undefined}
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
