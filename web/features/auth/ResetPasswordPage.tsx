import { Button, Spinner, Text } from "@radix-ui/themes";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { AUTH_MESSAGES, confirmPasswordError, resetNewPasswordError } from "../../../core/schemas/auth-rules";
import { useErrorText } from "../../i18n/errors";
import { useT } from "../../i18n/I18n";
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
  const t = useT("auth");
  const errorText = useErrorText();
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
      else setFormError(apiErr ? errorText.refusal(apiErr) : t("error.generic"));
    }
  };

  if (status === "changed") {
    return (
      <AuthLayout>
        <AuthState ref={resultHeading} icon="check" iconSize={32} title={t("reset.changed.title")} titleSize="7">
          <Text as="p" color="gray">
            {t("reset.changed.text")}
          </Text>
        </AuthState>
        <Button asChild size="3" className="auth-submit">
          <AppLink to="/login">{t("reset.goToLogin")}</AppLink>
        </Button>
      </AuthLayout>
    );
  }

  if (status === "invalid-link") {
    return (
      <AuthLayout>
        <AuthState ref={resultHeading} tone="warn" icon="alert" title={t("link.unusable")}>
          <Text as="p" color="gray">
            {errorText.message(linkMessage)}
          </Text>
        </AuthState>
        <Button asChild size="3" className="auth-submit">
          <AppLink to="/forgot-password">{t("reset.requestNew")}</AppLink>
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
      <AuthTitle title={t("reset.title")} lead={t("reset.lead")} />
      {formError && <FormAlert>{formError}</FormAlert>}
      <form className="auth-form" onSubmit={submit} noValidate aria-label={t("reset.form")}>
        <PasswordInput
          ref={passwordRef}
          label={t("reset.new")}
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            if (problem) setProblem(firstProblem(e.target.value, confirm));
          }}
          error={problem?.field === "password" ? errorText.message(problem.message) : null}
          hint={t("reset.hint")}
          maxLength={50}
          required
        />
        <PasswordInput
          ref={confirmRef}
          label={t("reset.confirm")}
          name="confirmPassword"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => {
            setConfirm(e.target.value);
            if (problem) setProblem(firstProblem(password, e.target.value));
          }}
          error={problem?.field === "confirm" ? errorText.message(problem.message) : null}
          maxLength={50}
          required
        />
        <Button type="submit" size="3" className="auth-submit" disabled={saving}>
          {saving ? <Spinner /> : null}
          {t("reset.submit")}
        </Button>
      </form>
      <div className="auth-center">
        <BackToLogin />
      </div>
    </AuthLayout>
  );
}
