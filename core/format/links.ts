/**
 * Addresses as the portal shows them: "linkedin.com/in/sara" rather than
 * "https://www.linkedin.com/in/sara/". Only the protocol (and a trailing slash) goes; the rest
 * reads as written.
 */
export function withoutProtocol(url: string): string {
  return url
    .trim()
    .replace(/^[a-z][a-z\d+.-]*:\/\//i, "")
    .replace(/\/+$/, "");
}

/** An absolute http(s) URL for a link's href, or null when the value cannot be one. */
export function webHref(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const candidate = /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(candidate);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}
