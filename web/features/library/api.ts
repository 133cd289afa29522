/**
 * The library's calls to the library API (`/api/library`, docs/api/library.md). Each throws
 * `ApiError` with the server's message, code and per-field messages (ADR 003). Crafting answers
 * a stream of progress events (NDJSON), read line by line as it arrives.
 */
import type { ResumeItem } from "../../../core/schemas/account";
import type { CraftEvent, CraftKindName, CraftedDocumentItem, EditorDocument, LibraryList } from "../../../core/schemas/library";
import { api, ApiError, apiError, NETWORK_MESSAGE, read } from "../../api";
import { uploadResume } from "../career/api";
import { readCraftEvents } from "./craft-stream";

const BASE = "/api/library";

const library = api.library;
const byId = (id: number) => ({ param: { id: String(id) } });

/** The uploaded resumes, crafted resumes and cover letters, newest first (GET /api/library). */
export function fetchLibrary(signal?: AbortSignal): Promise<LibraryList> {
  return read(library.$get(undefined, { init: { signal } }));
}

/** What the word editor opens (GET /api/library/documents/:id); 404 when it is not the user's. */
export function fetchEditorDocument(id: number, signal?: AbortSignal): Promise<EditorDocument> {
  return read(library.documents[":id"].$get(byId(id), { init: { signal } }));
}

export async function renameDocument(id: number, title: string): Promise<CraftedDocumentItem> {
  return (await read(library.documents[":id"].$patch({ ...byId(id), json: { title } }))).document;
}

export async function deleteDocument(id: number): Promise<void> {
  await read(library.documents[":id"].$delete(byId(id)));
}

/** The document as a file, always from its latest text. */
export function downloadUrl(id: number, format: "docx" | "pdf"): string {
  return `${BASE}/documents/${id}/download?format=${format}`;
}

/** Starts a download in this tab without leaving the page. */
export function startDownload(href: string) {
  const a = document.createElement("a");
  a.href = href;
  a.download = "";
  a.rel = "noopener";
  document.body.appendChild(a);
  a.click();
  a.remove();
}

export type CraftSource = { source: "link"; job_link: string } | { source: "description"; job_description: string };
export type CraftRequest = { kind: CraftKindName; language: "auto" | "en" | "ar" } & CraftSource;

/**
 * POST /api/library/craft: calls `onEvent` for each progress event as the server sends it and
 * resolves with the last one (`done` or `error`). A request refused before any work starts
 * throws `ApiError` like every other call.
 */
export async function craftDocument(request: CraftRequest, onEvent: (event: CraftEvent) => void, signal?: AbortSignal): Promise<CraftEvent> {
  let res: Response;
  try {
    // Read as a stream, line by line, so not through the typed client (which reads whole answers).
    res = await fetch(`${BASE}/craft`, { method: "POST", credentials: "same-origin", signal, headers: { "content-type": "application/json" }, body: JSON.stringify(request) });
  } catch (err) {
    if (err instanceof Error && err.name === "AbortError") throw err;
    throw new ApiError(0, NETWORK_MESSAGE);
  }
  if (!res.ok || !res.body) throw apiError(res.status, await res.json().catch(() => null));
  let last: CraftEvent | null = null;
  try {
    await readCraftEvents(res.body, (event) => {
      last = event;
      onEvent(event);
    });
  } catch (err) {
    if (err instanceof Error && err.name === "AbortError") throw err;
    throw new ApiError(0, NETWORK_MESSAGE);
  }
  // The stream ended without a verdict: the connection dropped mid-way.
  if (!last || (last as CraftEvent).type === "step") throw new ApiError(0, NETWORK_MESSAGE);
  return last;
}

/** Uploads a PDF resume (POST /api/career/resumes): Resume Enhance and Final Resume Upload. */
export async function uploadLibraryResume(file: File): Promise<ResumeItem> {
  return (await uploadResume(file)).resume;
}
