/**
 * The signup wizard's steps, their query values and the progress kept in local storage
 * (spec §4, "Signup steps"). What is typed on steps 1–3 is saved (never the password or the
 * files) until the account exists and the wizard reaches the coupon step; from the payment step
 * on it is cleared.
 */
import { readStorage, STORAGE_KEYS, writeStorage } from "../../../lib/storage";
import { signedInUserId } from "../../../state/session";
import { SIGNUP_STEP_FIELDS, signupStepErrors, type SignupValues } from "../../../../core/schemas/auth-rules";
import type { CouponApplyResponse } from "../../../../core/schemas/billing";

/** The wizard's steps: 1–3 make the account, 4 is the coupon, 5 the payment. */
export type WizardStep = 1 | 2 | 3 | 4 | 5;
export const STEP_COUNT = 5;

/**
 * `?step=` values, as the spec names them ("signup" is the wizard's start, like 1). The router
 * reads `?step=2` as the number 2, so the numbered steps are numbers in the search object.
 */
export type StepParam = "signup" | 1 | 2 | 3 | "coupon" | "payment";

const PARAM_OF_STEP: Record<WizardStep, StepParam> = { 1: 1, 2: 2, 3: 3, 4: "coupon", 5: "payment" };

export function stepFromParam(param: unknown): WizardStep | null {
  switch (param) {
    case "signup":
    case "1":
    case 1:
      return 1;
    case "2":
    case 2:
      return 2;
    case "3":
    case 3:
      return 3;
    case "coupon":
      return 4;
    case "payment":
      return 5;
    default:
      return null;
  }
}

export function paramOfStep(step: WizardStep): StepParam {
  return PARAM_OF_STEP[step];
}

/** The text values of the form; files live only in memory. */
export type TextValues = Omit<SignupValues, "image" | "resume" | "salary"> & { salary: string };
export type FormValues = TextValues & { image: File | null; resume: File | null };

export const EMPTY_VALUES: FormValues = {
  email: "",
  password: "",
  fullname: "",
  phone_number: "",
  title: "",
  country: "",
  city: "",
  level: "",
  institute: "",
  salary: "",
  linkedin: "",
  image: null,
  resume: null,
};

/** The fields saved in local storage: everything typed except the password. */
const SAVED_FIELDS = ["email", "fullname", "phone_number", "title", "country", "city", "level", "institute", "salary", "linkedin"] as const;
type SavedValues = Pick<TextValues, (typeof SAVED_FIELDS)[number]>;

export interface SavedProgress {
  values: SavedValues;
  step: WizardStep | null;
}

/** The saved progress, or null when there is none (or it is unreadable). */
export function loadProgress(): SavedProgress | null {
  const raw = readStorage(STORAGE_KEYS.signupProgress);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const values = {} as SavedValues;
    for (const field of SAVED_FIELDS) values[field] = typeof parsed[field] === "string" ? (parsed[field] as string) : "";
    return { values, step: stepFromParam(readStorage(STORAGE_KEYS.signupStep)) };
  } catch {
    return null;
  }
}

/** Saves the typed values and the step (steps 1 to 4 only; nothing secret). */
export function saveProgress(values: FormValues, step: WizardStep) {
  if (step > 4) return;
  const saved = Object.fromEntries(SAVED_FIELDS.map((field) => [field, values[field]]));
  writeStorage(STORAGE_KEYS.signupProgress, JSON.stringify(saved));
  writeStorage(STORAGE_KEYS.signupStep, String(paramOfStep(step)));
}

/** Forgets the saved values and step (coupon data and the payment flag are the payment's own). */
export function clearProgress() {
  writeStorage(STORAGE_KEYS.signupProgress, null);
  writeStorage(STORAGE_KEYS.signupStep, null);
}

/**
 * Whether a step of 1–3 is complete for moving on. The password is never saved, so after a
 * reload it is empty: that alone does not hold the visitor back (Create Account asks for it again).
 */
export function stepComplete(step: 1 | 2 | 3, values: FormValues): boolean {
  const errors = signupStepErrors(step, values);
  return Object.entries(errors).every(([field]) => field === "password" && !values.password);
}

/** The furthest step 1–3 a visitor may open with these values (each earlier step complete). */
export function furthestOpenStep(values: FormValues): 1 | 2 | 3 {
  if (!stepComplete(1, values)) return 1;
  if (!stepComplete(2, values)) return 2;
  return 3;
}

