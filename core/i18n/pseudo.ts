/**
 * The pseudo-language: English catalogues with every message wrapped in ⟦ ⟧. A screen rendered
 * in it shows at a glance (and to a test) which words came from a catalogue and which are
 * written into the code: any visible text outside the brackets did not come from a catalogue.
 */
import type { Catalogue, Message } from "./translate";

export const PSEUDO_OPEN = "⟦";
export const PSEUDO_CLOSE = "⟧";
/** The session flag that turns the pseudo-language on in this tab (`sessionStorage`). */
export const PSEUDO_FLAG = "amal.pseudo";

const wrap = (text: string) => `${PSEUDO_OPEN}${text}${PSEUDO_CLOSE}`;

function pseudoMessage(message: Message): Message {
  if (typeof message === "string") return wrap(message);
  return Object.fromEntries(Object.entries(message).map(([form, text]) => [form, wrap(text as string)])) as unknown as Message;
}

export function pseudoCatalogue<C extends Catalogue>(catalogue: C): C {
  return Object.fromEntries(Object.entries(catalogue).map(([key, message]) => [key, pseudoMessage(message)])) as C;
}

/** Every catalogue of a set of resources, in the pseudo-language. */
export function pseudoResources<R extends Record<string, Catalogue | undefined>>(resources: R): R {
  return Object.fromEntries(Object.entries(resources).map(([ns, catalogue]) => [ns, catalogue && pseudoCatalogue(catalogue)])) as R;
}

/**
 * Text a person would read that did not come from a catalogue: letters outside ⟦ ⟧, once the
 * `allowed` strings (the user's own data, brand names) are taken out. Digits, punctuation and
 * symbols alone are fine (numbers, dates in figures, "·").
 */
export function untranslated(text: string, allowed: readonly string[] = []): string | null {
  let rest = text;
  // Remove bracketed messages, innermost first (a message may hold another's words as a parameter).
  let previous: string;
  do {
    previous = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/g, " ");
  } while (rest !== previous);
  rest = rest.replace(/[⟦⟧]/g, " ");
  for (const word of [...allowed].sort((a, b) => b.length - a.length)) if (word) rest = rest.split(word).join(" ");
  return /\p{L}{2,}/u.test(rest) ? rest.replace(/\s+/g, " ").trim() : null;
}
