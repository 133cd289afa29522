/**
 * Recognises the messages the coach must not answer with career advice: a possible medical
 * emergency, thoughts of self-harm, a request to cheat on an exam or assessment, or a request
 * to forge documents or deceive an employer. English, Modern Standard Arabic, Egyptian dialect,
 * Franco-Arabic (Arabizi) and a mix of them.
 *
 * How it reads a message:
 *  1. `fold` it (core/coach/text.ts): lower case, Arabic spelling variants merged, punctuation
 *     gone, so "Can't" is `cant` and "أؤذي" is `اؤذي`.
 *  2. Blank out the phrases that only look alarming ("cheat sheet", "career suicide", "off my
 *     chest", "accused of cheating", "fake it till you make it"): they are removed before any
 *     rule runs, so "a cheat sheet, and help me cheat on the exam" is still caught.
 *  3. Run each category's rules: whole phrases (`hasPhrase`), or two kinds of word near each
 *     other ("cheat" within a few words of "exam", "fake" near "certificate"). A word preceded
 *     by a negation ("I don't want to cheat", "مش عايز اغش") does not count. Then the structural
 *     rules of ./structure.ts, written over the roles words play (./concepts.ts): a wish to die in
 *     the first person, a person with two acute signs, someone else taking the user's assessment,
 *     an official paper made with a sign it is untrue. Dying or disappearing from a job or a place
 *     ("عايز اختفي من لينكدإن") is a figure of speech and silences the self-harm phrases.
 *  4. When no rule fired, ask the learned backstop (./model.ts, trained by
 *     scripts/train-coach-safety.mjs); its category counts only above a per-category threshold
 *     chosen so ordinary career questions are almost never flagged.
 *
 * Biased to ask for help when in doubt for the two urgent categories (a wrong "call 123" costs
 * a moment; a missed one can cost a life), and to stay quiet when in doubt for cheating and
 * fraud (a wrong refusal insults an honest user). Hiding a second job is deliberately not
 * flagged: whether it is allowed depends on the contract and the country, so the coach answers
 * it normally.
 *
 * `npm run eval:coach-safety` grades it on the phrasing sets in ./data; blind2.jsonl and blind3.jsonl there are kept
 * out of tuning, so their recall is the honest estimate for phrasings nobody wrote a rule for.
 */
import { fold, hasPhrase, words } from "../text.ts";
import { read } from "./concepts.ts";
import { modelSafety } from "./model.ts";
import { declines, figurative, STRUCTURAL_RULES } from "./structure.ts";

export const SAFETY_CATEGORIES = ["medical_emergency", "self_harm", "cheating", "fraud"] as const;
export type SafetyCategory = (typeof SAFETY_CATEGORIES)[number];

/** Long pasted texts (a resume) are read up to here; a cry for help is never that deep in one. */
const MAX_CHARS = 6000;

// ---------------------------------------------------------------------------------------------
// Word classes
// ---------------------------------------------------------------------------------------------

type WordTest = (token: string) => boolean;

const ARABIC = /[\u0621-\u064A]/;

/** A token and its forms without a glued conjunction/preposition (و ف ب ل) or article (ال، لل). */
function forms(token: string): string[] {
  if (!ARABIC.test(token)) return [token];
  const out = new Set<string>([token]);
  for (const t of [token, token.length > 3 && /^[وف]/.test(token) ? token.slice(1) : ""]) {
    if (!t) continue;
    out.add(t);
    if (t.length > 3 && /^[بلك]/.test(t)) out.add(t.slice(1));
    for (const article of ["بال", "كال", "لل", "ال"]) {
      if (t.startsWith(article) && t.length - article.length >= 2) out.add(t.slice(article.length));
    }
  }
  return [...out];
}

/** A word class: exact words (after `fold`) and anchored patterns, tried on every form of a token. */
function wordClass(...items: (string | RegExp)[]): WordTest {
  const exact = new Set(items.filter((i): i is string => typeof i === "string").map((w) => fold(w).trim()));
  const patterns = items.filter((i): i is RegExp => i instanceof RegExp);
  const seen = new Map<string, boolean>();
  return (token) => {
    let hit = seen.get(token);
    if (hit === undefined) {
      hit = forms(token).some((f) => exact.has(f) || patterns.some((p) => p.test(f)));
      if (seen.size < 5000) seen.set(token, hit);
    }
    return hit;
  };
}

/** Words that turn what follows into its opposite ("I don't want to cheat", "مش عايز اغش"). */
const NEGATION = wordClass("not", "dont", "never", "wont", "without", "no", "avoid", "against", "stop", "prevent", "detect", "catch",
  "spot", "report", "reporting", "reported", "بيكشفوا", "يكشفوا", "بيكتشفوا", "ابلغ", "امنع", "نمنع", "يمنع", "منع", "اكتشف", "نكتشف", "اكشف",
  "مش", "مو", "لا", "لن", "بدون", "ماعايزش", "msh", "mesh", "mish", "mosh", "m4");

/** Whether the token at `index` has a negation within `span` words before it. */
function negated(tokens: string[], index: number, span = 3): boolean {
  for (let j = Math.max(0, index - span); j < index; j++) if (NEGATION(tokens[j])) return true;
  return false;
}

/**
 * Whether some token of class `a` (not negated, when `checkNegation`) has a token of class `b`
 * at most `before` words before it or `after` words after it.
 */
function near(tokens: string[], a: WordTest, b: WordTest, before: number, after: number, checkNegation = false): boolean {
  for (let i = 0; i < tokens.length; i++) {
    if (!a(tokens[i])) continue;
    if (checkNegation && negated(tokens, i)) continue;
    for (let j = Math.max(0, i - before); j <= Math.min(tokens.length - 1, i + after); j++) {
      if (j !== i && b(tokens[j])) return true;
    }
  }
  return false;
}

/** Whether the tokens of `sequence` appear in order, each at most `gap` words after the previous. */
function inOrder(tokens: string[], sequence: WordTest[], gap: number): boolean {
  const from = (position: number, step: number): boolean => {
    if (step === sequence.length) return true;
    const end = step === 0 ? tokens.length - 1 : Math.min(tokens.length - 1, position + gap + 1);
    for (let j = step === 0 ? 0 : position + 1; j <= end; j++) {
      if (sequence[step](tokens[j]) && from(j, step + 1)) return true;
    }
    return false;
  };
  return from(-1, 0);
}

/** A phrase list split by script: a message without Arabic letters cannot contain an Arabic phrase, nor one without Latin letters a Latin one. */
interface PhraseList {
  /** Latin phrases, folded and padded (" kill myself "). */
  latin: string[];
  /** Arabic phrases as written (hasPhrase allows their glued prefixes and suffixes). */
  arabic: string[];
  /** Arabic phrases, folded and padded, for blanking. */
  arabicFolded: string[];
}

const PHRASE_LISTS = new WeakMap<readonly string[], PhraseList>();
const LATIN = /[a-z0-9]/;

function phraseList(phrases: readonly string[]): PhraseList {
  let list = PHRASE_LISTS.get(phrases);
  if (!list) {
    list = { latin: [], arabic: [], arabicFolded: [] };
    for (const phrase of phrases) {
      const folded = fold(phrase).trim();
      if (!folded) continue;
      if (ARABIC.test(folded)) {
        list.arabic.push(phrase);
        list.arabicFolded.push(` ${folded} `);
      } else list.latin.push(` ${folded} `);
    }
    PHRASE_LISTS.set(phrases, list);
  }
  return list;
}

/** Whether `folded` contains one of `phrases` as whole words (an Arabic one may carry a glued prefix or suffix). */
function anyPhrase(folded: string, phrases: readonly string[]): boolean {
  const list = phraseList(phrases);
  if (LATIN.test(folded)) for (const p of list.latin) if (folded.includes(p)) return true;
  if (ARABIC.test(folded)) for (const p of list.arabic) if (hasPhrase(folded, p)) return true;
  return false;
}

/** Replaces each phrase (folded, whole words) with a neutral mark so no rule sees its words. */
function blank(folded: string, phrases: readonly string[]): string {
  const list = phraseList(phrases);
  let out = folded;
  if (LATIN.test(out)) for (const p of list.latin) while (out.includes(p)) out = out.replace(p, " ~ ");
  if (ARABIC.test(out)) for (const p of list.arabicFolded) while (out.includes(p)) out = out.replace(p, " ~ ");
  return out;
}

// ---------------------------------------------------------------------------------------------
// Medical emergency
// ---------------------------------------------------------------------------------------------

const MEDICAL_NEUTRAL = [
  "heart of the matter", "heart of the problem", "chest of drawers", "treasure chest", "war chest", "off my chest",
  "off your chest", "gave me a heart attack", "give me a heart attack", "giving me a heart attack", "gives me a heart attack",
  "almost had a heart attack", "nearly had a heart attack", "almost gave me a heart attack", "unconscious bias",
  "subconscious", "stroke of luck", "stroke of genius", "brush stroke", "brush strokes", "heat of the moment",
  // Breathing said of a job or a team is a figure; said of a room or an office it may be literal, and is answered.
  "cant breathe in this job", "cant breathe in this team", "cant breathe in this toxic team", "cant breathe in this company",
  "cant breathe in this environment", "cant breathe in this toxic environment",
  "cant breathe in this workplace", "cant breathe in this toxic workplace", "cant breathe in this role",
  "breathe easy", "breathing room", "breath of fresh air", "catch my breath after", "pass out flyers", "passed out flyers",
  "almost fainted", "nearly fainted", "almost passed out", "passed out from college", "passed out from university",
  "passed out of college", "passed out of university", "passed out from school", "passed out in the year", "year of passing out",
  "choking under pressure", "choke under pressure", "overdose prevention", "overdose awareness", "overdose response",
  "collapsed on the couch", "collapsed on the sofa", "collapsed on my bed", "collapsed into bed", "collapse on the couch",
  "collapse into bed", "collapsed in bed", "unconscious competence", "unconscious incompetence", "unconscious mind", "blood sweat and tears",
  "heart attack about", "heart attack over", "overdosed on coffee", "overdose on coffee", "overdosed on caffeine", "overdosed on sugar", "new blood", "bad blood", "in my blood", "fresh blood", "blacked out my", "blacked out the", "black out my", "black out the", "bleeding money", "bleeding cash", "bleeding talent", "bleeding edge",
  // Egyptian hyperbole: "this job will give me a stroke".
  "هيجيبلي جلطه", "هتجيبلي جلطه", "جابلي جلطه", "جابتلي جلطه", "هيجيلي جلطه", "هتجيلي جلطه", "جالي جلطه", "جاتلي جلطه",
];

const MEDICAL_PHRASES = [
  // Chest pain and heart attack.
  "chest pain", "chest pains", "pain in my chest", "pain in the chest", "chest hurts", "chest is hurting", "chest feels tight",
  "tight chest", "tightness in my chest", "chest tightness", "pressure in my chest", "crushing pain", "heart attack",
  "cardiac arrest",
  // Breathing.
  "cant breathe", "can t breathe", "cannot breathe", "cant catch my breath", "trouble breathing", "difficulty breathing",
  "hard to breathe", "struggling to breathe", "short of breath", "shortness of breath", "not breathing", "stopped breathing",
  "choking on", "is choking", "started choking", "throat is closing", "throat closing", "anaphylaxis", "anaphylactic",
  // Fainting.
  "fainted", "fainting", "feel faint", "feeling faint", "going to faint", "gonna faint", "about to faint", "passed out",
  "about to pass out", "going to pass out", "gonna pass out", "lost consciousness", "losing consciousness", "is unconscious",
  "went unconscious", "fell unconscious", "found unconscious", "isnt waking up", "not waking up", "wont wake up", "cant wake him", "cant wake her",
  "he is unresponsive", "she is unresponsive", "he unresponsive", "she unresponsive",
  // Stroke.
  "having a stroke", "signs of a stroke", "stroke symptoms", "symptoms of a stroke", "face is drooping",
  "face drooping", "drooping face", "slurred speech", "speech is slurred", "slurring my words", "numb on one side",
  "one side of my body", "one side of my face", "sudden numbness", "sudden weakness", "cant move my arm", "cant feel my arm",
  "cant feel my left arm", "cant move my left arm", "cant feel my right arm", "cant move my right arm", "cant feel my face",
  "cant feel one side", "cant move one side",
  // Overdose, poisoning, seizures, bleeding.
  "overdose", "overdosed", "took too many pills", "taken too many pills", "took a whole bottle", "swallowed pills",
  "too many sleeping pills", "a seizure", "having seizure", "having seizures", "seizures", "bleeding heavily",
  "wont stop bleeding", "severe bleeding", "drank bleach", "was poisoned", "been poisoned",
  "turning blue", "lips are blue", "lips turned blue", "allergic reaction", "convulsion", "convulsions", "convulsing", "barely conscious",
  "going to black out", "gonna black out", "about to black out", "keep blacking out", "blacking out", "asthma attack", "cant get air",
  "cant get any air", "gasping for air", "gasping for breath", "slurring", "is unconscious", "lying unconscious", "lay unconscious",
  "found him unconscious", "found her unconscious", "lying on the floor",
  "semi conscious", "semiconscious", "barely breathing", "barely responsive", "not conscious", "isnt conscious", "فاقدا للوعي",
  "فاقدا الوعي", "فاقد للوعي", "فاقده للوعي",
  // Arabic (MSA and Egyptian).
  "الم في صدري", "الم في الصدر", "الم بالصدر", "الم صدري", "الام في صدري", "الام في الصدر", "وجع في صدري", "وجع في الصدر",
  "وجع صدري", "صدري بيوجعني", "صدري واجعني", "صدري وجعني", "صدري بيوجع", "صدري يوجعني", "صدري يؤلمني", "ضيق في التنفس",
  "ضيق تنفس", "ضيق النفس", "صعوبه في التنفس", "صعوبه التنفس", "صعوبه تنفس", "مش قادر اتنفس", "مش قادره اتنفس",
  "مش عارف اتنفس", "مش عارفه اتنفس", "مش قادر اخد نفسي", "مش قادره اخد نفسي", "لا استطيع التنفس", "لا اقدر اتنفس",
  "ما اقدر اتنفس", "مو قادر اتنفس", "مش قادر يتنفس", "مش قادره تتنفس",
  "مش بيتنفس", "مش بتتنفس", "لا يستطيع التنفس", "لا تستطيع التنفس", "اغمي علي", "اغمي عليا", "اغمي عليه", "اغمي عليها", "هيغمي علي", "حيغمي علي",
  "هيغمي عليا", "فقدت الوعي", "فقد الوعي", "فقدت الوعي", "فاقد الوعي", "فاقده الوعي", "اغماء", "ازمه قلبيه", "نوبه قلبيه",
  "جلطه في القلب", "جلطه قلبيه", "جلطه في المخ", "جلطه دماغيه", "سكته دماغيه", "سكته قلبيه", "اعراض جلطه", "اعراض الجلطه",
  "عندي جلطه", "وقع ومش بيرد", "وقعت ومش بترد", "وقع من طوله", "وقعت من طولها", "مش بيفوق", "مبيفوقش", "مش بتفوق", "مبتفوقش", "مش راضي يفوق", "وشي مايل", "بقي معوج", "مش قادر احرك دراعي", "مش قادر احرك ايدي", "جرعه زايده", "جرعه زائده",
  "بلعت حبوب", "خدت حبوب كتير", "اخدت حبوب كتير", "بلعت علبه", "شربت سم", "تسمم", "تشنجات", "نزيف شديد", "نزيف مش بيقف",
];

