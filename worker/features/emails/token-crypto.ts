/**
 * Mailbox tokens at rest: AES-GCM (256-bit key from EMAIL_TOKEN_KEY, a fresh 96-bit IV per value),
 * stored as `v1.<iv>.<ciphertext>` in base64url. The user id is the additional data, so a token
 * copied onto another user's row does not decrypt.
 */
const b64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const fromB64url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));

/** The key, or null when EMAIL_TOKEN_KEY is not 32 bytes of base64. */
export async function tokenKey(secret: string | undefined): Promise<CryptoKey | null> {
  if (!secret) return null;
  let raw: Uint8Array;
  try {
    raw = Uint8Array.from(atob(secret.trim()), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
  if (raw.length !== 32) return null;
  return crypto.subtle.importKey("raw", raw as Uint8Array<ArrayBuffer>, "AES-GCM", false, ["encrypt", "decrypt"]);
}

export async function encryptToken(key: CryptoKey, token: string, userId: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = new TextEncoder();
  const sealed = await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: data.encode(userId) }, key, data.encode(token));
  return `v1.${b64url(iv)}.${b64url(new Uint8Array(sealed))}`;
}

export async function decryptToken(key: CryptoKey, stored: string, userId: string): Promise<string> {
  const [version, iv, sealed] = stored.split(".");
  if (version !== "v1" || !iv || !sealed) throw new Error("not an encrypted token");
  const plain = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv: fromB64url(iv) as Uint8Array<ArrayBuffer>, additionalData: new TextEncoder().encode(userId) },
    key,
    fromB64url(sealed) as Uint8Array<ArrayBuffer>,
  );
  return new TextDecoder().decode(plain);
}
