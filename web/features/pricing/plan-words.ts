/**
 * Plans and prices in the page's language. A plan's words come from the "pricing" catalogue by
 * its id for the plans Amal sells (core/content/plans.ts); a plan the catalogue does not know is
 * shown as the API sent it. Prices read the same in every language: "EGP 1,599" / "1,599 ج.م".
 */
import { planSeeds } from "../../../core/content/plans";
import type { Translator } from "../../../core/i18n/translate";
import type { Currency } from "../../../core/pricing/price";
import type { Namespaces } from "../../i18n/namespaces";
import type { Plan } from "../billing/types";

type PricingMessages = Namespaces["pricing"];
export type PricingTranslator = Translator<PricingMessages>;

export interface PlanWords {
  name: string;
  forWho: string;
  description: string;
  features: string[];
}

export function planWords(t: PricingTranslator, plan: Pick<Plan, "id" | "name" | "for_who" | "description" | "list_of_features">): PlanWords {
  const seed = planSeeds.find((s) => s.id === plan.id);
  if (!seed) return { name: plan.name, forWho: plan.for_who, description: plan.description, features: plan.list_of_features };
  // Keys built from the id; the unit test checks every seeded plan has all of them.
  const word = (part: string) => t(`plans.${seed.id}.${part}` as keyof PricingMessages & string);
  return {
    name: word("name"),
    forWho: word("for"),
    description: word("description"),
    features: seed.features.map((_, i) => word(`feature.${i + 1}`)),
  };
}

/** An amount in its currency, with the page's digits: whole pounds; dollars with cents when there are any. */
export function formatPrice(t: PricingTranslator, amount: number, currency: Currency): string {
  const cents = currency === "USD" && Math.round(amount * 100) % 100 !== 0;
  const figure = t.number(amount, { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: currency === "USD" ? 2 : 0 });
  return t(currency === "USD" ? "price.usd" : "price.egp", { amount: figure });
}
