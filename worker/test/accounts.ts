/**
 * Account fixtures for worker tests: real PDFs (pdf-lib), signup forms, users inserted straight
 * into D1, and sign-in that returns the auth cookie to send on later requests.
 */
import { env } from "cloudflare:workers";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import { hashPassword } from "../lib/crypto";
import { database } from "../db/client";
import { AUTH_COOKIE, createAuthSession } from "../lib/auth";
import { call, postJson, uniqueIp } from "./http";

export const PASSWORD = "Str0ng!pass";

/** A unique, valid e-mail per call. */
export const uniqueEmail = (name = "user") => `${name}.${crypto.randomUUID().slice(0, 8)}@example.com`;

/** The resume the signup tests upload: a one-page PDF with a real text layer. */
export const RESUME_LINES = [
  "Mona Adel",
  "mona.adel@example.com | +20 100 123 4567 | linkedin.com/in/mona-adel",
  "Cairo, Egypt",
  "",
  "SUMMARY",
  "Data analyst with four years of experience turning retail sales data into clear weekly decisions.",
  "I build dashboards that managers actually open and automate the reports nobody wants to copy by hand.",
  "",
  "EXPERIENCE",
  "Data Analyst, Nile Retail, Cairo                                   2021 - Present",
  "- Built a Power BI sales dashboard used by 40 store managers every week",
  "- Automated the monthly stock report with Python and SQL, saving two days of work",
  "",
  "EDUCATION",
  "B.Sc. Statistics, Cairo University                                 2016 - 2020",
  "",
  "SKILLS",
  "Python, SQL, Power BI, Excel, Tableau, Statistics",
  "Communication, Teamwork, Problem Solving, Time Management",
];

/** A PDF whose pages carry `lines` as real text (Helvetica), like an exported resume. */
export async function textPdf(lines: string[] = RESUME_LINES): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  let y = 800;
  for (const line of lines) {
    if (line) page.drawText(line, { x: 50, y, size: 10, font });
    y -= 16;
  }
  return doc.save();
}

/** A PDF with drawings but no text layer, like a scanned resume. */
export async function scannedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  for (let i = 0; i < 30; i++) page.drawRectangle({ x: 50, y: 780 - i * 22, width: 300 + (i % 4) * 40, height: 8, color: rgb(0.2, 0.2, 0.2) });
  return doc.save();
}

/** The smallest valid PNG (1×1, transparent). */
export const PNG_BYTES = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="),
  (ch) => ch.charCodeAt(0),
);
/** JPEG magic bytes followed by filler: enough for the type check. */
export const JPEG_BYTES = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, ...new Array(64).fill(0)]);

export interface SignupFields {
  email: string;
  password: string;
  fullname: string;
  phone_number: string;
  title: string;
  country: string;
  city: string;
  linkedin: string;
  level: string;
  institute: string;
  salary: string;
}

export const signupFields = (overrides: Partial<SignupFields> = {}): SignupFields => ({
  email: uniqueEmail("mona"),
  password: PASSWORD,
  fullname: "Mona Adel",
  phone_number: "+20 100 123 4567",
  title: "Data Analyst",
  country: "Egypt",
  city: "Cairo",
  linkedin: "https://www.linkedin.com/in/mona-adel",
  level: "Junior",
  institute: "Cairo University",
  salary: "15000",
  ...overrides,
});

export interface Upload {
  name: string;
  bytes: Uint8Array;
  type?: string;
}

/** A signup form as the browser sends it (both files by default); `null` leaves a file out, which the server refuses. */
export async function signupForm(
  overrides: Partial<Record<keyof SignupFields, string | undefined>> = {},
  files: { resume?: Upload | null; image?: Upload | null } = {},
): Promise<FormData> {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...signupFields(), ...overrides })) if (value !== undefined) form.set(key, value);
  const resume = files.resume === undefined ? { name: "Mona Adel - Resume.pdf", bytes: await textPdf(), type: "application/pdf" } : files.resume;
  const image = files.image === undefined ? { name: "mona.png", bytes: PNG_BYTES, type: "image/png" } : files.image;
  if (resume) form.set("resume", new File([resume.bytes as Uint8Array<ArrayBuffer>], resume.name, { type: resume.type ?? "application/octet-stream" }));
  if (image) form.set("image", new File([image.bytes as Uint8Array<ArrayBuffer>], image.name, { type: image.type ?? "application/octet-stream" }));
  return form;
}

