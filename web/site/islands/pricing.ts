/**
 * /pricing: the Monthly / 3 Months and EGP / USD toggles re-price the prerendered plan cards, and
 * the live plans and exchange rate from `GET /api/plans` replace the ones the page was built
 * with (or the page says it shows the standard prices when the API cannot be reached). The
 * markup is PricingPage's (web/features/pricing/PricingPage.tsx); this mirrors what it renders.
 */
import { formatPrice } from "../../../core/i18n/money";
import type { Locale } from "../../../core/i18n/locales";
import { displayPrice, type BillingPeriod, type Currency } from "../../../core/pricing/price";
import type { Plan, PricingResponse } from "../../features/billing/types";
import { planWords, type PricingTranslator } from "../../features/pricing/plan-text";
import { SEEDED_PRICING } from "../../features/pricing/seeded";
import type { Island } from "./runtime";
import { segmentedControl } from "./segmented";

/** What a plan card's price line says: the struck original and the saving only with a discount. */
export interface PriceText {
  original?: { label: string; amount: string };
  amount: string;
  suffix: string;
  save?: string;
}

export function priceText(plan: Plan, period: BillingPeriod, currency: Currency, egpToUsd: number, t: PricingTranslator, locale: Locale): PriceText {
  const price = displayPrice({ priceMonthly: plan.price_monthly, priceQuarterly: plan.price_quarterly, discount: plan.discount }, period, currency, egpToUsd);
  return {
    ...(price.hasDiscount ? { original: { label: t("price.original"), amount: formatPrice(price.original, currency, locale) } } : {}),
    amount: formatPrice(price.final, currency, locale),
    suffix: t(period === "monthly" ? "price.monthly" : "price.quarterly"),
    ...(price.hasDiscount ? { save: t("price.save", { percent: plan.discount }) } : {}),
  };
}

/** Radix Themes' VisuallyHidden, as it renders. */
const VISUALLY_HIDDEN =
  "position:absolute;border:0;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0, 0, 0, 0);white-space:nowrap;word-wrap:normal";

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string>, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The children of `.plan-card__price`, as PlanCard renders them. */
export function renderPrice(box: HTMLElement, text: PriceText) {
  const parts: HTMLElement[] = [];
  if (text.original) {
    parts.push(el("span", { style: VISUALLY_HIDDEN }, text.original.label), el("s", { class: "plan-card__original" }, text.original.amount));
  }
  parts.push(el("span", { class: "plan-card__amount" }, text.amount), el("span", { class: "plan-card__suffix" }, text.suffix));
  if (text.save) parts.push(el("span", { "data-accent-color": "grass", class: "rt-reset rt-Badge rt-r-size-1 rt-variant-soft plan-card__save" }, text.save));
  box.replaceChildren(...parts);
}

/**
 * A card for `plan`: the prerendered card of that plan when its kind (popular or not) still
 * matches, else a copy of a card of that kind with the plan's words set as text.
 */
function planCard(grid: HTMLElement, plan: Plan, t: PricingTranslator): HTMLElement | null {
  const own = grid.querySelector<HTMLElement>(`[data-testid="plan-${plan.id}"]`);
  const popular = (card: Element) => card.classList.contains("plan-card--popular");
  if (own && popular(own) === plan.popular) return own;
  const cards = [...grid.querySelectorAll<HTMLElement>(".plan-card")];
  const template = cards.find((c) => popular(c) === plan.popular);
  if (!template) return own;
  const card = template.cloneNode(true) as HTMLElement;
  card.dataset.testid = `plan-${plan.id}`;
  card.setAttribute("aria-labelledby", `plan-${plan.id}-name`);
  card.querySelector("h2")?.setAttribute("id", `plan-${plan.id}-name`);
  const words = planWords(t, plan);
  const set = (selector: string, value: string) => {
    const node = card.querySelector(selector);
    if (node) node.textContent = value;
  };
  set(".plan-card__for", words.forWho);
  set("h2", words.name);
  set(".plan-card__desc", words.description);
  const list = card.querySelector(".plan-card__included ul");
  const item = list?.querySelector("li");
  if (list && item) {
    list.replaceChildren(
      ...words.features.map((feature) => {
        const li = item.cloneNode(true) as HTMLElement;
        for (const node of [...li.childNodes]) if (node.nodeName.toLowerCase() !== "svg") node.remove();
        li.appendChild(document.createTextNode(feature));
        return li;
      }),
    );
  }
  card.querySelector<HTMLAnchorElement>(".plan-card__cta")?.setAttribute("href", `/signup?plan_id=${plan.id}`);
  return card;
}

export const pricing: Island = (hero, ctx) => {
  const t = ctx.t("pricing");
  const section = document.querySelector<HTMLElement>("[data-pricing-plans]");
  const grid = section?.querySelector<HTMLElement>(".pricing-grid");
  if (!section || !grid) return;
  let data = SEEDED_PRICING;
  let period: BillingPeriod = "monthly";
  let currency: Currency = "EGP";
  const toggles = hero.querySelector(".pricing-toggles");

  const render = (plansChanged: boolean) => {
    if (plansChanged) {
      const cards = data.plans.map((plan) => planCard(grid, plan, t)).filter((c): c is HTMLElement => c !== null);
      if (cards.length === data.plans.length) grid.replaceChildren(...cards);
    }
    for (const plan of data.plans) {
      const box = grid.querySelector<HTMLElement>(`[data-testid="plan-${plan.id}"] [data-testid="plan-price"]`);
      if (box) renderPrice(box, priceText(plan, period, currency, data.egpToUsd, t, ctx.locale));
    }
    // The USD note under the toggles.
    let note = hero.querySelector(".pricing-hero__note");
    if (currency === "USD" && !note && toggles) {
      note = el("p", { "data-accent-color": "gray", class: "rt-Text rt-r-size-2 pricing-hero__note" }, t("hero.usdNote"));
      toggles.parentNode?.insertBefore(note, toggles.nextSibling);
    } else if (currency !== "USD") note?.remove();
  };

  const groups = hero.querySelectorAll<HTMLElement>(".pricing-toggles [role=radiogroup]");
  const [periodGroup, currencyGroup] = groups;
  if (periodGroup)
    segmentedControl(periodGroup, (i) => {
      period = i === 0 ? "monthly" : "quarterly";
      render(false);
    });
  if (currencyGroup)
    segmentedControl(currencyGroup, (i) => {
      currency = i === 0 ? "EGP" : "USD";
      render(false);
    });

  fetch("/api/plans", { credentials: "same-origin" })
    .then(async (res) => {
      if (!res.ok) throw new Error(`GET /api/plans answered ${res.status}`);
      data = (await res.json()) as PricingResponse;
      render(true);
    })
    .catch(() => {
      const status = el("p", { "data-accent-color": "amber", class: "rt-Text rt-r-size-2", role: "status" }, t("plans.loadFailed"));
      section.insertBefore(status, section.firstChild);
    });
};
