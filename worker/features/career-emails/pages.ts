/**
 * The unsubscribe page for browsers without JavaScript: a form inside <noscript> added to the app
 * shell of /unsubscribe-from-email (it POSTs the link's own URL with the one-click body), and the
 * small status card that POST answers with, in the account's language. No script, inline styles
 * only (the CSP allows inline styles and no inline script).
 */
import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import mailAr from "../../../core/i18n/messages/career-mail.ar";
import mailEn from "../../../core/i18n/messages/career-mail.en";
import type { Translator } from "../../../core/i18n/translate";
import { translatorFor } from "../../lib/i18n";

export type CardKind = "success" | "already" | "error";
type T = Translator<typeof mailEn>;

export const mailText = (language?: { locale?: string; digits?: string }): T => translatorFor({ en: mailEn, ar: mailAr }, language);

const CARD = "max-width:28rem;margin:3rem auto;padding:1.75rem 1.5rem;border:1px solid #e4e6e9;border-radius:12px;background:#fff;font-family:system-ui,-apple-system,'Segoe UI',Tahoma,sans-serif;color:#1c2024;text-align:center;line-height:1.5";
const BUTTON = "display:inline-block;margin-top:.5rem;padding:.7rem 1.25rem;border:0;border-radius:8px;background:#067a6c;color:#fff;font:inherit;font-weight:600;text-decoration:none;cursor:pointer";
const ICON: Record<CardKind, { symbol: string; color: string }> = {
  success: { symbol: "✓", color: "#067a6c" },
  already: { symbol: "i", color: "#60646c" },
  error: { symbol: "!", color: "#c62a2f" },
};

function icon(kind: CardKind) {
  const { symbol, color } = ICON[kind];
  return html`<div aria-hidden="true" style="width:3rem;height:3rem;margin:0 auto 1rem;border-radius:50%;border:2px solid ${color};color:${color};font-size:1.5rem;font-weight:700;line-height:2.8rem">${symbol}</div>`;
}

/** The card's title and message for an outcome (an error brings its own sentence). */
function words(t: T, kind: CardKind, message?: string) {
  if (kind === "success") return { title: t("page.success.title"), message: t("page.success.message") };
  if (kind === "already") return { title: t("page.already.title"), message: t("page.already.message") };
  return { title: t("page.error.title"), message: message ?? "" };
}

/** One status card: an icon, a title, a message and the way back to Amal. */
export function statusCard(t: T, kind: CardKind, appUrl: string, message?: string) {
  const { title, message: text } = words(t, kind, message);
  return html`<main style="${CARD}" dir="${t.locale === "ar" ? "rtl" : "ltr"}" lang="${t.locale}" role="${kind === "error" ? "alert" : "status"}">${icon(kind)}<h1 style="font-size:1.35rem;margin:0 0 .5rem">${title}</h1><p style="margin:0 0 1.25rem;color:#60646c">${text}</p><a href="${appUrl.replace(/\/$/, "")}/" style="${BUTTON}">${t("page.home")}</a></main>`;
}

/** A whole page holding one status card: what the one-click POST answers a browser with. */
export function statusCardPage(t: T, kind: CardKind, appUrl: string, message?: string): HtmlEscapedString | Promise<HtmlEscapedString> {
  return html`<!doctype html>
<html lang="${t.locale}" dir="${t.locale === "ar" ? "rtl" : "ltr"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${t("page.title")}</title></head>
<body style="margin:0;padding:0 1rem;background:#f3f5f6">${statusCard(t, kind, appUrl, message)}</body></html>`;
}

/**
 * The form a browser without JavaScript sees on the unsubscribe page: it sends exactly what a
 * mail client's one-click unsubscribe sends, to the link's own URL.
 */
export function noscriptForm(t: T, action: string, email: string) {
  return html`<noscript><main style="${CARD}" dir="${t.locale === "ar" ? "rtl" : "ltr"}" lang="${t.locale}"><h1 style="font-size:1.35rem;margin:0 0 .5rem">${t("page.confirm.title")}</h1><p style="margin:0 0 1.25rem;color:#60646c">${t("page.confirm.message", { email: `\u2068${email}\u2069` })}</p><form method="post" action="${action}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="${BUTTON}">${t("page.confirm.button")}</button></form></main></noscript>`;
}
