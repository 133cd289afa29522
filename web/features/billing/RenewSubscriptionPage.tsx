import { Button, Heading, Spinner, Text } from "@radix-ui/themes";
import { useNavigate } from "@tanstack/react-router";
import { CircleCheck, CreditCard, ShieldCheck, TriangleAlert } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { BillingOverview, CardSetupStatus } from "./types";
import { AppLink } from "../../lib/nav";
import { fetchOverview, retryRenewal, startCardCheckout } from "./api";
import { useCardSetup } from "./card-setup";
import { useBillingFormat } from "./format";
import { BillingPage, CardSetupNotice, Notice } from "./PageStates";
import { forgetBillingStatus, rememberBillingStatus } from "./storage";
import { rich, useFailureText } from "./text";

/** After the renewal goes through, the portal opens this long after the success message. */
const BACK_TO_PORTAL_MS = 1000;

/** `declined` carries the server's reason (English, as sent) or the refusal. */
type Phase = { kind: "idle" } | { kind: "paying" } | { kind: "renewed" } | { kind: "declined"; reason: string } | { kind: "refused"; error: unknown };

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
  const [openError, setOpenError] = useState<unknown>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const f = useBillingFormat();
  const { t } = f;
  const failure = useFailureText();

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
        setPhase({ kind: "renewed" });
      } else {
        setPhase({ kind: "declined", reason: res.message });
      }
    } catch (error) {
      setPhase({ kind: "refused", error });
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
      setOpenError(err);
    }
  };

  if (phase.kind === "renewed") {
    return (
      <BillingPage title={t("renew.title")} lead={t("renew.activeAgain")}>
        <div className="billing-section billing-done" role="status">
          <span className="billing-done__icon" aria-hidden="true">
            <CircleCheck size={30} />
          </span>
          <Heading as="h2" size="5" ref={heading} tabIndex={-1}>
            {t("renew.approved")}
          </Heading>
          <Text as="p" color="gray">
            {t("renew.takingBack")}
          </Text>
          <AppLink to="/portal" className="billing-link">
            {t("renew.goNow")}
          </AppLink>
        </div>
      </BillingPage>
    );
  }

  if (!failed) {
    return (
      <BillingPage title={t("renew.title")} lead={t(overview.access === "active" ? "renew.nothingToPay" : "renew.nothingToRenew")}>
        <CardSetupNotice view={setup} />
        <div className="billing-section billing-done">
          <span className="billing-done__icon" aria-hidden="true">
            {overview.access === "active" ? <CircleCheck size={30} /> : <CreditCard size={28} />}
          </span>
          <Heading as="h2" size="5">
            {t(overview.access === "active" ? "renew.activeTitle" : "renew.noneTitle")}
          </Heading>
          <Text as="p" color="gray">
            {t(overview.access === "active" ? "renew.activeBody" : "renew.noneBody")}
          </Text>
          <Button asChild size="3">
            <AppLink to={overview.access === "active" ? "/portal/home" : "/portal/subscription-manager"}>
              {t(overview.access === "active" ? "renew.toPortal" : "renew.toPlans")}
            </AppLink>
          </Button>
        </div>
      </BillingPage>
    );
  }

  const busy = phase.kind === "paying" || opening;
  return (
    <BillingPage title={t("renew.title")} lead={t("renew.lead")}>
      <CardSetupNotice view={setup} />
      {phase.kind === "declined" && <Notice tone="error">{failure.outcome(phase.reason) ?? t("renew.declined")}</Notice>}
      {phase.kind === "refused" && <Notice tone="error">{failure.refusal(phase.error)}</Notice>}
      {openError !== null && <Notice tone="error">{failure.refusal(openError, "cards.openFailed")}</Notice>}

      <section className="billing-section billing-renew" aria-labelledby="renew-title">
        <div className="billing-renew__head">
          <span className="billing-issue__icon" aria-hidden="true">
            <TriangleAlert size={22} />
          </span>
          <div>
            <Heading as="h2" size="4" id="renew-title">
              {sub ? rich(t("renew.failedPlan"), { plan: <bdi>{f.planName(sub.plan_id, sub.name)}</bdi> }) : t("renew.failedAny")}
            </Heading>
            {sub && (
              <Text as="p" size="2" color="gray">
                <span className="billing-nowrap">{f.amount(sub.amount)}</span> · {f.period(sub.period)}
              </Text>
            )}
          </div>
        </div>
        <ul className="billing-renew__facts">
          <li>
            <TriangleAlert size={16} aria-hidden="true" />{" "}
            <span>{primary ? rich(t("renew.triedCard"), { card: <bdi>{f.cardName(primary)}</bdi> }) : t("renew.triedAny")}</span>
          </li>
          <li>
            <ShieldCheck size={16} aria-hidden="true" /> <span>{t("renew.safe")}</span>
          </li>
        </ul>
        <div className="billing-renew__actions">
          <Button size="3" onClick={() => void updateCard()} loading={opening} disabled={busy}>
            <CreditCard size={18} aria-hidden="true" /> {t("action.updatePayment")}
          </Button>
          <Button size="3" variant="soft" onClick={() => void pay()} disabled={busy || !primary}>
            {phase.kind === "paying" ? <Spinner /> : null}
            {t(phase.kind === "paying" ? "renew.charging" : "renew.retry")}
          </Button>
        </div>
        <Text as="p" size="1" color="gray">
          {primary ? rich(t("renew.retryCharges"), { card: <bdi>{f.cardName(primary)}</bdi> }) : t("renew.noCard")}{" "}
          {rich(t("renew.manage"), {
            link: (
              <AppLink to="/portal/subscription-manager" className="billing-link">
                {t("renew.manageLink")}
              </AppLink>
            ),
          })}
        </Text>
      </section>
    </BillingPage>
  );
}