const CHEST = wordClass("chest", "صدري", "صدر", /^s[aie]dr[iy]?$/);
const CHEST_PAIN = wordClass("pain", "pains", "hurts", "hurt", "hurting", "ache", "aching", "tight", "tightness", "pressure",
  "squeezing", "crushing", "burning", "heavy", "الم", "الام", "وجع", "بيوجعني", "واجعني", "يوجعني", "بيوجع", "وجعني", "يؤلمني",
  "تقل", "تقيل", "بيتقل", "بيضغط", "alam", /^wa?ga?3$/, /^b?y[ae]?w?ga3n[iy]$/, /^wa[g]?[ae]?3n[iy]$/, "wag3");
const ARM_JAW = wordClass("arm", "jaw", "shoulder", "دراعي", "دراع", "ذراعي", "ذراع", "فكي", "كتفي", /^dra3[iy]?$/);
const ARM_SYMPTOM = wordClass("pain", "numb", "numbness", "tingling", "hurts", "aching", "aches", "ache", "hurting", "الم", "وجع", "تنميل", "منمل", "بيوجعني",
  "واجعني", "alam", "wag3", /^tanmeel$/);
const WARNING_SIGN = wordClass("chest", "sweating", "sweaty", "dizzy", "nauseous", "nausea", "breath", "breathe", "صدري", "صدر",
  "عرق", "عرقان", "دايخ", "دوخه", "غثيان");

/** Arabizi: "msh 2ader atnafes" (I can't breathe), "oghma 3alaya" (I fainted). */
const ZI_NOT = wordClass("msh", "mesh", "mish", "mosh", "mush", "m4", /^ma3ad(e)?sh$/, /^m[ae]?b2?[ae]?[e]?tsh$/, /^mab2etsh$/);
const ZI_ABLE = wordClass(/^2?a?d[ae]?r[ae]?$/, /^2ad[ae]?r[ae]?$/, /^2ader$/, /^ader$/, /^2adra$/, /^adra$/, /^3aref$/, /^3arfa$/);
const ZI_BREATHE = wordClass(/^at?naf[ae]s$/, /^atnafes$/);
const ZI_FAINT = wordClass(/^(o|u)?(gh|8)m[aie]$/, /^(o|u)?(gh|8)my$/);
const ZI_ON_ME = wordClass(/^3[ae]?l[ae]?[iy]+a?$/, /^3alaya$/, /^3alia$/);
const ZI_HEART = wordClass(/^azm[ae]$/, /^nob[ae]$/);
const ZI_CARDIAC = wordClass(/^2?al?b[iy](y|e)?[ae]h?$/, /^2albeya$/, /^2alby[ae]$/);

/**
 * An event in the past, told as background ("my father had a heart attack last year, how do I explain
 * the gap"), with nothing said to be happening now.
 */
const PAST_CONTEXT = ["last year", "last month", "years ago", "months ago", "a year ago", "recovered", "recovering", "recovery",
  "survived", "history of", "career gap", "employment gap", "gap in my resume", "gap in my cv", "medical leave", "sick leave",
  "السنه اللي فاتت", "من سنه", "من سنتين", "اتعافيت", "تعافيت", "فتره انقطاع", "اجازه مرضيه"];
const PRESENT_CONTEXT = ["right now", "today", "tonight", "currently", "at the moment", "still", "again", "keeps", "just",
  "دلوقتي", "الان", "حاليا", "النهارده", "لسه", "تاني"];

const SWALLOWED = wordClass("swallowed", "took", "taken", "ate", "overdosed", "drank", "بلعت", "خدت", "اخدت", "شربت", "اخذت", "بلع",
  "شرب", "شربت", /^a?(kh|5)adt$/, /^bala3t?$/, /^shr[ie]bt?$/);
const PILLS = wordClass("pills", "tablets", "pill", "painkillers", "sleeping", "medication", "meds", "medicine", "حبوب", "برشام", "اقراص",
  "دوا", "دواء", "منوم", "علاج", /^bar(sh|4)[ao]o?[ml]$/, /^dawa[a2]?$/, /^7[o]?boo?b$/);
const LOTS = wordClass("bunch", "lot", "lots", "many", "whole", "all", "handful", "entire", "bottle", "box", "packet", "strip", "كتير", "علبه",
  "شريط", "كل", "كميه", "كلها", "كله", /^3elb(et|a|ah)$/, /^sh?ereet$/, /^kol(ha|o|oh)?$/, /^k[e]?t[ie]+r$/, /^\d{2,}$/);
/** Household poisons and objects a child swallows. */
const INGESTED = wordClass("drank", "drunk", "swallowed", "ate", "eaten", "inhaled", "شرب", "شربت", "بلع", "بلعت", "اكل", "اكلت", /^shr[ie]b(t)?$/,
  /^bala3(t)?$/);
const TOXIC = wordClass("toxic", "chemical", "chemicals", "poisonous", "cleaner", "كيماوي", "كيماويات", "مطهر", "ديتول");
const POISON = wordClass("bleach", "chlorine", "detergent", "poison", "pesticide", "antifreeze", "battery", "batteries", "clorox",
  "كلور", "كلوركس", "سم", "مبيد", "جاز", "بنزين", "بوتاس", "بطاريه", "سولار", /^kl?or(ox)?$/);
/** A negation before a vital sign ("مش بيفوق", "mesh beyrod", "ولا يتنفس", "isn't breathing"). */
const NOT_VITAL = wordClass("مش", "ومش", "ومو", "ولا", "وما", "مو", "لا", "ما", "مب", "مهوش", "مهيش", "مبقاش", "msh", "mesh", "mish", "mosh", "mush", "m4", "not", "isnt",
  "wont", "barely", "hardly", "stopped");
const BREATHING = wordClass(/تنفس(ش)?$/, /^(b|y|be|bi|t|a|n)?[iey]?[e]?t?naf+[ae]s(h)?$/, "breathing", "breathe", "breath", "breathin");
const CANT = wordClass("cant", "cannot", "couldnt", "unable", "struggling", "struggle", "trouble", "difficulty", "hard", "hardly", "barely");
const RESPONDING = wordClass(/^(بي|بت|ي|ت)(رد|فوق|صحي|صحا|تحرك|نطق)(ش)?$/, /^b?[iey]?[e]?y?(rod|rood|foo2|fo2|fou2|s7a|so7a)$/,
  /^(b|m)?[iey]?[ty]?-?(rod|rood|foo2|fo2|fou2|s7a|so7a)$/, "responding",
  "responsive", "waking", "wake", "answering", "moving");
const HEART_WORD = wordClass("heart", "heartbeat", "pulse", "قلبي", "قلبه", "ضربات", /^2alb[iy]$/);
const HEART_WRONG = wordClass("irregular", "racing", "pounding", "skipping", "stopping", "فاصل", "بيقف", "هيقف", "هيوقف", "واقف", "بيدق",
  /^hay2af$/, /^bey2af$/, /^wa2ef$/);
const FAINTISH = wordClass("dizzy", "faint", "lightheaded", "black", "blackout", "chest", "breath", "breathe", "دايخ", "دوخه", "دايخه", "صدري",
  /^daye(kh|5)$/, /^dokha$/);
const SPEECH = wordClass("speak", "talk", "speech", "words", "اتكلم", "يتكلم", "تتكلم", "الكلام", "كلامي", "كلامه", "كلامها");
const SUDDEN_SIGN = wordClass("sudden", "suddenly", "weak", "numb", "drooping", "فجاه", "مايل", "منمل");
const BLOOD = wordClass("blood", "دم", "الدم");
/** Convulsing on the floor, blue lips, half the body not moving. */
const SHAKING = wordClass("shaking", "jerking", "twitching", "convulsing", "بيترعش", "بتترعش", "بيتنفض", "بتتنفض", "بيرتعش", "بترتعش");
const SHAKING_SIGN = wordClass("floor", "ground", "uncontrollably", "eyes", "foaming", "مش", "الارض", "عينه", "عينها", "حاسه", "حاسس");
const LIPS = wordClass("lips", "lip", "شفايفي", "شفايفه", "شفايفها", "شفايف", "شفتاه", "شفتيه");
const BLUE = wordClass("blue", "زرقا", "ازرق", "زرقاء", "زرق");
const HALF_BODY = / (نص|نصف|half|one side of|the left side of|the right side of) (his |her |my )?(جسم|جسمه|جسمي|جسمها|body|وشه|وشها|وشي|face) /;
const HALF_BODY_SIGN = wordClass("فجاه", "suddenly", "sudden", "cant", "numb", "weak", "يحرك", "تحرك", "احرك", "move", "moving", "مش", "مشلول");
/** A chest feeling tied to a thought ("my chest is tight when I think about my manager") is stress, not a symptom. */
const STRESS_TRIGGER = / (when i think about|whenever i think|when i see my|لما افتكر|لما بفكر|لما اشوف) /;
const GUSHING = wordClass("gushing", "pouring", "spurting", "everywhere", "losing", "pool", "كتير", "جامد", "وايد", "بيشر", "مغرق");
/** Someone falling or collapsing ("وقع", "طاح", "we2e3", "fell", "on the floor"). */
const FELL = wordClass("وقع", "وقعت", "سقط", "سقطت", "طاح", "طاحت", "اغمي", "انهار", "انهارت", "fell", "fallen", "collapsed", "floor", "ground",
  "fainted", "electrocuted", "crashed", "crash", "اتكهرب", "اتخبط", "خبطته", "خبطتها", /^w[aie]?2[aie]?3(et|it)?$/, /^ta7$/, /^oghma$/);
const NOT_A_FALL = wordClass("out", "through", "apart", "behind", "short", "for", "in", "into", "flat", "off");
const BUSINESS = wordClass("sales", "revenue", "money", "cash", "company", "business", "startup", "budget", "quarter", "clients", "customers",
  "talent", "profits", "market");
const BLEEDING = wordClass("bleeding", "bleeds", "ينزف", "بينزف", "تنزف", "بتنزف", "نازف", "نازفه", "نزيف", /^b?[iey]?[e]?nzef$/, /^nazeef$/);
const HEAVILY = wordClass("lot", "heavily", "badly", "much", "everywhere", "profusely", "wont", "head", "وايد", "كتير", "جامد", "اوي", "جدا",
  "راسه", "راسها", "راسي", "بغزاره", "قوي", /^kteer$/, /^gamed$/, /^awy$/);
const FACE_SIDE = wordClass("face", "half", "side", "وشي", "وشه", "وشها", "وجهي", "وجهه", "نص", "wesh", "weshy", "weshi");
const NUMB = wordClass("numb", "numbness", "drooping", "droopy", "paralyzed", "paralysed", "تنميل", "منمل", "مشلول", "مايل", "متنمل");
const SWELLING_PART = wordClass("throat", "tongue", "lips", "زوري", "لساني", "شفايفي", "حلقي", "زوره", "لسانه");
const SWELLING = wordClass("swelling", "swollen", "closing", "بيتقفل", "وارم", "ورم", "منفوخ");

