/**
 * The public site's forms without JavaScript (contact, newsletter): they are real
 * `<form method="post">` elements, and their routes answer a form-encoded POST — what a browser
 * without JavaScript sends — with a small server-rendered page in the form's language: the
 * thank-you, or what to fix with the way back to the form. The JSON API stays for the pages'
 * scripts. No script, inline styles only (the CSP allows inline styles and no inline script).
 */
import type { Context } from "hono";
import { html } from "hono/html";
import type { Locale } from "../../../core/i18n/locales";
import type { AppEnv } from "../../env";
import { isCrossSite } from "../../lib/http";

/** Whether a POST came from a plain HTML form (form-encoded or multipart) rather than the JSON API. */
export function isFormPost(c: Context<AppEnv>): boolean {
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  return type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data");
}

/** The form's fields as strings (a field sent twice keeps its first value; a file is ignored). */
export async function formFields(c: Context<AppEnv>): Promise<Record<string, string>> {
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  return Object.fromEntries(
    Object.entries(body).map(([k, v]) => [k, typeof v === "string" ? v : Array.isArray(v) && typeof v[0] === "string" ? v[0] : ""]),
  );
}

/** The language the form was on (its hidden `lang` field), English by default. */
export const formLocale = (fields: Record<string, string>): Locale => (fields.lang === "ar" ? "ar" : "en");

/** A form posted from another website is refused (the JSON API is protected by its content type). */
export function formFromAnotherSite(c: Context<AppEnv>): boolean {
  return isCrossSite(c.req.raw, c.var.vars.APP_URL);
}

/**
 * Where "back" goes: the page the form was on when the browser says so (same site only), else
 * the given fallback (the contact page, the home page) in the form's language.
 */
export function backPath(c: Context<AppEnv>, fallback: string): string {
  const referer = c.req.header("referer");
  if (referer) {
    try {
      const url = new URL(referer);
      if (url.origin === new URL(c.req.url).origin && !url.pathname.startsWith("/api/")) return url.pathname + url.search;
    } catch {}
  }
  return fallback;
}

const CARD = "max-width:30rem;margin:3rem auto;padding:1.75rem 1.5rem;border:1px solid #e4e6e9;border-radius:16px;background:#fff;font-family:system-ui,-apple-system,'Segoe UI',Tahoma,sans-serif;color:#1c2024;text-align:center;line-height:1.5";
const BUTTON = "display:inline-block;margin-top:.5rem;padding:.7rem 1.25rem;border-radius:8px;background:#067a6c;color:#fff;font-weight:600;text-decoration:none";

export interface FormResult {
  locale: Locale;
  kind: "success" | "error";
  title: string;
  message: string;
  back: { href: string; label: string };
}

/** A whole page with one card: a tick or a warning, a title, a sentence and the way back. */
export function formResultPage({ locale, kind, title, message, back }: FormResult) {
  const dir = locale === "ar" ? "rtl" : "ltr";
  const color = kind === "success" ? "#067a6c" : "#c62a2f";
  return html`<!doctype html>
<html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title} | Amal</title></head>
<body style="margin:0;padding:0 1rem;background:#f3f5f6"><main style="${CARD}" role="${kind === "error" ? "alert" : "status"}"><div aria-hidden="true" style="width:3rem;height:3rem;margin:0 auto 1rem;border-radius:50%;border:2px solid ${color};color:${color};font-size:1.5rem;font-weight:700;line-height:2.8rem">${kind === "success" ? "✓" : "!"}</div><h1 style="font-size:1.35rem;margin:0 0 .5rem">${title}</h1><p style="margin:0 0 1.25rem;color:#60646c">${message}</p><a href="${back.href}" style="${BUTTON}">${back.label}</a></main></body></html>`;
}

/** Answers a form post with its result page (never cached). */
export function answerForm(c: Context<AppEnv>, result: FormResult, status: 200 | 400 | 403 | 413 | 429 | 500 = 200) {
  return c.html(formResultPage(result), status, { "Cache-Control": "no-store" });
}
