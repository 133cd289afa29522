/**
 * Ids are never coerced: every id field of every JSON endpoint refuses booleans, arrays, objects,
 * exponent strings, negative, zero and fractional numbers with a readable 400 naming the field,
 * and the refused request changes nothing. Ids in the URL are digits only.
 */
import { describe, expect, it } from "vitest";
import { signedInUser, subscribedUser } from "../test/accounts";
import { PRO, asUser, subscriptionsOf } from "../test/billing";
import { call, rows, type ErrorJson } from "../test/http";

const NOT_IDS: [string, unknown][] = [
  ["true", true],
  ["[]", []],
  ["{}", {}],
  ['"1e3"', "1e3"],
  ['"1"', "1"],
  ["-1", -1],
  ["0", 0],
  ["1.5", 1.5],
];
/** The coaching session id is a digit string (the creation timestamp), so a number is refused too. */
const NOT_SESSION_IDS: [string, unknown][] = [...NOT_IDS.filter(([label]) => label !== '"1"'), ["1", 1], ['"1e3"', "1e3"], ['"-1"', "-1"], ['""', ""]];

const VERIFY_TOKEN = "a".repeat(32);

/** Each JSON endpoint with an id field: a valid body, and what it changes, to check nothing did. */
const endpoints = [
  { path: "/api/billing/coupons/apply", body: { code: "WELCOME20", plan_id: PRO }, fields: ["plan_id"] },
  { path: "/api/billing/checkout", body: { plan_id: PRO, period: "monthly", coupon_id: null }, fields: ["plan_id", "coupon_id"] },
  { path: "/api/billing/change-plan", body: { plan_id: PRO, period: "monthly", coupon_id: null }, fields: ["plan_id", "coupon_id"] },
  { path: "/api/billing/verify", body: { verify_token: VERIFY_TOKEN, plan_id: PRO, coupon_id: null }, fields: ["plan_id", "coupon_id"] },
] as const;

describe("ids in JSON bodies", () => {
  for (const endpoint of endpoints) {
    for (const field of endpoint.fields) {
      it(`should refuse every non-id as ${field} on ${endpoint.path} with a 400 naming the field, changing nothing`, async () => {
        const user = await subscribedUser();
        const before = await subscriptionsOf(user.id);
        for (const [label, value] of NOT_IDS) {
          const res = await asUser(user.cookie, endpoint.path, { ...endpoint.body, [field]: value });
          expect(res.status, `${field}: ${label}`).toBe(400);
          const body = await res.json<ErrorJson>();
          expect(body.error.code, `${field}: ${label}`).toBe("validation_failed");
          expect(Object.keys(body.error.fields ?? {}), `${field}: ${label}`).toEqual([field]);
          expect(body.error.message, `${field}: ${label}`).toMatch(new RegExp(`^${field}: \\S`));
        }
        expect(await subscriptionsOf(user.id)).toEqual(before);
      });
    }
  }

  it("should refuse every non-id as the new coaching session's session_id, creating no session", async () => {
    const user = await subscribedUser();
    for (const [label, value] of NOT_SESSION_IDS) {
      const res = await asUser(user.cookie, "/api/coach/sessions", { session_id: value, session_name: "Interview prep" });
      expect(res.status, label).toBe(400);
      const body = await res.json<ErrorJson>();
      expect(body.error, label).toMatchObject({ code: "validation_failed", fields: { session_id: expect.stringMatching(/digits/) } });
    }
    expect(await rows("SELECT 1 FROM coach_sessions WHERE user_id = ?", user.id)).toEqual([]);
  });

  it("should still take a JSON number as plan_id", async () => {
    const user = await signedInUser();
    const res = await asUser(user.cookie, "/api/billing/coupons/apply", { code: "WELCOME20", plan_id: PRO });
    expect(res.status).toBe(200);
  });
});

describe("ids in the URL", () => {
  it.each(["1e3", "-1", "0", "01", "1.5", "true", "0x10"])("should answer the article id %s with 400 and the blog page with 404", async (id) => {
    const api = await call(`/api/blog/${id}`);
    expect(api.status).toBe(400);
    expect((await api.json<ErrorJson>()).error.fields?.id).toMatch(/article id/);
    expect((await call(`/blog/article/${id}`)).status).toBe(404);
  });

  it.each(["1e3", "-1", "true", "1.0"])("should treat the card id %s as unknown", async (id) => {
    const user = await signedInUser();
    const res = await asUser(user.cookie, `/api/billing/payment-methods/${id}/primary`);
    expect(res.status).toBe(400);
    expect((await res.json<ErrorJson>()).error.fields).toEqual({ id: "Unknown card." });
  });
});
