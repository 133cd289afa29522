import { AppLink } from "../../lib/nav";
import { useT } from "../../i18n/I18n";
import { AuthSwitch } from "./AuthSwitch";
import { Logo } from "./Logo";
import { NewsletterForm } from "./NewsletterForm";

export const COMPANY = {
  name: "Amal Career Coaching LLC",
  addresses: [
    { label: "United States", lines: ["1209 Mountain Road Pl NE, Suite R", "Albuquerque, NM 87110, USA"] },
    { label: "Egypt", lines: ["12 Mohamed Mazhar Street, Zamalek", "Cairo 11211, Egypt"] },
  ],
} as const;

/** The offices as the footer names them, in the page's language. */
const OFFICES = [
  { label: "footer.office.us", lines: ["footer.address.us.1", "footer.address.us.2"] },
  { label: "footer.office.eg", lines: ["footer.address.eg.1", "footer.address.eg.2"] },
] as const;

/** Site footer; its links depend on whether the visitor is signed in. */
export function Footer() {
  const t = useT("site");
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <Logo inverted />
          <p>{t("footer.blurb")}</p>
          <NewsletterForm variant="dark" />
        </div>
        <div>
          <h2 className="site-footer__title">{t("footer.company")}</h2>
          <ul className="site-footer__links">
            <li><AppLink to="/about-us">{t("footer.about")}</AppLink></li>
            <li><AppLink to="/privacy-policy">{t("footer.privacy")}</AppLink></li>
            <li><AppLink to="/terms-of-service">{t("footer.terms")}</AppLink></li>
            <li><AppLink to="/blog">{t("footer.blog")}</AppLink></li>
          </ul>
        </div>
        <div>
          <AuthSwitch
            signedIn={<h2 className="site-footer__title">{t("footer.account")}</h2>}
            signedOut={<h2 className="site-footer__title">{t("footer.getStarted")}</h2>}
          />
          <AuthSwitch
            signedIn={
              <ul className="site-footer__links">
                <li><AppLink to="/portal">{t("footer.portal")}</AppLink></li>
                <li><AppLink to="/portal/subscription-manager">{t("footer.subscription")}</AppLink></li>
                <li><AppLink to="/portal/contact-us">{t("footer.support")}</AppLink></li>
              </ul>
            }
            signedOut={
              <ul className="site-footer__links">
                <li><AppLink to="/pricing">{t("footer.pricing")}</AppLink></li>
                <li><AppLink to="/signup">{t("footer.signup")}</AppLink></li>
                <li><AppLink to="/login">{t("footer.login")}</AppLink></li>
                <li><AppLink to="/contact-us">{t("footer.contact")}</AppLink></li>
              </ul>
            }
          />
        </div>
        <div>
          <h2 className="site-footer__title">{t("footer.offices")}</h2>
          {OFFICES.map((a) => (
            <address key={a.label} className="site-footer__address">
              <strong>{t(a.label)}</strong>
              {a.lines.map((l) => (
                // A postal line keeps its own direction (a US address reads left to right in Arabic too).
                <span key={l} dir="auto">
                  {t(l)}
                </span>
              ))}
            </address>
          ))}
        </div>
      </div>
      <div className="site-footer__legal">
        {t("footer.rights", { year: String(new Date().getFullYear()) })}
      </div>
    </footer>
  );
}
