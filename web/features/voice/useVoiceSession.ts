/**
 * Which coaching session the voice chat speaks in (spec: "Voice turns belong to a coaching
 * session"): the one the URL names, else the one this browser last used, else a new one — so a
 * voice session can be continued in text and the reverse. Loading lasts only as long as the check.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { RefusalLike } from "../../../core/i18n/error-text";
import { ApiError } from "../../api-errors";
import { useT } from "../../i18n/I18n";
import { createSession, fetchSession } from "../coach/api";
import { newSessionRef, storedSession, storeSession, type SessionRef } from "../coach/session-ref";

export type VoiceSessionStatus = "loading" | "ready" | "missing" | "error";

export function useVoiceSession(urlSession: SessionRef | null, onResolved: (ref: SessionRef) => void) {
  const coach = useT("coach");
  const [session, setSession] = useState<SessionRef | null>(null);
  const [status, setStatus] = useState<VoiceSessionStatus>("loading");
  const [error, setError] = useState<RefusalLike | null>(null);
  const [attempt, setAttempt] = useState(0);
  /** `true`: ignore the URL and the stored session, start a new one. */
  const fresh = useRef(false);
  const resolved = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: resolved again when the URL names another session, on retry or on a new start; the callbacks are read when it settles.
  useEffect(() => {
    // The address bar now names the session this page resolved: nothing to do.
    if (!fresh.current && resolved.current !== null && (urlSession === null || urlSession.id === resolved.current)) return;
    const controller = new AbortController();
    setStatus("loading");
    setError(null);
    const named = fresh.current ? null : urlSession;
    const stored = fresh.current || named ? null : storedSession();
    const resolve = async (): Promise<SessionRef | "missing"> => {
      const known = named ?? stored;
      if (known) {
        try {
          const { session: info } = await fetchSession(known.id, controller.signal);
          return { id: info.session_id, name: info.session_name };
        } catch (err) {
          if (!(err instanceof ApiError) || (err.status !== 404 && err.status !== 400)) throw err;
          if (named) return "missing";
          storeSession(null); // the stored one is gone: start a new one
        }
      }
      const info = await createSession(newSessionRef(new Date(), coach));
      return { id: info.session_id, name: info.session_name };
    };
    resolve()
      .then((ref) => {
        if (controller.signal.aborted) return;
        if (ref === "missing") {
          setStatus("missing");
          return;
        }
        storeSession(ref);
        resolved.current = ref.id;
        fresh.current = false;
        setSession(ref);
        setStatus("ready");
        onResolved(ref);
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        setError(err instanceof ApiError ? err : { message: err instanceof Error ? err.message : "", status: 0 });
        setStatus("error");
      });
    return () => controller.abort();
  }, [urlSession?.id, attempt]);

  const retry = useCallback(() => {
    resolved.current = null;
    setAttempt((n) => n + 1);
  }, []);
  const startNew = useCallback(() => {
    setSession(null);
    resolved.current = null;
    fresh.current = true;
    setAttempt((n) => n + 1);
  }, []);

  return { session, status, error, retry, startNew };
}
