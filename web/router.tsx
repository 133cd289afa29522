import { createRouter, parseSearchWith, stringifySearchWith, type RouterHistory } from "@tanstack/react-router";
import { routeTree } from "./routeTree.gen";
import { NotFoundPage } from "./features/site/NotFoundPage";

/** One router factory for the browser (default history) and the prerenderer (memory history). */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    defaultPreload: "intent",
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundPage,
    // Search values stay strings, as in the address bar: `?session_id=1731…` is not turned into a
    // number, nor written back quoted. Routes parse what they need in `validateSearch`.
    parseSearch: parseSearchWith((value) => value),
    stringifySearch: stringifySearchWith(JSON.stringify),
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
