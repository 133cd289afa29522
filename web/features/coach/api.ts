/**
 * The chat screen's calls to the coach API (`/api/coach`, signed in) and the portal data it
 * reuses (resumes from the portal home). Each throws `ApiError` with the server's message.
 */
import type { RecommendedBook } from "../../../core/coach/types";
import type { CoachMessage, CoachSessionInfo } from "../../../party/coach-protocol";
import { api } from "../../api";
import { readJson } from "../../api-errors";
import { fetchPortalHome } from "../portal/api";
import type { ResumeItem } from "../portal/types";
import type { SessionRef } from "./session-ref";

/** What `readJson` reads of a response; the typed client's responses have it too. */
type JsonResponse = Pick<Response, "ok" | "status" | "json">;
const read = <T>(res: JsonResponse) => readJson<T>(res as Response);
const coach = api.coach;

/** The user's sessions, most recently active first. */
export async function listSessions(signal?: AbortSignal): Promise<CoachSessionInfo[]> {
  return (await read<{ sessions: CoachSessionInfo[] }>(await coach.sessions.$get(undefined, { init: { signal } }))).sessions;
}

/** Creates the session (idempotent: the same id again answers the existing one). */
export async function createSession(ref: SessionRef): Promise<CoachSessionInfo> {
  return (await read<{ session: CoachSessionInfo }>(await coach.sessions.$post({ json: { session_id: ref.id, session_name: ref.name } }))).session;
}

/** Renames a session; every open tab of it follows (the room and the user's hub broadcast it). */
export async function renameSession(sessionId: string, name: string): Promise<CoachSessionInfo> {
  const res = await coach.sessions[":sessionId"].$patch({ param: { sessionId }, json: { session_name: name } });
  return (await read<{ session: CoachSessionInfo }>(res)).session;
}

/** One session and its transcript (404 when it is not this user's). */
export async function fetchSession(sessionId: string, signal?: AbortSignal): Promise<{ session: CoachSessionInfo; messages: CoachMessage[] }> {
  return read(await coach.sessions[":sessionId"].$get({ param: { sessionId } }, { init: { signal } }));
}

/** The books picked for this user (the Books window). */
export async function fetchLibrary(signal?: AbortSignal): Promise<RecommendedBook[]> {
  return (await read<{ books: RecommendedBook[] }>(await coach.library.$get(undefined, { init: { signal } }))).books;
}

/** The user's uploaded resumes (the Gallery window), newest first. */
export async function fetchResumes(signal?: AbortSignal): Promise<ResumeItem[]> {
  return (await fetchPortalHome(signal)).resumes;
}
