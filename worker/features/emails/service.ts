/**
 * The job e-mail tracker's reads and writes (docs/api/emails.md): the list (full-text search,
 * a group, saved filters, keyset paging newest first) with the cards' counts, the viewer's
 * e-mail, deleting, saved filters and the inbox (forwarding address, mailbox connection).
 * Every query carries the caller's id: another user's e-mail or filter is simply not found.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import {
  EMAIL_GROUPS,
  EMAIL_LIMITS,
  EMAIL_MESSAGES as M,
  type CreateEmailFilter,
  type EmailCounts,
  type EmailDetail,
  type EmailFilter,
  type EmailGroup,
  type EmailListItem,
  type EmailListResponse,
  type Inbox,
} from "../../../core/schemas/email";
import type { Db } from "../../db/client";
import { emailFilters, inboundAddresses, mailboxConnections, trackedEmails } from "../../db/schema";
import { AppError, badRequest, notFound } from "../../lib/errors";

type EmailRow = typeof trackedEmails.$inferSelect;
type FilterRow = typeof emailFilters.$inferSelect;

/** The list's columns: never the stored text or HTML. */
const listColumns = {
  id: trackedEmails.id,
  subject: trackedEmails.subject,
  emailFrom: trackedEmails.emailFrom,
  fromAddress: trackedEmails.fromAddress,
  classification: trackedEmails.classification,
  company: trackedEmails.company,
  jobTitle: trackedEmails.jobTitle,
  receivedAt: trackedEmails.receivedAt,
  snippet: trackedEmails.snippet,
  source: trackedEmails.source,
  direction: trackedEmails.direction,
};
type ListRow = { [K in keyof typeof listColumns]: EmailRow[K extends "emailFrom" ? "emailFrom" : K] };

const group = (value: string | null): EmailGroup | null => (value && (EMAIL_GROUPS as readonly string[]).includes(value) ? (value as EmailGroup) : null);

export function asListItem(row: ListRow): EmailListItem {
  return {
    id: row.id,
    email_subject: row.subject,
    email_from: row.emailFrom,
    from_address: row.fromAddress,
    email_classification: group(row.classification),
    company: row.company,
    job_title: row.jobTitle,
    received_at: row.receivedAt,
    snippet: row.snippet,
    source: row.source,
    direction: row.direction,
  };
}

export function asFilter(row: FilterRow): EmailFilter {
  return { id: row.id, company_name: row.companyName, job_title: row.jobTitle, company_email: row.companyEmail, created_at: row.createdAt };
}

// ——— search

/**
 * The user's words as an FTS5 query that can never be a syntax error: each word (letters and
 * digits only, any script) becomes a quoted term, all must match, the last one as a prefix
 * (the search box finds "interv" as it is typed). Null when nothing searchable is left.
 */
export function ftsQuery(input: string): string | null {
  const words = input.normalize("NFKC").match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  const terms = words.slice(0, 16).map((word) => `"${word.replace(/"/g, '""')}"`);
  if (terms.length === 0) return null;
  terms[terms.length - 1] += "*";
  return terms.join(" ");
}

// ——— paging

