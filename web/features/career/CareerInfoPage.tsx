import { Heading, Text } from "@radix-ui/themes";
import { useSetAtom } from "jotai";
import { useCallback, useState } from "react";
import type { UserInfo } from "../../../core/schemas/account";
import type { CareerInfo } from "../../../core/schemas/career";
import { useT } from "../../i18n/I18n";
import { PortalHeader } from "../portal/header/PortalHeader";
import { portalUserAtom } from "../portal/state";
import { fetchCareer } from "./api";
import { CertificatesSection } from "./CertificatesSection";
import { EducationSection } from "./EducationSection";
import { JobsSection } from "./JobsSection";
import { ProfileSection } from "./ProfileSection";
import { ResumesSection } from "./ResumesSection";
import { SkillsSection } from "./SkillsSection";
import "../portal/home/home.css";
import "./career.css";

/**
 * /portal/career-info: the profile, jobs, skills, resumes, certificates and education, in the
 * spec's order, from one GET /api/career. Each section saves its own part; Get Info and a
 * Reload after a stale save replace the page's data, and sections with unsaved changes keep them.
 */
export function CareerInfoPage({ data }: { data: CareerInfo }) {
  const t = useT("career");
  const setPortalUser = useSetAtom(portalUserAtom);
  const [career, setCareer] = useState(data);
  // The loader read again (the route was revisited): start from its data.
  const [source, setSource] = useState(data);
  if (source !== data) {
    setSource(data);
    setCareer(data);
  }

  const replace = useCallback(
    (next: CareerInfo) => {
      setCareer(next);
      setPortalUser(next.user);
    },
    [setPortalUser],
  );
  const reload = useCallback(async () => {
    const fresh = await fetchCareer();
    replace(fresh);
    return fresh;
  }, [replace]);
  const onUser = useCallback(
    (user: UserInfo) => {
      setCareer((c) => ({ ...c, user }));
      // The shell's name, title and picture follow.
      setPortalUser(user);
    },
    [setPortalUser],
  );

  return (
    <>
      <PortalHeader />
      <div className="home career">
        <header className="career-head">
          <Heading as="h1" size={{ initial: "6", sm: "7" }}>
            {t("page.title")}
          </Heading>
          <Text as="p" color="gray" size="3">
            {t("page.intro")}
          </Text>
        </header>
        <ProfileSection user={career.user} onUser={onUser} />
        <JobsSection jobs={career.jobs} version={career.versions.jobs} reload={reload} />
        <SkillsSection skills={career.skills} version={career.versions.skills} reload={reload} />
        <ResumesSection resumes={career.resumes} version={career.versions.resumes} reload={reload} onMerged={replace} />
        <CertificatesSection certificates={career.certificates} onChange={(certificates) => setCareer((c) => ({ ...c, certificates }))} />
        <EducationSection education={career.education} onChange={(education) => setCareer((c) => ({ ...c, education }))} />
      </div>
    </>
  );
}
