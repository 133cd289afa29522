/** The subscription manager: what the user has, and cancelling at the end of the period. */
import { and, eq } from "drizzle-orm";
import type { BillingOverview } from "../../../core/schemas/billing";
import type { Db } from "../../db/client";
import { subscriptions } from "../../db/schema";
import { AppError, notFound } from "../../lib/errors";
import { billingAccess, billingStatus } from "./access";
import { cardItem, cardsOf, subscriptionItem } from "./views";

export async function billingOverview(db: Db, userId: string, now = new Date()): Promise<BillingOverview> {
  const [access, cards] = await Promise.all([billingAccess(db, userId, now), cardsOf(db, userId)]);
  return {
    ...billingStatus(access),
    subscriptions: access.paid.map(subscriptionItem),
    cards: cards.map(cardItem),
    payment_issue: access.access === "failed",
  };
}

/**
 * Cancels renewal: the subscription shows as cancelled and is not charged again, and the portal
 * stays open until the end of the period already paid for.
 */
export async function cancelSubscription(db: Db, userId: string, subscriptionId: number, now = new Date()): Promise<BillingOverview> {
  const sub = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, userId)))
    .get();
  if (!sub?.periodStart) throw notFound("There is no such subscription on your account.");
  if (sub.status === "cancelled") throw new AppError(409, "already_cancelled", "This subscription is already cancelled.");
  if (sub.status !== "approved") throw new AppError(409, "not_cancellable", "Only an active subscription can be cancelled.");
  const changed = await db
    .update(subscriptions)
    .set({ status: "cancelled", cancelAtPeriodEnd: true, updatedAt: now.toISOString() })
    .where(and(eq(subscriptions.id, sub.id), eq(subscriptions.status, "approved")))
    .returning({ id: subscriptions.id });
  if (!changed.length) throw new AppError(409, "not_cancellable", "This subscription changed in the meantime. Refresh and try again.");
  return billingOverview(db, userId, now);
}
