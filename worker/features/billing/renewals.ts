/**
 * Renewals: the hourly `scheduled()` run charges every due subscription (period ended, not
 * cancelled) with the user's primary card; the subscription manager's Renew retries a failed
 * one. A charge that goes through starts the next period; a declined one marks the subscription
 * failed (login then answers 403), closes the user's open coaching tabs and tells the user in the
 * portal and by e-mail.
 */
import { and, asc, eq, isNull, lte, lt, or } from "drizzle-orm";
import type { RenewResponse } from "../../../core/schemas/billing";
import { paymentEvents, paymentMethods, plans, subscriptions, users } from "../../db/schema";
import type { UserRow } from "../../lib/auth";
import { randomToken } from "../../lib/crypto";
import { AppError } from "../../lib/errors";
import { closeUserSockets } from "../../lib/room-sockets";
import { PaymentProviderError, type ChargeResult } from "../../providers/payments";
import { billingAccess } from "./access";
import { customerOf, providerFailed } from "./checkout";
import type { BillingDeps } from "./deps";
import { notifyUser } from "../notifications/notify";
import { paymentFailedMail } from "./mails";
import { subscriberContact, subscriberText } from "./notifications";
import { billingOverview } from "./overview";
import { addPeriod } from "./periods";
import { chargeAmount, egpToUsd, priceEgp } from "./pricing";

/** A renewal run holds a subscription this long, so overlapping runs never charge it twice. */
export const RENEWAL_LOCK_MS = 10 * 60 * 1000;
/** At most this many subscriptions per run; the next hourly run continues. */
export const RENEWALS_PER_RUN = 50;
export const NO_CARD_MESSAGE = "There is no saved card to charge. Add a card to keep using Amal.";

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Renewal charges' order ids name the subscription: `amal-ren-<subscription id>-<random>`. */
export function renewalOrderId(subscriptionId: number) {
  return `amal-ren-${subscriptionId}-${randomToken(9)}`;
}

/**
 * Records the outcome of a renewal charge. Conditional on the subscription being as it was when
 * the charge started, so a second recording of the same charge changes nothing.
 */
export async function applyRenewalCharge(deps: BillingDeps, subscriptionId: number, result: ChargeResult, charged?: { amount: number; currency: string }): Promise<string> {
  const sub = await deps.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).get();
  if (!sub?.periodStart || !sub.periodEnd) return "ignored: no renewable subscription matches";
  if (result.status === "pending") return "renewal pending";
  const now = deps.now();
  const stamp = now.toISOString();
  const due = Date.parse(sub.periodEnd) <= now.getTime();
  const same = and(eq(subscriptions.id, sub.id), eq(subscriptions.status, sub.status), eq(subscriptions.periodEnd, sub.periodEnd));

  if (result.status === "approved") {
    if (result.transactionId && sub.providerTransactionId === result.transactionId) return "no change: renewal already recorded";
    if (!(sub.status === "failed" || (sub.status === "approved" && due))) return "no change: nothing was due";
    // After a failure the new period starts now; an on-time renewal continues where the old one ended.
    const oldEnd = new Date(sub.periodEnd);
    const start = sub.status === "failed" || addPeriod(oldEnd, sub.period) <= now ? now : oldEnd;
    const end = addPeriod(start, sub.period);
    const changed = await deps.db
      .update(subscriptions)
      .set({
        status: "approved",
        periodStart: start.toISOString(),
        periodEnd: end.toISOString(),
        providerTransactionId: result.transactionId,
        failureReason: null,
        renewalLockedUntil: null,
        updatedAt: stamp,
        ...(charged ? { amount: charged.amount } : {}),
      })
      .where(same)
      .returning({ id: subscriptions.id });
    if (!changed.length) return "no change: subscription moved on";
    if (sub.status === "failed") await tellRenewed(deps, sub, end);
    return "renewed";
  }

  const reason = result.message ?? "Your card was declined.";
  if (sub.status === "failed") {
    await deps.db.update(subscriptions).set({ failureReason: reason, renewalLockedUntil: null, updatedAt: stamp }).where(same);
    return "retry declined";
  }
  if (sub.status !== "approved" || !due) return "no change: nothing was due";
  const changed = await deps.db
    .update(subscriptions)
    .set({ status: "failed", failureReason: reason, renewalLockedUntil: null, updatedAt: stamp })
    .where(same)
    .returning({ id: subscriptions.id });
  if (!changed.length) return "no change: subscription moved on";
  // The subscription lapsed: the coaching rooms close their tabs (the hub stays, to carry the news).
  await closeUserSockets(deps, sub.userId, "subscriptionEnded", { subscribedOnly: true });
  await tellPaymentFailed(deps, sub, reason);
  return "renewal declined";
}