/** Someone asking about their work (a nurse's interview question), not describing what is happening to them. */
const PROFESSIONAL_CONTEXT = ["patient", "patients", "triage", "treat", "treats", "treating", "cardiologist", "cardiology",
  "nurse", "nursing", "paramedic", "physician", "medical student", "become a", "nclex", "osce", "usmle", "case study", "scenario", "first aid course",
  "cpr course", "interview question", "exam question", "pharmacist", "pharmacy", "pharmacology", "toxicologist", "licensing exam",
  "licensing exams", "board exam", "emergency medicine", "what would you do if", "how would you handle", "how would you respond", "مريض", "المريض", "مرضي", "حاله مرضيه"];
const PERSONAL_CONTEXT = ["my chest", "my arm", "my jaw", "my face", "my heart", "my speech", "my breathing", "i have", "im having",
  "i am having", "i feel", "i cant", "i fainted", "i passed out", "my father", "my mother", "my dad", "my mom", "my husband",
  "my wife", "my friend", "my colleague", "my coworker", "my son", "my daughter", "my brother", "my sister", "right now",
  "عندي", "صدري", "دراعي", "حاسس", "حاسه", "ابويا", "امي", "ابي", "زوجي", "زوجتي", "دلوقتي", "الان"];

const COLLAPSED = wordClass("collapsed", "collapse", "collapses", "collapsing");
const PERSON = wordClass("i", "im", "he", "she", "someone", "somebody", "colleague", "coworker", "friend", "father", "mother", "dad",
  "mom", "husband", "wife", "son", "daughter", "brother", "sister", "man", "woman", "boss", "manager");
/** "I passed out from Cairo University in 2019" is Indian and Egyptian English for graduating. */
const GRADUATED = / passed out (from|of|in) (\S+ ){0,3}(university|college|school|institute|batch|engineering|\d{4}) /g;

function medicalEmergency(original: string, tokens: string[]): boolean {
  const folded = original.replace(GRADUATED, " ~ ");
  if (folded !== original) tokens = words(folded);
  const hit =
    near(tokens, COLLAPSED, PERSON, 3, 0) ||
    (near(tokens, SWALLOWED, PILLS, 0, 7) && near(tokens, PILLS, LOTS, 4, 3)) ||
    near(tokens, SWALLOWED, POISON, 0, 3) ||
    near(tokens, INGESTED, TOXIC, 0, 3) ||
    (near(tokens, HEART_WORD, HEART_WRONG, 0, 5) && tokens.some(FAINTISH) && !/ (nerves|nervous|anxious|anxiety|before (the |my |an )?(interview|interviews|presentation|presentations|exam|exams)) /.test(folded)) ||
    (near(tokens, SPEECH, CANT, 3, 0) && tokens.some(SUDDEN_SIGN)) ||
    near(tokens, BLOOD, GUSHING, 3, 3) ||
    (tokens.some(SHAKING) && tokens.some(SHAKING_SIGN)) ||
    near(tokens, LIPS, BLUE, 3, 3) ||
    (HALF_BODY.test(folded) && tokens.some(HALF_BODY_SIGN)) ||
    inOrder(tokens, [NOT_VITAL, BREATHING], 2) ||
    inOrder(tokens, [CANT, BREATHING], 1) ||
    (tokens.some((t, i) => FELL(t) && !NOT_A_FALL(tokens[i + 1] ?? "")) &&
      tokens.some((t, i) => RESPONDING(t) && tokens[i + 1] !== "to" && tokens.slice(Math.max(0, i - 3), i).some(NOT_VITAL))) ||
    (near(tokens, BLEEDING, HEAVILY, 3, 3) && !tokens.some(BUSINESS)) ||
    near(tokens, FACE_SIDE, NUMB, 4, 4) ||
    near(tokens, SWELLING_PART, SWELLING, 0, 3) ||
    anyPhrase(folded, MEDICAL_PHRASES) ||
    (near(tokens, CHEST, CHEST_PAIN, 4, 4) && !STRESS_TRIGGER.test(folded)) ||
    / (sitting|weight|pressing|pushing|standing) on my chest /.test(folded) ||
    (near(tokens, ARM_JAW, ARM_SYMPTOM, 4, 4) && tokens.some(WARNING_SIGN)) ||
    inOrder(tokens, [ZI_NOT, ZI_ABLE, ZI_BREATHE], 1) ||
    inOrder(tokens, [ZI_FAINT, ZI_ON_ME], 0) ||
    inOrder(tokens, [ZI_HEART, ZI_CARDIAC], 0);
  if (!hit) return false;
  if (anyPhrase(folded, PAST_CONTEXT) && !anyPhrase(folded, PRESENT_CONTEXT)) return false;
  // "How do I answer an interview question about a patient with chest pain?" is a work question.
  return !(anyPhrase(folded, PROFESSIONAL_CONTEXT) && !anyPhrase(folded, PERSONAL_CONTEXT));
}

// ---------------------------------------------------------------------------------------------
// Self-harm
// ---------------------------------------------------------------------------------------------

const SELF_HARM_NEUTRAL = [
  "take my life back", "taking my life back", "took my life back", "take back my life", "taking back my life",
  "wake up early", "wake up so early", "wake up for work", "wake up for the", "wake up before",
  "career suicide", "professional suicide", "social suicide", "political suicide", "commercial suicide", "suicide squad",
  "killing myself studying", "killing myself working", "killing myself with work", "killing myself over", "killing myself for",
  "killing myself to", "killing myself at work", "killing myself at the gym", "die of embarrassment", "died of embarrassment",
  "dying of embarrassment", "suicide prevention", "suicide awareness", "cut myself off", "cutting myself off",
  "cut myself some slack", "cutting myself some slack", "death of my career", "career death", "death by meetings", "death by powerpoint", "end things with", "ending things with", "ended things with", "end things on", "ending things on", "end things well",
  "end things professionally", "end things politely", "ending things politely", "ending things professionally", "jump ship",
  "jumping ship", "jumped ship", "farewell email", "goodbye email", "goodbye message to my team", "goodbye letter to my team",
  "goodbye letter to my colleagues", "goodbye note to my team", "living paycheck to paycheck", "رساله وداع لزمايلي", "رساله وداع للزملاء",
  "رساله وداع لزملائي", "رساله وداع للفريق", "انتحار مهني", "انتحار وظيفي", "انتحار مهنيا", "اموت من الضحك", "هموت من الضحك", "مت من الضحك",
];

const SELF_HARM_PHRASES = [
  "kill myself", "killing myself", "end my life", "ending my life", "end my own life", "take my own life", "taking my own life",
  "take my life", "suicide", "suicidal", "want to die", "wanna die", "want to be dead", "wish i was dead", "wish i were dead",
  "wish i wasnt alive", "wish i was never born", "better off dead", "better off without me", "dont want to live",
  "do not want to live", "dont want to be alive", "dont wanna live", "no reason to live", "nothing to live for",
  "no point living", "no point in living", "tired of living", "never wake up", "not wake up", "see a reason to live", "any reason to live",
  "reason to keep living", "no will to live", "lost the will to live", "dont want to wake up", "disappear forever", "want to hurt myself", "wanna hurt myself",
  "going to hurt myself", "gonna hurt myself", "thinking of hurting myself", "thinking about hurting myself",
  "thoughts of hurting myself", "been hurting myself", "started hurting myself", "hurt myself on purpose", "harm myself", "harming myself", "self harm",
  "self-harm", "selfharm", "cut myself", "cutting myself", "end it all", "ending it all", "overdose on purpose",
  // Arabic.
  "انتحر", "انتحار", "الانتحار", "بالانتحار", "اقتل نفسي", "اموت نفسي", "هموت نفسي", "هقتل نفسي", "عايز اموت", "عاوز اموت", "عايزه اموت", "عاوزه اموت",
  "نفسي اموت", "بتمني اموت", "اتمني اموت", "اتمني الموت", "بتمني الموت", "اريد ان اموت", "اريد الموت", "ابغي اموت", "ابي اموت",
  "بدي موت", "مش عايز اعيش", "مش عاوز اعيش", "مش عايزه اعيش", "مش عاوزه اعيش", "مش عايز اكمل حياتي", "لا اريد ان اعيش",
  "لم اعد اريد ان اعيش", "لم اعد ارغب في الحياه", "لا ارغب في الحياه", "لا اريد الحياه", "لم اعد اريد الحياه", "سئمت الحياه",
  "سئمت من الحياه", "معدتش عايز اعيش", "مبقتش عايز اعيش", "ماعدتش عايز اعيش", "مابقتش عايز اعيش", "معدتش عاوز اعيش",
  "مبقتش عاوز اعيش", "لا اريد العيش", "ما بدي عيش", "ما ابغي اعيش", "انهي حياتي", "انهاء حياتي", "اخلص من حياتي", "اخلص علي نفسي", "اؤذي نفسي",
  "ااذي نفسي", "اذي نفسي", "اذيه نفسي", "ايذاء نفسي", "اجرح نفسي", "الحياه ملهاش لازمه", "الحياه مالهاش لازمه",
  "مفيش سبب اعيش", "ملوش لازمه اعيش",
  // Indirect: an ending, goodbyes, not existing.
  "ending things", "end things", "want it to end", "want it all to end", "want everything to end", "goodbye letters",
  "goodbye letter", "goodbye notes", "goodbye note", "suicide note", "said my goodbyes", "saying my goodbyes", "say my goodbyes",
  "gave away my stuff", "gave away my things", "gave away my belongings", "giving away my stuff", "giving away my things",
  "dont want to exist", "do not want to exist", "dont wanna exist", "wish i didnt exist", "stop existing", "dont want to be here anymore",
  "not want to be here anymore", "painless way to go", "painless way to die", "painless way out", "painless death", "easiest way to die",
  "quickest way to die", "ways to die", "how to die", "life isnt worth", "life is not worth", "not worth living", "isnt worth living",
  "disappear for good", "disappeared for good", "disappear and never come back", "vanish forever", "disappear permanently",
  "end it tonight", "end it today", "end it now", "end it forever", "ending it tonight", "ending it all tonight", "pain to stop forever",
  "make it all stop", "want it all to stop", "around much longer", "wont be around for long", "end my suffering", "end the suffering",
  "end my pain", "end this pain", "end the pain", "hang myself", "hanging myself", "noose", "cant go on living", "cant go on anymore", "want everything to stop", "make everything stop", "wish i was never born",
  "wish i had never been born", "ليتني لم اولد", "يا ريتني ما اتولدت", "ياريتني ما اتولدت", "ما اتولدت", "ماتولدتش", "ما انولدت", "مانولدت", "sleep forever", "go to sleep forever", "sleep and never wake",
  "انام ومصحاش", "انام وما اصحاش", "انام وما اصحى", "انام ومااصحاش", "انام ومصحاش تاني", "انام وما اصحي", "ارتاح من الدنيا",
  "ارتاح منها خالص", "ارتاح من الحياه", "ارتاح من حياتي", "ارتاح من كل حاجه", "ارتاح من كل شي", "امشي من الدنيا", "اسيب الدنيا",
  "رسايل وداع", "رساله وداع", "جواب وداع",
];

/** Tired of life ("تعبت من الدنيا", "زهقت من حياتي"), wanting to die in Gulf and Levantine words ("ودي اموت"). */
const TIRED_AR = wordClass("تعبت", "زهقت", "قرفت", "سئمت", "مليت", "كرهت", "طهقت", "tebt", /^(t3bt|ta3abt|te3ebt|zh2t|zeh2et|kereht|karaht)$/);
const LIFE_AR = wordClass("الدنيا", "دنيا", "الحياه", "حياتي", "عيشتي", "العيشه", "وجودي", /^(el)?donia$/, /^(el)?donya$/, /^7a?yat[iy]$/,
  /^wogod[iy]$/, /^3eesht[iy]$/);
const WANT_AR = wordClass("عايز", "عاوز", "عايزه", "عاوزه", "نفسي", "ودي", "ابغي", "ابي", "بدي", "اريد", "حابب", "اتمني", "بتمني", "ابا");
const DIE_AR = wordClass("اموت", "الموت", "انتحر", "اختفي", "امشي");
/** "مفيش لازمة لوجودي", "mafeesh lazma le wogody", "no point in living". */
const POINTLESS = wordClass("لازمه", "فايده", "معني", "lazma", "lazmaa", "fayda", "point", "reason", "sense");
const EXISTING = wordClass("اعيش", "عايش", "وجودي", "حياتي", "الحياه", "العيشه", "living", "existing", "life", "alive", "wogody", "wogodi", "a3eesh",
  "a3ish", /^7a?yat[iy]$/, "exist", /^[لبو](وجودي|حياتي|عيشتي)$/, /^l?wo?go?d[iy]$/);
