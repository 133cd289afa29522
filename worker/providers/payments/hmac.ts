/**
 * Paymob's callback signatures (developers.paymob.com → Webhook callbacks & HMAC): HMAC-SHA512,
 * lower-case hex, over the values of a fixed list of fields, in that order, with no separator.
 * The sandbox signs its callbacks the same way (with SANDBOX_HMAC_SECRET), so one verifier
 * serves both providers.
 */
import { encodeHexLowerCase } from "@oslojs/encoding";
import { constantTimeEqualStrings } from "../../lib/crypto";

/** Transaction processed callback (POST, JSON `obj`): the documented 20 keys, in the documented order. */
export const TRANSACTION_HMAC_FIELDS = [
  "amount_cents",
  "created_at",
  "currency",
  "error_occured",
  "has_parent_transaction",
  "id",
  "integration_id",
  "is_3d_secure",
  "is_auth",
  "is_capture",
  "is_refunded",
  "is_standalone_payment",
  "is_voided",
  "order.id",
  "owner",
  "pending",
  "source_data.pan",
  "source_data.sub_type",
  "source_data.type",
  "success",
] as const;

/**
 * Transaction response callback (the browser's GET redirect): the same values, where the order
 * id arrives flat as `order` and nested keys keep their dots (`source_data.pan`).
 */
export const REDIRECT_HMAC_FIELDS = TRANSACTION_HMAC_FIELDS.map((f) => (f === "order.id" ? "order" : f));

/** Card token callback (POST, `type: "TOKEN"`): its keys in lexicographic order. */
export const TOKEN_HMAC_FIELDS = ["card_subtype", "created_at", "email", "id", "masked_pan", "merchant_id", "order_id", "token"] as const;

/** A value as Paymob writes it into the signed string: booleans `true`/`false`, null as empty. */
function text(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "object") return "";
  return String(value);
}

function pick(obj: Record<string, unknown>, path: string): unknown {
  let value: unknown = obj;
  for (const key of path.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The string Paymob signs for a callback object: the fields' values, concatenated. */
export function signedString(obj: Record<string, unknown>, fields: readonly string[]): string {
  return fields.map((field) => text(pick(obj, field))).join("");
}

/** For flat GET parameters, where keys such as `source_data.pan` are literal names, not paths. */
export function signedQueryString(params: URLSearchParams, fields: readonly string[]): string {
  return fields.map((field) => params.get(field) ?? "").join("");
}

export async function hmacSha512Hex(secret: string, message: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-512" }, false, ["sign"]);
  return encodeHexLowerCase(new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(message))));
}

/** Signs a callback object the way Paymob does. */
export function signCallback(secret: string, obj: Record<string, unknown>, fields: readonly string[]): Promise<string> {
  return hmacSha512Hex(secret, signedString(obj, fields));
}

/** True when `received` is the HMAC of `obj` under `secret` (compared in constant time). */
export async function callbackSignatureMatches(secret: string, obj: Record<string, unknown>, fields: readonly string[], received: string | null | undefined) {
  if (!received || !/^[0-9a-f]{128}$/i.test(received)) return false;
  return constantTimeEqualStrings(await signCallback(secret, obj, fields), received.toLowerCase());
}
