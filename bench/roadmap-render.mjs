#!/usr/bin/env node
/**
 * Craft Roadmap's first draw in Chromium, on the built app under `vite preview`: a synthetic,
 * valid 150-step roadmap (goal, start, 8 stages, 40 skills, 100 sub-skills, every step with
 * courses and books) is stored as a subscriber's last roadmap (PUT /api/roadmaps/last), then the
 * page is opened RUNS times, each in a fresh browser context (empty cache: a cold load), at
 * 1280 × 900. Measured: navigation start → all 150 steps in the DOM and laid out (React Flow has
 * measured them, so none is hidden any more), and on the way the page itself (past its skeleton)
 * and the first step. Prints median, p95 and max.
 * `node bench/roadmap-render.mjs [--no-build]`; RUNS=30 for more loads.
 */
import { chromium } from "@playwright/test";
import { execSync, spawn } from "node:child_process";
import { PDFDocument, StandardFonts } from "pdf-lib";

const PORT = Number(process.env.BENCH_PORT ?? 4393);
const BASE = `http://localhost:${PORT}`;
const root = new URL("..", import.meta.url).pathname;
const RUNS = Number(process.env.RUNS ?? 20);
const STEPS = 150;

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

async function json(path, body, { method = "POST", cookie } = {}) {
  const headers = { "Content-Type": "application/json", Origin: BASE, ...(cookie ? { Cookie: cookie } : {}) };
  const res = await fetch(`${BASE}${path}`, { method, headers, body: body && JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** A valid roadmap of exactly STEPS nodes (core/schemas/roadmap.ts), shaped like a generated one. */
function syntheticRoadmap() {
  const nodes = [];
  let next = 1;
  const add = (name, kind, status = "todo") => {
    const id = next++;
    nodes.push({
      id,
      name,
      description: `${name}: what it is, why the role needs it and how to practise it until it is second nature.`,
      children: [],
      courses_needed: [1, 2, 3].map((n) => ({
        id: `bench-${id}-${n}`,
        title: `${name} course ${n}`,
        provider: "Coursera",
        url: `https://www.coursera.org/learn/bench-${id}-${n}`,
        level: n === 1 ? "beginner" : "intermediate",
        free: n !== 3,
      })),
      books_needed: [{ id: `book-${id}`, title: `${name} in Practice`, authors: ["A. Author", "B. Writer"] }],
      kind,
      skill: null,
      status,
    });
    return nodes.at(-1);
  };
  const goal = add("Data Engineer", "goal");
  goal.children.push(add("Where you start: Data Analyst", "start").id);
  for (let s = 1; s <= 8; s++) {
    const stage = add(`Stage ${s}`, "stage");
    goal.children.push(stage.id);
    for (let k = 1; k <= 5; k++) {
      const skill = add(`Skill ${s}.${k}`, "skill", k === 1 ? "done" : "todo");
      stage.children.push(skill.id);
      // 100 sub-skills: two or three under each of the 40 skills.
      const subs = (s - 1) * 5 + k <= 20 ? 3 : 2;
      for (let j = 1; j <= subs; j++) skill.children.push(add(`Topic ${s}.${k}.${j}`, "topic").id);
    }
  }
  if (nodes.length !== STEPS) throw new Error(`the synthetic roadmap has ${nodes.length} steps, not ${STEPS}`);
  return { topic: "Data engineer", title: "Data Engineer", language: "en", root: 1, nodes, engine: "local", created_at: new Date().toISOString() };
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
const { user, session } = await json("/dev/fixtures/users", {
  email: `roadmap.bench.${Date.now().toString(36)}@example.com`,
  password: "Bench@Pass123",
  fullname: "Roadmap Bench",
  phone_number: "+201005550143",
  title: "Data Analyst",
  country: "Egypt",
  city: "Cairo",
  linkedin: "https://www.linkedin.com/in/roadmap-bench",
  level: "Junior",
  institute: "Cairo University",
  salary: "30000",
  image: { name: "me.png", type: "image/png", base64: PNG },
  resume: { name: "resume.pdf", type: "application/pdf", base64: await resumePdf("Roadmap Bench") },
  subscription: {},
});
const cookie = `amal_session=${session}`;

const pct = (xs, p) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-gpu"],
});

try {
  await json("/api/roadmaps/last", { roadmap: syntheticRoadmap(), state: null }, { method: "PUT", cookie });
  const times = [];
  for (let i = 0; i < RUNS + 1; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-US" });
    await context.addCookies([{ name: "amal_session", value: session, url: BASE, httpOnly: true, sameSite: "Lax" }]);
    await context.addInitScript((id) => {
      localStorage.setItem("isAuthenticated", "true");
      localStorage.setItem("userId", id);
    }, user.id);
    // Marks taken in the page on every frame, from the navigation's start (performance.now()).
    await context.addInitScript((steps) => {
      const marks = {};
      window.__roadmapMarks = marks;
      const tick = () => {
        const now = performance.now();
        if (marks.page === undefined && document.querySelector(".rm-form")) marks.page = now;
        const nodes = document.querySelectorAll(".react-flow__node");
        if (marks.firstStep === undefined && nodes.length > 0) marks.firstStep = now;
        if (nodes.length >= steps && [...nodes].every((node) => getComputedStyle(node).visibility !== "hidden")) {
          marks.allSteps = now;
          return;
        }
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    }, STEPS);
    const page = await context.newPage();
    await page.goto(`${BASE}/portal/roadmap-visualizer`, { waitUntil: "commit" });
    const marks = await (await page.waitForFunction(() => window.__roadmapMarks?.allSteps !== undefined && window.__roadmapMarks, null, { timeout: 60_000 })).jsonValue();
    // The first load warms the server (workerd compiles the worker); it is not counted.
    if (i > 0) times.push(marks);
    await context.close();
  }
  const row = (label, key) => {
    const xs = times.map((m) => m[key]).sort((a, b) => a - b);
    console.log(`  ${label.padEnd(58)} median ${pct(xs, 50).toFixed(0).padStart(5)} ms  p95 ${pct(xs, 95).toFixed(0).padStart(5)} ms  max ${xs.at(-1).toFixed(0).padStart(5)} ms`);
  };
  console.log(`Craft Roadmap: a ${STEPS}-step roadmap drawn (built app under vite preview, Chromium, 1280 × 900, cold context each load, ${times.length} loads)`);
  row("navigation start → the page itself (app booted, data read)", "page");
  row("navigation start → first step in the DOM", "firstStep");
  row(`navigation start → all ${STEPS} steps in the DOM and laid out`, "allSteps");
} finally {
  await browser.close();
  await fetch(`${BASE}/dev/fixtures/users/${user.id}`, { method: "DELETE" }).catch(() => {});
  stop();
}
process.exit(0);
