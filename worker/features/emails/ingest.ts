/**
 * One pipeline for every e-mail that comes in, forwarded or synced: parse the MIME (postal-mime),
 * unwrap a forwarded copy to its original, classify, store once (the per-user message key makes a
 * re-forward or a re-sync a no-op), then tell the user's tabs (UserHub `emails`) and, for a
 * job e-mail, the notification bell. Malformed MIME is stored with whatever text could be read.
 */
import PostalMime, { type Email } from "postal-mime";
import { sql } from "drizzle-orm";
import { addressOf, unwrapForwarded } from "../../../core/email/forwarded";
import type { ClassifyEmail } from "../../../core/email/types";
import { EMAIL_LIMITS, type EmailGroup, type EmailSource } from "../../../core/schemas/email";
import type { Db } from "../../db/client";
import { sha256Hex } from "../../lib/crypto";

export interface IngestDeps {
  db: Db;
  classify: ClassifyEmail;
  /** Tells the user's open tabs about a new e-mail (UserHub `emails`); best effort. */
  published?: (userId: string, event: { email_id: number; classification: EmailGroup | null; subject: string }) => Promise<void>;
  /** Adds a notification for a new job e-mail; best effort. */
  notify?: (userId: string, email: { classification: EmailGroup; company: string | null; subject: string }) => Promise<void>;
  now?: () => Date;
}

export interface IngestInput {
  source: EmailSource;
  raw: Uint8Array | string;
  /** The envelope recipient (the forwarding address). */
  to?: string;
  /** Only the headers were read (the message was over EMAIL_LIMITS.rawMessageBytes). */
  headersOnly?: boolean;
  /** Store it only when it is about a job application (mailbox sync: the rest of a mailbox is not ours to keep). */
  jobRelatedOnly?: boolean;
}

export interface IngestResult {
  /** The stored e-mail (the earlier copy for a duplicate); null when it was not kept. */
  id: number | null;
  created: boolean;
  classification: EmailGroup | null;
}

type Attachment = { filename: string; mime_type: string; size: number };

interface Parsed {
  from: string;
  fromAddress: string;
  to: string;
  subject: string;
  date: string | null;
  messageId: string | null;
  text: string;
  html: string | null;
  attachments: Attachment[];
}

const decoder = () => new TextDecoder("utf-8", { fatal: false });

/** HTML as readable text (for an HTML-only message): scripts and styles dropped, blocks on their own lines. */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style|head|template)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<(br|\/p|\/div|\/li|\/tr|\/h[1-6])\b[^>]*>/gi, "\n")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/gi, " ")
    .replace(/&lt;/gi, "<")
    .replace(/&gt;/gi, ">")
    .replace(/&quot;/gi, '"')
    .replace(/&#39;|&apos;/gi, "'")
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Math.min(Number(n), 0x10ffff)))
    .replace(/&amp;/gi, "&")
    .replace(/[ \t\f\v]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

const formatAddress = (a: { name?: string; address?: string } | undefined) =>
  !a ? "" : a.name && a.address ? `${a.name} <${a.address}>` : (a.address ?? a.name ?? "");

function fromEmail(email: Email): Parsed {
  const from = email.from as { name?: string; address?: string } | undefined;
  const html = email.html ?? null;
  return {
    from: formatAddress(from),
    fromAddress: (from?.address ?? "").toLowerCase(),
    to: (email.to ?? []).map((a) => (a as { address?: string }).address ?? "").filter(Boolean).join(", "),
    subject: email.subject ?? "",
    date: email.date ?? null,
    messageId: email.messageId ?? null,
    text: (email.text ?? (html ? htmlText(html) : "")).trim(),
    html,
    attachments: (email.attachments ?? []).map((a) => ({
      filename: a.filename ?? "",
      mime_type: a.mimeType ?? "application/octet-stream",
      size: typeof a.content === "string" ? a.content.length : (a.content as ArrayBuffer).byteLength,
    })),
  };
}

/** What can be read of a message postal-mime could not parse: its header lines and the rest as text. */
function salvage(raw: Uint8Array | string): Parsed {
  const text = typeof raw === "string" ? raw : decoder().decode(raw);
  const split = text.search(/\r?\n\r?\n/);
  const head = split >= 0 ? text.slice(0, split) : text;
  const header = (name: string) => new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, "im").exec(head)?.[1]?.replace(/\r?\n[ \t]+/g, " ").trim() ?? "";
  const from = header("From");
  return {
    from,
    fromAddress: addressOf(from),
    to: header("To"),
    subject: header("Subject"),
    date: header("Date") || null,
    messageId: header("Message-ID") || null,
    text: (split >= 0 ? text.slice(split) : "").replaceAll("\0", "").trim(),
    html: null,
    attachments: [],
  };
}

