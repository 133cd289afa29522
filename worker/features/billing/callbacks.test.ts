/**
 * Provider callbacks: only a correctly signed one changes anything (every signed field is
 * covered by the signature), every one is logged, and the same callback twice changes nothing.
 */
import { describe, expect, it } from "vitest";
import { SANDBOX_CARDS } from "../../../core/schemas/billing";
import { signedInUser } from "../../test/accounts";
import {
  PRO,
  cardsOf,
  couponRow,
  insertCoupon,
  intentionOf,
  payInSandbox,
  postCallback,
  signedTransaction,
  startCheckout,
  subscriptionsOf,
} from "../../test/billing";
import { REFUSED_CALLBACK_SUMMARY_MAX } from "../../../core/limits";
import { rows, startOfFreshWindow, uniqueIp, type ErrorJson } from "../../test/http";

async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}
import { TOKEN_HMAC_FIELDS, TRANSACTION_HMAC_FIELDS } from "../../providers/payments/hmac";
import { sandboxTokenCallback } from "../../providers/payments/sandbox";

interface EventRow {
  kind: string;
  transaction_id: string | null;
  order_id: string | null;
  verified: number;
  outcome: string;
  raw: string;
}
const eventsFor = (orderId: string) => rows<EventRow>("SELECT kind, transaction_id, order_id, verified, outcome, raw FROM payment_events WHERE order_id = ? ORDER BY id", orderId);

/** Sets `path` (dotted) in a copy of `obj` to a different value of the same kind. */
function tamper(obj: Record<string, unknown>, path: string) {
  const copy = structuredClone(obj);
  const keys = path.split(".");
  let target = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = keys.at(-1)!;
  const value = target[last];
  target[last] = typeof value === "boolean" ? !value : typeof value === "number" ? value + 1 : `${String(value)}x`;
  return copy;
}

describe("tampered callbacks", () => {
  it.each(TRANSACTION_HMAC_FIELDS.map((f) => [f]))("should reject a transaction callback whose %s was changed, log it and change nothing", async (field) => {
    const user = await signedInUser();
    const checkout = await startCheckout(user.cookie, { plan_id: PRO, period: "monthly" });
    const { payload, hmac } = await signedTransaction(checkout);
    const res = await postCallback({ ...payload, obj: tamper(payload.obj, field) }, hmac);
    expect(res.status).toBe(401);
    expect((await res.json<ErrorJson>()).error.code).toBe("invalid_signature");
    expect((await subscriptionsOf(user.id))[0]!.status).toBe("pending");
    // A changed order.id no longer names this order; the log keeps it under the merchant order id.
    const [event] = await eventsFor(checkout.order_id);
    expect(event).toMatchObject({ kind: "TRANSACTION", verified: 0, outcome: "rejected: HMAC mismatch" });
  });

  it.each(TOKEN_HMAC_FIELDS.map((f) => [f]))("should reject a card token callback whose %s was changed and save no card", async (field) => {
    const user = await signedInUser();
    const checkout = await startCheckout(user.cookie, { plan_id: PRO, period: "monthly" });
    const { payload, hmac } = await sandboxTokenCallback("amal-sandbox-hmac-secret", await intentionOf(checkout), { last4: "4242", brand: "Visa" });
    const body = JSON.stringify({ ...payload, obj: tamper(payload.obj, field) });
    const res = await postCallback(body, hmac);
    expect(res.status).toBe(401);
    expect(await cardsOf(user.id)).toEqual([]);
    const logged = await rows<EventRow>("SELECT verified, outcome, kind FROM payment_events WHERE instr(raw, ?) > 0", await sha256Hex(body));
    expect(logged).toEqual([expect.objectContaining({ kind: "TOKEN", verified: 0, outcome: "rejected: HMAC mismatch" })]);
  });

  it.each([
    ["no hmac", (_h: string) => null as string | null],
    ["an hmac signed with another secret's length", () => "ab".repeat(64)],
    ["an hmac that is not hex", () => "z".repeat(128)],
    ["the right hmac in upper case but one digit off", (h: string) => `${h.slice(0, -1)}${h.endsWith("0") ? "1" : "0"}`.toUpperCase()],
  ])("should reject a callback with %s", async (_case, mangle) => {
    const user = await signedInUser();
    const checkout = await startCheckout(user.cookie, { plan_id: PRO, period: "monthly" });
    const { payload, hmac } = await signedTransaction(checkout);
    expect((await postCallback(payload, mangle(hmac))).status).toBe(401);
    expect((await subscriptionsOf(user.id))[0]!.status).toBe("pending");
  });

  it("should find the order by the signed order id, not by the unsigned merchant_order_id", async () => {
    const payer = await signedInUser();
    const other = await signedInUser();
    const paid = await startCheckout(payer.cookie, { plan_id: PRO, period: "monthly" });
    const victim = await startCheckout(other.cookie, { plan_id: PRO, period: "monthly" });
    const { payload, hmac } = await signedTransaction(paid);
    payload.obj.order.merchant_order_id = victim.order_id;
    expect((await postCallback(payload, hmac)).status).toBe(200);
    expect((await subscriptionsOf(other.id))[0]!.status).toBe("pending");
    expect((await subscriptionsOf(payer.id))[0]!.status).toBe("approved");
  });

  it("should accept the same signature in upper case (hex is case-insensitive)", async () => {
    const user = await signedInUser();
    const checkout = await startCheckout(user.cookie, { plan_id: PRO, period: "monthly" });
    const { payload, hmac } = await signedTransaction(checkout);
    expect((await postCallback(payload, hmac.toUpperCase())).status).toBe(200);
    expect((await subscriptionsOf(user.id))[0]!.status).toBe("approved");
  });

  it.each([
    ["a body that is not JSON", "type=TRANSACTION", 400],
    ["JSON that is not a callback", { hello: "world" }, 401],
    ["an unknown callback type", { type: "REFUND_REQUEST", obj: { id: 1 } }, 401],
  ])("should refuse %s and log it unverified", async (_case, body, status) => {
    const before = (await rows<{ n: number }>("SELECT count(*) AS n FROM payment_events WHERE verified = 0"))[0]!.n;
    expect((await postCallback(body, "ab".repeat(64))).status).toBe(status);
    expect((await rows<{ n: number }>("SELECT count(*) AS n FROM payment_events WHERE verified = 0"))[0]!.n).toBe(before + 1);
  });

  it("should answer 404 on the callback path of a provider that is not in use (no forged Paymob callbacks in sandbox mode)", async () => {
    const res = await postCallback({ type: "TRANSACTION", obj: {} }, "ab".repeat(64), "paymob");
    expect(res.status).toBe(404);
    expect((await postCallback({}, null, "stripe")).status).toBe(400);
  });
});

