import { Button, Heading, Spinner, Text } from "@radix-ui/themes";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { VERIFY_ERROR_SENTENCE } from "../../../core/schemas/billing-rules";
import type { VerifyInput } from "../../../core/schemas/billing";
import { useErrorText } from "../../i18n/errors";
import { useT } from "../../i18n/I18n";
import { AppLink, type LinkSearch } from "../../lib/nav";
import { readStorage, STORAGE_KEYS } from "../../lib/storage";
import { AuthIcon } from "../auth/icons";
import { ApiError, messageOf, verifyPayment } from "./api";
import { BillingFrame } from "./BillingFrame";
import { finishPaymentLocally, loadPendingPayment, type PaymentOrigin } from "./storage";

/** After a successful payment the portal opens this long after "Subscription Successful!" (spec). */
const SUCCESS_REDIRECT_MS = 1000;
/** "refresh page": wait this long, then load the page again — a few times before saying so. */
const PENDING_RELOAD_MS = 1500;
const PENDING_MAX_RELOADS = 5;

type Phase =
  | { kind: "processing" }
  | { kind: "success"; card: boolean }
  | { kind: "pending"; waitedOut: boolean }
  /** `errors`: in the page's language. */
  | { kind: "failed"; errors: string[]; signedOut: boolean };

export interface VerifyParams {
  verify_token?: string;
  plan_id?: number;
  coupon_id?: number;
}

/** The URL's parameters, or what the browser kept when it left for the provider (spec §2). */
type VerifyRequest = VerifyInput & { plan_id: number };

function resolveParams(url: VerifyParams): { input: VerifyRequest | null; origin: PaymentOrigin } {
  const stored = loadPendingPayment();
  const fromSignup = readStorage(STORAGE_KEYS.fromPayment) === "true";
  if (url.verify_token) {
    const origin = stored?.verify_token === url.verify_token ? stored.origin : fromSignup ? "signup" : "manager";
    const planId = url.plan_id ?? (stored?.verify_token === url.verify_token ? stored.plan_id : undefined);
    return planId === undefined
      ? { input: null, origin }
      : { input: { verify_token: url.verify_token, plan_id: planId, coupon_id: url.coupon_id ?? null }, origin };
  }
  if (stored) return { input: { verify_token: stored.verify_token, plan_id: stored.plan_id, coupon_id: stored.coupon_id }, origin: stored.origin };
  return { input: null, origin: fromSignup ? "signup" : "manager" };
}

/** Reloads counted per payment, so "refresh page" cannot loop for ever. */
function reloadsSoFar(token: string): number {
  try {
    return Number(sessionStorage.getItem(`amal.verifyReloads:${token}`) ?? 0);
  } catch {
    return PENDING_MAX_RELOADS;
  }
}
function countReload(token: string, n: number | null) {
  try {
    if (n === null) sessionStorage.removeItem(`amal.verifyReloads:${token}`);
    else sessionStorage.setItem(`amal.verifyReloads:${token}`, String(n));
  } catch {
    /* no session storage: no automatic reloads */
  }
}

/**
 * /verify-subscription (spec §2 and §4, "Subscription completion"): the provider sends the
 * browser here after the payment. Processing Your Subscription → POST /api/billing/verify →
 * Subscription Successful! and the portal one second later; or the errors listed with the spec's
 * sentence and a way back to try again. An answer of "refresh page" (the bank has not confirmed
 * yet) reloads the page after a moment, a few times, then says so and offers to check again.
 */
