import { Button, IconButton, Spinner, Text } from "@radix-ui/themes";
import { ChevronLeft, ChevronRight, FileText, RotateCw, Sparkles } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { ApiError } from "../../../api-errors";
import { useErrorText } from "../../../i18n/errors";
import { useT } from "../../../i18n/I18n";
import { AppLink } from "../../../lib/nav";
import type { ResumeItem } from "../../portal/types";
import { fetchResumes } from "../api";
import { useIsolate } from "../isolate";
import { FloatingWindow, type FloatingWindowProps } from "./FloatingWindow";
import { ResumePreview } from "./ResumePreview";

/** A failed load keeps the server's refusal (shown in the interface's language), or null for our own words. */
type Load = { status: "loading" } | { status: "ready"; resumes: ResumeItem[] } | { status: "error"; error: ApiError | null };

interface GalleryWindowProps extends Pick<FloatingWindowProps, "opener" | "onClose"> {
  /** True while Amal is answering anything in this session (Get Insights waits for it). */
  busy: boolean;
  /** Asks for insights on one resume; false when it could not be sent. */
  onInsights: (resumeId: number) => boolean;
}

/**
 * The Gallery (Resumes) window: the user's resume PDFs one at a time, with previous/next that
 * wrap around and a dot per resume; Get Insights asks Amal to review the one shown, stays
 * disabled while loading and closes the window when the insights are in (spec).
 */
export function GalleryWindow({ busy, onInsights, ...frame }: GalleryWindowProps) {
  const t = useT("coach");
  const errorText = useErrorText();
  const isolate = useIsolate();
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [index, setIndex] = useState(0);
  const [asked, setAsked] = useState(false);
  const sawBusy = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the Try again button: a new value loads again.
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: "loading" });
    fetchResumes(controller.signal)
      .then((resumes) => setLoad({ status: "ready", resumes }))
      .catch((err: unknown) => {
        if (!controller.signal.aborted) setLoad({ status: "error", error: err instanceof ApiError ? err : null });
      });
    return () => controller.abort();
  }, [attempt]);

  // After Get Insights: once the answer has come and gone, the window closes.
  const { onClose } = frame;
  useEffect(() => {
    if (!asked) return;
    if (busy) sawBusy.current = true;
    else if (sawBusy.current) onClose();
  }, [asked, busy, onClose]);

  const resumes = load.status === "ready" ? load.resumes : [];
  const current = resumes[index] ?? null;
  const go = (delta: number) => setIndex((i) => (resumes.length ? (i + delta + resumes.length) % resumes.length : 0));
  const loadingInsights = asked && busy;

  const footer =
    load.status === "ready" && current ? (
      <div className="gallery-footer">
        <Text size="2" color="gray">
          {t("resumes.position", { index: index + 1, total: resumes.length })}
        </Text>
        <Button
          type="button"
          disabled={busy}
          onClick={() => {
            sawBusy.current = false;
            if (onInsights(current.id)) setAsked(true);
          }}
        >
          {loadingInsights ? <Spinner size="1" /> : <Sparkles size={16} aria-hidden="true" />}
          {loadingInsights ? t("resumes.gettingInsights") : t("resumes.insights")}
        </Button>
      </div>
    ) : undefined;

  return (
    <FloatingWindow
      {...frame}
      title={t("resumes.title")}
      subtitle={current ? <bdi>{current.title}</bdi> : t("resumes.subtitle")}
      icon={<FileText size={18} />}
      side="end"
      width={440}
      testId="resumes-window"
      footer={footer}
    >
      {load.status === "loading" && (
        <div className="window-state" role="status">
          <Spinner size="3" />
          <Text size="2" color="gray">{t("resumes.loading")}</Text>
        </div>
      )}
      {load.status === "error" && (
        <div className="window-state" role="alert">
          <Text size="2">{load.error ? errorText.refusal(load.error) : t("resumes.failed")}</Text>
          <Button type="button" variant="soft" onClick={() => setAttempt((n) => n + 1)}>
            <RotateCw size={15} aria-hidden="true" /> {t("tryAgain")}
          </Button>
        </div>
      )}
      {load.status === "ready" && resumes.length === 0 && (
        <div className="window-state">
          <FileText size={28} aria-hidden="true" />
          <Text size="2">{t("resumes.none")}</Text>
          <Button asChild variant="soft">
            <AppLink to="/portal/resume-library">{t("resumes.library")}</AppLink>
          </Button>
        </div>
      )}
      {current && (
        <div className="gallery">
          <div className="gallery__nav">
            <IconButton type="button" variant="soft" color="gray" aria-label={t("resumes.previous")} onClick={() => go(-1)} disabled={resumes.length < 2}>
              <ChevronLeft size={18} aria-hidden="true" className="flip-rtl" />
            </IconButton>
            {/* biome-ignore lint/a11y/useSemanticElements: a row of dot buttons, not a form: a fieldset would add a form group's semantics. */}
            <div className="gallery__dots" role="group" aria-label={t("resumes.dots")}>
              {resumes.map((r, i) => (
                <button
                  key={r.id}
                  type="button"
                  className="gallery__dot"
                  aria-label={t("resumes.dot", { index: i + 1, title: isolate(r.title) })}
                  aria-current={i === index ? "true" : undefined}
                  onClick={() => setIndex(i)}
                />
              ))}
            </div>
            <IconButton type="button" variant="soft" color="gray" aria-label={t("resumes.next")} onClick={() => go(1)} disabled={resumes.length < 2}>
              <ChevronRight size={18} aria-hidden="true" className="flip-rtl" />
            </IconButton>
          </div>
          <ResumePreview key={current.id} url={current.resume_url} title={current.title} />
        </div>
      )}
    </FloatingWindow>
  );
}