/** One's own existence, in the first person ("وجودي ملوش لازمة", "7ayaty malhash lazma"). */
const MY_EXISTENCE = wordClass("وجودي", "حياتي", "عيشتي", "wogody", "wogodi", /^7a?yat[iy]$/, /^[لبو](وجودي|حياتي|عيشتي)$/);
/** "has no" in Egyptian: ملوش، مالهاش، مفيش، بلا. */
const HAS_NO = wordClass("ملوش", "مالوش", "ملهاش", "مالهاش", "مفيش", "مافيش", "بلا", "مالوهاش", "malosh", "malhash", "mafeesh", "mafish", "mfeesh");
const NOT_PLACE = wordClass("in", "abroad", "here", "there", "with", "at", "المهنيه", "الوظيفيه", "العمليه", "في");
/** "a5las men 7ayaty" (end my life), "ha2tel nafsy". */
const ZI_END = wordClass(/^a?(kh|5)las$/, /^a?(kh|5)alas$/);
const ZI_LIFE = wordClass(/^7a?yat[iy]$/, /^(el)?donia$/, /^(el)?donya$/, /^nafs[iy]$/);
/** Someone imagining their absence: "everyone would be better off if I wasn't here", "no one would notice if I disappeared". */
const ABSENT_ME = [
  "if i wasnt here", "if i wasnt around", "if i was gone", "if i were gone", "if i disappeared", "if i died", "if i was dead",
  "if i were dead", "if i wasnt alive", "if i didnt exist", "if i wasnt there", "if i was not here", "if i were not here",
  "without me", "لو مت", "لو اختفيت", "لو مش موجود", "بدوني",
];
const ABSENT_FEEL = wordClass("better", "notice", "care", "miss", "easier", "happier", "relieved", "أحسن", "احسن", "يفرق", "هيرتاحوا",
  "هيزعل", "يزعل", "هيفتقدني", "هيحس", "هيهتم", "هيلاحظ", "هيفرق", "يفتقدني",
  "هيفرق");
/** Jumping from a height or in front of traffic ("jumping off the balcony", "اترمي من البلكونة"). */
const JUMP = wordClass("jump", "jumping", "jumped", "throw", "throwing", "drive", "driving", "step", "اترمي", "ارمي", "انط", "هنط", "هرمي",
  "هترمي", "اتنطط", "انتحر");
const HEIGHT = wordClass("balcony", "bridge", "roof", "rooftop", "building", "window", "cliff", "ledge", "train", "traffic", "بلكونه", "البلكونه",
  "سطح", "السطوح", "كوبري", "شباك", "الدور", "قطر", "العربيات", "المترو");
const WORK_UNIT = wordClass("team", "project", "company", "department", "office", "role", "lead", "job", "position", "الفريق", "الشركه", "المشروع");
const EVERYONE = wordClass("everyone", "everybody", "world", "family", "nobody", "people", "الناس", "اهلي", "الدنيا", "العالم");
/** Hurting oneself on purpose ("hit myself until it bruises", "burning myself"), not "kick myself" or "burn myself out". */
const HURT_SELF = / (hit|hitting|punch|punching|burn|burning|burned|burnt|scratch|scratching|bruise|bruising|slap|slapping|starve|starving|stab|stabbing|choke|choking) myself (?!out|up|with work)/;
/** Death as the way out ("death seems like the only way out"). */
const DEATH = wordClass("death", "die", "dying", "dead", "الموت", "موتي", "اموت");
const ONLY_WAY = / (only way out|only escape|only option|only solution|الحل الوحيد|المخرج الوحيد) /;
/** Not able to go on with life ("mesh 2ader akammel fel donya di", "مش قادر اكمل في الدنيا"). */
const CONTINUE = wordClass("اكمل", "كمل", "استمر", "akammel", "akamel", "akml", "akamell", "continue", "keep");
const LIFE_ANY = wordClass("الدنيا", "حياتي", "الحياه", "donya", "donia", "eldonya", "fldonya", "life", "living", /^7a?yat[iy]$/);
const ROPE = / (bought|got|have|tied|ready) (a |the )?rope /;
/** Cutting or scratching oneself with a blade ("scratching my arms with a blade", "بجرح دراعي بالموس"). */
const BLADE = wordClass("blade", "blades", "razor", "razors", "موس", "الموس", "شفره", "كتر", "الكتر");
const BODY = wordClass("arm", "arms", "wrist", "wrists", "skin", "legs", "thighs", "thigh", "دراعي", "ايدي", "رجلي", "جلدي", "ايديا");
const OFF = wordClass("off", "from", "front", "out", "من", "قدام");
const WILL_SWALLOW_AR = wordClass("هاخد", "حاخد", "هبلع", "حبلع", "هشرب");
const TAKE_PILLS_INTENT = wordClass("هاخد", "حاخد", "هبلع", "حبلع", "ابلع", "اخد", "اخذ", "اشرب", "هشرب", "take", "swallow", "ready", "saved",
  "stockpiled", "collected", "hoarding");

const ZI_WANT = wordClass(/^3a[yiw]?[yz]?[ae]?[zs]a?h?$/, /^3ayez$/, /^3ayz[ae]?$/, /^3awz[ae]?$/, /^3awez$/, /^3aiz$/, /^nefs[iy]$/, /^nfs[iy]$/);
const ZI_DIE = wordClass(/^a?moo?u?t$/, /^amoot$/);
const ZI_LIVE = wordClass(/^a3(ee|i|ii|e|ie|y)sh$/);
const ZI_KILL = wordClass(/^(h|ha|ba|b|ha?)?a?(2|k|8|q)t[ie]?l$/, /^a2tel$/, /^aktel$/);
const ZI_SELF = wordClass(/^nafs[iy]$/, /^nfs[iy]$/);
const ZI_SUICIDE = wordClass(/^(h|ha)?[aei]nt[ae]?7[ae]?r$/, /^ent[ie]har$/, /^intihar$/);

/**
 * "Living" with a place after it is about where to live ("I don't want to live in Cairo anymore",
 * "مش عايز اعيش في مصر"), unless the place is the world itself ("مش عايز اعيش في الدنيا دي").
 */
const LIVE_SOMEWHERE = / (live|living|a3eesh|a3ish|a3esh|اعيش|عايش|عايشه) (in|f|fi|fe|fel|في|here|there|abroad|hena|hna|هنا|هناك)(?= )(?! (this world|the world|الدنيا|دنيا|eldonia|eldonya|el donia|el donya|al donia) )/g;

function selfHarm(original: string, originalTokens: string[]): boolean {
  const folded = original.replace(LIVE_SOMEWHERE, " ~ $2");
  const tokens = folded === original ? originalTokens : words(folded);
  return (
    anyPhrase(folded, SELF_HARM_PHRASES) ||
    tokens.some((t, i) => LIFE_AR(t) && !NOT_PLACE(tokens[i + 1] ?? "") && tokens.slice(Math.max(0, i - 2), i).some(TIRED_AR)) ||
    inOrder(tokens, [WANT_AR, DIE_AR], 1) ||
    near(tokens, POINTLESS, EXISTING, 0, 3) && tokens.some((t, i) => EXISTING(t) && !NOT_PLACE(tokens[i + 1] ?? "")) && !/ (no|the|a) point in (a|the|my|applying|doing|working) /.test(folded) ||
    inOrder(tokens, [ZI_END, ZI_LIFE], 2) ||
    // "وجودي ملوش لازمة", "حياتي مالهاش معنى", and "I'm of no use in this world" ("مليش لازمة في الدنيا"; without
    // the world it is discouragement: "اترفضت كتير وحاسس اني ماليش لازمة").
    inOrder(tokens, [MY_EXISTENCE, HAS_NO, POINTLESS], 2) ||
    inOrder(tokens, [HAS_NO, POINTLESS, MY_EXISTENCE], 1) ||
    / (مليش|ماليش|malish|maleesh) (اي )?(لازمه|فايده|lazma|fayda) (في|فى|fel|fi) (الدنيا|الحياه|eldonia|eldonya) /.test(folded) ||
    (anyPhrase(folded, ABSENT_ME) && tokens.some(ABSENT_FEEL) && (!tokens.some(WORK_UNIT) || tokens.some(EVERYONE))) ||
    inOrder(tokens, [JUMP, OFF, HEIGHT], 3) ||
    HURT_SELF.test(folded) ||
    (tokens.some(DEATH) && ONLY_WAY.test(folded)) ||
    (near(tokens, CONTINUE, LIFE_ANY, 0, 3) && tokens.some((t, i) => CONTINUE(t) && tokens.slice(Math.max(0, i - 3), i).some(NOT_VITAL))) ||
    (ROPE.test(folded) && / (tonight|know what|going to do|neck|goodbye|end) /.test(folded)) ||
    (/ made my peace /.test(folded) && !/ made my peace with /.test(folded)) ||
    (tokens.some(BLADE) && tokens.some(BODY) && !/ (accident|accidentally|by mistake|بالغلط) /.test(folded)) ||
    / (take|taking|swallow|swallowing) (all|every one) (of )?(my|the) (pills|meds|tablets|medication|medicine) / .test(folded) ||
    / (tonight|today) is the (night|day) /.test(folded) && / (decided|goodbye|goodbyes|farewell) /.test(folded) ||
    / انهي كل (حاجه|شي|شيء)( خلاص| للابد| واخلص| وارتاح)? $/.test(folded) ||
    / (pills|tablets|meds|حبوب|الحبوب|البرشام) (are |is )?(ready|saved|stockpiled|hidden) / .test(folded) ||
    / (take|swallow) (them|it|all of them) (all|tonight) /.test(folded) ||
    (near(tokens, PILLS, TAKE_PILLS_INTENT, 4, 4) && (/ (اخلص|واخلص|ارتاح|وارتاح) /.test(folded) || (tokens.some(WILL_SWALLOW_AR) && tokens.some(LOTS)))) ||
    inOrder(tokens, [ZI_WANT, ZI_DIE], 1) ||
    inOrder(tokens, [ZI_NOT, ZI_WANT, ZI_LIVE], 1) ||
    inOrder(tokens, [ZI_KILL, ZI_SELF], 0) ||
    tokens.some(ZI_SUICIDE)
  );
}

// ---------------------------------------------------------------------------------------------
// Cheating (exams, assessments, interviews, academic work)
// ---------------------------------------------------------------------------------------------

const CHEATING_NEUTRAL = [
  "cheat sheet", "cheat sheets", "cheatsheet", "cheatsheets", "cheat code", "cheat codes", "cheat day", "accused of cheating",
  "accused me of cheating", "like cheating", "penalty for cheating", "penalties for cheating",
  "consequences of cheating", "punishment for cheating", "be cheating", "be considered cheating", "detect cheating", "prevent cheating", "catch cheating", "spot cheating", "candidate is cheating",
  "candidate cheating", "candidates cheating", "candidates are cheating", "students cheating", "students are cheating", "accusing me of cheating", "falsely accused", "is it cheating", "is this cheating", "is that cheating",
  "considered cheating", "count as cheating", "counts as cheating", "caught cheating", "anti cheating", "anti-cheating",
  "cheating on me", "cheating on her", "cheating on him", "mock interview", "mock interviews", "mock exam", "mock exams",
  "practice exam", "practice exams", "practice quiz", "practice quizzes", "practice test", "practice tests", "sample test", "sample exam", "practice questions",
  "exam preparation", "exam prep", "test prep", "avoid plagiarism", "avoid plagiarizing", "avoid plagiarising", "plagiarism checker",
  "plagiarism check", "check for plagiarism", "accused of plagiarism", "accused of plagiarizing", "what is plagiarism",
  "اتهموني بالغش", "اتهمني بالغش", "متهم بالغش", "اتهام بالغش", "من غير غش", "بدون غش", "ضد الغش", "منع الغش", "عقوبه الغش",
  "امتحان تجريبي", "امتحانات تجريبيه", "اختبار تجريبي",
];

const CHEAT = wordClass("cheat", "cheating", /^(ا|ن|ي|ت|ه|ب|هن|بن|بي|بت|هي|هت|ح|حن|حي)?غش(ش)?(و|وا|ي|ني|لي|نا)?$/, "غش",
  /^(a|n|y|t|ha|ba|h|b|bn|hn)?(8|gh)[ie]{1,2}sh$/);
/** Exams and certifications (not interviews: "secretly interviewing" is an ordinary job search). */
const EXAM = wordClass("exam", "exams", "test", "tests", "quiz", "quizzes", "assessment", "assessments", "certification",
  "certifications", "cert", "hackerrank", "codility", "proctored", "midterm", "midterms", "final", "finals", "aptitude", "toefl",
  "ielts", "gre", "gmat", "sat", "pmp", "cpa", "cma", "acca", "cfa", "aws", "ccna", "comptia", "azure", "scrum", "psm", "itil",
  "nclex", "usmle", "bar", "licensing", "testgorilla", "shl", "wonderlic", "pymetrics", "codesignal", "hirevue", "icdl", "qudurat", "oa", "mettl", "placement",
  "ستيب", "قدرات", "القدرات", "الستيب", "duolingo",
  /^امتحان(ات|ي|ه|ك|نا|ها)?$/, /^اختبار(ات|ي|ه|ك)?$/, "كويز", "تقييم", "اسيسمنت", "اكزام", "شهاده", "توفل", "ايلتس",
  /^[ie]mt[ae]?7an(at)?$/, /^[ie]mte7an$/, /^e?(5|kh)t[ie]?bar$/);
