import { Badge, Button, Heading, SegmentedControl, Spinner, Text } from "@radix-ui/themes";
import { useEffect, useRef, useState } from "react";
import { formatMoney, type BillingPeriod } from "../../../../core/pricing/price";
import type { Plan } from "../../../../core/schemas/plan";
import { applyCoupon, messageOf, startCheckout } from "../../billing/api";
import { savePendingPayment } from "../../billing/storage";
import { PERIOD_LABEL, planPrice, usePlans } from "../../billing/usePlans";
import { FormAlert } from "../fields";
import { AuthIcon } from "../icons";
import { appliedCouponFrom, loadCoupon, markFromPayment, saveCoupon, type CouponData } from "./progress";
import { StepActions } from "./StepActions";

/** The saved code as it stands for the chosen plan. */
type CouponCheck = { state: "none" } | { state: "checking" } | { state: "applied"; coupon: CouponData } | { state: "refused"; code: string; message: string };

function initialCheck(planId: number | undefined): CouponCheck {
  const saved = loadCoupon();
  if (!saved) return { state: "none" };
  if (saved.applied && saved.applied.plan_id === planId) return { state: "applied", coupon: saved };
  return { state: "checking" };
}

/**
 * Step 5 (spec): Proceed to Payment when a plan is chosen, otherwise View Subscription Plans to
 * pick one. Proceeding asks the server for a checkout (it prices the plan and the code itself),
 * keeps the verify token for /verify-subscription, marks `fromPayment` and sends the browser to
 * the provider's secure page. Coming back without paying lands on the coupon step (spec §4).
 */
export function PaymentStep({
  planId,
  headingRef,
  onPickPlan,
  onBack,
}: {
  planId: number | undefined;
  headingRef: React.Ref<HTMLHeadingElement>;
  onPickPlan: (planId: number) => void;
  onBack: () => void;
}) {
  const { pricing, error: loadError, retry } = usePlans();
  const [picking, setPicking] = useState(false);
  const [period, setPeriod] = useState<BillingPeriod>("monthly");
  const [coupon, setCoupon] = useState<CouponCheck>(() => initialCheck(planId));
  const [leaving, setLeaving] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const pickerRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (picking) pickerRef.current?.focus();
  }, [picking]);

  // The browser's Back from the provider may restore this page as it was left ("Redirecting…"):
  // load it afresh instead, which opens the coupon step with the welcome-back notice.
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => e.persisted && window.location.reload();
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);

  // A saved code not yet checked for this plan is checked now; a refusal is said, not hidden.
  useEffect(() => {
    const saved = loadCoupon();
    if (!saved) return setCoupon({ state: "none" });
    if (planId === undefined) return;
    if (saved.applied && saved.applied.plan_id === planId) return setCoupon({ state: "applied", coupon: saved });
    let live = true;
    setCoupon({ state: "checking" });
    applyCoupon({ code: saved.code, plan_id: planId })
      .then((res) => {
        const next: CouponData = { code: res.coupon.code, applied: appliedCouponFrom(res) };
        saveCoupon(next);
        if (live) setCoupon({ state: "applied", coupon: next });
      })
      .catch((err: unknown) => live && setCoupon({ state: "refused", code: saved.code, message: messageOf(err) }));
    return () => {
      live = false;
    };
  }, [planId]);

  const plan = planId !== undefined ? pricing?.plans.find((p) => p.id === planId) : undefined;
  const unknownPlan = planId !== undefined && pricing !== null && !plan;
  const showPicker = picking || unknownPlan;
  const applied = coupon.state === "applied" ? coupon.coupon.applied : null;

  const proceed = async () => {
    if (!plan || leaving || coupon.state === "checking") return;
    setPayError(null);
    setLeaving(true);
    try {
      const couponId = applied?.id ?? null;
      const res = await startCheckout({ plan_id: plan.id, period, coupon_id: couponId });
      savePendingPayment({ verify_token: res.verify_token, plan_id: plan.id, coupon_id: couponId, origin: "signup" });
      markFromPayment();
      window.location.assign(res.redirect_url);
    } catch (err) {
      setLeaving(false);
      setPayError(messageOf(err, "Your payment could not be started. Please try again."));
    }
  };

  return (
    <section className="signup-step" aria-labelledby="signup-step-heading">
      <div className="signup-step__intro">
        <Heading as="h2" size="5" id="signup-step-heading" ref={headingRef} tabIndex={-1}>
          Payment
        </Heading>
        <Text as="p" size="2" color="gray">
          Review your plan, then pay securely by card. You can cancel any time.
        </Text>
      </div>

      {loadError && (
        <FormAlert>
          {loadError}{" "}
          <button type="button" className="auth-inline-button" onClick={retry}>
            Try again
          </button>
        </FormAlert>
      )}
      {!pricing && !loadError && planId !== undefined && (
        <Text as="p" color="gray" className="signup-inline-loading">
          <Spinner /> Loading your plan…
        </Text>
      )}
      {unknownPlan && <FormAlert tone="warning">That plan is no longer offered. Please pick one of our current plans.</FormAlert>}

      {plan && pricing && !picking && (
        <>
          <div className="signup-plan signup-plan--chosen" data-testid="chosen-plan">
            <div>
              <Text as="p" size="2" color="gray">
                {plan.for_who}
              </Text>
              <Heading as="h3" size="4">
                {plan.name} {plan.popular && <Badge variant="soft">Popular</Badge>}
              </Heading>
            </div>
            <Button type="button" variant="ghost" onClick={() => setPicking(true)} disabled={leaving}>
              Change plan
            </Button>
          </div>
          <PeriodToggle period={period} onChange={setPeriod} disabled={leaving} />
          <OrderSummary plan={plan} period={period} coupon={coupon} />
        </>
      )}

      {showPicker && (
        <div className="signup-plans">
          <div className="signup-plans__head">
            <Heading as="h3" size="3" ref={pickerRef} tabIndex={-1}>
              Subscription plans
            </Heading>
            <PeriodToggle period={period} onChange={setPeriod} />
          </div>
          {!pricing && !loadError && (
            <Text as="p" color="gray" className="signup-inline-loading">
              <Spinner /> Loading plans…
            </Text>
          )}
          <ul className="signup-plans__list">
            {pricing?.plans.map((p) => {
              const price = planPrice(p, period, "EGP", pricing.egpToUsd);
              return (
                <li key={p.id} className={p.id === planId ? "signup-plan signup-plan--current" : "signup-plan"}>
                  <div>
                    <Heading as="h4" size="3">
                      {p.name} {p.popular && <Badge variant="soft">Popular</Badge>}
                    </Heading>
                    <Text as="p" size="2" color="gray">
                      {p.description}
                    </Text>
                    <span className="signup-plan__price">
                      {price.hasDiscount && <s>{formatMoney(price.original, "EGP")}</s>} <strong>{formatMoney(price.final, "EGP")}</strong>
                      <span>{price.suffix}</span>
                    </span>
                  </div>
                  <Button
                    type="button"
                    variant={p.popular ? "solid" : "soft"}
                    aria-label={`Choose ${p.name}`}
                    onClick={() => {
                      setPicking(false);
                      setPayError(null);
                      onPickPlan(p.id);
                    }}
                  >
                    Choose
                  </Button>
                </li>
              );
            })}
          </ul>
        </div>
      )}

      {payError && <FormAlert>{payError}</FormAlert>}

      <StepActions onBack={leaving ? undefined : onBack}>
        {plan && !picking ? (
          <Button type="button" size="3" onClick={() => void proceed()} disabled={leaving || coupon.state === "checking"}>
            {leaving ? (
              <>
                <Spinner /> Opening secure checkout…
              </>
            ) : (
              <>
                Proceed to Payment <AuthIcon name="arrowRight" size={16} />
              </>
            )}
          </Button>
        ) : (
          !showPicker && (
            <Button type="button" size="3" onClick={() => setPicking(true)}>
              View Subscription Plans
            </Button>
          )
        )}
      </StepActions>
      {plan && !picking && (
        <p className="signup-secure">
          <AuthIcon name="lock" size={14} /> You'll pay on our payment partner's secure page; Amal never sees your card number.
        </p>
      )}
    </section>
  );
}

