#!/usr/bin/env node
/**
 * Coaching sessions on the built app under `vite preview` (local workerd, local D1, Durable
 * Objects, the embedded local coach engine):
 *  (a) latency — 200 messages sent over sockets, one reply at a time per session: time from
 *      `send` to the first streamed `token` and to `reply_end` (p50 / p95 / max). Before each
 *      message the same tab sends a `ping` (with an id) and times its `pong`: the bare round trip
 *      through the same socket, worker and room, the floor any reply stands on. After the first
 *      10 turns of each session (warm-up: the room starting, the profile read), the last 100
 *      turns compare the two: ping p50/p95, first token p50/p95, and first-token p95 / ping p95
 *      (the target is 2 or less);
 *  (b) fan-out — 500 sockets across 100 rooms (5 tabs per session, 10 sessions per user), one
 *      message sent in every room at once; every tab must receive every stored event of its
 *      room (the seq run from its snapshot to the reply's end, with no gap): lost must be 0.
 * Users are made by the dev fixture (`/dev/fixtures/users`: signup and a sandbox subscription, as
 * the screens make them) and removed at the end. Pass --no-build to reuse dist/. Needs Node 22 (global
 * WebSocket with headers): run it as `npm exec -- node bench/coach.mjs`.
 */
import { execSync, spawn } from "node:child_process";
import { PDFDocument, StandardFonts } from "pdf-lib";

const PORT = Number(process.env.BENCH_PORT ?? 4393);
const BASE = `http://localhost:${PORT}`;
const WS_BASE = `ws://localhost:${PORT}`;
const root = new URL("..", import.meta.url).pathname;
const LATENCY_MESSAGES = 200;
const LATENCY_SESSIONS = 10;
/** Turns of each latency session before the ping-vs-first-token comparison starts counting. */
const WARMUP_TURNS = 10;
/** First-token p95 over ping p95 that counts as close to the floor. */
const RATIO_TARGET = 2;
const ROOMS = 100;
const TABS_PER_ROOM = 5;
const SESSIONS_PER_USER = 10;

if (typeof WebSocket !== "function") throw new Error("Run with Node 22 or later: npm exec -- node bench/coach.mjs");

// Local state first: the build copies .dev.vars (the dev token) next to the built worker.
execSync("npm run setup:local", { cwd: root, stdio: "ignore" });
if (!process.argv.includes("--no-build")) execSync("npm run build", { cwd: root, stdio: "ignore" });
const server = spawn("npx", ["vite", "preview", "--port", String(PORT), "--strictPort"], { cwd: root, stdio: "ignore", detached: true });
const stop = () => {
  try {
    process.kill(-server.pid);
  } catch {}
};
process.on("exit", stop);
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(`${BASE}/api/config`)).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 300));
}

const run = Date.now().toString(36);
const pct = (xs, p) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const summary = (label, xs) => {
  xs.sort((a, b) => a - b);
  console.log(`  ${label}: n=${xs.length}  p50 ${pct(xs, 50).toFixed(1)} ms  p95 ${pct(xs, 95).toFixed(1)} ms  max ${xs.at(-1).toFixed(1)} ms`);
};

async function resumePdf(name) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  [name, "Data Analyst", "SKILLS", "SQL, Python, Power BI, Excel, Statistics", "Communication, Teamwork"].forEach((line, i) => {
    page.drawText(line, { x: 50, y: 790 - i * 22, size: 11, font });
  });
  return Buffer.from(await doc.save()).toString("base64");
}
const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

/**
 * A subscriber made by the dev fixture (DEV_TOOLS=1, loopback only): the account exactly as signup
 * makes it (resume read, files stored) and a plan paid through the sandbox checkout. Sign-up
 * through the API is limited to 5 a minute per address, and locally every request comes from one.
 */
async function signUp(i) {
  const res = await fetch(`${BASE}/dev/fixtures/users`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      email: `coach.bench.${run}.${i}@example.com`,
      password: "Bench@Pass123",
      fullname: `Coach Bench ${i}`,
      phone_number: "+201005550142",
      title: "Data Analyst",
      country: "Egypt",
      city: "Cairo",
      linkedin: "https://www.linkedin.com/in/bench-user",
      level: "Junior",
      institute: "Cairo University",
      salary: "30000",
      image: { name: "me.png", type: "image/png", base64: PNG },
      resume: { name: "resume.pdf", type: "application/pdf", base64: await resumePdf(`Coach Bench ${i}`) },
      subscription: {},
    }),
  });
  if (res.status !== 201) throw new Error(`the user fixture ${i} answered ${res.status}: ${await res.text()}`);
  const { user, session } = await res.json();
  return { id: user.id, cookie: `amal_session=${session}` };
}