describe("forged callbacks in bulk", () => {
  it("should keep only a short summary of a refused body, never the body", async () => {
    const junk = { type: "TRANSACTION", obj: { id: 1, note: "x".repeat(60 * 1024) }, padding: "y".repeat(100) };
    const text = JSON.stringify(junk);
    const res = await postCallback(junk, "ab".repeat(64));
    expect(res.status).toBe(401);
    const [logged] = await rows<{ raw: string }>("SELECT raw FROM payment_events WHERE instr(raw, ?) > 0", await sha256Hex(text));
    expect(logged!.raw.length).toBeLessThanOrEqual(REFUSED_CALLBACK_SUMMARY_MAX);
    expect(JSON.parse(logged!.raw)).toEqual({ bytes: text.length, sha256: await sha256Hex(text), json: true, fields: ["type", "obj", "padding"], obj_fields: ["id", "note"] });
  });

  it("should summarise a body that is not JSON by its size and hash", async () => {
    const text = `not json ${"z".repeat(10_000)}`;
    expect((await postCallback(text, "ab".repeat(64))).status).toBe(400);
    const [logged] = await rows<{ raw: string }>("SELECT raw FROM payment_events WHERE instr(raw, ?) > 0", await sha256Hex(text));
    expect(JSON.parse(logged!.raw)).toEqual({ bytes: text.length, sha256: await sha256Hex(text), json: false });
  });

  it("should cap the field names of a body with very many fields", async () => {
    const many = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`field_${"k".repeat(60)}_${i}`, i]));
    expect((await postCallback(many, "ab".repeat(64))).status).toBe(401);
    const [logged] = await rows<{ raw: string }>("SELECT raw FROM payment_events WHERE instr(raw, ?) > 0", await sha256Hex(JSON.stringify(many)));
    expect(logged!.raw.length).toBeLessThanOrEqual(REFUSED_CALLBACK_SUMMARY_MAX);
  });

  it("should refuse a flood of callbacks from one address with a 429 before reading them, while another address gets through", async () => {
    await startOfFreshWindow(60, 20_000);
    const ip = uniqueIp();
    const before = (await rows<{ n: number }>("SELECT count(*) AS n FROM payment_events"))[0]!.n;
    const statuses: number[] = [];
    for (let i = 0; i < 125; i++) statuses.push((await postCallback({ type: "TRANSACTION", obj: { id: i } }, "ab".repeat(64), "sandbox", ip)).status);
    expect(statuses.slice(0, 120).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(120)).toEqual([429, 429, 429, 429, 429]);
    const limited = await postCallback({ type: "TRANSACTION", obj: {} }, "ab".repeat(64), "sandbox", ip);
    expect(limited.headers.get("Retry-After")).toBe("60");
    expect((await limited.json<ErrorJson>()).error.message).toBe("Too many payment callbacks from this address. Please wait a minute.");
    // Refused ones are not logged: at most the 120 that were read.
    expect((await rows<{ n: number }>("SELECT count(*) AS n FROM payment_events"))[0]!.n - before).toBeLessThanOrEqual(120 + 10);
    expect((await postCallback({ type: "TRANSACTION", obj: {} }, "ab".repeat(64))).status).toBe(401);
  });
});

