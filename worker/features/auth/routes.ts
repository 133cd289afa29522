/**
 * /api/auth — signup, sign-in and out, the signed-in user, password reset and change, and
 * OAuth sign-in (docs/api/accounts.md).
 */
import { zValidator } from "@hono/zod-validator";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { deleteCookie, getSignedCookie, setSignedCookie } from "hono/cookie";
import { z } from "zod";
import {
  AUTH_MESSAGES,
  OAUTH_PROVIDERS,
  changePasswordSchema,
  loginSchema,
  oauthCallbackSchema,
  preferencesSchema,
  resetPasswordSchema,
  resetRequestSchema,
  signInLinkSchema,
  signupSchema,
  type OAuthProvider,
} from "../../../core/schemas/auth";
import { PAYMENT_FAILED_MESSAGE, billingAccess } from "../billing/access";
import { constantTimeEqualStrings } from "../../lib/crypto";
import type { AppEnv } from "../../env";
import { endAuthSession, issueAuthSession, requireUser, rotateAuthSession, signedIn, type UserRow } from "../../lib/auth";
import { AppError, describeFields, errorBody, fieldErrorsFromZod, validationError, type ZodIssues } from "../../lib/errors";
import { requestLanguage, setLanguageCookies } from "../../lib/language";
import { clientIp, enforceRateLimit, jsonOnly, limitBody, requireMultipart, sameOriginOnly } from "../../lib/http";
import { closeSessionSockets, closeUserSockets, type UserRooms } from "../../lib/room-sockets";
import { validate } from "../../lib/validate";
import { mailProvider } from "../../providers/mail";
import { SIGN_IN_LINK_MESSAGE, invalidSignInLink, redeemSignInLink } from "./lockout";
import { OAUTH_STATE_TTL_S, accountForIdentity, fetchIdentity, notConfigured, oauthConfig, oauthFailed, startOAuth, type OAuthPending } from "./oauth";
import {
  FORGOT_PASSWORD_MESSAGE,
  changePassword,
  invalidResetToken,
  logIn,
  loginResponse,
  requestPasswordReset,
  resetPassword,
  savePreferences,
  signUp,
  userInfo,
} from "./service";

/** Two files of 5 MB plus the text fields and multipart framing. */
const SIGNUP_BODY_LIMIT = 10 * 1024 * 1024 + 64 * 1024;
const JSON_BODY_LIMIT = 8 * 1024;

const signupBodyLimit = limitBody(SIGNUP_BODY_LIMIT, () => new AppError(413, "file_too_large", AUTH_MESSAGES.fileTooLarge));

const multipartOnly = requireMultipart("Send the signup form as multipart/form-data (it carries your resume).");

/** The user's realtime rooms, to close the sockets of auth sessions that end here. */
function userRooms<E extends AppEnv>(c: Context<E>): UserRooms {
  return { db: c.var.db, coach: c.env.CoachRoom, hub: c.env.UserHub, doc: c.env.DocRoom, voice: c.env.VoiceRoom };
}

function limitedBy(binding: "LOGIN_IP_LIMITER" | "SIGNUP_LIMITER" | "RESET_LIMITER", message: string): MiddlewareHandler<AppEnv> {
  return async function rateLimitByIp(c, next) {
    await enforceRateLimit(c.env[binding], `${binding}:${clientIp(c)}`, message);
    await next();
  };
}

/**
 * Signup errors by what went wrong: any problem with the typed fields (or a missing picture or
 * resume) is a 400; otherwise an over-size file is a 413 and a wrong file type a 415. `fields`
 * lists them all.
 */
function signupError(error: ZodIssues): AppError {
  const fields = fieldErrorsFromZod(error);
  const message = describeFields(fields);
  const fileMessages = [fields.image, fields.resume].filter(Boolean);
  const otherFields = Object.keys(fields).filter((field) => field !== "image" && field !== "resume");
  const missingFile = fields.resume === AUTH_MESSAGES.resumeRequired || fields.image === AUTH_MESSAGES.imageRequired;
  if (otherFields.length || missingFile) return new AppError(400, "validation_failed", message, fields);
  if (fileMessages.includes(AUTH_MESSAGES.fileTooLarge)) return new AppError(413, "file_too_large", message, fields);
  return new AppError(415, "unsupported_file_type", message, fields);
}

const providerParam = z.object({ provider: z.enum(OAUTH_PROVIDERS, { error: "Unknown sign-in provider." }) });
const oauthCookie = (provider: OAuthProvider) => `amal_oauth_${provider}`;
const OAUTH_COOKIE_PATH = "/api/auth/oauth";
/** The state cookie is signed with a key only the worker has: derived from the client secret. */
const oauthCookieKey = (clientSecret: string) => `amal-oauth-state:${clientSecret}`;