async function tellRenewed(deps: BillingDeps, sub: SubscriptionRow, end: Date) {
  const info = await subscriberContact(deps.db, sub);
  if (!info) return;
  const { t, day } = subscriberText(info);
  await notifyUser(deps, sub.userId, { text: t("renewed.notice", { date: day(end.toISOString()) }), kind: "payment_renewed", link: "/portal/subscription-manager" });
}

async function tellPaymentFailed(deps: BillingDeps, sub: SubscriptionRow, reason: string) {
  const info = await subscriberContact(deps.db, sub);
  if (!info) return;
  const { t } = subscriberText(info);
  await notifyUser(
    deps,
    sub.userId,
    { text: t("failed.notice"), kind: "payment_failed", link: "/portal/renew-subscription" },
    { to: info.email, ...paymentFailedMail({ subscriber: info, reason, appUrl: deps.vars.APP_URL }) },
  );
}

function primaryCard(deps: BillingDeps, userId: string) {
  return deps.db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.provider, deps.provider.name), eq(paymentMethods.isPrimary, true)))
    .get();
}

export type RenewalOutcome = { subscriptionId: number; status: "approved" | "declined" | "pending" | "skipped" | "error"; message: string | null; outcome: string };

/**
 * Charges one subscription's renewal with the primary card: claims it (a concurrent run then
 * skips it), prices it from the plan today (coupons are for the first payment only), charges,
 * logs the charge, and records the result.
 */
export async function renewSubscription(deps: BillingDeps, sub: SubscriptionRow): Promise<RenewalOutcome> {
  const now = deps.now();
  const stamp = now.toISOString();
  const claimed = await deps.db
    .update(subscriptions)
    .set({ renewalLockedUntil: new Date(now.getTime() + RENEWAL_LOCK_MS).toISOString() })
    .where(
      and(
        eq(subscriptions.id, sub.id),
        eq(subscriptions.status, sub.status),
        eq(subscriptions.periodEnd, sub.periodEnd!),
        or(isNull(subscriptions.renewalLockedUntil), lt(subscriptions.renewalLockedUntil, stamp)),
      ),
    )
    .returning({ id: subscriptions.id });
  if (!claimed.length) return { subscriptionId: sub.id, status: "skipped", message: null, outcome: "another run holds it" };

  const [card, plan, user, rate] = await Promise.all([
    primaryCard(deps, sub.userId),
    deps.db.select().from(plans).where(eq(plans.id, sub.planId)).get(),
    deps.db.select().from(users).where(eq(users.id, sub.userId)).get(),
    egpToUsd(deps.db),
  ]);
  const currency = deps.vars.PAYMENT_CURRENCY;
  const amount = chargeAmount(priceEgp(plan!, sub.period), currency, rate);

  let result: ChargeResult;
  if (!card) {
    result = { status: "declined", transactionId: null, providerOrderId: null, message: NO_CARD_MESSAGE };
  } else {
    try {
      result = await deps.provider.chargeSavedCard(
        card.token,
        { orderId: renewalOrderId(sub.id), amount, currency, description: `Amal ${plan!.name} — renewal`, purpose: "subscription" },
        customerOf(user!),
        `${deps.siteUrl}/api/billing/callback/${deps.provider.name}`,
      );
    } catch (error) {
      await deps.db.update(subscriptions).set({ renewalLockedUntil: null }).where(eq(subscriptions.id, sub.id));
      if (error instanceof PaymentProviderError) {
        console.error(JSON.stringify({ level: "error", msg: "renewal charge failed to run", subscriptionId: sub.id, detail: error.detail ?? error.message }));
        return { subscriptionId: sub.id, status: "error", message: error.message, outcome: "provider unreachable; will retry" };
      }
      throw error;
    }
  }
  const outcome = await applyRenewalCharge(deps, sub.id, result, { amount, currency });
  await deps.db.insert(paymentEvents).values({
    provider: deps.provider.name,
    kind: "RENEWAL_CHARGE",
    transactionId: result.transactionId,
    orderId: sub.orderId,
    success: result.status === "approved",
    verified: true,
    raw: JSON.stringify({ subscriptionId: sub.id, amount, currency, card: card ? `•••• ${card.last4}` : null, result }),
    outcome,
  });
  return { subscriptionId: sub.id, status: result.status, message: result.message, outcome };
}

