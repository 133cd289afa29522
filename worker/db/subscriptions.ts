/**
 * Who may use the portal, read from the user's paid subscriptions: shared by the billing feature
 * (login, the guards, the overview) and the CoachRoom, which checks again while its sockets stay open.
 *
 * Active: an approved subscription whose period has not ended (with a short grace while its
 * renewal is being charged), or a cancelled one whose paid period is still running. Failed: no
 * active subscription and the latest paid one failed its renewal — login then answers 403 and
 * only the subscription pages open. None: never paid (or it all ran out).
 */
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { AccessState } from "../../core/schemas/billing";
import type { Db } from "./client";
import { plans, subscriptions } from "./schema";

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionWithPlan = SubscriptionRow & { planName: string };

/**
 * An auto-renewing subscription stays usable this long past its period end: the hourly renewal
 * run charges it in that window, and a failure then marks it failed at once.
 */
export const RENEWAL_GRACE_MS = 24 * 60 * 60 * 1000;

export interface Access {
  access: AccessState;
  /** The subscription that decides `access`: the active one, else the failed one. */
  subscription: SubscriptionWithPlan | null;
  /** Every paid subscription, newest first (the overview lists them). */
  paid: SubscriptionWithPlan[];
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

export function isActive(row: SubscriptionWithPlan, now: Date): boolean {
  if (!row.periodEnd) return false;
  const end = Date.parse(row.periodEnd);
  if (row.status === "approved") return end + (row.cancelAtPeriodEnd ? 0 : RENEWAL_GRACE_MS) > now.getTime();
  if (row.status === "cancelled") return end > now.getTime();
  return false;
}

/** Access from the user's paid subscriptions (newest first). Pure, for the rules above. */
export function accessOf(paid: SubscriptionWithPlan[], now: Date): Omit<Access, "paid"> {
  const active = paid.find((row) => isActive(row, now));
  if (active) return { access: "active", subscription: active };
  const latest = paid[0];
  if (latest?.status === "failed") return { access: "failed", subscription: latest };
  return { access: "none", subscription: null };
}

/** One D1 query: the user's paid subscriptions and what they allow. */
export async function billingAccess(db: Db, userId: string, now = new Date()): Promise<Access> {
  const paid = await paidSubscriptions(db, userId);
  return { ...accessOf(paid, now), paid };
}
