/**
 * The islands of the public site's shared layout (ADR 025), for every page's entry:
 *
 *   startIslands({ ...layoutIslands, ...pageIslands }, layoutGlobals);
 */
import { startCustomerChat } from "../../features/site/customer-chat";
import { header } from "./header";
import { siteLinks } from "./links";
import { newsletter } from "./newsletter";
import type { Island } from "./runtime";
import { followAuthState } from "./signed-in";

/** The 404 page's "Go back": the previous page, or home when there is none. */
const goBack: Island = (button) => {
  button.addEventListener("click", () => {
    if (window.history.length > 1) window.history.back();
    else window.location.assign("/");
  });
};

/** Islands of the layout, by their `data-island` name. */
export const layoutIslands: Record<string, Island> = { header, newsletter, "go-back": goBack };

/** Document-wide behaviours: signed-in markup, link clicks and states, the customer chat. */
export const layoutGlobals: Island[] = [followAuthState, siteLinks, () => void startCustomerChat()];