/** The pending sign-in whose state matches, from the provider cookies this browser holds. */
async function pendingOAuth(c: Context<AppEnv>, state: string): Promise<OAuthPending | null> {
  const vars = c.var.vars;
  for (const provider of OAUTH_PROVIDERS) {
    const config = oauthConfig(vars, provider);
    if (!config) continue;
    const raw = await getSignedCookie(c, oauthCookieKey(config.clientSecret), oauthCookie(provider));
    deleteCookie(c, oauthCookie(provider), { path: OAUTH_COOKIE_PATH, secure: true, httpOnly: true, sameSite: "Lax" });
    if (!raw) continue;
    try {
      const pending = JSON.parse(raw) as OAuthPending;
      if (pending.provider === provider && constantTimeEqualStrings(pending.state, state) && pending.expiresAt > Date.now()) return pending;
    } catch {
      // A cookie we did not write (its signature matched, so this cannot happen in practice).
    }
  }
  return null;
}

const lockoutDeps = (c: Context<AppEnv>) => ({ db: c.var.db, mail: mailProvider(c.env, c.var.vars), appUrl: c.var.vars.APP_URL });

/**
 * Signs `user` in on this response (password or e-mailed link): a new auth session, and the
 * user with their subscription state. A failed renewal (spec §4) is signed in all the same
 * (cookie set, chat hash given), but the 403 tells the browser to open only the subscription pages.
 */
async function signedInAnswer(c: Context<AppEnv>, user: UserRow) {
  const db = c.var.db;
  await issueAuthSession(c, user.id);
  setLanguageCookies(c, user);
  const { access } = await billingAccess(db, user.id);
  const body = await loginResponse(c.var.vars, user, access === "active");
  if (access === "failed") return c.json({ ...errorBody("subscription_failed", PAYMENT_FAILED_MESSAGE), ...body, subscriptionStatus: "failed" as const }, 403);
  return c.json(body, 200);
}

