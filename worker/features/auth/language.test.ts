import { describe, expect, it } from "vitest";
import type { MeResponse } from "../../../core/schemas/account";
import { getAs, insertUser, logInAs, PASSWORD, postSignup, signedInUser, signupForm, uniqueEmail } from "../../test/accounts";
import { call, postJson, rows, uniqueIp, type ErrorJson } from "../../test/http";

const putPreferences = (cookie: string | null, body: unknown) =>
  call("/api/auth/preferences", {
    method: "PUT",
    headers: { "Content-Type": "application/json", "cf-connecting-ip": uniqueIp(), ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });

const cookieValue = (res: Response, name: string) => /^[^=]+=([^;]*)/.exec(res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`)) ?? "")?.[1];

describe("the account's interface language", () => {
  it("should save the language and digits, answer them in /me, and set this browser's cookies", async () => {
    const user = await signedInUser();
    const res = await putPreferences(user.cookie, { locale: "ar", digits: "arab" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ locale: "ar", digits: "arab" });
    expect(cookieValue(res, "amal_lang")).toBe("ar");
    expect(cookieValue(res, "amal_digits")).toBe("arab");
    expect(res.headers.getSetCookie().find((c) => c.startsWith("amal_lang="))).not.toMatch(/HttpOnly/);
    const me = await (await getAs(user.cookie, "/api/auth/me")).json<MeResponse>();
    expect(me.user).toMatchObject({ locale: "ar", digits: "arab" });
  });

  it("should follow the account to a browser it signs in on next", async () => {
    const user = await signedInUser();
    await putPreferences(user.cookie, { locale: "ar" });
    const res = await postJson("/api/auth/login", { email: user.email, password: PASSWORD }, { ip: uniqueIp() });
    expect(res.status).toBe(200);
    expect(cookieValue(res, "amal_lang")).toBe("ar");
    expect(cookieValue(res, "amal_digits")).toBe("latn");
  });

  it("should change only what was sent", async () => {
    const user = await signedInUser();
    await putPreferences(user.cookie, { locale: "ar" });
    expect(await (await putPreferences(user.cookie, { digits: "arab" })).json()).toEqual({ locale: "ar", digits: "arab" });
  });

  it.each([
    ["an unknown language", { locale: "fr" }, "locale: Choose English or Arabic."],
    ["an unknown digit style", { digits: "roman" }, "digits: Choose Western or Arabic-Indic digits."],
    ["nothing", {}, "Send a language or a digit style."],
    ["an extra field", { locale: "ar", admin: true }, undefined],
  ])("should refuse %s with a readable 400 and change nothing", async (_case, body, message) => {
    const user = await signedInUser();
    const res = await putPreferences(user.cookie, body);
    expect(res.status).toBe(400);
    const error = (await res.json<ErrorJson>()).error;
    expect(error.code).toBe("validation_failed");
    if (message) expect(error.message).toBe(message);
    expect(await rows("SELECT locale, digits FROM users WHERE id = ?", user.id)).toEqual([{ locale: "en", digits: "latn" }]);
  });

  it("should refuse a visitor who is not signed in", async () => {
    expect((await putPreferences(null, { locale: "ar" })).status).toBe(401);
  });

  it("should keep each account's language its own", async () => {
    const [a, b] = [await signedInUser(), await signedInUser()];
    await putPreferences(a.cookie, { locale: "ar" });
    expect(await rows("SELECT locale FROM users WHERE id = ?", b.id)).toEqual([{ locale: "en" }]);
  });

  it("should create an account in the language its sign-up screen was in", async () => {
    const email = uniqueEmail("arabic");
    const form = await signupForm({ email });
    const res = await call("/api/auth/signup", { method: "POST", body: form, headers: { "cf-connecting-ip": uniqueIp(), Cookie: "amal_lang=ar; amal_digits=arab" } });
    expect(res.status).toBe(201);
    expect(await rows("SELECT locale, digits FROM users WHERE email = ?", email)).toEqual([{ locale: "ar", digits: "arab" }]);
    // Without a choice, the browser's preference decides; never the address.
    const other = uniqueEmail("browser");
    const res2 = await call("/api/auth/signup", {
      method: "POST",
      body: await signupForm({ email: other }),
      headers: { "cf-connecting-ip": uniqueIp(), "Accept-Language": "ar-EG,ar;q=0.9,en;q=0.5" },
    });
    expect(res2.status).toBe(201);
    expect(await rows("SELECT locale FROM users WHERE email = ?", other)).toEqual([{ locale: "ar" }]);
    const plain = await postSignup(await signupForm({ email: uniqueEmail("plain") }));
    expect(plain.status).toBe(201);
  });

  it("keeps a new account in English by default", async () => {
    const user = await insertUser();
    const cookie = await logInAs(user.email);
    expect((await (await getAs(cookie, "/api/auth/me")).json<MeResponse>()).user).toMatchObject({ locale: "en", digits: "latn" });
  });

  it("should e-mail an Arabic account in Arabic, with the same working link", async () => {
    const user = await signedInUser({ fullname: "منى عادل" });
    await putPreferences(user.cookie, { locale: "ar", digits: "arab" });
    const res = await postJson("/api/auth/forgot-password", { email: user.email }, { ip: uniqueIp() });
    expect(res.status).toBe(200);
    const [mail] = await rows<{ subject: string; text_body: string }>("SELECT subject, text_body FROM outbox WHERE to_address = ? ORDER BY id", user.email);
    expect(mail!.subject).toBe("إعادة تعيين كلمة مرور حسابك في أمل");
    expect(mail!.text_body).toContain("مرحبًا منى عادل،");
    expect(mail!.text_body).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{43}/);
    expect(mail!.text_body).not.toMatch(/Hi |your password stays/);
  });
});
