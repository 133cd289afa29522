/** Job Search (/portal/jobs-board-search): open positions from connected job boards, ranked for the user. */
import { useT } from "../../i18n/I18n";
import { PortalHeader } from "../portal/header/PortalHeader";
import { PageTitle } from "../portal/PageTitle";

export function JobSearchPage() {
  const t = useT("jobs");
  return (
    <>
      <PortalHeader />
      <div className="home jobs">
        <header>
          <PageTitle title={t("page.title")} intro={t("page.intro")} />
        </header>
      </div>
    </>
  );
}
