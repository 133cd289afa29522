/**
 * The account's language follows the user to every device: opening the app signed in on a screen
 * in another language switches to the account's, once, when the account changed elsewhere; a
 * choice made on this device since they last agreed goes to the account instead.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { followAccountLanguage } from "./account-language";

let cookies: Map<string, string>;
let storage: Map<string, string>;
let local: Map<string, string>;
let requests: { url: string; body: string }[];

beforeEach(() => {
  cookies = new Map();
  storage = new Map();
  local = new Map();
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
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => local.get(key) ?? null,
    setItem: (key: string, value: string) => void local.set(key, value),
    removeItem: (key: string) => void local.delete(key),
  });
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input instanceof Request ? input.url : input), body: String(init?.body ?? (input instanceof Request ? await input.text() : "")) });
    return new Response(JSON.stringify({ locale: "ar", digits: "latn" }), { status: 200, headers: { "Content-Type": "application/json" } });
  });
});
afterEach(() => vi.unstubAllGlobals());

const ACCOUNT = "user-1";
const agreedOn = (locale: string, digits: string) => local.set(`amal.language.synced.${ACCOUNT}`, JSON.stringify({ locale, digits }));

describe("followAccountLanguage", () => {
  it("follows the account's language changed on another device: remembers it and reloads once", () => {
    cookies.set("amal_lang", "en");
    agreedOn("en", "latn");
    const reload = vi.fn();
    expect(followAccountLanguage({ id: ACCOUNT, locale: "ar", digits: "arab" }, { locale: "en", digits: "latn" }, reload)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(cookies.get("amal_lang")).toBe("ar");
    expect(cookies.get("amal_digits")).toBe("arab");
    expect(requests).toEqual([]);

    // The reload did not take (the browser refused the cookie): no second reload, no loop.
    cookies.set("amal_lang", "en");
    expect(followAccountLanguage({ id: ACCOUNT, locale: "ar", digits: "arab" }, { locale: "en", digits: "latn" }, reload)).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });

  it("follows the account on a device that never chose (no cookie), and remembers that they agree", () => {
    const reload = vi.fn();
    expect(followAccountLanguage({ id: ACCOUNT, locale: "ar", digits: "latn" }, { locale: "en", digits: "latn" }, reload)).toBe(true);
    cookies.set("amal_lang", "ar");
    expect(followAccountLanguage({ id: ACCOUNT, locale: "ar", digits: "latn" }, { locale: "ar", digits: "latn" }, reload)).toBe(false);
    expect(JSON.parse(local.get(`amal.language.synced.${ACCOUNT}`)!)).toEqual({ locale: "ar", digits: "latn" });
    // Changed again on another device: followed again.
    expect(followAccountLanguage({ id: ACCOUNT, locale: "ar", digits: "arab" }, { locale: "ar", digits: "latn" }, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(cookies.get("amal_digits")).toBe("arab");
  });

  it("saves a choice this device made since it last agreed with the account, without reloading", async () => {
    agreedOn("en", "latn");
    cookies.set("amal_lang", "ar");
    const reload = vi.fn();
    expect(followAccountLanguage({ id: ACCOUNT, locale: "en", digits: "latn" }, { locale: "ar", digits: "latn" }, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(requests).toEqual([{ url: expect.stringMatching(/\/api\/auth\/preferences$/), body: JSON.stringify({ locale: "ar" }) }]));
    await vi.waitFor(() => expect(JSON.parse(local.get(`amal.language.synced.${ACCOUNT}`)!)).toEqual({ locale: "ar", digits: "latn" }));
  });

  it("stays put when the screen shows the account's language (digits do not show in English)", () => {
    cookies.set("amal_lang", "en");
    const reload = vi.fn();
    expect(followAccountLanguage({ id: ACCOUNT, locale: "en", digits: "latn" }, { locale: "en", digits: "latn" }, reload)).toBe(false);
    expect(followAccountLanguage({ id: ACCOUNT, locale: "en", digits: "arab" }, { locale: "en", digits: "latn" }, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    // The digit style is still remembered for when the screen turns Arabic.
    expect(cookies.get("amal_digits")).toBe("arab");
  });

  it("lets a choice that has not reached the account yet win, and saves it", async () => {
    storage.set("amal.language.pending", JSON.stringify({ locale: "ar" }));
    const reload = vi.fn();
    expect(followAccountLanguage({ id: ACCOUNT, locale: "en", digits: "latn" }, { locale: "ar", digits: "latn" }, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(storage.has("amal.language.pending")).toBe(false));
    expect(requests).toEqual([{ url: expect.stringMatching(/\/api\/auth\/preferences$/), body: JSON.stringify({ locale: "ar" }) }]);
  });
});
