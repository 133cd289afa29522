/**
 * What the billing pages read from the billing API, as the worker's routes type it (`AppType`),
 * and names for the parts the pages' components take.
 */
import type { InferResponseType } from "hono/client";
import type { api } from "../../api";

type Billing = typeof api.billing;

/** GET /api/billing/overview: everything the subscription manager shows. */
export type BillingOverview = InferResponseType<Billing["overview"]["$get"], 200>;
/** GET /api/billing/status: whether the portal is open to this user. */
export type BillingStatus = InferResponseType<Billing["status"]["$get"], 200>;
/** GET /api/billing/payment-methods/setup/:order_id */
export type CardSetupStatus = InferResponseType<Billing["payment-methods"]["setup"][":order_id"]["$get"], 200>;
export type SubscriptionItem = BillingOverview["subscriptions"][number];
export type CardItem = BillingOverview["cards"][number];
/** "active": can use the portal; "failed": renewal failed (login answers 403); "none": never paid. */
export type AccessState = BillingStatus["access"];

export type { BillingPeriod, SubscriptionStatus } from "../../../core/schemas/billing-rules";

/** GET /api/plans: the plans and the EGP→USD rate. */
export type PricingResponse = InferResponseType<(typeof api.plans)["$get"], 200>;
export type Plan = PricingResponse["plans"][number];