export function VerifySubscriptionPage({ params }: { params: VerifyParams }) {
  const navigate = useNavigate();
  const t = useT("auth");
  const errorText = useErrorText();
  // The words of the page's language, for the one check below (which never runs again).
  const words = useRef({ t, errorText });
  words.current = { t, errorText };
  const [{ input, origin }] = useState(() => resolveParams(params));
  const [phase, setPhase] = useState<Phase>({ kind: "processing" });
  const heading = useRef<HTMLHeadingElement>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { t, errorText } = words.current;
    if (!input) {
      setPhase({ kind: "failed", errors: [t("verify.failed.incomplete")], signedOut: false });
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    verifyPayment(input)
      .then((res) => {
        if (res.status === "approved") {
          countReload(input.verify_token, null);
          finishPaymentLocally();
          setPhase({ kind: "success", card: origin === "card" });
          const to = origin === "card" ? "/portal/subscription-manager" : "/portal";
          timer = setTimeout(() => void navigate({ href: to, replace: true }), SUCCESS_REDIRECT_MS);
        } else if (res.status === "pending" || res.message === "refresh page") {
          const done = reloadsSoFar(input.verify_token);
          if (done >= PENDING_MAX_RELOADS) return setPhase({ kind: "pending", waitedOut: true });
          setPhase({ kind: "pending", waitedOut: false });
          timer = setTimeout(() => {
            countReload(input.verify_token, done + 1);
            window.location.reload();
          }, PENDING_RELOAD_MS);
        } else {
          countReload(input.verify_token, null);
          setPhase({ kind: "failed", errors: (res.errors.length ? res.errors : [res.message]).map((e) => errorText.message(e)), signedOut: false });
        }
      })
      .catch((err: unknown) => {
        const signedOut = err instanceof ApiError && err.status === 401;
        setPhase({
          kind: "failed",
          errors: [signedOut ? t("verify.failed.signedOut") : err instanceof ApiError ? errorText.refusal(err) : errorText.message(messageOf(err))],
          signedOut,
        });
      });
    return () => clearTimeout(timer);
  }, [input, origin, navigate]);

  // Each new state is announced and focused, like the sign-in screens' outcomes.
  useEffect(() => {
    if (phase.kind !== "processing") heading.current?.focus();
  }, [phase.kind]);

  return (
    <BillingFrame>
      {phase.kind === "processing" && (
        <div className="auth-state" role="status" aria-live="polite">
          <span className="auth-state__badge billing-spin">
            <Spinner size="3" />
          </span>
          <Heading as="h1" size="6" ref={heading} tabIndex={-1}>
            {t("verify.processing.title")}
          </Heading>
          <Text as="p" color="gray">
            {t("verify.processing.text")}
          </Text>
        </div>
      )}

      {phase.kind === "success" && (
        <div className="auth-state" role="status">
          <span className="auth-state__badge billing-success">
            <AuthIcon name="check" size={32} />
          </span>
          <Heading as="h1" size="6" ref={heading} tabIndex={-1}>
            {t("verify.success.title")}
          </Heading>
          <Text as="p" color="gray">
            {t(phase.card ? "verify.success.card" : "verify.success.welcome")} {t("verify.success.taking")}
          </Text>
          <AppLink to={phase.card ? "/portal/subscription-manager" : "/portal"} className="auth-link">
            {t("verify.success.goNow")}
          </AppLink>
        </div>
      )}

      {phase.kind === "pending" && (
        <div className="auth-state" role="status" aria-live="polite">
          <span className="auth-state__badge auth-state__badge--warn">{phase.waitedOut ? <AuthIcon name="alert" size={28} /> : <Spinner size="3" />}</span>
          <Heading as="h1" size="6" ref={heading} tabIndex={-1}>
            {t("verify.processing.title")}
          </Heading>
          {phase.waitedOut ? (
            <>
              <Text as="p" color="gray">
                {t("verify.pending.waitedOut")}
              </Text>
              <Button
                size="3"
                onClick={() => {
                  if (input) countReload(input.verify_token, null);
                  window.location.reload();
                }}
              >
                {t("verify.pending.checkAgain")}
              </Button>
            </>
          ) : (
            <Text as="p" color="gray">
              {t("verify.pending.text")}
            </Text>
          )}
        </div>
      )}

      {phase.kind === "failed" && (
        <div className="auth-state billing-failed" role="alert">
          <span className="auth-state__badge auth-state__badge--error">
            <AuthIcon name="alert" size={28} />
          </span>
          <Heading as="h1" size="6" ref={heading} tabIndex={-1}>
            {t("verify.failed.title")}
          </Heading>
          <ul className="billing-errors" aria-label={t("verify.failed.list")}>
            {phase.errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
          <Text as="p" color="gray">
            {errorText.message(VERIFY_ERROR_SENTENCE)}
          </Text>
          <div className="billing-failed__actions">
            {phase.signedOut ? (
              <Button asChild size="3">
                <AppLink to="/login">{t("verify.failed.logIn")}</AppLink>
              </Button>
            ) : (
              <Button asChild size="3">
                <AppLink {...retryTarget(origin, input?.plan_id)}>{t(origin === "signup" ? "verify.failed.backToPayment" : "verify.failed.backToSubscription")}</AppLink>
              </Button>
            )}
            <Button asChild size="3" variant="soft" color="gray">
              <AppLink to="/contact-us">{t("verify.failed.contact")}</AppLink>
            </Button>
          </div>
        </div>
      )}
    </BillingFrame>
  );
}

/** Where "try again" leads: the signup's coupon step (it welcomes the user back) or the portal's pages. */
function retryTarget(origin: PaymentOrigin, planId: number | undefined): { to: string; search?: LinkSearch } {
  if (origin === "signup") return { to: "/signup", search: { step: "coupon", plan_id: planId } };
  if (origin === "renew") return { to: "/portal/renew-subscription" };
  return { to: "/portal/subscription-manager" };
}
