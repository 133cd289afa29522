import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const WIDTHS = { mobile: 375, tablet: 800, desktop: 1280 } as const;

export const PUBLIC_PAGES = [
  { path: "/", h1: /career coach in your pocket/i },
  { path: "/home", h1: /career coach in your pocket/i },
  { path: "/pricing", h1: /Simple plans/i },
  { path: "/blog", h1: /./ },
  { path: "/blog/article/1", h1: /Applicant Tracking Systems/i },
  { path: "/contact-us", h1: /here to help/i },
  { path: "/product-roadmap", h1: /./ },
  { path: "/product-career-coach", h1: /./ },
  { path: "/product-career-network", h1: /./ },
  { path: "/product-interview-mockups", h1: /./ },
  { path: "/product-resume-and-cover-letter", h1: /./ },
  { path: "/product-job-board-search", h1: /./ },
  { path: "/privacy-policy", h1: /privacy/i },
  { path: "/terms-of-service", h1: /terms/i },
  { path: "/about-us", h1: /./ },
] as const;

/**
 * Fails on axe violations a user would be hurt by (serious or critical). Every rule runs; only the
 * violations are collected in detail (axe's own switch for speed: passes are not serialised).
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`)).toEqual([]);
}

/**
 * Waits for running finite animations and transitions to end (a dialog fading in, a button's hover
 * colour): measured half-way, their colours are neither the start's nor the end's. Spinners and other
 * endless animations are left running.
 */
export async function settleAnimations(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** The page does not scroll sideways (nothing wider than the viewport). */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

/** Waits until the prerendered public page is live: its islands started (`<html data-islands="ready">`). */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-islands="ready"]').waitFor({ state: "attached" });
}

