/**
 * The provider's callbacks (POST /api/billing/callback/:provider, and the sandbox checkout in
 * process): every one is logged in payment_events with its verification result; only signed
 * ones change anything, and each change is conditional on the state it moves from, so a
 * replayed or duplicated callback changes nothing. A refused callback is logged as a short
 * summary (its size, SHA-256 and field names), never its whole body: anyone can send one.
 */
import { and, eq } from "drizzle-orm";
import { REFUSED_CALLBACK_FIELDS_MAX, REFUSED_CALLBACK_SUMMARY_MAX } from "../../../core/limits";
import { cardSetups, paymentEvents, subscriptions } from "../../db/schema";
import type { ProviderCardToken, ProviderTransaction } from "../../providers/payments";
import type { BillingDeps } from "./deps";
import { notifyUser } from "../notifications/notify";
import { welcomeMail } from "./mails";
import { subscriberContact, subscriberText } from "./notifications";
import { addPeriod } from "./periods";

export interface CallbackResult {
  status: 200 | 400 | 401;
  outcome: string;
}

const MAX_RAW = 32 * 1024;

/**
 * What is kept of a refused callback: its size, SHA-256 (to match it against the provider's
 * records) and the names of its fields, capped (core/limits.ts).
 */
export async function refusedBodySummary(rawBody: string, payload?: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(rawBody);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  const names = (value: unknown) =>
    value && typeof value === "object" && !Array.isArray(value) ? Object.keys(value).slice(0, REFUSED_CALLBACK_FIELDS_MAX).map((k) => k.slice(0, 40)) : undefined;
  const obj = payload && typeof payload === "object" ? (payload as { obj?: unknown }).obj : undefined;
  const summary = {
    bytes: bytes.length,
    sha256: Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join(""),
    json: payload !== undefined,
    fields: names(payload),
    obj_fields: names(obj),
  };
  let text = JSON.stringify(summary);
  if (text.length > REFUSED_CALLBACK_SUMMARY_MAX) text = JSON.stringify({ ...summary, fields: summary.fields?.slice(0, 5), obj_fields: summary.obj_fields?.slice(0, 5), truncated: true });
  return text.slice(0, REFUSED_CALLBACK_SUMMARY_MAX);
}

async function logEvent(
  deps: BillingDeps,
  e: { kind: string; transactionId?: string | null; orderId?: string | null; success?: boolean | null; verified: boolean; raw: string; outcome: string },
) {
  await deps.db.insert(paymentEvents).values({
    provider: deps.provider.name,
    kind: e.kind.slice(0, 40),
    transactionId: e.transactionId?.slice(0, 100) ?? null,
    orderId: e.orderId?.slice(0, 100) ?? null,
    success: e.success ?? null,
    verified: e.verified,
    raw: e.raw.slice(0, MAX_RAW),
    outcome: e.outcome.slice(0, 500),
  });
}

/**
 * Handles one callback body and its `hmac`. Unsigned, mis-signed or unreadable callbacks are
 * logged as unverified and refused (401/400); signed ones answer 200 whatever they did, so the
 * provider does not retry what we have recorded.
 */
export async function receiveCallback(deps: BillingDeps, rawBody: string, hmac: string | null): Promise<CallbackResult> {
  let payload: unknown;
  try {
    payload = JSON.parse(rawBody);
  } catch {
    await logEvent(deps, { kind: "unknown", verified: false, raw: await refusedBodySummary(rawBody), outcome: "rejected: body is not JSON" });
    return { status: 400, outcome: "rejected: body is not JSON" };
  }
  const check = await deps.provider.verifyCallback(payload, hmac);
  if (!check.ok) {
    const outcome = `rejected: ${check.reason}`;
    console.warn(JSON.stringify({ level: "warn", msg: "payment callback rejected", provider: deps.provider.name, reason: check.reason, orderId: check.merchantOrderId }));
    await logEvent(deps, { kind: check.kind, transactionId: check.transactionId, orderId: check.merchantOrderId, verified: false, raw: await refusedBodySummary(rawBody, payload), outcome });
    return { status: 401, outcome };
  }
  const event = check.event;
  const { outcome, orderId } = event.type === "TRANSACTION" ? await applyTransaction(deps, event) : await applyCardToken(deps, event);
  await logEvent(deps, {
    kind: event.type,
    transactionId: event.type === "TRANSACTION" ? event.transactionId : null,
    orderId,
    success: event.type === "TRANSACTION" ? event.success : null,
    verified: true,
    raw: rawBody,
    outcome,
  });
  return { status: 200, outcome };
}

async function alreadyProcessed(deps: BillingDeps, transactionId: string) {
  const seen = await deps.db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, deps.provider.name), eq(paymentEvents.kind, "TRANSACTION"), eq(paymentEvents.transactionId, transactionId), eq(paymentEvents.verified, true)))
    .get();
  return Boolean(seen);
}