export const authRoutes = new Hono<AppEnv>()
  .use(sameOriginOnly)
  .post(
    "/signup",
    limitedBy("SIGNUP_LIMITER", "Too many sign-ups from your network in a short time. Please wait a minute and try again."),
    signupBodyLimit,
    multipartOnly,
    zValidator("form", signupSchema, (result) => {
      if (!result.success) throw signupError(result.error);
    }),
    async (c) => {
      const user = await signUp({ db: c.var.db, files: c.env.FILES }, c.req.valid("form"), requestLanguage(c));
      await issueAuthSession(c, user.id);
      setLanguageCookies(c, user);
      return c.json(await loginResponse(c.var.vars, user, false), 201);
    },
  )
  .post(
    "/login",
    limitBody(JSON_BODY_LIMIT),
    jsonOnly,
    limitedBy("LOGIN_IP_LIMITER", "Too many sign-in attempts from your network. Please wait a minute and try again."),
    validate("json", loginSchema),
    async (c) => {
      const input = c.req.valid("json");
      const ip = clientIp(c);
      // Per account *and* network: attempts from elsewhere never slow the owner down.
      await enforceRateLimit(
        c.env.LOGIN_ACCOUNT_LIMITER,
        `login:${input.email}:${ip}`,
        "Too many sign-in attempts for this account. Please wait a minute and try again.",
      );
      const outcome = await logIn(lockoutDeps(c), input, ip);
      // The right password, but from where too many wrong ones came: the e-mailed link finishes it.
      if (outcome.signInLinkSent) return c.json({ isAuthenticated: false as const, signInLinkSent: true as const, message: SIGN_IN_LINK_MESSAGE }, 202);
      return signedInAnswer(c, outcome.user);
    },
  )
  .post(
    "/sign-in-link",
    limitBody(JSON_BODY_LIMIT),
    jsonOnly,
    limitedBy("LOGIN_IP_LIMITER", "Too many sign-in attempts from your network. Please wait a minute and try again."),
    zValidator("json", signInLinkSchema, (result) => {
      // A malformed token is the same dead link as an expired one.
      if (!result.success) throw invalidSignInLink();
    }),
    async (c) => {
      const user = await redeemSignInLink(c.var.db, c.req.valid("json").token);
      return signedInAnswer(c, user);
    },
  )
  .post("/logout", async (c) => {
    const ended = await endAuthSession(c);
    if (ended) await closeSessionSockets(userRooms(c), ended.userId, ended.tokenHash, "signedOut");
    return c.json({ ok: true as const }, 200);
  })
  .get("/me", async (c) => {
    const user = await requireUser(c);
    c.header("Cache-Control", "no-store");
    const { access } = await billingAccess(c.var.db, user.id);
    return c.json({ isAuthenticated: true as const, isSubscribed: access === "active", user: userInfo(user) }, 200);
  })
  .post(
    "/forgot-password",
    limitBody(JSON_BODY_LIMIT),
    jsonOnly,
    limitedBy("RESET_LIMITER", "Too many reset requests in a short time. Please wait a minute and try again."),
    validate("json", resetRequestSchema),
    async (c) => {
      const { email } = c.req.valid("json");
      await enforceRateLimit(c.env.RESET_LIMITER, `reset:${email}`, "Too many reset requests for this email. Please wait a minute and try again.");
      const vars = c.var.vars;
      await requestPasswordReset({ db: c.var.db, mail: mailProvider(c.env, vars), appUrl: vars.APP_URL }, email);
      return c.json({ message: FORGOT_PASSWORD_MESSAGE }, 200);
    },
  )
  .post(
    "/reset-password",
    limitBody(JSON_BODY_LIMIT),
    jsonOnly,
    limitedBy("RESET_LIMITER", "Too many attempts in a short time. Please wait a minute and try again."),
    zValidator("json", resetPasswordSchema, (result) => {
      if (result.success) return;
      const fields = fieldErrorsFromZod(result.error);
      // A malformed token is the same dead link as an expired one.
      if (fields.token) throw invalidResetToken();
      throw validationError(result.error);
    }),
    async (c) => {
      const userId = await resetPassword(c.var.db, c.req.valid("json"));
      // Every auth session of the account was revoked: so are its open sockets.
      await closeUserSockets(userRooms(c), userId, "passwordChanged");
      return c.json({ ok: true as const }, 200);
    },
  )
  .get("/oauth/:provider/start", zValidator("param", providerParam, (r) => {
    if (!r.success) throw new AppError(404, "not_found", "Unknown sign-in provider.");
  }), async (c) => {
    const { provider } = c.req.valid("param");
    const config = oauthConfig(c.var.vars, provider);
    if (!config) throw notConfigured(provider);
    const { url, pending } = await startOAuth(config, (input, init) => fetch(input, init));
    await setSignedCookie(c, oauthCookie(provider), JSON.stringify(pending), oauthCookieKey(config.clientSecret), {
      path: OAUTH_COOKIE_PATH,
      httpOnly: true,
      secure: true,
      sameSite: "Lax",
      maxAge: OAUTH_STATE_TTL_S,
    });
    c.header("Cache-Control", "no-store");
    return c.redirect(url.toString(), 302);
  })
  .post("/oauth/callback", limitBody(JSON_BODY_LIMIT), jsonOnly, validate("json", oauthCallbackSchema), async (c) => {
    const { code, state } = c.req.valid("json");
    const pending = await pendingOAuth(c, state);
    if (!pending) throw oauthFailed("This sign-in expired or was started in another browser. Please try again.");
    const config = oauthConfig(c.var.vars, pending.provider);
    if (!config) throw notConfigured(pending.provider);
    const claims = await fetchIdentity(config, code, pending.codeVerifier, (input, init) => fetch(input, init));
    const db = c.var.db;
    const user = await accountForIdentity(db, pending.provider, claims, requestLanguage(c));
    await issueAuthSession(c, user.id);
    setLanguageCookies(c, user);
    const { access } = await billingAccess(db, user.id);
    return c.json(await loginResponse(c.var.vars, user, access === "active"), 200);
  })
  // Last in the chain: `signedIn` narrows the context type for the routes that follow it.
  .post("/change-password", signedIn, limitBody(JSON_BODY_LIMIT), jsonOnly, validate("json", changePasswordSchema), async (c) => {
    const { user, authSession } = c.var;
    await enforceRateLimit(
      c.env.LOGIN_ACCOUNT_LIMITER,
      `change-password:${user.id}`,
      "Too many attempts in a short time. Please wait a minute and try again.",
    );
    await changePassword(c.var.db, user, c.req.valid("json"), authSession.tokenHash);
    const renewed = await rotateAuthSession(c, user.id, authSession.tokenHash);
    // The other auth sessions were revoked, so are their sockets; this browser's carry on under its new session.
    await closeUserSockets(userRooms(c), user.id, "passwordChanged", { rotated: { from: authSession.tokenHash, to: renewed } });
    return c.json({ ok: true as const }, 200);
  })
  .put("/preferences", signedIn, limitBody(JSON_BODY_LIMIT), jsonOnly, validate("json", preferencesSchema), async (c) => {
    const user = await savePreferences(c.var.db, c.var.user.id, c.req.valid("json"));
    setLanguageCookies(c, user);
    c.header("Cache-Control", "no-store");
    return c.json({ locale: user.locale, digits: user.digits }, 200);
  });
