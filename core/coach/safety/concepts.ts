/**
 * The concepts the safety layer reasons with, rather than whole phrases: each word of a folded message
 * (core/coach/text.ts `fold`) is mapped to the roles it can play in a message that needs a safety reply —
 * the speaker (`me`), a wish or plan (`wish`), dying or ceasing to exist (`die`), a means (`means`), an
 * acute symptom (`symptom`) or a weaker sign (`sign`), another person (`other`), an assessment (`assess`), an official document
 * (`doc`), making or editing (`make`), and so on — in English, Arabic (MSA and Egyptian) and Franco-Arabic.
 *
 * Two readers use them: ./structure.ts, whose rules are written over roles in order ("a wish, then dying,
 * in the first person"), so "nefsy anam w mas7ash" and "I pray I won't wake up" are one rule; and the
 * learned backstop (./model.ts), which reads the message with its roles appended (`withConcepts`), so a
 * phrasing it never saw still shares features with the ones it learned from.
 */
import { fold, words } from "../text.ts";

export type Concept =
  | "me"
  | "wish"
  | "die"
  | "not"
  | "burden"
  | "means"
  | "farewell"
  | "final"
  | "work"
  | "other"
  | "symptom"
  | "sign"
  | "now"
  | "past"
  | "doer"
  | "forme"
  | "assess"
  | "leak"
  | "answers"
  | "hide"
  | "doc"
  | "make"
  | "fake"
  | "untrue"
  | "authority"
  | "higher"
  | "prepare"
  | "place";

const ARABIC = /[\u0621-\u064A]/;

/** A token and its forms without a glued conjunction or preposition (و ف ب ل) and article (ال، لل). */
function arabicForms(token: string): string[] {
  const out = [token];
  const bases = [token];
  if (token.length > 3 && /^[وف]/.test(token)) bases.push(token.slice(1));
  for (const t of bases) {
    if (t !== token) out.push(t);
    if (t.length > 3 && /^[بلك]/.test(t)) out.push(t.slice(1));
    for (const article of ["بال", "لل", "ال"]) if (t.startsWith(article) && t.length - article.length >= 2) out.push(t.slice(article.length));
  }
  return out;
}

type Lexicon = Partial<Record<Concept, (string | RegExp)[]>>;

