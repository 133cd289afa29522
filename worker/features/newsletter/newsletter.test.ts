import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { database } from "../../db/client";
import { postJson, rows, startOfFreshWindow, uniqueIp, type ErrorJson } from "../../test/http";
import { isSubscribed } from "./service";

interface SubscriberRow {
  email: string;
  name: string;
  status: string;
  updated_at: string | null;
}

/** The spec's request: the form sends fixed name and message values with the address. */
const subscribe = (email: unknown, ip = uniqueIp()) =>
  postJson("/api/newsletter", { email, name: "newsLetter", message: "sign me into news letter" }, { ip });
const freshAddress = () => `reader-${crypto.randomUUID().slice(0, 8)}@example.com`;
const subscribers = (email: string) => rows<SubscriberRow>("SELECT * FROM newsletter_subscribers WHERE email = ?", email.toLowerCase());

describe("POST /api/newsletter", () => {
  it("should subscribe a new address", async () => {
    const email = freshAddress();
    const res = await subscribe(email);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "subscribed", message: "Thank you for subscribing to our newsletter!" });
    expect(await subscribers(email)).toEqual([expect.objectContaining({ email, status: "subscribed", name: "newsLetter" })]);
  });

  it.each([
    ["exactly the same", (e: string) => e],
    ["in upper case", (e: string) => e.toUpperCase()],
    ["with mixed case and spaces around it", (e: string) => `  ${e[0]!.toUpperCase()}${e.slice(1)}\t`],
  ])("should report already_subscribed for the same address %s and keep one row", async (_case, variant) => {
    const email = freshAddress();
    expect((await (await subscribe(email)).json<{ status: string }>()).status).toBe("subscribed");

    const again = await subscribe(variant(email));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: "already_subscribed", message: "You are already subscribed — thank you!" });
    expect(await subscribers(email)).toHaveLength(1);
  });

  it("should store the address in lower case", async () => {
    const email = freshAddress();
    await subscribe(` ${email.toUpperCase()} `);
    expect(await subscribers(email)).toEqual([expect.objectContaining({ email })]);
    expect(await isSubscribed(database(env.DB), email.toUpperCase())).toBe(true);
  });

  it("should subscribe an unsubscribed address again", async () => {
    const email = freshAddress();
    await subscribe(email);
    await env.DB.prepare("UPDATE newsletter_subscribers SET status = 'unsubscribed' WHERE email = ?").bind(email).run();
    expect(await isSubscribed(database(env.DB), email)).toBe(false);

    const res = await subscribe(email.toUpperCase());
    expect(await res.json()).toEqual({ status: "subscribed", message: "Thank you for subscribing to our newsletter!" });
    const [row, ...rest] = await subscribers(email);
    expect(rest).toEqual([]);
    expect(row).toMatchObject({ status: "subscribed" });
    expect(row!.updated_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it.each([
    ["a name only", "mona"],
    ["no dot after @", "mona@example"],
    ["a space inside", "mo na@example.com"],
  ])("should reject %s with 400 'Please enter a valid email address'", async (_case, email) => {
    const res = await subscribe(email);
    expect(res.status).toBe(400);
    const { error } = await res.json<ErrorJson>();
    expect(error).toEqual({
      code: "validation_failed",
      message: "email: Please enter a valid email address",
      fields: { email: "Please enter a valid email address" },
    });
    expect(await subscribers(email)).toEqual([]);
  });

  it.each([
    ["empty", ""],
    ["missing", undefined],
    ["not a string", 42],
  ])("should reject an %s address with 400 'Email is required'", async (_case, email) => {
    const res = await subscribe(email);
    expect(res.status).toBe(400);
    expect((await res.json<ErrorJson>()).error.fields).toEqual({ email: "Email is required" });
  });

  it("should answer malformed JSON with 400 and a readable message", async () => {
    const res = await postJson("/api/newsletter", "{email:", { ip: uniqueIp() });
    expect(res.status).toBe(400);
    expect((await res.json<ErrorJson>()).error.message).toBe("The request body is not valid JSON.");
  });

  it("should refuse a body over 4 KB with 413", async () => {
    const res = await postJson("/api/newsletter", { email: freshAddress(), message: "x".repeat(5000) }, { ip: uniqueIp() });
    expect(res.status).toBe(413);
    expect((await res.json<ErrorJson>()).error.code).toBe("payload_too_large");
  });

  it("should answer the eleventh attempt within a minute with 429 (NEWSLETTER_LIMITER: 10 per 60 s)", async () => {
    await startOfFreshWindow(60);
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await subscribe(freshAddress(), ip)).status);
    expect(statuses).toEqual(Array(10).fill(200));
    const limited = await subscribe(freshAddress(), ip);
    expect(limited.status).toBe(429);
    expect((await limited.json<ErrorJson>()).error).toEqual({
      code: "rate_limited",
      message: "Too many subscription attempts from your network. Please wait a minute and try again.",
      retryAfter: 60,
    });
  });
});