describe("replayed callbacks", () => {
  it("should change nothing when a successful payment's callback arrives again", async () => {
    const user = await signedInUser();
    const coupon = await insertCoupon({ maxUses: 10 });
    const checkout = await startCheckout(user.cookie, { plan_id: PRO, period: "monthly", coupon_id: coupon.id });
    const { payload, hmac } = await signedTransaction(checkout);
    expect((await postCallback(payload, hmac)).status).toBe(200);
    const after = await subscriptionsOf(user.id);
    const couponAfter = await couponRow(coupon.id);

    const replay = await postCallback(payload, hmac);
    expect(replay.status).toBe(200);
    expect(await subscriptionsOf(user.id)).toEqual(after);
    expect(await couponRow(coupon.id)).toEqual(couponAfter);
    expect(couponAfter.used_count).toBe(1);
    expect((await eventsFor(checkout.order_id)).map((e) => e.outcome)).toEqual(["approved", "duplicate: this transaction was already processed"]);
  });

  it("should change nothing when a card token callback arrives again", async () => {
    const user = await signedInUser();
    const checkout = await startCheckout(user.cookie, { plan_id: PRO, period: "monthly" });
    const { payload, hmac } = await sandboxTokenCallback("amal-sandbox-hmac-secret", await intentionOf(checkout), { last4: "4242", brand: "Visa" });
    expect((await postCallback(payload, hmac)).status).toBe(200);
    expect((await postCallback(payload, hmac)).status).toBe(200);
    expect(await cardsOf(user.id)).toEqual([expect.objectContaining({ last4: "4242", is_primary: 1 })]);
  });

  it("should not undo a paid subscription with an old decline, nor re-activate a cancelled one with an old approval", async () => {
    const user = await signedInUser();
    const checkout = await startCheckout(user.cookie, { plan_id: PRO, period: "monthly" });
    const decline = await signedTransaction(checkout, false);
    const approve = await signedTransaction(checkout, true);
    await postCallback(approve.payload, approve.hmac);
    expect((await postCallback(decline.payload, decline.hmac)).status).toBe(200);
    expect((await subscriptionsOf(user.id))[0]!.status).toBe("approved");

    const [sub] = await subscriptionsOf(user.id);
    const cancel = await import("../../test/billing").then((m) => m.asUser(user.cookie, `/api/billing/subscriptions/${sub!.id}/cancel`));
    expect(cancel.status).toBe(200);
    const approveAgain = await signedTransaction(checkout, true);
    await postCallback(approveAgain.payload, approveAgain.hmac);
    expect((await subscriptionsOf(user.id))[0]).toMatchObject({ status: "cancelled", period_end: sub!.period_end });
  });

  it("should record each sandbox payment's callbacks as verified events with their outcome", async () => {
    const user = await signedInUser();
    const checkout = await startCheckout(user.cookie, { plan_id: PRO, period: "monthly" });
    await payInSandbox(checkout.redirect_url, SANDBOX_CARDS.declined.number);
    await payInSandbox(checkout.redirect_url);
    const events = await rows<EventRow>("SELECT kind, verified, outcome FROM payment_events WHERE order_id IN (?, ?) ORDER BY id", checkout.order_id, (await subscriptionsOf(user.id))[0]!.provider_order_id);
    expect(events.map((e) => [e.kind, e.verified, e.outcome])).toEqual([
      ["TRANSACTION", 1, "declined"],
      ["TRANSACTION", 1, "approved"],
      ["TOKEN", 1, "card •••• 4242 saved"],
    ]);
  });
});
