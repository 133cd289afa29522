import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { direction } from "../core/i18n/locales";
import { PSEUDO_FLAG, pseudoResources } from "../core/i18n/pseudo";
import { appLocale, chosenDigits } from "./i18n/choice";
import { I18nProvider, type I18nState } from "./i18n/I18n";
import { NAMESPACES } from "./i18n/namespaces";
import { loadErrorReference, loadResources } from "./i18n/resources";
import { createAppRouter } from "./router";
import "./theme.css";
import "./styles.css";

const router = createAppRouter();
const container = document.getElementById("root")!;

function pseudoRequested(): boolean {
  try {
    return sessionStorage.getItem(PSEUDO_FLAG) === "on";
  } catch {
    return false;
  }
}

async function start() {
  // The app's language: the visitor's choice, else the browser's preference; its messages first.
  const locale = appLocale();
  const [loaded, reference] = await Promise.all([loadResources(locale, NAMESPACES), locale === "en" ? undefined : loadErrorReference()]);
  // The pseudo-language (this tab only): every catalogue's words bracketed, to spot any that are not.
  const resources = pseudoRequested() ? pseudoResources(loaded) : loaded;
  const i18n: I18nState = { locale, digits: chosenDigits(), resources, reference };
  document.documentElement.lang = locale;
  document.documentElement.dir = direction(locale);
  const app = (
    <StrictMode>
      <I18nProvider value={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>
  );
  // Prerendered pages arrive with their HTML: load the matched route's code first, then hydrate.
  if (container.firstElementChild) {
    await router.load();
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
}

void start();
