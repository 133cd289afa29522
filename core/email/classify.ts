/**
 * A keyword classifier for job e-mails: the six groups, the company and the role, in English and
 * Arabic. Deterministic and offline.
 */
import type { EmailGroup } from "../schemas/email";
import type { ClassifyEmail, EmailVerdict } from "./types";

const RULES: [EmailGroup, RegExp][] = [
  ["NOT CHOSEN", /\b(unfortunately|regret to inform|not (?:to )?(?:move|moving) forward|other candidates|not been selected|won't be moving|will not be moving)\b|للأسف|نأسف|لم يتم اختيارك|مرشحين آخرين/i],
  ["ACCEPTED", /\b(welcome (?:aboard|to the team)|your first day|start date is confirmed|onboarding)\b|مرحبا بك في الفريق|يومك الأول/i],
  ["OFFER", /\b(offer letter|pleased to offer|job offer|offer of employment|compensation package)\b|عرض عمل|يسعدنا أن نقدم لك/i],
  ["INTERVIEW", /\b(interview|schedule a call|phone screen|meet with the team|availability for a call)\b|مقابلة|موعد المقابلة/i],
  ["EVENT", /\b(career fair|webinar|job fair|info(?:rmation)? session|open day|hiring event)\b|معرض التوظيف|ندوة|يوم مفتوح/i],
  ["APPLIED", /\b(thank you for (?:applying|your application)|application (?:has been )?received|we received your application|application confirmation)\b|شكرا لتقديمك|تم استلام طلبك|استلمنا طلبك/i],
];

const ARABIC = /[\u0600-\u06FF]/g;
const LATIN = /[A-Za-z]/g;

function companyOf(from: string, text: string): string | null {
  const at = /\bat ([A-Z][\w&.-]*(?: [A-Z][\w&.-]*){0,3})/.exec(text);
  if (at) return at[1]!.trim();
  const name = /^\s*"?([^"<@]+?)"?\s*</.exec(from)?.[1]?.replace(/\b(careers|recruiting|talent|hr|jobs|team|hiring)\b/gi, "").trim();
  if (name) return name;
  const domain = /@([a-z0-9-]+)\./i.exec(from)?.[1];
  return domain && !/^(gmail|outlook|hotmail|yahoo|mail)$/i.test(domain) ? domain[0]!.toUpperCase() + domain.slice(1) : null;
}

function titleOf(text: string): string | null {
  const match = /\b(?:for|the) (?:the )?((?:Senior |Junior |Lead )?[A-Z][a-z]+(?: [A-Z][a-z]+){0,3}) (?:position|role)\b/.exec(text) ?? /\b(?:position|role) of ([A-Z][\w ]{2,40}?)[.,\n]/.exec(text);
  return match ? match[1]!.trim() : null;
}

export const classifyEmail: ClassifyEmail = ({ subject, from, body }): EmailVerdict => {
  const text = `${subject}\n${body}`;
  const rule = RULES.find(([, pattern]) => pattern.test(text));
  const language = (text.match(ARABIC)?.length ?? 0) > (text.match(LATIN)?.length ?? 0) ? "ar" : "en";
  if (!rule) return { classification: null, confidence: 0.5, company: null, jobTitle: null, language };
  return { classification: rule[0], confidence: 0.7, company: companyOf(from, text), jobTitle: titleOf(text), language };
};