export function uniqueEmail(tag: string) {
  return `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

// ---------------------------------------------------------------------------------------------
// Accounts (made by the fixtures in ./fixtures.ts) and signing them in.
// ---------------------------------------------------------------------------------------------
import { request as apiRequest, type BrowserContext } from "@playwright/test";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import { crc32, deflateSync } from "node:zlib";
import { readFileSync } from "node:fs";
import { join } from "node:path";

export interface PortalTestUser {
  id: string;
  email: string;
  password: string;
  fullname: string;
  title: string;
  country: string;
  city: string;
  linkedin: string;
  /** The session cookie's value (`amal_session`), as the signup response set it. */
  session: string;
}

/** A resume with a contact block, a summary over several lines and a skills section. */
export async function makeResumePdf(fullname = "Sara Ali"): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let y = 740;
  const line = (text: string, size = 11, f = font) => {
    page.drawText(text, { x: 56, y, size, font: f, color: rgb(0.1, 0.12, 0.14) });
    y -= size + 7;
  };
  line(fullname, 22, bold);
  line("Data Analyst | sara.ali@example.com | +20 100 123 4567 | Cairo, Egypt");
  y -= 10;
  line("SUMMARY", 13, bold);
  line("Data analyst with five years of experience turning messy data into clear decisions.");
  line("Built dashboards used by regional sales teams across Egypt and the Gulf.");
  line("Looking for a senior analytics role in a product company.");
  y -= 10;
  line("SKILLS", 13, bold);
  line("Python, SQL, Tableau, Excel, Data Visualization, Statistics");
  line("Communication, Teamwork, Leadership, Problem Solving");
  y -= 10;
  line("EXPERIENCE", 13, bold);
  line("Data Analyst, Nile Retail Group, 2021 - Present");
  line("Junior Analyst, Delta Insights, 2019 - 2021");
  y -= 10;
  line("EDUCATION", 13, bold);
  line("BSc Statistics, Cairo University, 2019");
  return Buffer.from(await doc.save());
}

/** A small PNG (a teal-to-slate gradient), built by hand so no image file is needed. */
export function makePng(size = 96): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed) >>> 0);
    return Buffer.concat([len, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * size);
      row[1 + x * 3] = Math.round(13 + t * 60);
      row[2 + x * 3] = Math.round(148 - t * 40);
      row[3 + x * 3] = Math.round(136 + t * 30);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const SESSION_COOKIE = "amal_session";

/** The session cookie's value from a response's Set-Cookie headers. */
function sessionFrom(headers: { name: string; value: string }[]): string {
  for (const h of headers) {
    if (h.name.toLowerCase() !== "set-cookie") continue;
    const m = new RegExp(`(?:^|[,\\s])${SESSION_COOKIE}=([^;]+)`).exec(h.value);
    if (m) return m[1];
  }
  throw new Error(`The response set no ${SESSION_COOKIE} cookie`);
}

/** The local dev token `npm run setup:local` wrote into .dev.vars: /dev/mailbox shows every e-mail with it. */
export function devToolsToken(): string {
  const token = readFileSync(join(process.cwd(), ".dev.vars"), "utf8").match(/^DEV_TOOLS_TOKEN=(\S+)$/m)?.[1];
  if (!token) throw new Error("No DEV_TOOLS_TOKEN in .dev.vars: run npm run setup:local");
  return token;
}

/**
 * A client address of its own for one API context, so per-address limits (what the worker keys on
 * `CF-Connecting-IP`) do not couple tests. The local server takes the address from the socket and
 * lets a loopback client pick another loopback address only with the dev token
 * (scripts/local-server.ts).
 */
function ownClientAddress(): Record<string, string> {
  const n = () => Math.floor(Math.random() * 250) + 1;
  return { "x-amal-test-address": `127.${n()}.${n()}.${n()}`, "x-amal-dev-token": devToolsToken() };
}

/**
 * Sends a request again while the API refuses it with 429 (sign-in is rate-limited per minute),
 * waiting for the limiter's window to move on; returns the first other answer.
 */
async function withRateLimitRetry<T extends { status(): number }>(send: () => Promise<T>): Promise<T> {
  let res: T | undefined;
  await expect
    .poll(async () => (res = await send()).status(), { message: "the API kept answering 429", intervals: [4_000], timeout: 90_000 })
    .not.toBe(429);
  return res!;
}

/** Signs in through the API; returns the status and, on success, the session. */
export async function logInThroughApi(baseURL: string, email: string, password: string): Promise<{ status: number; session: string | null }> {
  const api = await apiRequest.newContext({ baseURL, extraHTTPHeaders: ownClientAddress() });
  try {
    const res = await withRateLimitRetry(() => api.post("/api/auth/login", { data: { email, password } }));
    return { status: res.status(), session: res.ok() ? sessionFrom(res.headersArray()) : null };
  } finally {
    await api.dispose();
  }
}

/**
 * Puts a user's session into a browser context: the HttpOnly cookie for the app's origin and
 * the `isAuthenticated` flag the guards read (set once per tab, so a logout in the test sticks).
 */
export async function signInBrowser(context: BrowserContext, baseURL: string, user: Pick<PortalTestUser, "id" | "session">) {
  await context.addCookies([{ name: SESSION_COOKIE, value: user.session, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  await context.addInitScript((id) => {
    if (sessionStorage.getItem("e2e-signed-in")) return;
    sessionStorage.setItem("e2e-signed-in", "1");
    localStorage.setItem("isAuthenticated", "true");
    localStorage.setItem("userId", id);
  }, user.id);
}

// ---- Billing: a paid user through the real checkout (sandbox provider) -----------------------

/** The sandbox checkout's test cards (core/schemas/billing.ts SANDBOX_CARDS), typed as a person would. */
export const TEST_CARDS = {
  success: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  confirm: "4000 0027 6000 3184",
  renewalDeclined: "4000 0000 0000 0341",
} as const;
export const TEST_CARD_OTP = "123456";

export interface SubscribeOptions {
  planId?: number;
  period?: "monthly" | "quarterly";
  couponId?: number | null;
  /** A card that pays at once (success, or renewalDeclined to fail the next renewal). */
  card?: (typeof TEST_CARDS)["success" | "renewalDeclined"];
}

/**
 * Subscribes a signed-up user the way a browser does, through the API: POST /api/billing/checkout,
 * the sandbox checkout page's card form (POSTed like the page would), then POST /api/billing/verify
 * with the token the provider's redirect carries. Returns the approved subscription's order id.
 */
export async function subscribeThroughApi(baseURL: string, user: Pick<PortalTestUser, "session">, options: SubscribeOptions = {}): Promise<{ orderId: string }> {
  const api = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { ...ownClientAddress(), Cookie: `${SESSION_COOKIE}=${user.session}` } });
  try {
    const planId = options.planId ?? 2;
    const checkout = await api.post("/api/billing/checkout", { data: { plan_id: planId, period: options.period ?? "monthly", coupon_id: options.couponId ?? null } });
    if (checkout.status() !== 201) throw new Error(`Checkout failed: ${checkout.status()} ${await checkout.text()}`);
    const { redirect_url, order_id } = (await checkout.json()) as { redirect_url: string; order_id: string };
    const paid = await api.post(redirect_url, {
      form: { action: "pay", number: options.card ?? TEST_CARDS.success, expiry: "12/34", cvc: "123", name: "Sara Ali" },
      maxRedirects: 0,
    });
    const back = paid.headers().location;
    if (paid.status() !== 303 || !back) throw new Error(`The sandbox checkout did not redirect: ${paid.status()} ${await paid.text()}`);
    const returned = new URL(back, baseURL).searchParams;
    const verify = await api.post("/api/billing/verify", {
      data: { verify_token: returned.get("verify_token"), plan_id: Number(returned.get("plan_id")), coupon_id: returned.get("coupon_id") ? Number(returned.get("coupon_id")) : null },
    });
    const body = (await verify.json()) as { status: string };
    if (body.status !== "approved") throw new Error(`Verify did not approve: ${JSON.stringify(body)}`);
    return { orderId: order_id };
  } finally {
    await api.dispose();
  }
}

// ---- Accounts (sign-up, sign-in) -------------------------------------------------------------

/** A valid signup password under every rule (signup, reset and change password). */
export const GOOD_PASSWORD = "Amal2026!ok";

// ---- The signup wizard, step by step --------------------------------------------------------

/** A form field by its exact label. */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

export async function fillStep1(page: Page, v: { email: string; password?: string; fullname?: string; phone?: string }) {
  await field(page, "Email").fill(v.email);
  await field(page, "Password").fill(v.password ?? GOOD_PASSWORD);
  await field(page, "Full name").fill(v.fullname ?? "Mona Adel");
  await field(page, "Phone number").fill(v.phone ?? "+201001234567");
}

export async function fillStep2(page: Page) {
  await field(page, "Job title").fill("Data Analyst");
  await field(page, "Country").fill("Egypt");
  await field(page, "City").fill("Cairo");
  await page.getByRole("radio", { name: "Mid-level" }).click();
}

export async function fillStep3Text(page: Page) {
  await field(page, "Institute").fill("Cairo University");
  await field(page, "Expected salary").fill("25000");
  await field(page, "LinkedIn URL").fill("linkedin.com/in/mona-adel");
}

export const next = (page: Page) => page.getByRole("button", { name: "Next" }).click();
export const stepLabel = (page: Page) => page.getByText(/^Step \d of 5/);

/** Opens the wizard with nothing saved from an earlier visit. */
export async function startSignup(page: Page, query = "") {
  await page.goto(`/signup${query}`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/signup${query}`);
  await expect(page.getByRole("heading", { level: 1, name: "Create Your Account" })).toBeVisible();
}

