#!/usr/bin/env node
/**
 * Writes the browser app's route patterns, read from the file routes in web/routes/, into
 * worker/features/site/client-routes.gen.ts. The worker serves the app shell with status 200 for
 * a path that matches one of them and with status 404 for any other, so an unknown /portal/…
 * path is a real 404 while the app still renders its Not Found view.
 *
 * Run by `npm run routes` and by `npm run build`; a unit test fails when the checked-in list is
 * stale (scripts/client-routes.test.ts).
 *
 * File names follow TanStack Router's conventions: `.` or a folder separates segments, `index`
 * is the parent's own page, `route` is the folder's layout, `$name` is a parameter and `$` alone
 * the rest of the path, `_name` is a layout without a path, `name_` leaves its parent layout but
 * keeps its segment, `(name)` groups files without a segment, and a leading `-` hides a file.
 */
import { readdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const ROUTES_DIR = join(root, "web/routes");
export const OUTPUT = join(root, "worker/features/site/client-routes.gen.ts");

const ROUTE_FILE = /\.(tsx|ts|jsx|js)$/;

function routeFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith("-")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...routeFiles(path));
    else if (ROUTE_FILE.test(entry.name) && !/\.(test|spec)\.[jt]sx?$/.test(entry.name)) files.push(path);
  }
  return files;
}

/** The URL pattern of one route file (path relative to the routes folder), or null for the root. */
export function patternOf(file) {
  const name = file.split(sep).join("/").replace(ROUTE_FILE, "").replace(/\.lazy$/, "");
  if (name === "__root") return null;
  // Split on `/` and on `.` outside brackets (`[.]` escapes a dot).
  const segments = name.split(/[/.](?![^[]*\])/);
  const path = [];
  segments.forEach((raw, i) => {
    const last = i === segments.length - 1;
    if (last && (raw === "index" || raw === "route")) return;
    if (/^\(.+\)$/.test(raw)) return;
    if (raw.startsWith("_")) return;
    if (/[{}]/.test(raw)) throw new Error(`${file}: optional segments ({…}) are not supported by the route list yet`);
    const segment = raw.replace(/_$/, "").replace(/\[(.+?)\]/g, "$1");
    if (!segment) throw new Error(`${file}: empty path segment in "${raw}"`);
    path.push(segment);
  });
  return `/${path.join("/")}`;
}

/** Every URL pattern of the app's file routes, sorted, without duplicates. */
export function clientRoutePatterns(dir = ROUTES_DIR) {
  const patterns = new Set();
  for (const file of routeFiles(dir)) {
    const pattern = patternOf(relative(dir, file));
    if (pattern) patterns.add(pattern);
  }
  return [...patterns].sort();
}

/** The TypeScript module the worker imports. */
export function renderModule(patterns) {
  return [
    "// Generated from web/routes/ by scripts/client-routes.mjs (`npm run routes`). Do not edit.",
    "/** The browser app's URL patterns: `$name` is one path segment, a lone `$` the rest of the path. */",
    "export const CLIENT_ROUTES = [",
    ...patterns.map((p) => `  ${JSON.stringify(p)},`),
    "] as const;",
    "",
  ].join("\n");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const patterns = clientRoutePatterns();
  writeFileSync(OUTPUT, renderModule(patterns));
  console.log(`wrote ${relative(root, OUTPUT)} (${patterns.length} client routes)`);
}