const LEXICON: Lexicon = {
  me: ["i", "im", "ive", "id", "me", "my", "myself", "mine", "ana", "انا", "نفسي", "nafsy", "nafsi", "nefsy", "nefsi", "حياتي", "وجودي"],
  wish: ["want", "wanna", "wish", "wished", "hope", "hoping", "pray", "praying", "rather", "plan", "planning", "planned", "going", "gonna",
    "thinking", "thought", "think", "considering", "decided", "ready", "tempted", "urge", "urges", "fantasize", "imagining", "dream",
    "عايز", "عاوز", "عايزه", "عاوزه", "نفسي", "اتمني", "بتمني", "بفكر", "فكرت", "بافكر", "ناوي", "ناويه", "اريد", "ابغي", "ودي", "بدي",
    "قررت", "هموت", "نويت", /^3a[wy]e?z[ae]?$/, /^3aiz[ae]?$/, /^n[ae]fs[iy]$/, /^ba?fa?ka?r$/, /^ba?f[ae]k+[ae]r$/, /^naw[iy]a?$/, /^et?mana$/],
  die: ["die", "died", "dying", "dead", "death", "kill", "killing", "suicide", "suicidal", "alive", "exist", "existing", "existence",
    "disappear", "vanish", "wake", "gone", "living", "live", "overdose", "اموت", "موت", "الموت", "موتي", "انتحر", "انتحار", "اختفي",
    "اعيش", "عايش", "وجودي", "اصحي", "مصحاش", "اصحاش", "اقتل", "انهي", "حياتي", "الحياه", "الدنيا", "اخلص", "امشي",
    /^a?moo?t$/, /^a3[ie]+sh$/, /^3aye?sh$/, /^a?(kh|5)t[ae]f[iy]$/, /^ma?s?h?7ash$/, /^as7a$/, /^a2tel$/, /^aktel$/, /^ent?e?7ar$/,
    /^7a?ya(t[iy]|h)?$/, /^(el)?don[iy]a$/, /^a?(kh|5)las$/],
  not: ["not", "dont", "never", "no", "cant", "wont", "isnt", "doesnt", "nothing", "nobody", "مش", "مبقتش", "معدتش", "لا", "لن", "مفيش",
    "ملوش", "ملهاش", "ما", "مو", /^m[ae]?sh$/, "mish", /^maf[ie]+sh$/, /^mab2etsh$/],
  burden: ["burden", "burdens", "relieved", "relief", "lighter", "without", "better", "عبء", "عبئ", "عاله", "غيري", "بدوني", "احسن",
    /^3eb+2?$/, /^8[ei]+r[iy]$/, /^gh[ei]+r[iy]$/, /^a7san$/],
  means: ["pills", "tablets", "meds", "rope", "bridge", "roof", "rooftop", "blade", "razor", "cuts", "cutting", "cut", "balcony", "ledge",
    "sea", "wall", "train", "gun", "حبوب", "برشام", "حبل", "كوبري", "سطح", "السطوح", "موس", "البلكونه", "بلكونه", "جرحت", "اجرح",
    "شفره", /^7obo+b$/, /^bar(sh|4)a?m$/, /^ga?ra?7t$/],
  farewell: ["goodbye", "goodbyes", "farewell", "note", "notes", "letters", "will", "giving", "gave", "funeral", "peace", "وداع", "وصيتي",
    "وصيه", "جنازتي", "سامحوني", /^wa?da3$/],
  final: ["forever", "permanently", "anymore", "good", "tonight", "again", "last", "للابد", "خلاص", "خالص", "تاني", "نهائي", "khalas",
    "5alas", "khales", "tany", "tani"],
  work: ["job", "jobs", "work", "working", "career", "company", "office", "boss", "manager", "team", "linkedin", "interview", "cv",
    "resume", "salary", "contract", "project", "meeting", "meetings", "deadline", "role", "field", "startup", "market", "applying",
    "commute", "presentation", "exam", "studying", "paycheck", "raise", "notice", "الشغل", "شغل", "الوظيفه", "وظيفه", "الشركه", "شركه",
    "مديري", "المدير", "الفريق", "المجال", "مجال", "المهنيه", "الاجتماعات", "المذاكره", "الامتحان", "المرتب", "لينكدان", "لينكدإن",
    /^sho(3|8)?l$/, /^sherk[ae]$/, /^(el)?magal$/, "mortab"],
  other: ["he", "she", "his", "her", "him", "dad", "mom", "mum", "father", "mother", "son", "daughter", "wife", "husband", "brother",
    "sister", "friend", "colleague", "coworker", "boss", "manager", "grandfather", "grandmother", "grandpa", "grandma", "baby", "kid",
    "child", "someone", "somebody", "guy", "man", "woman", "roommate", "uncle", "aunt", "worker", "neighbour", "neighbor",
    "ابويا", "ابوي", "ابي", "امي", "ماما", "بابا", "ابني", "بنتي", "مراتي", "جوزي", "اخويا", "اختي", "صاحبي", "صاحبتي", "زميلي",
    "زميلتي", "جدي", "جدتي", "حد", "خالي", "عمي", "البيبي", "الراجل", "واحد", /^baba$/, /^mama$/, /^ebn[iy]$/, /^sa7b[iy]$/,
    /^zam[ie]+l[iy]$/, /^gedo$/, /^(ekh|o5|okh)t[iy]$/, /^a(kh|5)oy?a$/, /^m[ae]?rat[iy]$/, /^gooz[iy]$/, /^gozy$/, /^7ad$/, /^wa7ed$/],
  symptom: ["breathe", "breathing", "breath", "gasping", "choking", "chest", "unconscious", "unresponsive", "collapsed",
    "fainted", "seizure", "seizures", "fits", "convulsing", "foaming", "bleeding", "stroke", "drooping", "slurred", "slurring",
    "swallowed", "overdose", "overdosed", "bleach", "poison", "swelling", "swollen", "stabbed", "electrocuted", "blindness", "wheezing",
    "يتنفس", "بيتنفس", "تتنفس", "بتتنفس", "اتنفس", "صدره", "صدري", "اغمي", "بيتشنج", "بتتشنج", "يتشنج", "نزيف", "بتنزف", "بينزف",
    "بلع", "بلعت", "ورم", "بيتنفض", "بتتنفض", "اتعور", "كلور", "سم",
    /^(b|y|be|bi|te|ye)?[iy]?e?t?naf+[ae]s$/, /^s[ae]dr[oiy]$/, /^bala3(et|t)?$/, "slumped", "مغمي", /^(b|be|bi)?y?e?t?shan[ae]g$/, /^klo+r$/, /^bet-?nzef$/],
  sign: ["fell", "blood", "blue", "pale", "vomiting", "numb", "responding", "moving", "waking", "fever", "choked",
    "dizzy", "weak", "confused", "sweating", "throwing", "trapped", "battery", "بطاريه", /^battar[iy]+a$/, "دايخ", "دايخين", "دايخه", "السخونيه", "سخونيه", "بيعرق", "بتعرق",
    /^dayekh(a|een|in)?$/, /^s[ou]khon[iy]+a$/, "بيترعش", "بترتعش", "بيرتعش", "منمل", "shaking", /^mena?m+el$/,
    "وقع", "وقعت", "دم", "الدم", "مايل", "ازرق", "زرقا", "بيرجع", "بيفوق", "بتفوق", "يفوق", "بيتحرك", "سخن", "ماسك",
    "شرب", /^w[ae]?2[ae]?3[ae]?t?$/, /^we2e3et$/, /^(el)?dam$/, /^b[iy]?foo?2$/, /^byfoo2$/, /^b[ie]?ter?od$/, /^beyt7arak$/,
    /^ma2loob$/, /^azra2$/],
  now: ["now", "suddenly", "just", "right", "help", "tonight", "today", "currently", "دلوقتي", "فجاه", "حالا", "الحقوني", "النهارده",
    /^d[ae]?lwa?2t[iy]$/, /^fag2a$/],
  past: ["ago", "last", "history", "recovered", "had", "used", "السنه", "زمان", "كان"],
  doer: ["someone", "somebody", "anyone", "anybody", "friend", "brother", "cousin", "sister", "you", "expert", "freelancer", "person",
    "whoever", "حد", "شخص", "صاحبي", "اخويا", "تحل", "تجاوبني", "تجاوبلي", /^7ad$/, /^sa7b[iy]$/, /^a(kh|5)oy?a$/, /^te7[ae]?l+[oy]?$/],
  forme: ["instead", "place", "behalf", "login", "account", "pretending", "impersonate", "بدالي", "مكاني", "بدلا", "بالنيابه", "باسمي",
    "بدلي", /^bad[ae]l[iy]$/, /^makan[iy]$/],
  assess: ["exam", "exams", "test", "tests", "assessment", "assessments", "quiz", "interview", "certification", "cert", "hackerrank",
    "codility", "ielts", "toefl", "gmat", "gre", "shl", "task", "assignment", "quizzes", "oa", "lockdown", "proctor", "proctored", "proctoring", "interviewer", "interviewers", "لجنه", "اللجنه", /^(el)?lagna$/, "امتحان", "الامتحان", "امتحانات", "اختبار", "الاختبار",
    "انترفيو", "الانترفيو", "اسيسمنت", "الاسيسمنت", "مقابله", "التاسك", /^(el)?exam$/, /^(el)?test$/, /^(el)?assessment$/,
    /^(el)?interview$/, /^(el)?task$/, /^(el)?em?te?7an$/],
  leak: ["leaked", "leak", "dumps", "dump", "مسربه", "المسربه", "اتسربت", "متسربه", "تسريبات",
    /^m[ae]ts?arr?ab[ae]$/],
  answers: ["answers", "questions", "question", "solutions", "اجابات", "الاجابات", "اسئله", "الاسئله", "سؤال", "السؤال", "حلول", "يملي",
    "يمليني", /^[ie]gabat$/, /^(el)?as2el[ae]$/, /^(el)?so2al$/, /^yemly$/],
  hide: ["hide", "hidden", "secretly", "sneak", "undetected", "noticing", "earpiece", "smartwatch", "fool", "bypass", /^sama3a$/, "اخبي", "يكشفوني", "سماعه", "السماعه", "ياخد", "يلاحظ", /^a(kh|5)ab+[iy]$/, /^ye?5od$/],
  doc: ["payslip", "payslips", "paystub", "slip", "certificate", "certificates", "statement", "statements", "letter", "reference",
    "degree", "transcript", "diploma", "contract", "note", "report", "stamp", "letterhead", "clearance", "phd", "masters", "bachelors",
    "id", "passport", "bill", "offer", "عرض", "بطاقه", "البطاقه", "باسبور", "جواز", "توصيه", /^ta2reer$/,
    "مفردات", "شهاده", "الشهاده", "كشف", "خطاب", "جواب", "عقد", "ختم", "ماجستير", "بكالوريوس", "افاده", "تقرير",
    /^mofradat$/, /^sh[ae]had[ae]t?$/, /^kashf$/, /^gawab$/, /^3a2d$/, /^salary$/],
  make: ["make", "create", "generate", "design", "write", "edit", "change", "modify", "photoshop", "forge", "produce", "print", "invent",
    "اعملي", "اعمل", "تعمل", "تعملي", "اعمللي", "عدل", "عدلي", "اعدل", "صمم", "صمملي", "اكتبلي", "زور", "زورلي", "اغير", "غير",
    "buy", "purchase", "اشتري", "give", "اديني", /^e?3mel+[iy]?$/, /^ta3mel+[iy]?$/, /^3adel$/, /^[gh]ayar$/, /^e?kt[ie]b(ly|li)?$/,
    /^a?shtery$/, /^edini$/],
  fake: ["fake", "forged", "fabricated", "falsified", "legit", "convincing", "believable", "realistic", "looks", "مزور", "مزوره",
    "مضروب", "مضروبه", "وهمي", "وهميه", "حقيقي", "حقيقيه", /^m[ie]zawa?ra?$/, /^mad?roo?b[ae]?$/],
  untrue: ["never", "didnt", "wont", "dropped", "failed", "closed", "knowing", "doesnt", "isnt", "مخلصتش", "معييش", "مشتغلتش",
    "يعرف", "يتاكد", "مقفوله", "قاعد", /^ma?5last[ei]sh$/, /^m3ayesh$/, /^ma?shta8alt[ei]sh$/, /^ye3raf$/],
  authority: ["bank", "embassy", "visa", "hr", "employer", "company", "officer", "immigration", "السفاره", "البنك", "الفيزا", "الشركه",
    /^(el)?safara$/, /^(el)?bank$/],
  higher: ["higher", "bigger", "more", "larger", "better", "اكبر", "اعلي", "اعلى", /^akbar$/, /^\d+k$/],
  prepare: ["prepare", "preparing", "practice", "practise", "study", "studying", "tips", "prep", "sample", "how", "detect", "report",
    "اذاكر", "استعد", "اتمرن", "بيكشفوا", /^azaker$/],
  place: ["from", "in", "at", "of", "for", "on", "من", "في", /^(men|mn|fe|fel|f|fi|fil|fl)$/],
};

