/**
 * Refusals in the user's language. The server and the shared schemas speak English (the spec's
 * texts); the `errors` catalogue lists those English messages under keys, with `{name}` for the
 * parts that vary. A message is found by its English text (exactly, or by template), and shown
 * from the user's catalogue; a message not listed falls back to its API code's wording, then to
 * the HTTP status, so an Arabic screen never shows an English sentence.
 */
import { intlLocale, type DigitStyle, type Locale } from "./locales";
import type errorsEn from "./messages/errors.en";
import { createTranslator, type Params, type Translation } from "./translate";

export type ErrorMessages = Translation<typeof errorsEn>;
type Key = keyof typeof errorsEn & string;

/** What a screen knows of a refusal (`ApiError` has this shape). */
export interface RefusalLike {
  message: string;
  status?: number;
  code?: string;
  fields?: Record<string, string>;
  retryAfter?: number;
}

/** The suffix `web/api-errors.ts` adds to a 429 message that does not say when to come back. */
const WAIT_SUFFIX = /\s*Try again in (\d+) s\.$/;
/** "email: An account with this email already exists…", as the API prefixes a field's message. */
const FIELD_PREFIX = /^[\w.]+: /;

interface Template {
  key: Key;
  pattern: RegExp;
  names: string[];
}

const compiled = new WeakMap<object, { exact: Map<string, Key>; templates: Template[] }>();

function index(en: ErrorMessages) {
  let found = compiled.get(en);
  if (found) return found;
  const exact = new Map<string, Key>();
  const templates: Template[] = [];
  for (const [key, message] of Object.entries(en) as [Key, unknown][]) {
    if (typeof message !== "string") continue;
    if (!message.includes("{")) {
      // A message's own key wins over the code that words the same sentence.
      if (!exact.has(message) || exact.get(message)!.startsWith("code.")) exact.set(message, key);
      continue;
    }
    const names: string[] = [];
    const source = message
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (name) {
          names.push(name);
          return "(.+?)";
        }
        return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      })
      .join("");
    templates.push({ key, pattern: new RegExp(`^${source}$`), names });
  }
  // The most literal template first: "{provider} sign-in is unavailable…" loses to a fuller match.
  templates.sort((a, b) => b.pattern.source.length - a.pattern.source.length);
  found = { exact, templates };
  compiled.set(en, found);
  return found;
}

/** The catalogue key and parameters of an English message, or null when it is not listed. */
export function findMessage(en: ErrorMessages, message: string): { key: Key; params: Params } | null {
  const { exact, templates } = index(en);
  const text = message.trim();
  const key = exact.get(text);
  if (key) return { key, params: {} };
  for (const template of templates) {
    const match = template.pattern.exec(text);
    if (match) return { key: template.key, params: Object.fromEntries(template.names.map((name, i) => [name, match[i + 1]!])) };
  }
  return null;
}

export interface ErrorText {
  /** One message (a field's, or a refusal's own sentence) in the user's language. */
  message(message: string, retryAfter?: number): string;
  /** A refusal: its fields' messages when it has them, else its message, code or status. */
  refusal(error: RefusalLike): string;
  /** Each field's message in the user's language. */
  fields(fields: Record<string, string>): Record<string, string>;
}

/**
 * `en` is the English catalogue the server's messages are recognised by; without it (a page
 * rendered before it arrived) a refusal is worded by its code or status alone.
 */
export function createErrorText(locale: Locale, en: ErrorMessages | undefined, messages: ErrorMessages, digits: DigitStyle = "latn"): ErrorText {
  const t = createTranslator<typeof errorsEn>(locale, messages, digits);
  const relative = new Intl.RelativeTimeFormat(intlLocale(locale, digits), { numeric: "auto" });
  const wait = (seconds: number) =>
    seconds > 3600 ? relative.format(Math.ceil(seconds / 3600), "hour") : relative.format(Math.max(1, Math.ceil(seconds / 60)), "minute");

  /** The message in the user's language, or null when the catalogue does not list it. */
  function known(raw: string, retryAfter?: number): string | null {
    const waited = WAIT_SUFFIX.exec(raw);
    const base = waited ? raw.slice(0, waited.index) : raw;
    const found = en && (findMessage(en, base) ?? findMessage(en, base.replace(FIELD_PREFIX, "")));
    if (!found) return null;
    const params = { ...found.params };
    if ("wait" in params && retryAfter) params.wait = wait(retryAfter);
    const text = t(found.key, params);
    return waited ? `${text} ${t("tryAgainIn", { seconds: Number(waited[1]) })}` : text;
  }

  const codeText = (code: string | undefined) => (code && `code.${code}` in messages ? t(`code.${code}` as Key) : null);
  const statusText = (status: number | undefined) =>
    status === 0 ? t("network") : status && status >= 500 ? t("code.internal") : t("requestFailed", { status: status ?? 0 });

  return {
    message(message, retryAfter) {
      if (locale === "en") return message;
      return known(message, retryAfter) ?? t("code.bad_request");
    },
    fields(fields) {
      if (locale === "en") return fields;
      return Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, known(message) ?? t("code.validation_failed")]));
    },
    refusal(error) {
      if (locale === "en") return error.message;
      if (error.status === 0) return t("network");
      if (error.code === "validation_failed" && error.fields && Object.keys(error.fields).length) {
        return Object.values(error.fields)
          .map((message) => known(message) ?? t("code.validation_failed"))
          .join("\n");
      }
      return known(error.message, error.retryAfter) ?? codeText(error.code) ?? statusText(error.status);
    },
  };
}
