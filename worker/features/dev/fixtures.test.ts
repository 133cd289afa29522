import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { LoginResponse, PortalHome } from "../../../core/schemas/account";
import type { BillingOverview } from "../../../core/schemas/billing";
import { createApp } from "../../app";
import { PNG_BYTES, PASSWORD, getAs, textPdf, uniqueEmail } from "../../test/accounts";
import { call, postJson, type ErrorJson } from "../../test/http";
import type { FixtureUserInput } from "./fixtures";

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

async function fixtureUser(overrides: Partial<FixtureUserInput> = {}): Promise<FixtureUserInput> {
  return {
    email: uniqueEmail("fixture"),
    password: PASSWORD,
    fullname: "Sara Ali",
    phone_number: "+201001234567",
    title: "Data Analyst",
    country: "Egypt",
    city: "Cairo",
    level: "Mid-level",
    institute: "Cairo University",
    salary: "2500",
    linkedin: "https://www.linkedin.com/in/sara-ali-data",
    image: { name: "photo.png", type: "image/png", base64: base64(PNG_BYTES) },
    resume: { name: "Sara Ali Resume.pdf", type: "application/pdf", base64: base64(await textPdf()) },
    ...overrides,
  };
}

interface Created {
  user: LoginResponse["user"];
  session: string;
  order_id: string | null;
}

async function create(overrides: Partial<FixtureUserInput> = {}) {
  const input = await fixtureUser(overrides);
  const res = await postJson("/dev/fixtures/users", input);
  expect(res.status, await res.clone().text()).toBe(201);
  const body = await res.json<Created>();
  return { input, ...body, cookie: `amal_session=${body.session}` };
}

/** Every table (but the migrations' own) with a row whose text mentions one of `needles`. */
async function rowsMentioning(needles: string[]): Promise<string[]> {
  const { results: tables } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations'",
  ).all<{ name: string }>();
  const found: string[] = [];
  for (const { name } of tables) {
    const { results: columns } = await env.DB.prepare("SELECT name FROM pragma_table_info(?1) WHERE type = 'TEXT' OR type = ''").bind(name).all<{ name: string }>();
    if (!columns.length) continue;
    const mentions = columns.flatMap((c) => needles.map((_, i) => `instr(lower("${c.name}"), lower(?${i + 1})) > 0`)).join(" OR ");
    const row = await env.DB.prepare(`SELECT count(*) AS n FROM "${name}" WHERE ${mentions}`).bind(...needles).first<{ n: number }>();
    if (row!.n) found.push(`${name} (${row!.n})`);
  }
  return found;
}

async function filesOf(userId: string) {
  return (await env.FILES.list({ prefix: `users/${userId}/` })).objects.map((o) => o.key);
}

