import { Button, Spinner } from "@radix-ui/themes";
import { useNavigate } from "@tanstack/react-router";
import { useRef, useState, type FormEvent } from "react";
import { loginErrors, type LoginValues } from "../../../core/schemas/auth-rules";
import { useErrorText } from "../../i18n/errors";
import { useLocale, useT } from "../../i18n/I18n";
import { AppLink } from "../../lib/nav";
import { ApiError, logIn } from "./api";
import { AuthLayout, AuthTitle } from "./AuthLayout";
import { FormAlert, PasswordInput, TextInput } from "./fields";
import { openPortal, openSubscriptionManagerIfRenewalFailed } from "./finish-sign-in";
import { LinkedInButton } from "./LinkedInButton";
import { rich } from "./rich";

type Errors = Partial<Record<keyof LoginValues, string>>;

/**
 * Login (spec §2): e-mail and password, both required. Success stores the sign-in flag and the
 * chat identity hash and opens the portal; a refusal shows the server's message and keeps what
 * was typed. A 403 means the subscription's payment failed: signed in, but only the
 * subscription manager is open (spec §4). After many wrong passwords from this network the right
 * one is confirmed by e-mail: the page then says to open the e-mailed link, keeping the form.
 */
export function LoginPage({ expired = false }: { expired?: boolean }) {
  const navigate = useNavigate();
  const { locale } = useLocale();
  const t = useT("auth");
  const errorText = useErrorText();
  const [values, setValues] = useState<LoginValues>({ email: "", password: "" });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  /** The server's words when it e-mailed a sign-in link instead of signing in. */
  const [linkSent, setLinkSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const set = (field: keyof LoginValues) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: loginErrors({ ...values, [field]: value })[field] }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const problems = loginErrors(values);
    setErrors(problems);
    setFormError(null);
    if (problems.email) return emailRef.current?.focus();
    if (problems.password) return passwordRef.current?.focus();
    setBusy(true);
    setLinkSent(null);
    try {
      const result = await logIn(values.email, values.password);
      if ("signInLinkSent" in result) {
        setBusy(false);
        setLinkSent(result.message);
        return;
      }
      await openPortal(navigate, result, locale);
    } catch (err) {
      setBusy(false);
      // The renewal failed: the server still opened a session; only the subscription pages open.
      if (await openSubscriptionManagerIfRenewalFailed(navigate, err, locale)) return;
      const apiErr = err instanceof ApiError ? err : null;
      if (apiErr?.fields && (apiErr.fields.email || apiErr.fields.password)) setErrors({ email: apiErr.fields.email, password: apiErr.fields.password });
      setFormError(apiErr ? errorText.refusal(apiErr) : t("error.generic"));
      passwordRef.current?.focus();
    }
  };

  return (
    <AuthLayout
      headerAction={
        <>
          {t("login.newHere")} <AppLink to="/signup">{t("login.createAccount")}</AppLink>
        </>
      }
    >
      <AuthTitle title={t("login.title")} lead={t("login.lead")} />
      {expired && !formError && !linkSent && <FormAlert tone="warning">{t("login.expired")}</FormAlert>}
      {formError && <FormAlert>{formError}</FormAlert>}
      {linkSent && (
        <FormAlert tone="success" icon="mail">
          <strong>{t("login.checkEmail")}</strong> {errorText.message(linkSent)}
        </FormAlert>
      )}
      <form className="auth-form" onSubmit={submit} noValidate aria-label={t("login.form")}>
        <TextInput
          ref={emailRef}
          label={t("field.email")}
          name="email"
          type="email"
          dir="ltr"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onChange={set("email")}
          error={errors.email && errorText.message(errors.email)}
          maxLength={254}
          required
        />
        <PasswordInput
          ref={passwordRef}
          label={t("field.password")}
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={set("password")}
          error={errors.password && errorText.message(errors.password)}
          maxLength={100}
          required
        />
        <div className="auth-row-between">
          <span />
          <AppLink to="/forgot-password" className="auth-link">
            {t("login.forgot")}
          </AppLink>
        </div>
        <Button type="submit" size="3" className="auth-submit" disabled={busy}>
          {busy ? <Spinner /> : null}
          {t("login.submit")}
        </Button>
      </form>
      <div className="auth-divider">{t("login.or")}</div>
      <LinkedInButton />
      <p className="auth-switch">
        {t("login.noAccount")}{" "}
        <AppLink to="/signup" className="auth-link">
          {t("login.signUp")}
        </AppLink>
      </p>
      <p className="auth-note">
        {rich(t("login.terms"), {
          terms: <AppLink to="/terms-of-service">{t("login.termsLink")}</AppLink>,
          privacy: <AppLink to="/privacy-policy">{t("login.privacyLink")}</AppLink>,
        })}
      </p>
    </AuthLayout>
  );
}
