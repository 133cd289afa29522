/**
 * What the user told us in numbers and roles, said back where it changes the advice: the offer
 * and the figure they hoped for (and the gap between them), a gross salary turned into an
 * approximate Egyptian take-home pay, how long since their last raise, their age when they ask
 * if it is too late, a course budget, and — for a career move — where they are coming from,
 * where they are going, by when, and which of their skills carry over.
 */
import type { StatedFacts } from "../intent.ts";
import { toAsciiDigits } from "../../resume/normalize.ts";
import { findRoadmap } from "../knowledge/roadmaps.ts";
import { fold, hasPhrase } from "../text.ts";
import { type AnswerContext, withArticle } from "./context.ts";


/** "a year", "18 months", "سنتين". */
export function spanText(months: number, language: "en" | "ar"): string {
  if (language === "ar") {
    if (months === 12) return "سنة";
    if (months === 24) return "سنتين";
    if (months % 12 === 0) return `${months / 12} سنوات`;
    if (months === 1) return "شهر";
    if (months === 2) return "شهرين";
    return `${months} ${months <= 10 ? "شهور" : "شهرًا"}`;
  }
  if (months === 12) return "a year";
  if (months % 12 === 0) return `${months / 12} years`;
  return `${months} month${months === 1 ? "" : "s"}`;
}

const fmt = (n: number): string => Math.round(n).toLocaleString("en-US");

// ---------------------------------------------------------------------------------------------
// Money

export interface Amount {
  value: number;
  /** The amount as the user wrote it ("95k", "25,000", "١٢ ألف"), for saying it back. */
  raw: string;
  /** Where it starts in the (ASCII-digit) message. */
  at: number;
}

const THOUSANDS = /^(?:k|K|thousand|alf|alaf|الف|ألف|آلاف|الاف|الآف)$/;

const CURRENCY_AFTER = /^\s*(?:egp|le|l\.e|usd|\$|eur|€|gbp|£|sar|aed|pounds?|dollars?|euros?|riyals?|dirhams?|جنيه|جنية|ج\.م|دولار|يورو|ريال|درهم)/i;
const YEAR_BEFORE = /(?:\b(?:in|by|since|until|till|of|for|from|year|class of|before|after)|عام|سنة|سنه|في|لسنة|لعام|من|حتى|لحد)\s*$/i;

/** "in 2027", "class of 2019", "سنة 2025": a year, not money (a figure with a currency or "k" is money whatever its size). */
function isYear(t: string, m: RegExpMatchArray, value: number): boolean {
  if (m[2] || !Number.isInteger(value) || value < 1950 || value > 2100 || /,/.test(m[1]!)) return false;
  const at = m.index ?? 0;
  if (CURRENCY_AFTER.test(t.slice(at + m[0].length)) || /[$£€]\s*$/.test(t.slice(0, at))) return false;
  return YEAR_BEFORE.test(t.slice(Math.max(0, at - 16), at));
}

/** Money-like amounts in a message: "95k", "25,000", "12 ألف", "20 alf", "500 جنيه" (not hours, years or percentages). */
export function amountsIn(text: string): Amount[] {
  const t = toAsciiDigits(text);
  const out: Amount[] = [];
  const re = /(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k\b|K\b|thousand|alf|alaf|ألف|الف|آلاف|الاف)?(\s*(?:%|percent|hours?|hrs?|h\b|years?|yrs?|months?|weeks?|days?|ساع|سن|شهر|اسبوع|أسبوع|يوم|people|سنين))?/g;
  for (const m of t.matchAll(re)) {
    if (m[3]) continue;
    let value = Number(m[1].replace(/,/g, ""));
    if (m[2] && THOUSANDS.test(m[2].trim())) value *= 1000;
    if (!Number.isFinite(value) || value < 100) continue;
    if (isYear(t, m, value)) continue;
    out.push({ value, raw: `${m[1]}${m[2] ? (/^[kK]$/.test(m[2]) ? m[2] : ` ${m[2]}`) : ""}`, at: m.index ?? 0 });
  }
  return out;
}

const OFFER_WORDS = /offer|offered|they said|proposed|عرض|عرضوا|قالولي|قالوا/i;
const WANT_WORDS = /wanted|want|hoping|hoped|expected|expecting|asked for|my target|كنت عايز|عايز|كنت طالب|متوقع|اتوقع/i;

/** Egyptian take-home pay from a monthly gross: 11% social insurance (capped) and income tax by the 2024 brackets, roughly. */
export function egyptNet(gross: number): { net: number; insurance: number; tax: number } {
  const insurance = 0.11 * Math.min(Math.max(gross, 2300), 14500);
  const annual = Math.max(0, (gross - insurance) * 12 - 20000);
  const brackets: [number, number][] = [[40000, 0], [55000, 0.1], [70000, 0.15], [200000, 0.2], [400000, 0.225], [1200000, 0.25], [Number.POSITIVE_INFINITY, 0.275]];
  let tax = 0;
  let floor = 0;
  for (const [top, rate] of brackets) {
    if (annual <= floor) break;
    tax += (Math.min(annual, top) - floor) * rate;
    floor = top;
  }
  return { net: gross - insurance - tax / 12, insurance, tax: tax / 12 };
}

