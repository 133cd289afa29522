import { useMatches } from "@tanstack/react-router";
import { useEffect } from "react";
import type titlesEn from "../../../core/i18n/messages/titles.en";
import { useI18nState, useLocale, useT } from "../../i18n/I18n";
import { collectHead } from "../../lib/seo";

type TitleKey = keyof typeof titlesEn;

/**
 * Keeps <title>, meta tags and the canonical link in step with the current route. In another
 * language than English the title comes from the `titles` catalogue, by the deepest route that has one.
 */
export function DocumentHead() {
  const matches = useMatches();
  const t = useT("titles");
  const { locale } = useLocale();
  const titles = useI18nState().resources.titles;
  useEffect(() => {
    const head = collectHead(matches as never);
    const titled = [...matches].reverse().find((m) => !!titles && m.routeId in titles);
    const session = (titled?.params as { sessionName?: string } | undefined)?.sessionName ?? "";
    document.title = locale === "en" ? head.title : titled ? t(titled.routeId as TitleKey, { session }) : t("default");
    for (const tag of head.tags) {
      let el = document.head.querySelector<HTMLMetaElement>(`meta[${tag.attr}="${CSS.escape(tag.key)}"]`);
      if (!el) {
        el = document.createElement("meta");
        el.setAttribute(tag.attr, tag.key);
        document.head.appendChild(el);
      }
      el.content = tag.content;
    }
    if (head.canonical) {
      let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
      if (!link) {
        link = document.createElement("link");
        link.rel = "canonical";
        document.head.appendChild(link);
      }
      link.href = head.canonical;
    }
  }, [matches, locale, t, titles]);
  return null;
}
