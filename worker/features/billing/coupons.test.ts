/** POST /api/billing/coupons/apply: the discounted price, and each refusal with its own message. */
import { describe, expect, it } from "vitest";
import { COUPON_MESSAGES, type CouponApplyResponse } from "../../../core/schemas/billing";
import { signedInUser } from "../../test/accounts";
import { PRO, asUser, insertCoupon, startCheckout } from "../../test/billing";
import { call, postJson, type ErrorJson } from "../../test/http";

const apply = (cookie: string, body: unknown) => asUser(cookie, "/api/billing/coupons/apply", body);

describe("applying a coupon", () => {
  it("should stop guessing after 10 checks a minute per user with a readable 429, other users unaffected", async () => {
    const [guesser, other] = [await signedInUser(), await signedInUser()];
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await apply(guesser.cookie, { code: `GUESS${i}`, plan_id: PRO })).status);
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
    const refused = await apply(guesser.cookie, { code: "WELCOME20", plan_id: PRO });
    expect(refused.status).toBe(429);
    expect((await refused.json<ErrorJson>()).error.message).toBe("Too many coupon attempts. Please wait a minute and try again.");
    expect((await apply(other.cookie, { code: "WELCOME20", plan_id: PRO })).status).toBe(200);
  });

  it("should price the plan with the seeded WELCOME20 code, typed in any case, for any plan", async () => {
    const user = await signedInUser();
    const res = await apply(user.cookie, { code: "  welcome20 ", plan_id: PRO });
    expect(res.status).toBe(200);
    const body = await res.json<CouponApplyResponse>();
    expect(body).toMatchObject({
      message: "Applied for plan Professional",
      plan: { id: PRO, name: "Professional" },
      coupon: { code: "WELCOME20", percent_off: 20, plan_id: null },
      // EGP 599 → 479 after the plan's 20% → 383; 1,599 → 1,279 → 1,023.
      price: { monthly: 383, quarterly: 1023 },
    });
    const starter = await (await apply(user.cookie, { code: "WELCOME20", plan_id: 1 })).json<CouponApplyResponse>();
    expect(starter).toMatchObject({ message: "Applied for plan Starter", price: { monthly: 239, quarterly: 639 } });
  });

  it("should accept a plan-specific code for its plan", async () => {
    const user = await signedInUser();
    const res = await apply(user.cookie, { code: "PRO30", plan_id: PRO });
    expect(res.status).toBe(200);
    expect((await res.json<CouponApplyResponse>()).coupon).toMatchObject({ code: "PRO30", plan_id: PRO, percent_off: 30 });
  });

  it.each([
    ["an unknown code", { code: "NOPE-NOT-A-CODE" }, 404, "coupon_not_found", COUPON_MESSAGES.notFound],
    ["an expired code", { expiresAt: "2020-01-01T00:00:00.000Z" }, 410, "coupon_expired", COUPON_MESSAGES.expired],
    ["a fully used code", { maxUses: 3, usedCount: 3 }, 409, "coupon_exhausted", COUPON_MESSAGES.exhausted],
    ["a code for another plan", { planId: 3 }, 422, "coupon_wrong_plan", COUPON_MESSAGES.wrongPlan("Professional")],
    ["a switched-off code", { active: false }, 404, "coupon_not_found", COUPON_MESSAGES.notFound],
  ] as const)("should refuse %s with its own message", async (_case, setup, status, code, message) => {
    const user = await signedInUser();
    const coupon = "code" in setup ? { code: setup.code } : await insertCoupon(setup as Parameters<typeof insertCoupon>[0]);
    if ("active" in setup) await (await import("cloudflare:workers")).env.DB.prepare("UPDATE coupons SET active = 0 WHERE code = ?").bind(coupon.code).run();
    const res = await apply(user.cookie, { code: coupon.code, plan_id: PRO });
    expect(res.status).toBe(status);
    expect(await res.json<ErrorJson>()).toEqual({ error: { code, message, fields: { code: message } } });
  });

  it("should say the seeded SPRING15 has expired and FOUNDERS50 is fully used", async () => {
    const user = await signedInUser();
    expect((await (await apply(user.cookie, { code: "SPRING15", plan_id: PRO })).json<ErrorJson>()).error.message).toBe(COUPON_MESSAGES.expired);
    expect((await (await apply(user.cookie, { code: "FOUNDERS50", plan_id: PRO })).json<ErrorJson>()).error.message).toBe(COUPON_MESSAGES.exhausted);
  });

  it("should call a code exhausted when another customer's checkout holds its last use, but not for that customer", async () => {
    const holder = await signedInUser();
    const other = await signedInUser();
    const coupon = await insertCoupon({ maxUses: 1 });
    await startCheckout(holder.cookie, { plan_id: PRO, period: "monthly", coupon_id: coupon.id });
    expect((await apply(other.cookie, { code: coupon.code, plan_id: PRO })).status).toBe(409);
    expect((await apply(holder.cookie, { code: coupon.code, plan_id: PRO })).status).toBe(200);
  });

  it("should not count a use when a coupon is only applied", async () => {
    const user = await signedInUser();
    const coupon = await insertCoupon({ maxUses: 1 });
    for (let i = 0; i < 3; i++) expect((await apply(user.cookie, { code: coupon.code, plan_id: PRO })).status).toBe(200);
    expect((await apply((await signedInUser()).cookie, { code: coupon.code, plan_id: PRO })).status).toBe(200);
  });

  it.each([
    ["no code", { plan_id: PRO }, { code: "Enter a coupon code." }],
    ["a blank code", { code: "   ", plan_id: PRO }, { code: "Enter a coupon code." }],
    ["a code over 40 characters", { code: "X".repeat(41), plan_id: PRO }, { code: "Coupon codes are at most 40 characters." }],
    ["no plan", { code: "WELCOME20" }, { plan_id: "Choose a plan." }],
    ["a negative plan", { code: "WELCOME20", plan_id: -2 }, { plan_id: "Choose a plan." }],
  ])("should answer %s with 400 and the field's message", async (_case, body, fields) => {
    const user = await signedInUser();
    const res = await apply(user.cookie, body);
    expect(res.status).toBe(400);
    expect((await res.json<ErrorJson>()).error.fields).toEqual(fields);
  });

  it("should answer an unknown plan with 404, no session with 401 and a form body with 415", async () => {
    const user = await signedInUser();
    expect((await apply(user.cookie, { code: "WELCOME20", plan_id: 999 })).status).toBe(404);
    expect((await postJson("/api/billing/coupons/apply", { code: "WELCOME20", plan_id: PRO })).status).toBe(401);
    const form = await call("/api/billing/coupons/apply", { method: "POST", headers: { Cookie: user.cookie }, body: new URLSearchParams({ code: "WELCOME20", plan_id: "2" }) });
    expect(form.status).toBe(415);
  });
});
