/**
 * Hydrates a prerendered public page in the browser (ADR 004): React and the page's own code,
 * without the router and the portal, so the landing page stays within its JavaScript budget.
 * Each kind of page has its own entry in ./entries, so the HTML loads exactly its code.
 */
import { StrictMode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { splitLocale } from "../../core/i18n/locales";
import { EMBEDDED_MESSAGES_ID, type EmbeddedMessages } from "../i18n/embedded";
import type { SitePageComponent } from "./load";
import { SiteApp } from "./SiteApp";
import "../theme.css";
import "../styles.css";

/** Marks the page live once hydrated, as the island runtime does (`<html data-islands="ready">`). */
function Ready() {
  useEffect(() => {
    document.documentElement.dataset.islands = "ready";
  }, []);
  return null;
}

export function hydrateSitePage(Page: SitePageComponent) {
  // The language and the messages the page was prerendered with (scripts/prerender.mjs).
  const { locale, resources, reference } = JSON.parse(document.getElementById(EMBEDDED_MESSAGES_ID)?.textContent ?? "{}") as EmbeddedMessages;
  hydrateRoot(
    document.getElementById("root")!,
    <StrictMode>
      <SiteApp i18n={{ locale: locale ?? "en", digits: "latn", resources: resources ?? {}, reference, path: splitLocale(window.location.pathname).path }}>
        <Page path={splitLocale(window.location.pathname).path} />
      </SiteApp>
      <Ready />
    </StrictMode>,
  );
}
