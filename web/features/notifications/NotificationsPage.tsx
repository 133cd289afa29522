/** Notifications (/portal/notifications): what Amal told the user, newest first, and their career e-mails. */
import { Button } from "@radix-ui/themes";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { useT } from "../../i18n/I18n";
import { PortalHeader } from "../portal/header/PortalHeader";
import { PageTitle } from "../portal/PageTitle";
import { portalUserAtom } from "../portal/state";
import { CareerEmailPanel } from "./CareerEmailPanel";

export function NotificationsPage() {
  const t = useT("notifications");
  const user = useAtomValue(portalUserAtom);
  const [emailOpen, setEmailOpen] = useState(false);
  return (
    <>
      <PortalHeader />
      <div className="home notifications">
        <header>
          <PageTitle title={t("page.title")} intro={null} />
        </header>
        <Button variant="soft" aria-expanded={emailOpen} aria-controls="career-email-panel" onClick={() => setEmailOpen((open) => !open)}>
          {t("email.toggle")}
        </Button>
        <div id="career-email-panel">{emailOpen && user && <CareerEmailPanel email={user.email} />}</div>
      </div>
    </>
  );
}