/** Steps 1–3 with valid values and files, then Create Account; waits for the coupon step. */
export async function createAccountInWizard(page: Page, email: string, fullname = "Mona Adel") {
  await fillStep1(page, { email, fullname });
  await next(page);
  await fillStep2(page);
  await next(page);
  await fillStep3Text(page);
  await field(page, "Profile picture").setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: makePng(48) });
  await field(page, "Resume").setInputFiles({ name: "resume.pdf", mimeType: "application/pdf", buffer: await makeResumePdf(fullname) });
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(stepLabel(page)).toContainText("Step 4 of 5", { timeout: 30_000 });
}

/** Logs in through the login page and waits for the portal. */
export async function logInViaUi(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "LOG IN" }).click();
  await page.waitForURL(/\/portal/);
}

/** The text of the newest e-mail to `to` in the dev mailbox (outbox provider). */
export async function latestMailText(page: Page, to: string): Promise<string> {
  await page.goto(`/dev/mailbox?token=${devToolsToken()}`);
  await page.getByRole("row").filter({ hasText: to }).first().getByRole("link").click();
  return (await page.getByTestId("mail-text").textContent()) ?? "";
}

/**
 * A client address of its own for one test's browser (see `ownClientAddress`), so per-address
 * limits such as 5 sign-ups a minute never couple tests together.
 */
export async function useOwnClientAddress(context: BrowserContext) {
  await context.setExtraHTTPHeaders(ownClientAddress());
}

/**
 * Holds the requests matching `url` until `release()`, so a loading state stays on screen for
 * as long as the test looks at it, however fast or slow the machine is.
 */
export async function holdRequests(page: Page, url: string | RegExp) {
  let open!: () => void;
  const released = new Promise<void>((resolve) => (open = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue().catch(() => undefined); // the page may have gone meanwhile
  });
  return { release: () => open() };
}

/** Waits until the page has stopped scrolling (the same position over two animation frames, twice in a row). */
export async function expectScrollSettled(page: Page) {
  let last = Number.NaN;
  await expect
    .poll(async () => {
      const y = await page.evaluate(() => new Promise<number>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(window.scrollY)))));
      const settled = y === last;
      last = y;
      return settled;
    }, { message: "the page kept scrolling" })
    .toBe(true);
}

/**
 * Stops the page's clock before it loads: its timers (animations, delayed reloads and redirects)
 * fire only when the test moves time on with `page.clock.runFor(ms)`, so every stage between
 * them stays on screen while the test looks at it.
 */
export async function pauseClock(page: Page) {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
}
