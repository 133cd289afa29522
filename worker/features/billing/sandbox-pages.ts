/**
 * The sandbox checkout's pages: server-rendered HTML with no script (the CSP allows none
 * inline), one stylesheet inline (allowed), usable from 320 px up and with a keyboard or a
 * screen reader: labelled fields, errors tied to their fields, an alert summary.
 */
import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { formatMoney } from "../../../core/pricing/price";
import { SANDBOX_CARDS } from "../../../core/schemas/billing";
import type { CardForm, SandboxIntention } from "../../providers/payments/sandbox";

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
.badge{margin-left:auto;font-size:12px;font-weight:600;letter-spacing:.02em;text-transform:uppercase;color:#8a4b00;background:#fff4d6;border:1px solid #f3d68a;border-radius:999px;padding:3px 10px}
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
.cards td:first-child{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;white-space:nowrap;padding-right:12px}
.cards tr:last-child td{border-bottom:0}
.small{font-size:13px;color:var(--muted);margin:10px 0 0}
h1.title{font-size:20px;margin:0 0 16px}
form{margin:0}
.field{margin-bottom:14px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
label{display:block;font-size:14px;font-weight:600;margin-bottom:6px}
input{width:100%;font:inherit;font-size:16px;padding:11px 12px;border:1px solid var(--line);border-radius:8px;background:#fff;color:var(--ink)}
input:focus{outline:3px solid rgba(13,148,136,.25);border-color:var(--accent)}
input[aria-invalid=true]{border-color:var(--danger);background:var(--danger-soft)}
.error{margin:6px 0 0;color:var(--danger);font-size:14px}
.alert{border:1px solid #f5c2c4;background:var(--danger-soft);color:#7f1d1d;border-radius:8px;padding:10px 12px;margin:0 0 16px;font-size:14px}
.alert ul{margin:4px 0 0;padding-left:18px}
.pay{width:100%;font:inherit;font-weight:650;font-size:16px;padding:13px 16px;border:0;border-radius:8px;background:var(--accent);color:#fff;cursor:pointer}
.pay:hover{background:var(--accent-strong)}
.pay:focus-visible,.linkbtn:focus-visible{outline:3px solid rgba(13,148,136,.4);outline-offset:2px}
.linkbtn{font:inherit;font-size:14px;background:none;border:0;color:var(--muted);text-decoration:underline;cursor:pointer;padding:8px 0;margin-top:8px}
.secure svg{flex:none}
.secure{display:flex;gap:6px;align-items:center;justify-content:center;color:var(--muted);font-size:13px;margin:12px 0 0}
.foot{margin-top:24px;text-align:center;color:var(--muted);font-size:13px}
.status{text-align:center;padding:32px 24px}
.status h1{font-size:22px;margin:0 0 8px}
.status p{color:var(--muted);margin:0 0 18px}
.button{display:inline-block;text-decoration:none;font-weight:650;padding:11px 18px;border-radius:8px;background:var(--accent);color:#fff}
.otp{letter-spacing:.4em;font-size:22px;text-align:center;font-family:ui-monospace,SFMono-Regular,Menlo,monospace}
`);

function layout(title: string, body: Html) {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLE}</style></head>
<body><div class="wrap">
<header class="top"><span class="logo" aria-hidden="true">A</span><span class="merchant">Amal</span><span class="badge">Test mode</span></header>
<main>${body}</main>
<p class="foot">Sandbox checkout: no real card is charged. In production, payments are processed by Paymob.</p>
</div></body></html>`;
}

export function amountLabel(intention: SandboxIntention) {
  return intention.amount === 0 ? "No charge" : formatMoney(intention.amount / 100, intention.currency === "USD" ? "USD" : "EGP");
}

function summary(intention: SandboxIntention) {
  const saving = intention.purpose === "card_setup";
  return html`<section class="panel summary" aria-labelledby="summary-title">
  <p class="label" id="summary-title">${saving ? "Add a card to Amal" : "Pay Amal"}</p>
  <p class="amount">${amountLabel(intention)}</p>
  <p class="desc">${intention.description}</p>
</section>`;
}

/** After the form in reading order; beside the summary on wide screens. */
function testCards(intention: SandboxIntention) {
  const saving = intention.purpose === "card_setup";
  return html`<section class="panel hint cards-panel" aria-labelledby="cards-title">
  <h2 id="cards-title">Test cards</h2>
  <table class="cards"><tbody>
    <tr><td>${SANDBOX_CARDS.success.number}</td><td>Approved</td></tr>
    <tr><td>${SANDBOX_CARDS.declined.number}</td><td>Declined: “${SANDBOX_CARDS.declined.message}”</td></tr>
    <tr><td>${SANDBOX_CARDS.confirm.number}</td><td>Asks for a one-time code (${SANDBOX_CARDS.confirm.otp}), then approved</td></tr>
    <tr><td>${SANDBOX_CARDS.renewalDeclined.number}</td><td>Approved now; its renewals are declined</td></tr>
  </tbody></table>
  <p class="small">Use any future expiry date, any 3-digit CVC and any name.${saving ? "" : " The card is saved for renewals."}</p>
</section>`;
}

const LOCK = raw(
  '<svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><rect x="4" y="11" width="16" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 8 0v4"/></svg>',
);

type FieldName = keyof CardForm;
const FIELD_LABELS: Record<FieldName, string> = { number: "Card number", expiry: "Expiry", cvc: "CVC", name: "Name on card" };

const FIELD_ORDER: FieldName[] = ["number", "expiry", "cvc", "name"];

/** A labelled field; the first one with an error (else the card number) takes the focus. */
function field(name: FieldName, values: Partial<CardForm>, errors: Partial<Record<FieldName, string>>, attrs: Html) {
  const error = errors[name];
  const focus = (FIELD_ORDER.find((f) => errors[f]) ?? "number") === name;
  return html`<div class="field"><label for="${name}">${FIELD_LABELS[name]}</label>
<input id="${name}" name="${name}" value="${values[name] ?? ""}" ${attrs}${error ? html` aria-invalid="true" aria-describedby="${name}-error"` : ""}${focus ? html` autofocus` : ""} required>
${error ? html`<p class="error" id="${name}-error">${error}</p>` : ""}</div>`;
}

/** The card form (first visit, or again with the errors and what was typed). */
export function checkoutPage(intention: SandboxIntention, action: string, values: Partial<CardForm> = {}, errors: Partial<Record<FieldName, string>> = {}) {
  const saving = intention.purpose === "card_setup";
  const messages = Object.values(errors).filter(Boolean);
  return layout(
    `${saving ? "Save a card" : `Pay ${amountLabel(intention)}`} — Amal checkout`,
    html`<div class="grid">${summary(intention)}
<section class="panel pay-panel" aria-labelledby="form-title">
  <h1 class="title" id="form-title">${saving ? "Card details" : "Pay with card"}</h1>
  ${messages.length ? html`<div class="alert" role="alert"><strong>Check your card details</strong><ul>${messages.map((m) => html`<li>${m}</li>`)}</ul></div>` : ""}
  <form method="post" action="${action}" novalidate>
    <input type="hidden" name="action" value="pay">
    ${field("number", values, errors, html`inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23"`)}
    <div class="row">
      ${field("expiry", values, errors, html`inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" maxlength="7"`)}
      ${field("cvc", values, errors, html`inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4"`)}
    </div>
    ${field("name", values, errors, html`autocomplete="cc-name" placeholder="Name as printed on the card" maxlength="100"`)}
    <button class="pay" type="submit">${saving ? "Save card" : `Pay ${amountLabel(intention)}`}</button>
  </form>
  <form method="post" action="${action}"><input type="hidden" name="action" value="cancel"><button class="linkbtn" type="submit">Cancel and return to Amal</button></form>
  <p class="secure">${LOCK} Card details go to the payment provider, never to Amal.</p>
</section>${testCards(intention)}</div>`,
  );
}

/** The 3-D Secure–like step of the "confirm" test card. */
export function confirmPage(intention: SandboxIntention, action: string, challenge: string, last4: string, error?: string) {
  return layout(
    "Confirm your payment — Amal checkout",
    html`<div class="grid">${summary(intention)}
<section class="panel pay-panel" aria-labelledby="otp-title">
  <h1 class="title" id="otp-title">Confirm it's you</h1>
  <p>Your bank sent a one-time code to the phone number on file for the card ending in ${last4}. Enter it to approve ${intention.amount ? html`<strong>${amountLabel(intention)}</strong> to Amal` : "saving this card"}.</p>
  ${error ? html`<div class="alert" role="alert">${error}</div>` : ""}
  <form method="post" action="${action}" novalidate>
    <input type="hidden" name="action" value="confirm"><input type="hidden" name="challenge" value="${challenge}">
    <div class="field"><label for="code">One-time code</label>
      <input id="code" class="otp" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" placeholder="••••••" autofocus required${error ? html` aria-invalid="true"` : ""}>
    </div>
    <button class="pay" type="submit">Confirm</button>
  </form>
  <form method="post" action="${action}"><input type="hidden" name="action" value="cancel"><input type="hidden" name="challenge" value="${challenge}"><button class="linkbtn" type="submit">Cancel payment</button></form>
  <p class="small">Sandbox: the code is ${SANDBOX_CARDS.confirm.otp}.</p>
</section>${testCards(intention)}</div>`,
  );
}

/** A page with one message (expired, already paid, unknown link). */
export function statusPage(title: string, message: string, link?: { href: string; label: string }) {
  return layout(
    `${title} — Amal checkout`,
    html`<section class="panel status"><h1>${title}</h1><p>${message}</p>${link ? html`<a class="button" href="${link.href}">${link.label}</a>` : ""}</section>`,
  );
}
