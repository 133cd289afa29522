import { Button, Spinner, Text } from "@radix-ui/themes";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { resetRequestError } from "../../../core/schemas/auth-rules";
import { useErrorText } from "../../i18n/errors";
import { useT } from "../../i18n/I18n";
import { AppLink } from "../../lib/nav";
import { ApiError, requestPasswordReset } from "./api";
import { AuthState } from "./AuthState";
import { AuthLayout, AuthTitle, BackToLogin } from "./AuthLayout";
import { FormAlert, TextInput } from "./fields";
import { rich } from "./rich";

/**
 * Reset request (spec §2 and §4): e-mail entry, then the "Email Sent !" view on success. The
 * server answers the same whether or not the address has an account. On a refusal the spec
 * clears the e-mail and shows the error.
 */
export function ForgotPasswordPage() {
  const t = useT("auth");
  const errorText = useErrorText();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<"idle" | "sending" | "sent">("idle");
  const input = useRef<HTMLInputElement>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (status === "sent") sentHeading.current?.focus();
  }, [status]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (status === "sending") return;
    const problem = resetRequestError(email);
    setError(problem);
    setFormError(null);
    if (problem) return input.current?.focus();
    setStatus("sending");
    try {
      await requestPasswordReset(email);
      setStatus("sent");
    } catch (err) {
      setStatus("idle");
      setEmail("");
      const fieldMessage = err instanceof ApiError ? err.fields?.email : undefined;
      if (fieldMessage) setError(fieldMessage);
      else setFormError(err instanceof ApiError ? errorText.refusal(err) : t("error.generic"));
      input.current?.focus();
    }
  };

  const backToLogin = <BackToLogin />;

  if (status === "sent") {
    return (
      <AuthLayout>
        <AuthState ref={sentHeading} icon="mail" title={t("forgot.sent.title")} titleSize="7">
          <Text as="p" size="4" weight="medium">
            {t("forgot.sent.text")}
          </Text>
          <Text as="p" color="gray">
            {t("forgot.sent.check")}
          </Text>
          <Text as="p" size="2" color="gray">
            {rich(t("forgot.sent.help"), {
              tryAgain: (
                <button type="button" className="auth-inline-button" onClick={() => setStatus("idle")}>
                  {t("forgot.sent.tryAgain")}
                </button>
              ),
            })}
          </Text>
        </AuthState>
        <div className="auth-center">{backToLogin}</div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      headerAction={
        <>
          {t("forgot.remembered")} <AppLink to="/login">{t("forgot.logIn")}</AppLink>
        </>
      }
    >
      <AuthTitle title={t("forgot.title")} lead={t("forgot.lead")} />
      {formError && <FormAlert>{formError}</FormAlert>}
      <form className="auth-form" onSubmit={submit} noValidate aria-label={t("forgot.form")}>
        <TextInput
          ref={input}
          label={t("field.email")}
          name="email"
          type="email"
          dir="ltr"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (error) setError(resetRequestError(e.target.value));
          }}
          error={error && errorText.message(error)}
          maxLength={254}
          required
        />
        <Button type="submit" size="3" className="auth-submit" disabled={status === "sending"}>
          {status === "sending" ? <Spinner /> : null}
          {t("forgot.submit")}
        </Button>
      </form>
      <div className="auth-center">{backToLogin}</div>
    </AuthLayout>
  );
}
