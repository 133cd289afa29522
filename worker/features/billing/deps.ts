/**
 * What the billing services need, built once per request (or per cron run) from the bindings,
 * so the services themselves take plain dependencies and tests can swap any of them.
 */
import type { Context } from "hono";
import { database, type Db } from "../../db/client";
import type { AppEnv, Bindings, Vars } from "../../env";
import { mailProvider, type MailProvider } from "../../providers/mail";
import { paymentProvider, type PaymentProvider } from "../../providers/payments";

export interface BillingDeps {
  db: Db;
  d1: D1Database;
  provider: PaymentProvider;
  vars: Vars;
  mail: MailProvider;
  /** The UserHub namespace, for pushing notifications to open tabs. */
  hub: Bindings["UserHub"];
  /** The CoachRoom namespace, for closing the coaching tabs when a subscription lapses. */
  coach: Bindings["CoachRoom"];
  /** The DocRoom namespace, for closing the word editor's tabs when a subscription lapses. */
  doc: Bindings["DocRoom"];
  /** The VoiceRoom namespace, for closing the voice chat's tabs when a subscription lapses. */
  voice: Bindings["VoiceRoom"];
  /**
   * Prefix for URLs handed to the provider: the absolute APP_URL for Paymob (it redirects and
   * calls back from outside); empty for the sandbox, which lives on whatever origin served it.
   */
  siteUrl: string;
  now: () => Date;
}

/**
 * The provider is made on first use, so reads that need none (status, overview, coupons) work
 * even when payments are misconfigured (the provider then answers 503).
 */
export function billingDepsFrom(env: Bindings, vars: Vars, overrides: Partial<BillingDeps> = {}): BillingDeps {
  let provider: PaymentProvider | undefined = overrides.provider;
  const name = provider?.name ?? vars.PAYMENT_PROVIDER;
  const deps: BillingDeps = {
    db: overrides.db ?? database(env.DB),
    d1: env.DB,
    get provider() {
      return (provider ??= paymentProvider(vars));
    },
    vars,
    mail: mailProvider(env, vars),
    hub: env.UserHub,
    coach: env.CoachRoom,
    doc: env.DocRoom,
    voice: env.VoiceRoom,
    siteUrl: name === "sandbox" ? "" : vars.APP_URL.replace(/\/$/, ""),
    now: () => new Date(),
  };
  for (const [key, value] of Object.entries(overrides)) if (key !== "provider") Object.defineProperty(deps, key, { value, enumerable: true });
  return deps;
}

/** The billing dependencies of a request, over its drizzle client (`c.var.db`). */
export function billingDeps<E extends AppEnv>(c: Context<E>): BillingDeps {
  return billingDepsFrom(c.env, c.var.vars, { db: c.var.db });
}
