/**
 * What each kind of saved item holds and what makes two of them "the same": the text its content
 * key is the hash of. A new kind adds its schema to core/schemas/saved.ts and one entry here.
 */
import type { z } from "zod";
import { messageIdentity } from "../../../core/networking/compose";
import { roadmapIdentity } from "../../../core/roadmap/identity";
import { savedNetworkingSchema } from "../../../core/schemas/networking";
import { savedRoadmapSchema } from "../../../core/schemas/roadmap";
import type { CreateSavedItem, SavedType } from "../../../core/schemas/saved";
import { sha256Hex } from "../../lib/crypto";

type SavedObj<K extends SavedType> = Extract<CreateSavedItem, { saved_obj_type: K }>["saved_obj"];

interface SavedKind<K extends SavedType> {
  /** Reads a stored saved_obj back (stored JSON is checked again: rows outlive schema changes). */
  schema: z.ZodType<SavedObj<K>>;
  /** The identifying content: two items with the same identity are one saved item. */
  identity(obj: SavedObj<K>): string;
}

export const SAVED_KINDS: { [K in SavedType]: SavedKind<K> } = {
  // The spec: a generated message is Saved "once an identical message text is among saved items".
  networking_message: { schema: savedNetworkingSchema, identity: (obj) => messageIdentity(obj.report.message) },
  // The spec: a roadmap is a favorite when it equals a saved one; its saved view is not part of that.
  roadmap: { schema: savedRoadmapSchema, identity: (obj) => roadmapIdentity(obj.roadmap) },
};

/** The content key of an item to save: the SHA-256 of its kind's identity. */
export function contentKey(item: CreateSavedItem): Promise<string> {
  // The body was parsed by its kind's schema: its saved_obj is that kind's object.
  const kind = SAVED_KINDS[item.saved_obj_type] as SavedKind<SavedType>;
  return sha256Hex(kind.identity(item.saved_obj));
}

/** The content key a networking message's text would have once saved. */
export const networkingMessageKey = (message: string) => sha256Hex(messageIdentity(message));

/** The content key a roadmap would have once saved (its state plays no part). */
export const roadmapKey = (roadmap: Parameters<typeof roadmapIdentity>[0]) => sha256Hex(roadmapIdentity(roadmap));
