/**
 * Who may call each route of the app: the table the authorisation matrix (worker/app.authz.test.ts)
 * checks every route of `createApp()` against, and the fuzz suite (worker/app.fuzz.test.ts) reads
 * for the endpoints that take a body. A route the app has and this table lacks fails the matrix,
 * so every new route is born with an entry.
 *
 * Keys are `METHOD path` exactly as Hono lists the route (`app.routes`). For a route that
 * addresses one user's resource, `owned` makes such a resource for an owner and returns the
 * requests that address it and the strings that must never reach anyone else.
 */
import { env } from "cloudflare:workers";
import { inspectRoutes } from "hono/dev";
import { createApp } from "../app";
import { SANDBOX_CARDS } from "../../core/schemas/billing";
import { sampleRoadmap, sampleState } from "../../core/roadmap/fixtures";
import { roadmapIdentity } from "../../core/roadmap/identity";
import { sha256Hex } from "../lib/crypto";
import { outboxMail } from "../providers/mail";
import { PASSWORD, PNG_BYTES, signupFields, textPdf, type QuickUser } from "./accounts";
import { ORIGIN, call, uniqueIp } from "./http";

/**
 * - `public`: anyone; never the sign-in or subscription refusal.
 * - `signed-in`: 401 `unauthenticated` when signed out.
 * - `subscribed`: 401 when signed out, 403 `subscription_required` without an active subscription.
 * - `callback`: the payment provider, server to server: refused unless the provider signed it.
 * - `signed-link`: the sandbox checkout; its URL carries an HMAC-signed intention (a payment link,
 *   like Paymob's hosted page): a forged one is 404, the real one shows nothing personal.
 * - `dev-signed-in`: only with DEV_TOOLS=1 and from this machine (404 otherwise), then signed in
 *   (or the local dev token).
 * - `dev-local`: only with DEV_TOOLS=1 and from this machine (404 otherwise): the e2e fixtures.
 */
export type AccessClass = "public" | "signed-in" | "subscribed" | "callback" | "signed-link" | "dev-signed-in" | "dev-local";

/** What a route reads from the request body. */
export type BodyKind = "none" | "json" | "multipart" | "form";

/** One request: a JSON body, or form fields (sent as multipart, or urlencoded for `form` routes). */
export interface Probe {
  method: string;
  path: string;
  json?: Record<string, unknown>;
  fields?: Record<string, string | File>;
}

export interface Owned {
  probes: Probe[];
  /** Strings of the resource that another caller's response must not contain. */
  secrets: string[];
}

export interface RouteAccess {
  access: AccessClass;
  body: BodyKind;
  /** The request to send (params filled in, a plausible body); default: the route's own path, no body. */
  probe?: () => Probe | Promise<Probe>;
  /** The route addresses one user's resource: make one for `owner`, return the requests that address it. */
  owned?: (owner: QuickUser) => Promise<Owned>;
  /** The status every caller gets from `probe` (not from the owned resource's requests), where the class alone does not say it. */
  status?: number;
  /** Its 4xx answers may be HTML pages a browser shows (the hosted checkout; the public forms posted without JavaScript), not the JSON error shape. */
  html?: boolean;
}

const unique = () => crypto.randomUUID().replace(/-/g, "").slice(0, 16);
/** A new address per probe (the per-account limits count by e-mail); the fuzz suite renews it per case by this pattern. */
export const PROBE_EMAIL = /probe\.[0-9a-f]{16}@example\.com/g;
export const uniqueEmail = () => `probe.${unique()}@example.com`;

// ——— Resources of an owner, inserted straight into D1/R2 (each with a unique, recognisable value).

async function ownedResume(owner: QuickUser) {
  const title = `Resume of ${owner.fullname} ${unique()}.pdf`;
  const key = `users/${owner.id}/resume/${unique()}.pdf`;
  await env.FILES.put(key, `%PDF-1.4 ${title}`, { httpMetadata: { contentType: "application/pdf" } });
  const row = await env.DB.prepare("INSERT INTO resumes (user_id, title, r2_key) VALUES (?, ?, ?) RETURNING id").bind(owner.id, title, key).first<{ id: number }>();
  return { id: row!.id, title };
}

async function ownedDocument(owner: QuickUser) {
  const title = `Tailored resume of ${owner.fullname} ${unique()}`;
  const base = `users/${owner.id}/documents/${unique()}`;
  const content = { type: "doc", content: [{ type: "heading", attrs: { level: 1 }, content: [{ type: "text", text: title }] }] };
  await env.FILES.put(`${base}.json`, JSON.stringify({ title, language: "en", content }), { httpMetadata: { contentType: "application/json" } });
  await env.FILES.put(`${base}.docx`, `PK ${title}`);
  const row = await env.DB.prepare("INSERT INTO crafted_documents (user_id, kind, title, preview, json_key, docx_key) VALUES (?, 'resume', ?, ?, ?, ?) RETURNING id")
    .bind(owner.id, title, `# ${title}`, `${base}.json`, `${base}.docx`)
    .first<{ id: number }>();
  return { id: row!.id, title };
}

const NETWORKING_FORM = {
  type: "linkedin",
  job_title: "Data Analyst",
  company_name: "Vodafone Egypt",
  addressee_name: "Mona Adel",
  industry: [{ Description: "Telecommunications", Code: "8" }],
  target_message: "A referral for the data analyst role, please",
};

/** A saved networking message whose text is the owner's alone. */
function savedMessage(message: string) {
  const report = { message, subject: null, job_title_in_company: "Data Analyst at Vodafone Egypt", type: "linkedin", addressee_name: "Mona Adel", language: "en" };
  return { report, formData: NETWORKING_FORM };
}

