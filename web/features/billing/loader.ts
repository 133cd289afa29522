import { redirect } from "@tanstack/react-router";
import { forgetExpiredSession, isSessionExpired } from "../portal/api";
import { fetchOverview } from "./api";
import { loadCardSetup } from "./card-setup";

/**
 * The subscription pages' data, in one round of requests: the overview, and (back from a card
 * checkout) where that card stands. A lapsed session goes to the login page.
 */
export async function loadBillingPage(signal: AbortSignal, cardSetup: string | undefined) {
  try {
    const [overview, setup] = await Promise.all([fetchOverview(signal), loadCardSetup(cardSetup, signal)]);
    return { overview, setup };
  } catch (err) {
    if (isSessionExpired(err)) throw redirect({ href: forgetExpiredSession(), replace: true });
    throw err;
  }
}
