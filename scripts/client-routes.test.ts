/**
 * The worker's list of the browser app's routes (worker/features/site/client-routes.gen.ts) must
 * be the one web/routes/ gives today, or the worker answers 404 for a real page (or 200 for a
 * removed one).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isClientRoute } from "../worker/features/site/client-routes";
// @ts-expect-error a plain ES module script without type declarations
import { OUTPUT, ROUTES_DIR, clientRoutePatterns, patternOf, renderModule } from "./client-routes.mjs";

const routeTree = join(ROUTES_DIR, "../routeTree.gen.ts");

describe("the generated client route list", () => {
  it("should match web/routes/ (run `npm run routes` after adding or renaming a route)", () => {
    expect(readFileSync(OUTPUT, "utf8")).toBe(renderModule(clientRoutePatterns()));
  });

  it.skipIf(!existsSync(routeTree))("should list the same paths as TanStack Router's own route tree", () => {
    const union = /fullPaths:\s*((?:\|\s*"[^"]*"\s*)+)/.exec(readFileSync(routeTree, "utf8"))?.[1] ?? "";
    const fullPaths = [...union.matchAll(/"([^"]*)"/g)].map(([, path]) => (path!.length > 1 ? path!.replace(/\/$/, "") : path!));
    expect(fullPaths.length).toBeGreaterThan(0);
    expect(clientRoutePatterns()).toEqual([...new Set(fullPaths)].sort());
  });
});

describe("patternOf", () => {
  it.each([
    ["index.tsx", "/"],
    ["pricing.tsx", "/pricing"],
    ["blog/index.tsx", "/blog"],
    ["blog/article.$id.tsx", "/blog/article/$id"],
    ["portal/route.tsx", "/portal"],
    ["portal/assistant-chat_.$sessionName.$sessionId.tsx", "/portal/assistant-chat/$sessionName/$sessionId"],
    ["(marketing)/_layout/about.tsx", "/about"],
    ["files/$.tsx", "/files/$"],
    ["sitemap[.]xml.tsx", "/sitemap.xml"],
    ["posts.lazy.tsx", "/posts"],
    ["__root.tsx", null],
  ])("should read %s as %s", (file, pattern) => {
    expect(patternOf(file)).toBe(pattern);
  });
});

describe("isClientRoute", () => {
  it.each([
    ["/portal/home", true],
    ["/portal/home/", true],
    ["/Portal/Home", true],
    ["/portal", true],
    ["/portal/assistant-chat/My%20session/123", true],
    ["/portal/anything", false],
    ["/portal/assistant-chat/only-a-name", false],
    ["/portal/assistant-chat/a/b/c", false],
    ["/portal/home/more", false],
    ["/no-such-page", false],
  ])("should call %s %s", (path, known) => {
    expect(isClientRoute(path)).toBe(known);
  });
});
