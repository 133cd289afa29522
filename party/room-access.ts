/**
 * Sockets follow the auth session they were opened under (ADR 011). The worker admits a socket
 * (cookie, room owner, subscription) and tells the room which auth session it belongs to, as the
 * hash of the session's token in an internal header it strips from every client request. The
 * room keeps that hash in the connection's state (which survives hibernation) and:
 *
 * - closes a session's sockets, or all of them, when the worker says so (signed out, password
 *   changed or reset, subscription lapsed), with a close code and reason from ./protocol.ts;
 * - before it acts on a message, checks again the sockets it last checked over a minute ago (one
 *   query per distinct auth session), so an auth session that ran out, or anything the worker
 *   could not tell the room, stops the socket at its next message at a bounded cost.
 */
import type { Connection, ConnectionContext } from "partyserver";
import { ROOM_CLOSE, type RoomCloseCause } from "./protocol";

/** Internal request header: the auth session (its token's SHA-256, never the token) a socket was admitted under. */
export const AUTH_SESSION_HEADER = "X-Amal-Auth-Session";
/** How long a room trusts its last check that a socket's auth session (and subscription) still hold. */
export const SESSION_RECHECK_MS = 60_000;

const TOKEN_HASH = /^[0-9a-f]{64}$/;

/** What a room remembers about each socket, in its connection state. */
interface SocketAccess {
  authSession: string;
  /** When the room last knew the auth session (and subscription) to hold (ms since the epoch). */
  checkedAt: number;
}

/**
 * For each auth session asked about, null when its sockets may go on, else why they must close.
 * Throws when it cannot tell (D1 unreachable): the room then refuses the message and keeps the socket.
 */
export type AccessCheck = (authSessions: string[], now: Date) => Promise<Map<string, RoomCloseCause | null>>;

/** What `allows` decides about a message. */
export type Verdict = "go" | "closed" | "unchecked";

const accessOf = (connection: Connection) => connection.state as SocketAccess | null;
const isOpen = (connection: Connection) => connection.readyState === WebSocket.OPEN;

function close(connection: Connection, cause: RoomCloseCause) {
  const { code, reason } = ROOM_CLOSE[cause];
  try {
    connection.close(code, reason);
  } catch {
    // Already closing: nothing more to do.
  }
}

/** One room's side of it: its sockets' auth sessions, the re-check and the closes. */
export class RoomAccess {
  /** The re-check under way: every message waits for it, so messages keep their order. */
  private checking: Promise<void> | null = null;

  constructor(
    private readonly room: { getConnections(): Iterable<Connection> },
    private readonly check: AccessCheck,
    private readonly log: (message: string, error: unknown) => void,
  ) {}

  /**
   * Records the auth session the worker admitted `connection` under (checked just now). A socket
   * that reaches the room without one was not admitted by the worker: it is closed, and false returned.
   */
  admit(connection: Connection, ctx: ConnectionContext): boolean {
    const authSession = ctx.request.headers.get(AUTH_SESSION_HEADER) ?? "";
    if (!TOKEN_HASH.test(authSession)) {
      close(connection, "sessionEnded");
      return false;
    }
    connection.setState({ authSession, checkedAt: Date.now() } satisfies SocketAccess);
    return true;
  }

  /**
   * Whether the room may act on a message from `connection`: "go"; "closed" when its auth
   * session or the subscription no longer holds (the socket is closed with the reason); or
   * "unchecked" when the check could not be made (the socket stays, the message is refused).
   */
  async allows(connection: Connection): Promise<Verdict> {
    const pending = this.settle();
    if (pending) {
      try {
        await pending;
      } catch (error) {
        this.log("could not check the sockets' auth sessions", error);
        return "unchecked";
      }
    }
    return isOpen(connection) ? "go" : "closed";
  }

  /**
   * Null when every open socket was checked within the minute and no check is under way (then
   * nothing need wait); else a promise that settles once they all are — the sockets that failed
   * closed — or rejects when the check could not be made.
   */
  settle(): Promise<void> | null {
    if (!this.checking && !this.due(Date.now()).length) return null;
    return this.settleAll();
  }

  private async settleAll() {
    for (;;) {
      if (this.checking) {
        await this.checking;
        continue;
      }
      const due = this.due(Date.now());
      if (!due.length) return;
      this.checking = this.recheck(due).finally(() => {
        this.checking = null;
      });
    }
  }

  /** Open sockets whose last check is a minute old or more. */
  private due(now: number): Connection[] {
    return [...this.room.getConnections()].filter((c) => {
      const access = accessOf(c);
      return isOpen(c) && access !== null && now - access.checkedAt >= SESSION_RECHECK_MS;
    });
  }

  private async recheck(due: Connection[]) {
    const now = new Date();
    const sessions = [...new Set(due.map((c) => accessOf(c)!.authSession))];
    const verdicts = await this.check(sessions, now);
    for (const connection of due) {
      const access = accessOf(connection);
      // Closed meanwhile, or moved to a new auth session (a password change): this verdict is not about it.
      if (!isOpen(connection) || !access || !sessions.includes(access.authSession)) continue;
      const cause = verdicts.get(access.authSession);
      if (cause) close(connection, cause);
      else if (cause === null) connection.setState({ ...access, checkedAt: now.getTime() });
    }
  }

  /** Closes the sockets of one auth session; returns how many. */
  closeSession(authSession: string, cause: RoomCloseCause): number {
    let closed = 0;
    for (const connection of this.room.getConnections()) {
      if (accessOf(connection)?.authSession !== authSession) continue;
      close(connection, cause);
      closed++;
    }
    return closed;
  }

  /**
   * Closes every socket; returns how many. With `rotated`, the sockets of auth session
   * `rotated.from` stay open and now belong to `rotated.to` (the browser that changed its password).
   */
  closeAll(cause: RoomCloseCause, rotated?: { from: string; to: string }): number {
    let closed = 0;
    for (const connection of this.room.getConnections()) {
      const access = accessOf(connection);
      if (rotated && access?.authSession === rotated.from && TOKEN_HASH.test(rotated.to)) {
        // Spread: a room may keep more in the connection's state (the Yjs rooms keep the awareness ids).
        connection.setState({ ...access, authSession: rotated.to, checkedAt: Date.now() } satisfies SocketAccess);
        continue;
      }
      close(connection, cause);
      closed++;
    }
    return closed;
  }
}