/** The lines that put the user's own salary figures to work (offer vs. hoped-for, gross → net, a counter range). */
export function salaryNote(text: string, ctx: AnswerContext): string {
  const ar = ctx.language === "ar";
  const folded = fold(text);
  const t = toAsciiDigits(text);
  const amounts = amountsIn(text);
  const lines: string[] = [];
  const grossAsked = /gross|take home|take-home|in hand|اجمالي|إجمالي|الاجمالي|egmaly|egmali|في ايدي|في إيدي/i.test(t)
    || (/\bnet\b|صافي|safy|safi/i.test(t) && /how much|what will|كام|kam|يعني/i.test(t) && !/(\d)\s*(?:k\s*)?(?:net|صافي)/i.test(t));
  const netGiven = !grossAsked && /\bnet\b|صافي|safy|safi/i.test(t);
  const raiseAsked = hasPhrase(folded, "raise") || /زياده|زيادة|علاوه|علاوة|zeyada|zyada/i.test(text);
  const percentOf = /(\d+(?:\.\d+)?)\s*(?:%|percent|في الميه|في المية|بالمية|بالميه)/i.exec(t);
  // "two offers: 18k at a startup and 15k at a bank": two offers side by side, not an offer and a wish.
  const twoOffers = amounts.length >= 2 && !grossAsked && !WANT_WORDS.test(t) && /\b(?:two|2|both) offers\b|\boffers\b|عرضين|العرضين|which one|انهي|أنهي|اختار|أختار/i.test(t);
  if (twoOffers) {
    const [a, b] = amounts;
    const [high, low] = a.value >= b.value ? [a, b] : [b, a];
    const gap = high.value - low.value;
    const pct = Math.round((gap / low.value) * 100);
    lines.push(ar
      ? `**أرقامك:** ${fmt(high.value)} مقابل ${fmt(low.value)}؛ الفرق ${fmt(gap)} (نحو ${pct}%) شهريًا. ${pct <= 20 ? "فرق بهذا الحجم تعوّضه غالبًا مزايا أفضل أو تعلّم أسرع، فقارن الصافي والتأمين الطبي والزيادات السنوية وما ستتعلمه قبل الرقم." : "فرق كبير، فتأكد أنه صافٍ ومضمون (لا عمولات أو حوافز غير مؤكدة) قبل أن يحسم قرارك."}`
      : `**Your numbers:** ${fmt(high.value)} against ${fmt(low.value)} — a ${fmt(gap)} (about ${pct}%) difference. ${pct <= 20 ? "A gap that size is often outweighed by better benefits or faster learning, so compare net pay, insurance, yearly raises and what you'll learn before the headline number." : "That's a big gap — check that it's net and guaranteed (not commission or uncertain bonuses) before it decides for you."}`);
  } else if (amounts.length >= 2 && !grossAsked) {
    // "they offered 95k, i wanted 110k": the figure after an offer word is the offer.
    const offerAt = t.search(OFFER_WORDS);
    const wantAt = t.search(WANT_WORDS);
    let [offer, want] = amounts;
    if (offerAt >= 0 && wantAt >= 0 && wantAt < offerAt) [want, offer] = amounts;
    const gap = want.value - offer.value;
    const o = fmt(offer.value);
    const w = fmt(want.value);
    if (gap > 0) {
      const pct = Math.round((gap / offer.value) * 100);
      const counter = fmt(Math.round((offer.value + want.value) / 2 / 500) * 500);
      lines.push(ar
        ? `**أرقامك:** العرض ${o} وكنت تتوقع ${w}؛ الفرق ${fmt(gap)} (نحو ${pct}%). فرق كهذا يستحق أن تقدّم عرضًا مقابلًا واحدًا عند ${w} بمبرراتك، مع استعداد للقبول إن وصلوا إلى نحو ${counter} أو أضافوا مزايا تعوّض الفرق.`
        : `**Your numbers:** they offered ${o} and you wanted ${w} — a gap of ${fmt(gap)} (about ${pct}%). That's worth one counter: ask for ${w} with your reasons, and be ready to say yes if they meet you around ${counter} or close the rest with a signing bonus or an early review.`);
    } else {
      lines.push(ar
        ? `**أرقامك:** العرض ${o} وهدفك ${w}؛ العرض يحقق هدفك، فيمكنك التفاوض على المزايا بدل الراتب الأساسي.`
        : `**Your numbers:** the offer (${o}) already meets your ${w} target — negotiate the package rather than the base.`);
    }
  } else if (amounts.length >= 1) {
    const a = { ...amounts[0], raw: fmt(amounts[0].value) };
    const egypt = ctx.market === "egypt" || /egp|جنيه|pound|مصر|egypt/i.test(t);
    if (grossAsked && egypt) {
      const { net, insurance, tax } = egyptNet(a.value);
      lines.push(ar
        ? `**من ${a.raw} إجمالي شهريًا** يكون الصافي تقريبًا **${fmt(net)} جنيه**: نحو ${fmt(insurance)} جنيه للتأمينات الاجتماعية (11% من الأجر التأميني بحد أقصى) ونحو ${fmt(tax)} جنيه ضريبة دخل بعد الإعفاء الشخصي. الرقم الدقيق يتوقف على الأجر التأميني الذي تسجله الشركة، فاطلب منهم مفردات المرتب مكتوبة.`
        : `**On ${a.raw} EGP gross a month,** your take-home (net) pay is roughly **${fmt(net)} EGP**: about ${fmt(insurance)} EGP goes to social insurance (11% of your insured wage, which is capped) and about ${fmt(tax)} EGP to income tax after the personal exemption. The exact figure depends on the insured wage the company registers — ask HR for the payslip breakdown in writing.`);
    } else if (grossAsked) {
      lines.push(ar
        ? `**عن ${a.raw} إجمالي:** الصافي يعتمد على ضرائب بلدك وتأميناتها؛ اطلب من الشركة مفردات المرتب مكتوبة لتعرف ما يصلك فعلًا.`
        : `**On ${a.raw} gross:** take-home depends on your tax bracket, state or local taxes and insurance; ask HR for a payslip breakdown so you know the net figure before you decide.`);
    } else if (raiseAsked && !OFFER_WORDS.test(t)) {
      // "راتبي 8000 وعايز زيادة 20%": what the raise comes to on their pay.
      const p = percentOf ? Number(percentOf[1]) : 0;
      lines.push(ctx.language === "ar"
        ? `**على راتبك الحالي (${a.raw})**${p ? ` زيادة ${p}% تعني ${fmt(a.value * (1 + p / 100))} شهريًا، أي ${fmt(a.value * p / 100)} زيادة` : ` كل 10% زيادة تعني ${fmt(a.value * 0.1)} إضافية`}؛ اذكر الرقم الذي تريده صراحة في الاجتماع.`
        : `**On your current ${a.raw},**${p ? ` a ${p}% raise comes to ${fmt(a.value * (1 + p / 100))} (${fmt(a.value * p / 100)} more)` : ` every 10% is ${fmt(a.value * 0.1)} more`} — name that exact figure in the meeting.`);
    } else {
      const low = fmt(a.value * 1.1);
      const high = fmt(a.value * 1.2);
      if (netGiven) {
        lines.push(ar
          ? `**${a.raw} صافي:** قارن العروض دائمًا على أساس الصافي مع المزايا؛ وإن قدّمت عرضًا مقابلًا فاطلب نحو ${low}–${high} صافي مع ذكر نتائجك، ووضّح أنك تقصد الصافي.`
          : `**${a.raw} net:** compare offers on net pay plus benefits; if you counter, ask for about ${low}–${high} net with your results as the reason, and say clearly that you mean net.`);
        return finish(lines, text, folded, t, ctx);
      }
      lines.push(ar
        ? `**عن عرض ${a.raw}:** إن كان نطاق السوق لمسماك أعلى منه، فقدّم عرضًا مقابلًا أعلى بنحو 10–20% (أي بين ${low} و${high}) مع ذكر نتائجك، ولا تطلب أكثر دون مبرر.`
        : `**About the ${a.raw} offer:** if the market range for your title is higher, counter about 10–20% above it (${low}–${high}) with your results as the reason; if it's already at the top of the range, negotiate the package instead.`);
    }
  }
  return finish(lines, text, folded, t, ctx);
}

