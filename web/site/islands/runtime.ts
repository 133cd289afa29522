/**
 * Islands on the prerendered public pages (ADR 025): the HTML is React rendered at build time,
 * and the browser runs only small scripts that bring its interactive parts to life. An island is
 * an element marked `data-island="<name>"`; the page's entry lists the islands it may hold and
 * `startIslands` mounts each one found in the document. No React, no router on these pages.
 */
import { splitLocale, direction, type Locale } from "../../../core/i18n/locales";
import { createTranslator, type Translator } from "../../../core/i18n/translate";
import { EMBEDDED_MESSAGES_ID, type EmbeddedMessages } from "../../i18n/embedded";
import type { Namespace, Namespaces } from "../../i18n/namespaces";

export interface IslandContext {
  locale: Locale;
  dir: "ltr" | "rtl";
  /** The page's path without its language prefix. */
  path: string;
  /** The translator for a namespace the page embedded (the prerenderer embeds what the page read). */
  t<N extends Namespace>(namespace: N): Translator<Namespaces[N]>;
  /** The embedded messages as they are (e.g. the English `errors` reference on an Arabic page). */
  embedded: EmbeddedMessages;
}

/** Brings one island to life; `root` is the element marked with its name. */
export type Island = (root: HTMLElement, ctx: IslandContext) => void;

let context: IslandContext | null = null;

/** The page's language and messages, read once from the prerendered HTML. */
export function islandContext(): IslandContext {
  if (context) return context;
  const embedded = JSON.parse(document.getElementById(EMBEDDED_MESSAGES_ID)?.textContent ?? "{}") as EmbeddedMessages;
  const locale: Locale = embedded.locale ?? "en";
  const cache = new Map<Namespace, Translator<never>>();
  context = {
    locale,
    dir: direction(locale),
    path: splitLocale(window.location.pathname).path,
    embedded,
    t(namespace) {
      let t = cache.get(namespace);
      if (!t) {
        const messages = embedded.resources?.[namespace];
        if (!messages) throw new Error(`The "${namespace}" messages are not embedded in this page`);
        t = createTranslator(locale, messages as never, "latn");
        cache.set(namespace, t);
      }
      return t as never;
    },
  };
  return context;
}

/**
 * Mounts every island of the page that `islands` knows, then marks the document ready
 * (`<html data-islands="ready">`, which the browser tests wait for). An island that throws is
 * reported and the others still start: the page's HTML works on its own.
 */
export function startIslands(islands: Record<string, Island>, global: Island[] = []) {
  const ctx = islandContext();
  for (const mount of global) run(mount, document.body, ctx);
  for (const el of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const mount = islands[el.dataset.island ?? ""];
    if (mount) run(mount, el, ctx);
  }
  document.documentElement.dataset.islands = "ready";
}

function run(mount: Island, el: HTMLElement, ctx: IslandContext) {
  try {
    mount(el, ctx);
  } catch (error) {
    console.error("An island failed to start", el.dataset.island, error);
  }
}
