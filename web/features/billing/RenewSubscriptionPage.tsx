import { Button, Heading, Spinner, Text } from "@radix-ui/themes";
import { useNavigate } from "@tanstack/react-router";
import { CircleCheck, CreditCard, ShieldCheck, TriangleAlert } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { BillingOverview, CardSetupStatus } from "./types";
import { AppLink } from "../../lib/nav";
import { fetchOverview, messageOf, retryRenewal, startCardCheckout } from "./api";
import { useCardSetup } from "./card-setup";
import { cardName, formatAmount, PERIOD_NAME } from "./format";
import { BillingPage, CardSetupNotice, Notice } from "./PageStates";
import { forgetBillingStatus, rememberBillingStatus } from "./storage";

/** After the renewal goes through, the portal opens this long after the success message. */
const BACK_TO_PORTAL_MS = 1000;

type Phase = { kind: "idle" } | { kind: "paying" } | { kind: "renewed"; message: string } | { kind: "declined"; message: string };

/**
 * /portal/renew-subscription (spec §2: "Renew Subscription: Update Payment Method button"; it
 * needs only a sign-in). Explains the failed renewal and offers two ways out: Update Payment
 * Method (the payment partner's page saves a new card, then the renewal is charged to it at once)
 * or Retry payment with the primary card. Success reopens the portal.
 */
export function RenewSubscriptionPage({ initial, cardSetup }: { initial: BillingOverview; cardSetup: { orderId?: string; first: CardSetupStatus | null } }) {
  const navigate = useNavigate();
  const [overview, setOverview] = useState(initial);
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const [opening, setOpening] = useState(false);
  const [openError, setOpenError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => rememberBillingStatus(overview), [overview]);

  const failed = overview.access === "failed";
  const primary = overview.cards.find((c) => c.is_primary) ?? null;
  const sub = overview.subscription;

  const pay = async () => {
    setPhase({ kind: "paying" });
    try {
      const res = await retryRenewal();
      setOverview(res.overview);
      if (res.status === "approved") {
        forgetBillingStatus();
        setPhase({ kind: "renewed", message: res.message });
      } else {
        setPhase({ kind: "declined", message: res.message });
      }
    } catch (err) {
      setPhase({ kind: "declined", message: messageOf(err) });
      fetchOverview()
        .then(setOverview)
        .catch(() => undefined);
    }
  };

  // Back from the payment partner with a new card: pay the renewal with it straight away.
  const setup = useCardSetup(cardSetup.orderId, cardSetup.first, () => {
    fetchOverview()
      .then((next) => {
        setOverview(next);
        if (next.access === "failed") void pay();
      })
      .catch(() => undefined);
  });

  useEffect(() => {
    if (phase.kind !== "renewed") return;
    heading.current?.focus();
    const timer = setTimeout(() => void navigate({ href: "/portal", replace: true }), BACK_TO_PORTAL_MS);
    return () => clearTimeout(timer);
  }, [phase.kind, navigate]);

  const updateCard = async () => {
    setOpening(true);
    setOpenError(null);
    try {
      const res = await startCardCheckout("renew-subscription");
      window.location.assign(res.redirect_url);
    } catch (err) {
      setOpening(false);
      setOpenError(messageOf(err, "The card form could not be opened. Please try again."));
    }
  };

  if (phase.kind === "renewed") {
    return (
      <BillingPage title="Renew Subscription" lead="Your subscription is active again.">
        <div className="billing-section billing-done" role="status">
          <span className="billing-done__icon" aria-hidden="true">
            <CircleCheck size={30} />
          </span>
          <Heading as="h2" size="5" ref={heading} tabIndex={-1}>
            {phase.message}
          </Heading>
          <Text as="p" color="gray">
            Taking you back to your portal…
          </Text>
          <AppLink to="/portal" className="billing-link">
            Go now
          </AppLink>
        </div>
      </BillingPage>
    );
  }

  if (!failed) {
    return (
      <BillingPage title="Renew Subscription" lead={overview.access === "active" ? "Nothing to pay right now." : "There is no subscription to renew."}>
        <CardSetupNotice view={setup} />
        <div className="billing-section billing-done">
          <span className="billing-done__icon" aria-hidden="true">
            {overview.access === "active" ? <CircleCheck size={30} /> : <CreditCard size={28} />}
          </span>
          <Heading as="h2" size="5">
            {overview.access === "active" ? "Your subscription is active" : "Choose a plan to get started"}
          </Heading>
          <Text as="p" color="gray">
            {overview.access === "active"
              ? "Your payments are up to date. You can manage your plan and cards in the subscription manager."
              : "You don't have a subscription yet. Pick a plan in the subscription manager."}
          </Text>
          <Button asChild size="3">
            <AppLink to={overview.access === "active" ? "/portal/home" : "/portal/subscription-manager"}>
              {overview.access === "active" ? "Go to your portal" : "View Subscription Plans"}
            </AppLink>
          </Button>
        </div>
      </BillingPage>
    );
  }

  const busy = phase.kind === "paying" || opening;
  return (
    <BillingPage title="Renew Subscription" lead="Your last payment didn't go through. Update your card to keep coaching with Amal.">
      <CardSetupNotice view={setup} />
      {phase.kind === "declined" && <Notice tone="error">{phase.message}</Notice>}
      {openError && <Notice tone="error">{openError}</Notice>}

      <section className="billing-section billing-renew" aria-labelledby="renew-title">
        <div className="billing-renew__head">
          <span className="billing-issue__icon" aria-hidden="true">
            <TriangleAlert size={22} />
          </span>
          <div>
            <Heading as="h2" size="4" id="renew-title">
              {sub ? `Your ${sub.name} renewal failed` : "Your renewal failed"}
            </Heading>
            {sub && (
              <Text as="p" size="2" color="gray">
                {formatAmount(sub.amount)} · {PERIOD_NAME[sub.period]}
              </Text>
            )}
          </div>
        </div>
        <ul className="billing-renew__facts">
          <li>
            <TriangleAlert size={16} aria-hidden="true" /> We tried to charge {primary ? cardName(primary) : "your card"} and the payment was declined.
          </li>
          <li>
            <ShieldCheck size={16} aria-hidden="true" /> Your sessions, resumes and saved work are safe. The portal opens again as soon as the payment goes
            through.
          </li>
        </ul>
        <div className="billing-renew__actions">
          <Button size="3" onClick={() => void updateCard()} loading={opening} disabled={busy}>
            <CreditCard size={18} aria-hidden="true" /> Update Payment Method
          </Button>
          <Button size="3" variant="soft" onClick={() => void pay()} disabled={busy || !primary}>
            {phase.kind === "paying" ? <Spinner /> : null}
            {phase.kind === "paying" ? "Charging your card…" : "Retry payment"}
          </Button>
        </div>
        <Text as="p" size="1" color="gray">
          {primary ? `Retry payment charges ${cardName(primary)}, your primary card.` : "You have no saved card: update your payment method to pay."} Manage
          your cards in the{" "}
          <AppLink to="/portal/subscription-manager" className="billing-link">
            subscription manager
          </AppLink>
          .
        </Text>
      </section>
    </BillingPage>
  );
}
