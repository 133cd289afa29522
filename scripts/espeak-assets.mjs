#!/usr/bin/env node
/**
 * Builds the voice chat's offline speech engine from `@echogarden/espeak-ng-emscripten` (eSpeak NG
 * compiled to plain JavaScript with wasm2js; GPL-3.0, see worker/providers/speech/espeak/COPYING).
 *
 * The package's data file holds every language (24 MB), far too much for a worker. This keeps what
 * English and Arabic need (about 1.3 MB) and writes, into the gitignored
 * worker/providers/speech/espeak/generated/:
 *  - espeak-ng.js: the engine with the slim file list, patched to run in workerd as well as Node:
 *    no Node or browser branches (nodejs_compat makes `process.versions.node` exist in workerd),
 *    no `import.meta.url`, no `require`; its data comes from `Module.getPreloadedPackage`;
 *  - espeak-ng-data-<n>.js: the slim data as base64 strings, split below the 1 MB a module may
 *    weigh in the worker tests; espeak-ng-data.js joins and decodes them once.
 * Idempotent and quick: it does nothing when the output matches the package and this script.
 * `node scripts/espeak-assets.mjs --check` exits 1 when the output is missing or stale.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import vm from "node:vm";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const pkgDir = join(root, "node_modules/@echogarden/espeak-ng-emscripten");
const outDir = join(root, "worker/providers/speech/espeak/generated");
const stampFile = join(outDir, "stamp.json");

/** What English (US) and Arabic need: the phoneme tables, both dictionaries, their language files and the voice variants the room uses. */
const DATA_ROOT = "/usr/share/espeak-ng-data/";
const KEEP = [
  "phontab",
  "phonindex",
  "phondata",
  "intonations",
  "en_dict",
  "ar_dict",
  "lang/gmw/en",
  "lang/gmw/en-US",
  "lang/sem/ar",
  "voices/!v/f3",
  "voices/!v/f4",
];
/** Base64 characters per data module: the worker tests refuse modules of 1 MB or more. */
const CHUNK_CHARS = 700_000;

/** Replaces `from` exactly `count` times (default: at least once), so a new package version fails here, loudly. */
function patch(source, from, to, label, count) {
  const parts = source.split(from);
  const found = parts.length - 1;
  if (found === 0 || (count !== undefined && found !== count)) {
    throw new Error(`espeak-assets: patch "${label}" expected ${count ?? "≥1"} match(es), found ${found} — has @echogarden/espeak-ng-emscripten changed?`);
  }
  return parts.join(to);
}

function inputsHash() {
  const hash = createHash("sha256");
  hash.update(readFileSync(fileURLToPath(import.meta.url)));
  hash.update(readFileSync(join(pkgDir, "package.json")));
  hash.update(readFileSync(join(pkgDir, "espeak-ng.js")));
  // The data file is 24 MB: its size and the package version stand for its contents.
  hash.update(String(statSync(join(pkgDir, "espeak-ng.data")).size));
  return hash.digest("hex");
}

function isUpToDate(hash) {
  if (!existsSync(stampFile)) return false;
  try {
    const stamp = JSON.parse(readFileSync(stampFile, "utf8"));
    return stamp.hash === hash && stamp.files.every((f) => existsSync(join(outDir, f)));
  } catch {
    return false;
  }
}

