import { Button } from "@radix-ui/themes";
import { AppLink, useIsPrerender } from "../../lib/nav";
import { useEffect, useState } from "react";
import { signOutLocally } from "../../state/session";
import { useT } from "../../i18n/I18n";
import { AuthSwitch } from "./AuthSwitch";
import { LanguageSwitch } from "./LanguageSwitch";
import { Logo } from "./Logo";

const NAV = [
  { label: "nav.pricing", to: "/pricing", search: undefined },
  { label: "nav.solutions", to: "/", search: { section: "solutions" } },
  { label: "nav.features", to: "/", search: { section: "features" } },
  { label: "nav.contact", to: "/contact-us", search: undefined },
  { label: "nav.blog", to: "/blog", search: undefined },
] as const;

/**
 * The public header. Four layouts by width (see styles.css): full (≥1250), compact (900–1249),
 * tablet with a menu for the links (600–899) and mobile with everything in the menu (<600).
 * On the prerendered site the menu waits in a <template> and the header's island opens and closes
 * it, and swaps in the signed-in links (web/site/islands/header.ts); in the app React does both.
 */
export function Header() {
  const t = useT("site");
  const isPrerender = useIsPrerender();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  const close = () => setOpen(false);
  const logout = async () => {
    close();
    await signOutLocally();
    window.location.assign("/login");
  };

  const authLink = (
    <AuthSwitch
      signedIn={
        <button type="button" className="nav-link" onClick={logout} data-sign-out="">
          {t("nav.logout")}
        </button>
      }
      signedOut={
        <AppLink to="/login" className="nav-link" onClick={close}>
          {t("nav.login")}
        </AppLink>
      }
    />
  );

  const mainButton = (
    <AuthSwitch
      signedIn={
        <Button asChild size="3" className="main-cta">
          <AppLink to="/portal" onClick={close}>
            {t("nav.portal")}
          </AppLink>
        </Button>
      }
      signedOut={
        <Button asChild size="3" className="main-cta">
          <AppLink to="/signup" freshSignup onClick={close}>
            {t("nav.getStarted")}
          </AppLink>
        </Button>
      }
    />
  );

  const menu = (
    <div id="site-menu" className="site-menu">
      <nav aria-label={t("nav.menu")}>
        {NAV.map((item) => (
          <AppLink key={item.label} to={item.to} search={item.search} className="nav-link" onClick={close}>
            {t(item.label)}
          </AppLink>
        ))}
        {authLink}
        <LanguageSwitch className="nav-link" />
      </nav>
      <div className="site-menu__cta">{mainButton}</div>
    </div>
  );

  return (
    <header className="site-header" data-island="header">
      <div className="site-header__inner">
        <Logo />
        <nav className="site-nav" aria-label={t("nav.main")}>
          {NAV.map((item) => (
            <AppLink key={item.label} to={item.to} search={item.search} className="nav-link" exactSearch onClick={close}>
              {t(item.label)}
            </AppLink>
          ))}
        </nav>
        <div className="site-header__actions">
          <LanguageSwitch className="site-header__language" />
          <span className="site-header__auth">{authLink}</span>
          <span className="site-header__cta">{mainButton}</span>
          <button
            type="button"
            className="menu-toggle"
            aria-expanded={open}
            aria-controls="site-menu"
            aria-label={open ? t("nav.closeMenu") : t("nav.openMenu")}
            onClick={() => setOpen((v) => !v)}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
              {open ? (
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              ) : (
                <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              )}
            </svg>
          </button>
        </div>
      </div>
      {isPrerender ? <template data-site-menu="">{menu}</template> : open && menu}
    </header>
  );
}
