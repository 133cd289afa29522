/**
 * The interface language as an account setting. Switching saves the choice on this device (the
 * cookie) and, when signed in, on the account, then reloads the app in it. A choice made on the
 * sign-in screens before signing in is kept for this tab and saved to the account once signed in;
 * otherwise signing in brings the account's own language to this browser.
 */
import { isDigitStyle, isLocale, type DigitStyle, type Locale } from "../../core/i18n/locales";
import { api, read } from "../api";
import { chosenDigits, rememberDigits, rememberLocale } from "./choice";

const PENDING_KEY = "amal.language.pending";

export interface LanguageChoice {
  locale?: Locale;
  digits?: DigitStyle;
}

function readPending(): LanguageChoice | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? "null") as LanguageChoice | null;
    if (!saved) return null;
    return { ...(isLocale(saved.locale) ? { locale: saved.locale } : {}), ...(isDigitStyle(saved.digits) ? { digits: saved.digits } : {}) };
  } catch {
    return null;
  }
}

function writePending(choice: LanguageChoice | null) {
  try {
    if (choice) sessionStorage.setItem(PENDING_KEY, JSON.stringify({ ...readPending(), ...choice }));
    else sessionStorage.removeItem(PENDING_KEY);
  } catch {
    // Private mode without storage: the cookie still remembers the choice on this device.
  }
}

/** Saves the choice to the account; false when nobody is signed in (the choice then waits for sign-in). */
async function saveToAccount(choice: LanguageChoice): Promise<boolean> {
  try {
    await read(api.auth.preferences.$put({ json: choice }));
    return true;
  } catch {
    return false;
  }
}

/** Switches the interface language or digit style everywhere it is remembered, then reloads in it. */
export async function switchLanguage(choice: LanguageChoice, reload: () => void = () => window.location.reload()) {
  if (choice.locale) rememberLocale(choice.locale);
  if (choice.digits) rememberDigits(choice.digits);
  if (!(await saveToAccount(choice))) writePending(choice);
  else writePending(null);
  reload();
}

/**
 * After a sign-in: a language chosen on the sign-in screens goes to the account; otherwise, when
 * the account's language is not the one on screen, the app reloads in it. Returns true when it
 * reloads (the caller then does not navigate).
 */
export async function adoptAccountLanguage(
  account: { locale?: Locale; digits?: DigitStyle },
  onScreen: Locale,
  reloadAt: (href: string) => void,
  href: string,
): Promise<boolean> {
  const pending = readPending();
  if (pending) {
    writePending(null);
    const differs = (pending.locale && pending.locale !== account.locale) || (pending.digits && pending.digits !== account.digits);
    if (differs) await saveToAccount(pending);
    return false;
  }
  if (!account.locale || (account.locale === onScreen && (account.digits ?? "latn") === chosenDigits())) return false;
  rememberLocale(account.locale);
  if (account.digits) rememberDigits(account.digits);
  reloadAt(href);
  return true;
}

const FOLLOWED_KEY = "amal.language.followed";

/**
 * On opening the app signed in: when the account's language (or, in Arabic, its digit style) is
 * not the one on screen — it was changed on another device — the account's choice wins: it is
 * remembered on this device and the app reloads in it. A choice made here that is still waiting
 * to reach the account wins instead (it is saved now). A reload happens once per choice and tab,
 * so a browser that refuses the cookie does not reload forever. Returns true when it reloads.
 */
export function followAccountLanguage(
  account: { locale?: Locale; digits?: DigitStyle },
  onScreen: { locale: Locale; digits: DigitStyle },
  reload: () => void = () => window.location.reload(),
): boolean {
  if (!account.locale) return false;
  const pending = readPending();
  if (pending) {
    void saveToAccount(pending).then((saved) => saved && writePending(null));
    return false;
  }
  const digits = account.digits ?? "latn";
  // Digits only show in Arabic: in English a different digit style is remembered, no reload needed.
  if (account.locale === "en" && onScreen.locale === "en" && digits !== onScreen.digits) rememberDigits(digits);
  const differs = account.locale !== onScreen.locale || (account.locale !== "en" && digits !== onScreen.digits);
  try {
    if (!differs) {
      sessionStorage.removeItem(FOLLOWED_KEY);
      return false;
    }
    const target = `${account.locale}/${digits}`;
    if (sessionStorage.getItem(FOLLOWED_KEY) === target) return false;
    sessionStorage.setItem(FOLLOWED_KEY, target);
  } catch {
    // Without storage there is no guard against a loop: stay in the language on screen.
    return false;
  }
  rememberLocale(account.locale);
  rememberDigits(digits);
  reload();
  return true;
}