describe("POST /dev/fixtures/users (DEV_TOOLS=1)", () => {
  it("should create a signed-in subscriber with profile, resume, picture and coaching sessions, all visible through the API", async () => {
    const stamp = Date.now();
    const { input, user, session, order_id, cookie } = await create({
      subscription: { plan_id: 2, period: "monthly" },
      coach_sessions: [
        { session_id: String(stamp), session_name: "November 18, 2026" },
        { session_id: String(stamp + 1), session_name: "Interview prep" },
      ],
    });
    expect(session).toMatch(/^[\w-]{20,}$/);
    expect(order_id).toMatch(/^amal-sub-/);

    const me = await getAs(cookie, "/api/auth/me");
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { id: user.id, email: input.email, fullname: "Sara Ali" }, isSubscribed: true });

    // The portal home: the profile, the resume read into bio and skills, the sessions.
    const home = await (await getAs(cookie, "/api/portal/home")).json<PortalHome>();
    expect(home.user).toMatchObject({ title: "Data Analyst", city: "Cairo", country: "Egypt", linkedin: input.linkedin });
    expect(home.user.bio).toMatch(/Data analyst with four years of experience/);
    expect(home.skills.map((s) => s.skill_name)).toEqual(expect.arrayContaining(["Python", "SQL"]));
    expect(home.resumes).toHaveLength(1);
    expect(home.sessions.map((s) => s.session_name).sort()).toEqual(["Interview prep", "November 18, 2026"]);

    // The files are in R2 and served back byte for byte.
    const pdf = await getAs(cookie, home.resumes[0]!.resume_url);
    expect(pdf.status).toBe(200);
    expect(base64(new Uint8Array(await pdf.arrayBuffer()))).toBe(input.resume.base64);
    const image = await getAs(cookie, home.user.image_url!);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG_BYTES);

    // Paid as through the sandbox checkout: approved, with the card saved as primary.
    const overview = await (await getAs(cookie, "/api/billing/overview")).json<BillingOverview>();
    expect(overview.subscriptions).toEqual([expect.objectContaining({ status: "approved", period: "monthly" })]);
    expect(overview.cards).toEqual([expect.objectContaining({ last4: "4242", is_primary: true })]);
    // And the coach, for subscribers only, answers.
    expect((await getAs(cookie, `/api/coach/sessions/${stamp + 1}`)).status).toBe(200);
  });

  it("should create an account without a subscription when none is asked for", async () => {
    const { cookie } = await create();
    expect(await (await getAs(cookie, "/api/billing/status")).json()).toMatchObject({ access: "none" });
    const coach = await getAs(cookie, "/api/coach/sessions/1");
    expect(coach.status, await coach.clone().text()).toBe(403);
  });

  it("should save the card it was asked to pay with, so its renewals behave like that card", async () => {
    const { cookie } = await create({ subscription: { card: "4000 0000 0000 0341" } });
    const renewed = await postJson("/dev/billing/renew", {}, { headers: { Cookie: cookie } });
    expect(await renewed.json()).toMatchObject({ renewals: [expect.objectContaining({ status: "declined" })] });
    expect(await (await getAs(cookie, "/api/billing/status")).json()).toMatchObject({ access: "failed" });
  });

  it("should refuse an account that signup would refuse, and create nothing", async () => {
    const email = uniqueEmail("refused");
    const res = await postJson("/dev/fixtures/users", await fixtureUser({ email, password: "short" }));
    expect(res.status).toBe(400);
    expect((await res.json<ErrorJson>()).error.message).toMatch(/password/);
    expect((await call(`/dev/fixtures/users?email=${encodeURIComponent(email)}`)).status).toBe(404);
  });
});

