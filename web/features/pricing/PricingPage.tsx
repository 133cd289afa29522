import { Badge, Button, Heading, SegmentedControl, Text, VisuallyHidden } from "@radix-ui/themes";
import { AppLink } from "../../lib/nav";
import { useEffect, useState } from "react";
import { displayPrice, type BillingPeriod, type Currency } from "../../../core/pricing/price";
import { api, read } from "../../api";
import { useT } from "../../i18n/I18n";
import type { Plan, PricingResponse as Pricing } from "../billing/types";
import { formatPrice } from "../../../core/i18n/money";
import { planWords } from "./plan-text";
import { SEEDED_PRICING } from "./seeded";
import "./pricing.css";

/** Plans and the EGP→USD rate from the API, starting from the bundled seed for the first paint; `stale` when the API could not be reached. */
export function usePricing() {
  const [pricing, setPricing] = useState<Pricing>(SEEDED_PRICING);
  const [stale, setStale] = useState(false);
  useEffect(() => {
    let live = true;
    read(api.plans.$get())
      .then((body) => live && setPricing(body))
      .catch(() => live && setStale(true));
    return () => {
      live = false;
    };
  }, []);
  return { pricing, stale };
}

export function PlanCard({ plan, period, currency, egpToUsd }: { plan: Plan; period: BillingPeriod; currency: Currency; egpToUsd: number }) {
  const t = useT("pricing");
  const words = planWords(t, plan);
  const price = displayPrice({ priceMonthly: plan.price_monthly, priceQuarterly: plan.price_quarterly, discount: plan.discount }, period, currency, egpToUsd);
  return (
    <article className={plan.popular ? "plan-card plan-card--popular" : "plan-card"} aria-labelledby={`plan-${plan.id}-name`} data-testid={`plan-${plan.id}`}>
      {plan.popular && (
        <Badge className="plan-card__badge" size="2" radius="full" variant="solid">
          {t("plan.popular")}
        </Badge>
      )}
      <Text as="p" size="2" className="plan-card__for">{words.forWho}</Text>
      <Heading as="h2" size="6" id={`plan-${plan.id}-name`}>{words.name}</Heading>
      <Text as="p" color="gray" size="3" className="plan-card__desc">{words.description}</Text>
      <div className="plan-card__price" data-testid="plan-price">
        {price.hasDiscount && (
          <>
            <VisuallyHidden>{t("price.original")}</VisuallyHidden>
            <s className="plan-card__original">{formatPrice(price.original, currency, t.locale)}</s>
          </>
        )}
        <span className="plan-card__amount">{formatPrice(price.final, currency, t.locale)}</span>
        <span className="plan-card__suffix">{t(period === "monthly" ? "price.monthly" : "price.quarterly")}</span>
        {price.hasDiscount && (
          <Badge color="grass" variant="soft" className="plan-card__save">
            {t("price.save", { percent: plan.discount })}
          </Badge>
        )}
      </div>
      <Button asChild size="3" variant={plan.popular ? "solid" : "soft"} className="plan-card__cta">
        <AppLink to="/signup" search={{ plan_id: plan.id }}>{t("plan.getStarted")}</AppLink>
      </Button>
      <div className="plan-card__included">
        <Text as="p" weight="bold" size="2">{t("plan.included")}</Text>
        <ul>
          {words.features.map((f) => (
            <li key={f}>
              <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
                <path d="M5 10.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              {f}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

/** Monthly / 3 Months and EGP / USD toggles, shared by /pricing and the plan pickers. */
export function PricingToggles(props: {
  period: BillingPeriod;
  currency: Currency;
  onPeriod: (p: BillingPeriod) => void;
  onCurrency: (c: Currency) => void;
}) {
  const t = useT("pricing");
  return (
    <div className="pricing-toggles">
      <SegmentedControl.Root value={props.period} onValueChange={(v) => props.onPeriod(v as BillingPeriod)} size="3" aria-label={t("toggle.period")}>
        <SegmentedControl.Item value="monthly">{t("toggle.monthly")}</SegmentedControl.Item>
        <SegmentedControl.Item value="quarterly">{t("toggle.quarterly")}</SegmentedControl.Item>
      </SegmentedControl.Root>
      <SegmentedControl.Root value={props.currency} onValueChange={(v) => props.onCurrency(v as Currency)} size="3" aria-label={t("toggle.currency")}>
        <SegmentedControl.Item value="EGP">{t("toggle.egp")}</SegmentedControl.Item>
        <SegmentedControl.Item value="USD">{t("toggle.usd")}</SegmentedControl.Item>
      </SegmentedControl.Root>
    </div>
  );
}

export function PricingPage() {
  const t = useT("pricing");
  const { pricing, stale } = usePricing();
  const [period, setPeriod] = useState<BillingPeriod>("monthly");
  const [currency, setCurrency] = useState<Currency>("EGP");
  return (
    <>
      {/* The public page's island (web/site/islands/pricing.ts) brings the toggles and the live prices to life. */}
      <section className="page-hero pricing-hero" data-island="pricing">
        <div className="container">
          <p className="page-hero__eyebrow">{t("hero.eyebrow")}</p>
          <Heading as="h1" size="9" className="pricing-hero__title">{t("hero.title")}</Heading>
          <Text as="p" size="4" color="gray" className="pricing-hero__lead">
            {t("hero.lead")}
          </Text>
          <PricingToggles period={period} currency={currency} onPeriod={setPeriod} onCurrency={setCurrency} />
          {currency === "USD" && (
            <Text as="p" size="2" color="gray" className="pricing-hero__note">
              {t("hero.usdNote")}
            </Text>
          )}
        </div>
      </section>
      <section className="container pricing-plans" aria-label={t("plans.label")} data-pricing-plans="">
        {stale && <Text as="p" size="2" color="amber" role="status">{t("plans.loadFailed")}</Text>}
        <div className="pricing-grid">
          {pricing.plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} period={period} currency={currency} egpToUsd={pricing.egpToUsd} />
          ))}
        </div>
        <Text as="p" size="2" color="gray" className="pricing-footnote">
          {t("footnote")}
        </Text>
      </section>
    </>
  );
}
