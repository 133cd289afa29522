/** Plans and prices in the page's language, for React screens (the words themselves: ./plan-text.ts). */
import { useT } from "../../i18n/I18n";
import type { Plan } from "../billing/types";
import { planWords, type PlanWords } from "./plan-text";

export { planWords, type PlanWords, type PricingTranslator } from "./plan-text";

type PlanLike = Pick<Plan, "id" | "name"> & Partial<Pick<Plan, "for_who" | "description" | "list_of_features">>;

/** `planWords` for any screen: a plan (or a subscription's `{ id: plan_id, name }`) in the page's language. */
export function usePlanWords(): (plan: PlanLike) => PlanWords {
  const t = useT("pricing");
  return (plan) => planWords(t, { for_who: "", description: "", list_of_features: [], ...plan });
}
