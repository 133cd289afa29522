import { Badge, Button, Heading, Spinner, Text } from "@radix-ui/themes";
import { useEffect, useRef, useState } from "react";
import { displayPrice, formatMoney } from "../../../../core/pricing/price";
import type { Plan, PricingResponse } from "../../../../core/schemas/plan";
import { fetchPlans } from "../api";
import { FormAlert } from "../fields";
import { AuthIcon } from "../icons";
import { loadCoupon } from "./progress";
import { StepActions } from "./StepActions";

export const PAYMENTS_SOON = "Payments open soon — your account is ready; you can explore the portal meanwhile";

/**
 * Step 5 (spec): Proceed to Payment when a plan is chosen, otherwise View Subscription Plans to
 * pick one. Card payment arrives with billing: instead of a pretend checkout, Proceed to Payment
 * says so and opens the portal.
 */
export function PaymentStep({
  planId,
  headingRef,
  onPickPlan,
  onBack,
  onOpenPortal,
}: {
  planId: number | undefined;
  headingRef: React.Ref<HTMLHeadingElement>;
  onPickPlan: (planId: number) => void;
  onBack: () => void;
  onOpenPortal: () => void;
}) {
  const [pricing, setPricing] = useState<PricingResponse | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [proceeded, setProceeded] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const noticeRef = useRef<HTMLDivElement>(null);
  const pickerRef = useRef<HTMLHeadingElement>(null);
  const coupon = loadCoupon();

  useEffect(() => {
    let live = true;
    setLoadError(null);
    fetchPlans()
      .then((p) => live && setPricing(p))
      .catch((err: unknown) => live && setLoadError(err instanceof Error ? err.message : "The plans could not be loaded."));
    return () => {
      live = false;
    };
  }, [attempt]);

  useEffect(() => {
    if (proceeded) noticeRef.current?.focus();
  }, [proceeded]);
  useEffect(() => {
    if (picking) pickerRef.current?.focus();
  }, [picking]);

  const plan = planId !== undefined ? pricing?.plans.find((p) => p.id === planId) : undefined;
  const unknownPlan = planId !== undefined && pricing !== null && !plan;
  const showPicker = picking || unknownPlan;

  const price = (p: Plan) => {
    const d = displayPrice(
      { priceMonthly: p.price_monthly, priceQuarterly: p.price_quarterly, discount: p.discount },
      "monthly",
      "EGP",
      pricing?.egpToUsd ?? 0,
    );
    return (
      <span className="signup-plan__price">
        {d.hasDiscount && <s>{formatMoney(d.original, "EGP")}</s>} <strong>{formatMoney(d.final, "EGP")}</strong>
        <span>{d.suffix}</span>
      </span>
    );
  };

  return (
    <section className="signup-step" aria-labelledby="signup-step-heading">
      <Heading as="h2" size="5" id="signup-step-heading" ref={headingRef} tabIndex={-1}>
        Payment
      </Heading>

      {loadError && (
        <FormAlert>
          {loadError}{" "}
          <button type="button" className="auth-inline-button" onClick={() => setAttempt((a) => a + 1)}>
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

      {plan && !picking && (
        <div className="signup-plan signup-plan--chosen" data-testid="chosen-plan">
          <div>
            <Text as="p" size="2" color="gray">
              {plan.for_who}
            </Text>
            <Heading as="h3" size="4">
              {plan.name} {plan.popular && <Badge variant="soft">Popular</Badge>}
            </Heading>
            {price(plan)}
          </div>
          <Button type="button" variant="ghost" onClick={() => setPicking(true)}>
            Change plan
          </Button>
        </div>
      )}
      {coupon && (
        <Text as="p" size="2" color="gray" className="signup-coupon__line">
          <AuthIcon name="tag" size={16} />
          <span>
            Discount code <strong>{coupon.code}</strong> — checked at checkout.
          </span>
        </Text>
      )}

      {showPicker && (
        <div className="signup-plans">
          <Heading as="h3" size="3" ref={pickerRef} tabIndex={-1}>
            Subscription plans
          </Heading>
          {!pricing && !loadError && (
            <Text as="p" color="gray" className="signup-inline-loading">
              <Spinner /> Loading plans…
            </Text>
          )}
          <ul className="signup-plans__list">
            {pricing?.plans.map((p) => (
              <li key={p.id} className={p.id === planId ? "signup-plan signup-plan--current" : "signup-plan"}>
                <div>
                  <Heading as="h4" size="3">
                    {p.name} {p.popular && <Badge variant="soft">Popular</Badge>}
                  </Heading>
                  <Text as="p" size="2" color="gray">
                    {p.description}
                  </Text>
                  {price(p)}
                </div>
                <Button
                  type="button"
                  variant={p.popular ? "solid" : "soft"}
                  aria-label={`Choose ${p.name}`}
                  onClick={() => {
                    setPicking(false);
                    setProceeded(false);
                    onPickPlan(p.id);
                  }}
                >
                  Choose
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}

      {proceeded ? (
        <div className="signup-soon" role="status" tabIndex={-1} ref={noticeRef} data-testid="payments-soon">
          <span className="auth-state__badge">
            <AuthIcon name="card" size={28} />
          </span>
          <Text as="p" size="3" weight="medium">
            {PAYMENTS_SOON}
          </Text>
          <Text as="p" size="2" color="gray">
            Once payments open, you can subscribe{plan ? ` to ${plan.name}` : ""} from Subscription in your portal.
          </Text>
          <Button type="button" size="3" onClick={onOpenPortal}>
            Go to your portal <AuthIcon name="arrowRight" size={16} />
          </Button>
        </div>
      ) : (
        <StepActions onBack={onBack}>
          {plan && !picking ? (
            <Button type="button" size="3" onClick={() => setProceeded(true)}>
              Proceed to Payment <AuthIcon name="arrowRight" size={16} />
            </Button>
          ) : (
            !showPicker && (
              <Button type="button" size="3" onClick={() => setPicking(true)}>
                View Subscription Plans
              </Button>
            )
          )}
        </StepActions>
      )}
    </section>
  );
}
