import { Button, Heading, Spinner, Text } from "@radix-ui/themes";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { AUTH_MESSAGES } from "../../../core/schemas/auth-rules";
import { useErrorText } from "../../i18n/errors";
import { useLocale, useT } from "../../i18n/I18n";
import { AppLink } from "../../lib/nav";
import { ApiError, signInWithLink, type LoginResponse } from "./api";
import { AuthState } from "./AuthState";
import { AuthLayout } from "./AuthLayout";
import { openPortal, openSubscriptionManagerIfRenewalFailed } from "./finish-sign-in";

/** A link's token works once: remember the exchange so a re-render (or React's double effect) reuses it. */
const exchanges = new Map<string, Promise<LoginResponse>>();

function exchange(token: string) {
  let pending = exchanges.get(token);
  if (!pending) {
    pending = signInWithLink(token);
    exchanges.set(token, pending);
  }
  return pending;
}

/**
 * `/sign-in-link?token=…`: the one-time link e-mailed when the right password came from a network
 * with too many wrong ones. Opening it signs this browser in (like a login) and opens the portal;
 * a used, expired or unknown link says so and leads back to the login page.
 */
export function SignInLinkPage({ token }: { token: string | undefined }) {
  const navigate = useNavigate();
  const { locale } = useLocale();
  const t = useT("auth");
  const errorText = useErrorText();
  /** What went wrong, in the page's language. */
  const [failure, setError] = useState<string | null>(null);
  const error = token ? failure : errorText.message(AUTH_MESSAGES.invalidSignInLink);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    exchange(token)
      .then(async (result) => {
        if (live) await openPortal(navigate, result, locale);
      })
      .catch(async (err: unknown) => {
        if (!live || (await openSubscriptionManagerIfRenewalFailed(navigate, err, locale))) return;
        setError(err instanceof ApiError ? errorText.refusal(err) : t("error.signInFailed"));
      });
    return () => {
      live = false;
    };
  }, [token, navigate, locale, errorText, t]);

  useEffect(() => {
    if (error) heading.current?.focus();
  }, [error]);

  return (
    <AuthLayout>
      {error ? (
        <>
          <AuthState ref={heading} tone="warn" icon="alert" title={t("link.unusable")}>
            <Text as="p" color="gray">
              {error}
            </Text>
          </AuthState>
          <Button asChild size="3" className="auth-submit">
            <AppLink to="/login">{t("layout.backToLogin")}</AppLink>
          </Button>
        </>
      ) : (
        <div className="auth-state" role="status" aria-live="polite">
          <Spinner size="3" />
          <Heading as="h1" size="6">
            {t("oauth.signingIn")}
          </Heading>
          <Text as="p" color="gray">
            {t("link.checking")}
          </Text>
        </div>
      )}
    </AuthLayout>
  );
}
