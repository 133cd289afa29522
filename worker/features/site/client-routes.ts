/**
 * Whether a path is one of the browser app's pages, from the route list generated out of
 * web/routes/ (client-routes.gen.ts, `npm run routes`). Matching follows the client router: case
 * does not matter, a trailing slash is ignored, `$name` takes one segment and a lone `$` the rest.
 */
import { CLIENT_ROUTES } from "./client-routes.gen";

const segmentsOf = (path: string) => path.split("/").filter(Boolean);

const patterns = CLIENT_ROUTES.map((pattern) => segmentsOf(pattern.toLowerCase()));

function matches(pattern: string[], path: string[]): boolean {
  for (let i = 0; i < pattern.length; i++) {
    const part = pattern[i]!;
    if (part === "$") return true;
    if (i >= path.length) return false;
    if (!part.startsWith("$") && part !== path[i]) return false;
  }
  return pattern.length === path.length;
}

/** True when `pathname` is a page the browser app renders (not its Not Found view). */
export function isClientRoute(pathname: string): boolean {
  const path = segmentsOf(pathname.toLowerCase());
  return patterns.some((pattern) => matches(pattern, path));
}
