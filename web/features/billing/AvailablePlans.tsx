import { Badge, Button, Text } from "@radix-ui/themes";
import { Check } from "lucide-react";
import { useState } from "react";
import { formatMoney, type BillingPeriod, type Currency } from "../../../core/pricing/price";
import type { PricingResponse } from "./types";
import { PricingToggles } from "../pricing/PricingPage";
import type { PlanChoice } from "./ChangePlanDialog";
import { planPrice } from "./usePlans";

/** The plans on offer, with the pricing page's toggles; a plan's button opens the plan picker on it. */
export function AvailablePlans({
  pricing,
  current,
  firstPlan,
  onPick,
}: {
  pricing: PricingResponse;
  current: PlanChoice | null;
  firstPlan: boolean;
  onPick: (choice: PlanChoice) => void;
}) {
  const [period, setPeriod] = useState<BillingPeriod>(current?.period ?? "monthly");
  const [currency, setCurrency] = useState<Currency>("EGP");
  return (
    <div className="billing-plans">
      <div className="billing-plans__toggles">
        <PricingToggles period={period} currency={currency} onPeriod={setPeriod} onCurrency={setCurrency} />
      </div>
      <ul className="billing-plans__grid" aria-label="Available plans">
        {pricing.plans.map((plan) => {
          const price = planPrice(plan, period, currency, pricing.egpToUsd);
          const isCurrent = current?.planId === plan.id && current.period === period;
          return (
            <li key={plan.id} className={plan.popular ? "billing-plan billing-plan--popular" : "billing-plan"} data-testid={`available-plan-${plan.id}`}>
              <div className="billing-plan__top">
                <Text as="p" size="2" className="billing-plan__for">
                  {plan.for_who}
                </Text>
                {isCurrent ? (
                  <Badge color="green" variant="soft" radius="full">
                    Current plan
                  </Badge>
                ) : (
                  plan.popular && (
                    <Badge variant="solid" radius="full">
                      Popular
                    </Badge>
                  )
                )}
              </div>
              <h3 className="billing-plan__name">{plan.name}</h3>
              <p className="billing-plan__price">
                {price.hasDiscount && <s>{formatMoney(price.original, currency)}</s>}
                <span className="billing-nowrap">
                  <strong>{formatMoney(price.final, currency)}</strong> <span>{price.suffix}</span>
                </span>
              </p>
              <ul className="billing-plan__features">
                {plan.list_of_features.slice(0, 4).map((f) => (
                  <li key={f}>
                    <Check size={15} aria-hidden="true" /> {f}
                  </li>
                ))}
              </ul>
              <Button
                variant={isCurrent ? "soft" : plan.popular ? "solid" : "outline"}
                color={isCurrent ? "gray" : undefined}
                disabled={isCurrent}
                onClick={() => onPick({ planId: plan.id, period })}
                className="billing-plan__cta"
              >
                {isCurrent ? "Your current plan" : firstPlan ? `Choose ${plan.name}` : `Switch to ${plan.name}`}
              </Button>
            </li>
          );
        })}
      </ul>
      {currency === "USD" && (
        <Text as="p" size="1" color="gray">
          USD prices are converted from EGP at today's rate; you are charged in EGP.
        </Text>
      )}
    </div>
  );
}
