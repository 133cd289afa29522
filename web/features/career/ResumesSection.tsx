import { Button, Callout, IconButton, Text } from "@radix-ui/themes";
import { CircleCheck, FileSearch, FileText, FileUp, ScanText, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { ResumeItem } from "../../../core/schemas/account";
import { uploadError } from "../../../core/schemas/auth-rules";
import type { CareerInfo, CareerMerge } from "../../../core/schemas/career";
import { useErrorText } from "../../i18n/errors";
import { useLocale, useT } from "../../i18n/I18n";
import { AppLink } from "../../lib/nav";
import { useLongDate } from "../portal/home/long-date";
import { PdfThumbnail } from "../portal/home/PdfThumbnail";
import { EmptyState, HomeSection } from "../portal/home/Section";
import { FieldError } from "../auth/fields";
import { resumeInfo, saveResumes, uploadResume } from "./api";
import { useListDraft } from "./list-draft";
import { ListProblemCallout, SectionProblem, UnsavedBar, useFailureText } from "./parts";
import { useListSave } from "./useListSave";

const pickResumes = (career: CareerInfo) => ({ items: career.resumes, version: career.versions.resumes });

type InfoState = { status: "idle" } | { status: "running"; id: number } | { status: "done"; title: string; added: CareerMerge["added"] } | { status: "failed"; id: number; message: string };

/**
 * Resumes: the uploaded PDFs with their first pages. Upload adds one at once; Delete takes one
 * off the page until Save All Changes (or Cancel). Get Info adds what a resume says to the career
 * info and refreshes the page; Analyse opens its report.
 */
export function ResumesSection({ resumes, version, reload, onDirty, onMerged }: { resumes: ResumeItem[]; version: string; reload: () => Promise<CareerInfo>; onDirty: (dirty: boolean) => void; onMerged: (career: CareerInfo) => void }) {
  const t = useT("career");
  const errorText = useErrorText();
  const failureText = useFailureText();
  const longDate = useLongDate();
  const list = useListDraft<ResumeItem>(resumes, version);
  const saver = useListSave<ResumeItem>(list, (v, values) => saveResumes(v, values.map((r) => r.id)).then((r) => ({ items: r.resumes, version: r.version })), reload, pickResumes);
  const [info, setInfo] = useState<InfoState>({ status: "idle" });
  const [uploading, setUploading] = useState(false);
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const rows = list.draft.rows;
  useEffect(() => onDirty(list.dirty), [list.dirty, onDirty]);
  const removed = list.draft.saved.length - rows.filter((r) => list.draft.saved.some((s) => s.key === r.key)).length;

  const upload = async (file: File) => {
    const local = uploadError("resume", file);
    if (local) return setUploadProblem(errorText.message(local));
    setUploadProblem(null);
    setUploading(true);
    try {
      const { resume, version: next } = await uploadResume(file);
      // Saved at once; deletions still pending stay pending.
      list.prependSaved(resume, next);
    } catch (err) {
      setUploadProblem(failureText(err));
    } finally {
      setUploading(false);
    }
  };

  const getInfo = async (resume: ResumeItem) => {
    setInfo({ status: "running", id: resume.id });
    try {
      const merge = await resumeInfo(resume.id);
      onMerged(merge.career);
      setInfo({ status: "done", title: resume.title, added: merge.added });
    } catch (err) {
      setInfo({ status: "failed", id: resume.id, message: failureText(err) });
    }
  };

  const uploadButton = (
    <Button type="button" variant="soft" size="2" loading={uploading} onClick={() => fileInput.current?.click()} aria-describedby="career-resume-hint">
      <FileUp size={16} aria-hidden="true" />
      {t("resumes.upload")}
    </Button>
  );

  return (
    <HomeSection id="resumes" title={t("resumes.title")} icon={<FileText size={20} />} description={t("resumes.description")} aside={rows.length > 0 && uploadButton}>
      <input
        ref={fileInput}
        type="file"
        accept=".pdf,application/pdf"
        className="career-visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (file) void upload(file);
        }}
      />
      <Text as="p" size="1" color="gray" id="career-resume-hint" className="career-visually-hidden">
        {t("resumes.uploadHint")}
      </Text>
      {uploadProblem && <FieldError id="career-resume-error">{uploadProblem}</FieldError>}
      {info.status === "done" && <InfoBanner title={info.title} added={info.added} onClose={() => setInfo({ status: "idle" })} />}
      {info.status === "failed" && (
        <SectionProblem action={t("action.tryAgain")} onAction={() => {
          const resume = rows.find((r) => r.value.id === info.id)?.value;
          if (resume) void getInfo(resume);
        }}>
          {info.message}
        </SectionProblem>
      )}
      <ListProblemCallout problem={saver.problem} onRetry={() => void saver.save()} onReload={() => void saver.reload()} busy={saver.reloading} />

      {rows.length === 0 ? (
        <EmptyState icon={<FileText size={28} />} action={uploadButton}>
          {removed > 0 ? t("resumes.allRemoved") : t("resumes.empty")}
        </EmptyState>
      ) : (
        <ul className="doc-grid career-docs" aria-label={t("resumes.list")}>
          {rows.map(({ key, value: resume }) => {
            const running = info.status === "running" && info.id === resume.id;
            return (
              <li key={key} className="doc-card career-doc">
                <PdfThumbnail url={resume.resume_url} label={t("resumes.preview", { title: resume.title })} />
                <div className="doc-card__body career-doc__body">
                  <div className="career-doc__text">
                    {/* Its own direction, so a long name is cut at its end in either language. */}
                    <Text as="p" weight="medium" className="doc-card__title" title={resume.title} data-i18n="content" dir="auto">
                      {resume.title}
                    </Text>
                    <Text as="p" size="1" color="gray">
                      <time dateTime={resume.date_uploaded}>{longDate(resume.date_uploaded)}</time>
                    </Text>
                  </div>
                  <IconButton
                    type="button"
                    variant="ghost"
                    color="red"
                    size="1"
                    aria-label={t("resumes.delete", { title: resume.title })}
                    disabled={saver.saving || running}
                    onClick={() => list.remove(key)}
                  >
                    <Trash2 size={15} aria-hidden="true" />
                  </IconButton>
                </div>
                <div className="career-doc__actions">
                  <Button
                    type="button"
                    size="1"
                    variant="soft"
                    disabled={info.status === "running"}
                    onClick={() => void getInfo(resume)}
                    aria-label={running ? undefined : t("resumes.getInfoLabel", { title: resume.title })}
                  >
                    <ScanText size={14} aria-hidden="true" />
                    {running ? t("resumes.loading") : t("resumes.getInfo")}
                  </Button>
                  <Button asChild size="1" variant="outline">
                    <AppLink to="/portal/resume-report" search={{ resume_id: resume.id }} aria-label={t("resumes.analyseLabel", { title: resume.title })}>
                      <FileSearch size={14} aria-hidden="true" />
                      {t("resumes.analyse")}
                    </AppLink>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {list.dirty && (
        <UnsavedBar
          message={t("resumes.unsaved", { count: removed })}
          saveLabel={t("resumes.saveAll")}
          cancelLabel={t("action.cancel")}
          saving={saver.saving}
          onSave={() => void saver.save()}
          onCancel={saver.cancel}
        />
      )}
    </HomeSection>
  );
}

/** "Career Info updated Successfully", and what Get Info added. */
function InfoBanner({ title, added, onClose }: { title: string; added: CareerMerge["added"]; onClose: () => void }) {
  const t = useT("career");
  const { locale } = useLocale();
  const parts = [
    added.jobs && t("info.jobs", { count: added.jobs }),
    added.skills && t("info.skills", { count: added.skills }),
    added.education && t("info.education", { count: added.education }),
    added.certificates && t("info.certificates", { count: added.certificates }),
  ].filter((p): p is string => !!p);
  const list = new Intl.ListFormat(locale, { type: "conjunction" }).format(parts);
  return (
    <Callout.Root color="green" variant="surface" role="status" className="career-banner">
      <Callout.Icon>
        <CircleCheck size={16} />
      </Callout.Icon>
      <div className="career-banner__body">
        <Text as="p" weight="bold" size="2">
          {t("info.updated")}
        </Text>
        <Text as="p" size="2">
          {parts.length ? t("info.added", { title, list }) : t("info.nothingNew", { title })}
        </Text>
      </div>
      <Button type="button" size="1" variant="ghost" color="green" onClick={onClose} className="career-banner__close">
        {t("action.dismiss")}
      </Button>
    </Callout.Root>
  );
}