describe("GET /dev/fixtures/users?email=", () => {
  it("should find an account by its e-mail, in any case", async () => {
    const { input, user } = await create();
    const res = await call(`/dev/fixtures/users?email=${encodeURIComponent(input.email.toUpperCase())}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: { id: user.id, email: input.email } });
  });
});

describe("POST /dev/fixtures/documents", () => {
  it("should give the account a document the word editor opens, whose files go with the account", async () => {
    const { user, cookie } = await create({ subscription: {} });
    const res = await postJson("/dev/fixtures/documents", {
      user_id: user.id,
      title: "My resume",
      content: { type: "doc", content: [{ type: "heading", attrs: { level: 1 }, content: [{ type: "text", text: "Mona Adel" }] }, { type: "script", content: [] }] },
    });
    expect(res.status).toBe(201);
    const { document } = await res.json<{ document: { id: number; version: number } }>();
    const [row] = (await env.DB.prepare("SELECT title, preview, json_key FROM crafted_documents WHERE id = ? AND user_id = ?").bind(document.id, user.id).all<{ title: string; preview: string; json_key: string }>()).results;
    expect(row).toMatchObject({ title: "My resume", preview: "# Mona Adel" });
    expect(await (await env.FILES.get(row!.json_key))!.json()).toEqual({
      title: "My resume",
      language: "en",
      content: { type: "doc", content: [{ type: "heading", attrs: { level: 1 }, content: [{ type: "text", text: "Mona Adel" }] }] },
    });
    const socket = await call(`/parties/doc-room/${user.id}:${document.id}`, { headers: { Upgrade: "websocket", Cookie: cookie } });
    expect(socket.status).toBe(101);
    socket.webSocket!.accept();
    socket.webSocket!.close();

    expect((await call(`/dev/fixtures/users/${user.id}`, { method: "DELETE" })).status).toBe(200);
    expect(await filesOf(user.id)).toEqual([]);
  });

  it("should refuse a document for an account that does not exist", async () => {
    const res = await postJson("/dev/fixtures/documents", { user_id: "nobody", title: "x", content: null });
    expect(res.status).toBe(404);
  });
});

describe("DELETE /dev/fixtures/users/:id", () => {
  it("should leave nothing of the user in any table or in R2, and end their session", async () => {
    const stamp = Date.now();
    const { input, user, cookie } = await create({
      subscription: { card: "4000 0000 0000 0341" },
      coach_sessions: [{ session_id: String(stamp), session_name: "Gone soon" }],
    });
    // More rows that name the user: a renewal (declined: events, notification, e-mail), a failed sign-in, a reset e-mail.
    await postJson("/dev/billing/renew", {}, { headers: { Cookie: cookie } });
    await postJson("/api/auth/login", { email: input.email, password: "Wrong!pass1" }, { ip: "2001:db8::77" });
    await postJson("/api/auth/forgot-password", { email: input.email }, { ip: "2001:db8::78" });
    expect(await rowsMentioning([user.id, input.email])).not.toEqual([]);
    expect(await filesOf(user.id)).toHaveLength(2);
    const other = await create();

    const res = await call(`/dev/fixtures/users/${user.id}`, { method: "DELETE" });
    expect(res.status).toBe(200);
    expect((await res.json<{ removed: { files: number } }>()).removed.files).toBe(2);

    expect(await rowsMentioning([user.id, input.email])).toEqual([]);
    expect(await filesOf(user.id)).toEqual([]);
    expect((await getAs(cookie, "/api/auth/me")).status).toBe(401);
    // Nobody else's data went with it.
    expect((await getAs(other.cookie, "/api/portal/home")).status).toBe(200);
    expect(await filesOf(other.user.id)).toHaveLength(2);

    const again = await call(`/dev/fixtures/users/${user.id}`, { method: "DELETE" });
    expect(again.status).toBe(404);
  });
});

describe("/dev/fixtures without the dev tools", () => {
  const app = createApp();
  const send = (vars: Record<string, string>, path: string, init?: RequestInit) => app.fetch(new Request(`https://amal.test${path}`, init), { ...env, ...vars });

  for (const [label, vars] of [
    ["DEV_TOOLS=0", { DEV_TOOLS: "0" }],
    // DEV_TOOLS=1 with APP_ENV=production is refused when the environment is read (dev-tools.test.ts).
    ["APP_ENV=production", { DEV_TOOLS: "0", APP_ENV: "production", APP_URL: "https://amal.careers", MAIL_PROVIDER: "resend", RESEND_API_KEY: "re_test_key" }],
  ] as const) {
    it(`should answer 404 to every route and change nothing (${label})`, async () => {
      const { input, user, cookie } = await create();
      const posted = await send(vars, "/dev/fixtures/users", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(await fixtureUser()) });
      expect(posted.status).toBe(404);
      expect(await posted.json()).toEqual({ error: { code: "not_found", message: "Not found" } });
      expect((await send(vars, `/dev/fixtures/users?email=${encodeURIComponent(input.email)}`)).status).toBe(404);
      expect((await send(vars, `/dev/fixtures/users/${user.id}`, { method: "DELETE" })).status).toBe(404);
      expect((await getAs(cookie, "/api/auth/me")).status).toBe(200);
    });
  }
});