async function ownedSavedItem(owner: QuickUser) {
  const message = `Hi Mona Adel, a note saved by ${owner.fullname} ${unique()}`;
  const row = await env.DB.prepare("INSERT INTO saved_items (user_id, type, saved_obj, content_key) VALUES (?, 'networking_message', ?, ?) RETURNING id")
    .bind(owner.id, JSON.stringify(savedMessage(message)), unique())
    .first<{ id: number }>();
  return { id: row!.id, message };
}

/** A notification whose text is the owner's alone. */
async function ownedNotification(owner: QuickUser, dismissed = false) {
  const text = `A notification for ${owner.fullname} ${unique()}`;
  const row = await env.DB.prepare("INSERT INTO notifications (user_id, notification_text, kind, link, dismissed_at) VALUES (?, ?, 'general', NULL, ?) RETURNING id")
    .bind(owner.id, text, dismissed ? new Date().toISOString() : null)
    .first<{ id: number }>();
  return { id: row!.id, text };
}

/** A saved roadmap whose title is the owner's alone (its content key as the app computes it). */
async function ownedSavedRoadmap(owner: QuickUser) {
  const roadmap = sampleRoadmap(`Roadmap of ${owner.fullname} ${unique()}`);
  const row = await env.DB.prepare("INSERT INTO saved_items (user_id, type, saved_obj, content_key) VALUES (?, 'roadmap', ?, ?) RETURNING id")
    .bind(owner.id, JSON.stringify({ roadmap, state: null }), await sha256Hex(roadmapIdentity(roadmap)))
    .first<{ id: number }>();
  return { id: row!.id, roadmap };
}

async function ownedLastRoadmap(owner: QuickUser) {
  const roadmap = sampleRoadmap(`Last roadmap of ${owner.fullname} ${unique()}`);
  await env.DB.prepare("INSERT INTO user_last_roadmap (user_id, roadmap, state) VALUES (?, ?, NULL)").bind(owner.id, JSON.stringify(roadmap)).run();
  return roadmap;
}

async function ownedCertificate(owner: QuickUser) {
  const name = `Certificate of ${owner.fullname} ${unique()}`;
  const row = await env.DB.prepare("INSERT INTO user_certificates (user_id, cert_name) VALUES (?, ?) RETURNING id").bind(owner.id, name).first<{ id: number }>();
  return { id: row!.id, name };
}

async function ownedEducation(owner: QuickUser) {
  const school = `School of ${owner.fullname} ${unique()}`;
  const row = await env.DB.prepare("INSERT INTO user_education (user_id, degree, school_name) VALUES (?, 'B.Sc.', ?) RETURNING id").bind(owner.id, school).first<{ id: number }>();
  return { id: row!.id, school };
}

async function ownedImage(owner: QuickUser) {
  const imageId = unique();
  const key = `users/${owner.id}/image/${imageId}.png`;
  await env.FILES.put(key, `png of ${owner.fullname}`, { httpMetadata: { contentType: "image/png" } });
  await env.DB.prepare("UPDATE users SET image_key = ? WHERE id = ?").bind(key, owner.id).run();
  return imageId;
}

async function ownedSubscription(owner: QuickUser) {
  const row = await env.DB.prepare("SELECT id, order_id FROM subscriptions WHERE user_id = ? ORDER BY id DESC").bind(owner.id).first<{ id: number; order_id: string }>();
  if (!row) throw new Error("The owner has no subscription: make the owner with quickUser({ subscribed: true }).");
  return row;
}

async function ownedCard(owner: QuickUser) {
  const token = `tok_${unique()}`;
  const row = await env.DB.prepare("INSERT INTO payment_methods (user_id, provider, token, last4, brand, is_primary) VALUES (?, 'sandbox', ?, '4242', 'Visa', 0) RETURNING id")
    .bind(owner.id, token)
    .first<{ id: number }>();
  return { id: row!.id, token };
}

async function ownedCardSetup(owner: QuickUser) {
  const orderId = `amal-card-${unique()}`;
  await env.DB.prepare("INSERT INTO card_setups (user_id, order_id, provider) VALUES (?, ?, 'sandbox')").bind(owner.id, orderId).run();
  return orderId;
}

async function ownedCoachSession(owner: QuickUser) {
  const sessionId = String(1_790_000_000_000 + Math.floor(Math.random() * 1e9));
  const name = `Session of ${owner.fullname} ${unique()}`;
  await env.DB.prepare("INSERT INTO coach_sessions (user_id, session_id, session_name) VALUES (?, ?, ?)").bind(owner.id, sessionId, name).run();
  return { sessionId, name };
}

/** A card-saving checkout on the sandbox page, started by the owner: its signed link. */
async function ownedCheckoutLink(owner: QuickUser) {
  const res = await call("/api/billing/payment-methods", {
    method: "POST",
    headers: { Cookie: await owner.cookie(), "Content-Type": "application/json" },
    body: JSON.stringify({ make_primary: true }),
  });
  if (res.status !== 201) throw new Error(`The owner's card checkout failed: ${res.status} ${await res.text()}`);
  const { redirect_url } = await res.json<{ redirect_url: string }>();
  return new URL(redirect_url, ORIGIN).pathname;
}

