/** The page's outline while the last roadmap loads, and what shows when it cannot load. */
import { Skeleton } from "@radix-ui/themes";
import { useT } from "../../i18n/I18n";
import { useFailureText } from "../career/parts";
import { PortalHeader } from "../portal/header/PortalHeader";
import { PageLoadError } from "../portal/home/PageLoadError";
import { PageTitle } from "../portal/PageTitle";
import "../portal/home/home.css";
import "./roadmap.css";

export function RoadmapSkeleton() {
  const t = useT("roadmap");
  return (
    <>
      <PortalHeader />
      <div className="home roadmap" role="status" aria-busy="true" aria-label={t("page.loading")}>
        <header className="rm-head">
          <PageTitle title={t("page.title")} intro={<Skeleton height="16px" width="min(520px, 90%)" />} />
        </header>
        <div className="rm-card">
          <Skeleton height="18px" width="120px" />
          <Skeleton height="72px" mt="3" />
        </div>
        <div className="rm-layout">
          <div className="rm-card rm-skeleton-stage">
            <Skeleton height="28px" width="min(320px, 70%)" />
            <Skeleton height="min(460px, 55vh)" mt="4" />
          </div>
          <div className="rm-card rm-saved">
            <Skeleton height="22px" width="200px" />
            <Skeleton height="72px" mt="4" />
            <Skeleton height="72px" mt="3" />
          </div>
        </div>
      </div>
    </>
  );
}

export function RoadmapError({ error }: { error: unknown }) {
  const t = useT("roadmap");
  const failureText = useFailureText();
  return <PageLoadError page="roadmap" title={t("page.error")} message={failureText(error)} retry={t("action.retry")} />;
}