const INTERVIEW = wordClass("interview", "interviews", "انترفيو", "مقابله", "مقابلات", /^[ie]nt[ae]rv[iy]ew$/, "round", "onsite", "screening");
const ASSESSMENT: WordTest = (t) => EXAM(t) || INTERVIEW(t);
/** Certification and exam names a "dump" (leaked real questions) is sold for; not "test" (a heap dump test). */
const DUMP_TARGET = wordClass("exam", "exams", "certification", "certifications", "cert", "certs", "pmp", "cpa", "cma", "acca", "cfa",
  "aws", "ccna", "ccnp", "comptia", "azure", "scrum", "psm", "itil", "ielts", "toefl", "salesforce", "oracle", "cisco", "microsoft",
  "google", "az", "امتحان", "شهاده");
/** What may follow "interview"/"exam" when it is not the thing itself ("interview answers for me"). */
const NOT_THE_ASSESSMENT = wordClass("answers", "answer", "questions", "question", "prep", "preparation", "results", "result", "feedback",
  "notes", "tips", "plan", "schedule", "date", "dates", "materials", "score", "scores", "skills", "with", "practice", "guide", "cases");
const ACTION = wordClass("take", "taking", "sit", "sitting", "attend", "attending", "complete", "completing", "solve", "solving", "do",
  "doing", "handle", "join");
/** Verbs that name the result ("pass my coding test for me"): proxy only when no plan or advice is what is asked for ("a study plan to pass the exam for me"). */
const RESULT_ACTION = wordClass("pass", "passing", "clear", "clearing", "ace", "write", "writing", "finish", "finishing");
const PLAN_WORD = wordClass("plan", "schedule", "roadmap", "strategy", "tips", "guide", "prepare", "study", "studying", "advice", "help", "resources");
const PROXY_WORD = wordClass("proxy", "proxies");
const IMPERSONATE = wordClass("pretend", "pretending", "impersonate", "impersonating", "impersonation", "pose", "posing");
const SOMEONE = wordClass("someone", "somebody", "anyone", "anybody", "person", "freelancer", "expert", "people");
const PROXY_ACTION = wordClass("take", "sit", "do", "attend", "complete");
const MY = wordClass("my", "the", "our");
const DUMPS = wordClass("dumps", "braindump", "braindumps", "دامبس", "دمبس", "دامب");
const LEAKED = wordClass("leaked", "leak", "leaks", "تسريب", "متسرب", "متسربه", "مسرب", "مسربه", "تسريبات", "اتسربت", "اتسرب", "تسربت",
  /^m[ie]?sarrab(a|ah)?$/, /^et?sarab(et)?$/);
/** The real questions of a coming exam ("the real exam questions for the PMP before I take it"). */
const REAL_QUESTIONS = / (real|actual|exact|official|upcoming|tomorrow|todays) (exam |test |assessment )?(questions|question paper|paper) /;
const BEFORE_I_TAKE = / before (i take|i sit|taking|sitting|the exam|the test|i do|i start|starting|it starts|i begin) /;
/** Someone working on the test from afar ("solves my Mettl test remotely via anydesk"). */
const REMOTE = wordClass("anydesk", "teamviewer", "remotely", "rdp", "انيديسك", "تيم");
/** A take-home written by someone else and handed in ("just write the whole thing so I can submit it"). */
const HAND_IN = / so (that )?i (can|could) (submit|hand in|turn in|send|upload) (it|them|that) /;
const TAKE_HOME = wordClass("challenge", "task", "assignment", "test", "assessment", "takehome", "take-home", "exercise", "homework", "case");
const PROCTOR = wordClass("proctor", "proctors", "proctoring", "proctored", "proctorio", "honorlock", "respondus", "examsoft",
  "invigilator", "invigilators", "المراقب", "مراقب", "المراقبين");
const EVADE = wordClass("bypass", "trick", "fool", "beat", "cheat", "evade", "hack", "circumvent", "outsmart", "undetected");
const UNSEEN = wordClass("undetected", "undetectable", "unnoticed");
const DETECTOR = wordClass("turnitin", "gptzero", "plagiarism");
const EVADE_DETECTOR = wordClass("bypass", "trick", "fool", "beat", "evade", "circumvent", "undetectable", "undetected", "cheat");
const PLAGIARIZE = wordClass("plagiarize", "plagiarise", "plagiarizing", "plagiarising");
const WRITE_FOR_ME = wordClass("write", "do", "complete", "finish");
const ACADEMIC_WORK = wordClass("thesis", "dissertation", "capstone", "coursework", "assignment", "assignments", "homework",
  "paper", "project", "report", "essay", "essays");
/** Work that is graded and must be the student's own, on its own (an essay may be an application essay). */
const GRADED_WORK = wordClass("thesis", "dissertation", "capstone", "coursework", "assignment", "assignments", "homework");
const SUBMIT = wordClass("submit", "hand", "turn", "claim", "pass");

const CHEATING_PHRASES = [
  "feed me answers", "feed me the answers", "submit it as mine", "submit as my own", "submit it as my own", "pass it off as mine",
  "pass it off as my own", "pass off as my own", "hand it in as mine", "hand it in as my own", "turn it in as my own",
  "claim it as my own", "get around the proctor", "write my thesis", "write my dissertation", "do my homework",
  "write my assignment", "do my assignment", "do my coursework",
  // Arabic.
  "يمتحن بدالي", "يمتحن مكاني", "يمتحنلي", "تمتحنلي", "تمتحن بدالي", "تمتحن مكاني", "يحللي الامتحان", "تحللي الامتحان",
  "حل الامتحان بدالي", "اقدمها باسمي", "اسلمها باسمي", "اقدمه باسمي", "اسلمه باسمي", "انسبها لنفسي", "انسبه لنفسي",
  "بدلا مني في الامتحان", "بالنيابه عني في الامتحان",
];

const PROXY_AR = wordClass("بدالي", "بدلي", "مكاني", "بالنيابه", /^bad[a]{1,2}l[iy]$/, /^makan[iy]$/);
const WRITE_AR = wordClass("اكتبلي", "تكتبلي", "يكتبلي", "اعملي", "تعملي", "يعملي", "اعملهولي", "تعملهولي", "يعملهولي", "اكتبهولي",
  "تكتبهولي", "يكتبهولي", "حللي", "تحللي", "يحللي");
const ACADEMIC_AR = wordClass("ثيسيس", "واجب", "واجبي", "اسايمنت", "اسايمنتس", "تكليف", "ماجستير", "دكتوراه", "تخرج");
const ANSWERS = wordClass("answers", "answer", "solutions", "solution", "اجابات", "حلول", /^[ie][gj]ab?a+t$/, /^7ol[oo]l$/);
/** Answers of a named exam ("اجابات امتحان ICDL", "egabat emte7an el CMA", "the answers to the TestGorilla assessment"). */
const ANSWERS_PLURAL = wordClass("answers", "solutions", "اجابات", "الاجابات", "حلول", "الحلول", /^[ie][gj]ab?a+t$/);
const NOT_STUDY = wordClass("sample", "model", "example", "practice", "good", "best", "common", "strong", "my", "your", "possible", "نموذج",
  "نموذجيه", "نموذجية", "مقترحه");
/** Being in the assessment now ("I'm taking it now", "ana fe nosso delwa2ty", "they're waiting"). */
const LIVE_NOW = [" im on the ", " right now ", " now ", " currently ", " in the middle of ", " theyre waiting ", " they are waiting ", " quick ", " quickly ",
  " hurry ", " timed ", " is live ", " im in ", " im taking ", " im doing ", " دلوقتي ", " حالا ", " الحين ", " حاليا ", " بسرعه ", " delwa2ty ",
  " dlwa2ty ", " delwa2ti ", " fe nosso ", " fi nosso ", " في نصه ", " جوه ", " bsor3a "];
/** Asking for the answer or the code itself ("give me the code", "answer these", "حللي"). */
const GIVE_ANSWER = / (give me|tell me|send me|write me|what is|whats) (the )?(code|answer|answers|solution|solutions|correct option|right option|formula) | (answer|solve) (these|this|them|it|the following|q\d+|question) | what (formula|code|answer|option|function|query) (do|should) i | (question|q) ?\d+ | write (me )?(the )?(solution|code|answer) /;
/** Hidden help: a device or an AI feeding answers, unseen by the examiner. */
const DEVICE = wordClass("earpiece", "earpieces", "airpods", "airpod", "earbuds", "earbud", "earphone", "earphones", "headphones", "bluetooth",
  "smartwatch", "whisper", "whispered", "whispering", "سماعه", "سماعات", "ايربودز", "بلوتوث");
/** "بدون ما يشوفني المراقب", "من غير ما ياخدوا بالهم". */
const UNSEEN_AR = / (بدون|من غير|دون) (ما |ان )?(\S+ )?(يشوف|يشوفني|يشوفوني|يشوفوا|ياخد|ياخدوا|يلاحظ|يلاحظوا|يحس|يكشف|يكشفني|يكشفوني|يعرف|يعرفوا|يكتشف|يمسكني) /;
const SECRETLY = [" without it tracking ", " without being tracked ", " without it detecting ", " without detection ", " without it noticing ",
  " without them seeing ", " without it knowing "," secretly ", " in secret ", " hidden ", " without them noticing ", " without anyone noticing ", " without being noticed ",
  " wont see ", " wont notice ", " cant see ", " wont know ", " dont notice ", " doesnt notice ", " without getting caught ", " undetected ",
  " without the recruiter ", " without the interviewer ", " without the proctor ", " without the examiner ", " without the camera ",
  " من غير ما يشوفوا ", " من غير ما ياخدوا بالهم ", " من غير ما حد يشوف ", " في السر ", " بالسر "];
const HELPER_AI = wordClass("ai", "chatgpt", "gpt", "copilot", "claude", "gemini", "bot", "answers", "answer", "feed", "feeds", "whisper", "help",
  "tool", "app", "apps", "extension", "tab", "phone", "mobile", "الذكاء", "شات", "الجوال", "جوال", "موبايل", "الموبايل", "تليفون", "التليفون",
  "اجابات", "الاجابات", "شاشه", "تاني");
/** During the test itself ("during the HireVue", "in the test", "في الاختبار"). */
const DURING = / (during|in the middle of|while (doing|taking|in)|in) (the |my |a |an )?(\S+ )?(test|exam|assessment|interview|hirevue|codility|hackerrank|quiz|round) | (في|اثناء|جوه) (ال)?(امتحان|اختبار|انترفيو|مقابله) /;
const AI_TOOL = wordClass("chatgpt", "gpt", "ai", "copilot", "claude", "gemini", "app", "apps", "tool", "extension", "tab", "screen", "phone",
  "الجوال", "الموبايل", "شات");
const AI_USE = wordClass("answers", "answer", "tracking", "detect", "notice", "secretly", "hidden", "read", "reads", "give",
  "gives", "solve", "solves", "اجابات", "يحل", "يحللي", "يشوفني");
/** A proxy asked to sit the test ("يختبر عني", "يمتحن عني", "يحضر عني"). */
const PROXY_VERB_AR = wordClass("يختبر", "تختبر", "يمتحن", "تمتحن", "يحضر", "تحضر", "يدخل", "تدخل", "يحل", "تحل", "يسوي", "تسوي", "يقدم",
  "تقدم", "يعمل", "تعمل");
const ACTION_AS_ME = wordClass("join", "attend", "take", "do", "sit", "appear", "answer", "log", "complete", "handle");
const HIRE = wordClass("hire", "hiring", "pay", "paying", "find", "get", "hired", "paid");
const PROXY_PASS = wordClass("pass", "clear", "take", "sit", "do", "write", "attend", "complete", "solve", "ace");
const GRADED = wordClass("graded", "proctored", "live", "ongoing", "current");
const SNEAK = wordClass("secretly", "sneak", "sneakily", "hidden", "hide", "hiding");
const AID = wordClass("chatgpt", "gpt", "ai", "phone", "earpiece", "earbuds", "smartwatch", "notes", "google", "answers", "bluetooth");
const SECRET_PHRASES = ["without getting caught", "without them knowing", "without anyone knowing", "without being detected",
  "without the proctor", "من غير ما يعرفوا", "من غير ما حد ياخد باله", "من غير ما يكشفوني", "دون ان يكتشف"];

/** Whether an exam or interview word at `i` names the assessment itself ("the exam for me", not "interview answers"). */
const theAssessment = (tokens: string[], i: number) => ASSESSMENT(tokens[i]) && !(i + 1 < tokens.length && NOT_THE_ASSESSMENT(tokens[i + 1]));

/** An exam that is being taken for a grade ("the final quiz", "my graded assessment"). */
const GRADED_EXAM = wordClass("final", "finals", "midterm", "midterms", "graded", "proctored", "live", "ongoing");
/** Asking for a question to be solved or answered now ("حللي السؤال ده", "answer this question"). */
/** "يمتحن", "yemte7en": to sit an exam (with a proxy word, someone else sitting it). */
const SIT_EXAM = wordClass("يمتحن", "تمتحن", "يمتحنلي", "يدخل", "تدخل", /^(ye|te|y|t)m?t[ae]?7[ae]?n(ly|li)?$/, /^(ye|te)dkhol$/);
/** "I'll send you", "هبعتلك", "ha-ab3atlak", "i'll paste". */
const SEND_YOU = wordClass("هبعتلك", "ابعتلك", "هبعتهالك", "هبعتهملك", "ببعتلك", "هحطلك", "paste", "send", /^(ha-?)?a?b3at(lak|lek|hlak)$/, /^hab3at(lak|lek)$/);
const QUESTIONS = wordClass("اسئله", "الاسئله", "سؤال", "السؤال", "questions", "question", /^(el-?)?as2el[ae]h?$/, /^so2al$/);
/** "وانت حلها", "7elaha", "solve them", "answer them". */
const SOLVE_THEM = wordClass("حلها", "حلهم", "حلهالي", "حلهملي", "وحلها", "وحلهم", "حليها", "solve", "answer", /^w?7[ae]?l+(aha|ahom|hom|ha|eha)$/);

