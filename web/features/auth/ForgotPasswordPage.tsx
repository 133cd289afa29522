import { Button, Spinner, Text } from "@radix-ui/themes";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { resetRequestError } from "../../../core/schemas/auth-rules";
import { AppLink } from "../../lib/nav";
import { ApiError, requestPasswordReset } from "./api";
import { AuthState } from "./AuthState";
import { AuthLayout, AuthTitle, BackToLogin } from "./AuthLayout";
import { FormAlert, TextInput } from "./fields";

/**
 * Reset request (spec §2 and §4): e-mail entry, then the "Email Sent !" view on success. The
 * server answers the same whether or not the address has an account. On a refusal the spec
 * clears the e-mail and shows the error.
 */
export function ForgotPasswordPage() {
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
      else setFormError(err instanceof Error ? err.message : "Something went wrong. Please try again.");
      input.current?.focus();
    }
  };

  const backToLogin = <BackToLogin />;

  if (status === "sent") {
    return (
      <AuthLayout>
        <AuthState ref={sentHeading} icon="mail" title="Email Sent !" titleSize="7">
          <Text as="p" size="4" weight="medium">
            Your Reset Email Was Sent to Inbox !
          </Text>
          <Text as="p" color="gray">
            Please Check Your Email For Details !
          </Text>
          <Text as="p" size="2" color="gray">
            The link in the e-mail is valid for a limited time. If nothing arrives within a few minutes, check your spam folder or{" "}
            <button type="button" className="auth-inline-button" onClick={() => setStatus("idle")}>
              try again
            </button>
            .
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
          Remembered it? <AppLink to="/login">Log in</AppLink>
        </>
      }
    >
      <AuthTitle title="Reset Your Password" lead="Enter the e-mail address of your account. We will e-mail you instructions to choose a new password." />
      {formError && <FormAlert>{formError}</FormAlert>}
      <form className="auth-form" onSubmit={submit} noValidate aria-label="Reset your password">
        <TextInput
          ref={input}
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (error) setError(resetRequestError(e.target.value));
          }}
          error={error}
          maxLength={254}
          required
        />
        <Button type="submit" size="3" className="auth-submit" disabled={status === "sending"}>
          {status === "sending" ? <Spinner /> : null}
          RESET PASSWORD
        </Button>
      </form>
      <div className="auth-center">{backToLogin}</div>
    </AuthLayout>
  );
}
