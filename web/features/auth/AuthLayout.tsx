import { Heading, Text } from "@radix-ui/themes";
import type { ReactNode } from "react";
import { useT } from "../../i18n/I18n";
import { AppLink } from "../../lib/nav";
import { COMPANY } from "../site/Footer";
import { LanguageSwitch } from "../site/LanguageSwitch";
import { Logo } from "../site/Logo";
import { AuthIcon, type AuthIconName } from "./icons";
import "./auth.css";

export interface ValuePoint {
  icon: AuthIconName;
  title: string;
  text: string;
}

export interface AuthLayoutProps {
  children: ReactNode;
  /** The header's end (beside the language switch), e.g. "New to Amal? Create an account". */
  headerAction?: ReactNode;
  /** The value panel beside the form on wide screens. */
  aside?: { title: string; points: ValuePoint[]; footnote?: string };
  /** A wider form column (the signup wizard). */
  wide?: boolean;
}

/**
 * The calm frame of the sign-in screens: a slim header with the logo, the form on a card and a
 * short value panel beside it on desktop; one column on phones, where the panel steps aside.
 */
export function AuthLayout({ children, headerAction, aside, wide }: AuthLayoutProps) {
  const t = useT("auth");
  const panel: NonNullable<AuthLayoutProps["aside"]> = aside ?? {
    title: t("layout.aside.title"),
    points: [
      { icon: "chat", title: t("layout.aside.chat.title"), text: t("layout.aside.chat.text") },
      { icon: "doc", title: t("layout.aside.doc.title"), text: t("layout.aside.doc.text") },
      { icon: "map", title: t("layout.aside.map.title"), text: t("layout.aside.map.text") },
    ],
    footnote: t("layout.aside.footnote"),
  };
  return (
    <div className="auth-page">
      <a className="skip-link" href="#main">
        {t("layout.skip")}
      </a>
      <header className="auth-header">
        <Logo />
        <div className="auth-header__end">
          {headerAction && <div className="auth-header__action">{headerAction}</div>}
          <LanguageSwitch className="auth-header__language" />
        </div>
      </header>
      <main id="main" className={wide ? "auth-main auth-main--wide" : "auth-main"}>
        <div className="auth-card">{children}</div>
        <aside className="auth-aside" aria-label={t("layout.aside")}>
          <Heading as="h2" size="6" className="auth-aside__title">
            {panel.title}
          </Heading>
          <ul className="auth-aside__points">
            {panel.points.map((p) => (
              <li key={p.title}>
                <span className="auth-aside__icon">
                  <AuthIcon name={p.icon} size={20} />
                </span>
                <span>
                  <strong>{p.title}</strong>
                  <span>{p.text}</span>
                </span>
              </li>
            ))}
          </ul>
          {panel.footnote && (
            <Text as="p" size="2" className="auth-aside__footnote">
              {panel.footnote}
            </Text>
          )}
        </aside>
      </main>
      <AuthFooter />
    </div>
  );
}

/** The quiet footer of the sign-in and payment screens: company and legal links. */
export function AuthFooter() {
  const t = useT("auth");
  const site = useT("site");
  return (
    <footer className="auth-footer">
      <span dir="ltr">
        © {new Date().getFullYear()} {COMPANY.name}
      </span>
      <nav aria-label={t("layout.legal")}>
        <AppLink to="/privacy-policy">{site("footer.privacy")}</AppLink>
        <AppLink to="/terms-of-service">{site("footer.terms")}</AppLink>
        <AppLink to="/contact-us">{site("footer.contact")}</AppLink>
      </nav>
    </footer>
  );
}

/** The "Back to Login" link under the password-reset forms. */
export function BackToLogin() {
  const t = useT("auth");
  return (
    <AppLink to="/login" className="auth-link auth-back">
      <AuthIcon name="arrowLeft" size={16} className="auth-flip" /> {t("layout.backToLogin")}
    </AppLink>
  );
}

/** The card's title block: an h1 and a line under it. */
export function AuthTitle({ title, lead, id }: { title: string; lead?: ReactNode; id?: string }) {
  return (
    <div className="auth-title">
      <Heading as="h1" size="7" id={id}>
        {title}
      </Heading>
      {lead && (
        <Text as="p" size="3" color="gray">
          {lead}
        </Text>
      )}
    </div>
  );
}
