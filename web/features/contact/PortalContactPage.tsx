/** Contact Us inside the portal (/portal/contact-us). */
import { useT } from "../../i18n/I18n";
import { PortalHeader } from "../portal/header/PortalHeader";
import { PageTitle } from "../portal/PageTitle";

export function PortalContactPage() {
  const t = useT("portal");
  return (
    <>
      <PortalHeader />
      <div className="home portal-contact">
        <header>
          <PageTitle title={t("nav.contact")} intro={null} />
        </header>
      </div>
    </>
  );
}
