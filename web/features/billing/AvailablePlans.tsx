import { Badge, Button, Text } from "@radix-ui/themes";
import { Check } from "lucide-react";
import { useState } from "react";
import type { BillingPeriod, Currency } from "../../../core/pricing/price";
import type { PricingResponse } from "./types";
import { PricingToggles } from "../pricing/PricingPage";
import type { PlanChoice } from "./ChangePlanDialog";
import { useBillingFormat } from "./format";
import { rich } from "./text";
import { planPrice } from "./usePlans";
import { usePlanWords } from "../pricing/plan-words";

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
  const f = useBillingFormat();
  const { t } = f;
  const planWords = usePlanWords();
  return (
    <div className="billing-plans">
      <div className="billing-plans__toggles">
        <PricingToggles period={period} currency={currency} onPeriod={setPeriod} onCurrency={setCurrency} />
      </div>
      <ul className="billing-plans__grid" aria-label={t("plans.title")}>
        {pricing.plans.map((plan) => {
          const price = planPrice(plan, period, currency, pricing.egpToUsd);
          const isCurrent = current?.planId === plan.id && current.period === period;
          const words = planWords(plan);
          return (
            <li key={plan.id} className={plan.popular ? "billing-plan billing-plan--popular" : "billing-plan"} data-testid={`available-plan-${plan.id}`}>
              <div className="billing-plan__top">
                <Text as="p" size="2" className="billing-plan__for" dir="auto">
                  {words.forWho}
                </Text>
                {isCurrent ? (
                  <Badge color="green" variant="soft" radius="full" highContrast>
                    {t("plans.current")}
                  </Badge>
                ) : (
                  plan.popular && (
                    <Badge variant="solid" radius="full">
                      {t("plans.popular")}
                    </Badge>
                  )
                )}
              </div>
              <h3 className="billing-plan__name">
                <bdi>{words.name}</bdi>
              </h3>
              <p className="billing-plan__price">
                {price.hasDiscount && <s className="billing-nowrap">{f.money(price.original, currency)}</s>}
                <span className="billing-nowrap">
                  <strong>{f.money(price.final, currency)}</strong> <span>{f.perPeriod(period)}</span>
                </span>
              </p>
              <ul className="billing-plan__features">
                {words.features.slice(0, 4).map((feature) => (
                  <li key={feature}>
                    <Check size={15} aria-hidden="true" /> <bdi>{feature}</bdi>
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
                {isCurrent ? t("plans.yourCurrent") : rich(t(firstPlan ? "plans.choose" : "plans.switch"), { plan: <bdi>{words.name}</bdi> })}
              </Button>
            </li>
          );
        })}
      </ul>
      {currency === "USD" && (
        <Text as="p" size="1" color="gray">
          {t("plans.usdNote")}
        </Text>
      )}
    </div>
  );
}
