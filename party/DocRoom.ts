/**
 * DocRoom — the word editor's room: one crafted document as a Yjs document, one Durable Object
 * per document, named `<userId>:<documentId>` (./doc-protocol.ts). Every tab of the owner edits
 * it through y-partyserver's provider; the room keeps the Yjs state in its own SQLite storage so
 * a restart never replays the seed twice, and writes the document (JSON and DOCX in R2, version,
 * preview and updated_at in D1) once the edits pause, then tells every tab (`saved`).
 *
 * The first time a room starts (nothing in its storage) it is seeded from the document's JSON
 * in R2, in the layout the editor's Collaboration extension reads (core/documents/yjs.ts).
 *
 * Each socket belongs to the auth session it was opened under (./room-access.ts): signing out, a
 * password change or reset and a lapsed subscription close it (`closeForSession`,
 * `closeForUser`), and an update on a socket whose auth session or subscription no longer holds
 * is not applied: the socket is closed with the reason. Deleting the document (`destroy`) closes
 * every socket and forgets the Yjs state.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Connection, ConnectionContext } from "partyserver";
import { YServer } from "y-partyserver";
import * as Y from "yjs";
import { toDocx } from "../worker/lib/document-files";
import { readDocFromYjs, writeDocToYjs } from "../core/documents/yjs";
import { documentPreview } from "../core/documents/text";
import { sanitizeDoc } from "../core/documents/sanitize";
import { YJS_FIELD, type DocumentFile } from "../core/documents/types";
import { database } from "../worker/db/client";
import { craftedDocuments } from "../worker/db/schema";
import type { Bindings } from "../worker/env";
import { DOC_DELETED_CLOSE, DOC_SAVE_DEBOUNCE_MS, DOC_SAVE_MAX_WAIT_MS, type DocRoomRpc, type DocSaved } from "./doc-protocol";
import type { RoomCloseCause } from "./protocol";
import { RoomAccess } from "./room-access";
import { subscribedAccess } from "./subscribed-access";

/** The largest frame a tab may send (a paste of a whole long resume is far below it). */
export const DOC_MAX_FRAME_BYTES = 1024 * 1024;
/** Close code for a frame over DOC_MAX_FRAME_BYTES (WebSocket "message too big"). */
const TOO_BIG_CLOSE = 1009;
/** Close code for "could not check your sign-in": an ordinary close, so the editor reconnects and syncs again. */
const TRY_AGAIN_CLOSE = 1013;

