import { Badge, Button, Text } from "@radix-ui/themes";
import { ExternalLink, FilePen, FileText, Pencil } from "lucide-react";
import { useEffect } from "react";
import { formatLongDate } from "../../../../core/format/dates";
import { AppLink } from "../../../lib/nav";
import type { CraftedResumeItem, ResumeItem } from "../types";
import { LoadMoreButton } from "./LoadMoreButton";
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
  const more = useLoadMore(resumes.length);
  return (
    <HomeSection
      id="resumes"
      title="Resumes"
      icon={<FileText size={20} />}
      description="The PDFs you uploaded."
      aside={<CountBadge count={resumes.length} />}
    >
      {resumes.length === 0 ? (
        <EmptyState
          icon={<FileText size={28} />}
          action={
            <Button asChild variant="soft" size="2">
              <AppLink to="/portal/career-info">Upload a resume</AppLink>
            </Button>
          }
        >
          No resumes uploaded yet. Add one in Career Info to see it here.
        </EmptyState>
      ) : (
        <>
          <ul className="doc-grid" aria-label="Uploaded resumes">
            {resumes.slice(0, more.shown).map((resume, index) => (
              <li key={resume.id} className="doc-card">
                <PdfThumbnail url={resume.resume_url} label={`First page of ${resume.title}`} onSettled={() => more.markReady(index)} />
                <div className="doc-card__body">
                  <Text as="p" weight="medium" className="doc-card__title" title={resume.title}>
                    {resume.title}
                  </Text>
                  <Text as="p" size="1" color="gray">
                    <time dateTime={resume.date_uploaded}>{formatLongDate(resume.date_uploaded)}</time>
                  </Text>
                </div>
                <div className="doc-card__actions">
                  <Button asChild size="1" variant="soft">
                    <AppLink to="/portal/career-info" aria-label={`Edit ${resume.title}`}>
                      <Pencil size={14} aria-hidden="true" />
                      Edit
                    </AppLink>
                  </Button>
                  <Button asChild size="1" variant="ghost" color="gray">
                    <a href={resume.resume_url} target="_blank" rel="noopener" aria-label={`Open ${resume.title} (opens in a new tab)`}>
                      <ExternalLink size={14} aria-hidden="true" />
                      Open
                    </a>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <LoadMoreButton state={more} label="resumes" />
        </>
      )}
    </HomeSection>
  );
}

/** Resumes built in the library (Word documents), four at a time. */
export function CraftedResumesSection({ items }: { items: CraftedResumeItem[] }) {
  const more = useLoadMore(items.length);
  return (
    <HomeSection
      id="crafted-resumes"
      title="Crafted Resumes"
      icon={<FilePen size={20} />}
      description="Tailored resumes you create with Amal."
      aside={<CountBadge count={items.length} />}
    >
      {items.length === 0 ? (
        <EmptyState
          icon={<FilePen size={28} />}
          title="No crafted resumes yet"
          action={
            <Button asChild variant="soft" size="2">
              <AppLink to="/portal/resume-library">Open Resume Library</AppLink>
            </Button>
          }
        >
          Build a resume for a specific job in the Resume Library and it will appear here.
        </EmptyState>
      ) : (
        <>
          <ul className="doc-grid" aria-label="Crafted resumes">
            {items.slice(0, more.shown).map((item, index) => (
              <CraftedCard key={item.id} item={item} index={index} onShown={more.markReady} />
            ))}
          </ul>
          <LoadMoreButton state={more} label="crafted resumes" />
        </>
      )}
    </HomeSection>
  );
}

/** A Word document's card: a drawn page (the document itself opens in the editor). */
function CraftedCard({ item, index, onShown }: { item: CraftedResumeItem; index: number; onShown: (index: number) => void }) {
  const name = documentName(item.file_path || item.resume_url);
  // Nothing to fetch: the preview is ready as soon as it is on screen.
  useEffect(() => onShown(index), [onShown, index]);
  return (
    <li className="doc-card">
      <div className="word-thumb" role="img" aria-label={`Word document ${name}`}>
        <span className="word-thumb__badge" aria-hidden="true">
          DOCX
        </span>
        <span className="word-thumb__lines" aria-hidden="true">
          {Array.from({ length: 9 }, (_, i) => (
            <span key={i} />
          ))}
        </span>
      </div>
      <div className="doc-card__body">
        <Text as="p" weight="medium" className="doc-card__title" title={name}>
          {name}
        </Text>
      </div>
      <div className="doc-card__actions">
        <Button asChild size="1" variant="soft">
          <AppLink to="/portal/resume-library" aria-label={`Edit ${name}`}>
            <Pencil size={14} aria-hidden="true" />
            Edit
          </AppLink>
        </Button>
      </div>
    </li>
  );
}

function CountBadge({ count }: { count: number }) {
  return count > 0 ? (
    <Badge color="gray" variant="soft" radius="full" className="home-section__count">
      {count}
    </Badge>
  ) : null;
}
