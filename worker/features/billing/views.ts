/** Billing rows as the API shows them (core/schemas/billing.ts). */
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { CardItem, SubscriptionItem } from "../../../core/schemas/billing";
import type { Db } from "../../db/client";
import { paymentMethods, plans, subscriptions } from "../../db/schema";

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type SubscriptionWithPlan = SubscriptionRow & { planName: string };

export function subscriptionItem(row: SubscriptionWithPlan): SubscriptionItem {
  return {
    id: row.id,
    order_id: row.orderId,
    plan_id: row.planId,
    name: row.planName,
    period: row.period,
    status: row.status,
    created_at: row.createdAt,
    period_end: row.periodEnd,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    paymob_subscription_id: row.providerSubscriptionId,
    amount: { value: row.amount, currency: row.currency },
  };
}

export function cardItem(row: PaymentMethodRow): CardItem {
  return { id: row.id, token: `•••• ${row.last4}`, last4: row.last4, brand: row.brand, is_primary: row.isPrimary };
}

/** Every subscription of the user that was ever paid for (abandoned checkouts are not listed), newest first. */
export async function paidSubscriptions(db: Db, userId: string): Promise<SubscriptionWithPlan[]> {
  const rows = await db
    .select({ s: subscriptions, planName: plans.name })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.userId, userId), isNotNull(subscriptions.periodStart)))
    .orderBy(desc(subscriptions.id))
    .limit(50);
  return rows.map((r) => ({ ...r.s, planName: r.planName }));
}

export function cardsOf(db: Db, userId: string) {
  return db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId)).orderBy(desc(paymentMethods.isPrimary), desc(paymentMethods.id));
}
