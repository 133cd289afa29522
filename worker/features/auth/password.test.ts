import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES as M } from "../../../core/schemas/auth";
import { getAs, insertUser, logInAs, PASSWORD, authCookie, signedInUser, uniqueEmail } from "../../test/accounts";
import { postJson, rows, startOfFreshWindow, uniqueIp, type ErrorJson } from "../../test/http";
import { sha256Hex } from "../../lib/crypto";

const FORGOT_ANSWER = { message: "If an account exists for this email, a reset link is on its way." };
const NEW_PASSWORD = "N3w!passw0rd";

interface OutboxRow {
  to_address: string;
  subject: string;
  text_body: string;
}
const mailsTo = (email: string) => rows<OutboxRow>("SELECT to_address, subject, text_body FROM outbox WHERE to_address = ? ORDER BY id", email);
const sessionsOf = (userId: string) => rows<{ token_hash: string }>("SELECT token_hash FROM sessions WHERE user_id = ?", userId);
const forgot = (email: unknown, ip = uniqueIp()) => postJson("/api/auth/forgot-password", { email }, { ip });
const reset = (body: unknown) => postJson("/api/auth/reset-password", body, { ip: uniqueIp() });

/** Requests a reset for `email` and returns the token from the link in the e-mail. */
async function resetTokenFor(email: string): Promise<string> {
  expect((await forgot(email)).status).toBe(200);
  const mail = (await mailsTo(email)).at(-1)!;
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text_body)![0];
  return new URL(link).searchParams.get("token")!;
}