function PeriodToggle({ period, onChange, disabled }: { period: BillingPeriod; onChange: (p: BillingPeriod) => void; disabled?: boolean }) {
  return (
    <SegmentedControl.Root
      value={period}
      onValueChange={(v) => onChange(v as BillingPeriod)}
      size="2"
      aria-label="Billing period"
      disabled={disabled}
      className="signup-period"
    >
      <SegmentedControl.Item value="monthly">{PERIOD_LABEL.monthly}</SegmentedControl.Item>
      <SegmentedControl.Item value="quarterly">{PERIOD_LABEL.quarterly}</SegmentedControl.Item>
    </SegmentedControl.Root>
  );
}

/** The plan's price, the code's discount and what is due today (the server charges its own figure). */
function OrderSummary({ plan, period, coupon }: { plan: Plan; period: BillingPeriod; coupon: CouponCheck }) {
  const price = planPrice(plan, period, "EGP", 0);
  const applied = coupon.state === "applied" ? coupon.coupon.applied : null;
  const due = applied ? applied.price[period] : price.final;
  const every = period === "monthly" ? "every month" : "every 3 months";
  return (
    <div className="signup-summary">
      <dl aria-label="Order summary">
        <div>
          <dt>
            {plan.name}, {PERIOD_LABEL[period].toLowerCase()}
          </dt>
          <dd>
            {price.hasDiscount && <s>{formatMoney(price.original, "EGP")}</s>} {formatMoney(price.final, "EGP")}
          </dd>
        </div>
        {coupon.state === "checking" && (
          <div>
            <dt>Discount code</dt>
            <dd className="signup-inline-loading">
              <Spinner size="1" /> Checking…
            </dd>
          </div>
        )}
        {applied && coupon.state === "applied" && (
          <div className="signup-summary__discount">
            <dt>
              <AuthIcon name="tag" size={14} /> {coupon.coupon.code} ({applied.percent_off}% off)
            </dt>
            <dd>−{formatMoney(Math.max(0, price.final - due), "EGP")}</dd>
          </div>
        )}
        {coupon.state === "refused" && (
          <div className="signup-summary__refused" role="status">
            <dt>
              <AuthIcon name="tag" size={14} /> {coupon.code}
            </dt>
            <dd>{coupon.message} You'll pay the plan's price.</dd>
          </div>
        )}
        <div className="signup-summary__total">
          <dt>Due today</dt>
          <dd data-testid="due-today">{formatMoney(due, "EGP")}</dd>
        </div>
      </dl>
      <Text as="p" size="1" color="gray" className="signup-summary__note">
        Renews {every} with your card until you cancel.
      </Text>
    </div>
  );
}
