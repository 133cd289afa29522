/** Billing rows as the API shows them (core/schemas/billing.ts). */
import { desc, eq } from "drizzle-orm";
import type { CardItem, SubscriptionItem } from "../../../core/schemas/billing";
import type { Db } from "../../db/client";
import { paymentMethods } from "../../db/schema";
import type { SubscriptionWithPlan } from "../../db/subscriptions";

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export { paidSubscriptions, type SubscriptionRow, type SubscriptionWithPlan } from "../../db/subscriptions";

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

export function cardsOf(db: Db, userId: string) {
  return db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId)).orderBy(desc(paymentMethods.isPrimary), desc(paymentMethods.id));
}
