import { formatMoney } from "../../../../core/pricing/price";
import type { Plan } from "../../../../core/schemas/plan";
import type { Translator } from "../../../../core/i18n/translate";
import type { Namespaces } from "../../../i18n/namespaces";

type SignupT = Translator<Namespaces["signup"]>;

/**
 * A plan's name and lines in the page's language: the server's own words in English; in another
 * language the catalogue's words for the seeded plan of that id, else the server's (a plan added
 * later reads in English until it is translated).
 */
export function planWords(t: SignupT, plan: Pick<Plan, "id" | "name" | "for_who" | "description">) {
  if (t.locale === "en") return { name: plan.name, forWho: plan.for_who, description: plan.description };
  const word = (field: "name" | "forWho" | "description", fallback: string) => {
    const key = `plan.${plan.id}.${field}` as keyof Namespaces["signup"] & string;
    const text = t(key);
    return text === key ? fallback : text;
  };
  return { name: word("name", plan.name), forWho: word("forWho", plan.for_who), description: word("description", plan.description) };
}

/** An amount in Egyptian pounds ("EGP 599"), kept left to right inside a right-to-left sentence. */
export function Money({ amount }: { amount: number }) {
  return <bdi>{formatMoney(amount, "EGP")}</bdi>;
}
