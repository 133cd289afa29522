/**
 * Skill names written the way their makers do not write them: "Javascript" for JavaScript,
 * "Nodejs" for Node.js, "Postgres SQL" for PostgreSQL. Recruiters and search filters notice.
 * Only names with a distinctive shape are checked (inner capitals, dots, digits, "#" or "+"), and
 * acronyms only inside a skills list, so "rest of the team" is never taken for REST.
 */
import { foldForMatch } from "../normalize.ts";
import { SKILLS } from "../skills-taxonomy.ts";
import { ADDRESSES } from "./text.ts";

interface Known {
  /** The accepted form with this key ("PowerPoint" for "Powerpoint", a synonym of Microsoft PowerPoint). */
  canonical: string;
  /** The forms the taxonomy accepts as written (name and synonyms). */
  forms: Set<string>;
  /** An acronym ("REST", "SQL"): checked in skills lists only, where "rest" cannot be the word. */
  acronym: boolean;
}

/** A comparison key: lower case, spaces, hyphens, underscores and inner dots removed (a leading dot kept: ".NET"). */
function loose(text: string): string {
  return foldForMatch(text)
    .replace(/(?<=\S)\.(?=\S)/g, "")
    .replace(/[\s_-]+/g, "");
}

/** Names that are also everyday words ("latex gloves"): never checked. */
const EVERYDAY = new Set(["LaTeX", "Go", "R", "C", "Rust", "Swift", "Spring", "Express", "Unity", "Shell", "Sketch"]);

function distinctive(name: string): boolean {
  return /\p{Ll}\p{Lu}|\p{Lu}{2}\p{Ll}/u.test(name) || /[.#+\d]/.test(name) || /^\p{Ll}/u.test(name);
}

const KNOWN = new Map<string, Known>();
/** One-letter deletions of long keys, so a split name with one extra letter ("Postgres SQL") is found. */
const NEAR = new Map<string, string>();
const isAcronym = (form: string) => /^[\p{Lu}\d ]+$/u.test(form);
/** Keys some skill writes as a plain word ("E-commerce"): any case of them is fine ("e-commerce", "eCommerce"). */
const isPlain = (form: string) => form.split(/[\s-]+/).every((w) => /^\p{Lu}?\p{Ll}*$/u.test(w));
const PLAIN = new Set(SKILLS.flatMap((s) => [s.name, ...s.synonyms]).filter(isPlain).map(loose));
for (const skill of SKILLS) {
  if (skill.type !== "hard" || skill.category === "Languages" || EVERYDAY.has(skill.name)) continue;
  const forms = new Set([skill.name, ...skill.synonyms]);
  for (const form of forms) {
    const key = loose(form);
    const acronym = isAcronym(form);
    if (key.length < 2 || /[\u0600-\u06FF]/.test(key) || KNOWN.has(key) || PLAIN.has(key) || (!acronym && !distinctive(form))) continue;
    // Suggest the skill's own name when it has this shape ("Power BI" for "PowerBI"), else the synonym.
    KNOWN.set(key, { canonical: loose(skill.name) === key ? skill.name : form, forms, acronym });
    if (key.length >= 8) for (let i = 0; i < key.length; i++) NEAR.set(key.slice(0, i) + key.slice(i + 1), key);
  }
}

export interface Misspelling {
  /** As the resume writes it. */
  written: string;
  /** As the maker writes it (the taxonomy's name, or its synonym of the same shape). */
  canonical: string;
  line: string;
}

const TOKEN = /\.?[\p{L}\p{N}]+(?:[.+#-]+[\p{L}\p{N}]+)*[+#]*/gu;

/** Skill names in the line written differently from the way the taxonomy writes them. */
export function misspelledSkills(line: string, inList: boolean): Misspelling[] {
  const text = line.replace(ADDRESSES, (s) => " ".repeat(s.length));
  const tokens = [...text.matchAll(TOKEN)].map((m) => ({ raw: m[0], start: m.index, end: m.index + m[0].length }));
  const shouting = !/\p{Ll}/u.test(text);
  const found: Misspelling[] = [];
  let i = 0;
  while (i < tokens.length) {
    let taken = 1;
    for (let n = Math.min(3, tokens.length - i); n >= 1; n--) {
      const written = text.slice(tokens[i]!.start, tokens[i + n - 1]!.end);
      // Only tokens joined by spaces (or nothing): "Java Script", not "Java, Script".
      if (n > 1 && !/^[^\s,;:/|()]+(?: [^\s,;:/|()]+)*$/.test(written)) continue;
      const key = loose(written);
      let known = KNOWN.get(key);
      // One letter more or less, only for names split into long words ("Postgres SQL", not "a Power BI").
      if (!known && n > 1 && key.length >= 8 && written.split(" ").every((w) => w.length >= 3)) {
        const near = NEAR.get(key) ?? [...Array(key.length).keys()].map((k) => key.slice(0, k) + key.slice(k + 1)).map((k) => KNOWN.get(k) && k).find(Boolean);
        if (near) known = KNOWN.get(near);
      }
      // A hyphen for a space ("REST-APIs") is a style of writing, not a misspelling.
      if (!known || known.forms.has(written) || known.forms.has(written.replace(/-/g, " "))) continue;
      if (known.acronym && !inList) continue;
      if (shouting && written === written.toUpperCase()) continue;
      found.push({ written, canonical: known.canonical, line: line.trim() });
      taken = n;
      break;
    }
    i += taken;
  }
  return found;
}
