import { AlertDialog, Button, Flex, } from "@radix-ui/themes";
import { useBlocker } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { useCallback, useMemo, useState } from "react";
import type { UserInfo } from "../../../core/schemas/account";
import type { CareerInfo } from "../../../core/schemas/career";
import { useLocale, useT } from "../../i18n/I18n";
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
import { PageTitle } from "../portal/PageTitle";

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
  // Which parts have unsaved changes: leaving the page asks first.
  const [unsaved, setUnsaved] = useState<Record<UnsavedPart, boolean>>({ profile: false, jobs: false, skills: false, resumes: false });
  const onDirty = useMemo(() => {
    const mark = (part: UnsavedPart) => (dirty: boolean) => setUnsaved((u) => (u[part] === dirty ? u : { ...u, [part]: dirty }));
    return { profile: mark("profile"), jobs: mark("jobs"), skills: mark("skills"), resumes: mark("resumes") };
  }, []);
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
          <PageTitle title={t("page.title")} intro={t("page.intro")} />
        </header>
        <ProfileSection user={career.user} onUser={onUser} onDirty={onDirty.profile} />
        <JobsSection jobs={career.jobs} version={career.versions.jobs} reload={reload} onDirty={onDirty.jobs} />
        <SkillsSection skills={career.skills} version={career.versions.skills} reload={reload} onDirty={onDirty.skills} />
        <ResumesSection resumes={career.resumes} version={career.versions.resumes} reload={reload} onDirty={onDirty.resumes} onMerged={replace} />
        <CertificatesSection certificates={career.certificates} onChange={(certificates) => setCareer((c) => ({ ...c, certificates }))} />
        <EducationSection education={career.education} onChange={(education) => setCareer((c) => ({ ...c, education }))} />
      </div>
      <LeaveGuard unsaved={unsaved} />
    </>
  );
}

type UnsavedPart = "profile" | "jobs" | "skills" | "resumes";

/**
 * Leaving the page (a link, Back, closing the tab) while a part has unsaved changes asks first,
 * naming the parts; closing the tab gets the browser's own question.
 */
function LeaveGuard({ unsaved }: { unsaved: Record<UnsavedPart, boolean> }) {
  const t = useT("career");
  const { locale } = useLocale();
  const parts = (Object.keys(unsaved) as UnsavedPart[]).filter((part) => unsaved[part]);
  const blocker = useBlocker({ shouldBlockFn: () => parts.length > 0, enableBeforeUnload: () => parts.length > 0, withResolver: true });
  if (blocker.status !== "blocked") return null;
  const names = new Intl.ListFormat(locale, { type: "conjunction" }).format(parts.map((part) => t(`${part}.title`)));
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && blocker.reset()}>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>{t("leave.title")}</AlertDialog.Title>
        <AlertDialog.Description size="2">{t("leave.text", { parts: names })}</AlertDialog.Description>
        <Flex gap="3" mt="5" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              {t("leave.stay")}
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color="red" onClick={() => blocker.proceed()}>
              {t("leave.go")}
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
