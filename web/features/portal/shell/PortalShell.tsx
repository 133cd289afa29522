import { Skeleton, Text, Tooltip } from "@radix-ui/themes";
import { useRouter, useRouterState } from "@tanstack/react-router";
import { useAtom } from "jotai";
import { LogOut, Menu, X } from "lucide-react";
import { useEffect, useRef, useState, type ReactElement, type ReactNode } from "react";
import { followAccountLanguage } from "../../../i18n/account-language";
import { useLocale, useT } from "../../../i18n/I18n";
import { AppLink } from "../../../lib/nav";
import { NotificationWatcher } from "../../notifications/NotificationWatcher";
import { Logo } from "../../site/Logo";
import { fetchMe, forgetExpiredSession, isSessionExpired, logout } from "../api";
import { portalUserAtom } from "../state";
import { UserAvatar } from "../UserAvatar";
import { useMediaQuery } from "../useMediaQuery";
import { activeNavItem, PORTAL_NAV } from "./nav-items";
import "./shell.css";

/** The icon-only rail's widths (600–999 px); its links show their names as tooltips. */
const RAIL_QUERY = "(min-width: 600px) and (max-width: 999.98px)";

/**
 * The frame of every /portal page: the side navigation (280 px from 1000 px, an icon rail from
 * 600 px, a top bar with a menu below that), the signed-in user and Logout.
 */
export function PortalShell({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [menuOpen, setMenuOpen] = useState(false);
  const rail = useMediaQuery(RAIL_QUERY);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const sidebarRef = useRef<HTMLElement>(null);
  const user = usePortalUser();
  const active = activeNavItem(pathname);
  const t = useT("portal");
  const { dir } = useLocale();

  // The mobile menu closes when the page changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the new path is the trigger, not an input.
  useEffect(() => setMenuOpen(false), [pathname]);

  // While the mobile menu is open the page behind it does not scroll, Tab stays inside the menu
  // and its toggle, and Escape closes it and gives focus back to the toggle.
  useEffect(() => {
    if (!menuOpen) return;
    sidebarRef.current?.querySelector<HTMLElement>("a, button")?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setMenuOpen(false);
        toggleRef.current?.focus();
        return;
      }
      if (e.key !== "Tab" || !sidebarRef.current || !toggleRef.current) return;
      const focusable = [toggleRef.current, ...sidebarRef.current.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")];
      const index = focusable.indexOf(document.activeElement as HTMLElement);
      const next = e.shiftKey ? (index <= 0 ? focusable.length - 1 : index - 1) : index === focusable.length - 1 ? 0 : index + 1;
      e.preventDefault();
      focusable[next]?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => {
      document.body.style.overflow = previousOverflow;
      window.removeEventListener("keydown", onKey);
    };
  }, [menuOpen]);

  const [leaving, setLeaving] = useState(false);
  const onLogout = async () => {
    setLeaving(true);
    await logout();
    // A full load of /login drops every piece of this user's data held in memory.
    window.location.assign("/login");
  };

  const withTooltip = (label: string, child: ReactElement) =>
    rail ? (
      <Tooltip content={label} side={dir === "rtl" ? "left" : "right"} delayDuration={150} className="portal-tooltip">
        {child}
      </Tooltip>
    ) : (
      child
    );

  return (
    <div className={menuOpen ? "portal portal--menu-open" : "portal"}>
      <a className="skip-link" href="#portal-main">
        {t("shell.skip")}
      </a>

      <header className="portal-topbar">
        <Logo />
        <button
          ref={toggleRef}
          type="button"
          className="portal-topbar__toggle"
          aria-expanded={menuOpen}
          aria-controls="portal-sidebar"
          aria-label={menuOpen ? t("shell.closeMenu") : t("shell.openMenu")}
          onClick={() => setMenuOpen((v) => !v)}
        >
          {menuOpen ? <X size={24} aria-hidden="true" /> : <Menu size={24} aria-hidden="true" />}
        </button>
      </header>

      {menuOpen && <button type="button" className="portal-scrim" aria-label={t("shell.closeMenu")} tabIndex={-1} onClick={() => setMenuOpen(false)} />}

      <aside ref={sidebarRef} id="portal-sidebar" className="portal-sidebar" aria-label={t("shell.sidebar")}>
        <div className="portal-sidebar__brand">
          <Logo />
        </div>

        <div className="portal-profile" data-testid="portal-profile">
          {user ? (
            <>
              {withTooltip(
                user.fullname,
                <span className="portal-profile__avatar">
                  <UserAvatar name={user.fullname} imageUrl={user.image_url} size={rail ? "2" : "4"} />
                </span>,
              )}
              <div className="portal-profile__text">
                <Text as="p" weight="bold" className="portal-profile__name">
                  <bdi>{user.fullname}</bdi>
                </Text>
                {user.title && (
                  <Text as="p" size="2" color="gray" className="portal-profile__title">
                    <bdi>{user.title}</bdi>
                  </Text>
                )}
              </div>
            </>
          ) : (
            <>
              <Skeleton className="portal-profile__avatar-skeleton" />
              <div className="portal-profile__text">
                <Skeleton height="16px" width="140px" />
                <Skeleton height="12px" width="100px" mt="2" />
              </div>
            </>
          )}
        </div>

        <nav className="portal-nav" aria-label={t("shell.nav")}>
          <ul>
            {PORTAL_NAV.map((item) => {
              const isActive = item === active;
              const Icon = item.icon;
              const label = t(item.label);
              return (
                <li key={item.to}>
                  {withTooltip(
                    label,
                    <AppLink
                      to={item.to}
                      className={isActive ? "portal-nav__link is-active" : "portal-nav__link"}
                      aria-current={isActive ? "page" : undefined}
                    >
                      <Icon size={20} strokeWidth={1.9} aria-hidden="true" className="portal-nav__icon" />
                      <span className="portal-nav__label">{label}</span>
                    </AppLink>,
                  )}
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="portal-sidebar__footer">
          {withTooltip(
            t("shell.logout"),
            <button type="button" className="portal-nav__link portal-logout" onClick={onLogout} disabled={leaving}>
              <LogOut size={20} strokeWidth={1.9} aria-hidden="true" className="portal-nav__icon flip-rtl" />
              <span className="portal-nav__label">{leaving ? t("shell.loggingOut") : t("shell.logout")}</span>
            </button>,
          )}
        </div>
      </aside>

      <main id="portal-main" className="portal-main" tabIndex={-1}>
        {children}
      </main>
      {user && <NotificationWatcher userId={user.id} />}
    </div>
  );
}

/**
 * The signed-in user for the shell, loaded once from /api/auth/me (pages that fetch the user
 * themselves refresh it). A lapsed session clears the sign-in flag and goes to /login. The first
 * time the user is known, the account's language wins over this device's when they differ.
 */
function usePortalUser() {
  const [user, setUser] = useAtom(portalUserAtom);
  const router = useRouter();
  const { locale, digits } = useLocale();
  const languageChecked = useRef(false);
  useEffect(() => {
    if (!user || languageChecked.current) return;
    languageChecked.current = true;
    followAccountLanguage(user, { locale, digits });
  }, [user, locale, digits]);
  useEffect(() => {
    if (user) return;
    const controller = new AbortController();
    fetchMe(controller.signal)
      .then((me) => setUser(me.user))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        if (isSessionExpired(err)) {
          void router.navigate({ href: forgetExpiredSession(), replace: true });
        }
        // Any other failure leaves the placeholders: the page itself reports what went wrong.
      });
    return () => controller.abort();
  }, [user, setUser, router]);
  return user;
}
