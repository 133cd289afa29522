import type { ReactNode } from "react";
import { AuthFooter } from "../auth/AuthLayout";
import { Logo } from "../site/Logo";
import "../auth/auth.css";
import "./billing.css";

/**
 * The frame of a page between the app and the payment provider (/verify-subscription): the
 * sign-in screens' calm header and background, with one centred card and nothing to wander off to.
 */
export function BillingFrame({ children }: { children: ReactNode }) {
  return (
    <div className="auth-page">
      <header className="auth-header">
        <Logo />
      </header>
      <main id="main" className="billing-frame">
        <div className="auth-card billing-frame__card">{children}</div>
      </main>
      <AuthFooter />
    </div>
  );
}
