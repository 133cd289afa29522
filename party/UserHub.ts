/**
 * UserHub — one Durable Object per user (`<userId>`): notifications and live updates pushed to
 * every signed-in tab of that user. The worker publishes through typed RPC
 * (`env.UserHub.getByName(userId).publish(body)`, started with partyserver's `getServerByName`).
 * Events are stored with an increasing `seq` so a tab that reconnects with `?since=<seq>`
 * receives exactly what it missed; only the newest events are kept, and a tab further behind is
 * told so (`hello` with `gap: true`) and re-reads what it shows.
 *
 * Each socket belongs to the auth session it was opened under (./room-access.ts): signing out or
 * a password change closes it (`closeForSession`, `closeForUser`), and a socket whose auth
 * session has ended is closed at its next message or before the next event reaches it. The
 * subscription does not matter here: a user whose payment failed still gets the news through the hub.
 *
 * Wire shapes: ./protocol.ts.
 */
import { Server, type Connection, type ConnectionContext } from "partyserver";
import * as z from "zod/mini";
import { database } from "../worker/db/client";
import { liveAuthSessions } from "../worker/lib/auth";
import {
  MALFORMED_MESSAGE,
  readFrame,
  SESSION_UNCHECKED_MESSAGE,
  SINCE_PARAM,
  userHubClientMessageSchema,
  userHubEventBodySchema,
  type RoomCloseCause,
  type UserHubEvent,
  type UserHubEventBody,
  type UserHubStoredEvent,
} from "./protocol";
import { RoomAccess } from "./room-access";

/** Stored events kept for replay: the newest this many. */
export const HUB_KEPT_EVENTS = 500;

export class UserHub extends Server {
  static options = { hibernate: true };

  /** Events waiting for a re-check of the sockets before they go out, in order. */
  private delivering: Promise<void> | null = null;

  /** Which auth session each socket belongs to, and whether it still holds (the hub is named after its user). */
  private readonly access = new RoomAccess(
    this,
    async (sessions, now) => {
      const live = await liveAuthSessions(database(this.env.DB), this.name, sessions, now);
      return new Map(sessions.map((s) => [s, live.has(s) ? null : "sessionEnded"]));
    },
    (message, error) => this.log(message, error),
  );

  onStart() {
    this.sql`CREATE TABLE IF NOT EXISTS events (seq INTEGER PRIMARY KEY AUTOINCREMENT, body TEXT NOT NULL, at TEXT NOT NULL)`;
  }

  private lastSeq(): number {
    const [row] = this.sql<{ seq: number | null }>`SELECT MAX(seq) AS seq FROM events`;
    return row?.seq ?? 0;
  }

  /** Events up to this seq were dropped (0 while nothing was). */
  private floor(): number {
    const [row] = this.sql<{ seq: number | null }>`SELECT MIN(seq) AS seq FROM events`;
    return row?.seq ? row.seq - 1 : this.lastSeq();
  }

  /**
   * Stores an event and sends it to every open tab of this user; returns it with its seq.
   * Throws (and stores nothing) when `body` is not a hub event.
   */
  publish(body: UserHubEventBody): UserHubStoredEvent {
    const parsed = userHubEventBodySchema.safeParse(body);
    if (!parsed.success) throw new TypeError(`UserHub ${this.name}: not an event to publish: ${z.prettifyError(parsed.error)}`);
    const at = new Date().toISOString();
    const json = JSON.stringify(parsed.data);
    let event!: UserHubStoredEvent;
    this.ctx.storage.transactionSync(() => {
      const [row] = this.sql<{ seq: number }>`INSERT INTO events (body, at) VALUES (${json}, ${at}) RETURNING seq`;
      event = { ...parsed.data, seq: row!.seq };
      this.sql`DELETE FROM events WHERE seq <= ${event.seq - HUB_KEPT_EVENTS}`;
    });
    this.deliver(JSON.stringify(event));
    return event;
  }

  /**
   * Sends a stored event to the open tabs: at once when every socket was checked within the
   * minute, else after the re-check (a socket whose auth session ended is closed and gets
   * nothing). Events go out in order. The tabs open when the event was stored get it; a tab that
   * opens meanwhile has it from its replay.
   */
  private deliver(json: string) {
    const check = this.access.settle();
    if (!check && !this.delivering) return this.broadcast(json);
    // The chain below waits for the same check and logs its failure.
    check?.catch(() => undefined);
    const recipients = [...this.getConnections()].map((connection) => connection.id);
    const run = (this.delivering ?? Promise.resolve())
      .then(() => this.access.settle())
      // D1 could not answer: the tabs still get their own events (the explicit closes stand).
      .catch((error: unknown) => this.log("could not check the sockets' auth sessions before an event", error))
      .then(() => {
        for (const id of recipients) {
          const connection = this.getConnection(id);
          if (connection?.readyState === WebSocket.OPEN) connection.send(json);
        }
      });
    this.delivering = run;
    void run.finally(() => {
      if (this.delivering === run) this.delivering = null;
    });
  }

  onConnect(connection: Connection, ctx: ConnectionContext) {
    if (!this.access.admit(connection, ctx)) return;
    const since = Math.max(0, Number(new URL(ctx.request.url).searchParams.get(SINCE_PARAM) ?? "0") || 0);
    const lastSeq = this.lastSeq();
    // Some of the events after `since` were dropped: the tab cannot catch up by replay alone.
    const gap = since < this.floor();
    for (const row of this.sql<{ seq: number; body: string }>`SELECT seq, body FROM events WHERE seq > ${since} ORDER BY seq`) {
      connection.send(JSON.stringify({ ...JSON.parse(row.body), seq: row.seq }));
    }
    connection.send(JSON.stringify({ type: "hello", lastSeq, seq: lastSeq, ...(gap ? { gap: true as const } : {}) } satisfies UserHubEvent));
  }

  /** A tab may only ping; anything else is refused to that tab. */
  async onMessage(connection: Connection, raw: string | ArrayBuffer | ArrayBufferView) {
    const verdict = await this.access.allows(connection);
    if (verdict === "closed") return;
    if (verdict === "unchecked") return connection.send(JSON.stringify({ type: "refused", reason: SESSION_UNCHECKED_MESSAGE } satisfies UserHubEvent));
    const parsed = userHubClientMessageSchema.safeParse(readFrame(raw));
    const reply: UserHubEvent = parsed.success ? { type: "pong" } : { type: "refused", reason: MALFORMED_MESSAGE };
    connection.send(JSON.stringify(reply));
  }

  // ——— the worker's calls (typed RPC)

  /** Closes the sockets of one auth session (signed out); returns how many. */
  closeForSession(tokenHash: string, cause: RoomCloseCause): number {
    return this.access.closeSession(tokenHash, cause);
  }

  /**
   * Closes every socket of the user (password reset); returns how many. With `rotated`, the
   * sockets of auth session `rotated.from` stay, now under `rotated.to` (the browser that changed
   * the password).
   */
  closeForUser(cause: RoomCloseCause, rotated?: { from: string; to: string }): number {
    return this.access.closeAll(cause, rotated);
  }

  onError(connection: Connection, error: unknown) {
    this.log(`connection ${connection.id} failed`, error);
  }

  private log(message: string, error: unknown) {
    console.error(JSON.stringify({ level: "error", room: "UserHub", name: this.name, msg: message, error: String(error) }));
  }
}
