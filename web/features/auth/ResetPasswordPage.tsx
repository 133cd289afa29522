import { Button, Spinner, Text } from "@radix-ui/themes";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { AUTH_MESSAGES, confirmPasswordError, resetNewPasswordError } from "../../../core/schemas/auth-rules";
import { AppLink } from "../../lib/nav";
import { ApiError, resetPassword } from "./api";
import { AuthState } from "./AuthState";
import { AuthLayout, AuthTitle, BackToLogin } from "./AuthLayout";
import { FormAlert, PasswordInput } from "./fields";

type Status = "editing" | "saving" | "changed" | "invalid-link";

/**
 * Set a new password from the e-mailed link (`/reset-password?token=…`, spec §2). One message at
 * a time, the first that fails (spec §5). An unknown or expired link says so and offers a new one.
 */
export function ResetPasswordPage({ token }: { token: string | undefined }) {
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [problem, setProblem] = useState<{ field: "password" | "confirm"; message: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>(token ? "editing" : "invalid-link");
  const [linkMessage, setLinkMessage] = useState<string>(AUTH_MESSAGES.invalidResetToken);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (status === "changed" || (status === "invalid-link" && token)) resultHeading.current?.focus();
  }, [status, token]);

  /** The first failing rule, as the spec orders them: the new password, then its confirmation. */
  const firstProblem = (p: string, c: string) => {
    const newProblem = resetNewPasswordError(p);
    if (newProblem) return { field: "password" as const, message: newProblem };
    const confirmProblem = confirmPasswordError(p, c);
    return confirmProblem ? { field: "confirm" as const, message: confirmProblem } : null;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (status !== "editing" || !token) return;
    const found = firstProblem(password, confirm);
    setProblem(found);
    setFormError(null);
    if (found) return (found.field === "password" ? passwordRef : confirmRef).current?.focus();
    setStatus("saving");
    try {
      await resetPassword(token, password, confirm);
      setStatus("changed");
    } catch (err) {
      const apiErr = err instanceof ApiError ? err : null;
      if (apiErr?.fields?.token || apiErr?.message === AUTH_MESSAGES.invalidResetToken) {
        setLinkMessage(apiErr.fields?.token ?? apiErr.message);
        setStatus("invalid-link");
        return;
      }
      setStatus("editing");
      if (apiErr?.fields?.password) setProblem({ field: "password", message: apiErr.fields.password });
      else if (apiErr?.fields?.confirmPassword) setProblem({ field: "confirm", message: apiErr.fields.confirmPassword });
      else setFormError(apiErr?.message ?? "Something went wrong. Please try again.");
    }
  };

  if (status === "changed") {
    return (
      <AuthLayout>
        <AuthState ref={resultHeading} icon="check" iconSize={32} title="Password Changed!" titleSize="7">
          <Text as="p" color="gray">
            Your password has been updated, and any other signed-in devices were signed out. Log in with your new password.
          </Text>
        </AuthState>
        <Button asChild size="3" className="auth-submit">
          <AppLink to="/login">Go to Login</AppLink>
        </Button>
      </AuthLayout>
    );
  }

  if (status === "invalid-link") {
    return (
      <AuthLayout>
        <AuthState ref={resultHeading} tone="warn" icon="alert" title="This link can't be used">
          <Text as="p" color="gray">
            {linkMessage}
          </Text>
        </AuthState>
        <Button asChild size="3" className="auth-submit">
          <AppLink to="/forgot-password">Request a new link</AppLink>
        </Button>
        <div className="auth-center">
          <BackToLogin />
        </div>
      </AuthLayout>
    );
  }

  const saving = status === "saving";
  return (
    <AuthLayout>
      <AuthTitle title="Choose a New Password" lead="Pick a password you don't use anywhere else." />
      {formError && <FormAlert>{formError}</FormAlert>}
      <form className="auth-form" onSubmit={submit} noValidate aria-label="Choose a new password">
        <PasswordInput
          ref={passwordRef}
          label="New Password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            if (problem) setProblem(firstProblem(e.target.value, confirm));
          }}
          error={problem?.field === "password" ? problem.message : null}
          hint="8 to 50 characters, with a letter, a number and one of @ $ ! % * # ? &"
          maxLength={50}
          required
        />
        <PasswordInput
          ref={confirmRef}
          label="Confirm New Password"
          name="confirmPassword"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => {
            setConfirm(e.target.value);
            if (problem) setProblem(firstProblem(password, e.target.value));
          }}
          error={problem?.field === "confirm" ? problem.message : null}
          maxLength={50}
          required
        />
        <Button type="submit" size="3" className="auth-submit" disabled={saving}>
          {saving ? <Spinner /> : null}
          CHANGE PASSWORD
        </Button>
      </form>
      <div className="auth-center">
        <BackToLogin />
      </div>
    </AuthLayout>
  );
}
