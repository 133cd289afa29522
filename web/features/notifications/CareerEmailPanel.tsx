/**
 * Manage Career Email Notifications (spec §2, Notifications; §4, Subscribe state): the account's
 * address in a disabled field, whether it receives the weekly e-mail, and Subscribe and
 * Unsubscribe. Each button goes idle → loading (spinner, both buttons disabled) → its outcome
 * (subscribed, already_subscribed, unsubscribed, already_unsubscribed, user_not_found or error);
 * a success goes back to idle after 3 s.
 */
import { Button, Callout, Flex, Heading, Spinner, Text, TextField } from "@radix-ui/themes";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useT } from "../../i18n/I18n";
import { AuthIcon } from "../auth/icons";
import { ApiError, fetchCareerEmailStatus, subscribeCareerEmails, unsubscribeCareerEmails } from "./career-email-api";
import "./career-emails.css";

/** How long a success stays on screen before the panel is idle again (spec). */
export const SUCCESS_MS = 3000;

type Action = "subscribe" | "unsubscribe";
type Outcome = "subscribed" | "already_subscribed" | "unsubscribed" | "already_unsubscribed" | "user_not_found" | "error";
type State = { kind: "idle" } | { kind: "loading"; action: Action } | { kind: "done"; outcome: Outcome };

const SUCCESS: ReadonlySet<Outcome> = new Set(["subscribed", "unsubscribed"]);
const NOTICE: ReadonlySet<Outcome> = new Set(["already_subscribed", "already_unsubscribed"]);

export function CareerEmailPanel({ email }: { email: string }) {
  const t = useT("notifications");
  const fieldId = useId();
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [state, setState] = useState<State>({ kind: "idle" });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const load = useCallback((signal?: AbortSignal) => {
    setLoadFailed(false);
    fetchCareerEmailStatus(signal)
      .then((status) => setSubscribed(status.subscribed))
      .catch((err: unknown) => {
        if (!signal?.aborted) setLoadFailed(!(err instanceof DOMException && err.name === "AbortError"));
      });
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => {
      controller.abort();
      clearTimeout(timer.current);
    };
  }, [load]);

  const run = async (action: Action) => {
    clearTimeout(timer.current);
    setState({ kind: "loading", action });
    let outcome: Outcome;
    try {
      outcome = (action === "subscribe" ? await subscribeCareerEmails() : await unsubscribeCareerEmails()).outcome;
      setSubscribed(action === "subscribe");
    } catch (err) {
      outcome = err instanceof ApiError && err.code === "user_not_found" ? "user_not_found" : "error";
    }
    setState({ kind: "done", outcome });
    if (SUCCESS.has(outcome)) timer.current = setTimeout(() => setState({ kind: "idle" }), SUCCESS_MS);
  };

  const loading = state.kind === "loading";
  const outcome = state.kind === "done" ? state.outcome : null;

  return (
    <section className="career-emails" aria-labelledby={`${fieldId}-title`}>
      <Heading as="h2" size="4" id={`${fieldId}-title`}>
        {t("email.title")}
      </Heading>
      <Text as="p" size="2" color="gray" className="career-emails__intro">
        {t("email.intro")}
      </Text>
      <label className="career-emails__label" htmlFor={fieldId}>
        <Text size="2" weight="medium">
          {t("email.field")}
        </Text>
      </label>
      <TextField.Root id={fieldId} value={email} disabled readOnly type="email" dir="ltr" size="3" />
      <p className="career-emails__status" aria-live="polite">
        {loadFailed ? (
          <>
            <Text size="2" color="red">
              {t("email.loadError")}
            </Text>{" "}
            <Button variant="ghost" size="1" onClick={() => load()}>
              {t("email.retry")}
            </Button>
          </>
        ) : subscribed === null ? (
          <Text size="2" color="gray">
            {t("email.status.loading")}
          </Text>
        ) : (
          <Text size="2" color={subscribed ? "teal" : "gray"} className="career-emails__state">
            <span className={`career-emails__dot${subscribed ? " career-emails__dot--on" : ""}`} aria-hidden="true" />
            {t(subscribed ? "email.status.subscribed" : "email.status.unsubscribed")}
          </Text>
        )}
      </p>
      <Flex gap="3" wrap="wrap" className="career-emails__actions">
        <Button size="3" disabled={loading} onClick={() => void run("subscribe")} aria-busy={loading && state.action === "subscribe"}>
          {loading && state.action === "subscribe" ? (
            <>
              <Spinner size="2" /> {t("email.subscribing")}
            </>
          ) : (
            t("email.subscribe")
          )}
        </Button>
        <Button size="3" variant="soft" color="gray" disabled={loading} onClick={() => void run("unsubscribe")} aria-busy={loading && state.action === "unsubscribe"}>
          {loading && state.action === "unsubscribe" ? (
            <>
              <Spinner size="2" /> {t("email.unsubscribing")}
            </>
          ) : (
            t("email.unsubscribe")
          )}
        </Button>
      </Flex>
      <div aria-live="polite" className="career-emails__outcome">
        {outcome && (
          <Callout.Root size="1" highContrast color={SUCCESS.has(outcome) ? "teal" : NOTICE.has(outcome) ? "blue" : "red"} role={SUCCESS.has(outcome) || NOTICE.has(outcome) ? "status" : "alert"}>
            <Callout.Icon>
              <AuthIcon name={SUCCESS.has(outcome) ? "check" : NOTICE.has(outcome) ? "mail" : "alert"} size={16} />
            </Callout.Icon>
            <Callout.Text>{t(`email.${outcome}`)}</Callout.Text>
          </Callout.Root>
        )}
      </div>
    </section>
  );
}
