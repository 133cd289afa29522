/**
 * The library's three grids: the uploaded PDFs (first pages drawn by pdf.js), and the crafted
 * resumes and cover letters (pages drawn from their text), four at a time with Load More.
 * Crafted documents open in the word editor, download as Word or PDF, and are deleted after
 * Confirm Deletion.
 */
import { AlertDialog, Button, Flex, IconButton, Text } from "@radix-ui/themes";
import { ExternalLink, FilePen, FileSearch, FileText, Mail, Pencil, Trash2 } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import type { ResumeItem } from "../../../core/schemas/account";
import type { CraftedDocumentItem } from "../../../core/schemas/library";
import { useT } from "../../i18n/I18n";
import { AppLink } from "../../lib/nav";
import { FormAlert } from "../auth/fields";
import { useFailureText } from "../career/parts";
import { LoadMoreButton } from "../portal/home/LoadMoreButton";
import { useLongDate } from "../portal/home/long-date";
import { PdfThumbnail } from "../portal/home/PdfThumbnail";
import { EmptyState, HomeSection } from "../portal/home/Section";
import { useLoadMore } from "../portal/home/useLoadMore";
import { deleteDocument } from "./api";
import { DownloadMenu } from "./DownloadMenu";
import { DocThumbnail } from "./DocThumbnail";
import { editorSearch } from "./editor-link";

