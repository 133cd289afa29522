/**
 * Crafted-document fixtures for worker tests: a row in D1 with its JSON in R2, and an editor tab
 * that speaks the Yjs sync protocol (y-protocols, as y-partyserver's provider does) over a
 * socket opened through the worker.
 */
import { env } from "cloudflare:workers";
import * as decoding from "lib0/decoding";
import * as encoding from "lib0/encoding";
import { expect, vi } from "vitest";
import * as syncProtocol from "y-protocols/sync";
import * as Y from "yjs";
import { YJS_FIELD, type DocNode, type DocumentFile } from "../../core/documents/types";
import { readDocFromYjs } from "../../core/documents/yjs";
import { docRoomName, docSavedSchema, type DocSaved } from "../../party/doc-protocol";
import { ROOMS } from "../../party/protocol";
import { call } from "./http";

/** Inserts a document of `userId` (row in D1, JSON in R2, no DOCX yet); returns its id and keys. */
export async function insertDocument(userId: string, file: DocumentFile) {
  const key = `documents/${userId}/${crypto.randomUUID()}`;
  const row = await env.DB.prepare("INSERT INTO crafted_documents (user_id, kind, title, language, json_key, docx_key) VALUES (?, 'resume', ?, ?, ?, ?) RETURNING id")
    .bind(userId, file.title, file.language, `${key}.json`, `${key}.docx`)
    .first<{ id: number }>();
  await env.FILES.put(`${key}.json`, JSON.stringify(file));
  return { id: row!.id, jsonKey: `${key}.json`, docxKey: `${key}.docx` };
}

export function upgradeToDocRoom(roomName: string, headers: Record<string, string> = {}) {
  return call(`/parties/${ROOMS.docRoom}/${roomName}`, { headers: { Upgrade: "websocket", ...headers } });
}

const MESSAGE_SYNC = 0;

/**
 * An open editor on a document: a Yjs document kept in sync with the room, the `saved` messages
 * received, and waits. Its local edits (any transaction not from the room) are sent as updates.
 */
export async function openEditor(cookie: string, userId: string, documentId: number) {
  const res = await upgradeToDocRoom(docRoomName(userId, documentId), { Cookie: cookie });
  expect(res.status).toBe(101);
  const socket = res.webSocket!;
  const doc = new Y.Doc();
  const saved: DocSaved[] = [];
  let synced = false;
  const remote = Symbol("room");

  const send = (write: (encoder: encoding.Encoder) => void) => {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE_SYNC);
    write(encoder);
    socket.send(encoding.toUint8Array(encoder));
  };
  const receive = (data: ArrayBuffer) => {
    const decoder = decoding.createDecoder(new Uint8Array(data));
    if (decoding.readVarUint(decoder) !== MESSAGE_SYNC) return; // awareness
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE_SYNC);
    const type = syncProtocol.readSyncMessage(decoder, encoder, doc, remote);
    if (type === syncProtocol.messageYjsSyncStep2) synced = true;
    if (encoding.length(encoder) > 1) socket.send(encoding.toUint8Array(encoder));
  };
  // Binary frames arrive as Blobs here: read them one after another so updates keep their order.
  let reading = Promise.resolve();
  socket.addEventListener("message", (event) => {
    const data = event.data as string | ArrayBuffer | Blob;
    if (typeof data === "string") {
      if (data.startsWith("__YPS:")) saved.push(docSavedSchema.parse(JSON.parse(data.slice(6))));
      return;
    }
    reading = reading.then(async () => receive(data instanceof Blob ? await data.arrayBuffer() : data));
  });
  doc.on("update", (update: Uint8Array, origin: unknown) => {
    if (origin !== remote) send((encoder) => syncProtocol.writeUpdate(encoder, update));
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.addEventListener("close", (e) => resolve({ code: e.code, reason: e.reason })));
  socket.accept();
  send((encoder) => syncProtocol.writeSyncStep1(encoder, doc));
  await vi.waitFor(() => expect(synced, "the room's sync step 2").toBe(true), { timeout: 5_000, interval: 10 });

  const fragment = doc.getXmlFragment(YJS_FIELD);
  return {
    doc,
    fragment,
    socket,
    saved,
    closed,
    /** The document this editor shows. */
    content: () => readDocFromYjs(fragment),
    /** Waits until the editor shows `expected`. */
    shows: (expected: DocNode, timeout = 5_000) => vi.waitFor(() => expect(readDocFromYjs(fragment)).toEqual(expected), { timeout, interval: 10 }),
    /** Waits for the `count`-th `saved` message. */
    savedAt: (count = 1, timeout = 10_000) =>
      vi.waitFor(
        () => {
          expect(saved.length).toBeGreaterThanOrEqual(count);
          return saved[count - 1]!;
        },
        { timeout, interval: 20 },
      ),
  };
}
