import { Button, Heading, Spinner, Text } from "@radix-ui/themes";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { AppLink } from "../../lib/nav";
import { useErrorText } from "../../i18n/errors";
import { useLocale, useT } from "../../i18n/I18n";
import type { Translator } from "../../../core/i18n/translate";
import type { Namespaces } from "../../i18n/namespaces";
import { openPortal } from "./finish-sign-in";
import { ApiError, completeOAuth, type LoginResponse } from "./api";
import { AuthState } from "./AuthState";
import { AuthLayout } from "./AuthLayout";

export interface OAuthCallbackParams {
  code?: string;
  state?: string;
  error?: string;
  error_description?: string;
}

/** A provider's code can be exchanged once: remember the exchange so a re-render reuses it. */
const exchanges = new Map<string, Promise<LoginResponse>>();

function exchange(code: string, state: string) {
  let pending = exchanges.get(code);
  if (!pending) {
    pending = completeOAuth(code, state);
    exchanges.set(code, pending);
  }
  return pending;
}

function providerMessage({ error, error_description }: OAuthCallbackParams, t: Translator<Namespaces["auth"]>): string {
  if (error === "user_cancelled_login" || error === "user_cancelled_authorize" || error === "access_denied") return t("oauth.cancelled");
  if (!error_description) return t("oauth.failed");
  // The provider's own words (in English) keep their direction inside a right-to-left sentence.
  return t("oauth.failedBecause", { reason: t.locale === "en" ? error_description : `\u2068${error_description}\u2069` });
}

/**
 * `/oauth2callback?code&state` (or `?error=`): the provider sends the browser back here; the code
 * is exchanged with POST /api/auth/oauth/callback and the user is then signed in like a login.
 */
export function OAuthCallbackPage({ params }: { params: OAuthCallbackParams }) {
  const navigate = useNavigate();
  const { locale } = useLocale();
  const t = useT("auth");
  const errorText = useErrorText();
  const initialError = params.error ? providerMessage(params, t) : !params.code || !params.state ? t("oauth.incomplete") : null;
  const [error, setError] = useState<string | null>(initialError);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (initialError || !params.code || !params.state) return;
    let live = true;
    exchange(params.code, params.state)
      .then((result) => {
        if (!live) return;
        void openPortal(navigate, result, locale);
      })
      .catch((err: unknown) => live && setError(err instanceof ApiError ? errorText.refusal(err) : t("error.signInFailed")));
    return () => {
      live = false;
    };
  }, [params.code, params.state, initialError, navigate, locale, errorText, t]);

  useEffect(() => {
    if (error) heading.current?.focus();
  }, [error]);

  return (
    <AuthLayout>
      {error ? (
        <>
          <AuthState ref={heading} tone="error" icon="alert" title={t("oauth.title")}>
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
            {t("oauth.confirming")}
          </Text>
        </div>
      )}
    </AuthLayout>
  );
}
