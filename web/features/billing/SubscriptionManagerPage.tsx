import { Button, Text } from "@radix-ui/themes";
import { CreditCard, LayoutGrid, Sparkles, WalletCards } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import type { BillingOverview, CardItem, CardSetupStatus, SubscriptionItem } from "./types";
import { cancelSubscription, fetchOverview, makeCardPrimary, removeCard, startCardCheckout, startCheckout, startPlanChange } from "./api";
import { useCardSetup } from "./card-setup";
import { AvailablePlans } from "./AvailablePlans";
import { ChangePlanDialog, type PlanChoice } from "./ChangePlanDialog";
import { useBillingFormat } from "./format";
import { BillingPage, CardSetupNotice, Notice } from "./PageStates";
import { PaymentIssueBanner } from "./PaymentIssueBanner";
import { PaymentMethods } from "./PaymentMethods";
import { forgetBillingStatus, paymentFailedFlag, rememberBillingStatus, savePendingPayment } from "./storage";
import { BillingSection, SubscriptionList } from "./Subscriptions";
import { rich, useFailureText } from "./text";
import { usePlans } from "./usePlans";

type Message = { tone: "success" | "error" | "info"; text: ReactNode } | null;

/** The plan and period the user pays for now, for the pickers' "Current plan". */
function currentChoice(sub: SubscriptionItem | null): PlanChoice | null {
  return sub && (sub.status === "approved" || sub.status === "failed") ? { planId: sub.plan_id, period: sub.period } : null;
}

/**
 * /portal/subscription-manager (spec §2): the user's subscriptions with their status colours and
 * Cancel, the saved cards (add, remove, make primary), the available plans and the Change Plan
 * picker, and the Payment Issue Detected banner when a payment failed. A user who has never paid
 * lands here from every portal page and picks a plan.
 */
