/**
 * The fixed words of a networking message, one table per language: greetings, the sentences
 * around the user's own data, what the message asks for, and sign-offs. Several phrasings of
 * each, so asking again reads differently. The user's data is inserted as entered; nothing here
 * states a fact about them (no number, employer, degree or skill of its own).
 *
 * The Arabic is Modern Standard Arabic and avoids gendered forms where it can ("يسعدني" rather
 * than "أنا ممتن/ممتنة"), since the profile does not say how the user or the addressee is addressed.
 */
import type { NetworkingLanguage } from "../schemas/networking.ts";

/** What the person wants from the message, read from their own words (target_message). */
export type Intent = "referral" | "mentor" | "call" | "advice" | "openings" | "connect" | "custom";

/** The user's data and the request, ready to be written into a sentence. */
export interface Parts {
  addressee: string;
  /** The user's name. */
  name: string;
  /** The user's current title; "" when the profile has none (or it does not fit). */
  title: string;
  /** The user's strongest skills for this role, in their own spelling. */
  skills: string[];
  /** One line of the user's job descriptions, with the company it was done at ("" when unknown). */
  achievement: { line: string; company: string } | null;
  role: string;
  company: string;
  intent: Intent;
  /** The user's own words, for a `custom` intent: "" when they are left out. */
  custom: string;
}

export interface NetworkingPhrases {
  list(items: string[]): string;
  /** "Data Analyst at Vodafone": the report's job_title_in_company. */
  roleAt(role: string, company: string): string;
  /** Whole LinkedIn notes, one per phrasing. */
  linkedin: ((p: Parts) => string)[];
  /** E-mail subject lines, one per phrasing (the intent's own first, when it has one). */
  subject: ((p: Parts) => string)[];
  email: {
    greeting: ((addressee: string) => string)[];
    /** Who the user is and which role at which company the e-mail is about. */
    opening: ((p: Parts) => string)[];
    /** The skills and the achievement: "" when the user has neither. */
    evidence: ((p: Parts) => string)[];
    /** What the user asks for, and thanks. */
    ask: ((p: Parts) => string)[];
    signOff: ((name: string) => string)[];
  };
  /** What a message says when nothing else fits: no name, role or company in it. */
  minimalLinkedin: string;
  minimalSubject: string;
}

const endSentence = (line: string) => line.replace(/[\s.;:,،!?؟]+$/u, "");
const lowerFirst = (line: string) => (/^\p{Lu}\p{Ll}/u.test(line) ? line[0]!.toLowerCase() + line.slice(1) : line);
/** A description line that reads on after "I": "Built dashboards" → "I built dashboards". */
const PAST_VERB = /^(?:\p{Lu}\p{Ll}+ed|Built|Led|Ran|Won|Grew|Cut|Made|Wrote|Drove|Taught|Sold|Brought|Set|Took|Began|Found|Kept|Spent|Gave|Held|Met|Shipped|Rebuilt)\b/u;
const sentences = (...parts: (string | false | null | undefined)[]) => parts.filter(Boolean).join(" ");
/** The user's own words as a sentence of their own. */
const asSentence = (text: string) => {
  const clean = text.replace(/\s+/g, " ").trim();
  if (!clean) return "";
  const capital = clean[0]!.toUpperCase() + clean.slice(1);
  return /[.!?؟]$/u.test(capital) ? capital : `${capital}.`;
};

// ── English ────────────────────────────────────────────────────────────────────────────────────

