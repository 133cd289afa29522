/**
 * The chat screen's calls to the coach API (`/api/coach`, signed in) and the portal data it
 * reuses (resumes from the portal home). Each throws `ApiError` with the server's message.
 */
import { api, read } from "../../api";
import { fetchPortalHome } from "../portal/api";
import type { SessionRef } from "./session-ref";

const coach = api.coach;
const session = coach.sessions[":sessionId"];
const signalled = (signal?: AbortSignal) => ({ init: { signal } });

/** The user's sessions, most recently active first. */
export async function listSessions(signal?: AbortSignal) {
  return (await read(coach.sessions.$get(undefined, signalled(signal)))).sessions;
}

/** Creates the session (idempotent: the same id again answers the existing one). */
export async function createSession(ref: SessionRef) {
  return (await read(coach.sessions.$post({ json: { session_id: ref.id, session_name: ref.name } }))).session;
}

/** Renames a session; every open tab of it follows (the room and the user's hub broadcast it). */
export async function renameSession(sessionId: string, name: string) {
  return (await read(session.$patch({ param: { sessionId }, json: { session_name: name } }))).session;
}

/** One session and its transcript (404 when it is not this user's). */
export function fetchSession(sessionId: string, signal?: AbortSignal) {
  return read(session.$get({ param: { sessionId } }, signalled(signal)));
}

/** The books picked for this user (the Books window). */
export async function fetchLibrary(signal?: AbortSignal) {
  return (await read(coach.library.$get(undefined, signalled(signal)))).books;
}

/** The user's uploaded resumes (the Gallery window), newest first. */
export async function fetchResumes(signal?: AbortSignal) {
  return (await fetchPortalHome(signal)).resumes;
}
