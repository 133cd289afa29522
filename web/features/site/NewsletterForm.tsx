import { Button, TextField } from "@radix-ui/themes";
import { useState, type FormEvent } from "react";
import { simpleEmailPattern } from "../../../core/schemas/patterns";
import { subscribeToNewsletter } from "./api";

type State = "idle" | "submitting" | "subscribed";

/** The newsletter box: e-mail, "Subscribing..." while sending, a thank-you after. */
export function NewsletterForm({
  variant = "light",
  formLabel = "Newsletter",
  fieldLabel = "Get career tips in your inbox",
}: {
  variant?: "light" | "dark";
  /** The form's accessible name; give each form on a page its own. */
  formLabel?: string;
  fieldLabel?: string;
}) {
  const [email, setEmail] = useState("");
  const [state, setState] = useState<State>("idle");
  const [error, setError] = useState<string | null>(null);
  const [thanks, setThanks] = useState("");

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    if (!value) return setError("Email is required");
    if (!simpleEmailPattern.test(value)) return setError("Please enter a valid email address");
    setError(null);
    setState("submitting");
    try {
      setThanks((await subscribeToNewsletter(value)).message);
      setState("subscribed");
    } catch (err) {
      // The address stays in the box so the visitor can correct it and try again.
      setError(err instanceof Error ? err.message : "We could not subscribe you. Please try again.");
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
    <form className={`newsletter newsletter--${variant}`} onSubmit={submit} noValidate aria-label={formLabel}>
      <label htmlFor={id} className="newsletter__label">
        {fieldLabel}
      </label>
      <div className="newsletter__row">
        <TextField.Root
          id={id}
          type="email"
          size="3"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          disabled={state === "submitting"}
          className="newsletter__input"
        />
        <Button type="submit" size="3" disabled={state === "submitting"}>
          {state === "submitting" ? "Subscribing..." : "Subscribe"}
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
