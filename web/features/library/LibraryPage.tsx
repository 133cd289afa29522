/**
 * /portal/resume-library: the four actions (Resume Builder, Resume Enhance, Cover Letter
 * Builder, Final Resume Upload) and the three grids, from one GET /api/library. A crafted
 * document appears at the top of its grid when the modal closes; an analysed resume opens its
 * report.
 */
import { Button, Callout, IconButton, Text } from "@radix-ui/themes";
import { useNavigate, useRouterState } from "@tanstack/react-router";
import "./job-prefill";
import { CircleCheck, Pencil, X } from "lucide-react";
import { useCallback, useState } from "react";
import type { CraftedDocumentItem, LibraryAction, LibraryList } from "../../../core/schemas/library";
import { useT } from "../../i18n/I18n";
import { AppLink } from "../../lib/nav";
import { PortalHeader } from "../portal/header/PortalHeader";
import { ActionCards } from "./ActionCards";
import { downloadUrl, fetchLibrary, startDownload } from "./api";
import { CraftedGrid, ResumesGrid } from "./DocumentGrids";
import { editorSearch } from "./editor-link";
import { LibraryModal } from "./LibraryModal";
import "../portal/home/home.css";
import "./library.css";
import { PageTitle } from "../portal/PageTitle";

type Notice = { kind: "crafted"; document: CraftedDocumentItem; removed: number; downloading: boolean } | { kind: "uploaded"; title: string };

export function LibraryPage({ data }: { data: LibraryList }) {
  const t = useT("library");
  const navigate = useNavigate();
  const [list, setList] = useState(data);
  // The loader read again (the route was revisited): start from its data.
  const [source, setSource] = useState(data);
  if (source !== data) {
    setSource(data);
    setList(data);
  }
  // Job Search's "Create a tailored resume": the create-resume form opens with the job's description.
  const prefill = useRouterState({ select: (s) => s.location.state.craftResumeFor });
  const [action, setAction] = useState<LibraryAction | null>(prefill ? "create_resume" : null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const refresh = useCallback(() => {
    fetchLibrary()
      .then(setList)
      .catch(() => undefined);
  }, []);

  const onDeleted = useCallback((id: number) => {
    setList((l) => ({ ...l, craftedResumes: l.craftedResumes.filter((d) => d.id !== id), coverLetters: l.coverLetters.filter((d) => d.id !== id) }));
  }, []);

  return (
    <>
      <PortalHeader />
      <div className="home library">
        <header className="library-head">
          <PageTitle title={t("page.title")} intro={t("page.intro")} />
        </header>
        <ActionCards
          onAction={(next) => {
            setNotice(null);
            setAction(next);
          }}
        />
        {notice && <NoticeBanner notice={notice} onClose={() => setNotice(null)} />}
        <ResumesGrid resumes={list.resumes} />
        <CraftedGrid kind="resume" items={list.craftedResumes} onDeleted={onDeleted} />
        <CraftedGrid kind="cover_letter" items={list.coverLetters} onDeleted={onDeleted} />
      </div>
      <LibraryModal
        action={action}
        jobDescription={action === "create_resume" ? prefill : undefined}
        onClose={() => setAction(null)}
        onAbandoned={() => setTimeout(refresh, 1_000)}
        onCrafted={(document, removed, download) => {
          setAction(null);
          setList((l) =>
            document.kind === "resume"
              ? { ...l, craftedResumes: [document, ...l.craftedResumes.filter((d) => d.id !== document.id)] }
              : { ...l, coverLetters: [document, ...l.coverLetters.filter((d) => d.id !== document.id)] },
          );
          if (download) startDownload(downloadUrl(document.id, "docx"));
          setNotice({ kind: "crafted", document, removed, downloading: download });
        }}
        onUploaded={(resume, done) => {
          setAction(null);
          if (done === "analyze_resume") {
            void navigate({ to: "/portal/resume-report", search: { resume_id: resume.id } });
            return;
          }
          setList((l) => ({ ...l, resumes: [resume, ...l.resumes.filter((r) => r.id !== resume.id)] }));
          setNotice({ kind: "uploaded", title: resume.title });
        }}
      />
    </>
  );
}

function NoticeBanner({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const t = useT("library");
  return (
    <Callout.Root color="green" variant="surface" highContrast role="status" className="library-notice">
      <Callout.Icon>
        <CircleCheck size={16} />
      </Callout.Icon>
      <div className="library-notice__body">
        {notice.kind === "crafted" ? (
          <>
            <Text as="p" size="2" weight="bold">
              {notice.document.kind === "resume" ? t("done.resume", { title: notice.document.title }) : t("done.letter", { title: notice.document.title })}
            </Text>
            {(notice.downloading || notice.removed > 0) && (
              <Text as="p" size="2">
                {[notice.downloading ? t("done.downloading") : "", notice.removed > 0 ? t("done.removed", { count: notice.removed }) : ""].filter(Boolean).join(" ")}
              </Text>
            )}
            <Button asChild size="1" variant="outline" color="gray" highContrast mt="2">
              <AppLink to="/portal/word-editor" search={editorSearch(notice.document)}>
                <Pencil size={14} aria-hidden="true" />
                {t("done.edit")}
              </AppLink>
            </Button>
          </>
        ) : (
          <Text as="p" size="2" weight="bold">
            {t("done.uploaded", { title: notice.title })}
          </Text>
        )}
      </div>
      <IconButton type="button" size="1" variant="ghost" color="gray" aria-label={t("done.dismiss")} onClick={onClose} className="library-notice__close">
        <X size={14} aria-hidden="true" />
      </IconButton>
    </Callout.Root>
  );
}
