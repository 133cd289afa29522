/**
 * The local server's edge: what Cloudflare's edge does in production, done by `vite dev` and
 * `vite preview` in front of the local worker.
 *
 * - **Client address.** The worker keys its per-address limits on `CF-Connecting-IP`, which
 *   Cloudflare sets in production and a client cannot choose. Locally the header is set here,
 *   from the socket's address, overwriting whatever the client sent (and `X-Real-IP` is dropped),
 *   so a request cannot pick its own rate-limit bucket. The one exception is for the e2e tests:
 *   a loopback client that shows the local dev token (`DEV_TOOLS_TOKEN` in .dev.vars) may pick
 *   another loopback address (`127.x.y.z`), so tests get buckets of their own and stay local.
 * - **Refused upgrades keep their status.** The Cloudflare plugin drops the connection when the
 *   worker refuses a WebSocket upgrade; here the worker's answer (401, 403, 404…) is written to
 *   the socket first, as Cloudflare does.
 */
import { readFileSync } from "node:fs";
import { STATUS_CODES, type IncomingMessage, type Server } from "node:http";
import type { Duplex } from "node:stream";
import { Response as MiniflareResponse } from "miniflare";
import type { Plugin } from "vite";

/** The header a test sends to pick its own loopback address (with the dev token). */
export const TEST_ADDRESS_HEADER = "x-amal-test-address";
/** The header carrying the local dev token alongside it. */
export const DEV_TOKEN_HEADER = "x-amal-dev-token";

const LOOPBACK_V4 = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** A socket address without the IPv4-mapped prefix (`::ffff:127.0.0.1` → `127.0.0.1`). */
export function plainAddress(address: string | undefined): string {
  if (!address) return "unknown";
  return address.startsWith("::ffff:") ? address.slice(7) : address;
}

export function isLoopback(address: string): boolean {
  return address === "::1" || LOOPBACK_V4.test(address);
}

/**
 * The address the worker should see for a request from `remote` with these headers: the
 * socket's, or a test's own loopback address when a loopback client shows the dev token.
 */
export function clientAddressFor(remote: string | undefined, headers: IncomingMessage["headers"], devToken: string | undefined): string {
  const address = plainAddress(remote);
  const claimed = headers[TEST_ADDRESS_HEADER];
  const token = headers[DEV_TOKEN_HEADER];
  if (devToken && isLoopback(address) && typeof claimed === "string" && token === devToken) {
    const m = LOOPBACK_V4.exec(claimed);
    if (m?.slice(1).every((part) => Number(part) <= 255)) return claimed;
  }
  return address;
}

const DROPPED = new Set(["cf-connecting-ip", "x-real-ip", "x-forwarded-for", TEST_ADDRESS_HEADER, DEV_TOKEN_HEADER]);

/** Sets a header on a Node request in both forms (the Cloudflare plugin reads `rawHeaders`). */
function setHeader(req: IncomingMessage, name: string, value: string) {
  req.headers[name] = value;
  req.rawHeaders.push(name, value);
}

/** Rewrites a request's address headers in place, as the edge would. */
export function setClientAddress(req: IncomingMessage, devToken: string | undefined) {
  const address = clientAddressFor(req.socket.remoteAddress, req.headers, devToken);
  const raw: string[] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (!DROPPED.has(req.rawHeaders[i].toLowerCase())) raw.push(req.rawHeaders[i], req.rawHeaders[i + 1]);
  }
  req.rawHeaders = raw;
  for (const name of DROPPED) delete req.headers[name];
  setHeader(req, "cf-connecting-ip", address);
}

function readDevToken(): string | undefined {
  try {
    return readFileSync(".dev.vars", "utf8").match(/^DEV_TOOLS_TOKEN=(\S+)$/m)?.[1];
  } catch {
    return undefined;
  }
}

/**
 * The Cloudflare plugin reads `response.webSocket` on the worker's answer to an upgrade and, when
 * it is null, destroys the socket at once (synchronously). Reading that getter leaves the refused
 * answer here for the socket's `destroy`, which writes it out instead of dropping the connection.
 */
let refused: { status: number; statusText: string; body: Promise<string> } | undefined;
let webSocketGetterWrapped = false;

function rememberRefusedUpgrades() {
  if (webSocketGetterWrapped) return;
  webSocketGetterWrapped = true;
  const getter = Object.getOwnPropertyDescriptor(MiniflareResponse.prototype, "webSocket")?.get;
  if (!getter) return;
  Object.defineProperty(MiniflareResponse.prototype, "webSocket", {
    configurable: true,
    get(this: MiniflareResponse) {
      const socket = getter.call(this);
      if (!socket && this.status >= 400) {
        const answer = { status: this.status, statusText: this.statusText, body: this.clone().text() };
        refused = answer;
        queueMicrotask(() => {
          if (refused === answer) refused = undefined;
        });
      }
      return socket;
    },
  });
}

function onUpgrade(devToken: string | undefined) {
  return (req: IncomingMessage, socket: Duplex) => {
    setClientAddress(req, devToken);
    const destroy = socket.destroy.bind(socket);
    socket.destroy = (error?: Error) => {
      const answer = refused;
      refused = undefined;
      if (!answer || error || !socket.writable) return destroy(error);
      void answer.body.then(
        (text) => {
          const body = Buffer.from(text);
          socket.end(
            `HTTP/1.1 ${answer.status} ${answer.statusText || STATUS_CODES[answer.status] || "Refused"}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${text}`,
          );
        },
        () => destroy(),
      );
      return socket;
    };
  };
}

/** The Vite plugin: list it before `cloudflare()` so it runs first. */
export function localServer(): Plugin {
  const devToken = readDevToken();
  const install = (httpServer: Server | null | undefined, use: (fn: (req: IncomingMessage, res: unknown, next: () => void) => void) => void) => {
    use((req, _res, next) => {
      setClientAddress(req, devToken);
      next();
    });
    rememberRefusedUpgrades();
    httpServer?.prependListener("upgrade", onUpgrade(devToken));
  };
  return {
    name: "amal:local-server",
    // Before the Cloudflare plugin's own middleware, which hands requests to the worker.
    enforce: "pre",
    configureServer(server) {
      install(server.httpServer as Server | null, (fn) => server.middlewares.use(fn));
    },
    configurePreviewServer(server) {
      install(server.httpServer as Server, (fn) => server.middlewares.use(fn));
    },
  };
}