export function ResumesGrid({ resumes }: { resumes: ResumeItem[] }) {
  const t = useT("library");
  const longDate = useLongDate();
  const more = useLoadMore(resumes.length);
  return (
    <HomeSection id="library-resumes" title={t("resumes.title")} icon={<FileText size={20} />} description={t("resumes.description")}>
      {resumes.length === 0 ? (
        <EmptyState icon={<FileText size={28} />}>{t("resumes.empty")}</EmptyState>
      ) : (
        <>
          <ul className="doc-grid" aria-label={t("resumes.list")}>
            {resumes.slice(0, more.shown).map((resume, index) => (
              <li key={resume.id} className="doc-card">
                <PdfThumbnail url={resume.resume_url} label={t("resumes.preview", { title: resume.title })} onSettled={() => more.markReady(index)} />
                <div className="doc-card__body">
                  <Text as="p" weight="medium" className="doc-card__title" title={resume.title} data-i18n="content" dir="auto">
                    {resume.title}
                  </Text>
                  <Text as="p" size="1" color="gray">
                    <time dateTime={resume.date_uploaded}>{longDate(resume.date_uploaded)}</time>
                  </Text>
                </div>
                <div className="doc-card__actions">
                  <Button asChild size="1" variant="soft">
                    <AppLink to="/portal/resume-report" search={{ resume_id: resume.id }} aria-label={t("resumes.analyseLabel", { title: resume.title })}>
                      <FileSearch size={14} aria-hidden="true" />
                      {t("resumes.analyse")}
                    </AppLink>
                  </Button>
                  <Button asChild size="1" variant="ghost" color="gray">
                    <a href={resume.resume_url} target="_blank" rel="noopener" aria-label={t("resumes.openLabel", { title: resume.title })}>
                      <ExternalLink size={14} aria-hidden="true" />
                      {t("resumes.open")}
                    </a>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <LoadMoreButton state={more} label={t("more.resumes")} />
        </>
      )}
    </HomeSection>
  );
}

interface CraftedGridProps {
  kind: "resume" | "cover_letter";
  items: CraftedDocumentItem[];
  onDeleted: (id: number) => void;
}

/** Crafted Resumes or Crafted Cover Letters. */
export function CraftedGrid({ kind, items, onDeleted }: CraftedGridProps) {
  const t = useT("library");
  const more = useLoadMore(items.length);
  const resume = kind === "resume";
  const icon = resume ? <FilePen size={20} /> : <Mail size={20} />;
  return (
    <HomeSection
      id={resume ? "library-crafted" : "library-letters"}
      title={resume ? t("crafted.title") : t("letters.title")}
      icon={icon}
      description={resume ? t("crafted.description") : t("letters.description")}
    >
      {items.length === 0 ? (
        <EmptyState icon={icon}>{resume ? t("crafted.empty") : t("letters.empty")}</EmptyState>
      ) : (
        <>
          <ul className="doc-grid" aria-label={resume ? t("crafted.list") : t("letters.list")}>
            {items.slice(0, more.shown).map((item, index) => (
              <CraftedCard key={item.id} item={item} index={index} onShown={more.markReady} onDeleted={onDeleted} />
            ))}
          </ul>
          <LoadMoreButton state={more} label={resume ? t("more.crafted") : t("more.letters")} />
        </>
      )}
    </HomeSection>
  );
}

function CraftedCard({ item, index, onShown, onDeleted }: { item: CraftedDocumentItem; index: number; onShown: (index: number) => void; onDeleted: (id: number) => void }) {
  const t = useT("library");
  const longDate = useLongDate();
  // Nothing to fetch: the page is drawn as soon as it is on screen.
  useEffect(() => onShown(index), [onShown, index]);
  const forJob = item.job_title ? (item.company ? t("doc.forAt", { job: item.job_title, company: item.company }) : t("doc.for", { job: item.job_title })) : null;
  return (
    <li className="doc-card library-doc" data-document-id={item.id}>
      <DocThumbnail preview={item.preview} language={item.language} label={t("doc.preview", { title: item.title })} />
      <div className="doc-card__body">
        <Text as="p" weight="medium" className="doc-card__title" title={item.title} data-i18n="content" dir="auto">
          {item.title}
        </Text>
        <Text as="p" size="1" color="gray" className="doc-card__title">
          {forJob && (
            <>
              <bdi data-i18n="content">{forJob}</bdi>
              {" · "}
            </>
          )}
          <time dateTime={item.updated_at}>{longDate(item.updated_at)}</time>
        </Text>
      </div>
      <div className="doc-card__actions library-doc__actions">
        <Button asChild size="1" variant="soft">
          <AppLink to="/portal/word-editor" search={editorSearch(item)} aria-label={t("doc.editLabel", { title: item.title })}>
            <Pencil size={14} aria-hidden="true" />
            {t("doc.edit")}
          </AppLink>
        </Button>
        <DownloadMenu id={item.id} compact label={t("doc.downloadLabel", { title: item.title })} docxLabel={t("doc.docx")} pdfLabel={t("doc.pdf")} />
        <ConfirmDeletion title={item.title} onDelete={() => deleteDocument(item.id)} onDeleted={() => onDeleted(item.id)}>
          <IconButton size="1" variant="ghost" color="red" aria-label={t("doc.deleteLabel", { title: item.title })} className="library-doc__delete">
            <Trash2 size={14} aria-hidden="true" />
          </IconButton>
        </ConfirmDeletion>
      </div>
    </li>
  );
}

/** Confirm Deletion: stays open and busy until the server answers; a refusal is said in it and the card stays. */
function ConfirmDeletion({ title, onDelete, onDeleted, children }: { title: string; onDelete: () => Promise<void>; onDeleted: () => void; children: ReactNode }) {
  const t = useT("library");
  const failureText = useFailureText();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await onDelete();
      setOpen(false);
      onDeleted();
    } catch (err) {
      setProblem(`${t("delete.failed", { title })} ${failureText(err)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        if (!next) setProblem(null);
      }}
    >
      <AlertDialog.Trigger>{children}</AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>{t("delete.title")}</AlertDialog.Title>
        <AlertDialog.Description size="2">{t("delete.text", { title })}</AlertDialog.Description>
        {problem && (
          <Flex mt="3">
            <FormAlert>{problem}</FormAlert>
          </Flex>
        )}
        <Flex gap="3" mt="5" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray" disabled={busy}>
              {t("action.cancel")}
            </Button>
          </AlertDialog.Cancel>
          <Button color="red" loading={busy} onClick={() => void confirm()}>
            {t("delete.confirm")}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