const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export class DocRoom extends YServer<Bindings> implements DocRoomRpc {
  // Not hibernating: the Yjs document lives in memory between edits.
  static callbackOptions = { debounceWait: DOC_SAVE_DEBOUNCE_MS, debounceMaxWait: DOC_SAVE_MAX_WAIT_MS };

  /** Edits not yet written to R2 and D1. */
  private dirty = false;
  /** The save under way: saves run one after another. */
  private saving: Promise<number> = Promise.resolve(0);
  /** The JSON last written to R2 (a save that would write the same is skipped). */
  private lastWritten: string | null = null;
  /** Set by destroy(): nothing is written any more. */
  private destroyed = false;

  private readonly access = new RoomAccess(
    this,
    (sessions, now) => subscribedAccess(this.env.DB, this.owner.userId)(sessions, now),
    (message, error) => this.log(message, error),
  );

  /** The owner's user id and the document id, from the room name. */
  private get owner() {
    const at = this.name.indexOf(":");
    return { userId: this.name.slice(0, at), documentId: Number(this.name.slice(at + 1)) };
  }

  private log(message: string, error?: unknown) {
    console.error(JSON.stringify({ level: "error", msg: `DocRoom ${this.name}: ${message}`, error: error === undefined ? undefined : String(error) }));
  }

  private get fragment() {
    return this.document.getXmlFragment(YJS_FIELD);
  }

  /** The document's row, when it still exists and is the owner's. */
  private async row() {
    const { userId, documentId } = this.owner;
    if (!Number.isSafeInteger(documentId)) return undefined;
    return database(this.env.DB)
      .select()
      .from(craftedDocuments)
      .where(and(eq(craftedDocuments.id, documentId), eq(craftedDocuments.userId, userId)))
      .get();
  }

  // ——— loading and saving

  async onLoad() {
    const storage = this.ctx.storage.sql;
    storage.exec("CREATE TABLE IF NOT EXISTS ydoc (id INTEGER PRIMARY KEY CHECK (id = 1), state BLOB NOT NULL, unsaved INTEGER NOT NULL DEFAULT 0)");
    const [stored] = storage.exec<{ state: ArrayBuffer; unsaved: number }>("SELECT state, unsaved FROM ydoc WHERE id = 1").toArray();
    if (stored) {
      Y.applyUpdate(this.document, new Uint8Array(stored.state));
      // Edits kept here but never written to R2 (the room stopped mid-save): write them soon.
      this.dirty = stored.unsaved === 1;
    } else {
      await this.seed();
    }
    this.document.on("update", () => {
      this.dirty = true;
    });
    if (this.dirty) void this.save();
  }

  /** The document's JSON from R2 into the Yjs document, kept in storage at once (its history must not be made twice). */
  private async seed() {
    const row = await this.row();
    if (!row) return;
    const object = await this.env.FILES.get(row.jsonKey);
    if (!object) return this.log(`the document's JSON is missing from R2 (${row.jsonKey})`);
    let stored: unknown;
    try {
      stored = await object.json();
    } catch (error) {
      return this.log("the document's JSON in R2 is not JSON", error);
    }
    const content = sanitizeDoc((stored as { content?: unknown } | null)?.content);
    writeDocToYjs(content, this.fragment);
    this.lastWritten = JSON.stringify(this.fileOf(row, content));
    this.keepState(false);
  }

  private fileOf(row: { title: string; language: "en" | "ar" }, content = readDocFromYjs(this.fragment)): DocumentFile {
    return { title: row.title, language: row.language, content };
  }

  /** The Yjs state into the room's storage; `unsaved` while R2 and D1 do not have it yet. */
  private keepState(unsaved: boolean) {
    const state = Y.encodeStateAsUpdate(this.document);
    this.ctx.storage.sql.exec("INSERT OR REPLACE INTO ydoc (id, state, unsaved) VALUES (1, ?, ?)", state, unsaved ? 1 : 0);
  }

  /** Called by y-partyserver once the edits pause (DOC_SAVE_DEBOUNCE_MS, at most DOC_SAVE_MAX_WAIT_MS). */
  async onSave() {
    await this.save();
  }

  /** Writes the edits (if any) after any save under way; the version after it (0 when the document is gone). */
  private save(): Promise<number> {
    this.saving = this.saving.catch(() => 0).then(() => this.write());
    return this.saving;
  }

  private async write(): Promise<number> {
    if (this.destroyed || !this.dirty) return 0;
    this.dirty = false;
    try {
      this.keepState(true);
      const row = await this.row();
      if (!row) return 0;
      const file = this.fileOf(row);
      const json = JSON.stringify(file);
      if (json === this.lastWritten) {
        if (!this.dirty) this.ctx.storage.sql.exec("UPDATE ydoc SET unsaved = 0 WHERE id = 1");
        return row.version;
      }
      await Promise.all([
        this.env.FILES.put(row.jsonKey, json, { httpMetadata: { contentType: "application/json" } }),
        this.env.FILES.put(row.docxKey, await toDocx(file), { httpMetadata: { contentType: DOCX_TYPE } }),
      ]);
      const updatedAt = new Date().toISOString();
      const [saved] = await database(this.env.DB)
        .update(craftedDocuments)
        .set({ version: sql`${craftedDocuments.version} + 1`, updatedAt, preview: documentPreview(file.content) })
        .where(and(eq(craftedDocuments.id, row.id), eq(craftedDocuments.userId, row.userId)))
        .returning({ version: craftedDocuments.version, updatedAt: craftedDocuments.updatedAt });
      if (this.destroyed) return 0;
      this.lastWritten = json;
      if (!this.dirty) this.ctx.storage.sql.exec("UPDATE ydoc SET unsaved = 0 WHERE id = 1");
      if (!saved) return 0;
      this.broadcastCustomMessage(JSON.stringify({ type: "saved", version: saved.version, updated_at: saved.updatedAt } satisfies DocSaved));
      return saved.version;
    } catch (error) {
      // Kept in storage as unsaved: the next edit, flush or restart writes it again.
      this.dirty = true;
      this.log("could not write the document to R2 and D1", error);
      throw error;
    }
  }

  // ——— connections

  onConnect(connection: Connection, ctx: ConnectionContext) {
    if (!this.access.admit(connection, ctx)) return;
    super.onConnect(connection, ctx);
  }

  async onMessage(connection: Connection, message: string | ArrayBuffer | ArrayBufferView) {
    // The room keeps the whole document in memory and in one storage row: no tab may flood it.
    if ((typeof message === "string" ? message.length : message.byteLength) > DOC_MAX_FRAME_BYTES) {
      try {
        connection.close(TOO_BIG_CLOSE, "That change is too large.");
      } catch {
        // Already closing.
      }
      return;
    }
    const verdict = await this.access.allows(connection);
    if (verdict === "closed") return;
    if (verdict === "unchecked") {
      // The update cannot be applied and must not be lost: the editor reconnects and sends it again.
      try {
        connection.close(TRY_AGAIN_CLOSE, "Could not check your sign-in just now.");
      } catch {
        // Already closing.
      }
      return;
    }
    super.onMessage(connection, message as string | ArrayBuffer);
  }

  /** The editor sends no custom messages; any that come are ignored. */
  onCustomMessage() {}

  onClose(connection: Connection, code: number, reason: string, wasClean: boolean) {
    super.onClose(connection, code, reason, wasClean);
    // The last tab left: write now rather than trust the object to outlive the pause.
    const open = [...this.getConnections()].some((c) => c !== connection && c.readyState === WebSocket.OPEN);
    if (!open && this.dirty) this.save().catch(() => {});
  }


  // ——— the worker's calls (typed RPC; the outside world never reaches these)

  async flush(): Promise<number> {
    await this.save().catch(() => 0);
    if (this.dirty) await this.save();
    return (await this.row())?.version ?? 0;
  }

  async destroy(): Promise<void> {
    this.destroyed = true;
    for (const connection of this.getConnections()) {
      try {
        connection.close(DOC_DELETED_CLOSE.code, DOC_DELETED_CLOSE.reason);
      } catch {
        // Already closing.
      }
    }
    await this.saving.catch(() => 0);
    await this.ctx.storage.deleteAll();
  }

  /** Closes the tabs of one auth session (signed out); returns how many. */
  closeForSession(tokenHash: string, cause: RoomCloseCause): number {
    return this.access.closeSession(tokenHash, cause);
  }

  /** Closes every tab (password reset, subscription lapsed); with `rotated`, that auth session's tabs stay under the new one. */
  closeForUser(cause: RoomCloseCause, rotated?: { from: string; to: string }): number {
    return this.access.closeAll(cause, rotated);
  }
}
