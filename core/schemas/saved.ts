/**
 * Saved items (spec section 3, Saved item): what a user keeps from the portal's generators, one
 * list per kind (`saved_obj_type`), newest first. docs/api/saved-items.md.
 */
import { z } from "zod";
import { textId } from "./ids.ts";
import { savedNetworkingSchema } from "./networking.ts";
import { savedRoadmapSchema } from "./roadmap.ts";

export const SAVED_TYPES = ["networking_message", "roadmap"] as const;
export type SavedType = (typeof SAVED_TYPES)[number];

export const SAVED_LIMITS = {
  /** Saved items a user may keep of one kind. */
  perType: 200,
} as const;

export const SAVED_MESSAGES = {
  typeInvalid: `saved_obj_type must be one of ${SAVED_TYPES.join(", ")}`,
  notFound: "This saved item does not exist or was deleted.",
  idInvalid: "The saved item id must be a whole number",
  tooMany: `You have ${SAVED_LIMITS.perType} saved items of this kind, the most Amal keeps. Delete some to make room.`,
  changed: "This saved item holds something else now, so it was not replaced. Save this one as a new item instead.",
} as const;

/** POST /api/saved-items: the kind decides what `saved_obj` must hold. */
export const createSavedItemSchema = z.discriminatedUnion(
  "saved_obj_type",
  [
    z.object({ saved_obj_type: z.literal("networking_message"), saved_obj: savedNetworkingSchema }),
    z.object({ saved_obj_type: z.literal("roadmap"), saved_obj: savedRoadmapSchema }),
  ],
  { error: SAVED_MESSAGES.typeInvalid },
);
export type CreateSavedItem = z.infer<typeof createSavedItemSchema>;

/** GET /api/saved-items?type=… */
export const savedListQuerySchema = z.object({
  type: z.enum(SAVED_TYPES, { error: SAVED_MESSAGES.typeInvalid }),
});

export const savedIdParamSchema = z.object({ id: textId(SAVED_MESSAGES.idInvalid) });

/** One saved item as the API answers it. */
export const savedItemSchema = z.discriminatedUnion("saved_obj_type", [
  z.object({ id: z.number(), saved_obj_type: z.literal("networking_message"), saved_obj: savedNetworkingSchema, date_saved: z.string() }),
  z.object({ id: z.number(), saved_obj_type: z.literal("roadmap"), saved_obj: savedRoadmapSchema, date_saved: z.string() }),
]);
export type SavedItem = z.infer<typeof savedItemSchema>;
export type SavedNetworkingItem = Extract<SavedItem, { saved_obj_type: "networking_message" }>;
export type SavedRoadmapItem = Extract<SavedItem, { saved_obj_type: "roadmap" }>;
