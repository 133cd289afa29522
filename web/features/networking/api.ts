/**
 * Career Networking's calls: writing a message (`/api/networking`, docs/api/networking.md) and
 * the saved networking messages (`/api/saved-items`, docs/api/saved-items.md). Each throws
 * `ApiError` with the server's message, code and per-field messages (ADR 003).
 */
import type { GeneratedMessage, NetworkingReport, NetworkingRequest } from "../../../core/schemas/networking";
import type { SavedItem, SavedNetworkingItem } from "../../../core/schemas/saved";
import { api, read } from "../../api";

const saved = api["saved-items"];

const isNetworking = (item: SavedItem): item is SavedNetworkingItem => item.saved_obj_type === "networking_message";

/** Writes a LinkedIn note or a cold e-mail (subscribers; 400 with `fields` for a form it refuses). */
export function generateMessage(request: NetworkingRequest, signal?: AbortSignal): Promise<GeneratedMessage> {
  return read(api.networking.messages.$post({ json: request }, { init: { signal } }));
}

/** The saved networking messages, newest first. */
export async function fetchSavedMessages(signal?: AbortSignal): Promise<SavedNetworkingItem[]> {
  const { items } = await read(saved.$get({ query: { type: "networking_message" } }, { init: { signal } }));
  return items.filter(isNetworking);
}

/** Saves a message with the form that wrote it (Favorite). */
export async function saveMessage(report: NetworkingReport, formData: NetworkingRequest): Promise<SavedNetworkingItem> {
  const { item } = await read(saved.$post({ json: { saved_obj_type: "networking_message", saved_obj: { report, formData } } }));
  if (!isNetworking(item)) throw new Error("The saved item is not a networking message");
  return item;
}

export async function deleteSavedMessage(id: number): Promise<void> {
  await read(saved[":id"].$delete({ param: { id: String(id) } }));
}
