#!/usr/bin/env node
/**
 * Co-editing in the word editor's room on the built app under `vite preview` (local workerd,
 * local D1 and R2, the DocRoom Durable Object), with two y-partyserver providers as two tabs:
 *  (a) latency — EDITS edits typed one after another in tab A: time from the edit to tab B
 *      showing it (p50 / p95 / max);
 *  (b) convergence — BURST edits typed in both tabs at once: time until both tabs show the same
 *      document holding every edit (p50 / p95 / max over ROUNDS rounds);
 *  (c) the room's save: time from the last edit to the `saved` message (includes the room's
 *      DOC_SAVE_DEBOUNCE_MS idle wait).
 * The subscriber and the document are made through the dev-only fixtures (/dev/fixtures) and
 * removed at the end. Pass --no-build to reuse dist/. Needs Node 22 (global WebSocket with
 * headers): `npm run bench:coediting`.
 */
import { execSync, spawn } from "node:child_process";
import { PDFDocument, StandardFonts } from "pdf-lib";
import YProvider from "y-partyserver/provider";
import * as Y from "yjs";

const PORT = Number(process.env.BENCH_PORT ?? 4397);
const BASE = `http://localhost:${PORT}`;
const root = new URL("..", import.meta.url).pathname;
const EDITS = Number(process.env.EDITS ?? 200);
const BURST = 20;
const ROUNDS = 30;
const FIELD = "default"; // YJS_FIELD in core/documents/types.ts

if (typeof WebSocket !== "function") throw new Error("Run with Node 22 or later: npm run bench:coediting");

execSync("npm run setup:local", { cwd: root, stdio: "ignore" });
if (!process.argv.includes("--no-build")) execSync("npm run build", { cwd: root, stdio: "ignore" });
const server = spawn("npx", ["vite", "preview", "--port", String(PORT), "--strictPort"], { cwd: root, stdio: "ignore", detached: true });
const stop = () => {
  try {
    process.kill(-server.pid);
  } catch {}
};
process.on("exit", stop);
let up = false;
for (let i = 0; i < 200 && !up; i++) {
  try {
    up = (await fetch(`${BASE}/api/config`)).ok;
  } catch {}
  if (!up) await new Promise((r) => setTimeout(r, 300));
}
if (!up) throw new Error(`The app did not answer on ${BASE}`);

const pct = (xs, p) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const summary = (label, xs) => {
  xs.sort((a, b) => a - b);
  console.log(`  ${label}: n=${xs.length}  p50 ${pct(xs, 50).toFixed(1)} ms  p95 ${pct(xs, 95).toFixed(1)} ms  max ${xs.at(-1).toFixed(1)} ms`);
};
const until = (check, what, timeout = 10_000) =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    const poll = () => {
      if (check()) return resolve(performance.now());
      if (performance.now() - started > timeout) return reject(new Error(`Timed out waiting for ${what}`));
      setImmediate(poll);
    };
    poll();
  });

