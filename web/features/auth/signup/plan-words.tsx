import type { Plan } from "../../../../core/schemas/plan";
import { useT } from "../../../i18n/I18n";
import { formatPrice } from "../../../../core/i18n/money";
import { useLocale } from "../../../i18n/I18n";
import { planWords } from "../../pricing/plan-words";

/** A plan's name and lines in the page's language, from the pricing catalogue (the words the pricing page shows). */
export function usePlanWords() {
  const t = useT("pricing");
  return (plan: Pick<Plan, "id" | "name" | "for_who" | "description"> & { list_of_features?: string[] }) =>
    planWords(t, { ...plan, list_of_features: plan.list_of_features ?? [] });
}

/** An amount in Egyptian pounds ("EGP 599", "599 ج.م"), kept in its own direction inside a sentence. */
export function Money({ amount }: { amount: number }) {
  const { locale, digits } = useLocale();
  return <bdi>{formatPrice(amount, "EGP", locale, digits)}</bdi>;
}
