import { Heading, Progress, Spinner, Text } from "@radix-ui/themes";
import { useEffect, useRef, useState } from "react";
import { useT } from "../../../i18n/I18n";
import { AuthIcon } from "../icons";

/** What the wizard says while the account is created (spec: "A loading state shows progress messages"). */
const SIGNUP_PROGRESS_MESSAGES = ["loading.upload", "loading.read", "loading.skills", "loading.setup"] as const;

/** How long each message after the upload stays before the next (the server's work is not observable). */
const STEP_MS = 1600;

/**
 * The first message follows the real upload (with its percentage); once the files have arrived
 * the others advance on a timer while the server reads the resume, and the last one stays until
 * the answer comes.
 */
export function SignupLoading({ uploaded, headingRef }: { uploaded: number; headingRef?: React.Ref<HTMLHeadingElement> }) {
  const t = useT("signup");
  const [phase, setPhase] = useState(0);
  const uploadDone = uploaded >= 1;
  const timer = useRef<number | null>(null);

  useEffect(() => {
    if (!uploadDone) return;
    setPhase((p) => Math.max(p, 1));
    timer.current = window.setInterval(() => setPhase((p) => Math.min(p + 1, SIGNUP_PROGRESS_MESSAGES.length - 1)), STEP_MS);
    return () => {
      if (timer.current !== null) window.clearInterval(timer.current);
    };
  }, [uploadDone]);

  const percent = Math.round(Math.min(1, uploaded) * 100);
  // The bar: the upload fills the first half, each later message a share of the rest.
  const bar = uploadDone ? 50 + (phase / (SIGNUP_PROGRESS_MESSAGES.length - 1)) * 40 : percent / 2;

  return (
    <div className="signup-loading" data-testid="signup-loading">
      <Heading as="h2" size="5" ref={headingRef} tabIndex={-1}>
        {t("loading.title")}
      </Heading>
      <Text as="p" color="gray" size="2">
        {t("loading.text")}
      </Text>
      <Progress value={bar} size="2" aria-label={t("loading.progress")} />
      <ol className="signup-loading__steps">
        {SIGNUP_PROGRESS_MESSAGES.map((message, i) => {
          const state = i < phase ? "done" : i === phase ? "current" : "todo";
          return (
            <li key={message} data-state={state} aria-current={state === "current" ? "step" : undefined}>
              <span className="signup-loading__mark">
                {state === "done" ? <AuthIcon name="check" size={16} /> : state === "current" ? <Spinner size="1" /> : null}
              </span>
              <span>
                {t(message)}
                {i === 0 && state === "current" && percent > 0 ? ` ${t("loading.percent", { percent })}` : ""}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="auth-sr-only" role="status" aria-live="polite">
        {t(SIGNUP_PROGRESS_MESSAGES[phase]!)}
      </p>
    </div>
  );
}
