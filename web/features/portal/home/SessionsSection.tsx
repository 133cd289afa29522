import { Button, IconButton, Text, TextField } from "@radix-ui/themes";
import { ArrowRight, CalendarDays, MessagesSquare, Pencil, Rocket } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { formatLongDate } from "../../../../core/format/dates";
import { AppLink } from "../../../lib/nav";
import type { CoachingSession } from "../types";
import { EmptyState, HomeSection } from "./Section";

/**
 * The user's coaching sessions. Renaming is local for now (the spec: "saving updates the name
 * locally"); the coach feature sends it to the server.
 */
export function SessionsSection({ sessions: initial }: { sessions: CoachingSession[] }) {
  const [sessions, setSessions] = useState(initial);
  const rename = (id: string, name: string) =>
    setSessions((list) => list.map((s) => (s.session_id === id ? { ...s, session_name: name } : s)));

  return (
    <HomeSection id="sessions" title="Coaching Sessions" icon={<MessagesSquare size={20} />} className="home-section--sessions">
      {sessions.length === 0 ? (
        <EmptyState
          icon={<Rocket size={28} />}
          title="Start Your Coaching Journey"
          action={
            <Button asChild size="3">
              <AppLink to="/portal/assistant-chat">Start Your First Session</AppLink>
            </Button>
          }
        >
          You don't have any coaching sessions yet. Talk to Amal about your goals, your resume or your next move, and
          your sessions will be saved here.
        </EmptyState>
      ) : (
        <ul className="session-grid">
          {sessions.map((session) => (
            <SessionCard key={session.session_id} session={session} onRename={(name) => rename(session.session_id, name)} />
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

/** A session: view ⇄ edit (name input pre-filled, Save). */
export function SessionCard({ session, onRename }: { session: CoachingSession; onRename: (name: string) => void }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(session.session_name);
  const editButton = useRef<HTMLButtonElement>(null);

  const startEditing = () => {
    setDraft(session.session_name);
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
    onRename(name);
    stopEditing();
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
            aria-label="Session name"
            maxLength={100}
            autoFocus
          />
          <div className="session-card__form-actions">
            <Button type="submit" size="2" disabled={!draft.trim()}>
              Save
            </Button>
            <Button type="button" size="2" variant="ghost" color="gray" onClick={stopEditing}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="session-card__head">
          <Text as="p" weight="bold" size="3" className="session-card__name">
            {session.session_name}
          </Text>
          <IconButton ref={editButton} type="button" size="1" variant="ghost" color="gray" aria-label={`Rename ${session.session_name}`} onClick={startEditing}>
            <Pencil size={15} aria-hidden="true" />
          </IconButton>
        </div>
      )}
      <Text as="p" size="2" color="gray" className="session-card__date">
        <CalendarDays size={14} aria-hidden="true" />
        <time dateTime={session.date_created}>{formatLongDate(session.date_created)}</time>
      </Text>
      <AppLink
        to="/portal/assistant-chat"
        search={{ session_name: session.session_name, session_id: session.session_id }}
        className="session-card__continue"
      >
        Continue Session
        <ArrowRight size={16} aria-hidden="true" />
      </AppLink>
    </li>
  );
}
