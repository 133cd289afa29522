/**
 * The worker's email() entry: Cloudflare Email Routing delivers every message sent to
 * `<private>@INBOUND_EMAIL_DOMAIN` here. The recipient's local part names the user; an unknown
 * one is rejected with a bounce reason. A message over EMAIL_LIMITS.rawMessageBytes keeps its
 * headers only (marked truncated); anything else goes through the tracker's pipeline.
 */
import { EMAIL_LIMITS, EMAIL_MESSAGES as M } from "../../../core/schemas/email";
import { database } from "../../db/client";
import type { Bindings } from "../../env";
import { ingestDeps } from "./deps";
import { ingestMessage, type IngestResult } from "./ingest";
import { userOfAddress } from "./service";

/** What the handler reads of an incoming message (Cloudflare's ForwardableEmailMessage has more). */
export interface InboundMessage {
  readonly to: string;
  readonly from: string;
  readonly raw: ReadableStream<Uint8Array>;
  readonly rawSize: number;
  setReject(reason: string): void;
}

/** The header block of a message too large to read whole: up to the first blank line (64 KB at most). */
async function headersOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const reader = stream.getReader();
  let size = 0;
  let text = "";
  const decoder = new TextDecoder();
  try {
    while (size < 64 * 1024) {
      const { done, value } = await reader.read();
      if (done || !value) break;
      size += value.byteLength;
      text += decoder.decode(value, { stream: true });
      if (/\r?\n\r?\n/.test(text)) break;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
  const end = text.search(/\r?\n\r?\n/);
  return new TextEncoder().encode(`${end >= 0 ? text.slice(0, end) : text}\r\n\r\n`);
}

export async function receiveEmail(message: InboundMessage, env: Bindings): Promise<IngestResult | null> {
  const db = database(env.DB);
  const userId = await userOfAddress(db, message.to);
  if (!userId) {
    message.setReject(M.unknownRecipient);
    return null;
  }
  const tooLarge = message.rawSize > EMAIL_LIMITS.rawMessageBytes;
  const raw = tooLarge ? await headersOf(message.raw) : new Uint8Array(await new Response(message.raw).arrayBuffer());
  return ingestMessage(ingestDeps(env, db), userId, { source: "forward", raw, to: message.to, headersOnly: tooLarge });
}
