/** Saved items: one list per kind, newest first, each visible to its owner only. */
import type { CreateSavedItem, SavedItem, SavedType } from "../../../core/schemas/saved";
import type { Db } from "../../db/client";

export async function listSavedItems(_db: Db, _userId: string, _type: SavedType): Promise<SavedItem[]> {
  throw new Error("saved items are not available yet");
}

export async function createSavedItem(_db: Db, _userId: string, _body: CreateSavedItem): Promise<SavedItem> {
  throw new Error("saved items are not available yet");
}

export async function deleteSavedItem(_db: Db, _userId: string, _id: number): Promise<void> {
  throw new Error("saved items are not available yet");
}
