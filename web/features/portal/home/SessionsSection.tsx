import { Button, IconButton, Text, TextField } from "@radix-ui/themes";
import { useAtomValue } from "jotai";
import { ArrowRight, CalendarDays, MessagesSquare, Pencil, Rocket } from "lucide-react";
import { useCallback, useRef, useState, type FormEvent } from "react";
import { COACH_SESSION_NAME_MAX } from "../../../../party/coach-protocol";
import { ApiError } from "../../../api-errors";
import { useErrorText } from "../../../i18n/errors";
import { useT } from "../../../i18n/I18n";
import { AppLink } from "../../../lib/nav";
import { signedInUserId } from "../../../state/session";
import { listSessions, renameSession } from "../../coach/api";
import { useLiveCoachSessions } from "../../coach/live-sessions";
import { RoomClosedNotice } from "../../coach/room-closed";
import { portalUserAtom } from "../state";
import type { CoachingSession } from "../types";
import { useLongDate } from "./long-date";
import { EmptyState, HomeSection } from "./Section";

/**
 * The user's coaching sessions. A rename is saved to the server (PATCH /api/coach/sessions/:id)
 * and shows at once; sessions created or renamed in another tab or device arrive live through
 * the user's hub.
 */
export function SessionsSection({ sessions: initial }: { sessions: CoachingSession[] }) {
  const t = useT("portal");
  const [sessions, setSessions] = useState(initial);
  const portalUser = useAtomValue(portalUserAtom);
  const setName = (id: string, name: string) => setSessions((list) => list.map((s) => (s.session_id === id ? { ...s, session_name: name } : s)));

  /** Saves a new name; on failure the old one comes back and the card says why. */
  const rename = async (id: string, name: string, previous: string) => {
    setName(id, name);
    try {
      await renameSession(id, name);
    } catch (err) {
      setName(id, previous);
      throw err;
    }
  };

  const hubClosed = useLiveCoachSessions(
    signedInUserId() ?? portalUser?.id ?? null,
    useCallback((update) => {
      if (!update) {
        listSessions()
          .then((fresh) => setSessions(fresh.map(({ session_id, session_name, date_created }) => ({ session_id, session_name, date_created }))))
          .catch(() => undefined);
        return;
      }
      setSessions((list) =>
        list.some((s) => s.session_id === update.session_id)
          ? list.map((s) => (s.session_id === update.session_id ? { ...s, session_name: update.session_name } : s))
          : update.date_created
            ? [{ session_id: update.session_id, session_name: update.session_name, date_created: update.date_created }, ...list]
            : list,
      );
    }, []),
  );

  return (
    <HomeSection id="sessions" title={t("sessions.title")} icon={<MessagesSquare size={20} />} className="home-section--sessions">
      {hubClosed && <RoomClosedNotice cause={hubClosed} />}
      {sessions.length === 0 ? (
        <EmptyState
          icon={<Rocket size={28} />}
          title={t("sessions.emptyTitle")}
          action={
            <Button asChild size="3">
              <AppLink to="/portal/assistant-chat">{t("sessions.first")}</AppLink>
            </Button>
          }
        >
          {t("sessions.empty")}
        </EmptyState>
      ) : (
        <ul className="session-grid">
          {sessions.map((session) => (
            <SessionCard key={session.session_id} session={session} onRename={(name) => rename(session.session_id, name, session.session_name)} />
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

/** A session: view ⇄ edit (name input pre-filled, Save). */
export function SessionCard({ session, onRename }: { session: CoachingSession; onRename: (name: string) => Promise<void> }) {
  const t = useT("portal");
  const errorText = useErrorText();
  const longDate = useLongDate();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(session.session_name);
  const [error, setError] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);

  const startEditing = () => {
    setDraft(session.session_name);
    setError(null);
    setEditing(true);
  };
  const stopEditing = () => {
    setEditing(false);
    // Back to the pencil, so keyboard users keep their place.
    requestAnimationFrame(() => editButton.current?.focus());
  };
  const save = (e: FormEvent) => {
    e.preventDefault();
    const name = draft.trim();
    if (!name) return;
    if (name === session.session_name) return stopEditing();
    setError(null);
    stopEditing();
    onRename(name).catch((err: unknown) => {
      // The old name is back: reopen the form with what the user typed, and say why.
      setDraft(name);
      setError(err instanceof ApiError ? errorText.refusal(err) : t("sessions.renameFailed"));
      setEditing(true);
    });
  };

  return (
    <li className="session-card">
      {editing ? (
        <form className="session-card__form" onSubmit={save}>
          <TextField.Root
            size="2"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => e.key === "Escape" && stopEditing()}
            aria-label={t("sessions.name")}
            dir="auto"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `session-error-${session.session_id}` : undefined}
            maxLength={COACH_SESSION_NAME_MAX}
            autoFocus
          />
          {error && (
            <Text as="p" size="1" color="red" id={`session-error-${session.session_id}`} role="alert" m="0">
              {error}
            </Text>
          )}
          <div className="session-card__form-actions">
            <Button type="submit" size="2" disabled={!draft.trim()}>
              {t("sessions.save")}
            </Button>
            <Button type="button" size="2" variant="ghost" color="gray" onClick={stopEditing}>
              {t("sessions.cancel")}
            </Button>
          </div>
        </form>
      ) : (
        <div className="session-card__head">
          <Text as="p" weight="bold" size="3" className="session-card__name">
            <bdi>{session.session_name}</bdi>
          </Text>
          <IconButton ref={editButton} type="button" size="1" variant="ghost" color="gray" aria-label={t("sessions.rename", { name: session.session_name })} onClick={startEditing}>
            <Pencil size={15} aria-hidden="true" />
          </IconButton>
        </div>
      )}
      <Text as="p" size="2" color="gray" className="session-card__date">
        <CalendarDays size={14} aria-hidden="true" />
        <time dateTime={session.date_created}>{longDate(session.date_created)}</time>
      </Text>
      <AppLink
        to="/portal/assistant-chat"
        search={{ session_name: session.session_name, session_id: session.session_id }}
        className="session-card__continue"
      >
        {t("sessions.continue")}
        <ArrowRight size={16} aria-hidden="true" className="flip-rtl" />
      </AppLink>
    </li>
  );
}