async function json(path, body, method = "POST") {
  const res = await fetch(`${BASE}${path}`, { method, headers: { "Content-Type": "application/json" }, body: body && JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

async function resumePdf(name) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  for (const [i, line] of [name, "Data Analyst", "SKILLS", "SQL, Python, Power BI, Excel, Statistics"].entries()) {
    page.drawText(line, { x: 50, y: 790 - i * 22, size: 11, font });
  }
  return Buffer.from(await doc.save()).toString("base64");
}
const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

// ——— a subscriber with a document
const { user, session } = await json("/dev/fixtures/users", {
  email: `coediting.bench.${Date.now().toString(36)}@example.com`,
  password: "Bench@Pass123",
  fullname: "Coediting Bench",
  phone_number: "+201005550142",
  title: "Data Analyst",
  country: "Egypt",
  city: "Cairo",
  linkedin: "https://www.linkedin.com/in/bench-user",
  level: "Junior",
  institute: "Cairo University",
  salary: "30000",
  image: { name: "me.png", type: "image/png", base64: PNG },
  resume: { name: "resume.pdf", type: "application/pdf", base64: await resumePdf("Coediting Bench") },
  subscription: {},
});
const cookie = `amal_session=${session}`;
const { document } = await json("/dev/fixtures/documents", {
  user_id: user.id,
  title: "Bench resume",
  content: {
    type: "doc",
    content: [
      { type: "heading", attrs: { level: 1 }, content: [{ type: "text", text: "Coediting Bench" }] },
      { type: "paragraph", content: [{ type: "text", text: "Data analyst in Cairo." }] },
    ],
  },
});

/** The socket the providers open, with the session cookie (a browser sends it by itself). */
class CookieSocket extends WebSocket {
  constructor(url, protocols) {
    super(url, { protocols, headers: { Cookie: cookie, Origin: BASE } });
  }
}

function tab() {
  const doc = new Y.Doc();
  const provider = new YProvider(`localhost:${PORT}`, `${user.id}:${document.id}`, doc, { party: "doc-room", WebSocketPolyfill: CookieSocket });
  const saved = [];
  provider.on("custom-message", (message) => saved.push({ at: performance.now(), ...JSON.parse(message) }));
  return new Promise((resolve) => provider.once("sync", () => resolve({ doc, provider, saved, fragment: doc.getXmlFragment(FIELD) })));
}

const textOf = (fragment) => fragment.toString();
function addParagraph(fragment, text) {
  const paragraph = new Y.XmlElement("paragraph");
  paragraph.insert(0, [new Y.XmlText(text)]);
  fragment.insert(fragment.length, [paragraph]);
}

try {
  const [a, b] = await Promise.all([tab(), tab()]);
  if (!textOf(b.fragment).includes("Coediting Bench")) throw new Error("The second tab did not get the seeded document");

  // (a) one edit at a time, A to B
  const latency = [];
  for (let i = 0; i < EDITS; i++) {
    const marker = `edit a${i}`;
    const started = performance.now();
    addParagraph(a.fragment, marker);
    const seen = await until(() => textOf(b.fragment).includes(marker), `edit ${i} in tab B`);
    latency.push(seen - started);
  }

  // (b) both tabs type at once
  const convergence = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    for (let i = 0; i < BURST; i++) {
      addParagraph(a.fragment, `r${round} a${i}`);
      addParagraph(b.fragment, `r${round} b${i}`);
    }
    const done = await until(() => {
      const ta = textOf(a.fragment);
      return ta === textOf(b.fragment) && ta.includes(`r${round} a${BURST - 1}`) && ta.includes(`r${round} b${BURST - 1}`);
    }, `round ${round} to converge`);
    convergence.push(done - started);
  }

  // (c) the save after the last edit
  const lastEdit = performance.now();
  const before = a.saved.length;
  addParagraph(a.fragment, "the last edit");
  await until(() => a.saved.length > before, "the room's saved message", 30_000);
  const savedAfter = a.saved.at(-1).at - lastEdit;

  console.log(`Co-editing in the DocRoom (vite preview, local workerd), two y-partyserver providers:`);
  summary(`edit in tab A → shown in tab B (${EDITS} edits, one at a time)`, latency);
  summary(`both tabs type ${BURST} paragraphs each → same document in both (${ROUNDS} rounds)`, convergence);
  console.log(`  last edit → "saved" (version ${a.saved.at(-1).version}): ${savedAfter.toFixed(0)} ms (includes the ${2000} ms idle wait)`);
  console.log(`  document: ${a.fragment.length} blocks; both tabs equal: ${textOf(a.fragment) === textOf(b.fragment)}`);
  a.provider.destroy();
  b.provider.destroy();
} finally {
  await json(`/dev/fixtures/users/${user.id}`, undefined, "DELETE").catch((error) => console.error(String(error)));
  stop();
}
process.exit(0);