/** The raise percentage and the months since the last raise, added to the salary lines. */
function finish(lines: string[], text: string, folded: string, t: string, ctx: AnswerContext): string {
  const percent = /(\d+(?:\.\d+)?)\s*(?:%|percent|في الميه|في المية|بالمية|بالميه)/i.exec(t);
  if (percent) {
    const p = Number(percent[1]);
    const egypt = ctx.market === "egypt";
    const typical = egypt ? [10, 25] : [3, 6];
    const band = p <= typical[1] ? (ctx.language === "ar" ? "في حدود المعتاد" : "within the usual range") : (ctx.language === "ar" ? "أعلى من المعتاد" : "above the usual range");
    lines.push(ctx.language === "ar"
      ? `**${p}%** ${band} (الزيادات السنوية المعتادة ${egypt ? "في مصر مع التضخم" : ""} نحو ${typical[0]}–${typical[1]}%)؛ ${p > typical[1] ? "فادعمها بنتائج واضحة وبيانات السوق، أو اطلب ترقية أو مسؤوليات أكبر تبرر الفرق" : "فاطلبها بثقة مع نتائجك"}.`
      : `**${p}%** is ${band} (typical annual raises${egypt ? " in Egypt, with inflation," : ""} run about ${typical[0]}–${typical[1]}%) — ${p > typical[1] ? "back it with clear results and market data, or ask for a promotion or bigger scope that justifies the jump" : "ask for it confidently, with your results"}.`);
  }
  const since = /(\d+)\s*(months?|years?|شهر|شهور|سنه|سنة|سنين)/i.exec(t) ?? (/(سنتين|سنه|سنة)/.exec(t) ? [null, /سنتين/.test(t) ? "2" : "1", "سنة"] : null);
  if (since && (hasPhrase(folded, "raise") || /زياده|زيادة|علاوه|علاوة/.test(text))) {
    const n = Number(since[1]);
    const months = /year|سن/.test(String(since[2])) ? n * 12 : n;
    lines.push(ctx.language === "ar"
      ? `**${since[1]} ${/سن/.test(String(since[2])) ? "سنة" : "شهرًا"} منذ آخر زيادة** مدة كافية للطلب؛ معظم الشركات تراجع الرواتب كل 12 شهرًا${months > 12 ? "، وأنت تجاوزتها" : ""}.`
      : `**${since[1]} ${String(since[2]).toLowerCase()} since your last raise** is a fair reason to ask — most companies review pay every 12 months${months > 12 ? ", and you're past that" : ""}.`);
  }
  return lines.join("\n\n");
}

// ---------------------------------------------------------------------------------------------
// Experience

/** Years of experience a user gives ("10 years of experience", "عندي ٧ سنين خبرة"). */
export function experienceYearsIn(text: string): number | undefined {
  const t = toAsciiDigits(fold(text));
  const m = /(\d{1,2})\s*\+?\s*(?:years?|yrs?|سنين|سنوات|سنه)\s*(?:of\s*)?(?:work\s*)?(?:experience|exp|خبره)/.exec(t)
    ?? /(?:experience|خبره)\s*(\d{1,2})\s*(?:years?|yrs?|سنين|سنوات|سنه)/.exec(t);
  const n = m ? Number(m[1]) : Number.NaN;
  return Number.isFinite(n) && n > 0 && n <= 50 ? n : undefined;
}

/** How long a resume should be for the years of experience the user gave. */
export function resumeLengthNote(text: string, ctx: AnswerContext): string {
  const years = experienceYearsIn(text);
  if (years === undefined) return "";
  const ar = ctx.language === "ar";
  if (years >= 7) {
    return ar
      ? `**مع ${years} سنوات خبرة:** صفحتان مقبولتان تمامًا إذا كانت الصفحة الثانية نتائج حديثة ومرتبطة بالوظيفة؛ فصّل آخر 10–15 سنة، واختصر الأدوار الأقدم في سطر لكل منها.`
      : `**With ${years} years of experience:** two pages are fine as long as the second page holds recent, relevant results; detail the last 10–15 years and compress older roles to one line each.`;
  }
  return ar
    ? `**مع ${years} ${years <= 2 ? "سنة" : "سنوات"} خبرة:** صفحة واحدة تكفي غالبًا؛ اختر أقوى النتائج المرتبطة بالوظيفة بدل سرد كل المهام.`
    : `**With ${years} year${years === 1 ? "" : "s"} of experience:** one page is usually enough — keep the strongest results for the role rather than every duty.`;
}

/**
 * A resume aimed at a role other than the user's current one ("my teacher resume for UX jobs"):
 * lead with that role, the skills that carry over, and proof in the new field. "" when no other
 * role is named.
 */
export function resumeTargetNote(text: string, stated: StatedFacts, ctx: AnswerContext): string {
  const target = stated.targetRole ? (ctx.target || stated.targetRole) : "";
  if (!target) return "";
  const current = currentField(text, stated, ctx);
  const squash = (x: string) => fold(x).replace(/[^\p{L}\p{N}]/gu, "");
  if (current && (squash(current).includes(squash(target)) || squash(target).includes(squash(current)))) return "";
  const ar = ctx.language === "ar";
  const carries = current ? transfersFor(current) : null;
  if (ar) {
    return `**لسيرة موجهة إلى ${target}:** اكتب المسمى المستهدف في الملخص، وقدّم المهارات القابلة للنقل${carries ? ` (${carries[1]})` : current ? ` من خبرتك (${current})` : ""} بلغة إعلانات ${target}، وأضف قسم «مشاريع» فيه مشروع أو دراسة حالة واحدة على الأقل في المجال الجديد مع رابطها.`;
  }
  return `**For a resume aimed at ${target} roles:** name the target role in your summary, lead with the skills that transfer${carries ? ` (${carries[0]})` : current ? ` from ${current}` : ""} written in the words of ${target} job ads, and add a Projects section with at least one project or case study in the new field, linked.`;
}

// ---------------------------------------------------------------------------------------------
// Age, budget

