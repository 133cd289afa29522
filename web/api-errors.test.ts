import { afterEach, describe, expect, it, vi } from "vitest";
import { api, ApiError, apiError, NETWORK_MESSAGE, read } from "./api";

/** Answers every request of the typed client with `answer`, and records what was asked. */
function serve(answer: () => Response | Promise<Response>) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    calls.push({ url, method: init.method ?? "GET", body: init.body ? JSON.parse(String(init.body)) : undefined });
    return answer();
  });
  return calls;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** The rejection of `promise`, which must reject. */
async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable("the request should have failed"),
    (err: unknown) => err,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("read (the API client's one reader, ADR 003)", () => {
  it("should return a successful answer's JSON", async () => {
    const posts = [{ id: 7, blog_title: "Salary talks", blog_date: "2026-11-01", alt: "coins", summary: "How to ask" }];
    const calls = serve(() => json({ posts }));
    const body = await read(api.blog.$get());
    expect(body.posts).toEqual(posts);
    expect(calls).toEqual([{ url: "/api/blog", method: "GET", body: undefined }]);
  });

  it("should send a JSON body and return the answer of a 201", async () => {
    const calls = serve(() => json({ ok: true, message: "Thank you for reaching out! We will get back to you soon." }, 201));
    const body = await read(api.contact.$post({ json: { name: "Mona", email: "mona@example.com", message: "Hello" } }));
    expect(body.message).toBe("Thank you for reaching out! We will get back to you soon.");
    expect(calls[0]).toEqual({ url: "/api/contact", method: "POST", body: { name: "Mona", email: "mona@example.com", message: "Hello" } });
  });

  it("should throw an ApiError with the server's message, fields, code and body for an ADR 003 error", async () => {
    const answer = { error: { code: "validation_failed", message: "email: Please enter a valid email address", fields: { email: "Please enter a valid email address" } } };
    serve(() => json(answer, 400));
    const err = await failure(read(api.newsletter.$post({ json: { email: "nope" } })));
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 400,
      message: "email: Please enter a valid email address",
      fields: { email: "Please enter a valid email address" },
      code: "validation_failed",
      body: answer,
    });
  });

  it("should keep the data an error answer carries beside the error (the 403 login)", async () => {
    const answer = { error: { code: "subscription_failed", message: "Your last payment failed." }, user: { id: "u1" }, intercom_hash: null };
    serve(() => json(answer, 403));
    const err = await failure(read(api.auth.login.$post({ json: { email: "a@example.com", password: "secret1" } })));
    expect(err).toMatchObject({ status: 403, code: "subscription_failed", message: "Your last payment failed.", body: answer });
  });

  it("should say the request failed, with its status, when the error body is not JSON", async () => {
    serve(() => new Response("<html>Bad gateway</html>", { status: 502, headers: { "Content-Type": "text/html" } }));
    const err = await failure(read(api.plans.$get()));
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 502, message: "Request failed (502). Please try again.", fields: undefined, code: undefined, body: null });
  });

  it("should not take a JSON body without the error shape for a server message", async () => {
    serve(() => json({ message: "upstream said no" }, 500));
    const err = await failure(read(api.plans.$get()));
    expect(err).toMatchObject({ status: 500, message: "Request failed (500). Please try again.", code: undefined });
  });

  it("should turn a network failure into an ApiError with status 0 and the connection message", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    const err = await failure(read(api.config.$get()));
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 0, message: NETWORK_MESSAGE });
    expect(NETWORK_MESSAGE).toBe("We couldn't reach Amal. Check your connection and try again.");
  });

  it("should rethrow a cancelled request as it is, not as an API error", async () => {
    vi.stubGlobal("fetch", async (_url: string, init: RequestInit = {}) => {
      init.signal?.throwIfAborted();
      return json({});
    });
    const controller = new AbortController();
    controller.abort();
    const err = await failure(read(api.billing.overview.$get(undefined, { init: { signal: controller.signal } })));
    expect(err).not.toBeInstanceOf(ApiError);
    expect((err as Error).name).toBe("AbortError");
  });
});

describe("apiError (for answers read without the client: the signup upload)", () => {
  it("should prefer the server's message and fields to the caller's fallback", () => {
    const err = apiError(415, { error: { code: "unsupported_file_type", message: "Resume must be a PDF", fields: { resume: "Resume must be a PDF" } } }, "Upload failed.");
    expect(err).toMatchObject({ status: 415, message: "Resume must be a PDF", fields: { resume: "Resume must be a PDF" }, code: "unsupported_file_type" });
  });

  it("should use the caller's fallback when the body is not an API error", () => {
    expect(apiError(413, null, "File size exceeds 5MB limit. Please choose a smaller file.").message).toBe("File size exceeds 5MB limit. Please choose a smaller file.");
  });
});

describe("a 429's retry time", () => {
  const limited = (message: string, retryAfter?: number) =>
    json({ error: { code: "rate_limited", message, ...(retryAfter === undefined ? {} : { retryAfter }) } }, 429);

  it("should end the message with the wait when the server's words do not say when", async () => {
    serve(() => limited("Too many coupon attempts.", 42));
    const err = (await failure(read(api.blog.$get()))) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(429);
    expect(err.message).toBe("Too many coupon attempts. Try again in 42 s.");
    expect(err.retryAfter).toBe(42);
  });

  it("should add the sentence's full stop when the server's message has none", () => {
    expect(apiError(429, { error: { code: "rate_limited", message: "Slow down", retryAfter: 7 } }).message).toBe("Slow down. Try again in 7 s.");
  });

  it.each([
    "Too many coupon attempts. Please wait a minute and try again.",
    "You have sent several messages in a short time. Please wait a minute before sending another.",
    "Too many failed sign-in attempts for this account. Please try again in 15 minutes or reset your password.",
    "Please try again in 30 seconds.",
  ])("should keep %j as it is: it already says when", (message) => {
    const err = apiError(429, { error: { code: "rate_limited", message, retryAfter: 60 } });
    expect(err.message).toBe(message);
    expect(err.retryAfter).toBe(60);
  });

  it.each([undefined, 0, -5, "60", Number.NaN])("should leave the message alone without a usable retryAfter (%j)", (retryAfter) => {
    const err = apiError(429, { error: { code: "rate_limited", message: "Too many attempts.", retryAfter } });
    expect(err.message).toBe("Too many attempts.");
    expect(err.retryAfter).toBeUndefined();
  });
});