export function postSignup(form: FormData, ip = uniqueIp()): Promise<Response> {
  return call("/api/auth/signup", { method: "POST", body: form, headers: { "cf-connecting-ip": ip } });
}

/** The `name=value` of the auth cookie a response sets, ready for a Cookie header. */
export function authCookie(res: Response): string {
  const header = res.headers.getSetCookie().find((c) => c.startsWith(`${AUTH_COOKIE}=`));
  if (!header) throw new Error(`No auth cookie in ${JSON.stringify(res.headers.getSetCookie())}`);
  return header.split(";")[0]!;
}

/** Inserts an account directly (fast: no resume to read) and returns its id and e-mail. */
export async function insertUser(overrides: { email?: string; password?: string | null; fullname?: string } = {}) {
  const id = crypto.randomUUID();
  const email = (overrides.email ?? uniqueEmail()).toLowerCase();
  const password = overrides.password === undefined ? PASSWORD : overrides.password;
  await env.DB.prepare(
    "INSERT INTO users (id, email, password_hash, fullname, phone_number, title, country, city, linkedin, level, institute, salary) VALUES (?, ?, ?, ?, '+201001234567', 'Data Analyst', 'Egypt', 'Cairo', 'https://www.linkedin.com/in/x', 'Junior', 'Cairo University', 15000)",
  )
    .bind(id, email, password === null ? null : await hashPassword(password), overrides.fullname ?? "Karim Hassan")
    .run();
  return { id, email, password: password ?? "" };
}

/** Signs in through the API and returns the auth cookie. */
export async function logInAs(email: string, password = PASSWORD): Promise<string> {
  const res = await postJson("/api/auth/login", { email, password }, { ip: uniqueIp() });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return authCookie(res);
}

/** A fresh account, signed in. */
export async function signedInUser(overrides: Parameters<typeof insertUser>[0] = {}) {
  const user = await insertUser(overrides);
  return { ...user, cookie: await logInAs(user.email, user.password) };
}

/**
 * A fresh account with an approved monthly subscription (inserted directly: the checkout itself is
 * tested in worker/features/billing), signed in — for the subscriber-only features.
 */
export async function subscribedUser(overrides: Parameters<typeof insertUser>[0] = {}) {
  const user = await insertUser(overrides);
  await insertSubscription(user.id);
  return { ...user, cookie: await logInAs(user.email, user.password) };
}

/** An approved monthly Professional subscription for `userId`, running for 30 more days; returns its id. */
export async function insertSubscription(userId: string): Promise<number> {
  const periodEnd = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString();
  const row = await env.DB.prepare(
    "INSERT INTO subscriptions (user_id, order_id, plan_id, period, status, amount, currency, provider, period_start, period_end) VALUES (?, ?, 2, 'monthly', 'approved', 38300, 'EGP', 'sandbox', ?, ?) RETURNING id",
  )
    .bind(userId, `test-${crypto.randomUUID()}`, new Date().toISOString(), periodEnd)
    .first<{ id: number }>();
  return row!.id;
}

/** The Cookie header of a new auth session for `userId`, stored directly (no password check). */
export async function sessionCookie(userId: string): Promise<string> {
  const { token } = await createAuthSession(database(env.DB), userId, "worker-test");
  return `${AUTH_COOKIE}=${token}`;
}

export interface QuickUser {
  id: string;
  email: string;
  fullname: string;
  /** A fresh auth session's Cookie header for each call (a route may end the one it was given). */
  cookie: () => Promise<string>;
}

/**
 * An account inserted without a password unless given one (nothing to hash, so hundreds are cheap),
 * with an active subscription when asked. Its name is unique, so a response that shows it can be told apart.
 */
export async function quickUser(options: { subscribed?: boolean; password?: string } = {}): Promise<QuickUser> {
  const fullname = `Person ${crypto.randomUUID().slice(0, 12)}`;
  const user = await insertUser({ password: options.password ?? null, fullname });
  if (options.subscribed) await insertSubscription(user.id);
  return { id: user.id, email: user.email, fullname, cookie: () => sessionCookie(user.id) };
}

/** GET with an auth cookie. */
export function getAs(cookie: string | null, path: string): Promise<Response> {
  return call(path, { headers: cookie ? { Cookie: cookie } : {} });
}
