import type { ComponentType } from "react";
import type { SitePageModule } from "./routes";

/** A public page; `path` is the URL path it is rendered for. */
export type SitePageComponent = ComponentType<{ path: string }>;

const modules = import.meta.glob<{ default: SitePageComponent }>("./pages/*.tsx");

/** Loads the module that renders a public page (for the prerenderer, which renders them all). */
export async function loadSitePage(module: SitePageModule): Promise<SitePageComponent> {
  const load = modules[`./pages/${module}.tsx`];
  if (!load) throw new Error(`web/site/pages/${module}.tsx is missing`);
  return (await load()).default;
}
