/**
 * Picks the guidance topic a question is about: the topic of the question's intent whose
 * trigger phrases match most (longer phrases count more), or that intent's default playbook.
 */
import { withArabicLoans } from "../loanwords.ts";
import { fold, francoToArabic, hasPhrase, isFrancoArabic } from "../text.ts";
import { CAREER_TOPICS } from "./career.ts";
import { CROSSROADS_TOPICS } from "./crossroads.ts";
import { INTERVIEW_TOPICS } from "./interview.ts";
import { NETWORKING_TOPICS } from "./networking.ts";
import { RESUME_TOPICS } from "./resume.ts";
import { SALARY_TOPICS } from "./salary.ts";
import { SITUATION_TOPICS } from "./situations.ts";
import type { GuidanceIntent, GuidanceTopic } from "./types.ts";

export type { GuidanceIntent, GuidanceTopic } from "./types.ts";
export { interviewExpectations } from "./roles.ts";
export { JOB_SEARCH_NOTES, marketNote, marketOf, NETWORKING_NOTES, SALARY_NOTES, type Market } from "./markets.ts";

export const GUIDANCE_TOPICS: readonly GuidanceTopic[] = [
  ...SITUATION_TOPICS, ...INTERVIEW_TOPICS, ...NETWORKING_TOPICS, ...SALARY_TOPICS, ...CAREER_TOPICS, ...RESUME_TOPICS, ...CROSSROADS_TOPICS,
];

/** A message folded for trigger matching; Franco-Arabic also in its Arabic rendering ("msh la2y sho8l" → "مش لاقي شغل"). */
function topicText(text: string): string {
  if (isFrancoArabic(text)) return `${fold(text)}${fold(francoToArabic(text)).slice(1)}`;
  // "المانجر بتاعي بيزعق", "ابلاي على جوبز": English work words in Arabic letters also read as the Arabic words.
  const loaned = withArabicLoans(text);
  const folded = loaned ? `${fold(text)}${loaned} ` : fold(text);
  // "الفجوة دي" names the trigger "فجوه": the article-less words are matched too.
  const bare = folded.replace(/ (?:وال|بال|فال|ال)(?=[\u0621-\u064A]{3})/g, " ");
  return bare === folded ? folded : `${folded}${bare.slice(1)}`;
}

/** How strongly a question matches a topic: the summed length of its matched triggers. */
export function topicScore(folded: string, topic: GuidanceTopic): number {
  let score = 0;
  for (const trigger of topic.triggers) score += triggerScore(folded, trigger);
  return score;
}

/** What a generic ask ("I don't know what to do") weighs: enough to answer it alone, too little to outweigh the situation told around it. */
const WEAK_TRIGGER = 3;

/**
 * What one trigger adds when the (folded) message matches it: its letters; for words that must appear together ("why+left"), their
 * letters; for a generic ask marked with "~", WEAK_TRIGGER.
 */
function triggerScore(folded: string, trigger: string): number {
  if (trigger.startsWith("~")) return hasPhrase(folded, trigger.slice(1)) ? WEAK_TRIGGER : 0;
  if (trigger.includes("+")) return cooccurs(folded, trigger);
  return hasPhrase(folded, trigger) ? trigger.length : 0;
}

/** A message this long tells a story around its question; the question's own words weigh more than the story's. */
const STORY_WORDS = 18;

/**
 * The question of a long message, folded (see `questionOf`: "… وانا قلقان. ازاي اكتب ايميل متابعة؟" → its last
 * sentence), or "" when the message is short or asks nothing.
 */
export function questionPart(text: string): string {
  const question = questionOf(text);
  return question ? topicText(question) : "";
}

/** Words that open or make a question when a message has no question mark ("… ومش عارف اعمل ايه", "so how do i …"). */
const ASKING = /(?:^|\s)(?:ازاي|ازای|إزاي|ايه|إيه|اعمل ايه|ينفع|هل|امتي|امتى|ليه|فين|انهي|كيف|وش|شو|ايش|how|what|should|can|which|is it|do i|any)(?=\s|$)/i;

/**
 * The question of a long message, as written: its sentences that end in a question mark, or, with none, its last clause that
 * asks something; "" when the message is short or asks nothing.
 */
