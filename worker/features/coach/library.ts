/**
 * The chat screen's Books window: ten books from the bundled catalogue, chosen for the user's
 * title, level and skills.
 */
import { recommendBooksFor } from "../../../core/coach/tools";
import type { RecommendedBook } from "../../../core/coach/types";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { loadCoachProfile } from "../../providers/ai/profile";

export const LIBRARY_SIZE = 10;

/** Ten books for the chat's Books window, chosen for the user's profile. */
export async function booksFor(db: Db, userId: string): Promise<RecommendedBook[]> {
  const profile = await loadCoachProfile(db, userId);
  if (!profile) throw notFound("Your account no longer exists.");
  return recommendBooksFor(profile, LIBRARY_SIZE);
}
