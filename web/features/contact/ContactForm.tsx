import { Button, Callout, Heading, Spinner, Text, TextArea, TextField } from "@radix-ui/themes";
import { useState, type FormEvent } from "react";
import { firstContactProblem } from "../../../core/schemas/contact-rules";
import { ApiError } from "../../api";
import { useErrorText } from "../../i18n/errors";
import { useT } from "../../i18n/I18n";
import { sendContactMessage } from "./api";

type Status = "idle" | "submitting" | "success";
type Values = { name: string; email: string; message: string };
const EMPTY: Values = { name: "", email: "", message: "" };

export interface ContactFormProps {
  /** What the fields start with (the portal fills in the account's name and e-mail); also what they return to after a message is sent. */
  initial?: Pick<Values, "name" | "email">;
  /** Where the message goes (default: the public form's POST /api/contact). */
  send?: (message: Values) => Promise<unknown>;
  /** The words of a refusal (default: the server's own). */
  failureText?: (err: unknown) => string;
}

/**
 * "Send a message": checks the spec's rules in order (name, e-mail, e-mail shape, message),
 * shows a spinner while sending and a thank-you panel on success. What the visitor typed is
 * kept on any error and cleared only once the message is accepted.
 */
export function ContactForm({ initial, send, failureText }: ContactFormProps = {}) {
  const t = useT("contact");
  // A refusal in the page's language (the public page's script words it the same way).
  const errorText = useErrorText();
  // The public form also works without JavaScript: the browser posts it to the same endpoint,
  // which answers with a thank-you page in the form's language (worker/features/contact/routes.ts).
  // On the prerendered page its script is web/site/islands/contact.ts, which follows this component.
  const plain = send === undefined;
  const start = { ...EMPTY, ...initial };
  const [values, setValues] = useState(start);
  const [status, setStatus] = useState<Status>("idle");
  const [error, setError] = useState<string | null>(null);

  const set = (field: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = firstContactProblem(values);
    if (problem) return setError(t(`error.${problem.rule}`, "limit" in problem ? { limit: problem.limit } : undefined));
    setError(null);
    setStatus("submitting");
    try {
      await (send ?? sendContactMessage)({ name: values.name.trim(), email: values.email.trim(), message: values.message.trim() });
      setValues(start);
      setStatus("success");
    } catch (err) {
      setError(failureText ? failureText(err) : err instanceof ApiError ? errorText.refusal(err) : t("form.failed"));
      setStatus("idle");
    }
  };

  if (status === "success") {
    return (
      <div className="contact-thanks" role="status">
        <svg width="48" height="48" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="11" fill="var(--accent-3)" />
          <path d="M7 12.5l3 3 7-7" fill="none" stroke="var(--accent-11)" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <Heading as="h3" size="6">{t("thanks.title")}</Heading>
        <Text as="p" color="gray">{t("thanks.text")}</Text>
        <Button variant="soft" onClick={() => setStatus("idle")}>{t("thanks.again")}</Button>
      </div>
    );
  }

  const busy = status === "submitting";
  return (
    <form className="contact-form" onSubmit={submit} noValidate aria-label={t("form.title")} {...(plain ? { method: "post", action: "/api/contact", "data-island": "contact-form" } : {})}>
      {plain && <input type="hidden" name="lang" value={t.locale} />}
      {error && (
        <Callout.Root color="red" role="alert" size="1">
          <Callout.Text>{error}</Callout.Text>
        </Callout.Root>
      )}
      <label className="field" htmlFor="contact-name">
        <span>{t("form.name")}</span>
        <TextField.Root id="contact-name" name="name" size="3" value={values.name} onChange={set("name")} autoComplete="name" disabled={busy} maxLength={100} />
      </label>
      <label className="field" htmlFor="contact-email">
        <span>{t("form.email")}</span>
        <TextField.Root id="contact-email" name="email" size="3" type="email" value={values.email} onChange={set("email")} autoComplete="email" disabled={busy} maxLength={254} />
      </label>
      <label className="field" htmlFor="contact-message">
        <span>{t("form.message")}</span>
        <TextArea id="contact-message" name="message" size="3" rows={6} value={values.message} onChange={set("message")} disabled={busy} maxLength={5000} />
      </label>
      <Button type="submit" size="3" disabled={busy} className="contact-form__submit">
        {busy ? (
          <>
            <Spinner /> {t("form.sending")}
          </>
        ) : (
          t("form.submit")
        )}
      </Button>
    </form>
  );
}
