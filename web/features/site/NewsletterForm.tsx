import { Button, TextField } from "@radix-ui/themes";
import { useLocale, useT } from "../../i18n/I18n";
import { useState, type FormEvent } from "react";
import { simpleEmailPattern } from "../../../core/schemas/patterns";
import { ApiError } from "../../api-errors";
import { subscribeToNewsletter } from "./api";

type State = "idle" | "submitting" | "subscribed";

/** The newsletter box: e-mail, "Subscribing..." while sending, a thank-you after. */
export function NewsletterForm({
  variant = "light",
  formLabel,
  fieldLabel,
}: {
  variant?: "light" | "dark";
  /** The form's accessible name; give each form on a page its own. */
  formLabel?: string;
  fieldLabel?: string;
}) {
  const t = useT("site");
  const { locale } = useLocale();
  const [email, setEmail] = useState("");
  const [state, setState] = useState<State>("idle");
  const [error, setError] = useState<string | null>(null);
  const [thanks, setThanks] = useState("");

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    if (!value) return setError(t("newsletter.required"));
    if (!simpleEmailPattern.test(value)) return setError(t("newsletter.invalid"));
    setError(null);
    setState("submitting");
    try {
      const answer = await subscribeToNewsletter(value);
      // The server's English thanks, or the same in the page's language.
      setThanks(locale === "en" ? answer.message : t(answer.status === "subscribed" ? "newsletter.thanks" : "newsletter.already"));
      setState("subscribed");
    } catch (err) {
      // The address stays in the box so the visitor can correct it and try again.
      // The server's words in English; in another language the box's own (a public page carries no error catalogue).
      const refused = err instanceof ApiError ? err : null;
      setError(
        locale === "en" && refused ? refused.message : t(refused?.status === 429 ? "newsletter.tooMany" : refused?.status === 0 ? "newsletter.offline" : "newsletter.failed"),
      );
      setState("idle");
    }
  };

  if (state === "subscribed") {
    return (
      <p className={`newsletter newsletter--${variant} newsletter__thanks`} role="status">
        {thanks}
      </p>
    );
  }

  const id = `newsletter-email-${variant}`;
  return (
    // Without JavaScript the browser posts the form itself and gets a thank-you page (worker/features/newsletter/routes.ts).
    // On the prerendered site its island (web/site/islands/newsletter.ts) plays the states below.
    <form
      data-island="newsletter"
      className={`newsletter newsletter--${variant}`} method="post" action="/api/newsletter" onSubmit={submit} noValidate aria-label={formLabel ?? t("newsletter.form")}>
      <input type="hidden" name="lang" value={locale} />
      <label htmlFor={id} className="newsletter__label">
        {fieldLabel ?? t("newsletter.field")}
      </label>
      <div className="newsletter__row">
        <TextField.Root
          id={id}
          name="email"
          type="email"
          size="3"
          placeholder={t("newsletter.placeholder")}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          disabled={state === "submitting"}
          className="newsletter__input"
        />
        <Button type="submit" size="3" disabled={state === "submitting"}>
          {state === "submitting" ? t("newsletter.subscribing") : t("newsletter.subscribe")}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="newsletter__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