describe("POST /api/auth/forgot-password", () => {
  it("should e-mail a working reset link to an existing account", async () => {
    const user = await insertUser({ fullname: "Karim Hassan" });
    const res = await forgot(user.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(FORGOT_ANSWER);

    const [mail] = await mailsTo(user.email);
    expect(mail).toMatchObject({ to_address: user.email, subject: "Reset your Amal password" });
    expect(mail!.text_body).toContain("Hi Karim Hassan,");
    const link = new URL(/http\S+/.exec(mail!.text_body)![0]);
    expect(`${link.origin}${link.pathname}`).toBe(`${env.APP_URL}/reset-password`);
    const token = link.searchParams.get("token")!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The token is stored hashed, for one hour.
    const [stored] = await rows<{ token_hash: string; expires_at: string; used_at: string | null }>(
      "SELECT token_hash, expires_at, used_at FROM password_resets WHERE user_id = ?",
      user.id,
    );
    expect(stored!.token_hash).toBe(await sha256Hex(token));
    expect(Date.parse(stored!.expires_at) - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(Date.parse(stored!.expires_at) - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
    expect(stored!.used_at).toBeNull();

    // The link works.
    expect((await reset({ token, password: "abcdefg1#", confirmPassword: "abcdefg1#" })).status).toBe(200);
    expect(await logInAs(user.email, "abcdefg1#")).toMatch(/^amal_session=/);
  });

  it("should give the same answer for an unknown e-mail, and send nothing", async () => {
    const email = uniqueEmail("ghost");
    const res = await forgot(email);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(FORGOT_ANSWER);
    expect(await mailsTo(email)).toEqual([]);
  });

  it.each([
    [undefined, M.emailRequired],
    ["", "Email is required"],
    ["  ", "Email is required"],
    ["karim", "Please enter a valid email address"],
    ["karim@example", "Please enter a valid email address"],
  ])("should reject %j with the spec's message", async (email, message) => {
    const res = await forgot(email);
    expect(res.status).toBe(400);
    expect((await res.json<ErrorJson>()).error.fields).toEqual({ email: message });
  });

  it("should answer 429 after 5 requests for one e-mail in a minute", async () => {
    await startOfFreshWindow(60, 10_000);
    const user = await insertUser();
    for (let i = 0; i < 5; i++) expect((await forgot(user.email)).status).toBe(200);
    const res = await forgot(user.email);
    expect(res.status).toBe(429);
    expect((await res.json<ErrorJson>()).error.message).toBe("Too many reset requests for this email. Please wait a minute and try again.");
    expect(await mailsTo(user.email)).toHaveLength(5);
  }, 90_000);
});

describe("POST /api/auth/reset-password", () => {
  it("should set the password, spend the link and revoke every session", async () => {
    const user = await signedInUser();
    const other = await logInAs(user.email);
    const token = await resetTokenFor(user.email);
    const res = await reset({ token, password: "abcdefg1#", confirmPassword: "abcdefg1#" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(await sessionsOf(user.id)).toEqual([]);
    expect((await getAs(user.cookie, "/api/auth/me")).status).toBe(401);
    expect((await getAs(other, "/api/auth/me")).status).toBe(401);
    // The old password no longer works; the new one does.
    expect((await postJson("/api/auth/login", { email: user.email, password: PASSWORD }, { ip: uniqueIp() })).status).toBe(401);
    expect(await logInAs(user.email, "abcdefg1#")).toBeTruthy();
  });

  const invalid = { error: { code: "invalid_token", message: "This reset link is invalid or has expired. Please request a new one." } };

  it("should refuse a link used once already", async () => {
    const user = await insertUser();
    const token = await resetTokenFor(user.email);
    expect((await reset({ token, password: "abcdefg1#", confirmPassword: "abcdefg1#" })).status).toBe(200);
    const again = await reset({ token, password: "hijklmn2$", confirmPassword: "hijklmn2$" });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(invalid);
    expect(await logInAs(user.email, "abcdefg1#")).toBeTruthy();
  });

  it("should refuse an expired link", async () => {
    const user = await insertUser();
    const token = await resetTokenFor(user.email);
    await env.DB.prepare("UPDATE password_resets SET expires_at = ? WHERE user_id = ?").bind(new Date(Date.now() - 1000).toISOString(), user.id).run();
    const res = await reset({ token, password: "abcdefg1#", confirmPassword: "abcdefg1#" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(invalid);
  });

  it("should spend the user's other outstanding links too", async () => {
    const user = await insertUser();
    const first = await resetTokenFor(user.email);
    const second = await resetTokenFor(user.email);
    expect((await reset({ token: second, password: "abcdefg1#", confirmPassword: "abcdefg1#" })).status).toBe(200);
    expect(await (await reset({ token: first, password: "hijklmn2$", confirmPassword: "hijklmn2$" })).json()).toEqual(invalid);
  });

  it.each([
    ["an unknown token", "A".repeat(43)],
    ["a malformed token", "not a token!"],
    ["no token", undefined],
  ])("should refuse %s as an invalid link", async (_case, token) => {
    const res = await reset({ token, password: "abcdefg1#", confirmPassword: "abcdefg1#" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(invalid);
  });

  // Spec §5, reset (token) password: the first message is shown.
  it.each([
    [{ password: "", confirmPassword: "" }, { password: "New password is required" }],
    [{ password: "ab1#", confirmPassword: "ab1#" }, { password: "New password must be at least 8 characters long" }],
    [{ password: `ab1#${"x".repeat(47)}`, confirmPassword: "" }, { password: M.newPasswordMax }],
    [{ password: "abcdefgh", confirmPassword: "abcdefgh" }, { password: M.newPasswordStrength }],
    [{ password: "abcdefg1^", confirmPassword: "abcdefg1^" }, { password: M.newPasswordCharset }],
    [{ password: "abcdefg1#", confirmPassword: "" }, { confirmPassword: "Please confirm your new password" }],
    [{ password: "abcdefg1#", confirmPassword: "abcdefg1$" }, { confirmPassword: "Passwords do not match" }],
  ])("should validate %j before spending the link", async (body, fields) => {
    const user = await insertUser();
    const token = await resetTokenFor(user.email);
    const res = await reset({ token, ...body });
    expect(res.status).toBe(400);
    const { error } = await res.json<ErrorJson>();
    expect(error.code).toBe("validation_failed");
    expect(error.fields).toEqual(fields);
    // The link still works afterwards.
    expect((await reset({ token, password: "abcdefg1#", confirmPassword: "abcdefg1#" })).status).toBe(200);
  });
});

describe("POST /api/auth/change-password", () => {
  const change = (cookie: string | null, body: unknown) =>
    postJson("/api/auth/change-password", body, { ip: uniqueIp(), headers: cookie ? { Cookie: cookie } : {} });

  it("should change the password, keep this browser signed in and revoke the others", async () => {
    const user = await signedInUser();
    const phone = await logInAs(user.email);
    const res = await change(user.cookie, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });

    // This browser gets a fresh session cookie; the other device is signed out.
    const fresh = authCookie(res);
    expect(fresh).not.toBe(user.cookie);
    expect((await getAs(fresh, "/api/auth/me")).status).toBe(200);
    expect((await getAs(phone, "/api/auth/me")).status).toBe(401);
    expect((await getAs(user.cookie, "/api/auth/me")).status).toBe(401);
    expect(await sessionsOf(user.id)).toHaveLength(1);

    expect((await postJson("/api/auth/login", { email: user.email, password: PASSWORD }, { ip: uniqueIp() })).status).toBe(401);
    expect(await logInAs(user.email, NEW_PASSWORD)).toBeTruthy();
  });

  it("should refuse a wrong current password on that field and change nothing", async () => {
    const user = await signedInUser();
    const res = await change(user.cookie, { currentPassword: "Wr0ng!pass", newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect((await res.json<ErrorJson>()).error).toEqual({
      code: "validation_failed",
      message: "currentPassword: Current password is incorrect",
      fields: { currentPassword: "Current password is incorrect" },
    });
    expect(await logInAs(user.email, PASSWORD)).toBeTruthy();
  });

  it("should answer 401 without a session", async () => {
    const res = await change(null, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.status).toBe(401);
  });

  // Spec §5, portal change password.
  it.each([
    [{ currentPassword: "", newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, { currentPassword: "Current password is required" }],
    [{ currentPassword: PASSWORD, newPassword: "N3w!pas", confirmPassword: "N3w!pas" }, { newPassword: "Password must be at least 8 characters long" }],
    [
      { currentPassword: PASSWORD, newPassword: "n3w!passw0rd", confirmPassword: "n3w!passw0rd" },
      { newPassword: "Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character" },
    ],
    [{ currentPassword: PASSWORD, newPassword: "N3w#passw0rd", confirmPassword: "N3w#passw0rd" }, { newPassword: M.changePasswordStrength }],
    [{ currentPassword: PASSWORD, newPassword: "Newpassword!", confirmPassword: "Newpassword!" }, { newPassword: M.changePasswordStrength }],
    [{ currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: "N3w!passw0rD" }, { confirmPassword: "Passwords do not match" }],
    [{ currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: "" }, { confirmPassword: "Please confirm your new password" }],
  ])("should reject %j with the spec's message", async (body, fields) => {
    const user = await signedInUser();
    const res = await change(user.cookie, body);
    expect(res.status).toBe(400);
    expect((await res.json<ErrorJson>()).error.fields).toEqual(fields);
  });
});