async function ownedEmail(owner: QuickUser, classification = "INTERVIEW") {
  const subject = `Interview invitation ${unique()}`;
  const row = await env.DB.prepare(
    "INSERT INTO tracked_emails (user_id, source, message_key, email_from, from_address, subject, classification, company, received_at, text) VALUES (?, 'forward', ?, 'Acme Careers <jobs@acme.test>', 'jobs@acme.test', ?, ?, 'Acme', ?, ?) RETURNING id",
  )
    .bind(owner.id, `mid:${unique()}`, subject, classification, new Date().toISOString(), `Private body of ${subject}`)
    .first<{ id: number }>();
  return { id: row!.id, subject };
}

async function ownedFilter(owner: QuickUser) {
  const company = `Company ${unique()}`;
  const row = await env.DB.prepare("INSERT INTO email_filters (user_id, company_name) VALUES (?, ?) RETURNING id").bind(owner.id, company).first<{ id: number }>();
  return { id: row!.id, company };
}

const sessionProbes = async (owner: QuickUser, method: string, json?: Record<string, unknown>) => {
  const { sessionId, name } = await ownedCoachSession(owner);
  return { probes: [{ method, path: `/api/coach/sessions/${sessionId}`, json }], secrets: [name] };
};

const checkoutLinkProbes = async (owner: QuickUser, method: string, fields?: Record<string, string>) => {
  const path = await ownedCheckoutLink(owner);
  return { probes: [{ method, path, fields }], secrets: [] };
};

/** The one-time-code step of the owner's checkout: the card that asks for a code is entered first. */
async function confirmStepProbes(owner: QuickUser): Promise<Owned> {
  const path = await ownedCheckoutLink(owner);
  const res = await call(path, { method: "POST", body: new URLSearchParams({ action: "pay", number: SANDBOX_CARDS.confirm.number, expiry: "12 / 34", cvc: "123", name: "Mona Adel" }) });
  const challenge = (await res.text()).match(/name="challenge" value="([^"]+)"/)?.[1];
  if (!challenge) throw new Error(`The sandbox did not ask for a code: ${res.status}`);
  return { probes: [{ method: "POST", path: `${path}/confirm`, fields: { action: "confirm", challenge, code: SANDBOX_CARDS.confirm.otp } }], secrets: [] };
}

let resumeBytes: Promise<Uint8Array> | undefined;
/** The one-page resume PDF the signup tests upload (made once). */
export const resumePdf = () => (resumeBytes ??= textPdf());
const base64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(""));

/** A sandbox link whose signature is wrong: the intention of nobody. */
/** An unsubscribe token of the right shape that no one signed. */
const FORGED_UNSUBSCRIBE_TOKEN = "9999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
const FORGED_LINK = "/sandbox-checkout/eyJ2IjoxfQ.0000000000000000000000000000000000000000000000000000000000000000";

