/**
 * The signed, expiring token of a career e-mail's unsubscribe link. A link names an address
 * (`user_email`, the spec's query) and carries `token = <exp>.<signature>`: HMAC-SHA256 under
 * UNSUBSCRIBE_SECRET over a versioned string that binds the account's id, its lower-cased address
 * and the expiry (Unix seconds). A bare address, an edited expiry, an address swapped into another
 * account's link or a link past its date unsubscribes nobody.
 */
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import { constantTimeEqual } from "../../lib/crypto";

/** How long an e-mail's unsubscribe link works: long enough to outlive several weekly e-mails. */
export const UNSUBSCRIBE_TOKEN_TTL_S = 60 * 24 * 60 * 60;

const VERSION = "amal-unsubscribe-v1";
const encoder = new TextEncoder();

export type TokenCheck = "valid" | "expired" | "invalid";

async function signature(secret: string, userId: string, email: string, exp: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const message = `${VERSION}\n${userId}\n${email.trim().toLowerCase()}\n${exp}`;
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(message)));
}

/** The token for `userId` at `email`, valid until `now` + the TTL. */
export async function signUnsubscribeToken(secret: string, userId: string, email: string, now = new Date(), ttlSeconds = UNSUBSCRIBE_TOKEN_TTL_S): Promise<string> {
  const exp = Math.floor(now.getTime() / 1000) + ttlSeconds;
  return `${exp}.${encodeBase64urlNoPadding(await signature(secret, userId, email, exp))}`;
}

/**
 * Whether `token` was signed for this account and address: `invalid` for anything malformed,
 * tampered with or signed for someone else (compared in constant time), `expired` for a genuine
 * token past its date.
 */
export async function verifyUnsubscribeToken(secret: string, userId: string, email: string, token: string, now = new Date()): Promise<TokenCheck> {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return "invalid";
  const exp = Number(match[1]);
  let given: Uint8Array;
  try {
    given = decodeBase64urlIgnorePadding(match[2]!);
  } catch {
    return "invalid";
  }
  const expected = await signature(secret, userId, email, exp);
  if (!constantTimeEqual(given, expected)) return "invalid";
  return exp * 1000 <= now.getTime() ? "expired" : "valid";
}