/**
 * Our order behind a callback, by the provider's order id: it is among the signed fields, while
 * `merchant_order_id` is not (a signed callback with it swapped must not pay someone else's order).
 */
function byProviderOrder<T extends typeof subscriptions | typeof cardSetups>(table: T, deps: BillingDeps, providerOrderId: string) {
  return and(eq(table.provider, deps.provider.name), eq(table.providerOrderId, providerOrderId));
}

interface Applied {
  outcome: string;
  /** Our order id when the callback matched one of our orders (for the log). */
  orderId: string | null;
}

async function applyTransaction(deps: BillingDeps, t: ProviderTransaction): Promise<Applied> {
  const unmatched = (outcome: string): Applied => ({ outcome, orderId: t.merchantOrderId });
  if (await alreadyProcessed(deps, t.transactionId)) return unmatched("duplicate: this transaction was already processed");

  const sub = await deps.db.select().from(subscriptions).where(byProviderOrder(subscriptions, deps, t.providerOrderId)).get();
  if (sub) return { outcome: await applySubscriptionPayment(deps, sub, t), orderId: sub.orderId };

  const setup = await deps.db.select().from(cardSetups).where(byProviderOrder(cardSetups, deps, t.providerOrderId)).get();
  if (setup) return { outcome: await applyCardCheck(deps, setup, t), orderId: setup.orderId };

  // Renewal charges are recorded from the charge's own answer (./renewals.ts); their callback
  // only confirms what is logged under the same transaction id.
  const charge = await deps.db
    .select({ orderId: paymentEvents.orderId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, deps.provider.name), eq(paymentEvents.kind, "RENEWAL_CHARGE"), eq(paymentEvents.transactionId, t.transactionId)))
    .get();
  if (charge) return { outcome: "renewal charge (recorded when it was made)", orderId: charge.orderId };
  return unmatched("ignored: no order of ours matches");
}

async function applyCardCheck(deps: BillingDeps, setup: typeof cardSetups.$inferSelect, t: ProviderTransaction): Promise<string> {
  if (t.pending) return "card check pending";
  if (t.success) return "card check approved";
  const changed = await deps.db
    .update(cardSetups)
    .set({ status: "failed", failureReason: t.message ?? "Your card was declined.", completedAt: deps.now().toISOString() })
    .where(and(eq(cardSetups.id, setup.id), eq(cardSetups.status, "pending")))
    .returning({ id: cardSetups.id });
  return changed.length ? "card check declined" : "no change: card setup already settled";
}

type SubscriptionRow = typeof subscriptions.$inferSelect;

async function applySubscriptionPayment(deps: BillingDeps, sub: SubscriptionRow, t: ProviderTransaction): Promise<string> {
  if (t.amount !== sub.amount || t.currency !== sub.currency) {
    console.error(JSON.stringify({ level: "error", msg: "payment amount mismatch", orderId: sub.orderId, expected: `${sub.amount} ${sub.currency}`, got: `${t.amount} ${t.currency}` }));
    return `ignored: amount ${t.amount} ${t.currency} does not match the order's ${sub.amount} ${sub.currency}`;
  }
  if (t.pending) return "pending";
  const now = deps.now();
  const stamp = now.toISOString();

  if (!t.success) {
    const reason = t.message && !/^approved$/i.test(t.message) ? t.message : "Your card was declined.";
    const changed = await deps.db
      .update(subscriptions)
      .set({ status: "failed", failureReason: reason, providerTransactionId: t.transactionId, updatedAt: stamp })
      .where(and(eq(subscriptions.id, sub.id), eq(subscriptions.status, "pending")))
      .returning({ id: subscriptions.id });
    return changed.length ? "declined" : "no change: order already settled";
  }

  const end = addPeriod(now, sub.period).toISOString();
  // Only an order not yet paid can be activated ("unpaid": no period yet).
  const unpaid = "period_start IS NULL AND status IN ('pending', 'failed', 'expired')";
  const statements = [
    // The coupon's use, counted only while uses remain and only for the activation below.
    ...(sub.couponId
      ? [
          deps.d1
            .prepare(`UPDATE coupons SET used_count = used_count + 1 WHERE id = ? AND used_count < max_uses AND EXISTS (SELECT 1 FROM subscriptions WHERE id = ? AND ${unpaid})`)
            .bind(sub.couponId, sub.id),
        ]
      : []),
    deps.d1
      .prepare(
        `UPDATE subscriptions SET status = 'approved', period_start = ?, period_end = ?, provider_transaction_id = ?, failure_reason = NULL, updated_at = ? WHERE id = ? AND ${unpaid}`,
      )
      .bind(stamp, end, t.transactionId, stamp, sub.id),
    // A plan change: the subscription it replaces ends now that the new one is paid.
    deps.d1
      .prepare(
        `UPDATE subscriptions SET status = 'expired', period_end = CASE WHEN period_end > ?1 THEN ?1 ELSE period_end END, updated_at = ?1
         WHERE user_id = ?2 AND id != ?3 AND period_start IS NOT NULL AND status IN ('approved', 'cancelled', 'failed')
           AND EXISTS (SELECT 1 FROM subscriptions WHERE id = ?3 AND status = 'approved' AND provider_transaction_id = ?4)`,
      )
      .bind(stamp, sub.userId, sub.id, t.transactionId),
  ];
  const results = await deps.d1.batch(statements);
  const couponCounted = sub.couponId ? results[0]!.meta.changes === 1 : true;
  const activated = results[sub.couponId ? 1 : 0]!.meta.changes === 1;
  if (!activated) return "no change: order already settled";
  if (!couponCounted) {
    console.warn(JSON.stringify({ level: "warn", msg: "coupon used beyond its limit", orderId: sub.orderId, couponId: sub.couponId }));
  }
  await welcome(deps, sub, end);
  return couponCounted ? "approved" : "approved; the coupon had no use left (paid after its hold)";
}

