import { Skeleton } from "@radix-ui/themes";
import { ApiError, NETWORK_MESSAGE } from "../../../api-errors";
import { useErrorText } from "../../../i18n/errors";
import { useT } from "../../../i18n/I18n";
import { PortalHeader } from "../header/PortalHeader";
import { PageLoadError } from "./PageLoadError";
import "./home.css";

/** The portal home's layout in grey while GET /api/portal/home answers. */
export function HomeSkeleton() {
  const t = useT("portal");
  return (
    <>
      <PortalHeader />
      <div className="home" role="status" aria-busy="true" aria-label={t("home.loading")}>
        <div className="home-hero">
          <Skeleton className="home-skeleton__avatar" />
          <div className="home-hero__text">
            <Skeleton height="14px" width="110px" />
            <Skeleton height="32px" width="min(320px, 80%)" mt="3" />
            <Skeleton height="14px" width="220px" mt="3" />
            <Skeleton height="14px" width="100%" mt="5" />
            <Skeleton height="14px" width="90%" mt="2" />
            <Skeleton height="14px" width="60%" mt="2" />
          </div>
        </div>
        <div className="home-section">
          <Skeleton height="22px" width="200px" />
          <Skeleton height="96px" width="100%" mt="4" />
        </div>
        <div className="home-section">
          <Skeleton height="22px" width="140px" />
          <div className="doc-grid">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="home-skeleton__doc" />
            ))}
          </div>
        </div>
        <div className="home-trio">
          {[0, 1, 2].map((i) => (
            <div key={i} className="home-section">
              <Skeleton height="22px" width="120px" />
              <Skeleton height="14px" width="100%" mt="4" />
              <Skeleton height="14px" width="80%" mt="2" />
            </div>
          ))}
        </div>
      </div>
    </>
  );
}

/** The portal home could not load: what happened, and Retry. */
export function HomeError({ error }: { error: unknown }) {
  const t = useT("portal");
  const errorText = useErrorText();
  // The server's own words for an API error; a failed request usually means the connection.
  const message = error instanceof ApiError ? errorText.refusal(error) : errorText.message(NETWORK_MESSAGE);
  return <PageLoadError title={t("home.error.title")} message={message} retry={t("home.error.retry")} />;
}