const article = (word: string) => (/^[aeiou]/i.test(word) ? "an" : "a");
const enList = (items: string[]) => (items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`);

function enIntro(p: Parts, v: number): string {
  const who = p.title ? `I'm ${p.name}, ${article(p.title)} ${p.title}` : `I'm ${p.name}`;
  if (!p.skills.length) return `${who}.`;
  const skills = enList(p.skills);
  return [`${who} skilled in ${skills}.`, `${who}, working mainly in ${skills}.`, `${who}; ${p.skills.length === 1 ? "my main strength is" : "my strengths are"} ${skills}.`][v % 3]!;
}

function enAchievement(p: Parts, v: number): string {
  if (!p.achievement) return "";
  const { line, company } = p.achievement;
  const at = company ? `At ${company}` : "In my work";
  if (PAST_VERB.test(line)) return `${at}, I ${lowerFirst(endSentence(line))}.`;
  return v % 2 ? `${company ? `One result from ${company}` : "One result of my work"}: ${endSentence(line)}.` : `${company ? `From my work at ${company}` : "From my work"}: ${endSentence(line)}.`;
}

const EN_INTEREST = [
  (p: Parts) => `I'm interested in the ${p.role} role at ${p.company}.`,
  (p: Parts) => `I'm exploring ${p.role} opportunities at ${p.company}.`,
  (p: Parts) => `I'd love to learn more about the ${p.role} role at ${p.company}.`,
];

const EN_ASK: Record<Exclude<Intent, "custom">, string[]> = {
  referral: ["Would you be open to referring me if my profile fits?", "If my background fits, I'd be grateful for a referral.", "Could you refer me, if you think I'm a good fit?"],
  mentor: ["I'd value your guidance as I grow in this field.", "Would you be open to sharing some guidance now and then?", "I'd be grateful to learn from your experience."],
  call: ["Would you be open to a short call?", "Could we have a quick chat sometime soon?", "I'd appreciate a brief conversation when it suits you."],
  advice: ["I'd be grateful for any advice you could share.", "Any advice from you would mean a lot.", "I'd appreciate your advice on how to stand out."],
  openings: ["I'd appreciate hearing about any openings on your team.", "Could you let me know if your team is hiring?", "I'd be glad to hear about suitable openings."],
  connect: ["I'd be glad to connect.", "It would be great to connect.", "I'd love to stay in touch."],
};

const enAsk = (p: Parts, v: number) => (p.intent === "custom" ? asSentence(p.custom) || EN_ASK.connect[v % 3]! : EN_ASK[p.intent][v % 3]!);

const EN_SUBJECT: Record<Exclude<Intent, "custom" | "connect">, (p: Parts) => string> = {
  referral: (p) => `Referral request: ${p.role} at ${p.company}`,
  mentor: (p) => `Seeking your guidance: ${p.role} at ${p.company}`,
  call: (p) => `A short call about ${p.role} at ${p.company}?`,
  advice: (p) => `Your advice on the ${p.role} role at ${p.company}`,
  openings: (p) => `${p.role} openings at ${p.company}`,
};

const en: NetworkingPhrases = {
  list: enList,
  roleAt: (role, company) => `${role} at ${company}`,
  linkedin: [
    (p) => sentences(`Hi ${p.addressee},`, enIntro(p, 0), enAchievement(p, 0), EN_INTEREST[0]!(p), enAsk(p, 0), "Thank you!"),
    (p) => sentences(`Hello ${p.addressee},`, EN_INTEREST[1]!(p), enIntro(p, 1), enAchievement(p, 1), enAsk(p, 1), `Best, ${p.name}`),
    (p) => sentences(`Hi ${p.addressee},`, enIntro(p, 2), EN_INTEREST[2]!(p), enAchievement(p, 0), enAsk(p, 2), "Thanks!"),
  ],
  subject: [
    (p) => (p.intent in EN_SUBJECT ? EN_SUBJECT[p.intent as keyof typeof EN_SUBJECT](p) : `The ${p.role} role at ${p.company}`),
    (p) => `${p.role} at ${p.company} — ${p.name}`,
    (p) => `Question about the ${p.role} role at ${p.company}`,
  ],
  email: {
    greeting: [(a) => `Dear ${a},`, (a) => `Hello ${a},`, (a) => `Hi ${a},`],
    opening: [
      (p) => sentences(p.title ? `My name is ${p.name}, and I'm ${article(p.title)} ${p.title}.` : `My name is ${p.name}.`, `I'm writing because I'm interested in the ${p.role} role at ${p.company}.`),
      (p) => sentences(`I'm ${p.name}${p.title ? `, ${article(p.title)} ${p.title}` : ""}, and I'm reaching out about the ${p.role} role at ${p.company}.`),
      (p) => sentences(`I hope you're well. I'm ${p.name}${p.title ? `, ${article(p.title)} ${p.title}` : ""}.`, `I came across the ${p.role} role at ${p.company} and wanted to reach out to you.`),
    ],
    evidence: [
      (p) => sentences(p.skills.length > 0 && `My work centres on ${enList(p.skills)}.`, enAchievement(p, 0)),
      (p) => sentences(enAchievement(p, 1), p.skills.length > 0 && `The skills I would bring include ${enList(p.skills)}.`),
      (p) => sentences(p.skills.length > 0 && `I'm skilled in ${enList(p.skills)}.`, enAchievement(p, 0)),
    ],
    ask: [
      (p) => sentences(enAsk(p, 0), "Thank you for your time."),
      (p) => sentences(enAsk(p, 1), "Thank you for considering it."),
      (p) => sentences(enAsk(p, 2), "I appreciate your time."),
    ],
    signOff: [(n) => `Best regards,\n${n}`, (n) => `Kind regards,\n${n}`, (n) => `Many thanks,\n${n}`],
  },
  minimalLinkedin: "Hi, I'd be glad to connect with you about a role at your company. Thank you!",
  minimalSubject: "A question about a role at your company",
};

