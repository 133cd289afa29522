/** Notifications (/portal/notifications): what Amal told the user, newest first, and their career e-mails. */
import { useT } from "../../i18n/I18n";
import { PortalHeader } from "../portal/header/PortalHeader";
import { PageTitle } from "../portal/PageTitle";

export function NotificationsPage() {
  const t = useT("notifications");
  return (
    <>
      <PortalHeader />
      <div className="home notifications">
        <header>
          <PageTitle title={t("page.title")} intro={null} />
        </header>
      </div>
    </>
  );
}
