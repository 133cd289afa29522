#!/usr/bin/env node
/**
 * Accounts latency on the built app under `vite preview` (local workerd, local D1/R2):
 *  - signup with resume extraction: multipart POST /api/auth/signup with a 2-page PDF resume,
 *  - login: POST /api/auth/login (PBKDF2-SHA256, 100,000 iterations).
 * Prints p50/p95/max. Each simulated visitor uses its own documentation-range IP so the
 * per-IP rate limits measure nothing but the server. Pass --no-build to reuse dist/.
 */
import { execSync, spawn } from "node:child_process";
import { PDFDocument, StandardFonts } from "pdf-lib";

const PORT = 4392;
const BASE = `http://localhost:${PORT}`;
const root = new URL("..", import.meta.url).pathname;
const SIGNUPS = 20;
const LOGINS_PER_USER = 4;

// Local state first: the build copies .dev.vars (the dev token) next to the built worker.
execSync("npm run setup:local", { cwd: root, stdio: "ignore" });
if (!process.argv.includes("--no-build")) execSync("npm run build", { cwd: root, stdio: "ignore" });
const server = spawn("npx", ["vite", "preview", "--port", String(PORT), "--strictPort"], { cwd: root, stdio: "ignore", detached: true });
const stop = () => { try { process.kill(-server.pid); } catch {} };
process.on("exit", stop);
for (let i = 0; i < 100; i++) {
  try { if ((await fetch(`${BASE}/api/config`)).ok) break; } catch {}
  await new Promise((r) => setTimeout(r, 300));
}

async function twoPageResume(name) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const pages = [
    [name, "Senior Data Analyst", `${name.toLowerCase().replace(/ /g, ".")}@example.com  +20 100 555 0142`, "", "SUMMARY",
     "Data analyst with six years of experience turning messy operational data into decisions.",
     "Built dashboards used by 200 managers and automated weekly reporting.", "", "EXPERIENCE",
     "Senior Data Analyst, Nile Retail, 2021 - present", "- Built SQL pipelines and Power BI dashboards for sales and inventory.",
     "- Led a team of three analysts; mentored juniors in Python and pandas.", "Data Analyst, Cairo Logistics, 2018 - 2021",
     "- Forecasted demand with Python, scikit-learn and Excel; cut stock-outs by 18%."],
    ["EDUCATION", "B.Sc. Statistics, Cairo University, 2018", "", "SKILLS",
     "SQL, Python, pandas, Power BI, Tableau, Excel, statistics, machine learning, ETL, data visualization",
     "Communication, leadership, problem solving, teamwork", "", "CERTIFICATIONS", "Google Data Analytics Certificate", "", "LANGUAGES", "Arabic, English"],
  ];
  for (const lines of pages) {
    const page = doc.addPage([595, 842]);
    lines.forEach((line, i) => {
      page.drawText(line, { x: 50, y: 790 - i * 22, size: 11, font });
    });
  }
  return doc.save();
}

const png = Uint8Array.from(Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64"));
const ip = (n) => `2001:db8::bench:${n.toString(16)}`;
const pct = (xs, p) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const summary = (label, xs) => {
  xs.sort((a, b) => a - b);
  console.log(`  ${label}: n=${xs.length}  p50 ${pct(xs, 50).toFixed(1)} ms  p95 ${pct(xs, 95).toFixed(1)} ms  max ${xs.at(-1).toFixed(1)} ms`);
};

const run = Date.now().toString(36);
const users = [];
const signupMs = [];
for (let i = 0; i < SIGNUPS; i++) {
  const email = `bench.${run}.${i}@example.com`;
  const password = "Bench@Pass123";
  const form = new FormData();
  const fields = { email, password, fullname: `Bench User ${i}`, phone_number: "+201005550142", title: "Data Analyst", country: "Egypt", city: "Cairo", linkedin: "https://www.linkedin.com/in/bench-user", level: "Senior", institute: "Cairo University", salary: "30000" };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set("resume", new Blob([await twoPageResume(`Bench User ${i}`)], { type: "application/pdf" }), "resume.pdf");
  form.set("image", new Blob([png], { type: "image/png" }), "me.png");
  const t0 = performance.now();
  const res = await fetch(`${BASE}/api/auth/signup`, { method: "POST", body: form, headers: { "cf-connecting-ip": ip(i) } });
  const ms = performance.now() - t0;
  if (res.status !== 201) throw new Error(`signup ${i} answered ${res.status}: ${await res.text()}`);
  const body = await res.json();
  if (i === 0) console.log(`  (first signup, cold pdf.js in the isolate: ${ms.toFixed(0)} ms; extracted ${body.user?.bio ? "a bio" : "no bio"})`);
  else signupMs.push(ms);
  users.push({ email, password, ip: ip(1000 + i) });
}

const loginMs = [];
for (let round = 0; round < LOGINS_PER_USER; round++) {
  for (const u of users) {
    const t0 = performance.now();
    const res = await fetch(`${BASE}/api/auth/login`, { method: "POST", headers: { "Content-Type": "application/json", "cf-connecting-ip": u.ip }, body: JSON.stringify({ email: u.email, password: u.password }) });
    loginMs.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  }
}

console.log("Accounts — built app under vite preview (local D1/R2)");
summary("signup with a 2-page PDF resume (extraction included, warm)", signupMs);
summary("login (PBKDF2-SHA256 100k)", loginMs);
stop();
process.exit(0);
