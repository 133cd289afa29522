/** Craft Roadmap (/portal/roadmap-visualizer): a personal learning roadmap drawn as a graph. */
import { useT } from "../../i18n/I18n";
import { PortalHeader } from "../portal/header/PortalHeader";
import { PageTitle } from "../portal/PageTitle";

export function RoadmapPage() {
  const t = useT("roadmap");
  return (
    <>
      <PortalHeader />
      <div className="home roadmap">
        <header>
          <PageTitle title={t("page.title")} intro={t("page.intro")} />
        </header>
      </div>
    </>
  );
}