const SOLVE_NOW = wordClass("حللي", "تحللي", "يحللي", "جاوبلي", "تجاوبلي", "حلي", "solve", "answer", /^(te|ye|e)7[ae]?l+(y|i|ly|li|ili)?$/);
const NOW = wordClass("now", "دلوقتي", "الان", "حالا", "الحين", "dlw2ty", "delwa2ty", "dlwa2ty", "delwa2ti", "nosso", "نصه");
const DURING_EXAM = ["in the exam", "during the exam", "in the test", "during the test", "exam hall", "in the quiz", "during the quiz",
  "لجنه", "اللجنه", "لجنه الامتحان", "في الامتحان", "جوه الامتحان"];

/** Asking how others catch it ("how do companies detect someone taking a test in my place") is not asking to do it. */
const DETECTION_QUESTION = / how (do|does|can|would) (companies|employers|proctors|recruiters|universities|schools|they|hr|examiners) (\S+ )?(detect|catch|spot|know|find out|tell) /;

function cheating(folded: string, tokens: string[]): boolean {
  if (DETECTION_QUESTION.test(folded)) return false;
  // "Is using ChatGPT to prepare for interviews cheating?" asks what counts, not for help.
  const asksWhatCounts = /^(is|are|would|does|isnt|wouldnt|do)$/.test(tokens[0] ?? "") && tokens.at(-1) === "cheating";
  if (!asksWhatCounts && near(tokens, CHEAT, ASSESSMENT, 5, 6, true)) return true;
  if (anyPhrase(folded, CHEATING_PHRASES)) return true;
  for (let i = 0; i < tokens.length; i++) {
    if (!theAssessment(tokens, i)) continue;
    // "take the AWS exam for me", "do the online assessment instead of me".
    const lead = tokens.slice(Math.max(0, i - 5), i);
    const verb = lead.some(ACTION) || (lead.some(RESULT_ACTION) && !tokens.slice(0, i).some(PLAN_WORD));
    const after = ` ${tokens.slice(i + 1, i + 5).join(" ")} `;
    if (verb && / (for me|instead of me|in my place|in my name) /.test(after)) return true;
    // "can someone take my online assessment".
    const before = tokens.slice(Math.max(0, i - 6), i);
    if (before.some(SOMEONE) && inOrder(before.concat(tokens[i]), [SOMEONE, PROXY_ACTION, MY, ASSESSMENT], 2)) return true;
  }
  if (near(tokens, PROXY_WORD, ASSESSMENT, 2, 2)) return true;
  if (near(tokens, IMPERSONATE, ASSESSMENT, 6, 6) && near(tokens, IMPERSONATE, wordClass("me"), 0, 3)) return true;
  if (near(tokens, DUMPS, DUMP_TARGET, 4, 4) || tokens.some((t) => t === "braindumps" || t === "braindump")) return true;
  if (near(tokens, LEAKED, EXAM, 6, 6)) return true;
  // "عايز اجابات امتحان ICDL", "the answers to the TestGorilla assessment".
  for (let i = 0; i < tokens.length; i++) {
    if (!ANSWERS_PLURAL(tokens[i]) || negated(tokens, i) || (i > 0 && NOT_STUDY(tokens[i - 1]))) continue;
    const next = tokens
      .slice(i + 1, i + 6)
      .filter((t) => !["to", "for", "of", "the", "my", "this", "el", "al", "ل", "بتاع", "بتاعه", "bta3", "bta3t", "beta3", "beta3et"].includes(t));
    const at = EXAM(next[0] ?? "") ? 0 : EXAM(next[1] ?? "") && !EXAM(next[0] ?? "") && next[0] !== "practice" ? 1 : -1;
    if (at >= 0 && !NOT_THE_ASSESSMENT(next[at + 1] ?? "")) return true;
  }
  // Help asked during the assessment itself: "my interview is live right now, give me the code".
  if (tokens.some(ASSESSMENT) && LIVE_NOW.some((p) => folded.includes(p)) && GIVE_ANSWER.test(folded)) return true;
  if (tokens.some(ASSESSMENT) && SECRETLY.some((p) => folded.includes(p)) && tokens.some(HELPER_AI)) return true;
  if (tokens.some(ASSESSMENT) && tokens.some(DEVICE) && tokens.some((t) => ANSWERS(t) || ["feed", "whisper", "whispered", "ai", "chatgpt", "help"].includes(t))) return true;
  if (inOrder(tokens, [PROXY_VERB_AR, wordClass("عني", "عنّي")], 0) && tokens.some(ASSESSMENT)) return true;
  if (inOrder(tokens, [HIRE, SOMEONE, PROXY_PASS, ASSESSMENT], 3)) return true;
  if (tokens.some(ASSESSMENT) && UNSEEN_AR.test(folded)) return true;
  if (tokens.some(AI_TOOL) && tokens.some(AI_USE) && DURING.test(folded) && !tokens.some((t, i) => AI_TOOL(t) && negated(tokens, i))) return true;
  if (tokens.some(EXAM) && REAL_QUESTIONS.test(folded) && BEFORE_I_TAKE.test(folded)) return true;
  if (BEFORE_I_TAKE.test(folded) && tokens.some((t, i) => (ANSWERS_PLURAL(t) || t === "questions") && !NOT_STUDY(tokens[i - 1] ?? "") && (EXAM(tokens[i - 1] ?? "") || EXAM(tokens[i + 1] ?? "") || EXAM(tokens[i + 2] ?? ""))) && !/ (practice|sample|mock|common|typical) /.test(folded)) return true;
  if (tokens.some(REMOTE) && tokens.some(ASSESSMENT) && tokens.some((t) => SOMEONE(t) || PROXY_PASS(t) || /^solves?$/.test(t))) return true;
  if (HAND_IN.test(folded) && tokens.some(TAKE_HOME) && tokens.some((t) => ["write", "do", "solve", "finish", "complete", "code"].includes(t))) return true;
  // "can you join my zoom interview as me", "someone to do the technical round for me".
  if (tokens.some(ASSESSMENT) && / (as me|pretending to be me|posing as me|in my place|instead of me) /.test(folded) && tokens.some(ACTION_AS_ME)) return true;
  if (/ (send|share|tell|give|forward) (me )?(all )?(the )?questions /.test(folded) && / same (test|exam|assessment|quiz|interview|questions) /.test(folded)) return true;
  if (near(tokens, PROCTOR, EVADE, 4, 4)) return true;
  if (near(tokens, UNSEEN, EXAM, 6, 6)) return true;
  // "answers for my graded quiz", "use ChatGPT secretly during a proctored exam".
  if (near(tokens, ANSWERS, GRADED, 5, 5) && tokens.some(EXAM)) return true;
  if (near(tokens, SNEAK, EXAM, 6, 6) && tokens.some(AID)) return true;
  if (anyPhrase(folded, SECRET_PHRASES) && tokens.some(EXAM)) return true;
  if (near(tokens, DETECTOR, EVADE_DETECTOR, 3, 3)) return true;
  if (tokens.some((t, i) => PLAGIARIZE(t) && !negated(tokens, i))) return true;
  // "write my thesis for me"; an essay or a report only when it is to be handed in as one's own.
  for (let i = 0; i < tokens.length; i++) {
    if (!ACADEMIC_WORK(tokens[i])) continue;
    const asked = tokens.slice(Math.max(0, i - 4), i).some(WRITE_FOR_ME) && / (for me|instead of me) /.test(` ${tokens.slice(i + 1, i + 4).join(" ")} `);
    if (asked && (GRADED_WORK(tokens[i]) || / (submit|hand in|turn in|graded|grade|professor|teacher|class|university|college) /.test(folded))) return true;
  }
  if (near(tokens, SUBMIT, wordClass("mine"), 0, 4) && tokens.some(ACADEMIC_WORK)) return true;
  // "give me the answers to the final quiz": answers for an exam that is being graded.
  for (let i = 0; i < tokens.length; i++) {
    if (!ANSWERS(tokens[i]) || negated(tokens, i)) continue;
    const after = tokens.slice(i + 1, i + 9);
    if (after.some(GRADED_EXAM) && after.some((t) => EXAM(t) && !GRADED_EXAM(t))) return true;
  }
  // "I'm in the exam hall now, solve this question": help during the exam itself.
  if (near(tokens, SOLVE_NOW, EXAM, 8, 8) && (anyPhrase(folded, DURING_EXAM) || tokens.some(NOW))) return true;
  // Arabic: "حد يدخل الامتحان بدالي", "اكتبلي رسالة الماجستير".
  if (near(tokens, PROXY_AR, ASSESSMENT, 6, 6)) return true;
  // "stay on a call during the coding test and tell me what to type": answers fed while the exam runs.
  if (/ tell me what to (type|write|answer|enter|select|pick|choose) /.test(folded) && tokens.some(EXAM)) return true;
  // "yemte7en badaly", "يمتحن بدالي" spelled apart: someone else sitting it.
  if (near(tokens, PROXY_AR, SIT_EXAM, 3, 3)) return true;
  // "هبعتلك أسئلة الامتحان وانت حلها بسرعة": the questions sent over to be solved while the clock runs.
  // (Questions sent to practise with, "send you the questions they asked me, answer them as practice", have no hurry in them.)
  if (near(tokens, SEND_YOU, QUESTIONS, 0, 4) && tokens.some(SOLVE_THEM) && anyPhrase(folded, LIVE_NOW) && !/ (practice|practise|mock|تدريب|اتدرب|اتمرن) /.test(folded)) return true;
  if (inOrder(tokens, [WRITE_AR, ACADEMIC_AR], 1)) return true;
  return false;
}

// ---------------------------------------------------------------------------------------------
// Fraud (forged documents, deceiving an employer)
// ---------------------------------------------------------------------------------------------

const FRAUD_NEUTRAL = [
  "fake it till you make it", "fake it until you make it", "fake it til you make it", "fake it till i make it",
  "fake it until i make it", "fake job offer", "fake job offers", "fake job posting", "fake job postings", "fake job ad",
  "fake jobs", "fake recruiter", "fake recruiters", "fake company", "fake companies", "fake reviews", "fake news", "fake smile",
  "imposter syndrome", "impostor syndrome", "lie down", "lying down", "lie ahead", "lies ahead", "where my strengths lie",
  "forge relationships", "forge relationship", "forge connections", "forge a connection", "forge partnerships", "forge ahead",
  "cover letter", "cover letters", "motivation letter", "forge a path", "forge my path", "forge my own path", "forge a career", "forge my own", "forge bonds", "forge ties",
  "مضروب في", "مضروبه في", "مضروبه ب", "مضروب ب",
];

/** A user asking how to spot or report a forgery, or who was scammed, is not asking to commit one. */
const VICTIM = [
  "spot a fake", "spot fake", "detect", "detecting", "identify", "verify", "verifying", "tell if", "tell whether", "how to know if",
  "is this real", "is this legit", "is it legit", "is that legit", "legit or", "scam", "scammed", "scammer", "scammers", "report it", "report them",
  "report this", "report a fake", "report fraud", "i got a fake", "received a fake", "was given a fake", "someone forged",
  "is this a fake", "is this fake", "is it fake", "is that fake", "شكله مزيف", "شكلها مزيفه", "شكله مضروب", "money upfront", "pay upfront", "looks fake", "seems fake", "count as fake", "considered fake",
  "compared to", "legitimate", "accredited", "recognized", "recognised", "valid", "worthless", "dummy", "test data",
  "for testing", "mock data", "placeholder", "background check company", "as an hr", "as a recruiter", "hiring manager", "candidates", "candidate",
  "كشف التزوير", "اتاكد", "اعرف ان", "اعرف لو", "ازاي اعرف", "نصب", "نصاب", "نصابين", "اتنصب", "احذر", "ابلغ", "بلاغ",
];

const FAKE = wordClass("fake", "faked", "faking", "forge", "forged", "forging", "forgery", "counterfeit", "falsify", "falsified",
  "falsifying", "fabricate", "fabricated", "fabricating", "phony", "phoney", "bogus", "doctored", "photoshopped", "backdate",
  "backdated", "مضروب", "مضروبه", "مزور", "مزوره", "مزيف", "مزيفه", "مفبرك", "مفبركه", "وهمي", "وهميه", "تزوير", "ازور", "نزور",
  "يزور", "تزور", "هزور", "بزور", /^(ي|ت|ا|ن|ه|ب)زور(لي|هالي|هولي|هلي)$/, "تزييف", "ازيف", "فبركه", "افبرك",
  /^madro+b[ae]?h?$/, /^m[oe]?zaw+ar[ae]?h?$/, /^mazw?ar[ae]?h?$/, /^mazwara$/, /^mzawr[ae]?h?$/, /^a?zaw+[ae]?r$/, /^tazwe+r$/, /^m[ie]zay[ae]?f[ae]?h?$/);
