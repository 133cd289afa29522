/**
 * The tracker's calls to the e-mail API (`/api/emails`, docs/api/emails.md). Each throws
 * `ApiError` with the server's message, code and per-field messages (ADR 003).
 */
import type { EmailDetail, EmailFilter, EmailGroup, EmailListResponse, Inbox, PrepareResponse } from "../../../core/schemas/email";
import { api, read } from "../../api";

const emails = api.emails;
const byId = (id: number) => ({ param: { id: String(id) } });

/** What the list asks for: a search, one group, the active saved filters. */
export interface EmailQuery {
  q: string;
  classification: EmailGroup | null;
  filters: number[];
}

export const EMPTY_QUERY: EmailQuery = { q: "", classification: null, filters: [] };

/** One page of the list, newest first, with the card counts (GET /api/emails). */
export function fetchEmails(query: EmailQuery, options: { before?: string | null; limit?: number; signal?: AbortSignal } = {}): Promise<EmailListResponse> {
  const q = query.q.trim();
  return read(
    emails.$get(
      {
        query: {
          ...(q ? { q } : {}),
          ...(query.classification ? { classification: query.classification } : {}),
          ...(query.filters.length ? { filters: query.filters.join(",") } : {}),
          ...(options.before ? { before: options.before } : {}),
          ...(options.limit ? { limit: String(options.limit) } : {}),
        },
      },
      { init: { signal: options.signal } },
    ),
  );
}

/** One e-mail for the viewer (GET /api/emails/:id); 404 when it is not the user's. */
export async function fetchEmail(id: number, signal?: AbortSignal): Promise<EmailDetail> {
  return (await read(emails[":id"].$get(byId(id), { init: { signal } }))).email;
}

export async function deleteEmail(id: number): Promise<void> {
  await read(emails[":id"].$delete(byId(id)));
}

/** The forwarding address and the mailbox connection (GET /api/emails/inbox). */
export function fetchInbox(signal?: AbortSignal): Promise<Inbox> {
  return read(emails.inbox.$get(undefined, { init: { signal } }));
}

export async function fetchFilters(signal?: AbortSignal): Promise<EmailFilter[]> {
  return (await read(emails.filters.$get(undefined, { init: { signal } }))).filters;
}

export async function createFilter(filter: { company_name: string; job_title: string; company_email: string }): Promise<EmailFilter> {
  return (await read(emails.filters.$post({ json: filter }))).filter;
}

export async function deleteFilter(id: number): Promise<void> {
  await read(emails.filters[":id"].$delete(byId(id)));
}

/** Where to send the browser to let Amal read the mailbox (POST /api/emails/gmail/connect). */
export async function connectGmail(): Promise<string> {
  return (await read(emails.gmail.connect.$post())).url;
}

/** Starts a background sync (202); its progress arrives through the user's hub. */
export async function syncGmail(): Promise<void> {
  await read(emails.gmail.sync.$post());
}

export async function disconnectGmail(): Promise<void> {
  await read(emails.gmail.$delete());
}

/** Opens a coaching session seeded with the e-mail (POST /api/emails/:id/prepare). */
export function prepareFromEmail(id: number): Promise<PrepareResponse> {
  return read(emails[":id"].prepare.$post(byId(id)));
}