/** Which of steps 1–3 holds a field. */
export function stepOfField(field: string): 1 | 2 | 3 | null {
  for (const step of [1, 2, 3] as const) if ((SIGNUP_STEP_FIELDS[step] as readonly string[]).includes(field)) return step;
  return null;
}

/**
 * The account was created in this tab (kept in session storage: per tab, and it survives a
 * reload). The wizard's Back from the coupon step returns to step 3 (spec), so the guest-only
 * guard lets this tab see steps 1–3 again while the same user is signed in; other tabs and other
 * accounts are sent to the portal as usual.
 */
const CREATED_KEY = "amal.signupCreatedUser";

export function markAccountCreated(userId: string) {
  try {
    sessionStorage.setItem(CREATED_KEY, userId);
  } catch {
    /* no session storage: Back from the coupon step leads to the portal instead */
  }
}

export function wasAccountCreatedInThisTab(): boolean {
  try {
    const created = typeof sessionStorage === "undefined" ? null : sessionStorage.getItem(CREATED_KEY);
    return created !== null && created === signedInUserId();
  } catch {
    return false;
  }
}

/** The wizard is over (the user went on to the portal): this tab no longer reopens its steps. */
export function forgetAccountCreated() {
  try {
    sessionStorage.removeItem(CREATED_KEY);
  } catch {
    /* nothing kept */
  }
}

/**
 * For the guest-only guard: a signed-in browser may be on the coupon and payment steps, and on a
 * numbered step only in the tab that has just created the account (Back from step 4).
 */
export function signedInMayStayOnSignup(stepParam: unknown): boolean {
  const step = stepFromParam(stepParam);
  if (step === 4 || step === 5) return true;
  return step !== null && wasAccountCreatedInThisTab();
}

/** A code the server accepted for a plan (spec Coupon: id, name, discount, plan name and price). */
export interface AppliedCoupon {
  id: number;
  percent_off: number;
  plan_id: number;
  plan_name: string;
  /** "Applied for plan {plan}" */
  message: string;
  /** The plan's prices after its own discount and the coupon, in whole EGP. */
  price: { monthly: number; quarterly: number };
}

/** What the coupon step keeps of the server's answer to Apply Coupon. */
export function appliedCouponFrom(res: CouponApplyResponse): AppliedCoupon {
  return { id: res.coupon.id, percent_off: res.coupon.percent_off, plan_id: res.plan.id, plan_name: res.plan.name, message: res.message, price: res.price };
}

/** The discount code from the coupon step, kept for the payment (spec: "coupon data"). */
export interface CouponData {
  code: string;
  /** Present once the code was checked and accepted for `applied.plan_id`. */
  applied: AppliedCoupon | null;
}

function readApplied(value: unknown): AppliedCoupon | null {
  const a = value as Partial<AppliedCoupon> | null;
  if (!a || typeof a.id !== "number" || typeof a.plan_id !== "number" || typeof a.message !== "string") return null;
  if (!a.price || typeof a.price.monthly !== "number" || typeof a.price.quarterly !== "number") return null;
  return {
    id: a.id,
    percent_off: typeof a.percent_off === "number" ? a.percent_off : 0,
    plan_id: a.plan_id,
    plan_name: typeof a.plan_name === "string" ? a.plan_name : "",
    message: a.message,
    price: { monthly: a.price.monthly, quarterly: a.price.quarterly },
  };
}

export function loadCoupon(): CouponData | null {
  try {
    const parsed = JSON.parse(readStorage(STORAGE_KEYS.couponData) ?? "null") as { code?: unknown; applied?: unknown } | null;
    return parsed && typeof parsed.code === "string" && parsed.code ? { code: parsed.code, applied: readApplied(parsed.applied) } : null;
  } catch {
    return null;
  }
}

export function saveCoupon(coupon: CouponData | null) {
  writeStorage(STORAGE_KEYS.couponData, coupon ? JSON.stringify(coupon) : null);
}

/** Marks that the browser is leaving for the payment provider (spec: "marks fromPayment"). */
export function markFromPayment() {
  writeStorage(STORAGE_KEYS.fromPayment, "true");
}

/** Set when the browser left for the payment provider; read once on return (spec: "fromPayment"). */
export function takeFromPaymentFlag(): boolean {
  const set = readStorage(STORAGE_KEYS.fromPayment) === "true";
  if (set) writeStorage(STORAGE_KEYS.fromPayment, null);
  return set;
}
