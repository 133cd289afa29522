/**
 * Reading Paymob-shaped callbacks (`{ type, obj }` JSON with `?hmac=`): the signature first, then
 * the fields we act on. Shared by the Paymob adapter and the sandbox, which signs the same way.
 */
import { z } from "zod";
import { TOKEN_HMAC_FIELDS, TRANSACTION_HMAC_FIELDS, callbackSignatureMatches } from "./hmac";
import type { CallbackCheck } from "./types";

const id = z.union([z.number(), z.string().min(1)]).transform(String);

const transactionObj = z.object({
  id,
  success: z.boolean(),
  pending: z.boolean(),
  amount_cents: z.number().int(),
  currency: z.string(),
  order: z.object({ id, merchant_order_id: z.union([z.string(), z.number()]).nullish() }),
  data: z.object({ message: z.string().nullish() }).passthrough().nullish(),
  source_data: z.object({ pan: z.union([z.string(), z.number()]).nullish(), sub_type: z.string().nullish(), type: z.string().nullish() }).nullish(),
});

const tokenObj = z.object({
  token: z.string().min(1).max(500),
  masked_pan: z.string().nullish(),
  card_subtype: z.string().nullish(),
  order_id: id,
  email: z.string().nullish(),
});

const envelope = z.object({ type: z.string(), obj: z.record(z.string(), z.unknown()) });

const str = (v: unknown) => (typeof v === "string" || typeof v === "number" ? String(v) : null);

/** Best-effort ids from an unverified payload, for the event log only. */
function loggedIds(obj: Record<string, unknown> | undefined) {
  const order = obj?.order as Record<string, unknown> | undefined;
  return {
    transactionId: str(obj?.id),
    merchantOrderId: str(order?.merchant_order_id) ?? null,
  };
}

/** The last four digits of a masked PAN ("xxxx-xxxx-xxxx-2346" or "2346"). */
function last4(pan: unknown): string {
  const digits = String(pan ?? "").replace(/\D/g, "");
  return digits.slice(-4).padStart(4, "•");
}

/**
 * Verifies a callback's HMAC under `secret` and parses it. A missing or wrong signature, an
 * unknown type, or a signed payload without the fields we need are all rejections.
 */
export async function checkPaymobCallback(secret: string, payload: unknown, hmac: string | null): Promise<CallbackCheck> {
  const env = envelope.safeParse(payload);
  if (!env.success) return { ok: false, reason: "not a Paymob callback ({ type, obj })", kind: "unknown", transactionId: null, merchantOrderId: null };
  const { type, obj } = env.data;
  const ids = loggedIds(obj);
  const reject = (reason: string) => ({ ok: false as const, reason, kind: type, ...ids });

  if (type === "TRANSACTION") {
    if (!(await callbackSignatureMatches(secret, obj, TRANSACTION_HMAC_FIELDS, hmac))) return reject("HMAC mismatch");
    const parsed = transactionObj.safeParse(obj);
    if (!parsed.success) return reject("signed, but missing transaction fields");
    const t = parsed.data;
    const pan = t.source_data?.pan;
    return {
      ok: true,
      event: {
        type: "TRANSACTION",
        transactionId: t.id,
        providerOrderId: t.order.id,
        merchantOrderId: t.order.merchant_order_id == null ? null : String(t.order.merchant_order_id),
        success: t.success,
        pending: t.pending,
        amount: t.amount_cents,
        currency: t.currency,
        message: t.data?.message ?? null,
        card: pan ? { last4: last4(pan), brand: t.source_data?.sub_type ?? "Card" } : null,
      },
    };
  }
  if (type === "TOKEN") {
    if (!(await callbackSignatureMatches(secret, obj, TOKEN_HMAC_FIELDS, hmac))) return reject("HMAC mismatch");
    const parsed = tokenObj.safeParse(obj);
    if (!parsed.success) return reject("signed, but missing card token fields");
    const t = parsed.data;
    return {
      ok: true,
      event: { type: "TOKEN", token: t.token, last4: last4(t.masked_pan), brand: t.card_subtype ?? "Card", providerOrderId: t.order_id, email: t.email ?? null },
    };
  }
  return reject(`unsupported callback type ${type.slice(0, 40)}`);
}