/** The age a user gives ("at 35", "I'm 40", "عندي 35 سنة", "عمري 40"). */
export function ageIn(text: string): number | undefined {
  const t = toAsciiDigits(fold(text));
  const m = / at (\d{2}) /.exec(` ${t} `) ?? / (?:im|i am) (\d{2})(?: years old)? /.exec(` ${t} `) ?? / (\d{2}) years old /.exec(` ${t} `)
    ?? / (?:عمري|سني|عندي) (\d{2}) (?:سنه|سنة|سنين)? ?(?:عمري)? /.exec(` ${t} `)
    // "is 35 too old to start", "35 is too late for tech?".
    ?? / (\d{2}) (?:is )?(?:too old|too late|old to|late to) /.exec(` ${t} `);
  const age = m ? Number(m[1]) : undefined;
  return age !== undefined && age >= 16 && age <= 75 ? age : undefined;
}

export function ageNote(age: number, ctx: AnswerContext): string {
  const left = Math.max(5, 65 - age);
  return ctx.language === "ar"
    ? `**في سن ${age}** أمامك نحو ${left} سنة من العمل؛ أي أن المجال الجديد سيكون معظم مسيرتك لا نهايتها، وخبرتك السابقة ميزة لا عائق.`
    : `**At ${age},** you likely have around ${left} working years ahead — the new career would be most of your working life, not a footnote, and your experience so far is an asset.`;
}

/** A course budget the user gives ("معايا 500 جنيه للكورسات", "my budget is $50"). */
export function budgetIn(text: string): Amount | undefined {
  const t = toAsciiDigits(spelledNumbers(text));
  if (!/budget|afford|only have|i have|can spend|to spend|spend about|spend up to|ميزانيه|ميزانية|معايا|معي|عندي|بس|اصرف/i.test(t)) return undefined;
  const m = /(\$\s?\d[\d,]*|\d[\d,]*\s*(?:\$|usd|dollars?|egp|pounds?|جنيه|جنية|دولار))/i.exec(t);
  if (!m) return undefined;
  const value = Number(m[1].replace(/[^\d]/g, ""));
  return value > 0 ? { value, raw: m[1].trim(), at: m.index } : undefined;
}

const SMALL_NUMBERS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, eighteen: 18,
  twenty: 20, thirty: 30, forty: 40, fifty: 50, a: 1, an: 1, half: 0.5,
};

/** English numbers written as words turned into digits ("two thousand dollars" → "2000 dollars", "ten weeks" → "10 weeks"). */
export function spelledNumbers(text: string): string {
  return text
    .replace(/\b(one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|a)\s+(hundred|thousand)\b/gi, (_, n: string, unit: string) =>
      String(SMALL_NUMBERS[n.toLowerCase()] * (unit.toLowerCase() === "hundred" ? 100 : 1000)))
    .replace(/\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|eighteen|twenty|thirty|forty|fifty)(?=[\s-]+(?:hours?|hrs?|days?|weeks?|months?|years?|dollars?|bucks|pounds?|k\b))/gi,
      (n: string) => String(SMALL_NUMBERS[n.toLowerCase()]));
}

/** "I have $2000 saved and four months": the money and the months a user can put into retraining, as a line before the steps. */
export function runwayNote(text: string, ctx: AnswerContext): string {
  const t = spelledNumbers(text);
  const money = /(\$\s?\d[\d,]*|\d[\d,]*\s*(?:\$|usd|dollars?|egp|pounds?|جنيه|دولار))/i.exec(t)?.[1]?.trim();
  const months = /(\d{1,2})\s*(?:months?|شهور|اشهر)/i.exec(t)?.[1];
  if (!money && !months) return "";
  const ar = ctx.language === "ar";
  const have = [money, months ? (ar ? `${months} شهور` : `${months} months`) : ""].filter(Boolean).join(ar ? " و" : " and ");
  return ar
    ? `**المتاح لك: ${have}.** المعسكرات المكثفة غالبًا تكلف أكثر من ذلك وحدها وتستمر 3–6 أشهر؛ فبهذه الأرقام، الدراسة الذاتية بدورات مجانية مع شهادة مدفوعة واحدة، مع الاحتفاظ بالمال لمصاريف المعيشة وفترة البحث عن عمل، هي الخطة الأكثر أمانًا، إلا إذا وجدت معسكرًا بأقل من نصف مدخراتك ونتائجه يمكن التحقق منها.`
    : `**Your runway: ${have}.** Many full-time bootcamps cost more than that on their own and run 3–6 months, so with these figures self-study with free courses plus one paid certificate — keeping the money for living costs and the job search — is the safer plan, unless you find a bootcamp for under about half your savings with outcomes you can verify.`;
}

/** "earn my first $200 from freelancing", "اكسب ٢٠٠٠ جنيه في الشهر": money the user wants to make, as they wrote it. */
export function earningGoalIn(text: string): { amount: string; monthly: boolean } | undefined {
  const t = toAsciiDigits(spelledNumbers(text));
  const m = /(?:earn|make|making|bring in|get paid|اكسب|أكسب|احقق|أحقق|اطلع|أطلع|اعمل|أعمل|a2sab|aksab|akseb|a3mel)\s+(?:(?:my|the|a|at least|about|around|first|اول|أول|اقل حاجه|حوالي)\s+){0,3}(\$\s?\d[\d,]*|\d[\d,]*\s*(?:\$|usd|dollars?|egp|pounds?|جنيه|جنية|دولار|ريال|درهم|k\b))/i.exec(t);
  if (!m) return undefined;
  const after = t.slice(m.index + m[0].length, m.index + m[0].length + 25);
  return { amount: m[1].trim(), monthly: /a month|per month|monthly|في الشهر|شهريا|كل شهر|fel shahr/i.test(after) };
}

/** An earning goal put to work in a freelancing or side-income answer: how many first jobs it takes. */
export function earningGoalNote(text: string, ctx: AnswerContext): string {
  const goal = earningGoalIn(text);
  if (!goal) return "";
  return ctx.language === "ar"
    ? goal.monthly
      ? `**هدفك ${goal.amount} في الشهر:** قسّمه على سعر خدمتك لتعرف عدد المهام أو ساعات العمل المطلوبة شهريًا، وابدأ بعميلين أو ثلاثة ثابتين بدل مهام متفرقة، واحسب عمولة المنصة (غالبًا 10–20%) في سعرك.`
      : `**أول ${goal.amount}:** تعني عادةً من 3 إلى 5 مهام صغيرة بسعر ثابت؛ اختر خدمة واحدة تسلّمها في أيام، وسعّرها بحيث تكسب أول تقييمات، واحسب عمولة المنصة (غالبًا 10–20%) في سعرك.`
    : goal.monthly
      ? `**Your goal of ${goal.amount} a month:** divide it by your price per job or per hour to see how much work a month it takes, aim for two or three repeat clients rather than one-off gigs, and count the platform's fee (often 10–20%) in your price.`
      : `**Your first ${goal.amount}:** that's usually three to five small fixed-price jobs — pick one service you can deliver in a few days, price it to win your first reviews, and count the platform's fee (often 10–20%) in your price.`;
}

