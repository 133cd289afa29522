/**
 * Saved items (docs/api/saved-items.md): one list per kind, newest first, each visible to its
 * owner only. An item is stored once per identity (its content key): saving the same message
 * again answers the item already there.
 */
import { and, count, desc, eq } from "drizzle-orm";
import { type CreateSavedItem, SAVED_LIMITS, SAVED_MESSAGES as M, type SavedItem, type SavedType } from "../../../core/schemas/saved";
import type { Db } from "../../db/client";
import { savedItems } from "../../db/schema";
import { AppError, notFound } from "../../lib/errors";
import { contentKey, SAVED_KINDS } from "./kinds";

type SavedRow = typeof savedItems.$inferSelect;

/** A stored row as the API answers it; null (and a log line) when its JSON no longer reads as its kind. */
function asItem(row: SavedRow): SavedItem | null {
  const kind = SAVED_KINDS[row.type as SavedType];
  let stored: unknown;
  try {
    stored = JSON.parse(row.savedObj);
  } catch {
    stored = undefined;
  }
  const parsed = kind?.schema.safeParse(stored);
  if (!parsed?.success) {
    console.warn(JSON.stringify({ level: "warn", msg: "a saved item could not be read and is left out", savedItemId: row.id, type: row.type }));
    return null;
  }
  return { id: row.id, saved_obj_type: row.type as SavedType, saved_obj: parsed.data, date_saved: row.createdAt } as SavedItem;
}

/** The user's saved items of one kind, newest first. */
export async function listSavedItems(db: Db, userId: string, type: SavedType): Promise<SavedItem[]> {
  const rows = await db
    .select()
    .from(savedItems)
    .where(and(eq(savedItems.userId, userId), eq(savedItems.type, type)))
    .orderBy(desc(savedItems.createdAt), desc(savedItems.id));
  return rows.map(asItem).filter((item): item is SavedItem => item !== null);
}

/** The id of the user's saved item of this kind with this content key, or null. */
export async function savedIdByKey(db: Db, userId: string, type: SavedType, key: string): Promise<number | null> {
  const row = await db
    .select({ id: savedItems.id })
    .from(savedItems)
    .where(and(eq(savedItems.userId, userId), eq(savedItems.type, type), eq(savedItems.contentKey, key)))
    .get();
  return row?.id ?? null;
}

async function rowById(db: Db, userId: string, id: number): Promise<SavedRow | undefined> {
  return db
    .select()
    .from(savedItems)
    .where(and(eq(savedItems.id, id), eq(savedItems.userId, userId)))
    .get();
}

/**
 * Saves an item. When the user already saved one with the same identity, that one is answered
 * (`created: false`) and nothing is written; a kind holds at most SAVED_LIMITS.perType items (409).
 */
export async function createSavedItem(db: Db, userId: string, body: CreateSavedItem): Promise<{ item: SavedItem; created: boolean }> {
  const key = await contentKey(body);
  const existing = await savedIdByKey(db, userId, body.saved_obj_type, key);
  if (existing !== null) {
    const row = await rowById(db, userId, existing);
    const item = row && asItem(row);
    if (item) return { item, created: false };
  }
  const [counted] = await db
    .select({ n: count() })
    .from(savedItems)
    .where(and(eq(savedItems.userId, userId), eq(savedItems.type, body.saved_obj_type)));
  if ((counted?.n ?? 0) >= SAVED_LIMITS.perType) throw new AppError(409, "too_many_saved_items", M.tooMany);

  const values = { userId, type: body.saved_obj_type, savedObj: JSON.stringify(body.saved_obj), contentKey: key };
  // An unreadable row with this key (kept from an older shape) is replaced by the new one.
  const inserted = await db
    .insert(savedItems)
    .values(values)
    .onConflictDoUpdate({ target: [savedItems.userId, savedItems.type, savedItems.contentKey], set: { savedObj: values.savedObj } })
    .returning()
    .get();
  const item = asItem(inserted);
  if (!item) throw new Error("a saved item just written could not be read back");
  return { item, created: existing === null };
}

/**
 * Replaces the saved object of one of the user's items (a roadmap's saved view): the kind and the
 * identity must stay the same (409 saved_item_changed otherwise); another user's id, or one
 * already gone, is 404.
 */
export async function replaceSavedItem(db: Db, userId: string, id: number, body: CreateSavedItem): Promise<SavedItem> {
  const row = await rowById(db, userId, id);
  if (!row) throw notFound(M.notFound);
  if (row.type !== body.saved_obj_type || row.contentKey !== (await contentKey(body))) throw new AppError(409, "saved_item_changed", M.changed);
  const updated = await db
    .update(savedItems)
    .set({ savedObj: JSON.stringify(body.saved_obj) })
    .where(and(eq(savedItems.id, id), eq(savedItems.userId, userId)))
    .returning()
    .get();
  if (!updated) throw notFound(M.notFound);
  const item = asItem(updated);
  if (!item) throw new Error("a saved item just written could not be read back");
  return item;
}

/** Deletes one of the user's saved items; another user's id, or one already gone, is 404. */
export async function deleteSavedItem(db: Db, userId: string, id: number): Promise<void> {
  const gone = await db
    .delete(savedItems)
    .where(and(eq(savedItems.id, id), eq(savedItems.userId, userId)))
    .returning({ id: savedItems.id })
    .get();
  if (!gone) throw notFound(M.notFound);
}