interface CompiledLexicon {
  exact: Map<string, Concept[]>;
  patterns: [RegExp, Concept][];
}

const COMPILED: CompiledLexicon = (() => {
  const exact = new Map<string, Concept[]>();
  const patterns: [RegExp, Concept][] = [];
  for (const [concept, items] of Object.entries(LEXICON) as [Concept, (string | RegExp)[]][]) {
    for (const item of items) {
      if (item instanceof RegExp) patterns.push([item, concept]);
      else {
        const key = fold(item).trim();
        const list = exact.get(key) ?? [];
        if (!list.includes(concept)) list.push(concept);
        exact.set(key, list);
      }
    }
  }
  return { exact, patterns };
})();

const TOKEN_CACHE = new Map<string, readonly Concept[]>();
const NONE: readonly Concept[] = [];

/** The concepts one folded token can stand for (none for most words). */
export function conceptsOf(token: string): readonly Concept[] {
  const cached = TOKEN_CACHE.get(token);
  if (cached) return cached;
  const found = new Set<Concept>();
  for (const form of ARABIC.test(token) ? arabicForms(token) : [token]) {
    for (const c of COMPILED.exact.get(form) ?? NONE) found.add(c);
  }
  if (!ARABIC.test(token) && /[a-z]/.test(token)) for (const [p, c] of COMPILED.patterns) if (p.test(token)) found.add(c);
  const out = found.size ? [...found] : NONE;
  if (TOKEN_CACHE.size > 20_000) TOKEN_CACHE.clear();
  TOKEN_CACHE.set(token, out);
  return out;
}

/** A folded message as tokens, each with its concepts. */
export interface Reading {
  folded: string;
  tokens: string[];
  concepts: (readonly Concept[])[];
}

export function read(text: string): Reading {
  const folded = fold(text);
  const tokens = words(folded);
  return { folded, tokens, concepts: tokens.map(conceptsOf) };
}

/**
 * The message the learned backstop reads: the folded text, then each concept it mentions as a word
 * (`zzwish zzdie`), in the order they occur, so word bigrams of concepts ("zzwish zzdie",
 * "zzother zzsymptom") are features too.
 */
export function withConcepts(folded: string): string {
  const tags: string[] = [];
  for (const token of words(folded)) for (const c of conceptsOf(token)) if (c !== "place") tags.push(`zz${c}`);
  return tags.length ? `${folded} ${tags.join(" ")}` : folded;
}