export function questionOf(text: string): string {
  if (text.split(/\s+/).length < STORY_WORDS) return "";
  const asked = text.match(/[^.!?؟\n]*[?؟]/g) ?? [];
  // A question mark closing the whole message may end a long run-on sentence: then its last clause is the question.
  const parts = asked.map((q) => (q.split(/\s+/).length > STORY_WORDS ? q.split(/[،,;]/).at(-1) ?? q : q));
  if (parts.length === 0) {
    const clauses = text.split(/[.!\n،,;]/).map((c) => c.trim()).filter(Boolean);
    const last = [...clauses].reverse().find((c) => ASKING.test(c) && c.split(/\s+/).length <= STORY_WORDS);
    return last ?? "";
  }
  return parts.join(" ").trim();
}

/** A topic's score with its triggers inside the message's question counted twice. */
function weightedScore(folded: string, question: string, topic: GuidanceTopic): number {
  let score = 0;
  for (const trigger of topic.triggers) {
    const matched = triggerScore(folded, trigger);
    if (!matched) continue;
    score += matched;
    if (question && triggerScore(question, trigger)) score += matched;
  }
  return score;
}

/**
 * A trigger of words that must all appear, in any order and with anything between them
 * ("why+left" matches "what do I say when they ask why I left"): the length of its words, or 0.
 */
function cooccurs(folded: string, trigger: string): number {
  const parts = trigger.split("+");
  return parts.every((part) => hasPhrase(folded, part)) ? parts.join("").length : 0;
}

/**
 * Situations that put the user at risk — a scam, harassment, unpaid work asked for: plainly described (their triggers
 * match at least 8 letters), their playbook answers whatever the message's intent ("a recruiter says I must send $300
 * for the visa" is no reply to a recruiter).
 */
export const WARNING_TOPICS: ReadonlySet<string> = new Set(["career-online-work-scams", "career-harassment", "career-unpaid-trial"]);

/** The warning playbook a message plainly describes, or null. */
export function warningTopic(text: string): GuidanceTopic | null {
  const found = scoredTopics(topicText(text), questionPart(text)).find((s) => WARNING_TOPICS.has(s.topic.id));
  return found && found.score >= 8 ? found.topic : null;
}

/**
 * The topic for a question of `intent`, or of the whole guidance when `intent` is null. The
 * intent's default topic (no triggers) answers when nothing matches.
 */
export function selectTopic(text: string, intent: GuidanceIntent): GuidanceTopic {
  return selectTopics(text, intent).primary;
}

/**
 * The best topic and, when the question is just as much about a second one ("I feel lost and
 * can't choose a field"), that one too.
 */
export function selectTopics(text: string, intent: GuidanceIntent): { primary: GuidanceTopic; secondary: GuidanceTopic | null } {
  const warning = warningTopic(text);
  if (warning) return { primary: warning, secondary: null };
  const folded = topicText(text);
  const question = questionPart(text);
  const candidates = GUIDANCE_TOPICS.filter((t) => t.intent === intent);
  // A greeting that opens a long message ("صباح الخير، انا ام لطفلين…") is manners, not the question.
  const long = text.split(/\s+/).length > 8;
  let scored = candidates.map((topic) => ({ topic, score: weightedScore(folded, question, topic) }))
    .filter((s) => s.score > 0 && !(long && s.topic.id === "career-greeting"))
    .sort((a, b) => b.score - a.score);
  const fallback = candidates.find((t) => t.triggers.length === 0) ?? candidates[0];
  // A general question that names no career topic may still be plainly about an interview, a salary or a recruiter.
  // For another intent, only a clear match elsewhere ("explain a 2 year gap on my resume", "a recruiter e-mailed me, how do I reply?").
  if (scored.length === 0) {
    scored = scoredTopics(folded, question).filter((s) => s.topic.id !== "career-greeting" && (intent === "general" || s.score >= 8));
  }
  // A phrase plainly about a topic of another intent outweighs a passing word of this one
  // ("ask her for a referral" in a message that also names Dubai; "a recruiter asked what I make").
  // Only for a general question: a salary or interview question keeps its own topics ("my manager offered a 5% raise").
  const elsewhere = intent === "general" ? scoredTopics(folded, question).find((s) => s.topic.intent !== intent && s.topic.id !== "career-greeting") : undefined;
  if (elsewhere && elsewhere.score >= 10 && (scored.length === 0 || elsewhere.score >= scored[0].score * 1.5)) {
    scored = [elsewhere, ...scored];
  }
  if (scored.length === 0) return { primary: fallback, secondary: null };
  const second = scored[1];
  return { primary: scored[0].topic, secondary: second && second.score >= scored[0].score * 0.6 && second.topic.id !== "career-greeting" ? second.topic : null };
}

