/**
 * Signed-in markup on a prerendered page (web/features/site/AuthSwitch.tsx): each
 * `<template data-signed-in>` follows the signed-out element it stands for; once the visitor is
 * signed in the template's element takes that one's place, and back if they sign out in another tab.
 */
import { isAuthedNow, subscribeAuthed } from "../../state/auth-flag";

const pairs = new WeakMap<HTMLTemplateElement, { out: Element; in: Element }>();

/** Shows the signed-in or signed-out side of every switch under `root`. */
export function showAuthState(root: Pick<ParentNode, "querySelectorAll">, authed = isAuthedNow()) {
  for (const template of root.querySelectorAll<HTMLTemplateElement>("template[data-signed-in]")) {
    let pair = pairs.get(template);
    if (!pair) {
      const out = template.previousElementSibling;
      const signedIn = template.content.firstElementChild;
      if (!out || !signedIn) continue;
      pair = { out, in: signedIn.cloneNode(true) as Element };
      pairs.set(template, pair);
    }
    const [show, hide] = authed ? [pair.in, pair.out] : [pair.out, pair.in];
    if (hide.parentNode) hide.replaceWith(show);
  }
}

/** The document follows the sign-in state: now, and when it changes (this tab or another). */
export function followAuthState() {
  showAuthState(document);
  subscribeAuthed(() => showAuthState(document));
}
