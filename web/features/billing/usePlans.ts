import { useCallback, useEffect, useState } from "react";
import { displayPrice, type BillingPeriod, type Currency, type DisplayPrice } from "../../../core/pricing/price";
import { api, ApiError, read } from "../../api";
import type { Plan, PricingResponse as Pricing } from "./types";

const loadPlans = () => read(api.plans.$get());

/** The plans of this page session: the signup steps and the subscription manager share one request. */
let cache: Pricing | null = null;

/**
 * The live plans and the EGP→USD rate (GET /api/plans), with a retry; when they could not be
 * loaded, `error` is the English sentence and `failure` what was caught (for `useFailureText`).
 */
export function usePlans() {
  const [pricing, setPricing] = useState<Pricing | null>(cache);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (cache && attempt === 0) return;
    let live = true;
    setError(null);
    setFailure(null);
    loadPlans()
      .then((p) => {
        cache = p;
        if (live) setPricing(p);
      })
      .catch((err: unknown) => {
        if (!live) return;
        setError(err instanceof ApiError ? err.message : "The plans could not be loaded.");
        setFailure(err);
      });
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { pricing, error, failure, retry };
}

/** A plan's price for a period and currency, after the plan's own discount. */
export function planPrice(plan: Plan, period: BillingPeriod, currency: Currency, egpToUsd: number): DisplayPrice {
  return displayPrice({ priceMonthly: plan.price_monthly, priceQuarterly: plan.price_quarterly, discount: plan.discount }, period, currency, egpToUsd);
}

export const PERIOD_SUFFIX: Record<BillingPeriod, string> = { monthly: "/monthly", quarterly: "/3 months" };
export const PERIOD_LABEL: Record<BillingPeriod, string> = { monthly: "Monthly", quarterly: "3 Months" };
