import type { ReactNode } from "react";
import { useT } from "../../i18n/I18n";
import { Footer } from "./Footer";
import { Header } from "./Header";

export function SiteLayout({ children }: { children: ReactNode }) {
  const t = useT("site");
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {t("skipToContent")}
      </a>
      <Header />
      <main id="main">{children}</main>
      <Footer />
    </div>
  );
}
