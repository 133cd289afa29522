import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createApp } from "../../app";

const app = createApp();
const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
const config = async (overrides: Record<string, string>) => {
  const res = await app.fetch(new Request("https://amal.test/api/config"), { ...env, ...overrides }, ctx);
  expect(res.status).toBe(200);
  return (await res.json()) as { intercomAppId: string | null; devTools: boolean; supportEmail: string };
};

describe("GET /api/config", () => {
  it("should tell the browser to load no chat widget when INTERCOM_APP_ID is empty", async () => {
    expect((await config({ INTERCOM_APP_ID: "" })).intercomAppId).toBeNull();
  });

  it("should give the browser the Intercom app id when one is configured", async () => {
    expect((await config({ INTERCOM_APP_ID: "abc123" })).intercomAppId).toBe("abc123");
  });

  it("should report whether the dev tools are on", async () => {
    expect((await config({ DEV_TOOLS: "1" })).devTools).toBe(true);
    expect((await config({ DEV_TOOLS: "0" })).devTools).toBe(false);
  });

  it("should never expose secrets", async () => {
    const body = JSON.stringify(await config({ INTERCOM_IDENTITY_SECRET: "s3cret", RESEND_API_KEY: "re_key" }));
    expect(body).not.toContain("s3cret");
    expect(body).not.toContain("re_key");
  });
});
