#!/usr/bin/env node
/**
 * Prepares local state for `npm run dev` / `npm run preview`, offline and without an account:
 * applies D1 migrations, seeds plans, the exchange rate and blog posts, and puts the blog PDFs
 * into the local R2 bucket. Idempotent: run it as often as you like.
 */
import { execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const state = join(root, ".wrangler");
mkdirSync(join(state, "seed"), { recursive: true });
const env = { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false", WRANGLER_SEND_ERROR_REPORTS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
const wrangler = (...args) => execFileSync(join(root, "node_modules/.bin/wrangler"), args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] }).toString();

const t0 = Date.now();

// The local dev token: with it (`?token=` or `Authorization: Bearer`) /dev/mailbox shows every
// e-mail, not only the signed-in user's. Generated once into the gitignored .dev.vars.
const devVarsFile = join(root, ".dev.vars");
const devVars = existsSync(devVarsFile) ? readFileSync(devVarsFile, "utf8") : "";
if (!/^DEV_TOOLS_TOKEN=/m.test(devVars)) {
  const line = `DEV_TOOLS_TOKEN=${randomBytes(24).toString("hex")}\n`;
  writeFileSync(devVarsFile, devVars && !devVars.endsWith("\n") ? `${devVars}\n${line}` : `${devVars}${line}`);
}
wrangler("d1", "migrations", "apply", "DB", "--local");
const { seedStatements, blogPdfKey } = await import(pathToFileURL(join(root, "worker/db/seed.ts")).href);
const seedFile = join(state, "seed/seed.sql");
writeFileSync(seedFile, `${seedStatements().join("\n")}\n`);
// For a remote seed (README, Deploy): the same catalogue without the demo coupons.
writeFileSync(join(state, "seed/seed-production.sql"), `${seedStatements({ demo: false }).join("\n")}\n`);
wrangler("d1", "execute", "DB", "--local", "--file", seedFile);

const { renderBlogPdfs } = await import(pathToFileURL(join(root, "scripts/blog-pdf.mjs")).href);
const pdfs = await renderBlogPdfs();
let uploaded = 0;
for (const { id, bytes } of pdfs) {
  const file = join(state, "seed", `article-${id}.pdf`);
  const hash = createHash("sha256").update(bytes).digest("hex");
  const stamp = `${file}.sha256`;
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === hash) continue;
  writeFileSync(file, bytes);
  wrangler("r2", "object", "put", `amal-files/${blogPdfKey(id)}`, "--local", "--file", file, "--content-type", "application/pdf");
  writeFileSync(stamp, hash);
  uploaded++;
}
console.log(`Local D1 migrated and seeded; ${pdfs.length} blog PDFs (${uploaded} uploaded) in local R2 — ${Date.now() - t0} ms`);
