/**
 * Passwords, tokens and signatures with WebCrypto only (no Node APIs, so it runs the same in
 * workerd, Node and the browser).
 *
 * Passwords: PBKDF2-SHA256 at 100,000 iterations (the most Workers allows) with a per-user
 * 16-byte salt, stored as `pbkdf2$100000$<salt b64url>$<hash b64url>` so the iteration count
 * can be raised later without breaking existing hashes.
 */
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding, encodeHexLowerCase } from "@oslojs/encoding";

const encoder = new TextEncoder();

export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BYTES = 32;

/** `count` cryptographically random bytes. */
export function randomBytes(count: number): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(count));
}

/** An unguessable token: `bytes` random bytes as base64url without padding (32 bytes → 43 chars). */
export function randomToken(bytes = 32): string {
  return encodeBase64urlNoPadding(randomBytes(bytes));
}

/** Compares two byte strings in time that depends only on their lengths. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false;
  let diff = 0;
  for (let i = 0; i < a.byteLength; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

/** Constant-time comparison of two strings (as UTF-8). */
export function constantTimeEqualStrings(a: string, b: string): boolean {
  return constantTimeEqual(encoder.encode(a), encoder.encode(b));
}

/** SHA-256 of a string, as lower-case hex (what the database keeps instead of a token). */
export async function sha256Hex(value: string): Promise<string> {
  return encodeHexLowerCase(new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(value))));
}

async function hmacKey(secret: string, usage: KeyUsage[]) {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, usage);
}

/** HMAC-SHA256 of `message` under `secret`, as lower-case hex. */
export async function hmacSha256Hex(secret: string, message: string): Promise<string> {
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secret, ["sign"]), encoder.encode(message));
  return encodeHexLowerCase(new Uint8Array(signature));
}

async function pbkdf2(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, HASH_BYTES * 8);
  return new Uint8Array(bits);
}

/** Hashes a password for storage: `pbkdf2$100000$<salt>$<hash>`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await pbkdf2(password, salt, PBKDF2_ITERATIONS);
  return `pbkdf2$${PBKDF2_ITERATIONS}$${encodeBase64urlNoPadding(salt)}$${encodeBase64urlNoPadding(hash)}`;
}

/**
 * A stored hash nobody's password matches, for checking a password against when the account
 * does not exist, so that "no such account" takes as long as "wrong password".
 */
export const DUMMY_PASSWORD_HASH = "pbkdf2$100000$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

/** True when `password` matches a `hashPassword` string; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? DUMMY_PASSWORD_HASH).split("$");
  if (parts.length !== 4 || parts[0] !== "pbkdf2") return false;
  const iterations = Number(parts[1]);
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > PBKDF2_ITERATIONS) return false;
  let salt: Uint8Array<ArrayBuffer>;
  let expected: Uint8Array;
  try {
    salt = new Uint8Array(decodeBase64urlIgnorePadding(parts[2]!));
    expected = decodeBase64urlIgnorePadding(parts[3]!);
  } catch {
    return false;
  }
  const actual = await pbkdf2(password, salt, iterations);
  return constantTimeEqual(actual, expected) && stored != null;
}
