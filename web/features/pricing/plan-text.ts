/**
 * A plan's words in the page's language, without React (the pricing page's island uses it too).
 * A plan's words come from the "pricing" catalogue by its id for the plans Amal sells
 * (core/content/plans.ts); a plan the catalogue does not know is shown as the API sent it.
 */
import { planSeeds } from "../../../core/content/plans";
import type { Translator } from "../../../core/i18n/translate";
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
