/**
 * Fetching a job post from the link a user pasted, without letting the link reach inside our
 * network (SSRF). Only http(s) on the default ports; the host is resolved first and refused when
 * any of its addresses is loopback, private, link-local, shared, multicast, reserved or a cloud
 * metadata address, and again at every redirect (at most 3, each checked the same way). The whole
 * exchange has 5 s and 2 MB; a page that is not HTML or text, not found, or too large gets a
 * message that sends the user to the Description tab.
 *
 * The resolver is a dependency: production asks a DNS-over-HTTPS service (DNS_RESOLVER_URL), tests
 * pass a fake. The platform re-resolves when it connects; on Cloudflare that connection cannot
 * reach private addresses either, so a name that changes its answer in between (DNS rebinding)
 * still finds nothing to reach.
 */
import { LIBRARY_MESSAGES as M } from "../../../core/schemas/library";
import { AppError } from "../../lib/errors";

export const JOB_LINK_LIMITS = { timeoutMs: 5_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 3 } as const;

export interface Resolver {
  /** Every address (IPv4 and IPv6) the name resolves to; [] when it does not resolve. */
  resolve(hostname: string): Promise<string[]>;
}

export interface JobLinkDeps {
  fetch: typeof fetch;
  resolver: Resolver;
  limits?: Partial<{ timeoutMs: number; maxBytes: number; maxRedirects: number }>;
}

export interface JobPage {
  /** The address the page was finally read from (after redirects). */
  url: string;
  /** The page as text (HTML or plain text). */
  body: string;
  contentType: string;
}

const linkError = (status: 400 | 422 | 504, code: string, message: string) => new AppError(status, code, message, { job_link: message });

export const refused = () => linkError(422, "link_private", M.linkPrivate);
const unreadable = () => linkError(422, "link_unreadable", M.linkUnreadable);

// ── Addresses ─────────────────────────────────────────────────────────────────────────────────

function ipv4Parts(ip: string): number[] | null {
  const parts = ip.split(".");
  if (parts.length !== 4) return null;
  const numbers = parts.map((p) => (/^\d{1,3}$/.test(p) ? Number(p) : Number.NaN));
  return numbers.every((n) => n >= 0 && n <= 255) ? numbers : null;
}

/** IPv4 ranges no public web page lives in (RFC 6890 special-purpose and private blocks). */
function isBlockedIpv4([a, b, c]: number[]): boolean {
  return (
    a === 0 || // "this" network
    a === 10 || // private
    a === 127 || // loopback
    (a === 100 && b >= 64 && b <= 127) || // shared address space (carrier NAT)
    (a === 169 && b === 254) || // link-local, cloud metadata (169.254.169.254)
    (a === 172 && b >= 16 && b <= 31) || // private
    (a === 192 && b === 0 && (c === 0 || c === 2)) || // IETF protocol assignments, TEST-NET-1
    (a === 192 && b === 88 && c === 99) || // 6to4 relay
    (a === 192 && b === 168) || // private
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    (a === 198 && b === 51 && c === 100) || // TEST-NET-2
    (a === 203 && b === 0 && c === 113) || // TEST-NET-3
    a >= 224 // multicast, reserved, broadcast
  );
}

