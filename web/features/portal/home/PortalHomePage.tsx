import { Callout } from "@radix-ui/themes";
import { useSetAtom } from "jotai";
import { Info } from "lucide-react";
import { useEffect } from "react";
import { SCANNED_RESUME_NOTE } from "../../../../core/schemas/account";
import { useT } from "../../../i18n/I18n";
import { AppLink } from "../../../lib/nav";
import { rich } from "../../auth/rich";
import { PortalHeader } from "../header/PortalHeader";
import { portalUserAtom } from "../state";
import type { PortalHome } from "../types";
import { DailyTips } from "./DailyTips";
import { CraftedResumesSection, ResumesSection } from "./DocumentSections";
import { Greeting } from "./Greeting";
import { ContactsSection, JobsSection, SkillsSection } from "./ProfileCards";
import { SessionsSection } from "./SessionsSection";
import "./home.css";

/** /portal/home: the user's dashboard, from one GET /api/portal/home. */
export function PortalHomePage({ data }: { data: PortalHome }) {
  const t = useT("portal");
  const setUser = useSetAtom(portalUserAtom);
  // The home brings the freshest profile: the shell and header show it too.
  useEffect(() => setUser(data.user), [data.user, setUser]);

  return (
    <>
      <PortalHeader />
      <div className="home">
        <Greeting user={data.user} />
        {data.extraction.note && (
          <Callout.Root color="amber" variant="surface" className="home-note" role="note">
            <Callout.Icon>
              <Info size={16} />
            </Callout.Icon>
            <Callout.Text>
              {data.extraction.note === SCANNED_RESUME_NOTE
                ? rich(t("home.note.scannedResume"), {
                    careerInfo: (
                      <AppLink to="/portal/career-info" className="home-note__link">
                        {t("nav.careerInfo")}
                      </AppLink>
                    ),
                  })
                : data.extraction.note}
            </Callout.Text>
          </Callout.Root>
        )}
        <SessionsSection sessions={data.sessions} />
        <ResumesSection resumes={data.resumes} />
        <CraftedResumesSection items={data.craftedResumes} />
        <div className="home-trio">
          <SkillsSection skills={data.skills} />
          <JobsSection jobs={data.jobs} />
          <ContactsSection user={data.user} />
        </div>
        <DailyTips />
      </div>
    </>
  );
}