export function budgetNote(budget: Amount, ctx: AnswerContext): string {
  return ctx.language === "ar"
    ? `**بميزانية ${budget.value} جنيه** التزمت بالدورات المجانية؛ فمعظم أساسيات المجال متاحة مجانًا، واحتفظ بالمبلغ لشهادة أو استضافة مشروعك لاحقًا.`
    : `**With a budget of ${budget.raw},** I've kept to free courses — the fundamentals are available free, so save the money for a certificate or for hosting your project later.`;
}

// ---------------------------------------------------------------------------------------------
// Career moves

/** Skills that carry over from common roles into a new field, in both languages. */
const TRANSFERS: [string[], string, string][] = [
  [["teacher", "teaching", "lecturer", "instructor", "معلم", "مدرس", "مدرسه", "معلمه", "تدريس"],
    "presenting and public speaking, explaining complex ideas to students, designing curriculum and lessons, and watching how people learn",
    "العرض والتحدث أمام الجمهور، وشرح الأفكار المعقدة للطلاب، وتصميم المناهج والدروس، وملاحظة كيف يتعلم الناس"],
  [["sales", "account manager", "business development", "مبيعات", "سيلز", "مندوب"],
    "understanding customer needs, negotiation, handling objections, and knowing the market from the front line",
    "فهم احتياجات العملاء، والتفاوض، والتعامل مع الاعتراضات، ومعرفة السوق من الميدان"],
  [["customer support", "customer service", "support", "call center", "خدمه عملاء", "خدمة عملاء", "كول سنتر", "دعم فني"],
    "deep knowledge of customers' pain points, empathy for users, clear communication, and spotting patterns in tickets",
    "معرفة عميقة بمشكلات العملاء، والتعاطف مع المستخدم، والتواصل الواضح، واكتشاف الأنماط في الشكاوى"],
  [["accountant", "accounting", "محاسب", "محاسبه"],
    "working with numbers and Excel, financial reporting, and attention to detail",
    "التعامل مع الأرقام وExcel، والتقارير المالية، والدقة في التفاصيل"],
  [["nurse", "nursing", "ممرض", "ممرضه", "تمريض"],
    "clinical knowledge of healthcare, calm work under pressure, careful documentation, and teamwork",
    "المعرفة الطبية بالرعاية الصحية، والعمل بهدوء تحت الضغط، والتوثيق الدقيق، والعمل الجماعي"],
  [["engineer", "engineering", "مهندس", "هندسه"],
    "structured problem solving, technical documentation, and project work with deadlines",
    "حل المشكلات بمنهجية، والتوثيق الفني، والعمل في مشروعات بمواعيد محددة"],
  [["marketing", "marketer", "تسويق"],
    "understanding audiences, communicating value, and measuring campaigns",
    "فهم الجمهور، وإيصال القيمة، وقياس الحملات"],
];

function transfersFor(role: string): [string, string] | null {
  const folded = fold(role);
  const hit = TRANSFERS.find(([keys]) => keys.some((k) => hasPhrase(folded, k)));
  return hit ? [hit[1], hit[2]] : null;
}

/** The user's current field as named in the message ("in sales", "customer support", "محاسب"), else the stated or profile role. */
/** The fields `currentField` reads in English, as an Arabic answer names them. */
const FIELD_AR: Record<string, string> = {
  "customer support": "خدمة العملاء", "customer service": "خدمة العملاء", sales: "المبيعات", teaching: "التدريس", accounting: "المحاسبة",
  nursing: "التمريض", marketing: "التسويق", engineering: "الهندسة", support: "الدعم الفني", hr: "الموارد البشرية",
};

function currentField(text: string, stated: StatedFacts, ctx: AnswerContext): string {
  const folded = fold(text);
  const named = / (?:in|as an?|as|doing|from|f el|fel|fe el|fi el|fl|f|fe|fi) (customer support|customer service|sales|teaching|accounting|nursing|marketing|engineering|support|hr) /.exec(` ${folded} `);
  if (named) return named[1];
  const ar = / (?:خبره|خبرة) (محاسب|مبيعات|مدرس|معلم|ممرض|تمريض|مهندس|تسويق|خدمه عملاء) /.exec(` ${folded} `);
  if (ar) return ar[1];
  return stated.currentRole ?? ctx.current;
}

/**
 * For a career move: where they are going in their words (and by when), where they are coming
 * from (and for how long), and which of their skills carry over. "" when they said none of it.
 */