// ── Arabic ─────────────────────────────────────────────────────────────────────────────────────

const arList = (items: string[]) => (items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join("، ")} و${items[items.length - 1]}`);

function arIntro(p: Parts, v: number): string {
  const who = p.title ? `أنا ${p.name}، وأعمل بمسمّى ${p.title}` : `أنا ${p.name}`;
  if (!p.skills.length) return `${who}.`;
  const skills = arList(p.skills);
  return [`${who}، ومن أبرز مهاراتي ${skills}.`, `${who}، وأجيد ${skills}.`, `${who}، ولديّ مهارات في ${skills}.`][v % 3]!;
}

function arAchievement(p: Parts, v: number): string {
  if (!p.achievement) return "";
  const { line, company } = p.achievement;
  const where = company ? ` في ${company}` : "";
  return v % 2 ? `ومما أنجزته${where}: ${endSentence(line)}.` : `من إنجازاتي${where}: ${endSentence(line)}.`;
}

const AR_INTEREST = [
  (p: Parts) => `يهمّني التقدّم لوظيفة ${p.role} في ${p.company}.`,
  (p: Parts) => `أودّ التواصل معك بشأن وظيفة ${p.role} في ${p.company}.`,
  (p: Parts) => `أتطلّع إلى الانضمام إلى ${p.company} في وظيفة ${p.role}.`,
];

const AR_ASK: Record<Exclude<Intent, "custom">, string[]> = {
  referral: ["هل يمكنك ترشيحي إن رأيت ملفي مناسبًا؟", "يسعدني أن ترشّحني إن وجدت خبرتي مناسبة.", "سأقدّر كثيرًا ترشيحك إن رأيت ملفي مناسبًا للوظيفة."],
  mentor: ["يسعدني أن أتعلّم من خبرتك وإرشادك.", "هل تسمح لي بالاستفادة من إرشادك بين حين وآخر؟", "سأقدّر كثيرًا أي توجيه منك في مسيرتي."],
  call: ["هل لديك وقت لمكالمة قصيرة؟", "هل يمكننا التحدّث قليلًا في وقت يناسبك؟", "يسعدني إجراء محادثة قصيرة معك حين يناسبك."],
  advice: ["يسعدني أن أسمع نصيحتك.", "ستكون أي نصيحة منك ذات قيمة كبيرة لي.", "سأقدّر نصيحتك حول كيفية التميّز في التقديم."],
  openings: ["يسعدني أن أعرف عن أي فرص متاحة في فريقك.", "هل يمكنك إخباري إن كان فريقك يوظّف حاليًا؟", "سأقدّر معرفة أي فرص مناسبة لديكم."],
  connect: ["يسعدني التواصل معك.", "سيكون من الرائع أن نتواصل.", "أتطلّع إلى التواصل معك."],
};

const arAsk = (p: Parts, v: number) => (p.intent === "custom" ? asSentence(p.custom) || AR_ASK.connect[v % 3]! : AR_ASK[p.intent][v % 3]!);

const AR_SUBJECT: Record<Exclude<Intent, "custom" | "connect">, (p: Parts) => string> = {
  referral: (p) => `طلب ترشيح: ${p.role} في ${p.company}`,
  mentor: (p) => `طلب إرشاد: ${p.role} في ${p.company}`,
  call: (p) => `مكالمة قصيرة بشأن ${p.role} في ${p.company}`,
  advice: (p) => `طلب نصيحة بشأن وظيفة ${p.role} في ${p.company}`,
  openings: (p) => `فرص ${p.role} في ${p.company}`,
};

const ar: NetworkingPhrases = {
  list: arList,
  roleAt: (role, company) => `${role} في ${company}`,
  linkedin: [
    (p) => sentences(`مرحبًا ${p.addressee}،`, arIntro(p, 0), arAchievement(p, 0), AR_INTEREST[0]!(p), arAsk(p, 0), "شكرًا لك!"),
    (p) => sentences(`أهلًا ${p.addressee}،`, AR_INTEREST[1]!(p), arIntro(p, 1), arAchievement(p, 1), arAsk(p, 1), `مع التحية، ${p.name}`),
    (p) => sentences(`تحية طيبة ${p.addressee}،`, arIntro(p, 2), AR_INTEREST[2]!(p), arAchievement(p, 0), arAsk(p, 2), "مع الشكر!"),
  ],
  subject: [
    (p) => (p.intent in AR_SUBJECT ? AR_SUBJECT[p.intent as keyof typeof AR_SUBJECT](p) : `وظيفة ${p.role} في ${p.company}`),
    (p) => `${p.role} في ${p.company} — ${p.name}`,
    (p) => `استفسار عن وظيفة ${p.role} في ${p.company}`,
  ],
  email: {
    greeting: [(a) => `مرحبًا ${a}،`, (a) => `تحية طيبة ${a}،`, (a) => `الأستاذ/ة ${a}، تحية طيبة وبعد،`],
    opening: [
      (p) => sentences(p.title ? `اسمي ${p.name}، وأعمل بمسمّى ${p.title}.` : `اسمي ${p.name}.`, `أكتب إليك لاهتمامي بوظيفة ${p.role} في ${p.company}.`),
      (p) => sentences(p.title ? `أنا ${p.name}، وأعمل بمسمّى ${p.title}.` : `أنا ${p.name}.`, `أتواصل معك بشأن وظيفة ${p.role} في ${p.company}.`),
      (p) => sentences(`أرجو أن تكون بخير. أنا ${p.name}${p.title ? `، وأعمل بمسمّى ${p.title}` : ""}.`, `اطّلعت على وظيفة ${p.role} في ${p.company} وأحببت التواصل معك.`),
    ],
    evidence: [
      (p) => sentences(p.skills.length > 0 && `يتركّز عملي على ${arList(p.skills)}.`, arAchievement(p, 0)),
      (p) => sentences(arAchievement(p, 1), p.skills.length > 0 && `ومن المهارات التي أقدّمها ${arList(p.skills)}.`),
      (p) => sentences(p.skills.length > 0 && `أجيد ${arList(p.skills)}.`, arAchievement(p, 0)),
    ],
    ask: [
      (p) => sentences(arAsk(p, 0), "شكرًا لوقتك."),
      (p) => sentences(arAsk(p, 1), "شكرًا لاهتمامك."),
      (p) => sentences(arAsk(p, 2), "أقدّر وقتك كثيرًا."),
    ],
    signOff: [(n) => `مع خالص التقدير،\n${n}`, (n) => `مع أطيب التحيات،\n${n}`, (n) => `مع الشكر،\n${n}`],
  },
  minimalLinkedin: "مرحبًا، يسعدني التواصل معك بشأن وظيفة في شركتكم. شكرًا لك!",
  minimalSubject: "استفسار عن وظيفة في شركتكم",
};

const TABLES: Record<NetworkingLanguage, NetworkingPhrases> = { en, ar };

export function networkingPhrases(language: NetworkingLanguage): NetworkingPhrases {
  return TABLES[language];
}
