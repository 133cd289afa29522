import { redirect } from "@tanstack/react-router";
import { createTranslator } from "../../../core/i18n/translate";
import { appLocale } from "../../i18n/choice";
import { loadResources } from "../../i18n/resources";
import { forgetExpiredSession, isSessionExpired } from "../portal/api";
import { fetchOverview } from "./api";
import { loadCardSetup } from "./card-setup";

type TitleKey = "meta.manager" | "meta.renew";

/**
 * The page's <title> in the app's language. The app loaded the same messages before its first
 * render, so this reads a module already in memory; a route's `head()` has no React context.
 */
async function pageTitle(key: TitleKey): Promise<string> {
  const locale = appLocale();
  const { billing } = await loadResources(locale, ["billing"]);
  return createTranslator(locale, billing!)(key);
}

/**
 * The subscription pages' data, in one round of requests: the overview, and (back from a card
 * checkout) where that card stands; and the page's title. A lapsed session goes to the login page.
 */
export async function loadBillingPage(signal: AbortSignal, cardSetup: string | undefined, title: TitleKey) {
  try {
    const [overview, setup, titleText] = await Promise.all([fetchOverview(signal), loadCardSetup(cardSetup, signal), pageTitle(title)]);
    return { overview, setup, title: titleText };
  } catch (err) {
    if (isSessionExpired(err)) throw redirect({ href: forgetExpiredSession(), replace: true });
    throw err;
  }
}
