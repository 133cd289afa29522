/**
 * The word editor's room (DocRoom, one Durable Object per crafted document, named
 * `<userId>:<documentId>`): a Yjs document over y-partyserver. The editor connects with
 * y-partyserver's provider (`party: ROOMS.docRoom`, `room: docRoomName(...)`); the worker admits
 * only the document's owner. Besides the Yjs sync the room sends one custom message (JSON):
 * `saved`, after each write of the document to R2 and D1, so every open tab shows "Saved".
 */
import * as z from "zod/mini";

export const docRoomName = (userId: string, documentId: number) => `${userId}:${documentId}`;

/** The document id in a DocRoom's name, or null when the name is not `<userId>:<digits>`. */
export function documentIdOf(roomName: string, userId: string): number | null {
  if (!roomName.startsWith(`${userId}:`)) return null;
  const rest = roomName.slice(userId.length + 1);
  return /^[1-9]\d{0,14}$/.test(rest) ? Number(rest) : null;
}

export const docSavedSchema = z.object({ type: z.literal("saved"), version: z.number(), updated_at: z.string() });
export type DocSaved = z.infer<typeof docSavedSchema>;

/** How long after the last edit the room writes the document to R2 (and the longest it waits while edits go on). */
export const DOC_SAVE_DEBOUNCE_MS = 2_000;
export const DOC_SAVE_MAX_WAIT_MS = 10_000;

/** What the worker calls on a DocRoom (typed RPC through the binding). */
export interface DocRoomRpc {
  /** Writes the current text to R2 (JSON and DOCX) and D1 now if it changed since the last write; the version after it. */
  flush(): Promise<number>;
  /** The document was deleted: close every socket and forget the Yjs state. */
  destroy(): Promise<void>;
}

/**
 * The room closes every tab with this when the document is deleted (`destroy`); the editor then
 * stops reconnecting and says so. The same sentence is the worker's 404 for a socket to a
 * document that does not exist.
 */
export const DOC_DELETED_CLOSE = { code: 4404, reason: "This document does not exist or was deleted." } as const;
