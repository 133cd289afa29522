/**
 * The newsletter box (web/features/site/NewsletterForm.tsx) on a prerendered page. Without
 * JavaScript the browser posts the form; with it the box checks the address, says
 * "Subscribing..." while sending, then thanks the visitor in place or says what went wrong,
 * keeping what they typed.
 */
import { simpleEmailPattern } from "../../../core/schemas/patterns";
import { ApiError } from "../../api-errors";
import { subscribeToNewsletter } from "../../features/site/api";
import type { Island } from "./runtime";

export const newsletter: Island = (root, ctx) => {
  const form = root as HTMLFormElement;
  const input = form.querySelector<HTMLInputElement>("input[name=email]");
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  if (!input || !button) return;
  const t = ctx.t("site");
  const errorId = `${input.id}-error`;

  function showError(message: string | null) {
    form.querySelector(`[id="${errorId}"]`)?.remove();
    if (message === null) {
      input?.removeAttribute("aria-invalid");
      input?.removeAttribute("aria-describedby");
      return;
    }
    input?.setAttribute("aria-invalid", "true");
    input?.setAttribute("aria-describedby", errorId);
    const p = document.createElement("p");
    p.id = errorId;
    p.className = "newsletter__error";
    p.setAttribute("role", "alert");
    p.textContent = message;
    form.appendChild(p);
  }

  function setSubmitting(submitting: boolean) {
    for (const el of [input, button]) if (el) el.disabled = submitting;
    if (submitting) button?.setAttribute("data-disabled", "true");
    else button?.removeAttribute("data-disabled");
    if (button) button.textContent = submitting ? t("newsletter.subscribing") : t("newsletter.subscribe");
  }

  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    const value = input.value.trim();
    if (!value) return showError(t("newsletter.required"));
    if (!simpleEmailPattern.test(value)) return showError(t("newsletter.invalid"));
    showError(null);
    setSubmitting(true);
    try {
      const answer = await subscribeToNewsletter(value);
      const thanks = document.createElement("p");
      thanks.className = `${form.className} newsletter__thanks`;
      thanks.setAttribute("role", "status");
      // The server's English thanks, or the same in the page's language.
      thanks.textContent = ctx.locale === "en" ? answer.message : t(answer.status === "subscribed" ? "newsletter.thanks" : "newsletter.already");
      form.replaceWith(thanks);
    } catch (err) {
      // The address stays in the box so the visitor can correct it and try again.
      // The server's words in English; in another language the box's own (a public page carries no error catalogue).
      const refused = err instanceof ApiError ? err : null;
      setSubmitting(false);
      showError(
        ctx.locale === "en" && refused ? refused.message : t(refused?.status === 429 ? "newsletter.tooMany" : refused?.status === 0 ? "newsletter.offline" : "newsletter.failed"),
      );
    }
  });
};