export async function parseMessage(raw: Uint8Array | string): Promise<Parsed> {
  try {
    const parsed = fromEmail(await PostalMime.parse(raw, { attachmentEncoding: "arraybuffer" }));
    // A broken structure (a multipart without a boundary, say) can parse to nothing: keep what is readable.
    if (!parsed.text && !parsed.html && parsed.attachments.length === 0) parsed.text = salvage(raw).text;
    return parsed;
  } catch (error) {
    console.error(JSON.stringify({ level: "warn", msg: "e-mail MIME could not be parsed; stored as text", error: String(error) }));
    return salvage(raw);
  }
}

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/g;
const LATIN = /[A-Za-z]/g;
export const directionOf = (text: string): "ltr" | "rtl" => ((text.match(ARABIC)?.length ?? 0) > (text.match(LATIN)?.length ?? 0) ? "rtl" : "ltr");

const snippetOf = (text: string) => text.replace(/\s+/g, " ").trim().slice(0, 200);

function isoDate(value: string | null, fallback: Date): string {
  const parsed = value ? Date.parse(value) : Number.NaN;
  // A date in the far past or future is a broken header: the time it arrived is the better guess.
  if (Number.isFinite(parsed) && parsed > Date.UTC(1990, 0, 1) && parsed < fallback.getTime() + 2 * 86_400_000) return new Date(parsed).toISOString();
  return fallback.toISOString();
}

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

export async function ingestMessage(deps: IngestDeps, userId: string, input: IngestInput): Promise<IngestResult> {
  const now = deps.now?.() ?? new Date();
  const parsed = await parseMessage(input.raw);

  // A forwarded copy (a "Forward" by hand, not a redirecting rule) is filed as its original.
  const original = input.source === "forward" ? unwrapForwarded(parsed.text) : null;
  const from = original?.from || parsed.from;
  const subject = original?.subject || parsed.subject.replace(/^\s*(fwd?|fw|إعادة توجيه)\s*:\s*/i, "");
  const body = original?.body ?? parsed.text;
  const fromAddress = original ? addressOf(original.from) : parsed.fromAddress || addressOf(parsed.from);

  const verdict = deps.classify({ subject, from, body });
  if (input.jobRelatedOnly && !verdict.classification) return { id: null, created: false, classification: null };

  const messageKey = original
    ? `fwd:${await sha256Hex(`${from}\n${original.date}\n${subject}\n${body.slice(0, 500)}`)}`
    : parsed.messageId
      ? `mid:${parsed.messageId.trim().replace(/^<|>$/g, "").toLowerCase()}`
      : `hash:${await sha256Hex(`${parsed.from}\n${parsed.date ?? ""}\n${parsed.subject}\n${parsed.text.slice(0, 500)}`)}`;

  const text = cut(parsed.text, EMAIL_LIMITS.storedText);
  const html = parsed.html === null ? null : cut(parsed.html, EMAIL_LIMITS.storedHtml);
  const truncated = Boolean(input.headersOnly) || text.length < parsed.text.length || (html?.length ?? 0) < (parsed.html?.length ?? 0);
  const receivedAt = isoDate(original?.date || parsed.date, now);

  const inserted = await deps.db.get<{ id: number } | undefined>(sql`
    INSERT INTO tracked_emails (user_id, source, message_key, email_from, from_address, to_address, subject, classification, confidence,
      company, job_title, direction, snippet, attachments, truncated, received_at, text, html)
    VALUES (${userId}, ${input.source}, ${messageKey}, ${cut(from, 500)}, ${cut(fromAddress, 320)}, ${cut(input.to ?? parsed.to, 500)}, ${cut(subject, 1000)},
      ${verdict.classification}, ${verdict.confidence}, ${verdict.company}, ${verdict.jobTitle}, ${directionOf(`${subject}\n${body}`)},
      ${snippetOf(body)}, ${JSON.stringify(parsed.attachments.slice(0, 100))}, ${truncated ? 1 : 0}, ${receivedAt}, ${text}, ${html})
    ON CONFLICT (user_id, message_key) DO NOTHING
    RETURNING id`);

  if (!inserted) {
    const existing = await deps.db.get<{ id: number; classification: EmailGroup | null }>(
      sql`SELECT id, classification FROM tracked_emails WHERE user_id = ${userId} AND message_key = ${messageKey}`,
    );
    return { id: existing?.id ?? null, created: false, classification: existing?.classification ?? null };
  }

  const event = { email_id: inserted.id, classification: verdict.classification, subject };
  await deps.published?.(userId, event).catch(() => {});
  if (verdict.classification) await deps.notify?.(userId, { classification: verdict.classification, company: verdict.company, subject }).catch(() => {});
  return { id: inserted.id, created: true, classification: verdict.classification };
}