export function movePreface(text: string, stated: StatedFacts, ctx: AnswerContext, pathTitle: string): string {
  const ar = ctx.language === "ar";
  const lines: string[] = [];
  // "ux writing" → "UX writing": the short names of fields as they are written.
  const target = (displayWords(text, stated.targetWords) || stated.targetRole || "").replace(/\b(ux|ui|hr|ai|qa|seo|sql|it|ml)\b/g, (w) => w.toUpperCase());
  const when = stated.months ? spanText(stated.months, ctx.language) : "";
  if (target) {
    // "frontend" and "Front-End Developer" are the same path, whatever the spacing and hyphens.
    // "محللة بيانات" is the path «محلل بيانات» said by a woman.
    const squash = (x: string) => fold(x).trim().replace(/^([\u0621-\u064A]{3,})[ةه](?= |$)/, "$1").replace(/[^\p{L}\p{N}]/gu, "");
    // Nor are "data analyst" and «محلل بيانات»: the goal named by the path's own title or one of its names in either language.
    const named = findRoadmap(target)?.roadmap;
    const samePath = Boolean(named && (named.title === pathTitle || named.titleAr === pathTitle)
      && [named.title, named.titleAr, ...named.aliases].some((name) => squash(name) === squash(target)));
    const differs = Boolean(pathTitle) && !samePath && squash(target) !== squash(pathTitle) && !squash(pathTitle).includes(squash(target));
    lines.push(ar
      ? `**هدفك:** ${target}${when ? ` خلال ${when}` : ""}.${differs ? ` أقرب مسار كامل لدي هو «${pathTitle}»، وهو الأساس الذي يُبنى عليه هذا الدور.` : ""}`
      : `**Your goal:** ${target}${when ? ` within ${when}` : ""}.${differs ? ` The closest full path I have is ${pathTitle}, which builds the foundation that role needs.` : ""}`);
  } else if (when) {
    lines.push(ar ? `**مدتك:** ${when}.` : `**Your timeframe:** ${when}.`);
  }
  const current = currentField(text, stated, ctx);
  // No goal stated, but the message plainly names the field they are eyeing ("reading about UX design… how long to switch?").
  const eyed = target || pathTitle ? null : findRoadmap(text);
  const same = (a: string, b: string) => Boolean(a && b) && (fold(a).includes(fold(b).trim()) || fold(b).includes(fold(a).trim()));
  if (eyed && eyed.score >= 8 && !same(eyed.roadmap.title, current) && !same(eyed.roadmap.title, ctx.current)) {
    const field = ar ? eyed.roadmap.titleAr : eyed.roadmap.title;
    lines.push(ar
      ? `**المجال الذي تفكر فيه:** ${field}. التحول الواقعي إليه يأخذ عادة من 6 إلى 12 شهرًا بمعدل 7–10 ساعات أسبوعيًا؛ اطلب «خارطة طريق ${field}» لترى المراحل ومدة كل منها.`
      : `**The field you named:** ${field}. A realistic switch into it usually takes 6–12 months at 7–10 hours a week; ask for the ${field} roadmap to see each stage and its time.`);
  }
  const years = stated.yearsExperience;
  const carries = current ? transfersFor(current) : null;
  if (current && (carries || years) && fold(current) !== fold(target)) {
    const fieldAr = ar ? FIELD_AR[current.toLowerCase()] : undefined;
    // "What carries over from your work as an accountant", not "from Accountant".
    const asRole = !ar && /(?:er|or|ant|ist|ian|nurse|analyst)$/i.test(current.trim()) ? `your work as ${withArticle(current.trim().toLowerCase())}` : current;
    const span = years
      ? (ar ? `${years} ${years <= 10 ? "سنوات" : "سنة"} خبرة ${fieldAr ? `في ${fieldAr}` : `(${current})`}` : `${years} year${years === 1 ? "" : "s"} in ${current}`)
      : fieldAr ?? asRole;
    lines.push(ar
      ? `**ما تنقله معك من ${span}:** ${carries ? carries[1] : "خبرة عملية حقيقية ومعرفة بالمجال"}. اذكر هذه المهارات القابلة للنقل في سيرتك وفي المقابلات، فهي ما يميزك عن المبتدئين.`
      : `**What carries over from ${span}:** ${carries ? carries[0] : "real work experience and domain knowledge"}. Name these transferable skills on your resume and in interviews — they set you apart from career starters.`);
  }
  const age = ageIn(text);
  if (age) lines.push(ageNote(age, ctx));
  const destination = destinationNote(text, ctx);
  if (destination) lines.push(destination);
  return lines.join("\n\n");
}

/** The user's words for a folded phrase, as they typed them ("Product Marketing Manager" stays theirs). */
function displayWords(text: string, folded: string | undefined): string {
  if (!folded) return "";
  const wanted = folded.split(" ");
  const tokens = text.split(/\s+/).map((t) => t.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""));
  for (let i = 0; i + wanted.length <= tokens.length; i++) {
    const run = tokens.slice(i, i + wanted.length);
    if (run.map((t) => fold(t).trim()).join(" ") === folded) return run.join(" ");
    // "اتحول للتسويق الرقمي": the role "التسويق" was written joined to its preposition.
    if (wanted[0].startsWith("ال") && run[0].startsWith("لل")) {
      const unglued = [`ال${run[0].slice(2)}`, ...run.slice(1)];
      if (unglued.map((t) => fold(t).trim()).join(" ") === folded) return unglued.join(" ");
    }
  }
  return folded;
}

/** Whether a message asks what carries over from the current job ("what skills transfer", "ينفعني ايه من شغلي"). */
export function asksWhatTransfers(text: string): boolean {
  const folded = fold(text);
  return ["transfer", "transfers", "transferable", "carry over", "carries over", "from my current job", "ينفع من", "ينفعني", "من شغلي الحالي", "من خبرتي"]
    .some((p) => hasPhrase(folded, p));
}

// ---------------------------------------------------------------------------------------------
// Gaps and destinations

/** "a 2 year gap", "gap of 8 months", "سنتين من غير شغل": the length of a career gap, said back with how to frame it. */
export function gapNote(text: string, ctx: AnswerContext): string {
  const t = toAsciiDigits(fold(text));
  const m = /(\d+) ?(?:-| )?(years?|months?|سنين|سنوات|سنه|شهور|اشهر|شهر) ?(?:long )?(?:gap|break|off|انقطاع|من غير شغل|بدون شغل|قاعد)/.exec(t)
    ?? /gap of (\d+) (years?|months?)/.exec(t);
  const twoYearsAr = /سنتين (?:من غير شغل|بدون شغل|انقطاع|قاعد)/.test(t);
  if (!m && !twoYearsAr) return "";
  const n = m ? Number(m[1]) : 2;
  const unitYears = m ? /year|سن/.test(m[2]) : true;
  const caring = /(?:caring for|care of|taking care|caregiv|my (?:mom|mother|dad|father|parents|kids|child|baby)|رعايه|بربي|اراعي|والدتي|امي|ابويا|والدي|ولادي)/.test(t);
  const ar = ctx.language === "ar";
  const span = ar ? (unitYears ? (n === 2 ? "سنتين" : `${n} سنوات`) : `${n} شهور`) : `${n} ${unitYears ? "year" : "month"}${n === 1 ? "" : "s"}`;
  return ar
    ? `**فجوة ${span}${caring ? " لرعاية أحد من أسرتك" : ""}** أمر يفهمه معظم أصحاب العمل إن ذكرته باختصار وصدق${caring ? "؛ فرعاية الأسرة سبب واضح ومحترم" : ""}، ثم انتقلت إلى ما فعلته لتبقى جاهزًا.`
    : `**A ${n}-${unitYears ? "year" : "month"} gap${caring ? " spent caring for family" : ""}** is something most employers understand when you explain it briefly and honestly${caring ? " — caregiving is a clear, respected reason" : ""}, then move on to what you did to stay ready.`;
}

