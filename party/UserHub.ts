/**
 * UserHub — one Durable Object per user (`<userId>`): notifications and live updates pushed to
 * every signed-in tab of that user. Events are stored with an increasing `seq` so a tab that
 * reconnects with `?since=<seq>` receives exactly what it missed.
 */
import { Server, type Connection, type ConnectionContext } from "partyserver";
import { SINCE_PARAM, type UserHubEvent } from "./protocol";

type EventBody = UserHubEvent extends infer E ? (E extends { seq: number } ? Omit<E, "seq"> : never) : never;

export class UserHub extends Server {
  static options = { hibernate: true };

  onStart() {
    this.sql`CREATE TABLE IF NOT EXISTS events (seq INTEGER PRIMARY KEY AUTOINCREMENT, body TEXT NOT NULL, at TEXT NOT NULL)`;
  }

  private lastSeq(): number {
    const [row] = this.sql<{ seq: number | null }>`SELECT MAX(seq) AS seq FROM events`;
    return row?.seq ?? 0;
  }

  /** Stores an event and broadcasts it to every connection of this user. */
  publish(body: EventBody): UserHubEvent {
    const at = new Date().toISOString();
    const json = JSON.stringify(body);
    const [row] = this.sql<{ seq: number }>`INSERT INTO events (body, at) VALUES (${json}, ${at}) RETURNING seq`;
    const event = { ...body, seq: row!.seq } as UserHubEvent;
    this.broadcast(JSON.stringify(event));
    return event;
  }

  onConnect(connection: Connection, ctx: ConnectionContext) {
    const since = Number(new URL(ctx.request.url).searchParams.get(SINCE_PARAM) ?? "0") || 0;
    for (const row of this.sql<{ seq: number; body: string }>`SELECT seq, body FROM events WHERE seq > ${since} ORDER BY seq LIMIT 500`) {
      connection.send(JSON.stringify({ ...JSON.parse(row.body), seq: row.seq }));
    }
    connection.send(JSON.stringify({ type: "hello", lastSeq: this.lastSeq(), seq: this.lastSeq() } satisfies UserHubEvent));
  }

  onMessage(connection: Connection, message: string | ArrayBuffer) {
    if (typeof message === "string" && message.includes('"ping"')) connection.send(JSON.stringify({ type: "pong" }));
  }

  /** Worker-internal: `POST` an event body to publish it (the worker has already authorised). */
  async onRequest(request: Request): Promise<Response> {
    if (request.method !== "POST") return new Response("Method not allowed", { status: 405 });
    const body = (await request.json()) as EventBody;
    return Response.json(this.publish(body));
  }

  onError(connection: Connection, error: unknown) {
    console.error(JSON.stringify({ level: "error", room: "UserHub", name: this.name, connection: connection.id, error: String(error) }));
  }
}
