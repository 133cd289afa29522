/**
 * The e-mail viewer: its subject, sender, date, group, company and role, the names of its
 * attachments (never kept, so never downloadable), and its content — HTML cleaned and shown in a
 * sandboxed frame with web images blocked until "Show images", or its text. Interview, offer and
 * not-chosen e-mails offer a next step with Amal, which opens a seeded coaching session.
 */
import { AlertDialog, Button, Callout, Heading, IconButton, Skeleton, Text } from "@radix-ui/themes";
import { useNavigate } from "@tanstack/react-router";
import { ArrowLeft, ArrowRight, CircleAlert, ImageOff, RotateCw, Sparkles, Trash2, X } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import type { EmailDetail, EmailGroup } from "../../../core/schemas/email";
import { useLocale, useT } from "../../i18n/I18n";
import { useFailureText } from "../career/parts";
import { deleteEmail, fetchEmail, prepareFromEmail } from "./api";
import { AttachmentList, GroupBadge } from "./parts";
import { buildSrcdoc, FRAME_SANDBOX, hasRemoteImages, sanitizeEmailHtml } from "./sanitize";

const NEXT_STEP_GROUPS = ["INTERVIEW", "OFFER", "NOT CHOSEN"] as const satisfies readonly EmailGroup[];
type NextStepGroup = (typeof NEXT_STEP_GROUPS)[number];
const isNextStepGroup = (g: EmailGroup | null): g is NextStepGroup => !!g && (NEXT_STEP_GROUPS as readonly string[]).includes(g);

type Load = { state: "loading" } | { state: "ready"; email: EmailDetail } | { state: "error"; error: unknown };

interface ViewerProps {
  id: number;
  /** Shown as a full-screen sheet (phones): a back button instead of a close one. */
  sheet?: boolean;
  onClose: () => void;
  onDeleted: (id: number) => void;
}

export function EmailViewer({ id, sheet, onClose, onDeleted }: ViewerProps) {
  const t = useT("emails");
  const failureText = useFailureText();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-reads after Try again.
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: "loading" });
    fetchEmail(id, controller.signal)
      .then((email) => setLoad({ state: "ready", email }))
      .catch((error) => {
        if (!controller.signal.aborted) setLoad({ state: "error", error });
      });
    return () => controller.abort();
  }, [id, attempt]);

  const { dir } = useLocale();
  const Back = dir === "rtl" ? ArrowRight : ArrowLeft;
  const close = (
    <IconButton type="button" variant="ghost" color="gray" aria-label={sheet ? t("viewer.back") : t("action.close")} onClick={onClose} className="email-viewer__close">
      {sheet ? <Back size={18} aria-hidden="true" /> : <X size={18} aria-hidden="true" />}
    </IconButton>
  );

  if (load.state === "loading") {
    return (
      <div className="email-viewer" role="status" aria-busy="true" aria-label={t("viewer.loading")}>
        <div className="email-viewer__bar">{close}</div>
        <Skeleton height="28px" width="80%" />
        <Skeleton height="16px" width="50%" />
        <Skeleton height="16px" width="35%" />
        <Skeleton className="email-viewer__frame-skeleton" />
      </div>
    );
  }
  if (load.state === "error") {
    return (
      <div className="email-viewer">
        <div className="email-viewer__bar">{close}</div>
        <Callout.Root color="red" role="alert">
          <Callout.Icon>
            <CircleAlert size={16} />
          </Callout.Icon>
          <Callout.Text>
            {t("viewer.error")} {failureText(load.error)}
          </Callout.Text>
        </Callout.Root>
        <Button type="button" variant="soft" onClick={() => setAttempt((n) => n + 1)} className="email-viewer__retry">
          <RotateCw size={16} aria-hidden="true" />
          {t("action.retry")}
        </Button>
      </div>
    );
  }
  return <ViewerBody email={load.email} close={close} onDeleted={onDeleted} />;
}