/**
 * The scheduled run: every approved, auto-renewing subscription whose period has ended and that
 * no other run holds (only `userId`'s when given — the dev tools' "renew now").
 */
export async function runRenewals(deps: BillingDeps, opts: { userId?: string } = {}): Promise<RenewalOutcome[]> {
  const stamp = deps.now().toISOString();
  const due = await deps.db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, "approved"),
        eq(subscriptions.cancelAtPeriodEnd, false),
        lte(subscriptions.periodEnd, stamp),
        or(isNull(subscriptions.renewalLockedUntil), lt(subscriptions.renewalLockedUntil, stamp)),
        opts.userId ? eq(subscriptions.userId, opts.userId) : undefined,
      ),
    )
    .orderBy(asc(subscriptions.periodEnd))
    .limit(RENEWALS_PER_RUN);
  const outcomes: RenewalOutcome[] = [];
  for (const sub of due) {
    try {
      outcomes.push(await renewSubscription(deps, sub));
    } catch (error) {
      console.error(JSON.stringify({ level: "error", msg: "renewal failed unexpectedly", subscriptionId: sub.id, error: String(error) }));
      outcomes.push({ subscriptionId: sub.id, status: "error", message: null, outcome: String(error) });
    }
  }
  return outcomes;
}

/** POST /renew: charges the primary card again for the user's failed renewal. */
export async function retryFailedRenewal(deps: BillingDeps, user: UserRow): Promise<RenewResponse> {
  const access = await billingAccess(deps.db, user.id, deps.now());
  if (access.access !== "failed" || !access.subscription) {
    throw new AppError(409, "nothing_to_renew", access.access === "active" ? "Your subscription is active; there is nothing to pay." : "There is no failed payment to retry. Choose a plan to subscribe.");
  }
  if (!(await primaryCard(deps, user.id))) throw new AppError(409, "no_card", NO_CARD_MESSAGE);
  const result = await renewSubscription(deps, access.subscription);
  if (result.status === "error") throw providerFailed(new PaymentProviderError(result.message ?? "The payment provider could not be reached."));
  if (result.status === "skipped") throw new AppError(409, "renewal_in_progress", "A payment for this subscription is already in progress. Please wait a moment and refresh.");
  const overview = await billingOverview(deps.db, user.id, deps.now());
  if (result.status === "approved") return { status: "approved", message: "Your payment went through. Your subscription is active again.", overview };
  if (result.status === "pending") return { status: "failed", message: "Your bank is still processing the payment. Refresh this page in a minute.", overview };
  return { status: "failed", message: result.message ?? "Your card was declined.", overview };
}
