/**
 * The Craft Roadmap page's rules (spec section 4, Roadmap) that need no screen: which saved item
 * the roadmap on screen is (favorite is true when it equals a saved one), the topic check before
 * sending, and the server's roadmap sentences found in this page's catalogue.
 */
import { roadmapIdentity } from "../../../core/roadmap/identity";
import { ROADMAP_LIMITS, type Roadmap } from "../../../core/schemas/roadmap";
import type { SavedRoadmapItem } from "../../../core/schemas/saved";

/**
 * The saved item equal to `roadmap`, if any. Once the saved list has been read it decides;
 * before that (null) the server's word (`favoriteId`) stands.
 */
export function favoriteOf(roadmap: Roadmap | null, saved: readonly SavedRoadmapItem[] | null, favoriteId: number | null): number | null {
  if (!roadmap) return null;
  if (saved === null) return favoriteId;
  const identity = roadmapIdentity(roadmap);
  return saved.find((item) => roadmapIdentity(item.saved_obj.roadmap) === identity)?.id ?? null;
}

/** The list after saving `item`: it replaces the item with its id, or comes first (newest first). */
export function withSaved(saved: readonly SavedRoadmapItem[], item: SavedRoadmapItem): SavedRoadmapItem[] {
  return [item, ...saved.filter((other) => other.id !== item.id)];
}

export type TopicProblem = "topicEmpty" | "topicLong" | null;

/** What is wrong with a typed topic before it is sent (the server checks the same). */
export function topicProblem(topic: string): TopicProblem {
  const trimmed = topic.trim();
  if (trimmed.length === 0) return "topicEmpty";
  if (trimmed.length > ROADMAP_LIMITS.topicChars) return "topicLong";
  return null;
}
