import { Skeleton } from "@radix-ui/themes";
import { Award, Briefcase, FileText, GraduationCap, Sparkles, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { useT } from "../../i18n/I18n";
import { PortalHeader } from "../portal/header/PortalHeader";
import { PageLoadError } from "../portal/home/PageLoadError";
import { HomeSection } from "../portal/home/Section";
import { useFailureText } from "./parts";
import "../portal/home/home.css";
import "./career.css";
import { PageTitle } from "../portal/PageTitle";

/** Each section's skeleton rows: a round mark and two lines. */
function RowsSkeleton({ count = 2 }: { count?: number }) {
  return (
    <div className="career-rows">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="career-row">
          <Skeleton className="career-skeleton__icon" />
          <div className="career-row__text">
            <Skeleton height="16px" width="min(240px, 70%)" />
            <Skeleton height="13px" width="min(160px, 50%)" mt="2" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The page's sections, titled, with their content in grey while GET /api/career answers. */
export function CareerSkeleton() {
  const t = useT("career");
  const section = (id: string, title: string, icon: ReactNode, body: ReactNode) => (
    <HomeSection id={id} title={title} icon={icon}>
      {body}
    </HomeSection>
  );
  return (
    <>
      <PortalHeader />
      <div className="home career" role="status" aria-busy="true" aria-label={t("page.loading")}>
        <header className="career-head">
          <PageTitle title={t("page.title")} intro={<Skeleton height="16px" width="min(420px, 90%)" />} />
        </header>
        {section(
          "profile",
          t("profile.title"),
          <UserRound size={20} />,
          <div className="career-profile">
            <Skeleton className="career-skeleton__avatar" />
            <div className="career-profile__main">
              <Skeleton height="28px" width="min(260px, 80%)" />
              <Skeleton height="16px" width="160px" mt="3" />
              <Skeleton height="14px" width="100%" mt="4" />
              <Skeleton height="14px" width="85%" mt="2" />
            </div>
          </div>,
        )}
        {section("jobs", t("jobs.title"), <Briefcase size={20} />, <RowsSkeleton />)}
        {section(
          "skills",
          t("skills.title"),
          <Sparkles size={20} />,
          <div className="career-chips">
            {[90, 60, 120, 75, 100, 66].map((w, i) => (
              <Skeleton key={i} height="28px" width={`${w}px`} className="career-skeleton__chip" />
            ))}
          </div>,
        )}
        {section(
          "resumes",
          t("resumes.title"),
          <FileText size={20} />,
          <div className="doc-grid">
            {[0, 1].map((i) => (
              <Skeleton key={i} className="home-skeleton__doc" />
            ))}
          </div>,
        )}
        {section("certificates", t("certificates.title"), <Award size={20} />, <RowsSkeleton />)}
        {section("education", t("education.title"), <GraduationCap size={20} />, <RowsSkeleton count={1} />)}
      </div>
    </>
  );
}

/** Career Info could not load: what happened, and Retry. */
export function CareerError({ error }: { error: unknown }) {
  const t = useT("career");
  const failureText = useFailureText();
  return <PageLoadError page="career" title={t("page.error")} message={failureText(error)} retry={t("action.retry")} />;
}
