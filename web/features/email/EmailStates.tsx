import { Skeleton } from "@radix-ui/themes";
import { EMAIL_GROUPS } from "../../../core/schemas/email";
import { useT } from "../../i18n/I18n";
import { useFailureText } from "../career/parts";
import { PortalHeader } from "../portal/header/PortalHeader";
import { PageLoadError } from "../portal/home/PageLoadError";
import { ListSkeleton } from "./parts";
import "../portal/home/home.css";
import "./email.css";
import { PageTitle } from "../portal/PageTitle";

/** The page's outline, in grey, while the list and the inbox load. */
export function EmailTrackerSkeleton() {
  const t = useT("emails");
  return (
    <>
      <PortalHeader />
      <div className="home email-tracker" role="status" aria-busy="true" aria-label={t("page.loading")}>
        <header className="email-head">
          <div className="email-head__text">
            <PageTitle title={t("page.title")} intro={<Skeleton height="16px" width="min(420px, 90%)" />} />
          </div>
        </header>
        <Skeleton height="40px" />
        <ul className="email-cards">
          {EMAIL_GROUPS.map((g) => (
            <li key={g}>
              <Skeleton className="email-card-skeleton" />
            </li>
          ))}
        </ul>
        <ListSkeleton />
      </div>
    </>
  );
}

/** The page could not load: what happened, and Try again. */
export function EmailTrackerError({ error }: { error: unknown }) {
  const t = useT("emails");
  const failureText = useFailureText();
  return <PageLoadError page="email-tracker" title={t("page.error")} message={failureText(error)} retry={t("action.retry")} />;
}
