import { Skeleton } from "@radix-ui/themes";
import { useT } from "../../i18n/I18n";
import { useFailureText } from "../career/parts";
import { PortalHeader } from "../portal/header/PortalHeader";
import { PageLoadError } from "../portal/home/PageLoadError";
import "../portal/home/home.css";
import "./networking.css";
import { PageTitle } from "../portal/PageTitle";

/** The page's outline, in grey, while the saved messages load. */
export function NetworkingSkeleton() {
  const t = useT("networking");
  return (
    <>
      <PortalHeader />
      <div className="home networking" role="status" aria-busy="true" aria-label={t("page.loading")}>
        <header className="net-head">
          <PageTitle title={t("page.title")} intro={<Skeleton height="16px" width="min(520px, 90%)" />} />
        </header>
        <div className="net-layout">
          <div className="net-main">
            <div className="net-card">
              <Skeleton height="22px" width="160px" />
              <Skeleton height="64px" mt="4" />
              <div className="net-grid net-skeleton-grid">
                {[0, 1, 2, 3].map((i) => (
                  <Skeleton key={i} height="40px" />
                ))}
              </div>
              <Skeleton height="84px" mt="4" />
            </div>
          </div>
          <div className="net-card net-saved">
            <Skeleton height="22px" width="220px" />
            <Skeleton height="96px" mt="4" />
            <Skeleton height="96px" mt="3" />
          </div>
        </div>
      </div>
    </>
  );
}

/** The saved messages could not load: what happened, and Try again. */
export function NetworkingError({ error }: { error: unknown }) {
  const t = useT("networking");
  const failureText = useFailureText();
  return <PageLoadError page="networking" title={t("page.error")} message={failureText(error)} retry={t("action.retry")} />;
}
