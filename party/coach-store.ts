/**
 * What a CoachRoom keeps in its own SQLite storage:
 *  - `messages`: the transcript, in order (ai messages with their tools, panel text, citations);
 *  - `events`: every event sent to the tabs, by `seq`, stored exactly as sent, for replay;
 *  - `meta`: small JSON values — the Knowledge base panel, the cached session row, the reply in
 *    progress, and the floor below which events were dropped.
 * Synchronous, like the storage API it wraps; the room decides what is one transaction.
 *
 * Writes can be held back for a moment (`hold`, then `flush`): while held, every read already
 * sees them (the room reads what it wrote), but nothing reaches SQLite, so nothing is waiting to
 * be committed. The room holds a turn's first writes until its first token has left (ADR 027).
 */
import type { ToolUse } from "../core/coach/types";
import type { CoachEventBody, CoachMessage, CoachSessionInfo, PendingReply } from "./coach-protocol";

/** The Knowledge base panel: the latest additional response (a reply's, or a recap) and tools. */
export interface Panel {
  additionalResponse: string;
  toolsUsed: ToolUse[];
}

type MessageRow = {
  id: string;
  type: "human" | "ai";
  text: string;
  kind: "chat" | "insights" | "voice";
  created_at: string;
  extra: string | null;
};

type TurnRow = Pick<MessageRow, "type" | "text" | "kind"> & { citations: string | null };

/** A message as the coach reads it (see `CoachStore.turns`). */
export type CoachTurnRecord = Pick<CoachMessage, "type" | "text" | "kind" | "citations">;

type MetaKey = "panel" | "session" | "pending" | "floor";

/** Writes held back: applied in order by `flush`, and seen by every read meanwhile. */
interface Held {
  writes: (() => void)[];
  messages: CoachMessage[];
  /** Events as sent, by seq (all newer than the stored ones). */
  events: { seq: number; body: string }[];
  /** Meta values as written (null: deleted), JSON as stored. */
  meta: Map<MetaKey, string | null>;
}

const EMPTY_PANEL: Panel = { additionalResponse: "", toolsUsed: [] };

export class CoachStore {
  /** The latest seq given to an event. */
  lastSeq = 0;
  /** Events up to this seq were dropped; a tab behind it needs a snapshot. */
  floor = 0;

  private held: Held | null = null;