/** The 8 groups of an IPv6 address as numbers, or null when it is not one. */
function ipv6Groups(ip: string): number[] | null {
  let text = ip.toLowerCase();
  if (text.startsWith("[") && text.endsWith("]")) text = text.slice(1, -1);
  const zone = text.indexOf("%");
  if (zone >= 0) text = text.slice(0, zone);
  if (!text.includes(":")) return null;
  // An embedded IPv4 tail (::ffff:127.0.0.1) becomes two groups.
  const tail = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (tail) {
    const v4 = ipv4Parts(tail[1]);
    if (!v4) return null;
    text = `${text.slice(0, -tail[1].length)}${((v4[0] << 8) | v4[1]).toString(16)}:${((v4[2] << 8) | v4[3]).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const rest = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - rest.length;
  if ((halves.length === 1 && missing !== 0) || missing < 0) return null;
  const groups = [...head, ...Array(halves.length === 2 ? missing : 0).fill("0"), ...rest];
  if (groups.length !== 8 || !groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => Number.parseInt(g, 16));
}

function isBlockedIpv6(g: number[]): boolean {
  const allZeroUpTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (allZeroUpTo(7) && (g[7] === 0 || g[7] === 1)) return true; // :: and ::1
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d) and NAT64 (64:ff9b::a.b.c.d): judge the IPv4 inside.
  const embedded = [g[6] >> 8, g[6] & 0xff, g[7] >> 8, g[7] & 0xff];
  if (allZeroUpTo(5) && (g[5] === 0xffff || g[5] === 0)) return isBlockedIpv4(embedded);
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return isBlockedIpv4(embedded);
  if ((g[0] & 0xfe00) === 0xfc00) return true; // unique local fc00::/7
  if ((g[0] & 0xffc0) === 0xfe80) return true; // link-local fe80::/10
  if ((g[0] & 0xffc0) === 0xfec0) return true; // site-local (deprecated)
  if ((g[0] & 0xff00) === 0xff00) return true; // multicast
  if (g[0] === 0x2001 && g[1] === 0x0db8) return true; // documentation
  if (g[0] === 0x2002) return isBlockedIpv4([g[1] >> 8, g[1] & 0xff, g[2] >> 8, g[2] & 0xff]); // 6to4
  return false;
}

/** True when an address (IPv4 or IPv6 literal) must not be fetched; anything unparseable counts as blocked. */
export function isBlockedAddress(ip: string): boolean {
  const v4 = ipv4Parts(ip);
  if (v4) return isBlockedIpv4(v4);
  const v6 = ipv6Groups(ip);
  if (v6) return isBlockedIpv6(v6);
  return true;
}

const isIpLiteral = (hostname: string) => ipv4Parts(hostname) !== null || ipv6Groups(hostname) !== null;

/** Names that are local by definition, whatever a resolver says about them. */
function isLocalName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, "");
  return (
    name === "localhost" ||
    name.endsWith(".localhost") ||
    name.endsWith(".local") ||
    name.endsWith(".internal") ||
    name.endsWith(".home.arpa") ||
    name.endsWith(".arpa") ||
    !name.includes(".")
  );
}

/**
 * The URL as one that may be fetched, or an AppError saying why not. The WHATWG parser has
 * already turned "2130706433", "0x7f.1" and the like into dotted IPv4, so literals are judged here
 * whatever way they were written.
 */
export async function checkedUrl(raw: string, resolver: Resolver): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw linkError(400, "link_invalid", M.linkInvalid);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw linkError(400, "link_scheme", M.linkScheme);
  if (url.username || url.password) throw refused();
  if (url.port && url.port !== "80" && url.port !== "443") throw refused();
  const hostname = url.hostname.replace(/^\[|\]$/g, "");
  if (!hostname) throw linkError(400, "link_invalid", M.linkInvalid);
  if (isIpLiteral(hostname)) {
    if (isBlockedAddress(hostname)) throw refused();
    return url;
  }
  if (isLocalName(hostname)) throw refused();
  let addresses: string[];
  try {
    addresses = await resolver.resolve(hostname);
  } catch {
    throw unreadable();
  }
  if (addresses.length === 0) throw unreadable();
  if (addresses.some(isBlockedAddress)) throw refused();
  return url;
}

// ── Fetching ──────────────────────────────────────────────────────────────────────────────────

const READABLE = /^(text\/html|application\/xhtml\+xml|text\/plain)\b/i;

async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw linkError(422, "link_too_big", M.linkTooBig);
  }
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw linkError(422, "link_too_big", M.linkTooBig);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function decode(bytes: Uint8Array, contentType: string): string {
  const charset = contentType.match(/charset=["']?([\w-]+)/i)?.[1] ?? "utf-8";
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}

/** Fetches the job page behind `raw`: every hop checked, at most 3 redirects, 5 s and 2 MB in all. */
export async function fetchJobPage(raw: string, deps: JobLinkDeps): Promise<JobPage> {
  const limits = { ...JOB_LINK_LIMITS, ...deps.limits };
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let url = await checkedUrl(raw, deps.resolver);
  try {
    for (let hop = 0; ; hop++) {
      const response = await deps.fetch(url.toString(), {
        redirect: "manual",
        signal,
        headers: { Accept: "text/html,application/xhtml+xml,text/plain;q=0.9", "User-Agent": "AmalJobReader/1.0 (+https://amal.careers)" },
      });
      if (response.status >= 300 && response.status < 400 && response.headers.has("location")) {
        await response.body?.cancel();
        if (hop >= limits.maxRedirects) throw unreadable();
        let next: string;
        try {
          next = new URL(response.headers.get("location") ?? "", url).toString();
        } catch {
          throw unreadable();
        }
        url = await checkedUrl(next, deps.resolver);
        continue;
      }
      if (response.status === 404 || response.status === 410) {
        await response.body?.cancel();
        throw linkError(422, "link_not_found", M.linkNotFound);
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw unreadable();
      }
      const contentType = response.headers.get("content-type") ?? "text/html";
      if (!READABLE.test(contentType)) {
        await response.body?.cancel();
        throw unreadable();
      }
      const body = decode(await readCapped(response, limits.maxBytes), contentType);
      return { url: url.toString(), body, contentType };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (signal.aborted) throw linkError(504, "link_timeout", M.linkTimeout);
    throw unreadable();
  }
}

// ── The production resolver ───────────────────────────────────────────────────────────────────

interface DohAnswer {
  Status?: number;
  Answer?: { type: number; data: string }[];
}

/**
 * Resolves through a DNS-over-HTTPS JSON endpoint (`?name=…&type=A|AAAA`, application/dns-json),
 * A and AAAA together. CNAME records in the answer are followed by the service itself.
 */
export function dohResolver(endpoint: string, fetcher: typeof fetch = fetch): Resolver {
  const ask = async (name: string, type: "A" | "AAAA") => {
    const url = new URL(endpoint);
    url.searchParams.set("name", name);
    url.searchParams.set("type", type);
    const response = await fetcher(url.toString(), { headers: { Accept: "application/dns-json" }, signal: AbortSignal.timeout(2_000) });
    if (!response.ok) throw new Error(`DNS answered ${response.status}`);
    const answer = (await response.json()) as DohAnswer;
    const wanted = type === "A" ? 1 : 28;
    return (answer.Answer ?? []).filter((record) => record.type === wanted).map((record) => record.data);
  };
  return {
    async resolve(hostname) {
      const [v4, v6] = await Promise.all([ask(hostname, "A"), ask(hostname, "AAAA")]);
      return [...v4, ...v6];
    },
  };
}
