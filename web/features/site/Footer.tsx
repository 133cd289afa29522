import { AppLink } from "../../lib/nav";
import { useIsAuthed } from "../../state/auth";
import { Logo } from "./Logo";
import { NewsletterForm } from "./NewsletterForm";

export const COMPANY = {
  name: "Amal Career Coaching LLC",
  addresses: [
    { label: "United States", lines: ["1209 Mountain Road Pl NE, Suite R", "Albuquerque, NM 87110, USA"] },
    { label: "Egypt", lines: ["12 Mohamed Mazhar Street, Zamalek", "Cairo 11211, Egypt"] },
  ],
} as const;

/** Site footer; its links depend on whether the visitor is signed in. */
export function Footer() {
  const isAuthed = useIsAuthed();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <Logo inverted />
          <p>Amal is your AI career coach: clear next steps, better documents and the skills employers ask for — in English and Arabic.</p>
          <NewsletterForm variant="dark" />
        </div>
        <div>
          <h2 className="site-footer__title">Company</h2>
          <ul className="site-footer__links">
            <li><AppLink to="/about-us">About Us</AppLink></li>
            <li><AppLink to="/privacy-policy">Privacy Policy</AppLink></li>
            <li><AppLink to="/terms-of-service">Terms of Service</AppLink></li>
            <li><AppLink to="/blog">Blog</AppLink></li>
          </ul>
        </div>
        <div>
          <h2 className="site-footer__title">{isAuthed ? "Your account" : "Get started"}</h2>
          <ul className="site-footer__links">
            {isAuthed ? (
              <>
                <li><AppLink to="/portal">Portal</AppLink></li>
                <li><AppLink to="/portal/subscription-manager">Subscription</AppLink></li>
                <li><AppLink to="/portal/contact-us">Contact support</AppLink></li>
              </>
            ) : (
              <>
                <li><AppLink to="/pricing">Pricing</AppLink></li>
                <li><AppLink to="/signup">Create an account</AppLink></li>
                <li><AppLink to="/login">Login</AppLink></li>
                <li><AppLink to="/contact-us">Contact</AppLink></li>
              </>
            )}
          </ul>
        </div>
        <div>
          <h2 className="site-footer__title">Offices</h2>
          {COMPANY.addresses.map((a) => (
            <address key={a.label} className="site-footer__address">
              <strong>{a.label}</strong>
              {a.lines.map((l) => (
                <span key={l}>{l}</span>
              ))}
            </address>
          ))}
        </div>
      </div>
      <div className="site-footer__legal">
        © {new Date().getFullYear()} {COMPANY.name}. All rights reserved.
      </div>
    </footer>
  );
}