const DOCUMENT = wordClass("certificate", "certificates", "certification", "certifications", "cert", "certs", "degree", "degrees",
  "diploma", "diplomas", "transcript", "transcripts", "reference", "references", "referee", "letter", "letters", "payslip",
  "payslips", "paystub", "paystubs", "slip", "slips", "stub", "stubs", "salary", "experience", "resume", "cv", "id", "passport",
  "license", "licence", "visa", "permit", "note", "statement", "signature", "stamp", "seal", "document", "documents",
  "papers", "qualification", "qualifications", "credential", "credentials", "badge", "employer", "internship", "noc",
  "graduation", "gpa", "grades",
  /^شهاد(ه|ات|تي|ته)$/, "خبره", "خطاب", "جواب", "مفردات", "مرتب", "راتب", "كشف", "بيان", "افاده", "ريفرنس", "مرجع", "توصيه",
  "سي", "سيره", "ورق", "ورقه", "اوراق", "مستند", "مستندات", "تقرير", "اجازه", "اعتماد", "كارنيه", "بطاقه", "رخصه", "دبلومه",
  "ليسانس", "بكالوريوس", "ماجستير", "تعريف", "امضاء", "ختم",
  /^sh[ae]h?ad[ae]t?h?$/, /^shehad[ae]t?$/, /^(kh|5|7)[ie]bra$/, /^mofradat$/, /^mortab$/);
const LIE = wordClass("lie", "lying", "deceive", "deceiving", "mislead", "misleading", /^(ا|ن|ه|ب|هن|بن)?(كدب|كذب)$/);
const LIE_ASKED = wordClass("i", "should", "can", "could", "how", "want", "help", "gonna", "going", "best", "way", "ازاي", "عايز", "عاوز",
  "ينفع", "هل", "ممكن", "كيف", "اريد");
const LIE_TARGET = wordClass("resume", "cv", "application", "experience", "degree", "salary", "employer", "boss", "manager", "hr",
  "recruiter", "interviewer", "interview", "references", "reference", "qualifications", "education", "history", "title", "company",
  "background", "certificate", "certification", "payslip",
  "سي", "سيره", "الشركه", "شركه", "المدير", "مدير", "مديري", "انترفيو", "مقابله", "خبرتي", "خبره", "مرتبي", "راتبي", "مرتب", "مؤهلي",
  "شهادتي", "شهاده", "اتش");
const BUY = wordClass("buy", "buying", "purchase", /^(ا|ن|ه|ب)?شتري$/, "شراء");
const BOUGHT_DOCUMENT = wordClass("degree", "diploma", "transcript", "دبلومه", "جامعيه", "تخرج", "ليسانس", "بكالوريوس", "ماجستير");
const CHANGE = wordClass("change", "edit", "alter", "modify", "tweak", "doctor", "عدل", "اعدل", "اغير", "غير", "اعدل");
const FIGURE = wordClass("gpa", "grades", "grade", "dates", "date", "salary", "المجموع", "التقدير", "المرتب", "التاريخ");
const OFFICIAL_PAPER = wordClass("transcript", "transcripts", "payslip", "payslips", "slip", "stub", "paystub", "diploma", "certificate",
  "شهاده", "مفردات", "كشف");

const FRAUD_PHRASES = [
  "fake experience", "fake work experience", "fake years of experience", "fake references", "fake reference", "fake degree",
  "pretend i worked", "pretend to have worked", "pretend i have a degree", "pretend to have a degree", "pretend i graduated",
  "claim i worked at", "experience i dont have", "degree i dont have", "certificate i dont have", "certification i dont have",
  "pose as my manager", "pose as my boss", "pose as my reference", "pose as my former manager", "posing as my manager",
  "pretend to be my manager", "pretend to be my boss", "pretend to be my former manager", "pretend to be my reference",
  "pretend to be my employer", "pretend to be my former employer", "pretend to be my supervisor", "impersonate my manager",
  "impersonate my boss", "impersonate my former employer", "make up a job", "make up experience", "make up work experience",
  "make up a company", "make up references", "make up a reference", "make up a degree", "made up experience", "invent a job",
  "invent experience", "invent a company", "invented experience",
  "خبره وهميه", "خبره مش حقيقيه", "خبره مزيفه", "شهاده مش حقيقيه", "شغل مش حقيقي", "اخترع خبره", "اخترعلي خبره", "الفلي خبره",
];

/** Making a document ("generate a pay stub", "تعمليلي شهادة"). */
const MAKE = wordClass("make", "generate", "create", "produce", "design", "print", "write", /^(t|y|a|n)?e?3m[ae]?l+(y|i|ly|li|ely|ily|eely)?$/, "اعمل", "اعملي", "تعمل", "تعملي", "تعمليلي", "تعملهولي",
  "يعملي", "يعملهولي", "اعملهولي", "اطلع", "تطلعلي", "يطلعلي", "اطبع");
/** Documents that only their issuer can make truthfully. */
const ISSUED_DOCUMENT = wordClass("payslip", "payslips", "paystub", "paystubs", "stub", "transcript", "diploma", "certificate", "degree",
  /^sh[ae]h?ad[ae]t?h?$/, "letter", "stamp", "seal", "ختم",
  /^شهاد(ه|ات|تي|ته)$/, "مفردات", "افاده", "خطاب", "دبلومه");
/** What turns making a document into forging one: it claims something about the user that is not so. */
const CLAIMS_ABOUT_ME = ["showing i", "showing that i", "that shows i", "that says i", "saying i", "in my name", "with my name", "b esmy", "besmy",
  "be esmy", "b esmi", "besmi", "bi esmy", "so i can show", "so i can prove", "to prove i", "to convince", "filled in", "look legit", "looks legit",
  "look real", "looks real", "realistic", "look official", "looks official", "even though i didnt", "though i never",
  "without taking", "without doing", "without finishing", "i never took", "i didnt take", "باسمي", "من غير ما اخد", "من غير ما اخده",
  "من غير ما اخدها", "من غير ما اخلص", "بدون ما اخد", "دون ان اخذ"];
/** Claiming a degree or job not (yet) had. */
const CLAIM_DEGREE = ["that i graduated", "say i graduated", "i graduated from", "that i have a degree", "i have a degree", "that i finished",
  "اني خريج", "اني خريجه", "اني متخرج", "اني متخرجه", "اني معايا شهاده", "اني خلصت"];
const NOT_DONE = ["وانا لسه", "وانا في سنه", "وانا في تالته", "وانا في رابعه", "im still in", "i am still in", "while im still", "still in my",
  "but im still", "im only in", "لسه مخلصتش", "مخلصتش", "لسه متخرجتش", "متخرجتش", "لم اتخرج", "لم انته", "مش متخرج", "مش متخرجه", "لسه بدرس",
  "havent graduated", "have not graduated", "didnt graduate", "did not graduate", "didnt finish", "havent finished", "dropped out",
  "never finished", "not graduated yet", "still studying"];
const NOBODY_CHECKS = ["محدش بيتاكد", "محدش هيتاكد", "محدش بيسال", "محدش هيعرف", "nobody checks", "no one checks", "they wont check",
  "they dont check", "nobody will check", "no one will check", "nobody verifies", "they never verify", "wont find out"];
const CLAIM_VERB = wordClass("write", "say", "claim", "put", "tell", "اكتب", "اقول", "احط", "نكتب", "نقول");
const ON_APPLICATION = wordClass("cv", "resume", "application", "linkedin", "interview", "سي", "السي", "سيره", "السيره", "انترفيو", "مقابله");

/** Editing an issued document: "edit my payslip", "اعدل في كشف الحساب", "a3ayar el raseed", "photoshop my transcript". */
const EDIT = wordClass("change", "changing", "edit", "editing", "alter", "altering", "modify", "modifying", "tweak", "doctor", "photoshop",
  "adjust", "increase", "inflate", "backdate", "edited", "modified", "altered", "changed", "متعدل", "متعدله", "متغير", "معدله", "عدل", "اعدل", "تعدل", "يعدل", "نعدل", "اغير", "تغير", "يغير", "نغير", "غير", "اظبط", "اضبط",
  "ازبط", "تظبط", "فوتوشوب", /^(ت|ي|ا|ن)?[ظض]بط(لي|هالي|هولي)$/, "ازود", "تزود", /^a?3[ae]?[dy]+[ae]?l$/, /^a?[gh]?[a]?[yg]+[ae]?ar$/, /^a3ayar$/, /^a?[zd]a?bat$/, /^azabat$/);
const EDITED_PAPER = wordClass("payslip", "payslips", "paystub", "paystubs", "stub", "transcript", "transcripts", "statement", "statements",
  "contract", "letter", "diploma", "certificate", "certificates", "pdf", "كشف", "مفردات", "شهاده", "شهادات", "عقد", "افاده", "الكشف", "kashf",
  /^sh[ae]h?ad[ae]t?h?$/, /^mofradat$/);
/** What an edit would change to mislead: figures, dates, names, or for whom ("for the visa", "عشان السفارة"). */
const EDIT_PURPOSE = wordClass("salary", "gpa", "grades", "grade", "dates", "date", "numbers", "number", "balance", "amount", "amounts", "figures",
  "totals", "total", "التقدير", "تقدير", "الدرجات", "درجات", "المعدل", "امتياز", "higher",
  "more", "bigger", "larger", "visa", "embassy", "gap", "years", "show", "look", "تاريخ", "التاريخ", "الرصيد", "رصيد", "المبلغ", "الارقام", "المرتب",
  "الراتب", "السفاره", "الفيزا", "تبان", "يبان", "زياده", "raseed", "elraseed", "mortab", "safara", "visa", "ta2reekh");
/** "change my career", "change jobs": not an edit of a paper. */
const NOT_A_PAPER_EDIT = wordClass("career", "careers", "job", "jobs", "field", "role", "industry", "path", "mind", "plans", "مجالي", "شغلي", "مجال",
  "وظيفتي");
/** A correction made by the issuer or asked for by an authority is not a forgery. */
const OFFICIAL_CORRECTION = / (asked me to|asks me to|requires me to|required me to|told me to|officially|correct|correction|match my passport|issuer|university to|registrar|طلبت مني|طلبوا مني|رسميا|تصحيح) /;
/** Someone posing as a past employer or HR ("my friend can pretend to be HR", "sa7bi yerod 3ala el HR w ye2ol eny kont shaghal"). */
const POSE = wordClass("pretend", "pretending", "pose", "posing", "impersonate", "impersonating", "fake", "faking");
const EMPLOYER_ROLE = wordClass("hr", "manager", "boss", "supervisor", "employer", "reference", "referee", "recruiter", "ceo", "owner",
  "اتش", "مديري", "المدير", "مدير", "الموارد");
const FRIEND = wordClass("friend", "cousin", "brother", "sister", "uncle", "someone", "صاحبي", "صاحبتي", "قريبي", "اخويا", "حد", "sa7bi", "sahbi",
  "sa7bty", "sa7ebi");
const CLAIM_WORKED = [" eny kont ", " enny kont ", " ene kont ", " ini kont ", " اني كنت ", " اني اشتغلت ", " انني عملت ", " i worked for ",
  " i worked at ", " that i worked ", " i used to work ", " اني شغال ", " انه مديري ", " enno modeery "];
/** Inventing an employer or job ("invent a former employer", "list as my previous employer"). */
const INVENT = wordClass("invent", "inventing", "invented", "fabricate", "fabricating", "fake", "made", "make", "اخترع", "اخترعلي", "وهميه",
  "وهمي");
const EMPLOYERISH = wordClass("employer", "employers", "company", "companies", "job", "jobs", "internship", "experience", "reference", "references",
  "شركه", "خبره");
/** Claiming on a resume something never earned, with the user saying it is untrue. */
const CLAIM_ON_CV = / (say|claim|write|put|list|add|tell them|mention) (on my (resume|cv|linkedin|application) )?(that )?i (have|hold|got|earned|finished|completed|graduated|worked|was) | (put|write|add|list) on my (resume|cv|linkedin|application) | (write|put|list|add|claim|say) \d+ (years|yrs) | (saying|says|stating|that says) (that )?i (worked|was|have|graduated) /;
/** A money document made to look bigger ("make my bank balance look bigger"). */
const LOOK_BIGGER = / (balance|statement|salary|payslip|income|savings|الرصيد|رصيد|المرتب|مرتبي|راتبي|الحساب) (\S+ ){0,2}(look|looks|appear|seem|تبان|يبان|يظهر|تظهر) (bigger|higher|larger|richer|more|اكبر|اعلي|اكتر) /;
/** Making a company's stamp or seal for one's own documents. */
const SEAL = wordClass("stamp", "seal", "letterhead", "ختم", "الختم", "لوجو");
const ADD_AR = wordClass("اضيف", "احط", "اكتب", "نضيف", "نحط", "تضيف", "تحط");
const UNTRUE = [" even though i didnt ", " though i didnt ", " but i didnt ", " when i didnt ", " even though i never ", " but i only have ",
  " i only have ", " i only had ", " even though i was just ", " even though i was only ", " but i was just ", " but i was only ", " when i was just ",
  " make it believable ", " make it convincing ", " back it up ", " i never did ", " never did ", " i never ", " i didnt ", " i dont have ", " not true ", " isnt true ", " i dont actually ",
  " they wont check ", " they wont know ", " nobody checks ", " no one checks ", " wont find out ", " nobody will check ",
  " مع اني ما ", " مع اني مش ", " مع اني م", " رغم اني ما ", " رغم اني مش ", " ما خدتهاش ", " مخدتهاش ", " ما اخدتهاش ", " مخدتوش ", " ما خدتوش ",
  " مشتغلتش ", " ما اشتغلت ", " ما اشتغلتش ", " لم اعمل ", " ما اشتغلت فيها ", " محدش هيعرف ", " محدش بيتاكد ", " محدش هيتاكد "];
