/**
 * The app's quotas, in one place: what one user may create, and how much of a refused request
 * is kept. Per-address and per-account request rates are Workers rate-limiting bindings, whose
 * numbers live in wrangler.toml (`[[ratelimits]]`) and are listed in the README.
 */

/** Coaching sessions a user may start in any 24 hours. */
export const COACH_SESSIONS_PER_DAY = 50;
/** Coaching sessions a user may keep in all. */
export const COACH_SESSIONS_TOTAL = 2000;

/** The longest summary of a refused payment callback kept in `payment_events` (characters). */
export const REFUSED_CALLBACK_SUMMARY_MAX = 600;
/** At most this many top-level field names are named in that summary. */
export const REFUSED_CALLBACK_FIELDS_MAX = 30;