const SCORED = new Map<string, { topic: GuidanceTopic; score: number }[]>();

/** Every topic whose triggers the (folded) message matches, best first (remembered: a turn asks several times). */
function scoredTopics(folded: string, question = ""): { topic: GuidanceTopic; score: number }[] {
  const key = question ? `${folded}\u0000${question}` : folded;
  let found = SCORED.get(key);
  if (!found) {
    found = GUIDANCE_TOPICS.map((topic) => ({ topic, score: weightedScore(folded, question, topic) })).filter((s) => s.score > 0).sort((a, b) => b.score - a.score);
    if (SCORED.size > 300) SCORED.delete(SCORED.keys().next().value as string);
    SCORED.set(key, found);
  }
  return found;
}

/** The topic a message is most plainly about, whatever its intent, when its triggers match at least `minScore` letters. */
export function plainTopic(text: string, minScore = 6): GuidanceTopic | null {
  const best = scoredTopics(topicText(text), questionPart(text)).find((s) => s.topic.id !== "career-greeting");
  return best && best.score >= minScore ? best.topic : null;
}

const NEAR_STOPWORDS = new Set(["that", "this", "with", "have", "from", "they", "them", "what", "when", "will", "your", "about", "would", "there", "their", "just",
  "like", "want", "know", "make", "more", "some", "much", "very", "really", "been", "being", "does", "dont", "should", "could", "into", "over", "after", "before",
  "عايز", "عاوز", "عشان", "علشان", "ازاي", "دلوقتي", "كده", "بتاع", "اللي", "بس"]);

/** The content words of a topic's triggers, folded (remembered: the set is asked for on every unmatched message). */
const TOPIC_WORDS = new Map<string, Set<string>>();
function topicWords(topic: GuidanceTopic): Set<string> {
  let found = TOPIC_WORDS.get(topic.id);
  if (!found) {
    found = new Set(topic.triggers.flatMap((t) => fold(t.replace(/^~/, "").replaceAll("+", " ")).split(" ")).filter((w) => w.length >= 4 && !NEAR_STOPWORDS.has(w)));
    TOPIC_WORDS.set(topic.id, found);
  }
  return found;
}

/** The least overlap that makes a playbook a reading worth offering: one word only it has, or several shared ones. */
const NEAR_MIN_SCORE = 1;

/**
 * The playbooks a message that matched none is nearest to, by the single words it shares with
 * their triggers ("my lead keeps rejecting my pull requests" → a difficult manager, conflict in
 * the team): the readings a clarifying question offers. At most `limit`, best first.
 */
export function nearTopics(text: string, limit = 2): GuidanceTopic[] {
  const words = new Set(topicText(text).split(" ").filter((w) => w.length >= 4 && !NEAR_STOPWORDS.has(w)));
  if (words.size === 0) return [];
  // Readings of a situation: the situation playbooks (an unmatched message is no resume or interview question).
  const topics = GUIDANCE_TOPICS.filter((t) => t.triggers.length > 0 && t.id !== "career-greeting" && t.intent === "general");
  // A word many playbooks share ("work", "manager") says less than one only a single playbook has ("fridge", "overtime").
  const spread = (w: string) => topics.reduce((n, t) => n + (topicWords(t).has(w) ? 1 : 0), 0);
  return topics
    .map((topic) => {
      const vocabulary = topicWords(topic);
      let score = 0;
      for (const w of words) if (vocabulary.has(w)) score += 1 / spread(w);
      return { topic, score };
    })
    .filter((s) => s.score >= NEAR_MIN_SCORE)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((s) => s.topic);
}
