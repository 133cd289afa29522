/**
 * The library's modal for its six actions (spec section 4): a form, then progress, closing on
 * success. Crafting shows the server's five steps as its events arrive; the two uploads show
 * "Uploading your resume..." until the PDF is stored. Every refusal returns to the form with
 * what the user typed, the message on its field when it names one.
 */
import { Button, Dialog, Flex, SegmentedControl, Select, Spinner, Text } from "@radix-ui/themes";
import { useEffect, useId, useRef, useState } from "react";
import type { ResumeItem } from "../../../core/schemas/account";
import { uploadError } from "../../../core/schemas/auth-rules";
import { CRAFT_STEPS, descriptionError, linkError, type CraftKindName, type CraftedDocumentItem, type LibraryAction } from "../../../core/schemas/library";
import { ApiError } from "../../api";
import { useErrorText } from "../../i18n/errors";
import { useT } from "../../i18n/I18n";
import { AppLink } from "../../lib/nav";
import { FileInput, FormAlert, TextInput } from "../auth/fields";
import { TextAreaField, useFailureText } from "../career/parts";
import { craftDocument, uploadLibraryResume } from "./api";
import { CraftProgress, type StepStatus } from "./CraftProgress";

export interface LibraryModalProps {
  action: LibraryAction | null;
  onClose: () => void;
  /** A document was crafted (and, for the download actions, should now download). */
  onCrafted: (document: CraftedDocumentItem, removed: number, download: boolean) => void;
  onUploaded: (resume: ResumeItem, action: "analyze_resume" | "upload_final_resume") => void;
  /** The modal was closed while a document was being crafted: the list may have changed. */
  onAbandoned: () => void;
  /** A job description to start from (Job Search's "Create a tailored resume"). */
  jobDescription?: string;
}

