import { Heading, Text } from "@radix-ui/themes";
import type { ReactNode } from "react";
import { AppLink } from "../../lib/nav";
import { COMPANY } from "../site/Footer";
import { Logo } from "../site/Logo";
import { AuthIcon, type AuthIconName } from "./icons";
import "./auth.css";

export interface ValuePoint {
  icon: AuthIconName;
  title: string;
  text: string;
}

const DEFAULT_POINTS: ValuePoint[] = [
  { icon: "chat", title: "A coach that knows you", text: "Coaching sessions with Amal start from your resume, your experience and your goals." },
  { icon: "doc", title: "Documents that get read", text: "ATS-ready resumes and cover letters tailored to each job, ready to edit online." },
  { icon: "map", title: "A plan you can follow", text: "Learning roadmaps built from real job descriptions, with courses and books for each skill." },
];

export interface AuthLayoutProps {
  children: ReactNode;
  /** The header's right side, e.g. "New to Amal? Create an account". */
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
  const panel = aside ?? {
    title: "Your AI career coach, in your pocket",
    points: DEFAULT_POINTS,
    footnote: "In English and Arabic, for job seekers, students and professionals.",
  };
  return (
    <div className="auth-page">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="auth-header">
        <Logo />
        {headerAction && <div className="auth-header__action">{headerAction}</div>}
      </header>
      <main id="main" className={wide ? "auth-main auth-main--wide" : "auth-main"}>
        <div className="auth-card">{children}</div>
        <aside className="auth-aside" aria-label="Why Amal">
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
  return (
    <footer className="auth-footer">
      <span>
        © {new Date().getFullYear()} {COMPANY.name}
      </span>
      <nav aria-label="Legal">
        <AppLink to="/privacy-policy">Privacy Policy</AppLink>
        <AppLink to="/terms-of-service">Terms of Service</AppLink>
        <AppLink to="/contact-us">Contact</AppLink>
      </nav>
    </footer>
  );
}

/** The "Back to Login" link under the password-reset forms. */
export function BackToLogin() {
  return (
    <AppLink to="/login" className="auth-link auth-back">
      <AuthIcon name="arrowLeft" size={16} /> Back to Login
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
