/**
 * The contact page's form (ContactForm in web/features/contact/ContactForm.tsx, public mode):
 * the spec's checks in order, a spinner while sending, the thank-you view after the message is
 * accepted and the refusal in the page's language otherwise; what the visitor typed is kept on
 * any error and cleared once the message is sent. Without JavaScript the form posts itself to
 * the same endpoint (worker/features/site/form-pages.ts).
 */
import { createErrorText, type ErrorMessages, type ErrorText } from "../../../core/i18n/error-text";
import { firstContactProblem } from "../../../core/schemas/contact-rules";
import { ApiError, apiError, NETWORK_MESSAGE } from "../../api-errors";
import type { Island, IslandContext } from "./runtime";

type Values = { name: string; email: string; message: string };

/** Refusals as `useErrorText` words them: English as the server said it, other languages from the `errors` catalogue. */
export function errorTextFor(ctx: Pick<IslandContext, "locale" | "embedded">): ErrorText | null {
  if (ctx.locale === "en") return null;
  const messages = ctx.embedded.resources?.errors as ErrorMessages | undefined;
  return messages ? createErrorText(ctx.locale, ctx.embedded.reference, messages) : null;
}

/** POST /api/contact as the typed client sends it; a refusal or a failed request throws `ApiError`. */
async function send(values: Values): Promise<void> {
  let res: Response;
  try {
    res = await fetch("/api/contact", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(values),
    });
  } catch {
    throw new ApiError(0, NETWORK_MESSAGE);
  }
  if (!res.ok) throw apiError(res.status, await res.json().catch(() => null));
}

const SPINNER = `<span class="rt-Spinner rt-r-size-2">${'<span class="rt-SpinnerLeaf"></span>'.repeat(8)}</span>`;
const CHECK =
  '<svg width="48" height="48" viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="11" fill="var(--accent-3)"></circle><path d="M7 12.5l3 3 7-7" fill="none" stroke="var(--accent-11)" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"></path></svg>';

export const contactForm: Island = (root, ctx) => {
  const form = root instanceof HTMLFormElement ? root : root.querySelector("form");
  if (!form) return;
  const t = ctx.t("contact");
  const errorText = errorTextFor(ctx);
  const field = (name: keyof Values) => form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement;
  const fields = [field("name"), field("email"), field("message")];
  const submit = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const submitLabel = submit?.textContent ?? t("form.submit");

  const showError = (message: string | null) => {
    form.querySelector(":scope > [role=alert]")?.remove();
    if (message === null) return;
    const callout = document.createElement("div");
    callout.dataset.accentColor = "red";
    callout.setAttribute("role", "alert");
    callout.className = "rt-CalloutRoot rt-r-size-1 rt-variant-soft";
    const text = document.createElement("p");
    text.className = "rt-Text rt-r-size-2 rt-CalloutText";
    text.textContent = message;
    callout.appendChild(text);
    // After the hidden language field, where the component renders it.
    const first = form.querySelector(":scope > label");
    form.insertBefore(callout, first);
  };

  const setBusy = (busy: boolean) => {
    for (const input of fields) input.disabled = busy;
    if (!submit) return;
    submit.disabled = busy;
    if (busy) {
      submit.dataset.disabled = "true";
      submit.innerHTML = SPINNER;
      submit.appendChild(document.createTextNode(` ${t("form.sending")}`));
    } else {
      delete submit.dataset.disabled;
      submit.textContent = submitLabel;
    }
  };

  const thanks = () => {
    const view = document.createElement("div");
    view.className = "contact-thanks";
    view.setAttribute("role", "status");
    view.innerHTML = CHECK;
    const title = document.createElement("h3");
    title.className = "rt-Heading rt-r-size-6";
    title.textContent = t("thanks.title");
    const text = document.createElement("p");
    text.dataset.accentColor = "gray";
    text.className = "rt-Text";
    text.textContent = t("thanks.text");
    const again = document.createElement("button");
    again.dataset.accentColor = "";
    again.className = "rt-reset rt-BaseButton rt-r-size-2 rt-variant-soft rt-Button";
    again.textContent = t("thanks.again");
    again.addEventListener("click", () => view.parentNode?.replaceChild(form, view));
    for (const part of [title, text, again]) view.appendChild(part);
    return view;
  };

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const values: Values = { name: field("name").value, email: field("email").value, message: field("message").value };
    const problem = firstContactProblem(values);
    if (problem) return showError(t(`error.${problem.rule}`, "limit" in problem ? { limit: problem.limit } : undefined));
    showError(null);
    setBusy(true);
    try {
      await send({ name: values.name.trim(), email: values.email.trim(), message: values.message.trim() });
      setBusy(false);
      for (const input of fields) input.value = "";
      form.parentNode?.replaceChild(thanks(), form);
    } catch (err) {
      setBusy(false);
      showError(err instanceof ApiError ? (errorText ? errorText.refusal(err) : err.message) : t("form.failed"));
    }
  });
};