export function LibraryModal({ action, onClose, onCrafted, onUploaded, onAbandoned, jobDescription }: LibraryModalProps) {
  const t = useT("library");
  const [busy, setBusy] = useState(false);
  const upload = action === "analyze_resume" || action === "upload_final_resume";
  return (
    <Dialog.Root
      open={action !== null}
      onOpenChange={(open) => {
        if (open) return;
        if (busy && !upload) onAbandoned();
        // An upload is not cancelled half-way: it takes seconds and the file is kept.
        if (busy && upload) return;
        setBusy(false);
        onClose();
      }}
    >
      <Dialog.Content maxWidth="560px" className="library-modal" aria-describedby={undefined}>
        {action && (
          <>
            <Dialog.Title size="5">{t(`modal.${action}`)}</Dialog.Title>
            {upload ? (
              <UploadPanel key={action} action={action} onBusy={setBusy} onUploaded={(resume) => onUploaded(resume, action)} />
            ) : (
              <CraftPanel key={action} action={action} onBusy={setBusy} onCrafted={onCrafted} jobDescription={jobDescription} />
            )}
          </>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** How long the finished steps stay on screen before the modal closes. */
const DONE_PAUSE_MS = 900;

const kindOf = (action: LibraryAction): CraftKindName => (action === "create_cover_letter" || action === "download_cover_letter" ? "cover_letter" : "resume");

type Field = "job_link" | "job_description";
type Problem = { message: string; subscribe: boolean } | null;

/** A refusal of the whole form, with the way to a plan when a subscription is what is missing. */
function ProblemAlert({ problem }: { problem: Problem }) {
  const t = useT("library");
  if (!problem) return null;
  return (
    <FormAlert>
      {problem.message}
      {problem.subscribe && (
        <>
          {" "}
          <AppLink to="/portal/subscription-manager">{t("form.subscribe")}</AppLink>
        </>
      )}
    </FormAlert>
  );
}

/** The subscription ended or never began: the message says so, with the way to subscribe. */
const needsSubscription = (err: ApiError) => err.status === 402 || err.code === "subscription_required" || err.code === "subscription_failed";

function CraftPanel({
  action,
  onBusy,
  onCrafted,
  jobDescription,
}: { action: LibraryAction; onBusy: (busy: boolean) => void; onCrafted: LibraryModalProps["onCrafted"]; jobDescription?: string }) {
  const t = useT("library");
  const errorText = useErrorText();
  const failureText = useFailureText();
  const kind = kindOf(action);
  const download = action.startsWith("download_");
  const [source, setSource] = useState<"link" | "description">(jobDescription ? "description" : "link");
  const [link, setLink] = useState("");
  const [description, setDescription] = useState(jobDescription ?? "");
  const [language, setLanguage] = useState<"auto" | "en" | "ar">("auto");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<Problem>(null);
  const [steps, setSteps] = useState<StepStatus[] | null>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const abort = useRef<AbortController | null>(null);
  const closing = useRef<{ timer: ReturnType<typeof setTimeout>; finish: () => void } | null>(null);
  const [finished, setFinished] = useState<CraftedDocumentItem | null>(null);
  const languageId = useId();

  // Closing the modal mid-way stops reading the answer.
  useEffect(
    () => () => {
      abort.current?.abort();
      // Closed during the pause: the document is made, so it still joins its grid.
      if (closing.current) {
        clearTimeout(closing.current.timer);
        closing.current.finish();
      }
    },
    [],
  );

  const focusField = (field: Field) => requestAnimationFrame(() => (field === "job_link" ? linkRef.current : descriptionRef.current)?.focus());

  const refused = (err: ApiError) => {
    setSteps(null);
    onBusy(false);
    const fields = err.fields ?? {};
    const next: Partial<Record<Field, string>> = {};
    if (fields.job_link) next.job_link = errorText.message(fields.job_link);
    if (fields.job_description) next.job_description = errorText.message(fields.job_description);
    setErrors(next);
    const field = (Object.keys(next) as Field[])[0];
    if (field) {
      setSource(field === "job_link" ? "link" : "description");
      setProblem(null);
      focusField(field);
    } else {
      setProblem({ message: failureText(err), subscribe: needsSubscription(err) });
    }
  };

  const submit = async () => {
    const problemText = source === "link" ? linkError(link) : descriptionError(description);
    const field: Field = source === "link" ? "job_link" : "job_description";
    if (problemText) {
      setErrors({ [field]: errorText.message(problemText) });
      focusField(field);
      return;
    }
    setErrors({});
    setProblem(null);
    setSteps(CRAFT_STEPS.map(() => "waiting"));
    onBusy(true);
    const controller = new AbortController();
    abort.current = controller;
    const body = source === "link" ? { source, job_link: link.trim() } : { source, job_description: description.trim() };
    try {
      const last = await craftDocument(
        { kind, language, ...body },
        (event) => {
          if (event.type !== "step") return;
          setSteps((current) => (current ? current.map((s, i) => (i === event.index ? (event.status === "done" ? "done" : "working") : s)) : null));
        },
        controller.signal,
      );
      if (last.type === "done") {
        // Done: every step checked and the document named for a moment, then the modal closes.
        const { document, removed } = last;
        setSteps(CRAFT_STEPS.map(() => "done"));
        setFinished(document);
        onBusy(false);
        const finish = () => {
          closing.current = null;
          onCrafted(document, removed, download);
        };
        closing.current = { timer: setTimeout(finish, DONE_PAUSE_MS), finish };
      } else if (last.type === "error") {
        refused(new ApiError(last.status, last.error.message, last.error.fields, last.error.code));
      }
    } catch (err) {
      if (controller.signal.aborted) return;
      refused(err instanceof ApiError ? err : new ApiError(0, ""));
    }
  };

  if (steps) return <CraftProgress steps={steps} kind={kind} source={source} finished={finished?.title} />;

  return (
    <form
      className="library-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Text as="p" size="2" color="gray">
        {download ? t("modal.downloadIntro") : t("modal.craftIntro")}
      </Text>
      <ProblemAlert problem={problem} />
      <fieldset className="library-form__group">
        <legend className="auth-field__label">{t("form.jobDetails")}</legend>
        <SegmentedControl.Root value={source} onValueChange={(v) => setSource(v as "link" | "description")} size="2" className="library-form__toggle">
          <SegmentedControl.Item value="link">{t("form.link")}</SegmentedControl.Item>
          <SegmentedControl.Item value="description">{t("form.description")}</SegmentedControl.Item>
        </SegmentedControl.Root>
        {source === "link" ? (
          <>
            <TextInput
              ref={linkRef}
              label={t("form.linkLabel")}
              type="url"
              inputMode="url"
              dir="ltr"
              autoComplete="url"
              placeholder={t("form.linkPlaceholder")}
              hint={t("form.linkHint")}
              value={link}
              error={errors.job_link}
              onChange={(e) => setLink(e.target.value)}
            />
            {errors.job_link && (
              <Button type="button" variant="ghost" size="1" className="library-form__switch" onClick={() => {
                setSource("description");
                focusField("job_description");
              }}>
                {t("form.useDescription")}
              </Button>
            )}
          </>
        ) : (
          <TextAreaField
            ref={descriptionRef}
            label={t("form.descriptionLabel")}
            placeholder={t("form.descriptionPlaceholder")}
            rows={7}
            dir="auto"
            value={description}
            error={errors.job_description}
            hint={t("form.descriptionHint", { count: description.trim().length })}
            onChange={(e) => setDescription(e.target.value)}
          />
        )}
      </fieldset>
      <div className="auth-field">
        <span className="auth-field__label" id={languageId}>
          {t("form.language")}
        </span>
        <Select.Root value={language} onValueChange={(v) => setLanguage(v as "auto" | "en" | "ar")} size="3">
          <Select.Trigger aria-labelledby={languageId} />
          <Select.Content position="popper">
            <Select.Item value="auto">{t("form.languageAuto")}</Select.Item>
            <Select.Item value="en">{t("form.languageEn")}</Select.Item>
            <Select.Item value="ar">
              <span lang="ar">{t("form.languageAr")}</span>
            </Select.Item>
          </Select.Content>
        </Select.Root>
      </div>
      <Flex gap="3" justify="end" mt="2">
        <Dialog.Close>
          <Button type="button" variant="soft" color="gray" size="3">
            {t("action.cancel")}
          </Button>
        </Dialog.Close>
        <Button type="submit" size="3">
          {t("form.submit")}
        </Button>
      </Flex>
    </form>
  );
}

function UploadPanel({ action, onBusy, onUploaded }: { action: "analyze_resume" | "upload_final_resume"; onBusy: (busy: boolean) => void; onUploaded: (resume: ResumeItem) => void }) {
  const t = useT("library");
  const errorText = useErrorText();
  const failureText = useFailureText();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const [uploading, setUploading] = useState(false);

  const pick = (picked: File | null) => {
    setProblem(null);
    if (!picked) {
      setFile(null);
      setError(null);
      return;
    }
    const local = uploadError("resume", picked);
    setError(local ? errorText.message(local) : null);
    setFile(local ? null : picked);
  };

  const submit = async () => {
    if (!file) return setError(t("form.fileRequired"));
    setUploading(true);
    onBusy(true);
    try {
      const resume = await uploadLibraryResume(file);
      onBusy(false);
      onUploaded(resume);
    } catch (err) {
      setUploading(false);
      onBusy(false);
      if (err instanceof ApiError && err.fields?.resume) setError(errorText.message(err.fields.resume));
      else setProblem({ message: failureText(err), subscribe: err instanceof ApiError && needsSubscription(err) });
    }
  };

  if (uploading) {
    return (
      <div className="craft-progress craft-progress--upload" aria-busy="true">
        <Spinner size="3" />
        <div role="status">
          <Text as="p" size="3" weight="bold">
            {t("progress.uploading")}
          </Text>
          <Text as="p" size="2" color="gray">
            {t("progress.wait")}
          </Text>
        </div>
      </div>
    );
  }

  return (
    <form
      className="library-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Text as="p" size="2" color="gray">
        {action === "analyze_resume" ? t("modal.analyzeIntro") : t("modal.uploadIntro")}
      </Text>
      <ProblemAlert problem={problem} />
      <FileInput label={t("form.file")} accept=".pdf,application/pdf" hint={t("form.fileHint")} kind="resume" file={file} error={error} onPick={pick} />
      <Flex gap="3" justify="end" mt="2">
        <Dialog.Close>
          <Button type="button" variant="soft" color="gray" size="3">
            {t("action.cancel")}
          </Button>
        </Dialog.Close>
        <Button type="submit" size="3">
          {t("form.upload")}
        </Button>
      </Flex>
    </form>
  );
}