export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  "GET /api/config": { access: "public", body: "none" },
  "GET /api/plans": { access: "public", body: "none" },
  "GET /api/blog": { access: "public", body: "none" },
  "GET /api/blog/:id": { access: "public", body: "none", probe: () => ({ method: "GET", path: "/api/blog/1" }) },
  "GET /api/blog/:id/pdf": { access: "public", body: "none", probe: () => ({ method: "GET", path: "/api/blog/1/pdf" }) },
  "POST /api/contact": {
    access: "public",
    body: "json",
    html: true,
    probe: () => ({ method: "POST", path: "/api/contact", json: { name: "Mona Adel", email: uniqueEmail(), message: "Hello, I have a question about plans." } }),
  },
  "POST /api/contact/portal": {
    access: "signed-in",
    body: "json",
    probe: () => ({ method: "POST", path: "/api/contact/portal", json: { name: "Mona Adel", email: uniqueEmail(), message: "A question about my plan." } }),
  },
  "POST /api/newsletter": { access: "public", body: "json", html: true, probe: () => ({ method: "POST", path: "/api/newsletter", json: { email: uniqueEmail() } }) },
  "POST /api/auth/signup": {
    access: "public",
    body: "multipart",
    probe: async () => ({
      method: "POST",
      path: "/api/auth/signup",
      fields: {
        ...signupFields({ email: uniqueEmail() }),
        resume: new File([(await resumePdf()) as Uint8Array<ArrayBuffer>], "Mona Adel - Resume.pdf", { type: "application/pdf" }),
        image: new File([PNG_BYTES], "mona.png", { type: "image/png" }),
      },
    }),
  },
  "POST /api/auth/login": { access: "public", body: "json", probe: () => ({ method: "POST", path: "/api/auth/login", json: { email: uniqueEmail(), password: "Wr0ng!pass" } }) },
  // A malformed or unknown token is the same dead link: 400.
  "POST /api/auth/sign-in-link": { access: "public", body: "json", probe: () => ({ method: "POST", path: "/api/auth/sign-in-link", json: { token: unique() + unique() } }) },
  "POST /api/auth/logout": { access: "public", body: "none" },
  "GET /api/auth/me": { access: "signed-in", body: "none" },
  "POST /api/auth/forgot-password": { access: "public", body: "json", probe: () => ({ method: "POST", path: "/api/auth/forgot-password", json: { email: uniqueEmail() } }) },
  "POST /api/auth/reset-password": {
    access: "public",
    body: "json",
    probe: () => ({ method: "POST", path: "/api/auth/reset-password", json: { token: unique() + unique(), password: "N3w!passw0rd", confirmPassword: "N3w!passw0rd" } }),
  },
  // No OAuth client is configured in the tests: 503 `not_configured` is the route's answer then.
  "GET /api/auth/oauth/:provider/start": { access: "public", body: "none", status: 503, probe: () => ({ method: "GET", path: "/api/auth/oauth/google/start" }) },
  "POST /api/auth/oauth/callback": { access: "public", body: "json", probe: () => ({ method: "POST", path: "/api/auth/oauth/callback", json: { code: unique(), state: unique() } }) },
  "POST /api/auth/change-password": {
    access: "signed-in",
    body: "json",
    probe: () => ({ method: "POST", path: "/api/auth/change-password", json: { currentPassword: PASSWORD, newPassword: "N3w!passw0rd", confirmPassword: "N3w!passw0rd" } }),
  },
  "PUT /api/auth/preferences": { access: "signed-in", body: "json", probe: () => ({ method: "PUT", path: "/api/auth/preferences", json: { locale: "ar" } }) },
  "GET /api/portal/home": { access: "signed-in", body: "none" },
  "GET /api/files/:kind/:id": {
    access: "signed-in",
    body: "none",
    owned: async (owner) => {
      const resume = await ownedResume(owner);
      const imageId = await ownedImage(owner);
      return {
        probes: [
          { method: "GET", path: `/api/files/resume/${resume.id}` },
          { method: "GET", path: `/api/files/image/${imageId}` },
        ],
        secrets: [resume.title, `png of ${owner.fullname}`],
      };
    },
  },
  "GET /api/career": { access: "signed-in", body: "none" },
  "PUT /api/career/profile": { access: "signed-in", body: "json", probe: () => ({ method: "PUT", path: "/api/career/profile", json: { fullname: "Mona Adel", title: "Data Analyst", bio: "Line one.\nLine two." } }) },
  "PUT /api/career/photo": { access: "signed-in", body: "multipart", probe: () => ({ method: "PUT", path: "/api/career/photo", fields: { image: new File([PNG_BYTES], "me.png", { type: "image/png" }) } }) },
  "POST /api/career/bio": { access: "subscribed", body: "none" },
  "PUT /api/career/jobs": {
    access: "signed-in",
    body: "json",
    probe: () => ({ method: "PUT", path: "/api/career/jobs", json: { version: "", jobs: [{ job_title: "Data Analyst", company_name: "Nile Retail", is_current: 1, job_description: "• Built dashboards" }] } }),
  },
  "PUT /api/career/skills": { access: "signed-in", body: "json", probe: () => ({ method: "PUT", path: "/api/career/skills", json: { version: "", skills: [{ skill_name: "SQL", skill_type: "hard" }] } }) },
  "GET /api/career/skills/suggest": { access: "signed-in", body: "none", probe: () => ({ method: "GET", path: "/api/career/skills/suggest?q=py" }) },
  "POST /api/career/resumes": {
    access: "signed-in",
    body: "multipart",
    probe: async () => ({ method: "POST", path: "/api/career/resumes", fields: { resume: new File([(await resumePdf()) as Uint8Array<ArrayBuffer>], "Resume.pdf", { type: "application/pdf" }) } }),
  },
  // Another user's resume ids in a keep list delete nothing of theirs (the list is the caller's own).
  "PUT /api/career/resumes": { access: "signed-in", body: "json", probe: () => ({ method: "PUT", path: "/api/career/resumes", json: { version: "", keep: [] } }) },
  "POST /api/career/resumes/:id/info": {
    access: "signed-in",
    body: "none",
    owned: async (owner) => {
      const resume = await ownedResume(owner);
      return { probes: [{ method: "POST", path: `/api/career/resumes/${resume.id}/info` }], secrets: [resume.title] };
    },
  },
  "POST /api/career/resumes/:id/report": {
    access: "subscribed",
    body: "json",
    owned: async (owner) => {
      const resume = await ownedResume(owner);
      return { probes: [{ method: "POST", path: `/api/career/resumes/${resume.id}/report`, json: {} }], secrets: [resume.title] };
    },
  },
  "POST /api/career/certificates": {
    access: "signed-in",
    body: "json",
    probe: () => ({ method: "POST", path: "/api/career/certificates", json: { input_text: "CS50 introduction to computer science", is_complete: 1, cert_issue_date: "May 2024" } }),
  },
  "PUT /api/career/certificates/:id": {
    access: "signed-in",
    body: "json",
    owned: async (owner) => {
      const { id, name } = await ownedCertificate(owner);
      return { probes: [{ method: "PUT", path: `/api/career/certificates/${id}`, json: { cert_name: "Taken over", cert_org_name: "", cert_issue_date: "", is_complete: 1 } }], secrets: [name] };
    },
  },
  "DELETE /api/career/certificates/:id": {
    access: "signed-in",
    body: "none",
    owned: async (owner) => {
      const { id, name } = await ownedCertificate(owner);
      return { probes: [{ method: "DELETE", path: `/api/career/certificates/${id}` }], secrets: [name] };
    },
  },
  "GET /api/library": { access: "signed-in", body: "none" },
  "POST /api/library/craft": {
    access: "subscribed",
    body: "json",
    probe: () => ({
      method: "POST",
      path: "/api/library/craft",
      json: {
        kind: "resume",
        language: "auto",
        source: "description",
        job_description: "Data Analyst at Nile Retail Group in Cairo. Write SQL, build Power BI dashboards, automate reports with Python and present findings to managers.",
      },
    }),
  },
  "GET /api/library/documents/:id": {
    access: "signed-in",
    body: "none",
    owned: async (owner) => {
      const { id, title } = await ownedDocument(owner);
      return { probes: [{ method: "GET", path: `/api/library/documents/${id}` }], secrets: [title] };
    },
  },
  "PATCH /api/library/documents/:id": {
    access: "signed-in",
    body: "json",
    owned: async (owner) => {
      const { id, title } = await ownedDocument(owner);
      return { probes: [{ method: "PATCH", path: `/api/library/documents/${id}`, json: { title: "Taken over" } }], secrets: [title] };
    },
  },
  "GET /api/library/documents/:id/download": {
    access: "signed-in",
    body: "none",
    owned: async (owner) => {
      const { id, title } = await ownedDocument(owner);
      return {
        probes: [
          { method: "GET", path: `/api/library/documents/${id}/download?format=docx` },
          { method: "GET", path: `/api/library/documents/${id}/download?format=pdf` },
        ],
        secrets: [title],
      };
    },
  },
  "DELETE /api/library/documents/:id": {
    access: "signed-in",
    body: "none",
    owned: async (owner) => {
      const { id, title } = await ownedDocument(owner);
      return { probes: [{ method: "DELETE", path: `/api/library/documents/${id}` }], secrets: [title] };
    },
  },
  "POST /api/networking/messages": {
    access: "subscribed",
    body: "json",
    probe: () => ({ method: "POST", path: "/api/networking/messages", json: NETWORKING_FORM }),
  },
  "GET /api/saved-items": {
    access: "signed-in",
    body: "none",
    probe: () => ({ method: "GET", path: "/api/saved-items?type=networking_message" }),
    // Another user's list must not hold the owner's item.
    owned: async (owner) => ({ probes: [], secrets: [(await ownedSavedItem(owner)).message] }),
  },
  "POST /api/saved-items": {
    access: "signed-in",
    body: "json",
    probe: () => ({ method: "POST", path: "/api/saved-items", json: { saved_obj_type: "networking_message", saved_obj: savedMessage(`Hi Mona Adel, a probe ${unique()}`) } }),
  },
  "DELETE /api/saved-items/:id": {
    access: "signed-in",
    body: "none",
    owned: async (owner) => {
      const { id, message } = await ownedSavedItem(owner);
      return { probes: [{ method: "DELETE", path: `/api/saved-items/${id}` }], secrets: [message] };
    },
  },
  "GET /api/notifications": {
    access: "signed-in",
    body: "none",
    owned: async (owner) => ({ probes: [], secrets: [(await ownedNotification(owner)).text] }),
  },
  "POST /api/notifications/seen": { access: "signed-in", body: "json", probe: () => ({ method: "POST", path: "/api/notifications/seen", json: { lastId: 1 } }) },
  "POST /api/notifications/read": { access: "signed-in", body: "json", probe: () => ({ method: "POST", path: "/api/notifications/read", json: { ids: [1, 2] } }) },
  "DELETE /api/notifications/:id": {
    access: "signed-in",
    body: "none",
    owned: async (owner) => {
      const { id, text } = await ownedNotification(owner);
      return { probes: [{ method: "DELETE", path: `/api/notifications/${id}` }], secrets: [text] };
    },
  },
  "POST /api/notifications/:id/restore": {
    access: "signed-in",
    body: "none",
    owned: async (owner) => {
      const { id, text } = await ownedNotification(owner, true);
      return { probes: [{ method: "POST", path: `/api/notifications/${id}/restore` }], secrets: [text] };
    },
  },
  "POST /api/career/education": {
    access: "signed-in",
    body: "json",
    probe: () => ({ method: "POST", path: "/api/career/education", json: { degree: "B.Sc. Statistics", school_name: "Cairo University", issue_date: "June 2020" } }),
  },
  "PUT /api/career/education/:id": {
    access: "signed-in",
    body: "json",
    owned: async (owner) => {
      const { id, school } = await ownedEducation(owner);
      return { probes: [{ method: "PUT", path: `/api/career/education/${id}`, json: { degree: "Taken over", school_name: "Nowhere school", issue_date: "" } }], secrets: [school] };
    },
  },
  "DELETE /api/career/education/:id": {
    access: "signed-in",
    body: "none",
    owned: async (owner) => {
      const { id, school } = await ownedEducation(owner);
      return { probes: [{ method: "DELETE", path: `/api/career/education/${id}` }], secrets: [school] };
    },
  },
  "POST /api/billing/callback/:provider": {
    access: "callback",
    body: "json",
    status: 401,
    probe: () => ({ method: "POST", path: `/api/billing/callback/sandbox?hmac=${"0".repeat(128)}`, json: { type: "TRANSACTION", obj: { id: 1, success: true } } }),
  },
  // Not set up in the test environment (no RESEND_WEBHOOK_SECRET): a readable 404 (worker/features/mail/webhooks.test.ts signs real ones).
  "POST /api/mail/webhooks/resend": {
    access: "callback",
    body: "json",
    status: 404,
    probe: () => ({ method: "POST", path: "/api/mail/webhooks/resend", json: { type: "email.bounced", data: { to: ["someone@example.com"] } } }),
  },
  "POST /api/billing/coupons/apply": { access: "signed-in", body: "json", probe: () => ({ method: "POST", path: "/api/billing/coupons/apply", json: { code: "WELCOME10", plan_id: 2 } }) },
  "POST /api/billing/checkout": { access: "signed-in", body: "json", probe: () => ({ method: "POST", path: "/api/billing/checkout", json: { plan_id: 2, period: "monthly", coupon_id: null } }) },
  "POST /api/billing/change-plan": { access: "signed-in", body: "json", probe: () => ({ method: "POST", path: "/api/billing/change-plan", json: { plan_id: 1, period: "quarterly", coupon_id: null } }) },
  "POST /api/billing/verify": {
    access: "signed-in",
    body: "json",
    owned: async (owner) => {
      const { id, order_id } = await ownedSubscription(owner);
      const token = `verify-${unique()}`;
      await env.DB.prepare("UPDATE subscriptions SET verify_token_hash = ? WHERE id = ?").bind(await sha256Hex(token), id).run();
      return { probes: [{ method: "POST", path: "/api/billing/verify", json: { verify_token: token, plan_id: 2, coupon_id: null } }], secrets: [order_id] };
    },
  },
  "GET /api/billing/status": { access: "signed-in", body: "none" },
  "GET /api/billing/overview": { access: "signed-in", body: "none" },
  "POST /api/billing/subscriptions/:id/cancel": {
    access: "signed-in",
    body: "none",
    owned: async (owner) => {
      const { id, order_id } = await ownedSubscription(owner);
      return { probes: [{ method: "POST", path: `/api/billing/subscriptions/${id}/cancel` }], secrets: [order_id] };
    },
  },
  "POST /api/billing/payment-methods": { access: "signed-in", body: "json", probe: () => ({ method: "POST", path: "/api/billing/payment-methods", json: { make_primary: true } }) },
  "GET /api/billing/payment-methods/setup/:order_id": {
    access: "signed-in",
    body: "none",
    owned: async (owner) => {
      const orderId = await ownedCardSetup(owner);
      return { probes: [{ method: "GET", path: `/api/billing/payment-methods/setup/${orderId}` }], secrets: [] };
    },
  },
  "POST /api/billing/payment-methods/:id/primary": {
    access: "signed-in",
    body: "none",
    owned: async (owner) => {
      const card = await ownedCard(owner);
      return { probes: [{ method: "POST", path: `/api/billing/payment-methods/${card.id}/primary` }], secrets: [card.token] };
    },
  },
  "DELETE /api/billing/payment-methods/:id": {
    access: "signed-in",
    body: "none",
    owned: async (owner) => {
      const card = await ownedCard(owner);
      return { probes: [{ method: "DELETE", path: `/api/billing/payment-methods/${card.id}` }], secrets: [card.token] };
    },
  },
  "POST /api/billing/renew": { access: "signed-in", body: "none" },
  "GET /api/emails": { access: "signed-in", body: "none" },
  "GET /api/emails/inbox": { access: "signed-in", body: "none" },
  "GET /api/emails/filters": { access: "signed-in", body: "none" },
  "POST /api/emails/filters": {
    access: "signed-in",
    body: "json",
    probe: () => ({ method: "POST", path: "/api/emails/filters", json: { company_name: "Acme", job_title: "Data Analyst", company_email: "acme.com" } }),
  },
  "DELETE /api/emails/filters/:id": {
    access: "signed-in",
    body: "none",
    owned: async (owner) => {
      const { id, company } = await ownedFilter(owner);
      return { probes: [{ method: "DELETE", path: `/api/emails/filters/${id}` }], secrets: [company] };
    },
  },
  // The test environment has no Google client: these answer everyone 503 gmail_not_configured
  // before sign-in is asked. Configured, they need sign-in (worker/features/emails/gmail.test.ts).
  "POST /api/emails/gmail/connect": { access: "public", body: "none", status: 503 },
  "GET /api/emails/gmail/callback": { access: "public", body: "none", status: 503, probe: () => ({ method: "GET", path: "/api/emails/gmail/callback?code=x&state=y" }) },
  "POST /api/emails/gmail/sync": { access: "public", body: "none", status: 503 },
  "DELETE /api/emails/gmail": { access: "signed-in", body: "none" },
  "GET /api/emails/:id": {
    access: "signed-in",
    body: "none",
    owned: async (owner) => {
      const { id, subject } = await ownedEmail(owner);
      return { probes: [{ method: "GET", path: `/api/emails/${id}` }], secrets: [subject] };
    },
  },
  "DELETE /api/emails/:id": {
    access: "signed-in",
    body: "none",
    owned: async (owner) => {
      const { id, subject } = await ownedEmail(owner);
      return { probes: [{ method: "DELETE", path: `/api/emails/${id}` }], secrets: [subject] };
    },
  },
  "POST /api/emails/:id/prepare": {
    access: "subscribed",
    body: "none",
    owned: async (owner) => {
      const { id, subject } = await ownedEmail(owner);
      return { probes: [{ method: "POST", path: `/api/emails/${id}/prepare` }], secrets: [subject] };
    },
  },
  "GET /api/courses/search": { access: "signed-in", body: "none", probe: () => ({ method: "GET", path: "/api/courses/search?q=python%20for%20beginners" }) },
  "GET /api/courses/:id": { access: "signed-in", body: "none", probe: () => ({ method: "GET", path: "/api/courses/harvard-cs50x" }) },
  "POST /api/courses/:id/ask": { access: "subscribed", body: "json", probe: () => ({ method: "POST", path: "/api/courses/harvard-cs50x/ask", json: { language: "en" } }) },
  "GET /api/coach/sessions": { access: "subscribed", body: "none" },
  "POST /api/coach/sessions": {
    access: "subscribed",
    body: "json",
    probe: () => ({ method: "POST", path: "/api/coach/sessions", json: { session_id: String(Date.now()), session_name: "November 17, 2026" } }),
  },
  "GET /api/coach/sessions/:sessionId": { access: "subscribed", body: "none", owned: (owner) => sessionProbes(owner, "GET") },
  "PATCH /api/coach/sessions/:sessionId": { access: "subscribed", body: "json", owned: (owner) => sessionProbes(owner, "PATCH", { session_name: "Interview practice" }) },
  "GET /api/coach/library": { access: "subscribed", body: "none" },
  "ALL /api/*": { access: "public", body: "none", status: 404, probe: () => ({ method: "GET", path: "/api/no-such-route" }) },
  "GET /dev/mailbox": { access: "dev-signed-in", body: "none" },
  "GET /dev/mailbox/:id{[0-9]+}": {
    access: "dev-signed-in",
    body: "none",
    owned: async (owner) => {
      const subject = `Reset your password ${unique()}`;
      const { id } = await outboxMail(env.DB, "Amal <hello@amal.careers>").send({ to: owner.email, subject, text: `A link for ${owner.fullname}` });
      return { probes: [{ method: "GET", path: `/dev/mailbox/${id}` }], secrets: [subject] };
    },
  },
  "POST /dev/fixtures/users": {
    access: "dev-local",
    body: "json",
    probe: async () => ({
      method: "POST",
      path: "/dev/fixtures/users",
      json: {
        ...signupFields({ email: uniqueEmail() }),
        image: { name: "mona.png", type: "image/png", base64: base64(PNG_BYTES) },
        resume: { name: "Mona Adel - Resume.pdf", type: "application/pdf", base64: base64(await resumePdf()) },
      },
    }),
  },
  "POST /dev/fixtures/documents": {
    access: "dev-local",
    body: "json",
    probe: () => ({
      method: "POST",
      path: "/dev/fixtures/documents",
      json: { user_id: crypto.randomUUID(), kind: "resume", title: "Probe resume", language: "en", content: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Probe" }] }] } },
    }),
  },
  "GET /dev/fixtures/users": { access: "dev-local", body: "none", probe: () => ({ method: "GET", path: `/dev/fixtures/users?email=${uniqueEmail()}` }) },
  "DELETE /dev/fixtures/users/:id": { access: "dev-local", body: "none", probe: () => ({ method: "DELETE", path: `/dev/fixtures/users/${crypto.randomUUID()}` }) },
  "POST /dev/billing/renew": { access: "dev-signed-in", body: "none" },
  "POST /dev/notifications": { access: "dev-signed-in", body: "json", probe: () => ({ method: "POST", path: "/dev/notifications", json: { text: "A probe notification" } }) },
  "GET /sandbox-checkout/:intention": {
    access: "signed-link",
    body: "none",
    html: true,
    probe: () => ({ method: "GET", path: FORGED_LINK }),
    owned: (owner) => checkoutLinkProbes(owner, "GET"),
  },
  "POST /sandbox-checkout/:intention": {
    access: "signed-link",
    body: "form",
    html: true,
    probe: () => ({ method: "POST", path: FORGED_LINK, fields: { action: "pay", number: "4000 0000 0000 0002", expiry: "12 / 34", cvc: "123", name: "Mona Adel" } }),
    owned: (owner) => checkoutLinkProbes(owner, "POST", { action: "pay", number: SANDBOX_CARDS.declined.number, expiry: "12 / 34", cvc: "123", name: "Mona Adel" }),
  },
  "POST /sandbox-checkout/:intention/confirm": {
    access: "signed-link",
    body: "form",
    html: true,
    probe: () => ({ method: "POST", path: `${FORGED_LINK}/confirm`, fields: { action: "confirm", challenge: "x.y", code: "123456" } }),
    owned: confirmStepProbes,
  },
  "GET /robots.txt": { access: "public", body: "none" },
  "GET /sitemap.xml": { access: "public", body: "none" },
  "GET /blog/article/:id": { access: "public", body: "none", probe: () => ({ method: "GET", path: "/blog/article/1" }) },
  "GET /blog/article/:id/": { access: "public", body: "none", probe: () => ({ method: "GET", path: "/blog/article/1/" }) },
  "GET /*": { access: "public", body: "none", probe: () => ({ method: "GET", path: "/portal/home" }) },
  "POST /api/roadmaps": {
    access: "subscribed",
    body: "json",
    probe: () => ({ method: "POST", path: "/api/roadmaps", json: { topic: "Data engineer", language: "en" } }),
  },
  "POST /api/roadmaps/expand": {
    access: "subscribed",
    body: "json",
    probe: () => ({ method: "POST", path: "/api/roadmaps/expand", json: { roadmap: sampleRoadmap(`Probe ${unique()}`), node_id: 4 } }),
    // Another user's favorite is not theirs to replace.
    owned: async (owner) => {
      const { id, roadmap } = await ownedSavedRoadmap(owner);
      return { probes: [{ method: "POST", path: "/api/roadmaps/expand", json: { roadmap, node_id: 4, favorite_id: id } }], secrets: [] };
    },
  },
  "GET /api/roadmaps/last": {
    access: "signed-in",
    body: "none",
    probe: () => ({ method: "GET", path: "/api/roadmaps/last" }),
    // Another user's last roadmap is not theirs.
    owned: async (owner) => ({ probes: [], secrets: [(await ownedLastRoadmap(owner)).title] }),
  },
  "PUT /api/roadmaps/last": {
    access: "signed-in",
    body: "json",
    probe: () => {
      const roadmap = sampleRoadmap(`Probe ${unique()}`);
      return { method: "PUT", path: "/api/roadmaps/last", json: { roadmap, state: sampleState(roadmap) } };
    },
  },
  "PUT /api/saved-items/:id": {
    access: "signed-in",
    body: "json",
    owned: async (owner) => {
      const { id, roadmap } = await ownedSavedRoadmap(owner);
      return {
        probes: [{ method: "PUT", path: `/api/saved-items/${id}`, json: { saved_obj_type: "roadmap", saved_obj: { roadmap, state: sampleState(roadmap) } } }],
        secrets: [roadmap.title],
      };
    },
  },
  // Job search: postings are public to every signed-in user; importing and coaching need a subscription.
  "GET /api/jobs/status": { access: "signed-in", body: "none" },
  "GET /api/jobs/search": { access: "signed-in", body: "none", probe: () => ({ method: "GET", path: "/api/jobs/search?q=data%20analyst&workplace=remote" }) },
  "POST /api/jobs/sync": { access: "subscribed", body: "none" },
  "GET /api/jobs/:id": { access: "signed-in", body: "none", probe: () => ({ method: "GET", path: "/api/jobs/1" }) },
  "POST /api/jobs/:id/prepare": { access: "subscribed", body: "json", probe: () => ({ method: "POST", path: "/api/jobs/1/prepare", json: { language: "en" } }) },
  // Career e-mails: the panel is for any signed-in account; the link's signed token is the authority on the public ones (a forged one is 400).
  "GET /api/career-emails": { access: "signed-in", body: "none" },
  "POST /api/career-emails/subscribe": { access: "signed-in", body: "json", probe: () => ({ method: "POST", path: "/api/career-emails/subscribe", json: { timeZone: "Africa/Cairo" } }) },
  "POST /api/career-emails/unsubscribe": { access: "signed-in", body: "none" },
  "POST /api/career-emails/unsubscribe-link": {
    access: "signed-link",
    body: "json",
    status: 400,
    probe: () => ({ method: "POST", path: "/api/career-emails/unsubscribe-link", json: { user_email: uniqueEmail(), token: FORGED_UNSUBSCRIBE_TOKEN } }),
  },
  "GET /unsubscribe-from-email": { access: "public", body: "none", probe: () => ({ method: "GET", path: `/unsubscribe-from-email?user_email=${uniqueEmail()}&token=${FORGED_UNSUBSCRIBE_TOKEN}` }) },
  "GET /unsubscripe-from-email": { access: "public", body: "none", probe: () => ({ method: "GET", path: "/unsubscripe-from-email" }) },
  "POST /unsubscribe-from-email": {
    access: "signed-link",
    body: "form",
    html: true,
    status: 400,
    probe: () => ({ method: "POST", path: `/unsubscribe-from-email?user_email=${uniqueEmail()}&token=${FORGED_UNSUBSCRIBE_TOKEN}`, fields: { "List-Unsubscribe": "One-Click" } }),
  },
  "POST /unsubscripe-from-email": {
    access: "signed-link",
    body: "form",
    html: true,
    status: 400,
    probe: () => ({ method: "POST", path: `/unsubscripe-from-email?user_email=${uniqueEmail()}&token=${FORGED_UNSUBSCRIBE_TOKEN}`, fields: { "List-Unsubscribe": "One-Click" } }),
  },
  "POST /dev/fixtures/career-emails/send": { access: "dev-local", body: "json", status: 404, probe: () => ({ method: "POST", path: "/dev/fixtures/career-emails/send", json: { email: uniqueEmail() } }) },
  "PUT /dev/fixtures/job-sources": { access: "dev-local", body: "json", probe: () => ({ method: "PUT", path: "/dev/fixtures/job-sources", json: { sources: [] } }) },
  "POST /dev/fixtures/job-sources/sync": { access: "dev-local", body: "none" },
};