const DESTINATIONS: [string[], string, string][] = [
  [["الامارات", "الإمارات", "دبي", "ابوظبي", "uae", "dubai", "abu dhabi", "emirates"], "the UAE", "الإمارات"],
  [["السعوديه", "السعودية", "الرياض", "جده", "saudi", "riyadh", "ksa"], "Saudi Arabia", "السعودية"],
  [["قطر", "الدوحه", "qatar", "doha"], "Qatar", "قطر"],
  [["الكويت", "kuwait"], "Kuwait", "الكويت"],
];

/** Countries people emigrate to rather than take a sponsored job in: the route is residence first, with what it asks. */
const IMMIGRATION: [keys: string[], en: string, ar: string][] = [
  [["canada", "كندا"], "**For Canada:** most skilled workers go through Express Entry: an English test (IELTS or CELPIP), an education credential assessment (WES), and points for age, experience and language — check your score on the official CRS calculator before you spend money, and keep applying to Canadian roles on LinkedIn meanwhile.",
    "**للهجرة إلى كندا:** معظم أصحاب المهارات يتقدمون عبر نظام Express Entry: اختبار لغة (IELTS أو CELPIP)، ومعادلة الشهادة (WES)، ونقاط على السن والخبرة واللغة؛ احسب نقاطك على حاسبة CRS الرسمية قبل أن تنفق شيئًا، وقدّم في الوقت نفسه على وظائف في كندا عبر لينكدإن."],
  [["germany", "المانيا", "ألمانيا"], "**For Germany:** a job offer with a recognised degree opens the EU Blue Card, and the Opportunity Card lets skilled workers come to search; English is enough in many tech teams, but basic German widens your options a lot.",
    "**للعمل في ألمانيا:** عرض عمل مع شهادة معترف بها يفتح لك البطاقة الزرقاء الأوروبية، وبطاقة الفرص تتيح لأصحاب المهارات القدوم للبحث؛ الإنجليزية تكفي في فرق تقنية كثيرة، لكن أساسيات الألمانية توسّع فرصك كثيرًا."],
];

/** "عايزة اسافر الامارات", "اهاجر كندا": what applying there from abroad takes, in a line. */
export function destinationNote(text: string, ctx: AnswerContext): string {
  const folded = fold(text);
  const hit = DESTINATIONS.find(([keys]) => keys.some((k) => hasPhrase(folded, k)));
  if (!hit) {
    const move = IMMIGRATION.find(([keys]) => keys.some((k) => hasPhrase(folded, fold(k))));
    return move ? (ctx.language === "ar" ? move[2] : move[1]) : "";
  }
  return ctx.language === "ar"
    ? `**للعمل في ${hit[2]}:** أصحاب العمل هناك يوظفون من الخارج ويوفرون التأشيرة غالبًا؛ جهّز سيرة بالإنجليزية، وابحث على لينكدإن وبيت وجلف تالنت، واذكر استعدادك للانتقال وموعد توفرك، وقارن الراتب بتكلفة السكن هناك.`
    : `**For ${hit[1]}:** employers there hire from abroad and usually sponsor the visa; have an English resume, search LinkedIn, Bayt and GulfTalent, say you're ready to relocate and when, and compare salaries with local rent.`;
}

// ---------------------------------------------------------------------------------------------
// Certifications

/** Certifications people weigh against each other, with what each asks of them. */
const CERTS: [keys: string[], name: string, en: string, ar: string][] = [
  [["pmp"], "PMP", "needs about 36 months of experience leading projects (plus 35 hours of training) before you can sit the exam",
    "تشترط نحو 36 شهرًا من الخبرة في قيادة المشاريع (و35 ساعة تدريب) قبل دخول الامتحان"],
  [["capm"], "CAPM", "the entry-level PMI certificate — no experience required", "شهادة PMI للمبتدئين ولا تشترط خبرة"],
  [["google project management", "google pm", "google project"], "Google Project Management", "designed for beginners with no experience; about six months part-time",
    "مصممة للمبتدئين بلا خبرة، وتستغرق نحو ستة أشهر بدوام جزئي"],
  [["ccna"], "CCNA", "the networking foundation (routing, switching, IP) most security and infrastructure roles assume; no prerequisite",
    "أساس الشبكات (التوجيه والتحويل وعناوين IP) الذي تفترضه معظم وظائف الأمن والبنية التحتية، ولا تشترط متطلبات سابقة"],
  [["security+", "security plus", "سيكيوريتي بلس"], "Security+", "the common entry security certificate; easier after networking basics",
    "شهادة الأمن الشائعة للمبتدئين، وتكون أسهل بعد أساسيات الشبكات"],
  [["aws solutions architect", "aws", "solutions architect"], "AWS Solutions Architect – Associate",
    "designs systems on AWS; AWS recommends about a year of hands-on experience, and it's the most requested cloud certificate in job ads",
    "لتصميم الأنظمة على AWS، وتوصي AWS بنحو سنة من الخبرة العملية، وهي أكثر شهادات السحابة طلبًا في الإعلانات"],
  [["az-104", "az 104", "azure administrator", "azure"], "Azure Administrator (AZ-104)",
    "runs and secures Azure environments; about six months of hands-on Azure is recommended, and it's strong where companies use Microsoft",
    "لإدارة بيئات Azure وتأمينها، ويُنصح بنحو ستة أشهر من الخبرة العملية، وقوية في الشركات التي تعتمد على مايكروسوفت"],
  [["cma"], "CMA (IMA, US)", "management accounting and financial planning for company finance roles (budgeting, costing, performance); two exams, usually 12–18 months, and well known in Egypt's and the Gulf's corporate finance teams",
    "المحاسبة الإدارية والتخطيط المالي لوظائف المالية داخل الشركات (الموازنات والتكاليف وقياس الأداء)؛ امتحانان، وعادة 12–18 شهرًا، ومعروفة في أقسام المالية بالشركات في مصر والخليج"],
  [["acca"], "ACCA (UK)", "broad financial accounting, IFRS, audit and tax; up to 13 exams (a commerce degree can exempt some), usually 2–3 years, strongest for audit firms and IFRS reporting in the Gulf and the UK",
    "محاسبة مالية شاملة ومعايير IFRS والمراجعة والضرائب؛ حتى 13 امتحانًا (بكالوريوس التجارة قد يعفي من بعضها)، وعادة 2–3 سنوات، وأقوى في شركات المراجعة وتقارير IFRS في الخليج وبريطانيا"],
  [["cpa"], "CPA (US)", "the US licence for public accounting and audit; four exams plus state education and experience rules, most valuable if you aim at US firms or Big Four audit",
    "رخصة المحاسبة والمراجعة الأمريكية؛ أربعة امتحانات مع شروط تعليم وخبرة حسب الولاية، وقيمتها الأكبر لمن يستهدف الشركات الأمريكية أو مراجعة الـBig Four"],
  [["cfa"], "CFA", "investment analysis and portfolio management; three levels over about 2–4 years, for asset management, equity research and investment banking rather than accounting",
    "تحليل الاستثمار وإدارة المحافظ؛ ثلاثة مستويات في نحو 2–4 سنوات، لإدارة الأصول وأبحاث الأسهم وبنوك الاستثمار لا للمحاسبة"],
  [["cia"], "CIA", "internal audit (risk, controls, governance); three exams, for internal audit departments in banks and large companies",
    "المراجعة الداخلية (المخاطر والرقابة والحوكمة)؛ ثلاثة امتحانات، لإدارات المراجعة الداخلية في البنوك والشركات الكبيرة"],
  [["shrm", "shrm-cp"], "SHRM-CP", "US HR practice and people management; one exam, known in multinationals and the Gulf", "ممارسات الموارد البشرية الأمريكية؛ امتحان واحد، ومعروفة في الشركات متعددة الجنسيات والخليج"],
  [["cipd"], "CIPD (UK)", "UK HR qualification by levels (3, 5, 7) through coursework rather than one exam; valued in UK-linked and Gulf companies",
    "مؤهل الموارد البشرية البريطاني بمستويات (3 و5 و7) بالتكليفات لا بامتحان واحد؛ له قيمة في الشركات المرتبطة ببريطانيا والخليج"],
  [["psm", "scrum master", "csm"], "Scrum Master (PSM I / CSM)", "a short agile certificate (a course or an online exam) that helps you into Scrum teams; experience running sprints matters more",
    "شهادة Agile قصيرة (دورة أو امتحان أونلاين) تساعد في دخول فرق Scrum، لكن خبرة إدارة السبرنت أهم"],
  [["itil"], "ITIL 4 Foundation", "IT service management basics for support and operations roles; one exam", "أساسيات إدارة خدمات تقنية المعلومات لوظائف الدعم والتشغيل؛ امتحان واحد"],
  [["prince2"], "PRINCE2 Foundation", "a project method common in UK and government projects; no experience required for Foundation", "منهجية مشاريع شائعة في المشاريع البريطانية والحكومية؛ ولا يشترط المستوى الأول خبرة"],
];

