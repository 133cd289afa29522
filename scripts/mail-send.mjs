#!/usr/bin/env node
/**
 * Feeds a real .eml to the local worker's email() handler, as Cloudflare Email Routing would:
 *   npm run mail:send -- --to <your tracker address> --file message.eml [--from sender@example.com] [--url http://localhost:5173]
 * `npm run dev` (the Cloudflare Vite plugin) passes POST /cdn-cgi/handler/email?from=…&to=… with
 * the raw message as its body to the worker's email() entry. The tracker address is on the
 * Email Tracker page (GET /api/emails/inbox).
 */
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    to: { type: "string" },
    file: { type: "string" },
    from: { type: "string", default: "sender@example.com" },
    url: { type: "string", default: "http://localhost:5173" },
  },
});
if (!values.to || !values.file) {
  console.error("Usage: npm run mail:send -- --to <address> --file message.eml [--from sender@example.com] [--url http://localhost:5173]");
  process.exit(2);
}
const raw = await readFile(values.file);
const target = new URL("/cdn-cgi/handler/email", values.url);
target.searchParams.set("from", values.from);
target.searchParams.set("to", values.to);
const res = await fetch(target, { method: "POST", headers: { "Content-Type": "message/rfc822" }, body: raw });
const text = await res.text();
if (!res.ok) {
  console.error(`The worker answered ${res.status}: ${text.slice(0, 500)}`);
  process.exit(1);
}
console.log(`Delivered ${raw.byteLength} bytes to ${values.to} (${res.status}${text ? `: ${text.slice(0, 200)}` : ""}).`);
