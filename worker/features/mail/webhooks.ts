/**
 * POST /api/mail/webhooks/resend — Resend reports bounces and complaints here. Resend signs its
 * webhooks the Svix way: the headers `svix-id`, `svix-timestamp` (seconds) and `svix-signature`
 * (a space-separated list of `v1,<base64>`), the signature being HMAC-SHA256 of
 * `${id}.${timestamp}.${raw body}` keyed with the base64 part of RESEND_WEBHOOK_SECRET
 * (`whsec_<base64>`). A timestamp more than five minutes off is refused (replays).
 *
 * `email.bounced` (hard bounces only: a payload that says the bounce is transient is ignored) and
 * `email.complained` suppress every address in `data.to` (./suppressions.ts). Other event types
 * are acknowledged and ignored, so Resend does not retry them.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../env";
import { AppError, badRequest, notFound } from "../../lib/errors";
import { suppress, type SuppressionReason } from "./suppressions";

/** How far a webhook's timestamp may be from the worker's clock. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;
const MAX_BODY_BYTES = 256 * 1024;

export type SignatureCheck = "ok" | "missing" | "stale" | "mismatch";

function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    return Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

/**
 * Checks a Svix-signed request. Each `v1` signature is checked with WebCrypto's HMAC verify,
 * which compares in constant time; any one matching is enough (several during secret rotation).
 */
export async function verifySvixSignature(
  secret: string,
  headers: { id: string | undefined; timestamp: string | undefined; signature: string | undefined },
  body: string,
  now = Date.now(),
): Promise<SignatureCheck> {
  const { id, timestamp, signature } = headers;
  if (!id || !timestamp || !signature) return "missing";
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now / 1000 - Number(timestamp)) > WEBHOOK_TOLERANCE_SECONDS) return "stale";
  const keyBytes = fromBase64(secret.replace(/^whsec_/, ""));
  if (!keyBytes) return "mismatch";
  const key = await crypto.subtle.importKey("raw", keyBytes, { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
  const signed = new TextEncoder().encode(`${id}.${timestamp}.${body}`);
  for (const entry of signature.split(" ")) {
    const [version, value] = entry.split(",", 2);
    if (version !== "v1" || !value) continue;
    const candidate = fromBase64(value);
    if (candidate && (await crypto.subtle.verify("HMAC", key, candidate, signed))) return "ok";
  }
  return "mismatch";
}

const addresses = z.union([z.string(), z.array(z.string())]).transform((to) => (Array.isArray(to) ? to : [to]));

const eventSchema = z.object({
  type: z.string().min(1),
  data: z
    .object({
      to: addresses.optional(),
      bounce: z.object({ type: z.string().optional(), subType: z.string().optional(), message: z.string().optional() }).loose().optional(),
    })
    .loose(),
});

const REFUSED: Record<Exclude<SignatureCheck, "ok">, string> = {
  missing: "The request has no svix-id, svix-timestamp and svix-signature headers.",
  stale: "The webhook's timestamp is more than five minutes away from now.",
  mismatch: "The webhook's signature does not match.",
};

export const mailWebhookRoutes = new Hono<AppEnv>().post("/webhooks/resend", async (c) => {
  const secret = c.var.vars.RESEND_WEBHOOK_SECRET;
  if (!secret) throw notFound("Resend webhooks are not set up here: set RESEND_WEBHOOK_SECRET to the webhook's signing secret.");
  const body = await c.req.text();
  if (body.length > MAX_BODY_BYTES) throw badRequest("The webhook body is too large.");
  const check = await verifySvixSignature(secret, { id: c.req.header("svix-id"), timestamp: c.req.header("svix-timestamp"), signature: c.req.header("svix-signature") }, body);
  if (check !== "ok") {
    console.warn(JSON.stringify({ level: "warn", msg: "resend webhook refused", reason: check }));
    throw new AppError(401, "invalid_signature", REFUSED[check]);
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw badRequest("The webhook body is not JSON.");
  }
  const parsed = eventSchema.safeParse(json);
  if (!parsed.success) throw badRequest("The webhook body is not a Resend event (type and data).");
  const event = parsed.data;
  let reason: SuppressionReason;
  if (event.type === "email.complained") reason = "complaint";
  else if (event.type === "email.bounced") {
    const kind = event.data.bounce?.type;
    if (kind && kind.toLowerCase() !== "permanent") return c.json({ received: true, ignored: `a ${kind} bounce is not permanent` });
    reason = "bounce";
  } else return c.json({ received: true, ignored: event.type });
  const to = [...new Set((event.data.to ?? []).map((a) => (/<([^<>]+)>/.exec(a)?.[1] ?? a).trim()).filter((a) => a.includes("@")))];
  if (!to.length) throw badRequest(`The ${event.type} event names no recipient (data.to).`);
  const bounce = event.data.bounce;
  const detail = bounce ? [bounce.type, bounce.subType, bounce.message].filter(Boolean).join(": ") : null;
  for (const email of to) await suppress(c.var.db, { email, reason, provider: "resend", detail });
  return c.json({ received: true, suppressed: to.length });
});
