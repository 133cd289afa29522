/**
 * The sandbox checkout's pages: server-rendered HTML with no script (the CSP allows none
 * inline), one stylesheet inline (allowed), usable from 320 px up and with a keyboard or a
 * screen reader: labelled fields, errors tied to their fields, an alert summary. They speak the
 * visitor's language (core/i18n/messages/checkout.*) and mirror in Arabic; card numbers, codes
 * and the card fields stay left to right.
 */
import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { direction, type DigitStyle, type Locale } from "../../../core/i18n/locales";
import checkoutAr from "../../../core/i18n/messages/checkout.ar";
import checkoutEn from "../../../core/i18n/messages/checkout.en";
import { formatPrice } from "../../../core/i18n/money";
import { createTranslator, type Translation, type Translator } from "../../../core/i18n/translate";
import { SANDBOX_CARDS } from "../../../core/schemas/billing";
import type { Language } from "../../lib/language";
import type { CardForm, CardFormError, SandboxIntention } from "../../providers/payments/sandbox";

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

const STYLE = raw(`
:root{--accent:#0d9488;--accent-strong:#0f766e;--ink:#1c2024;--muted:#60646c;--line:#d9dde3;--soft:#f4f7f8;--danger:#ce2c31;--danger-soft:#fff1f1;--radius:12px;color-scheme:light}
*{box-sizing:border-box}
html{background:#f8fafb}
body{margin:0;min-height:100vh;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:linear-gradient(180deg,#eef6f5 0,#f8fafb 320px) no-repeat}
a{color:var(--accent-strong)}
.wrap{max-width:980px;margin:0 auto;padding:24px 16px 40px}
.top{display:flex;align-items:center;gap:10px;margin-bottom:20px}
.logo{display:inline-grid;place-items:center;width:36px;height:36px;border-radius:10px;background:var(--accent);color:#fff;font-weight:700}
.merchant{font-weight:650;font-size:18px}
.badge{margin-inline-start:auto;font-size:12px;font-weight:600;letter-spacing:.02em;text-transform:uppercase;color:#8a4b00;background:#fff4d6;border:1px solid #f3d68a;border-radius:999px;padding:3px 10px}
.grid{display:grid;gap:16px;grid-template-areas:"summary" "pay" "cards"}
.summary{grid-area:summary}.pay-panel{grid-area:pay}.cards-panel{grid-area:cards}
@media(min-width:900px){.grid{gap:20px;grid-template-columns:1fr 1.1fr;grid-template-rows:auto 1fr;grid-template-areas:"summary pay" "cards pay";align-items:start}}
.panel{background:#fff;border:1px solid var(--line);border-radius:var(--radius);padding:24px;box-shadow:0 1px 2px rgba(16,24,40,.04)}
.summary .label{margin:0;color:var(--muted);font-size:14px}
.summary .amount{margin:4px 0 2px;font-size:34px;line-height:1.15;font-weight:700;letter-spacing:-.01em}
.summary .desc{margin:0;color:var(--muted)}
.hint h2{font-size:14px;margin:0 0 8px;text-transform:uppercase;letter-spacing:.04em;color:var(--muted)}
.cards{width:100%;border-collapse:collapse;font-size:14px}
.cards td{padding:6px 0;border-bottom:1px dashed var(--line);vertical-align:top}
.cards td:first-child{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;white-space:nowrap}
.cards td+td{padding-inline-start:12px}
.cards tr:last-child td{border-bottom:0}
.small{font-size:13px;color:var(--muted);margin:10px 0 0}
h1.title{font-size:20px;margin:0 0 16px}
form{margin:0}
.field{margin-bottom:14px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
label{display:block;font-size:14px;font-weight:600;margin-bottom:6px}
input{width:100%;text-align:start;font:inherit;font-size:16px;padding:11px 12px;border:1px solid var(--line);border-radius:8px;background:#fff;color:var(--ink)}
input:focus{outline:3px solid rgba(13,148,136,.25);border-color:var(--accent)}
input[aria-invalid=true]{border-color:var(--danger);background:var(--danger-soft)}
.error{margin:6px 0 0;color:var(--danger);font-size:14px}
.alert{border:1px solid #f5c2c4;background:var(--danger-soft);color:#7f1d1d;border-radius:8px;padding:10px 12px;margin:0 0 16px;font-size:14px}
.alert ul{margin:4px 0 0;padding-inline-start:18px}
.pay{width:100%;font:inherit;font-weight:650;font-size:16px;padding:13px 16px;border:0;border-radius:8px;background:var(--accent-strong);color:#fff;cursor:pointer}
.pay:hover{background:#115e59}
.pay:focus-visible,.linkbtn:focus-visible{outline:3px solid rgba(13,148,136,.4);outline-offset:2px}
.linkbtn{font:inherit;font-size:14px;background:none;border:0;color:var(--muted);text-decoration:underline;cursor:pointer;padding:8px 0;margin-top:8px}
.secure svg{flex:none}
.secure{display:flex;gap:6px;align-items:center;justify-content:center;color:var(--muted);font-size:13px;margin:12px 0 0}
.foot{margin-top:24px;text-align:center;color:var(--muted);font-size:13px}
.status{text-align:center;padding:32px 24px}
.status h1{font-size:22px;margin:0 0 8px}
.status p{color:var(--muted);margin:0 0 18px}
.button{display:inline-block;text-decoration:none;font-weight:650;padding:11px 18px;border-radius:8px;background:var(--accent);color:#fff}
.otp{letter-spacing:.4em;font-size:22px;text-align:center !important;font-family:ui-monospace,SFMono-Regular,Menlo,monospace}
`);

