/**
 * Accounts for the browser tests, made through the dev-only fixture endpoint (`/dev/fixtures`,
 * DEV_TOOLS=1): one request creates a user exactly as signup does (profile, the resume read into
 * bio and skills, picture and resume in R2), optionally subscribed through the sandbox provider
 * and with coaching sessions, and answers with the session cookie. Every account a test makes,
 * and every account it creates through the screens (found by e-mail), is deleted afterwards with
 * all its rows and files.
 *
 * The sign-up and checkout screens are used only by the tests of those flows (auth, billing).
 */
import { expect, request as apiRequest, test as base, type APIRequestContext } from "@playwright/test";
import { makePng, makeResumePdf, signInBrowser, TEST_CARDS, uniqueEmail, type PortalTestUser } from "./helpers";

export { expect };

export interface FixtureUserOptions {
  email?: string;
  password?: string;
  fullname?: string;
  title?: string;
  country?: string;
  city?: string;
  linkedin?: string;
  /** An active subscription paid with this card (success, or renewalDeclined to fail the next renewal). */
  subscription?: { planId?: number; period?: "monthly" | "quarterly"; card?: (typeof TEST_CARDS)["success" | "renewalDeclined"] } | null;
  coachSessions?: { session_id: string; session_name: string }[];
}

const resumeBytes = new Map<string, Promise<Buffer>>();
/** The resume for `fullname` (drawn once per name and process). */
function resumeFor(fullname: string) {
  let bytes = resumeBytes.get(fullname);
  if (!bytes) resumeBytes.set(fullname, (bytes = makeResumePdf(fullname)));
  return bytes;
}
const PICTURE = makePng();

async function withApi<T>(baseURL: string, use: (api: APIRequestContext) => Promise<T>): Promise<T> {
  const api = await apiRequest.newContext({ baseURL });
  try {
    return await use(api);
  } finally {
    await api.dispose();
  }
}

/** Creates an account (by default a subscriber of Professional, monthly) and returns it with its session. */
export async function createUser(baseURL: string, options: FixtureUserOptions = {}): Promise<PortalTestUser> {
  const fields = {
    email: options.email ?? uniqueEmail("portal"),
    password: options.password ?? "Portal@2024x",
    fullname: options.fullname ?? "Sara Ali",
    title: options.title ?? "Data Analyst",
    country: options.country ?? "Egypt",
    city: options.city ?? "Cairo",
    linkedin: options.linkedin ?? "https://www.linkedin.com/in/sara-ali-data",
  };
  const subscription = options.subscription === undefined ? {} : options.subscription;
  const resume = await resumeFor(fields.fullname);
  return withApi(baseURL, async (api) => {
    const res = await api.post("/dev/fixtures/users", {
      data: {
        ...fields,
        phone_number: "+201001234567",
        level: "Mid-level",
        institute: "Cairo University",
        salary: "2500",
        image: { name: "photo.png", type: "image/png", base64: PICTURE.toString("base64") },
        resume: { name: "Sara Ali Resume.pdf", type: "application/pdf", base64: resume.toString("base64") },
        subscription: subscription && { plan_id: subscription.planId ?? 2, period: subscription.period ?? "monthly", card: subscription.card ?? TEST_CARDS.success },
        coach_sessions: options.coachSessions ?? [],
      },
    });
    if (res.status() !== 201) throw new Error(`The fixture endpoint refused the account: ${res.status()} ${await res.text()}`);
    const body = (await res.json()) as { user: { id: string; email: string }; session: string };
    return { ...fields, email: body.user.email, id: body.user.id, session: body.session };
  });
}

/** Deletes an account and everything it owns; an account already gone is fine. */
export async function deleteUser(baseURL: string, id: string) {
  await withApi(baseURL, async (api) => {
    const res = await api.delete(`/dev/fixtures/users/${id}`);
    if (res.status() !== 200 && res.status() !== 404) throw new Error(`Could not delete account ${id}: ${res.status()} ${await res.text()}`);
  });
}

/** Deletes the account with this e-mail, if there is one (accounts made through the screens). */
export async function deleteUserByEmail(baseURL: string, email: string) {
  await withApi(baseURL, async (api) => {
    const found = await api.get(`/dev/fixtures/users?email=${encodeURIComponent(email)}`);
    if (found.status() === 404) return;
    if (!found.ok()) throw new Error(`Could not look up ${email}: ${found.status()} ${await found.text()}`);
    const { user } = (await found.json()) as { user: { id: string } };
    const res = await api.delete(`/dev/fixtures/users/${user.id}`);
    if (res.status() !== 200 && res.status() !== 404) throw new Error(`Could not delete ${email}: ${res.status()}`);
  });
}

export interface Accounts {
  /** A new account (a subscriber unless `subscription: null`), deleted after the test. */
  create(options?: FixtureUserOptions): Promise<PortalTestUser>;
  /** An e-mail for an account the test makes through the screens; that account is deleted after the test. */
  email(tag: string): string;
}

/**
 * `test` with `accounts`: every account made through it, or whose e-mail it handed out, is
 * deleted when the test ends (passed or failed).
 */
export const test = base.extend<{ accounts: Accounts; leavePages: undefined }>({
  // Before the context closes, every page is sent to about:blank (its sockets, workers and PDF renderers
  // end there), each within a few seconds: Chromium now and then never finishes closing a context whose
  // pages are still live.
  leavePages: [
    async ({ context }, use) => {
      await use(undefined);
      await Promise.all(
        context.pages().map((page) =>
          Promise.race([page.goto("about:blank", { timeout: 5_000 }).catch(() => null), new Promise((resolve) => setTimeout(resolve, 5_000))]),
        ),
      );
    },
    { auto: true },
  ],
  accounts: async ({ baseURL }, use) => {
    const ids: string[] = [];
    const emails: string[] = [];
    await use({
      create: async (options) => {
        const user = await createUser(baseURL!, options);
        ids.push(user.id);
        return user;
      },
      email: (tag) => {
        const email = uniqueEmail(tag);
        emails.push(email);
        return email;
      },
    });
    for (const id of ids) await deleteUser(baseURL!, id);
    for (const email of emails) await deleteUserByEmail(baseURL!, email);
  },
});

/**
 * `test` whose every test has `portalUser`, signed in in the test's browser context and
 * subscribed (the portal is for subscribers): by default one account per worker, or a fresh one
 * with `test.use({ freshPortalUser: true })` for tests that log out, change the password or need
 * an account nobody else touched. Each is deleted after its worker or its test.
 */
export const portalTest = test.extend<{ portalUser: PortalTestUser; freshPortalUser: boolean }, { workerPortalUser: PortalTestUser }>({
  freshPortalUser: [false, { option: true }],
  workerPortalUser: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; this one has none.
    async ({}, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const user = await createUser(baseURL);
      await use(user);
      await deleteUser(baseURL, user.id);
    },
    { scope: "worker" },
  ],
  portalUser: [
    async ({ context, baseURL, freshPortalUser, workerPortalUser, accounts }, use) => {
      const user = freshPortalUser ? await accounts.create() : workerPortalUser;
      await signInBrowser(context, baseURL!, user);
      // A browser that chose English: the worker's shared account may have been switched to Arabic
      // by an Arabic test, and a browser without a choice follows its account. Arabic tests set their own.
      await context.addCookies([{ name: "amal_lang", value: "en", url: baseURL! }]);
      await use(user);
    },
    { auto: true },
  ],
});

