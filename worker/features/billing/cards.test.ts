/** Saved cards: adding one through the checkout, primary, removal rules, and other users' cards. */
import { describe, expect, it } from "vitest";
import { SANDBOX_CARDS, type BillingOverview, type CardSetupStatus, type CheckoutResponse } from "../../../core/schemas/billing";
import { signedInUser } from "../../test/accounts";
import { asUser, cardsOf, overviewOf, payInSandbox, subscriber } from "../../test/billing";
import { call, type ErrorJson } from "../../test/http";

async function addCard(cookie: string, number: string = SANDBOX_CARDS.success.number, makePrimary = true) {
  const res = await asUser(cookie, "/api/billing/payment-methods", { make_primary: makePrimary });
  expect(res.status).toBe(201);
  const setup = await res.json<CheckoutResponse>();
  const back = await payInSandbox(setup.redirect_url, number);
  return { setup, back };
}

const setupStatus = async (cookie: string, orderId: string) => (await asUser(cookie, `/api/billing/payment-methods/setup/${orderId}`, undefined, "GET")).json<CardSetupStatus>();

describe("adding a card", () => {
  it("should save a card through a no-charge sandbox checkout and come back to the subscription manager", async () => {
    const user = await signedInUser();
    const { setup, back } = await addCard(user.cookie);
    expect(setup.amount).toEqual({ value: 0, currency: "EGP" });
    expect(back.pathname).toBe("/portal/subscription-manager");
    expect(back.searchParams.get("card_setup")).toBe(setup.order_id);
    expect(await setupStatus(user.cookie, setup.order_id)).toMatchObject({ status: "saved", message: "Card •••• 4242 saved.", card: { last4: "4242", is_primary: true } });
    const { cards } = await overviewOf(user.cookie);
    expect(cards).toEqual([{ id: expect.any(Number), token: "•••• 4242", last4: "4242", brand: "Visa", is_primary: true }]);
  });

  it("should report a declined card with its message and save nothing", async () => {
    const user = await signedInUser();
    const { setup, back } = await addCard(user.cookie, SANDBOX_CARDS.declined.number);
    expect(back.searchParams.get("success")).toBe("false");
    expect(await setupStatus(user.cookie, setup.order_id)).toEqual({ status: "failed", message: SANDBOX_CARDS.declined.message, card: null });
    expect(await cardsOf(user.id)).toEqual([]);
  });

  it("should keep the primary card when the new one is added with make_primary false", async () => {
    const user = await subscriber();
    await addCard(user.cookie, SANDBOX_CARDS.renewalDeclined.number, false);
    expect((await cardsOf(user.id)).map((c) => [c.last4, c.is_primary])).toEqual([
      ["4242", 1],
      ["0341", 0],
    ]);
  });

  it("should not show anyone else's card checkout", async () => {
    const owner = await signedInUser();
    const stranger = await signedInUser();
    const { setup } = await addCard(owner.cookie);
    const res = await asUser(stranger.cookie, `/api/billing/payment-methods/setup/${setup.order_id}`, undefined, "GET");
    expect(res.status).toBe(404);
    expect((await asUser(stranger.cookie, "/api/billing/payment-methods/setup/not-an-order", undefined, "GET")).status).toBe(400);
  });
});

describe("primary and removal", () => {
  it("should switch the primary card, and promote another when the primary is removed", async () => {
    const user = await subscriber();
    await addCard(user.cookie, SANDBOX_CARDS.renewalDeclined.number, false);
    const [first, second] = await cardsOf(user.id);
    const primary = await asUser(user.cookie, `/api/billing/payment-methods/${second!.id}/primary`);
    expect(primary.status).toBe(200);
    expect((await primary.json<BillingOverview>()).cards.map((c) => [c.last4, c.is_primary])).toEqual([
      ["0341", true],
      ["4242", false],
    ]);
    const removed = await asUser(user.cookie, `/api/billing/payment-methods/${second!.id}`, undefined, "DELETE");
    expect(removed.status).toBe(200);
    expect((await removed.json<BillingOverview>()).cards).toEqual([expect.objectContaining({ id: first!.id, is_primary: true })]);
  });

  it("should refuse to remove the only card of a renewing subscription with a readable 409", async () => {
    const user = await subscriber();
    const [card] = await cardsOf(user.id);
    const res = await asUser(user.cookie, `/api/billing/payment-methods/${card!.id}`, undefined, "DELETE");
    expect(res.status).toBe(409);
    expect((await res.json<ErrorJson>()).error).toEqual({
      code: "last_card",
      message: "You can't remove the only card your subscription renews with. Add another card first, or cancel the subscription.",
    });
    // Once it no longer renews, the card may go.
    await asUser(user.cookie, `/api/billing/subscriptions/${user.subscription.id}/cancel`);
    expect((await asUser(user.cookie, `/api/billing/payment-methods/${card!.id}`, undefined, "DELETE")).status).toBe(200);
  });

  it("should not let another user see, switch or remove someone's card (404)", async () => {
    const owner = await subscriber();
    const stranger = await subscriber();
    const [card] = await cardsOf(owner.id);
    expect((await asUser(stranger.cookie, `/api/billing/payment-methods/${card!.id}/primary`)).status).toBe(404);
    expect((await asUser(stranger.cookie, `/api/billing/payment-methods/${card!.id}`, undefined, "DELETE")).status).toBe(404);
    expect((await overviewOf(stranger.cookie)).cards.map((c) => c.id)).not.toContain(card!.id);
    expect(await cardsOf(owner.id)).toHaveLength(1);
  });

  it.each([
    ["POST", "/api/billing/payment-methods/abc/primary", 400],
    ["DELETE", "/api/billing/payment-methods/0", 400],
    ["DELETE", "/api/billing/payment-methods/999999", 404],
  ])("should answer %s %s with %i", async (method, path, status) => {
    const user = await signedInUser();
    const res = await asUser(user.cookie, path, undefined, method);
    expect(res.status).toBe(status);
    expect((await res.json<ErrorJson>()).error.message).toMatch(/card/);
  });

  it("should answer a bad add-card body with 400 and no session with 401", async () => {
    const user = await signedInUser();
    const res = await asUser(user.cookie, "/api/billing/payment-methods", { make_primary: "yes" });
    expect(res.status).toBe(400);
    const bad = await asUser(user.cookie, "/api/billing/payment-methods", { return_to: "/evil" });
    expect(bad.status).toBe(400);
    expect((await call("/api/billing/overview")).status).toBe(401);
    expect((await call("/api/billing/payment-methods/1", { method: "DELETE" })).status).toBe(401);
  });
});
