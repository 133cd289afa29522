/**
 * Local-storage keys the spec names (Auth state). Reads are guarded so prerendering and private
 * windows never throw.
 */
export const STORAGE_KEYS = {
  isAuthenticated: "isAuthenticated",
  subscriptionStatus: "subscriptionStatus",
  intercomHash: "intercom_hash",
  /** The signed-in user's id, which identifies them to the customer chat with the hash. */
  userId: "userId",
  signupProgress: "signupProgress",
  signupStep: "signupStep",
  couponData: "couponData",
  fromPayment: "fromPayment",
  /** The payment under way at the provider: verify_token, plan_id, coupon_id (web/features/billing/storage.ts). */
  pendingPayment: "pendingPayment",
  officeToken: "officeToken",
  onlyOfficeDocURL: "onlyOfficeDocURL",
  notificationsLastId: "notifications_last_id",
  sessionId: "sessionId",
  sessionName: "sessionName",
} as const;

export function readStorage(key: string): string | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* storage unavailable (private mode): the app still works for this page view */
  }
}

/** "Get Started Now" starts a fresh signup: every saved step, coupon and payment flag goes. */
export function clearSignupProgress() {
  for (const key of [STORAGE_KEYS.signupProgress, STORAGE_KEYS.signupStep, STORAGE_KEYS.couponData, STORAGE_KEYS.fromPayment]) {
    writeStorage(key, null);
  }
}