/**
 * The realtime rooms, reached outside the Hono app (worker/index.ts routes `/parties/*` first).
 * A room is named after its owner: strangers get no socket.
 */
export const SOCKET_ROUTES: Record<string, { access: "signed-in" | "subscribed"; room: (owner: QuickUser) => Promise<string> }> = {
  "/parties/coach-room/:name": { access: "subscribed", room: async (owner) => `/parties/coach-room/${owner.id}:${(await ownedCoachSession(owner)).sessionId}` },
  "/parties/user-hub/:name": { access: "signed-in", room: async (owner) => `/parties/user-hub/${owner.id}` },
  "/parties/voice-room/:name": { access: "subscribed", room: async (owner) => `/parties/voice-room/${owner.id}:${(await ownedCoachSession(owner)).sessionId}` },
  "/parties/doc-room/:name": { access: "subscribed", room: async (owner) => `/parties/doc-room/${owner.id}:${(await ownedDocument(owner)).id}` },
};

/** A route's key as the table writes it. */
export const routeKey = (method: string, path: string) => `${method} ${path}`;

/** Every endpoint of the app (middleware left out), as `METHOD path`, in the app's order: read from the app itself. */
export function appRoutes(): string[] {
  const keys = inspectRoutes(createApp())
    .filter((route) => !route.isMiddleware)
    .map((route) => routeKey(route.method, route.path));
  return [...new Set(keys)];
}

/** Where a probe comes from: this machine for the dev tools (they answer nobody else), else a new address each time. */
export const addressFor = (entry: RouteAccess) => (entry.access.startsWith("dev-") ? "127.0.0.1" : uniqueIp());

/** The request a route's probe describes, with `cookie` (or none) and a fresh client address. */
export function probeRequest(probe: Probe, body: BodyKind, init: { cookie?: string; ip: string }): RequestInit {
  const headers: Record<string, string> = { "cf-connecting-ip": init.ip };
  if (init.cookie) headers.Cookie = init.cookie;
  let payload: BodyInit | undefined;
  if (probe.json !== undefined) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(probe.json);
  } else if (probe.fields) {
    if (body === "form") {
      const strings = Object.entries(probe.fields).filter((entry): entry is [string, string] => typeof entry[1] === "string");
      payload = new URLSearchParams(strings);
    } else {
      const form = new FormData();
      for (const [name, value] of Object.entries(probe.fields)) form.set(name, value);
      payload = form;
    }
  }
  return { method: probe.method, headers, body: payload, redirect: "manual" };
}
