/**
 * The public header (web/features/site/Header.tsx) on a prerendered page: the menu button opens
 * the menu kept in a <template> (below 900 px), Escape or following one of its links closes it;
 * and the signed-in header's Logout signs out in this browser, then opens the login page.
 */
import { signOutLocally } from "../../state/session";
import { markActiveLinks } from "./links";
import type { Island } from "./runtime";
import { showAuthState } from "./signed-in";

const ICON = { open: "M4 7h16M4 12h16M4 17h16", close: "M6 6l12 12M18 6 6 18" };

export const header: Island = (root, ctx) => {
  const t = ctx.t("site");
  const toggle = root.querySelector<HTMLButtonElement>(".menu-toggle");
  const template = root.querySelector<HTMLTemplateElement>("template[data-site-menu]");
  if (!toggle || !template) return;
  let menu: HTMLElement | null = null;

  const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
  function setOpen(open: boolean) {
    if (open === !!menu) return;
    if (open) {
      menu = (template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined) ?? null;
      if (!menu) return;
      showAuthState(menu);
      markActiveLinks(menu);
      template?.parentNode?.insertBefore(menu, template);
      window.addEventListener("keydown", onKey);
    } else {
      menu?.remove();
      menu = null;
      window.removeEventListener("keydown", onKey);
    }
    toggle?.setAttribute("aria-expanded", String(open));
    toggle?.setAttribute("aria-label", open ? t("nav.closeMenu") : t("nav.openMenu"));
    toggle?.querySelector("path")?.setAttribute("d", open ? ICON.close : ICON.open);
  }

  toggle.addEventListener("click", () => setOpen(!menu));
  root.addEventListener("click", async (e) => {
    const el = e.target instanceof Element ? e.target.closest("a, button") : null;
    if (!el || el === toggle || el.classList.contains("logo")) return;
    // Links and buttons of the header close the menu (a same-page link stays on this page).
    setOpen(false);
    if (el.hasAttribute("data-sign-out")) {
      await signOutLocally();
      window.location.assign("/login");
    }
  });
};
