/**
 * Plans and prices in the page's language. A plan's words come from the "pricing" catalogue by
 * its id for the plans Amal sells (core/content/plans.ts); a plan the catalogue does not know is
 * shown as the API sent it.
 */
import { planSeeds } from "../../../core/content/plans";
import type { Translator } from "../../../core/i18n/translate";
import { useT } from "../../i18n/I18n";
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


type PlanLike = Pick<Plan, "id" | "name"> & Partial<Pick<Plan, "for_who" | "description" | "list_of_features">>;

/** `planWords` for any screen: a plan (or a subscription's `{ id: plan_id, name }`) in the page's language. */
export function usePlanWords(): (plan: PlanLike) => PlanWords {
  const t = useT("pricing");
  return (plan) => planWords(t, { for_who: "", description: "", list_of_features: [], ...plan });
}
