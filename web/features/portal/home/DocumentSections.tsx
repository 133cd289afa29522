import { Badge, Button, Text, VisuallyHidden } from "@radix-ui/themes";
import { ExternalLink, FilePen, FileText, Pencil } from "lucide-react";
import { useEffect } from "react";
import { useT } from "../../../i18n/I18n";
import { AppLink } from "../../../lib/nav";
import { DocThumbnail } from "../../library/DocThumbnail";
import { editorSearch } from "../../library/editor-link";
import type { CraftedResumeItem, ResumeItem } from "../types";
import { LoadMoreButton } from "./LoadMoreButton";
import { useLongDate } from "./long-date";
import { PdfThumbnail } from "./PdfThumbnail";
import { EmptyState, HomeSection } from "./Section";
import { useLoadMore } from "./useLoadMore";

/** "resumes/7/Sara Ali CV.docx" → "Sara Ali CV". */
export function documentName(path: string): string {
  const file = path.split(/[\\/]/).pop() ?? path;
  return file.replace(/\.[a-z0-9]{2,5}$/i, "") || file;
}

/** The uploaded resumes as first-page previews, four at a time. */
export function ResumesSection({ resumes }: { resumes: ResumeItem[] }) {
  const t = useT("portal");
  const longDate = useLongDate();
  const more = useLoadMore(resumes.length);
  return (
    <HomeSection
      id="resumes"
      title={t("resumes.title")}
      icon={<FileText size={20} />}
      description={t("resumes.description")}
      aside={<CountBadge count={resumes.length} label={t("resumes.count", { count: resumes.length })} />}
    >
      {resumes.length === 0 ? (
        <EmptyState
          icon={<FileText size={28} />}
          action={
            <Button asChild variant="soft" size="2">
              <AppLink to="/portal/career-info">{t("resumes.upload")}</AppLink>
            </Button>
          }
        >
          {t("resumes.empty")}
        </EmptyState>
      ) : (
        <>
          <ul className="doc-grid" aria-label={t("resumes.list")}>
            {resumes.slice(0, more.shown).map((resume, index) => (
              <li key={resume.id} className="doc-card">
                <PdfThumbnail url={resume.resume_url} label={t("resumes.preview", { title: resume.title })} onSettled={() => more.markReady(index)} />
                <div className="doc-card__body">
                  {/* Its own direction, so a long name is cut at its end in either language. */}
                  <Text as="p" weight="medium" className="doc-card__title" title={resume.title} data-i18n="content" dir="auto">
                    {resume.title}
                  </Text>
                  <Text as="p" size="1" color="gray">
                    <time dateTime={resume.date_uploaded}>{longDate(resume.date_uploaded)}</time>
                  </Text>
                </div>
                <div className="doc-card__actions">
                  <Button asChild size="1" variant="soft">
                    <AppLink to="/portal/career-info" aria-label={t("resumes.editLabel", { title: resume.title })}>
                      <Pencil size={14} aria-hidden="true" />
                      {t("resumes.edit")}
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

/** Resumes built in the library (Word documents), four at a time. */
export function CraftedResumesSection({ items }: { items: CraftedResumeItem[] }) {
  const t = useT("portal");
  const more = useLoadMore(items.length);
  return (
    <HomeSection
      id="crafted-resumes"
      title={t("crafted.title")}
      icon={<FilePen size={20} />}
      description={t("crafted.description")}
      aside={<CountBadge count={items.length} label={t("crafted.count", { count: items.length })} />}
    >
      {items.length === 0 ? (
        <EmptyState
          icon={<FilePen size={28} />}
          title={t("crafted.emptyTitle")}
          action={
            <Button asChild variant="soft" size="2">
              <AppLink to="/portal/resume-library">{t("crafted.openLibrary")}</AppLink>
            </Button>
          }
        >
          {t("crafted.empty")}
        </EmptyState>
      ) : (
        <>
          <ul className="doc-grid" aria-label={t("crafted.list")}>
            {items.slice(0, more.shown).map((item, index) => (
              <CraftedCard key={item.id} item={item} index={index} onShown={more.markReady} />
            ))}
          </ul>
          <LoadMoreButton state={more} label={t("more.craftedResumes")} />
        </>
      )}
    </HomeSection>
  );
}

/** A Word document's card: its first page drawn from its text; Edit opens it in the word editor. */
function CraftedCard({ item, index, onShown }: { item: CraftedResumeItem; index: number; onShown: (index: number) => void }) {
  const t = useT("portal");
  const name = item.title || documentName(item.file_path);
  // Nothing to fetch: the preview is ready as soon as it is on screen.
  useEffect(() => onShown(index), [onShown, index]);
  return (
    <li className="doc-card">
      <DocThumbnail preview={item.preview} language={item.language} label={t("crafted.preview", { name })} />
      <div className="doc-card__body">
        <Text as="p" weight="medium" className="doc-card__title" title={name}>
          <bdi>{name}</bdi>
        </Text>
      </div>
      <div className="doc-card__actions">
        <Button asChild size="1" variant="soft">
          <AppLink to="/portal/word-editor" search={editorSearch({ id: item.id, title: name, version: item.version })} aria-label={t("resumes.editLabel", { title: name })}>
            <Pencil size={14} aria-hidden="true" />
            {t("resumes.edit")}
          </AppLink>
        </Button>
      </div>
    </li>
  );
}

/** How many items a section holds: the number on screen, the counted noun for screen readers. */
function CountBadge({ count, label }: { count: number; label: string }) {
  const t = useT("portal");
  return count > 0 ? (
    <Badge color="gray" variant="soft" radius="full" className="home-section__count">
      <span aria-hidden="true">{t.number(count)}</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Badge>
  ) : null;
}