export function SubscriptionManagerPage({ initial, cardSetup }: { initial: BillingOverview; cardSetup: { orderId?: string; first: CardSetupStatus | null } }) {
  const [overview, setOverview] = useState(initial);
  const setup = useCardSetup(cardSetup.orderId, cardSetup.first, () => {
    fetchOverview()
      .then(setOverview)
      .catch(() => undefined);
  });
  const f = useBillingFormat();
  const { t } = f;
  const failure = useFailureText();
  const [flagged] = useState(paymentFailedFlag);
  const { pricing, error: plansError, failure: plansFailure, retry } = usePlans();
  const [dialog, setDialog] = useState<{ open: boolean; initial: PlanChoice | null }>({ open: false, initial: null });
  const [planBusy, setPlanBusy] = useState(false);
  const [planError, setPlanError] = useState<string | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const [busySub, setBusySub] = useState<number | null>(null);
  const [busyCard, setBusyCard] = useState<number | null>(null);
  const [addingCard, setAddingCard] = useState(false);

  // The server's answer is the truth: it sets or clears the stored failed flag for the guard.
  useEffect(() => rememberBillingStatus(overview), [overview]);

  const issue = overview.payment_issue || overview.access === "failed" || (flagged && overview.access !== "active");
  const firstPlan = overview.access === "none" && !overview.subscriptions.some((s) => s.status === "approved" || s.status === "failed");
  const current = currentChoice(overview.subscription);

  const openPicker = (initialChoice: PlanChoice | null = null) => {
    setPlanError(null);
    setDialog({ open: true, initial: initialChoice });
  };

  const choosePlan = async (choice: PlanChoice) => {
    setPlanBusy(true);
    setPlanError(null);
    try {
      const input = { plan_id: choice.planId, period: choice.period };
      // Never paid: a first checkout; otherwise a change (it replaces the current or failed plan).
      const res = overview.access === "none" ? await startCheckout(input) : await startPlanChange(input);
      savePendingPayment({ verify_token: res.verify_token, plan_id: choice.planId, coupon_id: null, origin: "manager" });
      window.location.assign(res.redirect_url);
    } catch (err) {
      setPlanBusy(false);
      setPlanError(failure.refusal(err, "dialog.startFailed"));
    }
  };

  const addCard = async () => {
    setAddingCard(true);
    setMessage(null);
    try {
      const res = await startCardCheckout(issue ? "renew-subscription" : "subscription-manager");
      window.location.assign(res.redirect_url);
    } catch (err) {
      setAddingCard(false);
      setMessage({ tone: "error", text: failure.refusal(err, "cards.openFailed") });
    }
  };

  const cancel = async (item: SubscriptionItem) => {
    setBusySub(item.id);
    setMessage(null);
    try {
      const next = await cancelSubscription(item.id);
      setOverview(next);
      forgetBillingStatus();
      const end = f.date(next.subscriptions.find((s) => s.id === item.id)?.period_end ?? item.period_end);
      setMessage({ tone: "success", text: end ? t("cancel.done", { date: end }) : t("cancel.doneNoDate") });
    } catch (err) {
      setMessage({ tone: "error", text: failure.refusal(err) });
    } finally {
      setBusySub(null);
    }
  };

  const cardAction = async (card: CardItem, run: () => Promise<BillingOverview>, done: ReactNode) => {
    setBusyCard(card.id);
    setMessage(null);
    try {
      setOverview(await run());
      setMessage({ tone: "success", text: done });
    } catch (err) {
      setMessage({ tone: "error", text: failure.refusal(err) });
    } finally {
      setBusyCard(null);
    }
  };

  const cardsSection = (
    <BillingSection id="cards" title={t("cards.title")} icon={<CreditCard size={20} />} lead={t("cards.lead")}>
      <PaymentMethods
        cards={overview.cards}
        busy={busyCard}
        adding={addingCard}
        onAdd={() => void addCard()}
        onMakePrimary={(card) => void cardAction(card, () => makeCardPrimary(card.id), rich(t("cards.madePrimary"), { card: <bdi>{f.cardName(card)}</bdi> }))}
        onRemove={(card) => cardAction(card, () => removeCard(card.id), rich(t("cards.removed"), { card: <bdi>{f.cardName(card)}</bdi> }))}
      />
    </BillingSection>
  );

  const plansSection = (
    <BillingSection id="plans" title={t("plans.title")} icon={<LayoutGrid size={20} />} lead={t("plans.lead")}>
      {pricing ? (
        <AvailablePlans pricing={pricing} current={current} firstPlan={firstPlan} onPick={(choice) => openPicker(choice)} />
      ) : plansError ? (
        <Text as="p" color="gray" size="2">
          {failure.refusal(plansFailure, "plans.loadFailed")}{" "}
          <button type="button" className="billing-inline-button" onClick={retry}>
            {t("plans.tryAgain")}
          </button>
        </Text>
      ) : (
        <Text as="p" color="gray" size="2">
          {t("plans.loading")}
        </Text>
      )}
    </BillingSection>
  );

  return (
    <BillingPage title={t("page.title")} lead={t(firstPlan ? "page.leadFirst" : "page.lead")}>
      {issue && <PaymentIssueBanner subscription={overview.subscription} busy={addingCard} onUpdate={() => void addCard()} />}
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : <CardSetupNotice view={setup} />}

      {firstPlan && (
        <div className="billing-start">
          <span className="billing-start__icon" aria-hidden="true">
            <Sparkles size={22} />
          </span>
          <div>
            <Text as="p" weight="bold" size="4">
              {t(overview.subscriptions.length ? "start.ended" : "start.ready")}
            </Text>
            <Text as="p" color="gray" size="2">
              {t(overview.subscriptions.length ? "start.endedBody" : "start.readyBody")}
            </Text>
          </div>
          <Button size="3" onClick={() => openPicker()}>
            {t("start.choose")}
          </Button>
        </div>
      )}

      {overview.subscriptions.length > 0 && (
        <BillingSection
          id="subscriptions"
          title={t("subs.title")}
          icon={<WalletCards size={20} />}
          lead={t("subs.lead")}
          aside={
            !current || overview.subscription?.status !== "approved" ? (
              <Button variant="soft" onClick={() => openPicker()}>
                {t("subs.changePlan")}
              </Button>
            ) : undefined
          }
        >
          <SubscriptionList items={overview.subscriptions} busyId={busySub} onCancel={cancel} onChangePlan={() => openPicker()} />
        </BillingSection>
      )}

      {firstPlan ? (
        <>
          {plansSection}
          {cardsSection}
        </>
      ) : (
        <>
          {cardsSection}
          {plansSection}
        </>
      )}

      <ChangePlanDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        pricing={pricing}
        current={current}
        initial={dialog.initial}
        firstPlan={firstPlan}
        busy={planBusy}
        error={planError}
        onConfirm={(choice) => void choosePlan(choice)}
      />
    </BillingPage>
  );
}