/** The certifications a message names, with what each asks — so the comparison is about their options. */
export function certsNote(text: string, ctx: AnswerContext): string {
  const folded = fold(text);
  const seen = new Set<string>();
  const named = CERTS.filter(([keys, name]) => {
    if (seen.has(name) || !keys.some((k) => hasPhrase(folded, k))) return false;
    seen.add(name);
    return true;
  });
  if (named.length === 0) return "";
  const ar = ctx.language === "ar";
  const rows = named.map(([, name, en, arText]) => `- **${name}:** ${ar ? arText : en}.`);
  return [ar ? "**الخيارات التي تقارن بينها:**" : "**The options you're weighing:**", ...rows].join("\n");
}

/** How many of the known certifications a message names. */
export function certsNamed(text: string): number {
  const folded = fold(text);
  return new Set(CERTS.filter(([keys]) => keys.some((k) => hasPhrase(folded, k))).map(([, name]) => name)).size;
}

// ---------------------------------------------------------------------------------------------
// Degrees

/** Common first roles for the degrees people name ("اتخرجت تجارة", "I studied law"). */
const DEGREES: [string[], string, string][] = [
  [["commerce", "business administration", "business degree", "تجاره", "تجارة", "اداره اعمال", "بيزنس"],
    "accountant or auditor, banking, financial analyst, sales, marketing, HR, or data analyst (Excel, SQL, Power BI)",
    "محاسب أو مراجع، والعمل في البنوك، ومحلل مالي، والمبيعات، والتسويق، والموارد البشرية، أو محلل بيانات (Excel وSQL وPower BI)"],
  [["engineering", "هندسه", "هندسة"],
    "site or design engineer, quality, project coordination, technical sales, or a move into software, data or automation",
    "مهندس موقع أو تصميم، والجودة، وتنسيق المشاريع، والمبيعات الفنية، أو الانتقال إلى البرمجة أو البيانات أو الأتمتة"],
  [["arts", "literature", "languages", "translation", "اداب", "آداب", "السن", "ألسن", "لغات"],
    "translation and localisation, content writing, marketing, HR and recruiting, teaching, or customer success",
    "الترجمة والتوطين، وكتابة المحتوى، والتسويق، والموارد البشرية والتوظيف، والتدريس، أو نجاح العملاء"],
  [["law", "حقوق", "قانون"],
    "legal counsel or paralegal, compliance, contracts, HR and employee relations, or banking operations",
    "محامٍ أو مساعد قانوني، والالتزام (Compliance)، والعقود، والموارد البشرية، أو عمليات البنوك"],
  [["science", "علوم"],
    "laboratory and quality control, pharmaceutical sales, research assistant, or data analysis",
    "المعامل ومراقبة الجودة، ومبيعات الأدوية، ومساعد باحث، أو تحليل البيانات"],
  [["computer science", "حاسبات", "حاسبات ومعلومات", "علوم حاسب"],
    "software developer, QA or test engineer, data analyst, IT support or cloud and networking",
    "مطور برمجيات، ومهندس اختبار جودة، ومحلل بيانات، والدعم الفني، أو السحابة والشبكات"],
];

/** The usual first roles for a degree the user names, or "". */
/** The degree as the user named it, in English ("commerce "), or nothing when they named it otherwise. */
function degreeWord(keys: readonly string[], folded: string): string {
  const said = keys.find((k) => /^[a-z ]+$/.test(k) && hasPhrase(folded, k));
  return said && !/degree/.test(said) ? `${said} ` : "";
}

export function degreeNote(text: string, ctx: AnswerContext): string {
  const folded = fold(text);
  const studied = /graduat|studied|degree|major|اتخرجت|خريج|خريجه|درست|كليه|كلية/.test(folded);
  if (!studied) return "";
  const hit = [...DEGREES].reverse().find(([keys]) => keys.some((k) => hasPhrase(folded, k)));
  if (!hit) return "";
  return ctx.language === "ar"
    ? `**مع شهادتك، أشهر البدايات:** ${hit[2]}. اختر اثنين منها تجربهما أولًا.`
    : `**With your ${degreeWord(hit[0], folded)}degree, the usual first roles are:** ${hit[1]}. Pick two to test first.`;
}
