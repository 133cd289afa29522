/**
 * Discount codes. Applying one checks it for the chosen plan and prices the plan with it; it is
 * not used yet. A checkout with a coupon holds one use for CHECKOUT hold time (taken atomically,
 * so when one use is left exactly one checkout gets it and the others are told before they pay),
 * and the use is counted when the payment succeeds (./callbacks.ts).
 */
import { and, eq, gt, ne, sql } from "drizzle-orm";
import { COUPON_MESSAGES, type CouponApplyResponse } from "../../../core/schemas/billing";
import type { Db } from "../../db/client";
import { coupons, subscriptions } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { CHECKOUT_TTL_SECONDS } from "../../providers/payments";
import { activePlan, priceEgp, type PlanRow } from "./pricing";

export type CouponRow = typeof coupons.$inferSelect;

/** A checkout's hold on a coupon use lasts longer than the checkout can be paid. */
export const COUPON_HOLD_MS = (CHECKOUT_TTL_SECONDS + 5 * 60) * 1000;

export const couponErrors = {
  notFound: () => new AppError(404, "coupon_not_found", COUPON_MESSAGES.notFound, { code: COUPON_MESSAGES.notFound }),
  expired: () => new AppError(410, "coupon_expired", COUPON_MESSAGES.expired, { code: COUPON_MESSAGES.expired }),
  exhausted: () => new AppError(409, "coupon_exhausted", COUPON_MESSAGES.exhausted, { code: COUPON_MESSAGES.exhausted }),
  wrongPlan: (plan: string) => new AppError(422, "coupon_wrong_plan", COUPON_MESSAGES.wrongPlan(plan), { code: COUPON_MESSAGES.wrongPlan(plan) }),
};

export function holdSince(now: Date): string {
  return new Date(now.getTime() - COUPON_HOLD_MS).toISOString();
}

/** Uses of `couponId` held by other users' unpaid checkouts right now. */
async function heldByOthers(db: Db, couponId: number, userId: string, now: Date): Promise<number> {
  const row = await db
    .select({ n: sql<number>`count(*)` })
    .from(subscriptions)
    .where(and(eq(subscriptions.couponId, couponId), eq(subscriptions.status, "pending"), gt(subscriptions.createdAt, holdSince(now)), ne(subscriptions.userId, userId)))
    .get();
  return row?.n ?? 0;
}

/** Throws the coupon's own 4xx when it cannot be used for `plan` by `userId` now. */
export async function checkCoupon(db: Db, coupon: CouponRow | undefined, plan: PlanRow, userId: string, now: Date): Promise<CouponRow> {
  if (!coupon?.active) throw couponErrors.notFound();
  if (coupon.expiresAt && Date.parse(coupon.expiresAt) <= now.getTime()) throw couponErrors.expired();
  if (coupon.planId !== null && coupon.planId !== plan.id) throw couponErrors.wrongPlan(plan.name);
  if (coupon.usedCount >= coupon.maxUses) throw couponErrors.exhausted();
  if (coupon.usedCount + (await heldByOthers(db, coupon.id, userId, now)) >= coupon.maxUses) throw couponErrors.exhausted();
  return coupon;
}

export function couponByCode(db: Db, code: string) {
  return db.select().from(coupons).where(eq(coupons.code, code.toUpperCase())).get();
}

export function couponById(db: Db, id: number) {
  return db.select().from(coupons).where(eq(coupons.id, id)).get();
}

/** POST /coupons/apply: the coupon for the plan, priced, with "Applied for plan {plan}". */
export async function applyCoupon(db: Db, userId: string, input: { code: string; plan_id: number }, now = new Date()): Promise<CouponApplyResponse> {
  const [plan, found] = await Promise.all([activePlan(db, input.plan_id), couponByCode(db, input.code)]);
  const coupon = await checkCoupon(db, found, plan, userId, now);
  return {
    coupon: { id: coupon.id, code: coupon.code, percent_off: coupon.percentOff, plan_id: coupon.planId },
    message: COUPON_MESSAGES.applied(plan.name),
    plan: { id: plan.id, name: plan.name },
    price: { monthly: priceEgp(plan, "monthly", coupon.percentOff), quarterly: priceEgp(plan, "quarterly", coupon.percentOff) },
  };
}
