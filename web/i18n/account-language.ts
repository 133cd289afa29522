/**
 * The interface language as an account setting. Switching saves the choice on this device (the
 * cookie) and, when signed in, on the account, then reloads the app in it. A choice made on the
 * sign-in screens before signing in is kept for this tab and saved to the account once signed in;
 * otherwise signing in brings the account's own language to this browser.
 */
import { isDigitStyle, isLocale, type DigitStyle, type Locale } from "../../core/i18n/locales";
import { api, read } from "../api";
import { chosenDigits, hasChosenDigits, hasChosenLocale, rememberDigits, rememberLocale } from "./choice";

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

/** The language and digits this device and the account last agreed on, per account. */
const syncedKey = (userId: string) => `amal.language.synced.${userId}`;
/** The account's choice the app last reloaded into in this tab (the guard against a reload loop). */
const FOLLOWED_KEY = "amal.language.followed";

function readSynced(userId: string): LanguageChoice {
  try {
    const saved = JSON.parse(localStorage.getItem(syncedKey(userId)) ?? "null") as LanguageChoice | null;
    return { ...(isLocale(saved?.locale) ? { locale: saved.locale } : {}), ...(isDigitStyle(saved?.digits) ? { digits: saved.digits } : {}) };
  } catch {
    return {};
  }
}

function writeSynced(userId: string, choice: Required<LanguageChoice>) {
  try {
    localStorage.setItem(syncedKey(userId), JSON.stringify(choice));
  } catch {
    // Without storage the next visit compares afresh.
  }
}

/**
 * On opening the app signed in, the language on screen and the account's are brought together.
 * For the language and the digit style each: when the account changed since this device last
 * agreed with it (on another device), the account wins — it is remembered here and the app
 * reloads in it, once per choice and tab, so a browser that refuses the cookie does not reload
 * forever. When instead this device made its own choice since (the public site's switch, a first
 * visit before signing in), this device's choice is newer and is saved to the account. A choice
 * still waiting to reach the account is saved now. Returns true when it reloads.
 */
export function followAccountLanguage(
  account: { id: string; locale?: Locale; digits?: DigitStyle },
  onScreen: { locale: Locale; digits: DigitStyle },
  reload: () => void = () => window.location.reload(),
): boolean {
  if (!account.locale) return false;
  const pending = readPending();
  if (pending) {
    void saveToAccount(pending).then((saved) => saved && writePending(null));
    return false;
  }
  const theirs = { locale: account.locale, digits: account.digits ?? "latn" };
  const mine: LanguageChoice = { ...(hasChosenLocale() ? { locale: onScreen.locale } : {}), ...(hasChosenDigits() ? { digits: onScreen.digits } : {}) };
  const agreed = readSynced(account.id);
  const deviceIsNewer = <T>(device: T | undefined, accountValue: T, last: T | undefined): device is T =>
    device !== undefined && device !== accountValue && (last === undefined || last === accountValue);

  const push: LanguageChoice = {
    ...(deviceIsNewer(mine.locale, theirs.locale, agreed.locale) ? { locale: mine.locale } : {}),
    ...(deviceIsNewer(mine.digits, theirs.digits, agreed.digits) ? { digits: mine.digits } : {}),
  };
  const wanted = { locale: push.locale ?? theirs.locale, digits: push.digits ?? theirs.digits };
  if (push.locale || push.digits) {
    void saveToAccount(push).then((saved) => saved && writeSynced(account.id, wanted));
  }

  // Digits show only in Arabic: another digit style in English is remembered without a reload.
  const visible = wanted.locale !== onScreen.locale || (wanted.locale !== "en" && wanted.digits !== onScreen.digits);
  if (!visible) {
    if (wanted.digits !== chosenDigits()) rememberDigits(wanted.digits);
    if (!push.locale && !push.digits) writeSynced(account.id, wanted);
    try {
      sessionStorage.removeItem(FOLLOWED_KEY);
    } catch {
      // Nothing to clear without storage.
    }
    return false;
  }
  try {
    const target = `${wanted.locale}/${wanted.digits}`;
    if (sessionStorage.getItem(FOLLOWED_KEY) === target) return false;
    sessionStorage.setItem(FOLLOWED_KEY, target);
  } catch {
    // Without storage there is no guard against a loop: stay in the language on screen.
    return false;
  }
  rememberLocale(wanted.locale);
  rememberDigits(wanted.digits);
  reload();
  return true;
}
