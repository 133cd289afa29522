import { formatPrice } from "../../../../core/i18n/money";
import { useLocale } from "../../../i18n/I18n";

export { usePlanWords } from "../../pricing/plan-words";

/** An amount in Egyptian pounds ("EGP 599", "599 ج.م"), kept in its own direction inside a sentence. */
export function Money({ amount }: { amount: number }) {
  const { locale, digits } = useLocale();
  return <bdi>{formatPrice(amount, "EGP", locale, digits)}</bdi>;
}