function ViewerBody({ email, close, onDeleted }: { email: EmailDetail; close: React.ReactNode; onDeleted: (id: number) => void }) {
  const t = useT("emails");
  const failureText = useFailureText();
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<unknown>(null);
  const when = useMemo(() => {
    const d = new Date(email.received_at);
    return Number.isNaN(d.getTime()) ? email.received_at : t.date(d, { dateStyle: "full", timeStyle: "short" });
  }, [email.received_at, t]);

  const remove = async () => {
    setDeleting(true);
    setDeleteError(null);
    try {
      await deleteEmail(email.id);
      onDeleted(email.id);
    } catch (err) {
      setDeleteError(err);
      setDeleting(false);
    }
  };

  return (
    <article className="email-viewer" aria-labelledby="email-viewer-subject">
      <div className="email-viewer__bar">
        {close}
        <AlertDialog.Root>
          <AlertDialog.Trigger>
            <Button type="button" variant="soft" color="red" size="2" loading={deleting}>
              <Trash2 size={15} aria-hidden="true" />
              {t("viewer.delete")}
            </Button>
          </AlertDialog.Trigger>
          <AlertDialog.Content maxWidth="420px">
            <AlertDialog.Title>{t("viewer.deleteTitle")}</AlertDialog.Title>
            <AlertDialog.Description size="2">{t("viewer.deleteText")}</AlertDialog.Description>
            <div className="email-dialog__actions">
              <AlertDialog.Cancel>
                <Button variant="soft" color="gray">
                  {t("action.cancel")}
                </Button>
              </AlertDialog.Cancel>
              <AlertDialog.Action>
                <Button color="red" onClick={() => void remove()}>
                  {t("viewer.delete")}
                </Button>
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Root>
      </div>
      {deleteError !== null && (
        <Callout.Root color="red" role="alert" size="1">
          <Callout.Text>{failureText(deleteError)}</Callout.Text>
        </Callout.Root>
      )}
      <Heading as="h2" size="5" id="email-viewer-subject" className="email-viewer__subject">
        <bdi dir={email.direction}>{email.email_subject || t("list.noSubject")}</bdi>
      </Heading>
      <dl className="email-viewer__facts">
        <div>
          <dt>{t("viewer.from")}</dt>
          <dd>
            <bdi>{email.email_from || email.from_address}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t("viewer.date")}</dt>
          <dd>
            <time dateTime={email.received_at}>{when}</time> <span className="email-viewer__source">· {t(`viewer.source.${email.source}`)}</span>
          </dd>
        </div>
        <div>
          <dt>{t("viewer.group")}</dt>
          <dd>
            <GroupBadge group={email.email_classification} />
          </dd>
        </div>
        {email.company && (
          <div>
            <dt>{t("viewer.company")}</dt>
            <dd>
              <bdi>{email.company}</bdi>
            </dd>
          </div>
        )}
        {email.job_title && (
          <div>
            <dt>{t("viewer.role")}</dt>
            <dd>
              <bdi>{email.job_title}</bdi>
            </dd>
          </div>
        )}
      </dl>
      {isNextStepGroup(email.email_classification) && <NextStep email={email} group={email.email_classification} />}
      <AttachmentList attachments={email.attachments} />
      <EmailContent email={email} />
      {email.truncated && (
        <Text as="p" size="1" color="gray">
          {t("viewer.truncated")}
        </Text>
      )}
    </article>
  );
}

function NextStep({ email, group }: { email: EmailDetail; group: NextStepGroup }) {
  const t = useT("emails");
  const failureText = useFailureText();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const session = await prepareFromEmail(email.id);
      await navigate({ to: "/portal/assistant-chat", search: { session_id: session.session_id, session_name: session.session_name } });
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  };
  return (
    <section className="email-next" data-group={group} aria-labelledby="email-next-title">
      <Text as="p" size="2" weight="bold" id="email-next-title" className="email-next__title">
        <Sparkles size={16} aria-hidden="true" />
        {t("next.title")}
      </Text>
      <Text as="p" size="2" color="gray">
        {t(`next.${group}Text`)}
      </Text>
      <Button type="button" size="3" onClick={() => void start()} loading={busy} className="email-next__button">
        {t(`next.${group}`)}
      </Button>
      {error !== null && (
        <Text as="p" size="2" color="red" role="alert">
          {failureText(error)}
        </Text>
      )}
    </section>
  );
}

/** The HTML in its sandboxed frame, or the text; web images only after "Show images". */
function EmailContent({ email }: { email: EmailDetail }) {
  const t = useT("emails");
  const [showImages, setShowImages] = useState(false);
  const clean = useMemo(() => (email.email_html ? sanitizeEmailHtml(email.email_html) : null), [email.email_html]);
  const remote = clean !== null && hasRemoteImages(clean);
  const srcdoc = useMemo(() => (clean === null ? null : buildSrcdoc(clean, { dir: email.direction, showImages })), [clean, email.direction, showImages]);

  if (srcdoc === null) {
    return email.email_body.trim() ? (
      <div className="email-viewer__text" dir={email.direction} data-i18n="content">
        {email.email_body}
      </div>
    ) : (
      <Text as="p" color="gray" size="2">
        {t("viewer.empty")}
      </Text>
    );
  }
  return (
    <div className="email-viewer__content">
      {remote && (
        <div className="email-viewer__images">
          <Text size="1" color="gray">
            <ImageOff size={14} aria-hidden="true" /> {showImages ? t("viewer.imagesShown") : t("viewer.imagesBlocked")}
          </Text>
          {!showImages && (
            <Button type="button" size="1" variant="soft" onClick={() => setShowImages(true)}>
              {t("viewer.showImages")}
            </Button>
          )}
        </div>
      )}
      <iframe
        // A new frame for each policy: the CSP of a document cannot be loosened in place.
        key={showImages ? "images" : "no-images"}
        className="email-viewer__frame"
        title={t("viewer.frameTitle")}
        sandbox={FRAME_SANDBOX}
        referrerPolicy="no-referrer"
        srcDoc={srcdoc}
        data-testid="email-frame"
      />
    </div>
  );
}
