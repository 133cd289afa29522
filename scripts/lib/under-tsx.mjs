/**
 * Re-runs the calling script under `node --import tsx`, so it can import the app's TypeScript
 * (the worker's modules use extension-less imports, which Node's own type stripping does not
 * resolve). The child is marked by `flag` in its environment and returns here as a no-op; the
 * parent exits with the child's status. Without tsx the script goes on in this process.
 */
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

export function rerunUnderTsx(scriptUrl, flag) {
  if (process.env[flag]) return;
  let tsx = null;
  try {
    tsx = createRequire(scriptUrl).resolve("tsx");
  } catch {
    return;
  }
  if (!tsx) return;
  const child = spawnSync(process.execPath, ["--import", "tsx", fileURLToPath(scriptUrl), ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, [flag]: "1" },
  });
  process.exit(child.status ?? 1);
}
