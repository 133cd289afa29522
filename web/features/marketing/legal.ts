/**
 * The Privacy Policy and Terms of Service (spec section 2, "Privacy and terms"). Their words are
 * catalogues, core/i18n/messages/privacy.<locale>.ts and terms.<locale>.ts, whose keys list the
 * document in order: `intro.<n>.p`, then for each section `<id>.title` and its blocks
 * `<id>.<n>.<p|h3|li>`. `legalOutline` reads that order into what LegalPage renders, so a
 * paragraph is added by adding its key in every language, nothing else.
 */

export const LEGAL_LAST_UPDATED_ISO = "2026-11-01";
export const SUPPORT_EMAIL = "support@amal.careers";

/** The two legal documents: their catalogue (namespace) and their English page. */
export const LEGAL_DOCUMENTS = { privacy: "/privacy-policy", terms: "/terms-of-service" } as const;
export type LegalDocumentName = keyof typeof LEGAL_DOCUMENTS;

/** A paragraph or a sub-heading (by its message key), or a bulleted list (its items' keys). */
export type LegalBlock = { kind: "p" | "h3"; key: string } | { kind: "list"; keys: string[] };

export interface LegalSection {
  /** The section's anchor (`#information-we-collect`). */
  id: string;
  titleKey: string;
  blocks: LegalBlock[];
}

export interface LegalOutline {
  /** Keys of the paragraphs before the first section. */
  intro: string[];
  sections: LegalSection[];
}

const INTRO = "intro";
const DOCUMENT_KEY = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.(?:(title)|\d+\.(p|h3|li))$/;

/**
 * The document's outline from its catalogue's keys, in order. The page's own keys (`meta.*`,
 * `page.*`) are skipped; consecutive `li` items form one list. Throws on a key of another shape,
 * or a block before its section's title, so a typo fails the build instead of vanishing.
 */
export function legalOutline(keys: readonly string[]): LegalOutline {
  const outline: LegalOutline = { intro: [], sections: [] };
  for (const key of keys) {
    if (key.startsWith("meta.") || key.startsWith("page.")) continue;
    const m = DOCUMENT_KEY.exec(key);
    if (!m) throw new Error(`Legal text key "${key}" is not <section>.title or <section>.<n>.<p|h3|li>`);
    const [, id, title, kind] = m;
    if (id === INTRO) {
      if (kind !== "p") throw new Error(`Legal text key "${key}": the introduction holds paragraphs only`);
      outline.intro.push(key);
      continue;
    }
    if (title) {
      outline.sections.push({ id, titleKey: key, blocks: [] });
      continue;
    }
    const section = outline.sections.at(-1);
    if (!section || section.id !== id) throw new Error(`Legal text key "${key}" comes before "${id}.title"`);
    const last = section.blocks.at(-1);
    if (kind === "li") {
      if (last?.kind === "list") last.keys.push(key);
      else section.blocks.push({ kind: "list", keys: [key] });
    } else {
      section.blocks.push({ kind: kind as "p" | "h3", key });
    }
  }
  return outline;
}
