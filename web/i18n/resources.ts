/** Loads a language's catalogues (core/i18n/messages/<namespace>.<locale>.ts), each its own chunk. */
import type { ErrorMessages } from "../../core/i18n/error-text";
import type { Locale } from "../../core/i18n/locales";
import type { Namespace, Resources } from "./namespaces";

const modules = import.meta.glob<{ default: Resources[Namespace] }>("../../core/i18n/messages/*.ts");

export async function loadResources(locale: Locale, namespaces: readonly Namespace[]): Promise<Resources> {
  const entries = await Promise.all(
    namespaces.map(async (ns) => {
      const load = modules[`../../core/i18n/messages/${ns}.${locale}.ts`];
      if (!load) throw new Error(`No ${locale} messages for "${ns}"`);
      return [ns, (await load()).default] as const;
    }),
  );
  return Object.fromEntries(entries) as Resources;
}

/** The English `errors` catalogue, to recognise the server's English messages in another language. */
export async function loadErrorReference(): Promise<ErrorMessages> {
  return (await import("../../core/i18n/messages/errors.en")).default;
}