/** `before`: the last item's time and id, so a page never skips or repeats an e-mail that arrives meanwhile. */
export function encodeCursor(row: { receivedAt: string; id: number }): string {
  return btoa(`${row.receivedAt}|${row.id}`).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function decodeCursor(cursor: string): { receivedAt: string; id: number } {
  try {
    const [receivedAt, id] = atob(cursor.replace(/-/g, "+").replace(/_/g, "/")).split("|");
    const parsed = Number(id);
    if (receivedAt && /^\d{4}-\d\d-\d\dT[\d:.]+Z$/.test(receivedAt) && Number.isSafeInteger(parsed) && parsed > 0) return { receivedAt, id: parsed };
  } catch {
    // fall through
  }
  throw badRequest(M.cursorInvalid, { before: M.cursorInvalid });
}

// ——— filters as conditions

const contains = (column: SQL | AnyColumn, needle: string) => sql`instr(lower(${column}), lower(${needle})) > 0`;

/** A message matches a filter when every non-empty field of it matches (spec section 4). */
export function filterCondition(filter: Pick<FilterRow, "companyName" | "jobTitle" | "companyEmail">): SQL {
  const parts: SQL[] = [];
  if (filter.companyName) {
    const v = filter.companyName;
    parts.push(or(contains(sql`coalesce(${trackedEmails.company}, '')`, v), contains(trackedEmails.emailFrom, v), contains(trackedEmails.subject, v), contains(trackedEmails.text, v))!);
  }
  if (filter.jobTitle) {
    const v = filter.jobTitle;
    parts.push(or(contains(sql`coalesce(${trackedEmails.jobTitle}, '')`, v), contains(trackedEmails.subject, v), contains(trackedEmails.text, v))!);
  }
  if (filter.companyEmail) {
    const v = filter.companyEmail.toLowerCase();
    parts.push(
      v.includes("@")
        ? eq(trackedEmails.fromAddress, v)
        : or(sql`${trackedEmails.fromAddress} LIKE ${`%@${v}`} ESCAPE '\\'`, sql`${trackedEmails.fromAddress} LIKE ${`%.${v}`} ESCAPE '\\'`)!,
    );
  }
  return and(...parts)!;
}

// ——— the list

export interface ListOptions {
  q?: string;
  classification?: EmailGroup | "none";
  filters?: number[];
  before?: string;
  limit?: number;
}

export async function countsOf(db: Db, userId: string): Promise<EmailCounts> {
  const rows = await db
    .select({ classification: trackedEmails.classification, n: count() })
    .from(trackedEmails)
    .where(and(eq(trackedEmails.userId, userId), isNotNull(trackedEmails.classification)))
    .groupBy(trackedEmails.classification);
  const counts = Object.fromEntries(EMAIL_GROUPS.map((g) => [g, 0])) as EmailCounts;
  for (const row of rows) if (group(row.classification)) counts[row.classification as EmailGroup] = row.n;
  return counts;
}

export async function listEmails(db: Db, userId: string, options: ListOptions): Promise<EmailListResponse> {
  const limit = options.limit ?? EMAIL_LIMITS.page.default;
  const where: (SQL | undefined)[] = [eq(trackedEmails.userId, userId)];

  if (options.classification === "none") where.push(isNull(trackedEmails.classification));
  else if (options.classification) where.push(eq(trackedEmails.classification, options.classification));
  else where.push(isNotNull(trackedEmails.classification));

  if (options.filters?.length) {
    const ids = [...new Set(options.filters)];
    const rows = await db
      .select()
      .from(emailFilters)
      .where(and(eq(emailFilters.userId, userId), inArray(emailFilters.id, ids)));
    if (rows.length !== ids.length) throw notFound(M.filterNotFound);
    where.push(or(...rows.map(filterCondition)));
  }

  if (options.before) {
    const cursor = decodeCursor(options.before);
    where.push(or(lt(trackedEmails.receivedAt, cursor.receivedAt), and(eq(trackedEmails.receivedAt, cursor.receivedAt), lt(trackedEmails.id, cursor.id))));
  }

  const counts = countsOf(db, userId);
  if (options.q !== undefined && options.q.trim() !== "") {
    const match = ftsQuery(options.q);
    if (!match) return { emails: [], counts: await counts, next_cursor: null };
    where.push(sql`${trackedEmails.id} IN (SELECT rowid FROM tracked_emails_fts WHERE tracked_emails_fts MATCH ${match})`);
  }

  const rows = await db
    .select(listColumns)
    .from(trackedEmails)
    .where(and(...where))
    .orderBy(desc(trackedEmails.receivedAt), desc(trackedEmails.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    emails: page.map(asListItem),
    counts: await counts,
    next_cursor: rows.length > limit ? encodeCursor(page.at(-1)!) : null,
  };
}

async function ownEmail(db: Db, userId: string, id: number): Promise<EmailRow> {
  const row = await db
    .select()
    .from(trackedEmails)
    .where(and(eq(trackedEmails.id, id), eq(trackedEmails.userId, userId)))
    .get();
  if (!row) throw notFound(M.notFound);
  return row;
}

export { ownEmail };

export async function emailDetail(db: Db, userId: string, id: number): Promise<EmailDetail> {
  const row = await ownEmail(db, userId, id);
  return {
    ...asListItem(row),
    email_body: row.text,
    email_html: row.html,
    to_address: row.toAddress,
    attachments: row.attachments,
    truncated: row.truncated,
  };
}

export async function deleteEmail(db: Db, userId: string, id: number): Promise<void> {
  const [row] = await db
    .delete(trackedEmails)
    .where(and(eq(trackedEmails.id, id), eq(trackedEmails.userId, userId)))
    .returning({ id: trackedEmails.id });
  if (!row) throw notFound(M.notFound);
}

// ——— saved filters

export async function listFilters(db: Db, userId: string): Promise<EmailFilter[]> {
  const rows = await db.select().from(emailFilters).where(eq(emailFilters.userId, userId)).orderBy(asc(emailFilters.id));
  return rows.map(asFilter);
}

export async function createFilter(db: Db, userId: string, input: Required<CreateEmailFilter>): Promise<EmailFilter> {
  // Counted in the same statement that inserts, so parallel saves cannot pass the limit.
  const row = await db.get<{ id: number } | undefined>(sql`
    INSERT INTO email_filters (user_id, company_name, job_title, company_email)
    SELECT ${userId}, ${input.company_name}, ${input.job_title}, ${input.company_email.toLowerCase()}
    WHERE (SELECT count(*) FROM email_filters WHERE user_id = ${userId}) < ${EMAIL_LIMITS.filters.max}
    RETURNING id`);
  if (!row) throw new AppError(409, "too_many_filters", M.tooManyFilters);
  return asFilter((await db.select().from(emailFilters).where(eq(emailFilters.id, row.id)).get())!);
}

export async function deleteFilter(db: Db, userId: string, id: number): Promise<void> {
  const [row] = await db
    .delete(emailFilters)
    .where(and(eq(emailFilters.id, id), eq(emailFilters.userId, userId)))
    .returning({ id: emailFilters.id });
  if (!row) throw notFound(M.filterNotFound);
}

// ——— the inbox

const ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";

/** A private local part: 16 characters from an unambiguous alphabet (80 bits). */
export function newLocalPart(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join("");
}

/** The user's forwarding local part, made on first use and stable afterwards. */
export async function inboundLocalPart(db: Db, userId: string): Promise<string> {
  const existing = await db.select({ localPart: inboundAddresses.localPart }).from(inboundAddresses).where(eq(inboundAddresses.userId, userId)).get();
  if (existing) return existing.localPart;
  await db.insert(inboundAddresses).values({ userId, localPart: newLocalPart() }).onConflictDoNothing();
  const row = await db.select({ localPart: inboundAddresses.localPart }).from(inboundAddresses).where(eq(inboundAddresses.userId, userId)).get();
  return row!.localPart;
}

/** Who owns a forwarding address ("k3…@inbox.example", "+tags" ignored), or null. */
export async function userOfAddress(db: Db, address: string): Promise<string | null> {
  const local = address.trim().toLowerCase().split("@")[0]!.split("+")[0]!;
  if (!local) return null;
  const row = await db.select({ userId: inboundAddresses.userId }).from(inboundAddresses).where(eq(inboundAddresses.localPart, local)).get();
  return row?.userId ?? null;
}

export async function inbox(db: Db, userId: string, options: { domain: string; gmailConfigured: boolean }): Promise<Inbox> {
  const local = await inboundLocalPart(db, userId);
  const connection = await db
    .select()
    .from(mailboxConnections)
    .where(and(eq(mailboxConnections.userId, userId), eq(mailboxConnections.provider, "gmail")))
    .get();
  return {
    forward_address: `${local}@${options.domain}`,
    gmail: {
      configured: options.gmailConfigured,
      connected: Boolean(connection),
      account: connection?.account || null,
      last_sync_at: connection?.lastSyncAt ?? null,
      syncing: Boolean(connection?.syncStartedAt),
      error: connection?.lastError ?? null,
    },
  };
}
