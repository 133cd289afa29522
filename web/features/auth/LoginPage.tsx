import { Button, Spinner } from "@radix-ui/themes";
import { useNavigate } from "@tanstack/react-router";
import { useRef, useState, type FormEvent } from "react";
import { loginErrors, type LoginValues } from "../../../core/schemas/auth-rules";
import { useLocale } from "../../i18n/I18n";
import { AppLink } from "../../lib/nav";
import { ApiError, logIn } from "./api";
import { AuthLayout, AuthTitle } from "./AuthLayout";
import { FormAlert, PasswordInput, TextInput } from "./fields";
import { openPortal, openSubscriptionManagerIfRenewalFailed } from "./finish-sign-in";
import { LinkedInButton } from "./LinkedInButton";

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
      setFormError(apiErr?.message ?? "Something went wrong. Please try again.");
      passwordRef.current?.focus();
    }
  };

  return (
    <AuthLayout
      headerAction={
        <>
          New to Amal? <AppLink to="/signup">Create an account</AppLink>
        </>
      }
    >
      <AuthTitle title="Welcome Back" lead="Log in to continue with your career coach." />
      {expired && !formError && !linkSent && <FormAlert tone="warning">Your session has expired. Please log in again.</FormAlert>}
      {formError && <FormAlert>{formError}</FormAlert>}
      {linkSent && (
        <FormAlert tone="success" icon="mail">
          <strong>Check your e-mail.</strong> {linkSent}
        </FormAlert>
      )}
      <form className="auth-form" onSubmit={submit} noValidate aria-label="Log in">
        <TextInput
          ref={emailRef}
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onChange={set("email")}
          error={errors.email}
          maxLength={254}
          required
        />
        <PasswordInput
          ref={passwordRef}
          label="Password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={set("password")}
          error={errors.password}
          maxLength={100}
          required
        />
        <div className="auth-row-between">
          <span />
          <AppLink to="/forgot-password" className="auth-link">
            Forgot password?
          </AppLink>
        </div>
        <Button type="submit" size="3" className="auth-submit" disabled={busy}>
          {busy ? <Spinner /> : null}
          LOG IN
        </Button>
      </form>
      <div className="auth-divider">or</div>
      <LinkedInButton />
      <p className="auth-switch">
        Don't have an account?{" "}
        <AppLink to="/signup" className="auth-link">
          Sign up
        </AppLink>
      </p>
      <p className="auth-note">
        By logging in, you agree to our <AppLink to="/terms-of-service">Terms of Service</AppLink> and <AppLink to="/privacy-policy">Privacy Policy</AppLink>.
      </p>
    </AuthLayout>
  );
}
