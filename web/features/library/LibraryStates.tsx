import { Skeleton } from "@radix-ui/themes";
import { FilePen, FileText, Mail } from "lucide-react";
import { useT } from "../../i18n/I18n";
import { useFailureText } from "../career/parts";
import { PortalHeader } from "../portal/header/PortalHeader";
import { PageLoadError } from "../portal/home/PageLoadError";
import { HomeSection } from "../portal/home/Section";
import "../portal/home/home.css";
import "./library.css";
import { PageTitle } from "../portal/PageTitle";

/** The page's outline, in grey, while GET /api/library answers. */
export function LibrarySkeleton() {
  const t = useT("library");
  const grid = (
    <div className="doc-grid">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="home-skeleton__doc" />
      ))}
    </div>
  );
  return (
    <>
      <PortalHeader />
      <div className="home library" role="status" aria-busy="true" aria-label={t("page.loading")}>
        <header className="library-head">
          <PageTitle title={t("page.title")} intro={<Skeleton height="16px" width="min(420px, 90%)" />} />
        </header>
        <div className="library-cards">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="library-skeleton__card" />
          ))}
        </div>
        <HomeSection id="library-resumes" title={t("resumes.title")} icon={<FileText size={20} />}>
          {grid}
        </HomeSection>
        <HomeSection id="library-crafted" title={t("crafted.title")} icon={<FilePen size={20} />}>
          {grid}
        </HomeSection>
        <HomeSection id="library-letters" title={t("letters.title")} icon={<Mail size={20} />}>
          {grid}
        </HomeSection>
      </div>
    </>
  );
}

/** The library could not load: what happened, and Retry. */
export function LibraryError({ error }: { error: unknown }) {
  const t = useT("library");
  const failureText = useFailureText();
  return <PageLoadError page="library" title={t("page.error")} message={failureText(error)} retry={t("action.retry")} />;
}
