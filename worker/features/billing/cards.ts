/**
 * Saved cards: adding one goes through the provider's hosted checkout (the card never touches
 * our servers; its token arrives in the provider's signed callback), then primary and removal.
 */
import { and, desc, eq, ne } from "drizzle-orm";
import type { BillingOverview, CardSetupStatus, CheckoutResponse } from "../../../core/schemas/billing";
import { cardSetups, paymentMethods } from "../../db/schema";
import type { UserRow } from "../../lib/auth";
import { AppError, notFound } from "../../lib/errors";
import { type CheckoutSession, PaymentProviderError } from "../../providers/payments";
import { billingAccess } from "./access";
import { customerOf, newOrderId, providerFailed } from "./checkout";
import type { BillingDeps } from "./deps";
import { billingOverview } from "./overview";
import { cardItem } from "./views";

/**
 * What saving a card costs: nothing in the sandbox; Paymob tokenises a card only with a payment,
 * so a minimal card check (1.00 in the charge currency) is made there.
 */
export function cardCheckAmount(provider: BillingDeps["provider"]["name"]): number {
  return provider === "sandbox" ? 0 : 100;
}

export type ReturnTo = "subscription-manager" | "renew-subscription";

/** POST /payment-methods: a card-saving checkout; the browser comes back with `card_setup=<order id>`. */
export async function startCardSetup(deps: BillingDeps, user: UserRow, input: { make_primary: boolean; return_to?: ReturnTo }): Promise<CheckoutResponse> {
  const access = await billingAccess(deps.db, user.id, deps.now());
  const returnTo = input.return_to ?? (access.access === "failed" ? "renew-subscription" : "subscription-manager");
  const orderId = newOrderId("card");
  const currency = deps.vars.PAYMENT_CURRENCY;
  const amount = cardCheckAmount(deps.provider.name);
  await deps.db.insert(cardSetups).values({ userId: user.id, orderId, provider: deps.provider.name, makePrimary: input.make_primary });

  const path = `/portal/${returnTo}?card_setup=${encodeURIComponent(orderId)}`;
  let session: CheckoutSession;
  try {
    session = await deps.provider.createCheckout(
      { orderId, amount, currency, description: "Card for your Amal subscription renewals", purpose: "card_setup" },
      customerOf(user),
      { returnUrl: `${deps.siteUrl}${path}`, callbackUrl: `${deps.siteUrl}/api/billing/callback/${deps.provider.name}` },
    );
  } catch (error) {
    await deps.db.update(cardSetups).set({ status: "failed", failureReason: "checkout could not be opened" }).where(eq(cardSetups.orderId, orderId));
    if (error instanceof PaymentProviderError) throw providerFailed(error);
    throw error;
  }
  await deps.db.update(cardSetups).set({ providerIntentionId: session.intentionId, providerOrderId: session.providerOrderId }).where(eq(cardSetups.orderId, orderId));
  return { redirect_url: session.redirectUrl, order_id: orderId, verify_token: "", amount: { value: amount, currency } };
}

async function ownCard(deps: BillingDeps, userId: string, cardId: number) {
  const card = await deps.db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, cardId), eq(paymentMethods.userId, userId)))
    .get();
  if (!card) throw notFound("There is no such card on your account.");
  return card;
}

/** POST /payment-methods/:id/primary: renewals charge this card from now on. */
export async function makePrimary(deps: BillingDeps, userId: string, cardId: number): Promise<BillingOverview> {
  const card = await ownCard(deps, userId, cardId);
  await deps.d1
    .prepare("UPDATE payment_methods SET is_primary = (id = ?1) WHERE user_id = ?2")
    .bind(card.id, userId)
    .run();
  return billingOverview(deps.db, userId, deps.now());
}

/**
 * DELETE /payment-methods/:id. The only card of a subscription that renews cannot go (409: add
 * another first); removing the primary card makes the newest remaining card primary.
 */
export async function removeCard(deps: BillingDeps, userId: string, cardId: number): Promise<BillingOverview> {
  const now = deps.now();
  const [card, access, others] = await Promise.all([
    ownCard(deps, userId, cardId),
    billingAccess(deps.db, userId, now),
    deps.db
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, userId), ne(paymentMethods.id, cardId)))
      .orderBy(desc(paymentMethods.id)),
  ]);
  const renews = access.access === "active" && access.subscription?.status === "approved";
  if (renews && others.length === 0) {
    throw new AppError(409, "last_card", "You can't remove the only card your subscription renews with. Add another card first, or cancel the subscription.");
  }
  await deps.d1.batch([
    deps.d1.prepare("DELETE FROM payment_methods WHERE id = ? AND user_id = ?").bind(card.id, userId),
    ...(card.isPrimary && others[0]
      ? [deps.d1.prepare("UPDATE payment_methods SET is_primary = 1 WHERE id = ? AND user_id = ? AND NOT EXISTS (SELECT 1 FROM payment_methods WHERE user_id = ? AND is_primary = 1)").bind(others[0].id, userId, userId)]
      : []),
  ]);
  return billingOverview(deps.db, userId, now);
}

/** GET /payment-methods/setup/:order_id: whether the card checkout saved a card. */
export async function cardSetupStatus(deps: BillingDeps, userId: string, orderId: string): Promise<CardSetupStatus> {
  const setup = await deps.db
    .select()
    .from(cardSetups)
    .where(and(eq(cardSetups.orderId, orderId), eq(cardSetups.userId, userId)))
    .get();
  if (!setup) throw notFound("There is no such card checkout on your account.");
  if (setup.status === "failed") return { status: "failed", message: setup.failureReason ?? "Your card could not be saved.", card: null };
  const card = setup.paymentMethodId
    ? await deps.db
        .select()
        .from(paymentMethods)
        .where(and(eq(paymentMethods.id, setup.paymentMethodId), eq(paymentMethods.userId, userId)))
        .get()
    : undefined;
  if (setup.status === "saved") return { status: "saved", message: card ? `Card •••• ${card.last4} saved.` : "Your card was saved.", card: card ? cardItem(card) : null };
  return { status: "pending", message: "refresh page", card: null };
}
