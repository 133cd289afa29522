/**
 * Hydrates a prerendered public page in the browser (ADR 004): React and the page's own code,
 * without the router and the portal, so the landing page stays within its JavaScript budget.
 * Each kind of page has its own entry in ./entries, so the HTML loads exactly its code.
 */
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import type { SitePageComponent } from "./load";
import { SiteApp } from "./SiteApp";
import "../theme.css";
import "../styles.css";

export function hydrateSitePage(Page: SitePageComponent) {
  hydrateRoot(
    document.getElementById("root")!,
    <StrictMode>
      <SiteApp>
        <Page path={window.location.pathname} />
      </SiteApp>
    </StrictMode>,
  );
}