async function welcome(deps: BillingDeps, sub: SubscriptionRow, periodEnd: string) {
  const info = await subscriberContact(deps.db, sub);
  if (!info) return;
  const { t, day, price } = subscriberText(info);
  const date = day(periodEnd);
  await notifyUser(
    deps,
    sub.userId,
    { text: t("welcome.notice", { plan: info.plan, date }), kind: "subscription_started", link: "/portal/subscription-manager" },
    { to: info.email, ...welcomeMail({ subscriber: info, price: price(sub.amount, sub.currency), order: sub.orderId, renews: date, appUrl: deps.vars.APP_URL }) },
  );
}

/** A saved card: the provider's order id ties it to the checkout, and so to the user. */
async function applyCardToken(deps: BillingDeps, token: ProviderCardToken): Promise<Applied> {
  const sub = await deps.db
    .select({ userId: subscriptions.userId, orderId: subscriptions.orderId })
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, deps.provider.name), eq(subscriptions.providerOrderId, token.providerOrderId)))
    .get();
  const setup = sub
    ? undefined
    : await deps.db
        .select()
        .from(cardSetups)
        .where(and(eq(cardSetups.provider, deps.provider.name), eq(cardSetups.providerOrderId, token.providerOrderId)))
        .get();
  const userId = sub?.userId ?? setup?.userId;
  if (!userId) return { outcome: "ignored: no order of ours matches", orderId: null };
  const orderId = sub?.orderId ?? setup!.orderId;
  const makePrimary = setup?.makePrimary ?? false;
  const provider = deps.provider.name;
  const stamp = deps.now().toISOString();

  const statements = [
    // A new card becomes primary when asked to, or when the user has no primary card yet.
    deps.d1
      .prepare(
        `INSERT INTO payment_methods (user_id, provider, token, last4, brand, is_primary, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, CASE WHEN ?6 = 1 OR NOT EXISTS (SELECT 1 FROM payment_methods WHERE user_id = ?1 AND is_primary = 1) THEN 1 ELSE 0 END, ?7)
         ON CONFLICT (provider, token) DO NOTHING`,
      )
      .bind(userId, provider, token.token, token.last4, token.brand.slice(0, 40), makePrimary ? 1 : 0, stamp),
    ...(makePrimary
      ? [
          deps.d1
            .prepare("UPDATE payment_methods SET is_primary = (token = ?2) WHERE user_id = ?1 AND EXISTS (SELECT 1 FROM payment_methods WHERE user_id = ?1 AND provider = ?3 AND token = ?2)")
            .bind(userId, token.token, provider),
        ]
      : []),
    ...(setup
      ? [
          deps.d1
            .prepare(
              `UPDATE card_setups SET status = 'saved', completed_at = ?1, failure_reason = NULL,
                 payment_method_id = (SELECT id FROM payment_methods WHERE provider = ?2 AND token = ?3 AND user_id = ?4)
               WHERE id = ?5 AND status != 'saved' AND EXISTS (SELECT 1 FROM payment_methods WHERE provider = ?2 AND token = ?3 AND user_id = ?4)`,
            )
            .bind(stamp, provider, token.token, userId, setup.id),
        ]
      : []),
  ];
  const [inserted] = await deps.d1.batch(statements);
  return { outcome: inserted!.meta.changes ? `card •••• ${token.last4} saved` : "no change: card already saved", orderId };
}