let sessionCounter = 0;
async function createSession(user) {
  const sessionId = String(Date.now() * 1000 + (++sessionCounter % 1000));
  const res = await fetch(`${BASE}/api/coach/sessions`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: user.cookie },
    body: JSON.stringify({ session_id: sessionId, session_name: `Bench ${sessionCounter}` }),
  });
  if (res.status !== 201) throw new Error(`create session answered ${res.status}: ${await res.text()}`);
  return { user, sessionId };
}

/** Opens a tab on a session and resolves once its snapshot has arrived. */
function openTab({ user, sessionId }) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${WS_BASE}/parties/coach-room/${user.id}:${sessionId}`, { headers: { Cookie: user.cookie, Origin: BASE } });
    const tab = { socket, events: [], snapshotSeq: null, listeners: new Set() };
    socket.addEventListener("message", (e) => {
      const event = JSON.parse(String(e.data));
      if (event.type === "snapshot") {
        tab.snapshotSeq = event.seq;
        resolve(tab);
      } else tab.events.push(event);
      for (const listener of tab.listeners) listener(event);
    });
    socket.addEventListener("error", () => reject(new Error(`socket to ${sessionId} failed`)));
  });
}

const PROMPTS = [
  "Recommend Course about SQL",
  "Daily tips to boost performance",
  "Give me info about CS50's Introduction to Computer Science",
  "Give me a roadmap for a data analyst",
  "Recommend me a youtube channel for Python",
  "How do I prepare for a behavioural interview?",
  "What salary should I ask for as a junior data analyst in Cairo?",
  "رشح لي كورس في تحليل البيانات",
  "Recommend books about negotiation",
  "How can I grow my network on LinkedIn?",
];

/**
 * Sends one message on `tab` and resolves with the times to the first token and to reply_end, and
 * to the steps before the first token: the message's echo, reply_start, the first tool event.
 */
function timedSend(tab, text) {
  return new Promise((resolve, reject) => {
    const clientMessageId = crypto.randomUUID();
    let first = null;
    const steps = { echo: null, start: null, tool: null };
    const t0 = performance.now();
    const listener = (event) => {
      if (event.type === "message" && event.clientMessageId === clientMessageId) steps.echo ??= performance.now() - t0;
      if (event.type === "reply_start") steps.start ??= performance.now() - t0;
      if (event.type === "tool") steps.tool ??= performance.now() - t0;
      if (event.type === "token" && first === null) first = performance.now() - t0;
      if (event.type === "refused" && event.clientMessageId === clientMessageId) reject(new Error(`refused: ${event.reason}`));
      if (event.type === "reply_error") reject(new Error(`reply_error: ${event.error}`));
      if (event.type === "reply_end") {
        tab.listeners.delete(listener);
        resolve({ first: first ?? performance.now() - t0, end: performance.now() - t0, steps });
      }
    };
    tab.listeners.add(listener);
    tab.socket.send(JSON.stringify({ type: "send", clientMessageId, text }));
  });
}

/** Sends a `ping` with a fresh id on `tab` and resolves with the time until its `pong` arrives. */
function timedPing(tab) {
  return new Promise((resolve, reject) => {
    const id = crypto.randomUUID();
    const t0 = performance.now();
    const timer = setTimeout(() => reject(new Error(`no pong for ping ${id} within 5 s`)), 5000);
    const listener = (event) => {
      if (event.type === "pong" && event.id === id) {
        clearTimeout(timer);
        tab.listeners.delete(listener);
        resolve(performance.now() - t0);
      }
    };
    tab.listeners.add(listener);
    tab.socket.send(JSON.stringify({ type: "ping", id }));
  });
}

const users = [];
const usersNeeded = Math.ceil(ROOMS / SESSIONS_PER_USER);
for (let i = 0; i < usersNeeded; i++) users.push(await signUp(i));

// (a) Latency, sequential within each session, the sessions one after another.
const firstMs = [];
const endMs = [];
/** The comparison after warm-up: ping round trips and first tokens of the same turns. */
const pingMs = [];
const warmFirstMs = [];
/** Where a first token's time goes, over the same turns: send → echo, → reply_start, → first tool event. */
const warmSteps = { echo: [], start: [], tool: [] };
const latencySessions = [];
for (let i = 0; i < LATENCY_SESSIONS; i++) latencySessions.push(await createSession(users[0]));
let sent = 0;
for (const session of latencySessions) {
  const tab = await openTab(session);
  for (let i = 0; i < LATENCY_MESSAGES / LATENCY_SESSIONS; i++) {
    const ping = await timedPing(tab);
    const { first, end, steps } = await timedSend(tab, PROMPTS[sent++ % PROMPTS.length]);
    firstMs.push(first);
    endMs.push(end);
    if (i >= WARMUP_TURNS) {
      pingMs.push(ping);
      warmFirstMs.push(first);
      for (const step of Object.keys(warmSteps)) if (steps[step] !== null) warmSteps[step].push(steps[step]);
    }
  }
  tab.socket.close();
}

// (b) Fan-out: 100 rooms × 5 tabs, one message per room, all rooms at once.
const rooms = [];
for (let r = 0; r < ROOMS; r++) rooms.push(await createSession(users[Math.floor(r / SESSIONS_PER_USER)]));
const t0 = performance.now();
const tabsByRoom = await Promise.all(rooms.map((room) => Promise.all(Array.from({ length: TABS_PER_ROOM }, () => openTab(room)))));
const connectMs = performance.now() - t0;

const t1 = performance.now();
const ends = await Promise.all(
  tabsByRoom.map(
    (tabs, r) =>
      new Promise((resolve, reject) => {
        let pending = tabs.length;
        for (const tab of tabs) {
          tab.listeners.add((event) => {
            if (event.type === "reply_end" && --pending === 0) resolve(event.seq);
            if (event.type === "reply_error" || event.type === "refused") reject(new Error(`room ${r}: ${JSON.stringify(event)}`));
          });
        }
        tabs[0].socket.send(JSON.stringify({ type: "send", clientMessageId: `fanout-${r}`, text: PROMPTS[r % PROMPTS.length] }));
      }),
  ),
);
const fanoutMs = performance.now() - t1;

let expected = 0;
let lost = 0;
let outOfOrder = 0;
tabsByRoom.forEach((tabs, r) => {
  for (const tab of tabs) {
    const want = ends[r] - tab.snapshotSeq;
    const got = tab.events.filter((e) => typeof e.seq === "number");
    expected += want;
    const seqs = new Set(got.map((e) => e.seq));
    for (let s = tab.snapshotSeq + 1; s <= ends[r]; s++) if (!seqs.has(s)) lost++;
    for (let i = 1; i < got.length; i++) if (got[i].seq !== got[i - 1].seq + 1) outOfOrder++;
  }
});
for (const tabs of tabsByRoom) for (const tab of tabs) tab.socket.close();

console.log("Coach — built app under vite preview (local engine, local Durable Objects)");
summary("send → first token", firstMs);
summary("send → reply_end (whole answer stored)", endMs);
console.log(`  baseline, the last ${pingMs.length} turns (after ${WARMUP_TURNS} warm-up turns per session), same tabs and rooms:`);
summary("  ping → pong (bare round trip)", pingMs);
summary("  send → first token", warmFirstMs);
summary("    of which send → message echo", warmSteps.echo);
summary("    of which send → reply_start", warmSteps.start);
if (warmSteps.tool.length) summary("    of which send → first tool event", warmSteps.tool);
const ratio = pct(warmFirstMs, 95) / pct(pingMs, 95);
console.log(`    first-token p95 / ping p95 = ${ratio.toFixed(2)} (target ≤ ${RATIO_TARGET}: ${ratio <= RATIO_TARGET ? "met" : "not met"})`);
console.log(`  fan-out: ${ROOMS} rooms × ${TABS_PER_ROOM} tabs = ${ROOMS * TABS_PER_ROOM} sockets (opened in ${connectMs.toFixed(0)} ms), one message per room, all replies done in ${fanoutMs.toFixed(0)} ms`);
console.log(`  fan-out: events expected ${expected}, lost ${lost}, out of order ${outOfOrder}`);
for (const user of users) {
  const res = await fetch(`${BASE}/dev/fixtures/users/${user.id}`, { method: "DELETE" });
  if (!res.ok) console.error(`could not remove the bench user ${user.id}: ${res.status}`);
}
stop();
process.exit(lost === 0 && outOfOrder === 0 ? 0 : 1);