  constructor(private readonly sql: SqlStorage) {
    sql.exec(`CREATE TABLE IF NOT EXISTS messages (
      position INTEGER PRIMARY KEY AUTOINCREMENT,
      id TEXT NOT NULL UNIQUE,
      type TEXT NOT NULL,
      text TEXT NOT NULL,
      kind TEXT NOT NULL,
      created_at TEXT NOT NULL,
      extra TEXT
    )`);
    sql.exec("CREATE TABLE IF NOT EXISTS events (seq INTEGER PRIMARY KEY, type TEXT NOT NULL, reply_id TEXT, body TEXT NOT NULL)");
    sql.exec("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
    const last = sql.exec<{ seq: number | null }>("SELECT MAX(seq) AS seq FROM events").one().seq;
    this.floor = this.read<number>("floor") ?? 0;
    this.lastSeq = Math.max(last ?? 0, this.floor);
  }

  // ——— held writes

  /** Holds every write from now until `flush` (a no-op while already holding). */
  hold() {
    this.held ??= { writes: [], messages: [], events: [], meta: new Map() };
  }

  /** Whether writes are being held. */
  get holding(): boolean {
    return this.held !== null;
  }

  /** Applies the held writes, in the order they were made, and stops holding. */
  flush() {
    const held = this.held;
    this.held = null;
    for (const write of held?.writes ?? []) write();
  }

  /** Runs `write` now, or keeps it for `flush` while holding. */
  private apply(write: () => void) {
    if (this.held) this.held.writes.push(write);
    else write();
  }

  // ——— meta

  private read<T>(key: MetaKey): T | null {
    if (this.held?.meta.has(key)) {
      const value = this.held.meta.get(key);
      return value == null ? null : (JSON.parse(value) as T);
    }
    const row = this.sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = ?", key).toArray()[0];
    return row ? (JSON.parse(row.value) as T) : null;
  }

  private write(key: MetaKey, value: unknown) {
    const json = value === null ? null : JSON.stringify(value);
    this.held?.meta.set(key, json);
    this.apply(() => {
      if (json === null) this.sql.exec("DELETE FROM meta WHERE key = ?", key);
      else this.sql.exec("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value", key, json);
    });
  }

  get panel(): Panel {
    return this.read<Panel>("panel") ?? EMPTY_PANEL;
  }
  set panel(panel: Panel) {
    this.write("panel", panel);
  }

  get session(): CoachSessionInfo | null {
    return this.read<CoachSessionInfo>("session");
  }
  set session(session: CoachSessionInfo | null) {
    this.write("session", session);
  }

  /** The reply being streamed (without its text); left behind only when the object stopped mid-reply. */
  get pending(): Omit<PendingReply, "text"> | null {
    return this.read<Omit<PendingReply, "text">>("pending");
  }
  set pending(reply: Omit<PendingReply, "text"> | null) {
    this.write("pending", reply && { replyId: reply.replyId, kind: reply.kind, toolsUsed: [] });
  }

  // ——— events

  /** Stores an event with the next seq; returns it as sent (JSON). */
  append(body: CoachEventBody): string {
    const seq = ++this.lastSeq;
    const json = JSON.stringify({ ...body, seq });
    this.held?.events.push({ seq, body: json });
    this.apply(() => {
      this.sql.exec("INSERT INTO events (seq, type, reply_id, body) VALUES (?, ?, ?, ?)", seq, body.type, "replyId" in body ? body.replyId : null, json);
    });
    return json;
  }

  /** The stored events after `since`, as sent. */
  eventsAfter(since: number): string[] {
    const stored = this.sql.exec<{ body: string }>("SELECT body FROM events WHERE seq > ? ORDER BY seq", since).toArray().map((row) => row.body);
    const held = (this.held?.events ?? []).filter((event) => event.seq > since).map((event) => event.body);
    return held.length ? [...stored, ...held] : stored;
  }

  /** A finished reply's tokens are superseded by its `reply_end` (or void after `reply_error`). Applies any held writes first. */
  dropTokens(replyId: string) {
    this.flush();
    this.sql.exec("DELETE FROM events WHERE type = 'token' AND reply_id = ?", replyId);
  }

  /** Keeps the newest `keep` events; older tabs catch up through a snapshot. Applies any held writes first. */
  trim(keep: number) {
    const floor = this.lastSeq - keep;
    if (floor <= this.floor) return;
    this.flush();
    this.sql.exec("DELETE FROM events WHERE seq <= ?", floor);
    this.floor = floor;
    this.write("floor", floor);
  }

  // ——— transcript

  /** The newest `limit` messages, oldest first. */
  messages(limit: number): CoachMessage[] {
    const held = this.held?.messages ?? [];
    const stored = this.storedMessages(limit);
    if (!held.length) return stored;
    return [...stored, ...held.map((message) => structuredClone(message))].slice(-limit);
  }

  private storedMessages(limit: number): CoachMessage[] {
    return this.sql
      .exec<MessageRow>("SELECT * FROM (SELECT * FROM messages ORDER BY position DESC LIMIT ?) ORDER BY position", limit)
      .toArray()
      .map((row) => ({
        id: row.id,
        type: row.type,
        text: row.text,
        createdAt: row.created_at,
        kind: row.kind,
        ...(row.extra ? (JSON.parse(row.extra) as Pick<CoachMessage, "toolsUsed" | "additionalResponse" | "citations">) : {}),
      }));
  }

  /**
   * The newest `limit` messages as the coach reads them, oldest first: who wrote what and, for an
   * answer, its citations — without the rest of each answer's extras (its tools' findings), which
   * the coach does not read and which make most of a stored message.
   */
  turns(limit: number): CoachTurnRecord[] {
    const stored = this.sql
      .exec<TurnRow>(
        "SELECT type, text, kind, json_extract(extra, '$.citations') AS citations FROM (SELECT * FROM messages ORDER BY position DESC LIMIT ?) ORDER BY position",
        limit,
      )
      .toArray()
      .map((row) => ({
        type: row.type,
        text: row.text,
        kind: row.kind,
        ...(row.citations !== null ? { citations: JSON.parse(row.citations) as NonNullable<CoachMessage["citations"]> } : {}),
      }));
    const held = this.held?.messages ?? [];
    if (!held.length) return stored;
    const recent = held.map(({ type, text, kind, citations }) => ({ type, text, kind, ...(citations ? { citations: structuredClone(citations) } : {}) }));
    return [...stored, ...recent].slice(-limit);
  }

  messageCount(): number {
    return this.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM messages").one().n + (this.held?.messages.length ?? 0);
  }

  addMessage(message: CoachMessage) {
    const { id, type, text, kind, createdAt, ...extra } = message;
    const extraJson = Object.keys(extra).length ? JSON.stringify(extra) : null;
    this.held?.messages.push(structuredClone(message));
    this.apply(() => {
      this.sql.exec("INSERT INTO messages (id, type, text, kind, created_at, extra) VALUES (?, ?, ?, ?, ?, ?)", id, type, text, kind, createdAt, extraJson);
    });
  }
}