const CATALOGUES: Record<Locale, Translation<typeof checkoutEn>> = { en: checkoutEn, ar: checkoutAr };

/** The checkout's words in one language, and how numbers are written in it. */
export interface CheckoutText {
  t: Translator<typeof checkoutEn>;
  digits: DigitStyle;
}

export function checkoutText(language: Language): CheckoutText {
  return { t: createTranslator(language.locale, CATALOGUES[language.locale], language.digits), digits: language.digits };
}

/** A sentence whose `{name}` parts are markup (`<strong>EGP 383</strong>`); the rest is escaped. */
function rich(text: string, parts: Record<string, Html>): Html {
  return html`${text.split(/(\{\w+\})/).map((piece) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    return name && name in parts ? parts[name] : piece;
  })}`;
}

/**
 * A message as element text: only `&`, `<` and `>` need escaping there, so the page reads
 * "Confirm it's you" as typed (quotes matter only inside attributes).
 */
const content = (text: string) => raw(text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;"));

/** Text that keeps its own direction inside a sentence (a number, a name, an amount). */
const isolate = (value: string, dir?: "ltr") => html`<bdi${dir ? html` dir="${dir}"` : ""}>${value}</bdi>`;

function layout({ t }: CheckoutText, title: string, body: Html) {
  return html`<!doctype html>
<html lang="${t.locale}" dir="${direction(t.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${t("page.title", { title })}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLE}</style></head>
<body><div class="wrap">
<header class="top"><span class="logo" aria-hidden="true">${t("merchant.initial")}</span><span class="merchant">${t("merchant")}</span><span class="badge">${t("testMode")}</span></header>
<main>${body}</main>
<p class="foot">${t("foot")}</p>
</div></body></html>`;
}

/** "EGP 383", "383 ج.م", or "No charge" for a card check. */
export function amountLabel({ t, digits }: CheckoutText, intention: SandboxIntention) {
  return intention.amount === 0 ? t("amount.free") : formatPrice(intention.amount / 100, intention.currency === "USD" ? "USD" : "EGP", t.locale, digits);
}

/** What is paid for: the plan and period in the visitor's language when the order names them. */
function description({ t }: CheckoutText, intention: SandboxIntention) {
  if (intention.purpose === "card_setup") return t("desc.card");
  if (intention.item) return t(intention.item.period === "monthly" ? "desc.monthly" : "desc.quarterly", { plan: intention.item.plan });
  return intention.description;
}

function summary(text: CheckoutText, intention: SandboxIntention) {
  const { t } = text;
  const saving = intention.purpose === "card_setup";
  return html`<section class="panel summary" aria-labelledby="summary-title">
  <p class="label" id="summary-title">${t(saving ? "summary.save" : "summary.pay")}</p>
  <p class="amount">${isolate(amountLabel(text, intention))}</p>
  <p class="desc">${description(text, intention)}</p>
</section>`;
}

/** After the form in reading order; beside the summary on wide screens. */
function testCards({ t }: CheckoutText, intention: SandboxIntention) {
  const saving = intention.purpose === "card_setup";
  const number = (card: { number: string }) => html`<td dir="ltr">${card.number}</td>`;
  return html`<section class="panel hint cards-panel" aria-labelledby="cards-title">
  <h2 id="cards-title">${t("cards.title")}</h2>
  <table class="cards"><tbody>
    <tr>${number(SANDBOX_CARDS.success)}<td>${t("cards.approved")}</td></tr>
    <tr>${number(SANDBOX_CARDS.declined)}<td>${t("cards.declined", { message: t("cards.declinedMessage") })}</td></tr>
    <tr>${number(SANDBOX_CARDS.confirm)}<td>${rich(t("cards.confirm"), { otp: isolate(SANDBOX_CARDS.confirm.otp, "ltr") })}</td></tr>
    <tr>${number(SANDBOX_CARDS.renewalDeclined)}<td>${t("cards.renewalDeclined")}</td></tr>
  </tbody></table>
  <p class="small">${t(saving ? "cards.hintSave" : "cards.hintPay")}</p>
</section>`;
}

const LOCK = raw(
  '<svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><rect x="4" y="11" width="16" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 8 0v4"/></svg>',
);

type FieldName = keyof CardForm;
export type CardFormErrors = Partial<Record<FieldName, CardFormError>>;

const FIELD_ORDER: FieldName[] = ["number", "expiry", "cvc", "name"];

/** A labelled field; the first one with an error (else the card number) takes the focus. Card data is typed left to right. */
function field({ t }: CheckoutText, name: FieldName, values: Partial<CardForm>, errors: CardFormErrors, attrs: Html) {
  const error = errors[name];
  const focus = (FIELD_ORDER.find((f) => errors[f]) ?? "number") === name;
  const dir = name === "name" ? html` dir="auto"` : html` dir="ltr"`;
  return html`<div class="field"><label for="${name}">${t(`field.${name}`)}</label>
<input id="${name}" name="${name}" value="${values[name] ?? ""}"${dir} ${attrs}${error ? html` aria-invalid="true" aria-describedby="${name}-error"` : ""}${focus ? html` autofocus` : ""} required>
${error ? html`<p class="error" id="${name}-error">${t(`error.${error}`)}</p>` : ""}</div>`;
}

/** The card form (first visit, or again with the errors and what was typed). */
export function checkoutPage(text: CheckoutText, intention: SandboxIntention, action: string, values: Partial<CardForm> = {}, errors: CardFormErrors = {}) {
  const { t } = text;
  const saving = intention.purpose === "card_setup";
  const amount = amountLabel(text, intention);
  const messages = FIELD_ORDER.flatMap((name) => (errors[name] ? [t(`error.${errors[name]}`)] : []));
  return layout(
    text,
    saving ? t("form.titleSave") : t("form.titlePay", { amount }),
    html`<div class="grid">${summary(text, intention)}
<section class="panel pay-panel" aria-labelledby="form-title">
  <h1 class="title" id="form-title">${t(saving ? "form.headingSave" : "form.headingPay")}</h1>
  ${messages.length ? html`<div class="alert" role="alert"><strong>${t("form.check")}</strong><ul>${messages.map((m) => html`<li>${m}</li>`)}</ul></div>` : ""}
  <form method="post" action="${action}" novalidate>
    <input type="hidden" name="action" value="pay">
    ${field(text, "number", values, errors, html`inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23"`)}
    <div class="row">
      ${field(text, "expiry", values, errors, html`inputmode="numeric" autocomplete="cc-exp" placeholder="${t("placeholder.expiry")}" maxlength="7"`)}
      ${field(text, "cvc", values, errors, html`inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4"`)}
    </div>
    ${field(text, "name", values, errors, html`autocomplete="cc-name" placeholder="${t("placeholder.name")}" maxlength="100"`)}
    <button class="pay" type="submit">${saving ? t("form.save") : t("form.pay", { amount })}</button>
  </form>
  <form method="post" action="${action}"><input type="hidden" name="action" value="cancel"><button class="linkbtn" type="submit">${t("form.cancel")}</button></form>
  <p class="secure">${LOCK} ${t("form.secure")}</p>
</section>${testCards(text, intention)}</div>`,
  );
}

/** The 3-D Secure–like step of the "confirm" test card. */
export function confirmPage(text: CheckoutText, intention: SandboxIntention, action: string, challenge: string, last4: string, wrongCode = false) {
  const { t } = text;
  const digits = { last4: isolate(last4, "ltr") };
  return layout(
    text,
    t("confirm.title"),
    html`<div class="grid">${summary(text, intention)}
<section class="panel pay-panel" aria-labelledby="otp-title">
  <h1 class="title" id="otp-title">${content(t("confirm.heading"))}</h1>
  <p>${intention.amount ? rich(t("confirm.pay"), { ...digits, amount: html`<strong>${isolate(amountLabel(text, intention))}</strong>` }) : rich(t("confirm.save"), digits)}</p>
  ${wrongCode ? html`<div class="alert" role="alert">${t("confirm.wrongCode")}</div>` : ""}
  <form method="post" action="${action}" novalidate>
    <input type="hidden" name="action" value="confirm"><input type="hidden" name="challenge" value="${challenge}">
    <div class="field"><label for="code">${t("confirm.code")}</label>
      <input id="code" class="otp" name="code" dir="ltr" inputmode="numeric" autocomplete="one-time-code" maxlength="6" placeholder="••••••" autofocus required${wrongCode ? html` aria-invalid="true"` : ""}>
    </div>
    <button class="pay" type="submit">${t("confirm.submit")}</button>
  </form>
  <form method="post" action="${action}"><input type="hidden" name="action" value="cancel"><input type="hidden" name="challenge" value="${challenge}"><button class="linkbtn" type="submit">${t("confirm.cancel")}</button></form>
  <p class="small">${rich(t("confirm.sandboxCode"), { otp: isolate(SANDBOX_CARDS.confirm.otp, "ltr") })}</p>
</section>${testCards(text, intention)}</div>`,
  );
}

/** Why a checkout link cannot be paid: it is unknown, already paid, or expired. */
export type CheckoutState = "notFound" | "paid" | "expired";

/** A page with one message (expired, already paid, unknown link), and the way back to Amal. */
export function statusPage(text: CheckoutText, state: CheckoutState, href: string) {
  const { t } = text;
  const title = t(`${state}.title`);
  return layout(
    text,
    title,
    html`<section class="panel status"><h1>${title}</h1><p>${t(`${state}.body`)}</p><a class="button" href="${href}">${t(state === "paid" ? "paid.continue" : "back")}</a></section>`,
  );
}
