/**
 * The account's language follows the user to every device: opening the app signed in on a screen
 * in another language switches to the account's, once, unless a choice made here is still on its
 * way to the account.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { followAccountLanguage } from "./account-language";

let cookies: Map<string, string>;
let storage: Map<string, string>;
let requests: { url: string; body: string }[];

beforeEach(() => {
  cookies = new Map();
  storage = new Map();
  requests = [];
  vi.stubGlobal("document", {
    get cookie() {
      return [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    },
    set cookie(line: string) {
      const [pair] = line.split(";");
      const [key, value] = pair!.split("=");
      cookies.set(key!, value!);
    },
  });
  vi.stubGlobal("sessionStorage", {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  });
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input instanceof Request ? input.url : input), body: String(init?.body ?? (input instanceof Request ? await input.text() : "")) });
    return new Response(JSON.stringify({ locale: "ar", digits: "latn" }), { status: 200, headers: { "Content-Type": "application/json" } });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("followAccountLanguage", () => {
  it("switches a screen in English to the account's Arabic: remembers it and reloads once", () => {
    const reload = vi.fn();
    expect(followAccountLanguage({ locale: "ar", digits: "arab" }, { locale: "en", digits: "latn" }, reload)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(cookies.get("amal_lang")).toBe("ar");
    expect(cookies.get("amal_digits")).toBe("arab");

    // The reload did not take (the browser refused the cookie): no second reload, no loop.
    expect(followAccountLanguage({ locale: "ar", digits: "arab" }, { locale: "en", digits: "latn" }, reload)).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });

  it("follows a new digit style in Arabic, and a later change after the screen caught up", () => {
    const reload = vi.fn();
    expect(followAccountLanguage({ locale: "ar", digits: "arab" }, { locale: "ar", digits: "latn" }, reload)).toBe(true);
    expect(followAccountLanguage({ locale: "ar", digits: "arab" }, { locale: "ar", digits: "arab" }, reload)).toBe(false);
    // Changed again on another device: followed again.
    expect(followAccountLanguage({ locale: "en", digits: "arab" }, { locale: "ar", digits: "arab" }, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(cookies.get("amal_lang")).toBe("en");
  });

  it("stays put when the screen already shows the account's language (digits do not show in English)", () => {
    const reload = vi.fn();
    expect(followAccountLanguage({ locale: "en", digits: "latn" }, { locale: "en", digits: "latn" }, reload)).toBe(false);
    expect(followAccountLanguage({ locale: "en", digits: "arab" }, { locale: "en", digits: "latn" }, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    // The digit style is still remembered for when the screen turns Arabic.
    expect(cookies.get("amal_digits")).toBe("arab");
  });

  it("lets a choice made on this device that has not reached the account yet win, and saves it", async () => {
    storage.set("amal.language.pending", JSON.stringify({ locale: "ar" }));
    const reload = vi.fn();
    expect(followAccountLanguage({ locale: "en", digits: "latn" }, { locale: "ar", digits: "latn" }, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(storage.has("amal.language.pending")).toBe(false));
    expect(requests).toEqual([{ url: expect.stringMatching(/\/api\/auth\/preferences$/), body: JSON.stringify({ locale: "ar" }) }]);
  });
});