function build(hash) {
  let js = readFileSync(join(pkgDir, "espeak-ng.js"), "utf8");
  const data = readFileSync(join(pkgDir, "espeak-ng.data"));

  // The package's file list: loadPackage({files:[{filename,start,end},…],remote_package_size:N}).
  const match = js.match(/loadPackage\((\{files:\[[^\]]*\],remote_package_size:\d+\})\)/);
  if (!match) throw new Error("espeak-assets: loadPackage metadata not found in espeak-ng.js");
  const metadata = vm.runInNewContext(`(${match[1]})`);
  const byName = new Map(metadata.files.map((f) => [f.filename.slice(DATA_ROOT.length), f]));
  const parts = [];
  const files = [];
  let offset = 0;
  for (const name of KEEP) {
    const file = byName.get(name);
    if (!file) throw new Error(`espeak-assets: ${name} is not in the package's data`);
    const bytes = data.subarray(file.start, file.end);
    parts.push(bytes);
    files.push({ filename: file.filename, start: offset, end: offset + bytes.length });
    offset += bytes.length;
  }
  const slim = Buffer.concat(parts);
  js = patch(js, match[0], `loadPackage(${JSON.stringify({ files, remote_package_size: slim.length })})`, "metadata", 1);

  // workerd has `process.versions.node` under nodejs_compat, and no file system, window or
  // WorkerGlobalScope location: every environment test is false, so only the generic paths run.
  js = patch(
    js,
    'var ENVIRONMENT_IS_WEB=typeof window=="object";var ENVIRONMENT_IS_WORKER=typeof WorkerGlobalScope!="undefined";var ENVIRONMENT_IS_NODE=typeof process=="object"&&typeof process.versions=="object"&&typeof process.versions.node=="string"&&process.type!="renderer";',
    "var ENVIRONMENT_IS_WEB=false;var ENVIRONMENT_IS_WORKER=false;var ENVIRONMENT_IS_NODE=false;",
    "environment",
    1,
  );
  js = patch(
    js,
    'if(ENVIRONMENT_IS_NODE){const{createRequire}=await import("module");let dirname=import.meta.url;if(dirname.startsWith("data:")){dirname="/"}var require=createRequire(dirname)}',
    "",
    "createRequire",
    1,
  );
  js = patch(js, 'var isNode=typeof process==="object"&&typeof process.versions==="object"&&typeof process.versions.node==="string";', "var isNode=false;", "loadPackage isNode", 1);
  // The package's own locateFile works out a directory from import.meta.url; nothing is located any more.
  js = js.replace(/\/\/\/\/ pre\.js[\s\S]*?\n\/\/\/\/\n/, "");
  if (js.includes("Module['locateFile']")) throw new Error("espeak-assets: pre.js locateFile not removed");
  // Bundlers resolve `new URL("…", import.meta.url)` as an asset and workerd has no file URL: a constant.
  js = patch(js, "import.meta.url", '"file:///espeak-ng/espeak-ng.js"', "import.meta.url");
  // Left only in branches that never run (Node's file system); a bundler must not follow them.
  js = patch(js, "require(", "espeakNoRequire(", "require");
  js = `// Generated by scripts/espeak-assets.mjs from @echogarden/espeak-ng-emscripten (GPL-3.0). Do not edit.\nfunction espeakNoRequire(name) { throw new Error("eSpeak NG: " + name + " is not available here"); }\n${js}`;
  for (const forbidden of ["import(", "import.meta", "require("]) {
    if (js.includes(forbidden)) throw new Error(`espeak-assets: "${forbidden}" left in the patched engine`);
  }

  mkdirSync(outDir, { recursive: true });
  const written = ["espeak-ng.js", "espeak-ng-data.js"];
  writeFileSync(join(outDir, "espeak-ng.js"), js);
  const base64 = slim.toString("base64");
  const chunkNames = [];
  for (let i = 0; i * CHUNK_CHARS < base64.length; i++) {
    const name = `espeak-ng-data-${i}.js`;
    writeFileSync(join(outDir, name), `// Generated by scripts/espeak-assets.mjs (eSpeak NG data, GPL-3.0). Do not edit.\nexport default "${base64.slice(i * CHUNK_CHARS, (i + 1) * CHUNK_CHARS)}";\n`);
    chunkNames.push(name);
  }
  written.push(...chunkNames);
  writeFileSync(
    join(outDir, "espeak-ng-data.js"),
    `// Generated by scripts/espeak-assets.mjs (eSpeak NG data for ${KEEP.join(", ")}; GPL-3.0). Do not edit.
${chunkNames.map((n, i) => `import part${i} from "./${n}";`).join("\n")}

export const ESPEAK_DATA_SIZE = ${slim.length};

let bytes;
/** The slim espeak-ng.data, decoded on first use. */
export function espeakData() {
  if (!bytes) {
    const binary = atob(${chunkNames.map((_, i) => `part${i}`).join(" + ")});
    bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  }
  return bytes;
}
`,
  );
  writeFileSync(stampFile, `${JSON.stringify({ hash, files: written, dataBytes: slim.length }, null, 2)}\n`);
  return { dataBytes: slim.length, jsBytes: js.length, files: written };
}

if (!existsSync(join(pkgDir, "espeak-ng.js"))) {
  console.error("espeak-assets: @echogarden/espeak-ng-emscripten is not installed — run `npm install`");
  process.exit(1);
}
const hash = inputsHash();
if (process.argv.includes("--check")) {
  if (!isUpToDate(hash)) {
    console.error("espeak-assets: worker/providers/speech/espeak/generated is missing or stale — run `node scripts/espeak-assets.mjs`");
    process.exit(1);
  }
} else if (!isUpToDate(hash)) {
  const t0 = Date.now();
  const { dataBytes, jsBytes, files } = build(hash);
  // Leftovers of an older layout go; the committed type declarations stay.
  for (const f of readdirSync(outDir)) {
    if (f !== "stamp.json" && !f.endsWith(".d.ts") && !files.includes(f)) rmSync(join(outDir, f));
  }
  console.log(`espeak-assets: eSpeak NG for English and Arabic — data ${(dataBytes / 1e6).toFixed(2)} MB, engine ${(jsBytes / 1e3).toFixed(0)} KB (${Date.now() - t0} ms)`);
}
