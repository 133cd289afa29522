/**
 * Build-time renderer for the public pages (see scripts/prerender.mjs and ADR 002).
 * It renders a route with the same router and components the browser hydrates.
 */
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { createAppRouter } from "./router";
import { collectHead, headHtml } from "./lib/seo";

export async function render(url: string): Promise<{ html: string; head: string; notFound: boolean }> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  const html = renderToString(<RouterProvider router={router} />);
  const matches = router.state.matches;
  const notFound = matches.some((m) => m.status === "notFound" || m.globalNotFound) || html.includes("data-not-found-page");
  if (process.env.PRERENDER_DEBUG) console.log(matches.map((m) => [m.routeId, m.status, m.globalNotFound]));
  return { html, head: headHtml(collectHead(matches as never)), notFound };
}
