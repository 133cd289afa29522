import { Button, Heading, Spinner, Text } from "@radix-ui/themes";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { AppLink } from "../../lib/nav";
import { useLocale } from "../../i18n/I18n";
import { openPortal } from "./finish-sign-in";
import { completeOAuth, type LoginResponse } from "./api";
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

function providerMessage({ error, error_description }: OAuthCallbackParams): string {
  if (error === "user_cancelled_login" || error === "user_cancelled_authorize" || error === "access_denied") {
    return "Sign-in with LinkedIn was cancelled. You can try again or log in with your e-mail and password.";
  }
  return error_description
    ? `LinkedIn could not sign you in: ${error_description}`
    : "LinkedIn could not sign you in. Please try again or log in with your e-mail and password.";
}

/**
 * `/oauth2callback?code&state` (or `?error=`): the provider sends the browser back here; the code
 * is exchanged with POST /api/auth/oauth/callback and the user is then signed in like a login.
 */
export function OAuthCallbackPage({ params }: { params: OAuthCallbackParams }) {
  const navigate = useNavigate();
  const { locale } = useLocale();
  const initialError = params.error
    ? providerMessage(params)
    : !params.code || !params.state
      ? "This sign-in link is incomplete. Please start again from the login page."
      : null;
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
      .catch((err: unknown) => live && setError(err instanceof Error ? err.message : "Sign-in failed. Please try again."));
    return () => {
      live = false;
    };
  }, [params.code, params.state, initialError, navigate, locale]);

  useEffect(() => {
    if (error) heading.current?.focus();
  }, [error]);

  return (
    <AuthLayout>
      {error ? (
        <>
          <AuthState ref={heading} tone="error" icon="alert" title="We couldn't sign you in">
            <Text as="p" color="gray">
              {error}
            </Text>
          </AuthState>
          <Button asChild size="3" className="auth-submit">
            <AppLink to="/login">Back to Login</AppLink>
          </Button>
        </>
      ) : (
        <div className="auth-state" role="status" aria-live="polite">
          <Spinner size="3" />
          <Heading as="h1" size="6">
            Signing you in…
          </Heading>
          <Text as="p" color="gray">
            Confirming your LinkedIn account.
          </Text>
        </div>
      )}
    </AuthLayout>
  );
}