/** A document made to pass as real ("a realistic salary certificate", "من شركة ما اشتغلت فيها"). */
const PASS_AS_REAL = [" nobody can verify ", " no one can verify ", " cant be verified ", " cannot be verified ", " cant verify ", " nobody can check ",
  " no one can check ", " محدش يقدر يتاكد ", " محدش يعرف يتاكد "," realistic ", " real looking ", " looks real ", " look real ", " looks legit ", " look legit ", " looks official ", " look official ",
  " official looking ", " authentic looking ", " passes verification ", " pass verification ", " ما اشتغلت ", " مشتغلتش ", " ما اشتغلتش ",
  " ماشتغلتش ", " شكلها حقيقي ", " تبان حقيقيه "];
const MAKE_GULF = wordClass("اسوي", "سوي", "سويلي", "تسويلي", "يسويلي", "تسوي", "نسوي");
/** An employer that does not exist ("a company that doesn't exist", "شركة مش موجودة اصلا", "khebra mesh 7a2ee2eya"). */
const NONEXISTENT = / (شركه|company|employer|firm|job|experience|خبره|khebra) (\S+ ){0,2}(مش موجوده|غير موجوده|مش حقيقيه|مش حقيقي|وهميه|that doesnt exist|that does not exist|that never existed|that isnt real|that is not real|doesnt exist|mesh 7a2?ee2(y|i|eya|eyya|ya)|msh 7a2?ee2(y|i|eya|eyya|ya)|mesh mawgoda|msh mawgoda) /;
const CLAIM_CREDENTIAL = / (claim|say|list|put|write|add|mention) (that i have |i have )?(a |an |my )?(bachelor|bachelors|master|masters|degree|phd|mba|diploma|certification) /;
/** Someone else forged or lied to the user ("my coworker forged my signature"). */
const DONE_TO_ME = / (someone|somebody|coworker|colleague|manager|boss|he|she|they|company|employer|hr|recruiter|friend) (has |had |have |just )?(forged|faked|falsified|fabricated|doctored|photoshopped|lied about) (my|our) /;
/** A job posting asking for a degree or experience the user lacks is a question about applying. */
const LACKS = / (asks|ask|asking|requires|require|requiring|needs|need|wants|want|wanting) (for )?(a |an |the )?(\S+ )?(degree|certificate|certification|experience|license|licence) i dont have /g;

/** Practising with someone playing a part ("pretend to be my manager so I can practise asking for a raise"). */
const ROLE_PLAY = / (role ?play|roleplay|mock|practise|practice|rehearse|simulate|اتمرن|تمثيل) /;

function fraud(original: string, tokens: string[]): boolean {
  if (ROLE_PLAY.test(original) && tokens.some(POSE)) return false;
  const folded = original.replace(LACKS, " ~ ");
  if (folded !== original) tokens = words(folded);
  // "so nobody can verify" is the user hoping not to be checked, not a recruiter verifying.
  const victim = DETECTION_QUESTION.test(folded) || / is (this|it|that) (\S+ ){0,3}(fake|real|legit|a scam) / .test(folded) || anyPhrase(folded.replace(/ (nobody|no one|they|cant|cannot|wont|not) (can |be |will )?(verify|verified|check) /g, " ~ "), VICTIM) || DONE_TO_ME.test(folded);
  const editTokens = tokens.map((t, i) => (EDIT(t) && NOT_A_PAPER_EDIT(tokens[i + 1] === "my" ? (tokens[i + 2] ?? "") : (tokens[i + 1] ?? "")) ? "~" : t));
  if (!victim && near(editTokens, EDIT, EDITED_PAPER, 6, 8, true) && tokens.some(EDIT_PURPOSE) && !OFFICIAL_CORRECTION.test(folded)) return true;
  if (!victim && near(tokens, POSE, EMPLOYER_ROLE, 0, 5, true) && tokens.some(FRIEND)) return true;
  if (!victim && tokens.some(FRIEND) && tokens.some(EMPLOYER_ROLE) && CLAIM_WORKED.some((p) => folded.includes(p))) return true;
  if (!victim && inOrder(tokens, [INVENT, wordClass("a", "an", "my", "former", "previous", "past", "fake", "old"), EMPLOYERISH], 2) &&
    / (former|previous|past|old|last|fake|fictional|non existent|nonexistent) /.test(folded)) return true;
  if (!victim && / as my (previous|former|past|old|last) (employer|company|job|boss|manager|supervisor) /.test(folded) && tokens.some(FAKE)) return true;
  if (!victim && LOOK_BIGGER.test(folded)) return true;
  if (!victim && NONEXISTENT.test(folded) && !/ (exist|موجوده) (anymore|any more|now|دلوقتي) | (closed down|shut down|went bankrupt|اتقفلت|قفلت) /.test(folded) && (tokens.some(ADD_AR) || tokens.some(ON_APPLICATION) || tokens.some(DOCUMENT) || tokens.some(CLAIM_VERB))) return true;
  if (CLAIM_CREDENTIAL.test(folded) && (anyPhrase(folded, NOT_DONE) || UNTRUE.some((p) => folded.includes(p)) || anyPhrase(folded, NOBODY_CHECKS))) return true;
  if (!victim && near(tokens, MAKE, SEAL, 0, 4) && tokens.some((t) => DOCUMENT(t) && !SEAL(t)) &&
    !/ (my own|for my) (company|business|startup) | (بتاعتي|بتاعي|شركتي) /.test(folded)) return true;
  if ((CLAIM_ON_CV.test(folded) || (tokens.some(ADD_AR) && tokens.some(ON_APPLICATION))) && UNTRUE.some((p) => folded.includes(p))) return true;
  if (!victim && (near(tokens, MAKE, ISSUED_DOCUMENT, 0, 5, true) || near(tokens, MAKE_GULF, DOCUMENT, 0, 4)) &&
    PASS_AS_REAL.some((p) => folded.includes(p))) return true;
  // "generate a pay stub showing I made 250k", "تعمليلي شهادة كورس جوجل باسمي من غير ما اخده".
  if (!victim && near(tokens, MAKE, ISSUED_DOCUMENT, 0, 5, true) && anyPhrase(folded, CLAIMS_ABOUT_ME)) return true;
  // "how do I write on my CV that I graduated when I haven't", "محدش بيتأكد".
  if (anyPhrase(folded, CLAIM_DEGREE) && (tokens.some(ON_APPLICATION) || tokens.some(CLAIM_VERB)) && (anyPhrase(folded, NOT_DONE) || anyPhrase(folded, NOBODY_CHECKS))) return true;
  if (!victim && near(tokens, FAKE, DOCUMENT, 4, 4, true)) return true;
  if (!victim && anyPhrase(folded, FRAUD_PHRASES)) return true;
  // "how do I lie about my salary", "ازاي اكدب في الانترفيو"; not "my boss is lying to me".
  for (let i = 0; i < tokens.length; i++) {
    if (!LIE(tokens[i]) || negated(tokens, i)) continue;
    const asked = i === 0 || tokens.slice(Math.max(0, i - 3), i).some(LIE_ASKED) || /^(ا|ن|ه|هن)(كدب|كذب)$/.test(tokens[i]);
    if (asked && tokens.slice(i + 1, i + 7).some(LIE_TARGET)) return true;
  }
  if (near(tokens, BUY, BOUGHT_DOCUMENT, 0, 4, true) && !tokens.some((t) => ["course", "courses", "book", "books", "كورس", "كتاب"].includes(t))) return true;
  // "change the GPA on my transcript", "اعدل المرتب في المفردات".
  if (!victim && near(tokens, CHANGE, FIGURE, 0, 4, true) && near(tokens, CHANGE, OFFICIAL_PAPER, 0, 8)) return true;
  return false;
}

// ---------------------------------------------------------------------------------------------

/**
 * The safety category of a user's message, or null when it can go to the coach as usual: the rules
 * first, then, when none fired, the learned backstop (./model.ts) if it is sure enough of a category.
 */
export function checkSafety(text: string): SafetyCategory | null {
  if (!text?.trim()) return null;
  const ruled = checkSafetyRules(text);
  if (ruled) return ruled;
  const forModel = modelReading(text);
  if (!forModel) return null;
  const category = modelSafety(forModel.folded);
  return category && backstopMayFlag(forModel, category) ? category : null;
}

/**
 * Whether the backstop's reading of a message the rules let through may stand. Cheating and fraud are
 * requests: a single word ("امتحان", "certificate") asks for nothing, and the model reads words, not
 * negation, so "I would never fake a certificate" is not a request either.
 */
function backstopMayFlag(reading: { folded: string; content: number }, category: SafetyCategory): boolean {
  if (category !== "cheating" && category !== "fraud") return true;
  return reading.content >= 2 && !declines(read(reading.folded));
}

/**
 * Whether the learned backstop is asked about a message and may flag it as `category` — what the trainer
 * needs to count a false positive as checkSafety would make it (scripts/train-coach-safety.mjs).
 */
export function backstopConsulted(text: string, category: SafetyCategory): boolean {
  if (!text?.trim() || checkSafetyRules(text)) return false;
  const forModel = modelReading(text);
  return forModel !== null && backstopMayFlag(forModel, category);
}

/** The message as the learned backstop reads it, in training too: folded, without the phrases that only look alarming. */
export function backstopText(text: string): string {
  return withoutFigures(fold(text.slice(0, MAX_CHARS)));
}

/** Every category's phrases that only look alarming. */
const NEUTRAL_LISTS = [SELF_HARM_NEUTRAL, MEDICAL_NEUTRAL, FRAUD_NEUTRAL, CHEATING_NEUTRAL];

/** The last message blanked of every figure of speech: the rules and then the backstop read the same message. */
let lastBlanked: { folded: string; plain: string } | undefined;

/** A folded message without the phrases of every category that only look alarming. */
function withoutFigures(folded: string): string {
  if (lastBlanked?.folded === folded) return lastBlanked.plain;
  let plain = folded;
  for (const neutral of NEUTRAL_LISTS) plain = blank(plain, neutral);
  lastBlanked = { folded, plain };
  return plain;
}

/** Words that carry no content of their own: a message made only of them ("ok and after that?", "the second one?") is a pointer to the last answer. */
const FUNCTION_WORDS = new Set(
  `ok okay k and or but so then the a an that this those these it its one ones first second third fourth last next after before about what which how
  is are was be do does of to in on at for with from more other another any some me my you your please pls thanks thank yes no yeah sure
  و او بس طب طيب ده دي دول اللي التاني التانيه الاول الاولي التالت الاخير واحد حاجه بعد قبل كده وبعدين ايه فين فيهم منهم في من على عن مع
  w el tab tayeb da di dol tany awel ba3d ba2a eh`.split(/\s+/),
);

/**
 * What the learned backstop reads: the message folded, without the phrases that only look
 * alarming ("fake it till you make it", "kill it in the interview"), or null when nothing is left
 * but words without content — the model has no evidence to read there.
 */
function modelReading(text: string): { folded: string; content: number } | null {
  const folded = backstopText(text);
  const content = words(folded).filter((t) => t !== "~" && !FUNCTION_WORDS.has(t) && !/^\d+$/.test(t)).length;
  return content > 0 ? { folded: folded.trim(), content } : null;
}

/**
 * The hand-written rules alone, without the learned backstop (the evaluation compares the two): the
 * phrase rules of this file, then the structural rules of ./structure.ts.
 * Self-harm wins over a medical emergency (its answer starts with the emergency numbers too),
 * and both win over cheating and fraud.
 */
export function checkSafetyRules(text: string): SafetyCategory | null {
  if (!text?.trim()) return null;
  const base = fold(text.slice(0, MAX_CHARS));
  const check = (category: SafetyCategory, neutral: readonly string[], rule: (folded: string, tokens: string[]) => boolean) => {
    const folded = blank(base, neutral);
    return rule(folded, words(folded)) ? category : null;
  };
  // The structural rules (./structure.ts) read the message without the phrases that only look alarming.
  const reading = read(withoutFigures(base));
  const structural = (category: SafetyCategory) => (STRUCTURAL_RULES[category](reading) ? category : null);
  // Dying or ending applied to a job or a place ("عايز اختفي من لينكدإن") is a figure of speech.
  const selfHarmRuled = figurative(reading) ? null : check("self_harm", SELF_HARM_NEUTRAL, selfHarm);
  return (
    selfHarmRuled ??
    structural("self_harm") ??
    check("medical_emergency", MEDICAL_NEUTRAL, medicalEmergency) ??
    structural("medical_emergency") ??
    check("fraud", FRAUD_NEUTRAL, fraud) ??
    structural("fraud") ??
    check("cheating", CHEATING_NEUTRAL, cheating) ??
    structural("cheating")
  );
}
