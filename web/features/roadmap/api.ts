/**
 * Craft Roadmap's calls: generating and expanding a roadmap and the user's last roadmap
 * (`/api/roadmaps`, docs/api/roadmap.md), and the saved roadmaps (`/api/saved-items`,
 * docs/api/saved-items.md). Each throws `ApiError` with the server's message, code and
 * per-field messages (ADR 003).
 */
import type { LastRoadmap, Roadmap, RoadmapAnswer, RoadmapLanguage, RoadmapState } from "../../../core/schemas/roadmap";
import type { SavedItem, SavedRoadmapItem } from "../../../core/schemas/saved";
import { api, read } from "../../api";

const saved = api["saved-items"];

const isRoadmap = (item: SavedItem): item is SavedRoadmapItem => item.saved_obj_type === "roadmap";

function roadmapItem(item: SavedItem): SavedRoadmapItem {
  if (!isRoadmap(item)) throw new Error("The saved item is not a roadmap");
  return item;
}

/** A new roadmap to `topic` (subscribers); it becomes the user's last roadmap. 422 `unknown_topic`. */
export function generateRoadmap(topic: string, language: RoadmapLanguage, signal?: AbortSignal): Promise<RoadmapAnswer> {
  return read(api.roadmaps.$post({ json: { topic, language } }, { init: { signal } }));
}

/**
 * `roadmap` with a sub-roadmap merged under its leaf `nodeId`. With `favoriteId` (the saved item
 * equal to `roadmap`), the server replaces that item by the merged roadmap and answers its new id.
 */
export function expandRoadmap(roadmap: Roadmap, nodeId: number, favoriteId: number | null, signal?: AbortSignal): Promise<RoadmapAnswer> {
  return read(api.roadmaps.expand.$post({ json: { roadmap, node_id: nodeId, favorite_id: favoriteId } }, { init: { signal } }));
}

/** The roadmap the user saw last, with its view and the saved item equal to it; null before the first. */
export async function fetchLastRoadmap(signal?: AbortSignal): Promise<(LastRoadmap & { favorite_id: number | null }) | null> {
  const { last } = await read(api.roadmaps.last.$get({}, { init: { signal } }));
  return last;
}

/** Makes `roadmap` (and its view) the one the page opens with next time. */
export async function storeLastRoadmap(roadmap: Roadmap, state: RoadmapState | null): Promise<void> {
  await read(api.roadmaps.last.$put({ json: { roadmap, state } }));
}

/** The saved roadmaps, newest first. */
export async function fetchSavedRoadmaps(signal?: AbortSignal): Promise<SavedRoadmapItem[]> {
  const { items } = await read(saved.$get({ query: { type: "roadmap" } }, { init: { signal } }));
  return items.filter(isRoadmap);
}

/** Favorite (state null), or Save State on a roadmap not saved yet. An equal saved roadmap is answered as it is. */
export async function saveRoadmap(roadmap: Roadmap, state: RoadmapState | null): Promise<SavedRoadmapItem> {
  const { item } = await read(saved.$post({ json: { saved_obj_type: "roadmap", saved_obj: { roadmap, state } } }));
  return roadmapItem(item);
}

/** Save State on a favorite: its saved view replaced. 409 `saved_item_changed` when it holds another roadmap now. */
export async function replaceSavedRoadmap(id: number, roadmap: Roadmap, state: RoadmapState | null): Promise<SavedRoadmapItem> {
  const { item } = await read(saved[":id"].$put({ param: { id: String(id) }, json: { saved_obj_type: "roadmap", saved_obj: { roadmap, state } } }));
  return roadmapItem(item);
}

export async function deleteSavedRoadmap(id: number): Promise<void> {
  await read(saved[":id"].$delete({ param: { id: String(id) } }));
}
