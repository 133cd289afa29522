/**
 * Answers one chat turn: reads the last user message (and, for follow-ups like "more" or
 * "بالعربي", the request before it), runs the tools the intent needs, and writes the Markdown
 * answer with the tools' findings and citations.
 *
 * Before routing by intent it checks, in order: a greeting or thanks (answered in kind),
 * discouragement in the job search (a warm reply with concrete steps), a question about or a
 * refinement of the items the previous answer cited ("which of those is free?", "أقصر"), and a
 * reading too unsure to act on (one short clarifying question). Course requests carry their
 * conditions (taught language, free, level, hours, certificate, provider) as hard filters and
 * say plainly when nothing fits. What the user states about their goal (target role, months,
 * hours a week, years) is read from every user turn and shapes the plan.
 */
import { providerGivesCertificate } from "../../courses/bundled.ts";
import type { CourseCatalogue } from "../../courses/types.ts";
import type { z } from "zod";
import type { Book } from "../knowledge/books.ts";
import { courses, type Course } from "../knowledge/index.ts";
import { SKILLS } from "../../resume/skills-taxonomy.ts";
import { CAREER_TIPS, type CareerTip, type TipCategory } from "../knowledge/tips.ts";
import type { YouTubeChannel } from "../knowledge/youtube.ts";
import { englishTerms } from "../glossary.ts";
import { findRoadmap } from "../knowledge/roadmaps.ts";
import { nearTopics, plainTopic, selectTopic, selectTopics, topicScore, WARNING_TOPICS, warningTopic, type GuidanceIntent } from "../guidance/index.ts";
import {
  CLARIFY_BELOW, detectIntent, OBJECT_WORDS as INTENT_OBJECT_WORDS, type DetectedIntent, type Refinement, type RequestConstraints, type StatedFacts, type TurnReference,
} from "../intent.ts";
import type { CourseLevel } from "../knowledge/courses.ts";
import { findSkillNames } from "../../resume/skills.ts";
import type { RankedCourse } from "../retrieval.ts";
import type { ResumeReview } from "../resume-review.ts";
import { canonicalSkill, courseCitation, courseFacts, planRoadmap, resolveRoadmap, subjectFromProfile, type RoadmapPlan } from "../tool-runs.ts";
import type { Roadmap } from "../knowledge/roadmaps.ts";
import { COACH_TOOLS, type ToolContext, type ToolResult } from "../tools.ts";
import { ROADMAPS, roadmapById, roadmapSkills } from "../knowledge/roadmaps.ts";
import { readSlots } from "../slots.ts";
import { fold, francoToArabic, hasPhrase, isFrancoArabic, listJoin, mdLink, words } from "../text.ts";
import type { ChatTurn, Citation, CoachLanguage, CoachProfile, Intent, ToolName, ToolUse } from "../types.ts";
import {
  placeholderNote, renderBooks, renderChannels, renderCourseInfo, renderCourseInfoPrompt, renderCourses, renderNoFit, renderNoRoadmap, renderPace, renderRoadmap,
  renderTips,
} from "./catalogue.ts";
import { addressArabic, addresseeOf } from "./address.ts";
import { answerContext, gluedAr, sentence, vocative, withArticle, type AnswerContext } from "./context.ts";
import { renderGuidance, type GuidanceResources } from "./guidance.ts";
import { linksIn } from "./recap.ts";
import { renderResumeReview, resumePointNote, reviewSummary } from "./resume.ts";
import {
  ageIn, ageNote, amountsIn, budgetIn, budgetNote, earningGoalIn, earningGoalNote, certsNamed, certsNote, degreeNote, destinationNote, gapNote, movePreface, resumeLengthNote, resumeTargetNote, runwayNote, salaryNote,
  spelledNumbers,
} from "./stated.ts";
import { previousCitations, questionsIn, refinedConditions, renderAboutItems, resolveItems, type ShownItem } from "./followup.ts";
import {
  greetingLead, hardFeelingLead, isDiscouraged, isGreeting, isThanks, namesHardFeeling, renderClarify, renderEncouragement, renderGreeting, renderReadings, renderSituationClarify,
  renderThanks,
} from "./social.ts";
import { offTopicKind, renderOffTopic } from "./offtopic.ts";
import { asksJobFit, firstGap, jobFit, renderJobFit } from "./fit.ts";
import { draftAsked, draftIntent, renderDraft } from "./drafts.ts";
import { displaySubject, skillInLanguage, subjectSkills, topicLabel } from "./subject.ts";
import { asksIn, comparedIn, compareRoles, honestLead, isLifeOption, joinAsks, leaningTo, optionsIn, optionsLine, realityIn, realityReading, weighOptions, withoutOpening } from "./multi.ts";

export interface ComposedAnswer {
  text: string;
  additionalResponse: string;
  toolsUsed: ToolUse[];
  citations: Citation[];
  intent: Intent;
  language: CoachLanguage;
}

/** Runs a tool the engine chose (its arguments are ours, so they are valid), keeping the items for the answer. */
/** What answers need besides the conversation. */
export interface ComposeOptions {
  /** Where course tools search; the bundled catalogue when left out. */
  courses?: CourseCatalogue;
}

class ToolRunner {
  readonly uses: ToolUse[] = [];
  /** Items of each run, in the order of `uses`. */
  readonly items: unknown[][] = [];
  private readonly ctx: ToolContext;

  constructor(ctx: ToolContext) {
    this.ctx = ctx;
  }

  async run<N extends ToolName>(name: N, input: z.input<(typeof COACH_TOOLS)[N]["input"]>): Promise<ToolResult> {
    const tool = COACH_TOOLS[name];
    const parsed = tool.input.parse(input);
    const result = await (tool.run as (input: unknown, ctx: ToolContext) => Promise<ToolResult>)(parsed, this.ctx);
    this.uses.push({ tool: name, input: parsed as Record<string, unknown>, observation: result.observation, citations: result.citations });
    this.items.push(result.items);
    return result;
  }
}

const MORE_WORDS = ["more", "another", "others", "other", "else", "different", "next", "tanya", "tany", "tani", "kaman", "kman", "gher", "كمان", "وكمان", "غيره", "غيرهم", "تاني", "تانيه", "المزيد", "مزيد", "اخري", "اخر", "غير"];
const CONTINUATION = /^ (?:what about|how about|and (?:for|about|what about)?|same for|also for|وماذا عن|وايه عن|طب|طيب|و) /;
const REVIEW_WORDS = ["review", "check", "feedback", "rate", "look at", "evaluate", "score", "improve my resume", "improve my cv", "راجع", "تراجع", "مراجعه",
  "قيم", "تقييم", "شوف", "بص"];
const TIP_CATEGORY_WORDS: [TipCategory, string[]][] = [
  ["productivity", ["productivity", "productive", "focus", "time management", "انتاجيه", "انتاجيتي", "تركيز", "الوقت"]],
  ["interview", ["interview", "مقابله", "انترفيو"]],
  ["resume", ["resume", "cv", "سيره", "سيرتي"]],
  ["networking", ["networking", "network", "linkedin", "لينكدان", "علاقات"]],
  ["learning", ["learning", "study", "studying", "تعلم", "مذاكره"]],
  ["negotiation", ["negotiation", "salary", "راتب", "مرتب", "تفاوض"]],
  ["wellbeing", ["stress", "burnout", "wellbeing", "well-being", "ضغط", "توتر"]],
  ["leadership", ["leadership", "leading", "manager", "قياده"]],
  ["job-search", ["job search", "job hunting", "البحث عن عمل", "التقديم"]],
];

/** Refinements measured against what was shown ("shorter" than those); the others filter it ("which of those is free?"). */
const MEASURED_REFINES = new Set<Refinement>(["shorter", "longer", "easier", "harder"]);

interface Request {
  detected: DetectedIntent;
  intent: Intent;
  /** The subject in the user's own words (for searching, never quoted back). */
  subject: string;
  /** A clean name for the subject (a taxonomy skill or a roadmap title), or "". */
  label: string;
  /** The text the answer is about (the earlier request's, for a bare follow-up). */
  text: string;
  language: CoachLanguage;
  /** "more"/"another": recommend things not already given. */
  wantsMore: boolean;
  /** Hard conditions on recommended courses, carried over from the request a follow-up refines. */
  constraints: RequestConstraints;
  freeOnly: boolean;
  level?: CourseLevel;
  /** What the user said about their goal and situation, over the whole conversation (latest wins). */
  stated: StatedFacts;
  /** How to answer: as usual, about the previous answer's items, a refinement of it, or a social reply. */
  mode: "normal" | "about" | "refine" | "greeting" | "thanks" | "encourage" | "clarify";
  /** For `about`/`refine`: the previous answer's items. */
  shown: Citation[];
  /** A roadmap request answered with its time only ("how many hours a week would that take?" right after it). */
  paceOnly?: boolean;
  /** "Excel or Power BI first?", "ابدأ بـ React ولا Angular؟": the skills to choose a first one among. */
  firstOf?: string[];
  /** Set while answering: the only items the answer is about (those of the shown list that meet a filter). */
  citeOnly?: Citation[];
  /** A choice being weighed ("a part-time master's or quit and study?"): its playbook cites no course. */
  weighing?: boolean;
}

const DETECTED = new Map<string, DetectedIntent>();

/** `detectIntent`, remembered: a conversation's earlier messages are read again on every turn. */
function detect(message: string): DetectedIntent {
  let found = DETECTED.get(message);
  if (!found) {
    found = detectIntent(message);
    if (DETECTED.size > 500) DETECTED.delete(DETECTED.keys().next().value as string);
    DETECTED.set(message, found);
  }
  return found;
}

const STATED = new Map<string, StatedFacts>();

/** What the user stated across the conversation, later turns overriding earlier ones. */
function statedOver(users: readonly ChatTurn[], last: DetectedIntent): StatedFacts {
  const out: StatedFacts = {};
  for (const turn of users.slice(-12, -1)) {
    let stated = STATED.get(turn.content);
    if (!stated) {
      stated = readSlots(turn.content, fold(turn.content)).stated;
      if (STATED.size > 500) STATED.delete(STATED.keys().next().value as string);
      STATED.set(turn.content, stated);
    }
    Object.assign(out, stated);
  }
  return Object.assign(out, last.stated);
}

/** A subject a message names on its own (a skill or a role), which makes it a new request rather than a follow-up. */
function namesNewSubject(subject: string): boolean {
  if (!subject.trim()) return false;
  if (subjectSkills(subject).length > 0) return true;
  const roadmap = findRoadmap(subject);
  return Boolean(roadmap && roadmap.score >= 8);
}

const REPLY_VERBS = ["answer", "reply", "respond", "speak", "talk", "write", "say", "explain", "رد", "ردي", "كلمني", "اتكلم", "جاوب", "جاوبني", "اكتب",
  "اكتبلي", "اشرح", "اشرحلي", "قولي"];

const ORDINAL_WORDS = / (?:first|second|third|fourth|fifth|last|1st|2nd|3rd|اول|الاول|الاولاني|التاني|الثاني|تاني|التالت|الثالث|الرابع|الخامس|الاخير|اخر|رقم|awel|tany|tani|talet|a5er|akher|el awel|el tany) /;

/** An item of the last answer named outright: "the 2nd one", "the last course", "التاني فيهم". */
const POINTED_ITEM = / (?:the )?(?:first|second|third|fourth|fifth|last|1st|2nd|3rd|4th) (?:one|course|book|channel|video|option|link)s? |(?:الاول|التاني|الثاني|التالت|الثالث|الاخير) (?:فيهم|منهم)/;

/** The request before the latest message that was not itself a follow-up. */
function priorRequest(users: readonly ChatTurn[]): { turn: ChatTurn; detected: DetectedIntent; refines: Refinement[] } | null {
  const refines: Refinement[] = [];
  for (let i = users.length - 2; i >= 0; i--) {
    const earlier = detect(users[i].content);
    if (earlier.followUp) continue;
    if ((earlier.reference || earlier.refine) && !namesNewSubject(earlier.subject)) {
      if (earlier.refine && !earlier.reference) refines.unshift(earlier.refine);
      continue;
    }
    return { turn: users[i], detected: earlier, refines };
  }
  return null;
}

const LEVEL_STEPS: CourseLevel[] = ["Beginner", "Intermediate", "Advanced"];

/** The prior request's conditions with the refinements asked for since ("easier", then "free ones" keeps both). */
function refinedSince(detected: DetectedIntent, refines: readonly Refinement[]): Pick<Request, "constraints" | "freeOnly" | "level"> {
  const out = { constraints: { ...detected.constraints }, freeOnly: detected.freeOnly, level: detected.level };
  for (const refine of refines) {
    const at = LEVEL_STEPS.indexOf(out.level ?? "Intermediate");
    if (refine === "easier") out.level = LEVEL_STEPS[Math.max(0, at - 1)];
    if (refine === "harder") out.level = LEVEL_STEPS[Math.min(2, at + 1)];
    if (refine === "free") out.freeOnly = true;
    if (refine === "arabic") out.constraints.courseLanguage = "ar";
    if (refine === "english") out.constraints.courseLanguage = "en";
    if (refine === "certificate") out.constraints.certificate = true;
  }
  return out;
}

function baseRequest(detected: DetectedIntent, stated: StatedFacts): Omit<Request, "intent" | "subject" | "label" | "text" | "language" | "mode"> {
  return {
    detected,
    wantsMore: false,
    // What the user said once for the whole conversation ("only free stuff", "my English is weak") holds until they ask otherwise.
    constraints: stated.courseLanguage && !detected.constraints.courseLanguage ? { ...detected.constraints, courseLanguage: stated.courseLanguage } : detected.constraints,
    freeOnly: detected.freeOnly || stated.freeOnly === true,
    level: detected.level,
    stated,
    shown: [],
  };
}

/** "and after that?", "then what?", "وبعدين؟", "بعد كده ايه؟": what comes next once a plan is done. */
const AFTER_THAT = / (?:after that|and then|then what|what next|whats next|what comes next|once i finish|when i finish|after i finish|وبعدين|بعد كده|بعد ما اخلص|بعدها|ba3d keda|ba3d kda|w ba3deen|wba3deen) /;

const STAGE_WORDS = / (?:step|stage|phase|[وبل]?(?:ال)?مرحله|للمرحله|[وبل]?(?:ال)?خطوه|للخطوه|marhala|khatwa|5atwa)(?: |$)/;
const STAGE_ORDINALS: [number, RegExp][] = [
  [0, / (?:first|1st|الاولي|الاول|اول|awel|el awla|(?:step|stage|phase|(?:لل|ال|ل)?مرحله|(?:لل|ال|ل)?خطوه) (?:1|one|١))(?= )/],
  [1, / (?:second|2nd|التانيه|الثانيه|التاني|الثاني|تاني|tanya|el tanya|(?:step|stage|phase|(?:لل|ال|ل)?مرحله|(?:لل|ال|ل)?خطوه) (?:2|two|٢))(?= )/],
  [2, / (?:third|3rd|التالته|الثالثه|تالت|talta|(?:step|stage|phase|(?:لل|ال|ل)?مرحله|(?:لل|ال|ل)?خطوه) (?:3|three|٣))(?= )/],
  [3, / (?:fourth|4th|الرابعه|رابع|(?:step|stage|phase|(?:لل|ال|ل)?مرحله|(?:لل|ال|ل)?خطوه) (?:4|four|٤))(?= )/], [-1, / (?:last|final|الاخيره|اخر)(?= )/],
];

/** "how many hours a week would that take?", "هياخد قد ايه؟": the time a plan needs. */
const TIME_QUESTION = / (?:how many hours|how much time|how long (?:would|will|does|is) (?:that|it|this)|how long to finish|per week would|كام ساعه|هياخد قد ايه|هتاخد قد ايه|ياخد قد ايه|وقت قد ايه|محتاج وقت قد ايه|محتاج كام ساعه|kam sa3a|hayakhod ad eh|(?:هياخد|هتاخد|ياخد|تاخد|هيطول) (?:مني|معايا|معاك|مننا|وقت) (?:قد ايه|اد ايه|كام)|كم ياخذ|كم بياخذ|كم يستغرق|كم من الوقت) /;

/** "أقصر واحد فيهم", "ارخص كورس منهم": the shortest (cheapest, easiest) of the items shown, not a search for something shorter. */
const SUPERLATIVE_AMONG = / و?(?:اقصر|ارخص|اسهل|اصعب|اطول|احسن|افضل) (?:(?:واحد|واحده|كورس|حاجه|كتاب) )?(?:فيهم|منهم|فيها|منها)(?= )| و?(?:اقصر|ارخص|اسهل|اصعب|اطول) (?:واحد|واحده|كورس)(?= |$)/;

/** What the latest message asks, resolving follow-ups against the request before it. */
function readRequest(messages: readonly ChatTurn[]): Request {
  const users = messages.filter((m) => m.role === "user");
  const last = users[users.length - 1]?.content ?? "";
  const detected = detect(last);
  const folded = fold(last);
  const stated = statedOver(users, detected);
  const base = baseRequest(detected, stated);
  const plain = (mode: Request["mode"], intent: Intent = "general"): Request => ({
    ...base, intent, subject: "", label: "", text: last, language: detected.language, mode,
  });
  /** The message as a situation for the playbooks, answered in the language it asks for. */
  const situation = (): Request => ({ ...plain("normal"), language: detected.replyLanguage });

  if (detected.intent === "safety") return { ...plain("normal", "safety"), subject: detected.subject };
  if (isGreeting(last)) return plain("greeting");
  if (isThanks(last)) return plain("thanks");
  if (isDiscouraged(last) && !REVIEW_WORDS.some((w) => hasPhrase(folded, w))) return plain("encourage");

  // "ok and after that?" right after a roadmap: what comes after the last stage is the job search for that role.
  const roadmapShown = [...messages].reverse().find((m) => m.role === "assistant")?.citations?.find((c) => c.kind === "roadmap");
  const path = roadmapShown ? ROADMAPS.find((r) => r.id === roadmapShown.id) : undefined;
  if (path && TIME_QUESTION.test(folded) && words(folded).length <= 16 && !namesNewSubject(detected.subject)) {
    return { ...plain("normal", "career_roadmap"), subject: path.title, text: users.slice(0, -1).map((u) => u.content).join(" "), paceOnly: true };
  }
  // "courses for the first step?", "كورسات للمرحلة التانية": the skills of that stage of the roadmap just shown.
  const stageIndex = STAGE_ORDINALS.find(([, pattern]) => pattern.test(folded))?.[0] ?? -2;
  if (path && stageIndex !== -2 && STAGE_WORDS.test(folded) && words(folded).length <= 10) {
    const stage = stageIndex < 0 ? path.stages.at(stageIndex) : path.stages[stageIndex];
    if (stage) {
      const subject = stage.skills.slice(0, 3).join(" ");
      return { ...plain("normal", "recommend_courses"), subject, label: detected.language === "ar" ? stage.titleAr : stage.title };
    }
  }
  if (path && AFTER_THAT.test(folded) && words(folded).length <= 6) {
    const ar = detected.language === "ar";
    return { ...plain("normal", "general"), text: ar ? `ازاي الاقي شغل ${path.titleAr} بعد ما اخلص` : `how do i find a job as a ${path.title} after finishing`, label: ar ? path.titleAr : path.title };
  }

  // A question about, or a refinement of, what the previous answer showed.
  const shown = previousCitations(messages);
  const asksAboutShown = !detected.followUp && questionsIn(folded).length > 0 && words(folded).length <= 8 && !namesNewSubject(detected.subject)
    && (/[?؟]/.test(last) || /^ (?:which|what|how|is|are|does|do|any|انهي|هل|فين|كام|مين|اي) /.test(folded));
  // A message that clearly asks for something else ("a book about it", "how do I negotiate my pay?") is not about the items.
  const kinds = new Set(shown.map((c) => c.kind));
  // "التاني مدته كام؟" names an item outright, whatever else its words suggest.
  // "the first one, do i need math for it?": a message that opens by naming an item is about that item.
  const opensWithItem = ORDINAL_WORDS.test(` ${words(folded).slice(0, 3).join(" ")} `);
  // "do i need to know java for the 2nd one?": an item named outright ("the 2nd one", "the last course") anywhere in a short question.
  const pointsAtItem = POINTED_ITEM.test(folded) && words(folded).length <= 14;
  const namesItem = detected.reference?.kind === "ordinal" && ORDINAL_WORDS.test(folded) && (words(folded).length <= 6 || opensWithItem || pointsAtItem);
  const sameKind = namesItem || detected.intent === "general" || detected.intent === "course_info" || detected.intent === "clarify"
    || (detected.intent === "recommend_courses" && kinds.has("course")) || (detected.intent === "recommend_youtube" && kinds.has("youtube"))
    || (detected.intent === "recommend_books" && kinds.has("book"));
  if (shown.length > 0 && sameKind && (detected.reference || detected.refine || asksAboutShown) && (!namesNewSubject(detected.subject) || (namesItem && pointsAtItem))) {
    const prior = priorRequest(users);
    // "the first one is too hard": a refinement measured against that item, not a question about it.
    // "anything shorter among those?" is measured against the whole list: only a new search can be strictly shorter.
    // "is the last one available in arabic" asks about that item, with or without its question mark.
    const asksQuestion = /[?؟]/.test(last) || /^ (?:is|are|does|do|can|could|has|have|will|which|what|how|هل|فيه|في) /.test(folded);
    // "أقصر واحد كام ساعة؟" picks the shortest of those shown, with or without "فيهم".
    const refining = Boolean(detected.refine) && !SUPERLATIVE_AMONG.test(folded) && (!detected.reference || (detected.reference.kind === "ordinal" && !asksQuestion)
      || (detected.reference.kind === "all" && MEASURED_REFINES.has(detected.refine as Refinement) && !/^ (?:which|انهي|انهو|اي|مين) /.test(folded)
        && !SUPERLATIVE_AMONG.test(folded)));
    const priorDetected = prior?.detected;
    const subject = priorDetected ? displaySubject(prior.turn.content, priorDetected.subject) : "";
    return {
      ...base,
      intent: refining && priorDetected
        ? (priorDetected.intent === "course_info" || priorDetected.intent === "career_roadmap" || !["recommend_youtube", "recommend_books"].includes(priorDetected.intent)
          ? "recommend_courses" : priorDetected.intent)
        : shown[0].kind === "youtube" ? "recommend_youtube" : shown[0].kind === "book" ? "recommend_books" : "course_info",
      subject,
      label: topicLabel(subject, detected.language),
      text: prior ? prior.turn.content : last,
      language: detected.language,
      mode: refining ? "refine" : "about",
      ...(priorDetected ? refinedSince(priorDetected, prior.refines) : { constraints: detected.constraints, freeOnly: false, level: undefined }),
      shown,
    };
  }

  // "a recruiter says I must send $300 for the visa", "عايزين رسوم تدريب": a scam, harassment or unpaid work described
  // plainly is answered with its playbook, whatever else the message reads as — never a course list or a reply template.
  if (!detected.followUp && warningTopic(last)) {
    return situation();
  }
  // "how do I get a scholarship for a master's abroad?" read unsurely as a pay question: a situation named far more plainly
  // than any topic of the guessed intent is answered with its own playbook.
  const guessed = detected.intent === "interview_prep" || detected.intent === "networking" || detected.intent === "salary_negotiation" ? detected.intent : null;
  if (guessed && detected.confidence < 0.5 && !detected.followUp) {
    const named = plainTopic(last, 10);
    const own = selectTopic(last, guessed);
    if (named?.intent === "general" && topicScore(folded, named) >= 1.5 * Math.max(1, topicScore(folded, own))) {
      return situation();
    }
  }
  // "عايزة الشركة تدفعلي كورس CMA، أقنع المدير إزاي؟": getting the employer to pay for learning is a conversation to prepare, not a course list.
  if (!detected.followUp && plainTopic(last, 10)?.id === "career-employer-sponsored-learning") {
    return situation();
  }
  // "answer me in Arabic", "رد عليا بالانجليزي": the previous request again, in that language.
  const switchesLanguage = detected.replyLanguage !== detected.language && words(folded).length <= 7 && detected.intent === "general"
    && REPLY_VERBS.some((w) => hasPhrase(folded, w));
  // Unsure of the intent, but the message plainly names a field or a situation we have a playbook for: answer that instead of asking.
  const unsure = (detected.confidence < CLARIFY_BELOW || detected.intent === "clarify") && !detected.followUp && !switchesLanguage;
  if (unsure && !namesNewSubject(displaySubject(last, detected.subject)) && plainTopic(last, 8) === null
    && !(TEACH_ME.test(folded) && namesSubjectToTeach(displaySubject(last, detected.subject)))) return plain("clarify", "clarify");

  const continuation = detected.intent === "general" && CONTINUATION.test(folded) && words(folded).length <= 8;
  if (detected.followUp || continuation || switchesLanguage) {
    for (let i = users.length - 2; i >= 0; i--) {
      const earlier = detect(users[i].content);
      if (earlier.followUp) continue;
      // "which of those is free?" continued nothing new: the request before it is the one to continue.
      if ((earlier.reference || earlier.refine || isThanks(users[i].content)) && !namesNewSubject(earlier.subject) && i > 0) continue;
      const subject = continuation && detected.subject ? displaySubject(last, detected.subject) : displaySubject(users[i].content, earlier.subject);
      return {
        ...baseRequest(earlier, stated),
        freeOnly: earlier.freeOnly || detected.freeOnly,
        intent: earlier.intent,
        subject,
        label: topicLabel(subject, detected.replyLanguage),
        text: continuation ? `${users[i].content} ${last}` : users[i].content,
        language: detected.replyLanguage,
        wantsMore: detected.followUp && MORE_WORDS.some((w) => hasPhrase(folded, w)),
        mode: "normal",
      };
    }
  }
  if (detected.followUp) {
    // "more" or "in Arabic" with nothing before it: say what Amal can do, in the language asked for.
    return { ...plain("greeting"), text: "hello", language: detected.replyLanguage };
  }
  let subject = displaySubject(last, detected.subject);
  const asksForItems = detected.intent === "recommend_courses" || detected.intent === "recommend_youtube" || detected.intent === "recommend_books";
  if (!namesNewSubject(subject) && (detected.reference || asksForItems) && users.length > 1) {
    // "a good book about it?", "youtube channels for them": the subject of the request before.
    const prior = priorRequest(users);
    if (prior && namesNewSubject(prior.detected.subject)) subject = displaySubject(prior.turn.content, prior.detected.subject);
  }
  // "Python course in Arabic" asks for Arabic material, not an Arabic reply.
  const language = detected.constraints.courseLanguage && detected.constraints.courseLanguage !== detected.language ? detected.language : detected.replyLanguage;
  // "google PM cert or PMP?", "staff engineer or management?", "Vodafone or a start-up?": a decision, not a course list or a roadmap.
  // "a bootcamp or free courses on my own?" names courses as one side of the choice, not as what it asks for.
  const choosesHowToLearn = plainTopic(last, 8)?.id === "career-bootcamp-or-self-study";
  // "السي في بتاعي كويس للتدريب الصيفي ولا ناقصه حاجة؟": a choice asked about one's CV is a question about the CV.
  if (isChoice(folded) && (!COURSE_NOUNS.some((w) => hasPhrase(folded, w)) || choosesHowToLearn) && !RESUME_PLACES.some((w) => hasPhrase(folded, w))) {
    const decision = plainTopic(last, 8)?.id;
    if ((decision && DECISION_TOPICS.has(decision)) || certsNamed(last) >= 2) {
      return { ...base, intent: "general", subject, label: topicLabel(subject, language), text: last, language, mode: "normal" };
    }
    // Two skills to pick a first one from: the path that has them says which comes first.
    const skills = subjectSkills(subject);
    if (skills.length >= 2 && FIRST_CUE.test(folded) && !/ (?:ولا|or) (?:ايه|لا|ايش|what|not) /.test(folded) && skillPath(skills, null)) {
      return { ...base, intent: "general", subject, label: topicLabel(subject, language), text: last, language, mode: "normal", firstOf: skills.slice(0, 2) };
    }
  }
  // "make $400 a month freelancing social media", "اكسب أول ٢٠٠ دولار من الفريلانس": an earning goal on one's own is the freelancing
  // playbook with the goal worked in, not a path or a course list for the field named.
  const earning = plainTopic(last, 6);
  if (earning && EARNING_TOPICS.has(earning.id) && earningGoalIn(last) && !OBJECT_WORDS.some((w) => hasPhrase(folded, w))) {
    return { ...base, intent: "general", subject, label: topicLabel(subject, language), text: last, language, mode: "normal" };
  }
  // "I'm an accountant and want to work as a data analyst within a year": a plan for that role.
  const target = detected.stated.targetRole ? findRoadmap(detected.stated.targetRole) : null;
  // "3 months to get job-ready in frontend" reads like interview talk to the classifier; with no interview named, it's a plan.
  const readsAsGoal = detected.intent === "general" || detected.intent === "career_roadmap" || (detected.intent === "interview_prep" && !INTERVIEW_WORDS.some((w) => hasPhrase(folded, w)));
  if (readsAsGoal && target && target.score >= 8 && !isDiscouraged(last)) {
    return { ...base, intent: "career_roadmap", subject: detected.stated.targetRole ?? "", label: "", text: last, language, mode: "normal" };
  }
  // "they moved me to the night shift without asking": read as interview talk with no interview named and no interview
  // situation matched, but plainly a situation at work a playbook covers.
  if (detected.intent === "interview_prep" && users.length === 1 && !INTERVIEW_WORDS.some((w) => hasPhrase(folded, w))
    && selectTopic(last, "interview_prep").triggers.length === 0 && !detected.stated.targetRole && plainTopic(last, 8)?.intent === "general") {
    return { ...base, intent: "general", subject, label: topicLabel(subject, language), text: last, language, mode: "normal" };
  }
  // "how do I put my graduation project on my cv?": read as a course request or a wish to explore the project's tools, but it asks about the resume.
  if ((detected.intent === "recommend_courses" || detected.intent === "general" || detected.intent === "clarify") && !OBJECT_WORDS.some((w) => hasPhrase(folded, w))
    && RESUME_PLACES.some((w) => hasPhrase(folded, w))) {
    return { ...base, intent: "resume_help", subject, label: topicLabel(subject, language), text: last, language, mode: "normal" };
  }
  // "with ten weeks, what would you actually build?", "what project should I do for my portfolio?": projects along their path.
  if (asksForProjects(last) && detected.intent !== "resume_help" && !INTERVIEW_WORDS.some((w) => hasPhrase(folded, w))) {
    const field = [findRoadmap(subject), findRoadmap(last)].find((f) => f && f.score >= 4);
    const path = field ? field.roadmap.title : detected.stated.targetRole ?? "";
    return { ...base, intent: "career_roadmap", subject: path, label: "", text: last, language, mode: "normal" };
  }
  // "is ux research doable while teaching?", "realistic with a full-time job?": whether the path fits their time, not a course list.
  if ((detected.intent === "recommend_courses" || detected.intent === "general" || detected.intent === "clarify") && !OBJECT_WORDS.some((w) => hasPhrase(folded, w)) && FEASIBLE.some((w) => hasPhrase(folded, w))) {
    const field = findRoadmap(subject || last);
    if (field && field.score >= 8) return { ...base, intent: "career_roadmap", subject: field.roadmap.title, label: "", text: last, language, mode: "normal" };
  }
  // "I was thinking maybe cloud stuff? idk", "عايزة حاجة بتاعة الاعلانات دي": a field named in passing is a wish to explore it.
  if ((detected.intent === "general" || detected.intent === "clarify") && exploresField(last, subject) && !PROMOTED_TO.test(folded)) {
    return { ...base, intent: "recommend_courses", subject, label: topicLabel(subject, language), text: last, language, mode: "normal" };
  }
  if ((detected.intent === "general" || detected.intent === "clarify") && asksToBuildOnOwnSkills(last, subject)) {
    return { ...base, intent: "recommend_courses", subject: "", label: "", text: last, language, mode: "normal" };
  }
  // No playbook fits, but the message names a field in its own words ("something with data maybe?", "is IT support an
  // actual career", "I like editing videos"): that field's path or courses, never a generic plan.
  if ((detected.intent === "general" || detected.intent === "clarify") && plainTopic(last, 1) === null && !isDiscouraged(last)) {
    const field = fieldNamed(last);
    if (field) {
      const intent: Intent = field.roadmap ? "career_roadmap" : "recommend_courses";
      return { ...base, intent, subject: field.subject, label: topicLabel(field.subject, language), text: last, language, mode: "normal" };
    }
    // "what should I learn first?" with no field named: courses on the way to the user's own direction.
    if (!namesNewSubject(subject) && asksWhatToLearn(last)) {
      return { ...base, intent: "recommend_courses", subject: "", label: "", text: last, language, mode: "normal" };
    }
  }
  // "improve my english for work", "عايز اتعلم انجليزي": the language is what they want to learn, not the language of the course.
  const spoken = LANGUAGE_TO_LEARN.exec(folded);
  if (spoken && (detected.intent === "general" || detected.intent === "clarify" || detected.confidence < CLARIFY_BELOW) && !plainTopic(last, 8)) {
    const name = LANGUAGE_NAMES[spoken[1]] ?? "English";
    return { ...base, intent: "recommend_courses", subject: name, label: topicLabel(name, language), text: last, language, mode: "normal" };
  }
  // "كورس Zoho Books؟", "a QuickBooks course": "Books" in a product's name, asked for with a course word, asks for courses.
  if (detected.intent === "recommend_books" && COURSE_NOUNS.some((w) => hasPhrase(folded, w))
    && /\b[A-Z][A-Za-z]+ ?Books?\b/.test(last) && !/(?:كتب|كتاب|\bbooks? (?:on|about|for)\b)/i.test(last.replace(/\b[A-Z][A-Za-z]+ ?Books?\b/g, " "))) {
    return { ...base, intent: "recommend_courses", subject, label: topicLabel(subject, language), text: last, language, mode: "normal" };
  }
  // "teach me godot", "علمني فوتوشوب": a plain request to learn what it names, however the rest reads to the model.
  if (TEACH_ME.test(folded) && namesSubjectToTeach(subject)
    && (detected.confidence < CLARIFY_BELOW || !["recommend_courses", "recommend_youtube", "recommend_books", "career_roadmap", "course_info"].includes(detected.intent))
    && !plainTopic(last, 8)) {
    return { ...base, intent: "recommend_courses", subject, label: topicLabel(subject, language), text: last, language, mode: "normal" };
  }
  if (detected.intent === "clarify" || detected.confidence < CLARIFY_BELOW) {
    return { ...base, intent: "general", subject, label: topicLabel(subject, language), text: last, language, mode: "normal" };
  }
  // "I want to get promoted, what should I learn?": learning for the next level of the user's own path, not a course search for "promoted".
  // "عايزة اترقى لمحاسبة أولى، اتعلم ايه؟": the role named is the level aimed at, not a subject to search; a course asked by name still is.
  const promotion = plainTopic(last, 1)?.id === "career-promotion";
  if (detected.intent === "recommend_courses" && promotion && ((!topicLabel(subject, "en") && !topicLabel(subject, "ar")) || (PROMOTED_TO.test(folded) && !OBJECT_WORDS.some((w) => hasPhrase(folded, w))))) {
    return { ...base, intent: "general", subject: "", label: "", text: last, language, mode: "normal" };
  }
  // "my manager put me on a performance improvement plan", "a stay at home mom for six years — can I get an office job?": read as a
  // request for courses or tips, but they name no subject or material and plainly describe a situation a playbook covers.
  if ((detected.intent === "recommend_courses" || detected.intent === "daily_tips") && !topicLabel(subject, "en") && !topicLabel(subject, "ar")
    && !OBJECT_WORDS.some((w) => hasPhrase(folded, w))) {
    const situation = plainTopic(last, 10);
    if (situation?.intent === "general") return { ...base, intent: "general", subject: "", label: "", text: last, language, mode: "normal" };
  }
  // "udemy flutter beginner": naming a course provider asks for its courses, not for a whole path.
  if (detected.intent === "career_roadmap" && detected.constraints.provider && !target) {
    return { ...base, intent: "recommend_courses", subject, label: topicLabel(subject, language), text: last, language, mode: "normal" };
  }
  // "I want to teach Arabic online, ينفع اعمل كده كفريلانس؟": a field is named, but nothing asks to learn it and a situation is plainly asked about.
  if (detected.intent === "recommend_courses" && detected.confidence < 1 && !asksToLearn(last) && !OBJECT_WORDS.some((w) => hasPhrase(folded, w))) {
    const situation = plainTopic(last, 6);
    if (situation?.intent === "general" && !DOUBT_TOPICS.has(situation.id)) {
      return { ...base, intent: "general", subject, label: topicLabel(subject, language), text: last, language, mode: "normal" };
    }
  }
  // "عايزة اتعلم باور بي اي في شهرين": a plan asked for a tool or skill, not a role — its courses, with the user's pace.
  if (detected.intent === "career_roadmap" && detected.confidence < 1 && !target && (findRoadmap(subject)?.score ?? 0) < 8 && (findRoadmap(last)?.score ?? 0) < 8
    && subjectSkills(subject).length > 0 && subjectSkills(subject).every((skill) => (findRoadmap(skill)?.score ?? 0) < 8)
    && !plainTopic(last, 6) && !ROADMAP_WORDS.test(folded)) {
    return { ...base, intent: "recommend_courses", subject, label: topicLabel(subject, language), text: last, language, mode: "normal" };
  }
  // "عايز اسافر اشتغل في السعودية كمهندس": a path asked for a field no roadmap covers, about a situation a playbook does cover.
  if (detected.intent === "career_roadmap" && !target && !namesNewSubject(subject) && (findRoadmap(subject)?.score ?? 0) < 8 && (findRoadmap(last)?.score ?? 0) < 8) {
    const situation = plainTopic(last, 6);
    if (situation) return { ...base, intent: "general", subject, label: topicLabel(subject, language), text: last, language, mode: "normal" };
  }
  return { ...base, intent: detected.intent, subject, label: topicLabel(subject, language), text: last, language, mode: "normal" };
}

/** "teach me …", "علمني …", "3allemni …": a request to learn what follows. */
const TEACH_ME = /^ (?:(?:please|pls|plz|can you|could you|ممكن|لو سمحت) )?(?:teach me|help me learn|(?:i want to |i wanna |i d like to |how (?:do i|to|can i) )?learn|علمني|علميني|تعلمني|(?:انا )?(?:عايز|عايزه|عاوز|عاوزه|نفسي|حابب|حابه|ابي|ابغي|بدي) اتعلم|3allemni|3alemni|3alimni|3allimni|(?:3ayez|3ayza|3awez|3awza) (?:at3allem|at3alem|at3lm|et3allem|et3alem))(?= )/;

/** A subject worth a course search: a skill or a role, or a word of its own in Latin letters ("godot", "svelte"). */
function namesSubjectToTeach(subject: string): boolean {
  return namesNewSubject(subject) || /^[a-z][a-z0-9+#.-]{1,24}(?: |$)/i.test(subject.trim());
}

/** Words around a role in a request for a path ("budget", "months", "job"): not the role itself. */
const FIELD_FILLERS = new Set(["budget", "months", "month", "weeks", "week", "years", "year", "hours", "hour", "want", "become", "work", "role", "roles", "jobs",
  "career", "path", "roadmap", "within", "from", "with", "into", "have", "need", "زيرو", "شهور", "سنه", "ساعات"]);

/** Learning a spoken language ("improve my english", "اتعلم انجليزي", "a7asen el english"): the language's name is the subject. */
const LANGUAGE_TO_LEARN = / (?:learn|improve|improving|practise|practice|study|brush up|work on|اتعلم|احسن|اقوي|اذاكر|اطور|at3alem|at3allem|a7asen|a7assen) (?:my |on my |el |ال)?(english|french|german|انجليزي|الانجليزي|انجلش|الانجليزيه|انجليزيتي|فرنساوي|فرنسي|الماني)(?= )/;
const LANGUAGE_NAMES: Record<string, string> = {
  english: "English", انجليزي: "English", الانجليزي: "English", انجلش: "English", الانجليزيه: "English", انجليزيتي: "English",
  french: "French", فرنساوي: "French", فرنسي: "French", german: "German", الماني: "German",
};

/** Words that name an interview, in any of the ways users write it. */
const INTERVIEW_WORDS = ["interview", "interviews", "interviewer", "interviewing", "intervew", "interveiw", "مقابله", "مقابلات", "المقابله", "انترفيو", "الانترفيو",
  "interfew", "el interview"];

const DECISION_TOPICS = new Set(["career-bootcamp-or-self-study", "career-cert-choice", "career-company-choice", "career-ic-or-management", "career-internship-or-job", "career-government-or-private"]);

/** Words that name the material asked for: a message with one of these wants that material, whatever situation it describes. */
const OBJECT_WORDS = ["course", "courses", "class", "tutorial", "bootcamp", "certificate", "book", "books", "tip", "tips", "channel", "youtube", "video", "videos",
  "كورس", "كورسات", "دوره", "دورات", "شهاده", "كتاب", "كتب", "نصيحه", "نصايح", "نصائح", "قناه", "يوتيوب", "فيديو"];

/** Words asking what to build rather than what to study. */
const PROJECT_ASKS = ["what would you build", "what would you actually build", "what should i build", "what can i build", "what to build", "project ideas", "project idea",
  "what project", "which project", "what projects", "which projects", "portfolio project", "portfolio projects", "projects for my portfolio", "project for my portfolio",
  "ابني ايه", "اعمل مشروع ايه", "مشروع ايه", "افكار مشاريع", "مشاريع للبورتفوليو", "مشروع للبورتفوليو"];

function asksForProjects(text: string): boolean {
  const folded = fold(text);
  return PROJECT_ASKS.some((w) => hasPhrase(folded, w));
}

/** Projects to build along a path, from the user's current stage, fitted to the weeks they said they have. */
function renderProjectIdeas(plan: RoadmapPlan, text: string, ctx: AnswerContext): string {
  const ar = ctx.language === "ar";
  const weeks = Number(/(\d{1,2})\s*(?:weeks?|اسابيع|أسابيع)/i.exec(spelledNumbers(text))?.[1] ?? 0);
  const stages = plan.stages.slice(plan.startStage);
  const count = weeks > 0 ? Math.max(1, Math.min(stages.length, Math.floor(weeks / 4))) : Math.min(3, stages.length);
  const title = ar ? plan.roadmap.titleAr : plan.roadmap.title;
  const lines = [ar
    ? `${vocative(ctx)}${weeks ? `في ${weeks} أسابيع` : "لبناء ملف أعمال"}، هذه المشاريع التي أبنيها في مسار ${title}، بالترتيب:`
    : sentence(`${vocative(ctx)}${weeks ? `with ${weeks} weeks` : "for a portfolio"}, here's what I'd build on the ${title} path, in order:`)];
  lines.push("");
  stages.slice(0, count).forEach(({ stage }, i) => {
    const skills = stage.skills.slice(0, 3).join(ar ? "، " : ", ");
    lines.push(ar ? `${i + 1}. **${stage.milestoneAr}** (المهارات: ${skills})` : `${i + 1}. **${stage.milestone}** (skills: ${skills})`);
  });
  lines.push("", ar
    ? `**لكل مشروع:** اكتب دراسة حالة قصيرة: المشكلة، وما فعلته ولماذا، والنتيجة؛ فهي ما يقرؤه من يوظّف${weeks ? `. خصص آخر أسبوع لتجميعها في ملف أعمال واحد` : ""}.`
    : `**For each project:** write a short case study — the problem, what you did and why, and the result; it's what hiring managers read${weeks ? `. Keep the last week for putting them together into one portfolio` : ""}.`);
  return lines.join("\n");
}

/** Words asking whether a path fits the user's life and time. */
const FEASIBLE = ["doable", "is it realistic", "realistic", "feasible", "is it possible", "possible while", "while teaching", "while working", "with a full time job",
  "with a full-time job", "alongside my job", "next to my job", "on the side", "ينفع وانا شغال", "ينفع مع الشغل", "جنب الشغل", "واقعي"];

/** Where something goes on a resume: a message naming one asks about the resume, whatever else it names. */
const RESUME_PLACES = ["on my cv", "on my resume", "in my cv", "in my resume", "on a cv", "on a resume", "on the cv", "on the resume", "to my cv", "to my resume",
  "my cv", "my resume", "في السي في", "في ال cv", "في الcv", "في سيرتي", "في السيره", "على السي في", "fel cv", "f el cv"];

const COURSE_NOUNS = ["course", "courses", "class", "classes", "tutorial", "bootcamp", "كورس", "كورسات", "دوره", "دورات"];

/** "X or Y?", "should I … or …", "اخد X ولا Y": the user is choosing between options. */
function isChoice(folded: string): boolean {
  return / (?:or|vs|versus|ولا|او|wala|walla) /.test(folded) || CHOOSE_WHICH.test(folded);
}

/** "اختار مين؟", "أنهي أحسن؟", "which one should I take?", "ايهما افضل": a choice asked without an "or". */
const CHOOSE_WHICH = / (?:اختار|اخد|اقبل|اروح) (?:مين|انهي|انهو|ايه|اي واحد|ايهما)(?= )| (?:انهي|انهو|ايهما|ايهم) (?:فيهم )?(?:احسن|افضل|اصح)(?= )| which (?:one )?(?:should i|to) (?:pick|choose|take|accept|go with)(?= )| akhtar (?:anhy|anhi|meen|min)(?= )/;

/** Playbooks that answer doubt rather than a field: when the message also names a field, show that field's first courses. */
const DOUBT_TOPICS = new Set(["career-stuck", "career-choose-field"]);

/** Whether a general message names a field to try (and no situation that needs a playbook instead). */
function exploresField(text: string, subject: string): boolean {
  if (!namesNewSubject(subject)) return false;
  const topic = plainTopic(text, 1);
  if (warningTopic(text)) return false;
  return !topic || DOUBT_TOPICS.has(topic.id) || asksToLearn(text);
}

/** The field a message names, as a roadmap (a role or its field: "IT support", "محللة بيانات") or a subject ("video editing"). */
function fieldNamed(text: string): { subject: string; roadmap: boolean } | null {
  const named = findRoadmap(text);
  if (named && named.score >= 8) return { subject: named.roadmap.title, roadmap: true };
  const term = englishTerms(text).find((t) => t !== "career planning");
  if (!term) return null;
  const path = findRoadmap(term);
  return path && path.score >= 8 ? { subject: path.roadmap.title, roadmap: true } : { subject: term, roadmap: false };
}

const WHAT_TO_LEARN = ["what should i learn", "what do i learn", "what to learn", "what should i study", "where should i start learning", "اتعلم ايه", "ادرس ايه",
  "ابدا اتعلم ايه", "اتعلم اي", "ماذا اتعلم", "ماذا ادرس", "at3lem eh", "at3alem eh"];

/** "what should I learn first?", "اتعلم ايه؟": a learning question without a subject. */
function asksWhatToLearn(text: string): boolean {
  const folded = fold(text);
  return WHAT_TO_LEARN.some((w) => hasPhrase(folded, w));
}

/** Tips already given in the conversation (tips have no URL to recognise them by). */
function tipsGiven(messages: readonly ChatTurn[]): string[] {
  const said = messages.filter((m) => m.role === "assistant").map((m) => m.content).join("\n");
  return CAREER_TIPS.filter((t) => said.includes(t.text) || (t.textAr !== undefined && said.includes(t.textAr))).map((t) => t.id);
}

function roadmapHint(subject: string, ctx: AnswerContext): string {
  const match = subject ? findRoadmap(subject) : null;
  if (!match || match.score < 10) return "";
  return ctx.language === "ar"
    ? `تريد المسار كاملًا؟ اطلب «اعطني خارطة طريق ${gluedAr("ل", match.roadmap.titleAr)}».`
    : `Want the whole path? Ask “Give me a roadmap for ${withArticle(match.roadmap.title)}”.`;
}

function tipCategoryIn(text: string): TipCategory | undefined {
  const folded = fold(text);
  return TIP_CATEGORY_WORDS.find(([, phrases]) => phrases.some((p) => hasPhrase(folded, p)))?.[0];
}

function clip(text: string, max = 280): string {
  return text.length > max ? text.slice(0, max) : text;
}

const CODING_ROLES = new Set(["frontend-developer", "backend-developer", "full-stack-developer", "mobile-developer", "software-engineer",
  "game-developer", "data-engineer", "ml-engineer", "devops-engineer", "cloud-engineer"]);

/** Interview books are trade-specific: a coding-interview book helps an engineer, not a nurse. */
function interviewBookTopic(topicId: string, roadmapId: string | null): string | undefined {
  if (topicId === "interview-technical" || (roadmapId && CODING_ROLES.has(roadmapId))) return "coding interview algorithms";
  if (roadmapId === "product-manager") return "product management interview";
  if (topicId === "interview-tell-me-about-yourself" || topicId === "interview-behavioral") return "storytelling communication";
  return undefined;
}

const LEARN_WORDS = ["learn", "learning", "study", "studying", "course", "courses", "class", "training", "upskill", "skill", "skills", "certificate",
  "certification", "cert", "prepare for the exam", "اتعلم", "تعلم", "اتعلمه", "ادرس", "دراسه", "كورس", "كورسات", "دوره", "دورات", "مهارات", "مهاره", "شهاده",
  "تدريب", "اذاكر", "at3alem", "at3allem", "at3lm", "et3alem", "et3allem", "course"];

/** Whether a message asks to learn something (so a course belongs in the answer). */
export function asksToLearn(text: string): boolean {
  // "summer training" is an internship, not a wish to study.
  const folded = fold(text).replace(/ (?:summer training|تدريب صيفي|التدريب الصيفي) /g, " ");
  return LEARN_WORDS.some((w) => hasPhrase(folded, w));
}

/** Guidance answers: the playbook plus a tip, a book and a course found by the tools. */
async function guidance(intent: GuidanceIntent, req: Request, ctx: AnswerContext, tools: ToolRunner, prefix = ""): Promise<string> {
  const { primary: topic, secondary } = selectTopics(req.text, intent);
  // "rewrite my top bullet so it sounds stronger": a resume question in other words is answered with the resume on file.
  if (intent === "general" && topic.intent === "resume_help" && ctx.profile.resumes.length > 0) return prefix + (await resumeHelp(req, ctx, tools, ctx.profile));
  // A situation no playbook covers: ask which reading is meant rather than hand over a generic plan.
  if (topic.id === GENERAL_FALLBACK && describesSituation(req)) {
    return prefix + renderSituationClarify(nearTopics(req.text).map((t) => t.title), ctx, namesHardFeeling(req.text));
  }
  // No playbook fits and no tool does: a short question naming the likeliest readings, not a generic plan.
  // (A question about the next step itself, or one from someone whose goal is known, is what the general plan answers.)
  if (topic.id === GENERAL_FALLBACK && intent === "general" && req.intent !== "safety" && !ctx.target && !NEXT_STEP.test(fold(req.text))) {
    // A message that names what it is about (its CV, an interview, its pay, LinkedIn) gets that playbook rather than a question.
    const named = namedGuidance(req.text);
    if (named) return guidance(named, req, ctx, tools, prefix);
    return prefix + renderReadings(req.text, req.label, ctx);
  }
  const resources: GuidanceResources = {};
  // A course only when the user is asking to learn something; an interview tomorrow or a layoff needs steps, not a syllabus.
  const wantsToLearn = asksToLearn(req.text) && !WARNING_TOPICS.has(topic.id);
  if (topic.id !== "career-greeting") {
    if (topic.tipCategory) resources.tip = (await tools.run("daily_tips", { category: topic.tipCategory, count: 1 })).items[0] as CareerTip | undefined;
    const bookTopic = intent === "interview_prep" ? interviewBookTopic(topic.id, ctx.roadmapId) : topic.bookTopic;
    if (bookTopic) resources.book = (await tools.run("recommend_books", { topic: bookTopic, limit: 1 })).items[0] as Book | undefined;
    if (topic.courseTopic && wantsToLearn && !req.weighing) {
      // Choosing between certifications: a course for one of the options they named, not a generic one.
      const query = topic.id === "career-cert-choice" && req.subject ? clip(req.subject) : topic.courseTopic;
      const ranked = (await tools.run("recommend_courses", { query, language: req.language, limit: 1 })).items[0] as RankedCourse | undefined;
      resources.course = ranked?.course;
    }
  }
  // "hate my job", "I'm so frustrated with my manager": a playbook without its own first line starts by acknowledging it.
  const shown = !topic.lead && topic.id !== "career-greeting" && namesHardFeeling(req.text)
    ? { ...topic, lead: { en: hardFeelingLead({ ...ctx, language: "en" }), ar: hardFeelingLead({ ...ctx, language: "ar" }) } }
    : topic;
  return prefix + renderGuidance(shown, ctx, resources, secondary, personalNote(topic.id, topic.intent, req, ctx));
}

/** Words of a question about one's own career path as a whole, which the general plan answers. */
const GROWTH_WORDS = ["career", "next step", "grow", "growth", "goal", "goals", "plan my", "my plan", "a plan", "career plan", "future", "advice", "advise", "level up", "progress", "improve myself", "develop myself",
  "مستقبلي", "مستقبل", "خطوه", "خطوتي", "اتطور", "تطوير نفسي", "هدف", "هدفي", "نصيحه", "خطه", "kariera", "mostaqbal"];

/** Whether a message tells what is happening to the user (a situation) rather than asking about their path in general. */
function describesSituation(req: Request): boolean {
  const folded = fold(req.text);
  if (words(folded).length < 5 || req.stated.targetRole || req.stated.targetWords || req.stated.months) return false;
  // "what should I learn next?": a learning question, which the plan answers.
  if (asksWhatToLearn(req.text) || asksToLearn(req.text)) return false;
  return !GROWTH_WORDS.some((w) => hasPhrase(folded, w));
}

/** Words that ask for a path itself, however the classifier reads the rest. */
const ROADMAP_WORDS = / (?:roadmap|road map|path|career path|plan|خارطه|خريطه|رود ?ماب|مسار|خطه|طريق|become|ابقي|اكون|اصبح|اشتغل|ادخل|a5osh|ab2a)(?= )/;

/** A question about certificates ("ما الشهادات التي تفيدني", "which certs", "shehadat"). */
const CERT_QUESTION = / (?:certificates?|certifications?|certs?|شهاده|شهادات|الشهادات|بشهاده|shehada|shehadat)(?= )/;

/** The path's courses that give a certificate, as one line. */
function pathCertificates(plan: RoadmapPlan, ctx: AnswerContext): string {
  const ar = ctx.language === "ar";
  const seen = new Set<string>();
  const certified = plan.stages.flatMap((s) => s.courses).filter((c) => providerGivesCertificate(c.provider) && !seen.has(c.id) && Boolean(seen.add(c.id))).slice(0, 3);
  if (certified.length === 0) return "";
  const list = certified.map((c) => `${mdLink(c.title, c.url)} (${c.provider})`);
  return ar
    ? `**شهادات تفيدك في هذا المسار:** ${list.join("، ")}. الشهادة تفتح الباب، لكن المشروع المنشور هو ما يقنع صاحب العمل.`
    : `**Certificates that help on this path:** ${list.join(", ")}. A certificate opens the door; a published project is what convinces an employer.`;
}

/** Asking which comes first: "first", "start with", "الأول", "أبدأ بـ", "انهي". */
const FIRST_CUE = / (?:first|start|begin|which|الاول|اول|ابدا|ابدأ|بابدا|ابتدي|انهي|انهو|ايهما|اي واحد|el awel|abda2|a-bda2)(?= )/;

/** Two skill names that fold to the same words ("power bi" and "Power BI"). */
function sameSkill(a: string, b: string): boolean {
  return fold(a).trim() === fold(b).trim();
}

/** Where each skill sits on a path that has at least one of them (the user's own path first), or null when none has any. */
function skillPath(skills: readonly string[], roadmapId: string | null): { roadmap: Roadmap; stages: number[] } | null {
  const own = roadmapId ? roadmapById(roadmapId) : undefined;
  for (const roadmap of [...(own ? [own] : []), ...ROADMAPS]) {
    const stages = skills.map((skill) => {
      const at = roadmap.stages.findIndex((stage) => stage.skills.some((s) => sameSkill(s, skill)));
      return at < 0 ? Number.POSITIVE_INFINITY : at;
    });
    if (stages.some(Number.isFinite)) return { roadmap, stages };
  }
  return null;
}

/** Which of two skills to learn first, from the order of a path that has them, with courses for it. */
async function firstSkillAnswer(skills: readonly string[], ctx: AnswerContext, tools: ToolRunner): Promise<string> {
  const ar = ctx.language === "ar";
  const found = skillPath(skills, ctx.roadmapId);
  if (!found) return "";
  const { roadmap, stages } = found;
  const order = skills.map((skill, i) => ({ skill, stage: stages[i] })).sort((a, b) => a.stage - b.stage);
  const [first, second] = order;
  const title = ar ? roadmap.titleAr : roadmap.title;
  const stageName = (i: number) => (ar ? roadmap.stages[i].titleAr : roadmap.stages[i].title);
  let why: string;
  if (!Number.isFinite(second.stage)) {
    why = ar
      ? `هي التي يبني عليها مسار «${title}» (المرحلة ${first.stage + 1}: ${stageName(first.stage)})، أما ${second.skill} فليست من مراحله الأساسية؛ تعلّمها لاحقًا إن طلبتها إعلانات الوظائف التي تستهدفها.`
      : `it's the one the ${title} path builds on (stage ${first.stage + 1}: ${stageName(first.stage)}); ${second.skill} isn't one of its core stages, so add it later if the job ads you target ask for it.`;
  } else if (first.stage === second.stage) {
    why = ar
      ? `الاثنتان في المرحلة نفسها من مسار «${title}» (${stageName(first.stage)})؛ ابدأ بواحدة وأنهِ بها مشروعًا صغيرًا، ثم انتقل إلى الأخرى، واختر ما تطلبه إعلانات الوظائف في مدينتك أكثر.`
      : `both sit in the same stage of the ${title} path (${stageName(first.stage)}); finish one with a small project before the other, and favour whichever the job ads in your city ask for more.`;
  } else {
    why = ar
      ? `في مسار «${title}» تأتي ${first.skill} في المرحلة ${first.stage + 1} (${stageName(first.stage)}) و${second.skill} في المرحلة ${second.stage + 1} (${stageName(second.stage)})، فالأولى أساس للثانية.`
      : `on the ${title} path ${first.skill} comes in stage ${first.stage + 1} (${stageName(first.stage)}) and ${second.skill} in stage ${second.stage + 1} (${stageName(second.stage)}), so the first is the base for the second.`;
  }
  const ranked = (await tools.run("recommend_courses", { query: clip(first.skill), language: ctx.language, limit: 2 })).items as RankedCourse[];
  const lines = [ar ? `${vocative(ctx)}ابدأ بـ${first.skill}: ${why}` : sentence(`${vocative(ctx)}start with ${first.skill}: ${why}`)];
  if (ranked.length > 0) {
    lines.push("", ar ? `**دورات تبدأ بها في ${first.skill}:**` : `**Courses to start ${first.skill} with:**`);
    for (const r of ranked) lines.push(`- ${mdLink(r.course.title, r.course.url)} (${r.course.provider}${r.course.free ? (ar ? "، مجانية" : ", free") : ""})`);
  }
  return lines.join("\n");
}

/** "promoted to senior", "اترقى لمحاسبة أولى", "ترقية لسينيور": the role after a promotion verb is the level aimed at. */
const PROMOTED_TO = / (?:promoted to|promotion to|get to|اترقي ل|اترقي الي|ترقيه ل|ترقيه الي|اترقي لل|اتنقل لدرجه|اوصل ل|اوصل لمنصب)/;

/** The guidance a message names by its object word ("el cv bta3y", "المقابلة", "my salary"), in its own or its Arabic rendering. */
function namedGuidance(text: string): GuidanceIntent | null {
  const readings = [fold(text), ...(isFrancoArabic(text) ? [fold(francoToArabic(text))] : [])];
  for (const [intent, , phrases] of INTENT_OBJECT_WORDS) {
    if (intent !== "resume_help" && intent !== "interview_prep" && intent !== "salary_negotiation" && intent !== "networking") continue;
    if (readings.some((folded) => phrases.some((p) => hasPhrase(folded, p)))) return intent;
  }
  return null;
}

/** "what should I do next in my career?", "خطوتي الجاية ايه؟": asking for the next step itself. */
const NEXT_STEP = / (?:next step|next steps|do next|next move|what now|career advice|my career|plan for my career|grow in my career|خطوتي|الخطوه الجايه|الخطوه التاليه|اعمل ايه بعد كده|مستقبلي|حياتي المهنيه|مساري المهني|نصيحه لمستقبلي|a3ml eh ba3d keda)(?= )/;

/** Playbooks about making money on one's own, where an earning goal the user states is worked into the answer. */
const EARNING_TOPICS = new Set(["career-freelance", "career-side-job", "career-freelance-pricing", "salary-remote-foreign-currency"]);

/** The general playbook used when no other matches: a plan with no situation in it. */
const GENERAL_FALLBACK = "career-general";

/** The user's own figures and situation, put to work in a guidance answer. */
function personalNote(topicId: string, intent: GuidanceIntent, req: Request, ctx: AnswerContext): string {
  const notes: string[] = [];
  // A salary question answered by a general playbook ("18k at a startup or 15k at a bank") still gets its numbers worked.
  // Two offers, cash against equity, or a choice between offers that names their pay ("18k at a startup or 15k at a bank").
  if (intent === "salary_negotiation" || req.intent === "salary_negotiation" || topicId === "career-company-choice" || topicId === "career-equity-offer"
    || (DECISION_TOPICS.has(topicId) && amountsIn(req.text).length > 0)) {
    notes.push(salaryNote(req.text, ctx));
  }
  if (intent === "resume_help") notes.push(resumeLengthNote(req.text, ctx), resumeTargetNote(req.text, req.stated, ctx));
  if (topicId === "career-stuck" || topicId === "career-choose-field") {
    const age = ageIn(req.text);
    if (age) notes.push(ageNote(age, ctx));
  }
  if (topicId === "career-switch") notes.push(movePreface(req.text, req.stated, ctx, ""));
  if (topicId === "career-promotion" && (asksToLearn(req.text) || asksWhatToLearn(req.text))) notes.push(nextLevelSkills(ctx));
  if (topicId === "career-choose-field" || topicId === "career-stuck") notes.push(degreeNote(req.text, ctx));
  if (topicId === "career-gap") notes.push(gapNote(req.text, ctx));
  if (topicId === "career-cert-choice") notes.push(certsNote(req.text, ctx));
  if (topicId === "career-bootcamp-or-self-study") notes.push(runwayNote(req.text, ctx));
  if (EARNING_TOPICS.has(topicId)) notes.push(earningGoalNote(req.text, ctx));
  // "which certifications would help me become an HR specialist?": the target path's courses that give one.
  // When the user names the certifications they weigh, the comparison is about those, not the path's course certificates.
  const targetPath = topicId === "career-cert-choice" && ctx.target && ctx.roadmapId && certsNamed(req.text) === 0 ? roadmapById(ctx.roadmapId) : undefined;
  if (targetPath) notes.push(pathCertificates(planRoadmap(targetPath, ctx.profile, ctx.language), ctx));
  if (topicId === "career-work-abroad") notes.push(destinationNote(req.text, ctx));
  return notes.filter(Boolean).join("\n\n");
}

/** "I want a promotion, what should I learn?": the skills of the user's own path that their profile does not show yet. */
function nextLevelSkills(ctx: AnswerContext): string {
  const roadmap = ctx.roadmapId ? roadmapById(ctx.roadmapId) : undefined;
  if (!roadmap) return "";
  // An Arabic profile ("المحاسبة المالية", "محاسبة") names its skills in Arabic: their English names count as held too.
  const arabicSide = [ctx.profile.title, ...ctx.profile.skills.map((s) => s.name)].filter((t) => /[\u0621-\u064A]/.test(t)).join("، ");
  const have = [...ctx.profile.skills.flatMap((s) => [fold(s.name).trim(), fold(canonicalSkill(s.name)).trim()]),
    ...(arabicSide ? englishTerms(arabicSide).map((t) => fold(t).trim()) : [])];
  const resume = fold(ctx.profile.resumes.map((r) => r.text).join(" "));
  const owned = (skill: string) => {
    const k = fold(skill).trim();
    return have.some((h) => h === k || h.includes(k) || k.includes(h)) || hasPhrase(resume, k);
  };
  // The next level starts at the furthest stage the user already works in, not at the path's basics.
  const reached = roadmap.stages.reduce((last, stage, i) => (stage.skills.some(owned) ? i : last), 0);
  const next = roadmapSkills({ ...roadmap, stages: roadmap.stages.slice(reached) }).filter((skill) => !owned(skill)).slice(0, 3);
  if (next.length === 0) return "";
  const ar = ctx.language === "ar";
  const title = ar ? roadmap.titleAr : roadmap.title;
  return ar
    ? `**مهارات المستوى التالي في مسار ${title}:** ${listJoin(next.map((skill) => skillInLanguage(skill, "ar")), "ar")}؛ ليست في ملفك بعد، وأولها نقطة بداية مناسبة مع أول مشروع جديد في العمل.`
    : `**Skills for the next level on the ${title} path:** ${listJoin(next, "en")} — your profile doesn't show them yet; the first is a good place to start, alongside the project you take on.`;
}

async function resumeHelp(req: Request, ctx: AnswerContext, tools: ToolRunner, profile: CoachProfile): Promise<string> {
  const folded = fold(req.text);
  const wantsReview = REVIEW_WORDS.some((w) => hasPhrase(folded, w));
  const topic = selectTopic(req.text, "resume_help");
  const specific = topicScore(folded, topic) > 0;
  if (profile.resumes.length > 0 && (wantsReview || !specific)) {
    const result = await tools.run("resume_insights", {});
    const review = result.items[0] as ResumeReview | undefined;
    // "review my CV for a financial analyst position": the review, then what a resume aimed at that role needs.
    const aimed = review ? resumeTargetNote(req.text, req.stated, ctx) : "";
    if (review) return aimed ? `${renderResumeReview(review, ctx)}\n\n${aimed}` : renderResumeReview(review, ctx);
  }
  if (profile.resumes.length > 0 && topic.id === "resume-summary") {
    // "rewrite the summary of my resume": a draft from the resume on file, then how to finish it.
    const review = (await tools.run("resume_insights", {})).items[0] as ResumeReview | undefined;
    if (review) return guidance("resume_help", req, ctx, tools, summaryDraft(review, ctx));
  }
  if (profile.resumes.length > 0 && (topic.id === "resume-bullets" || topic.id === "resume-ats")) {
    // "rewrite my top bullet", "will ATS reject my resume?": what the resume on file shows on that point, then the steps.
    const review = (await tools.run("resume_insights", {})).items[0] as ResumeReview | undefined;
    const note = review ? resumePointNote(topic.id, review, profile.resumes[0].text, ctx) : "";
    if (note) return guidance("resume_help", req, ctx, tools, `${note}\n\n`);
  }
  if (wantsReview && profile.resumes.length === 0) {
    const prefix = ctx.language === "ar"
      ? "لا أرى سيرة ذاتية في ملفك بعد. ارفعها من صفحة Career info أو Resume Library ثم اطلب المراجعة مرة أخرى (أو اضغط Get Insights في نافذة المعرض). وإلى ذلك الحين، هذه القائمة التي أراجع بها:\n\n"
      : "I don't see a resume on your profile yet. Upload one on the Career info page or in the Resume Library, then ask again (or press Get Insights in the Gallery window). Meanwhile, here's the checklist I review against:\n\n";
    return guidance("resume_help", req, ctx, tools, prefix);
  }
  return guidance("resume_help", req, ctx, tools);
}

/** A three-line summary drafted from the resume on file: the role it targets, its strongest skills, and a slot for a result. */
function summaryDraft(review: ResumeReview, ctx: AnswerContext): string {
  const skills = review.skills.found.slice(0, 4);
  const role = review.targetRole || ctx.role;
  const years = ctx.yearsExperience;
  if (ctx.language === "ar") {
    return [`${vocative(ctx)}هذه مسودة لملخص سيرتك (${review.title}) من محتواها؛ أكمل ما بين القوسين:`, "",
      `> ${role}${years ? ` بخبرة ${years} سنوات` : ""}${skills.length ? ` متمكن من ${skills.join("، ")}` : ""}. [أقوى نتيجة لك برقم، مثل: قلّلت وقت إعداد التقارير 40%]. أبحث عن فرصة لتوظيف ${skills[0] ?? "مهاراتي"} في فريق ${role}.`, "", ""].join("\n");
  }
  return [sentence(`${vocative(ctx)}here's a draft summary built from your resume (${review.title}); fill in the bracket:`), "",
    `> ${role}${years ? ` with ${years} years of experience` : ""}${skills.length ? ` skilled in ${skills.join(", ")}` : ""}. [Your strongest result, with a number — e.g. cut reporting time by 40%]. Looking to bring ${skills[0] ?? "these skills"} expertise to a ${role} team.`, "", ""].join("\n");
}

let SKILL_COUNTS: Map<string, number> | null = null;

/** Skills of the same taxonomy category as `skill` that the most bundled courses teach. */
function relatedSkills(skill: string): string[] {
  SKILL_COUNTS ??= courses.reduce((counts, c) => {
    for (const s of c.skills) counts.set(s, (counts.get(s) ?? 0) + 1);
    return counts;
  }, new Map<string, number>());
  const category = SKILLS.find((s) => s.name === skill)?.category;
  if (!category) return [];
  return SKILLS.filter((s) => s.category === category && s.name !== skill && (SKILL_COUNTS?.get(s.name) ?? 0) >= 2)
    .sort((a, b) => (SKILL_COUNTS?.get(b.name) ?? 0) - (SKILL_COUNTS?.get(a.name) ?? 0))
    .slice(0, 3)
    .map((s) => s.name);
}

/**
 * "it", "that one", "ده" point at the item the last answer was about when it discussed just
 * one ("the last one" → "is it free?"); an ordinal ("the second one") always counts from the list.
 */
function focusedReference(req: Request, messages: readonly ChatTurn[]): TurnReference | undefined {
  const reference = req.detected.reference;
  const last = messages.filter((m) => m.role === "user").at(-1)?.content ?? "";
  if (reference?.kind !== "ordinal" || reference.index !== 0 || ORDINAL_WORDS.test(fold(last))) return reference;
  const previous = [...messages].reverse().find((m) => m.role === "assistant");
  if (!previous) return reference;
  const linked = new Set([...previous.content.matchAll(/\]\((https?:[^)\s]+)\)/g)].map((m) => m[1]));
  const discussed = req.shown.map((c, index) => ({ c, index })).filter(({ c }) => c.url && linked.has(c.url));
  return discussed.length === 1 ? { kind: "ordinal", index: discussed[0].index } : reference;
}

/** What to learn next when the request names nothing: the next stage toward the stated target, else toward the profile's title. */
function nextStepSubject(req: Request, profile: CoachProfile): string {
  const target = req.stated.targetRole;
  return subjectFromProfile(target ? { ...profile, title: target } : profile);
}

/** The nearest real path for a subject the catalogue lacks: the roadmap that teaches its skills, with that stage's courses. */
function nearestPath(subject: string, profile: CoachProfile): { roadmap: Roadmap; courses: Course[] } | { related: string[] } | null {
  const skills = findSkillNames(subject, true);
  if (skills.length === 0) return null;
  const roadmap = resolveRoadmap(subject, profile);
  if (!roadmap) {
    // A skill no roadmap teaches (Haskell, COBOL): the catalogue's most-taught skills of the same kind.
    const related = relatedSkills(skills[0]);
    return related.length > 0 ? { related } : null;
  }
  const plan = planRoadmap(roadmap, profile);
  const wanted = new Set(skills.map((s) => s.toLowerCase()));
  const stage = plan.stages.find((s) => s.stage.skills.some((k) => wanted.has(k.toLowerCase()))) ?? plan.stages[plan.startStage];
  return stage && stage.courses.length > 0 ? { roadmap, courses: stage.courses } : null;
}

/**
 * "كورس اوتوكاد للمهندسين", "اتعلم ياباني": the user's own word for a subject the catalogue has no
 * name for, so an Arabic "nothing fits" answer still says what it has no courses in.
 */
export function ownTerm(subject: string): string {
  const words = subject.trim().split(/\s+/).filter((w) => /^[\u0621-\u064Aa-z][\u0621-\u064Aa-z0-9+#.-]{2,24}$/i.test(w));
  // "تحضير لشهادة SHRM", "كورس Oracle بالعربي": in Arabic words, a name in Latin letters is what the course would be about.
  const arabic = words.some((w) => /[\u0621-\u064A]/.test(w));
  const latin = arabic ? words.find((w) => /^[a-z][a-z0-9+#.-]+$/i.test(w) && !LATIN_FILLERS.has(w.toLowerCase())) : undefined;
  // "أرغب في تعلم اللغة التركية": the wish and the preparation around a subject are not the subject.
  if (latin) return latin;
  const at = words.findIndex((w) => !SUBJECT_FILLERS.has(fold(w).trim()));
  if (at < 0) return "";
  // "خط عربي", "مطبخ إيطالي": an adjective of origin after the word belongs to the subject.
  const next = words[at + 1];
  return next && /[\u0621-\u064A](?:ي|يه|ية)$/.test(next) && !SUBJECT_FILLERS.has(fold(next).trim()) ? `${words[at]} ${next}` : words[at];
}

/** Words around a subject an Arabic request names ("أرغب", "تحضير لشهادة"), folded. */
const SUBJECT_FILLERS = new Set(["ارغب", "اريد", "اود", "احب", "نفسي", "حابب", "حابه", "تحضير", "التحضير", "للتحضير", "تجهيز", "مذاكره", "لمذاكره", "شهاده", "لشهاده",
  "تعليم", "لتعليم", "لتعلم", "التعليم",
  "امتحان", "لامتحان", "اختبار", "لاختبار", "تعلم", "اتعلم", "دراسه", "دورات", "دوره", "كورس", "كورسات", "اللغه", "لغه", "للعمل", "توجد", "يوجد", "فيه", "عايز", "عايزه"]);
const LATIN_FILLERS = new Set(["course", "courses", "online", "free", "level", "the", "and", "for", "cv", "hr"]);

async function courseAnswer(req: Request, ctx: AnswerContext, tools: ToolRunner, profile: CoachProfile, extra: {
  conditions?: { level?: CourseLevel; maxHours?: number; freeOnly?: boolean; courseLanguage?: CoachLanguage; certificate?: boolean };
  minHours?: number; exclude?: string[]; intro?: string;
} = {}): Promise<string> {
  const { constraints } = req;
  // "courses that build on what I know": the profile's skills are the subject, not the words "build" and "know".
  const ownSkills = !namesNewSubject(req.subject) && SELF_WORDS.some((w) => hasPhrase(fold(req.text), w));
  const query = (!ownSkills && correctedSubject(req.subject)) || nextStepSubject(req, profile);
  const c = { ...extra.conditions };
  // "I only have 500 pounds for courses": free courses, and the budget said back.
  const budget = req.mode === "normal" ? budgetIn(req.text) : undefined;
  if (budget && budget.value <= 2000) c.freeOnly = true;
  const budgetLine = budget ? `${budgetNote(budget, ctx)}\n\n` : "";
  // The user's conditions and constraints, the same for every search this answer makes.
  const filters = {
    level: c.level ?? req.level,
    language: req.language,
    freeOnly: c.freeOnly ?? (req.freeOnly || undefined),
    courseLanguage: c.courseLanguage ?? constraints.courseLanguage,
    certificate: c.certificate ?? (constraints.certificate || undefined),
    maxHours: c.maxHours ?? constraints.maxHours,
    provider: constraints.provider,
  };
  const result = await tools.run("recommend_courses", {
    query: clip(query),
    ...filters,
    limit: extra.minHours ? 10 : 3,
    exclude: extra.exclude,
  });
  let items = result.items as RankedCourse[];
  if (extra.minHours) items = items.filter((r) => r.course.durationHours >= (extra.minHours ?? 0)).slice(0, 3);
  if (items.length === 0 && result.search) {
    // "learn German for a job in Berlin": a spoken language is the subject here, and the answer names it.
    // "a cissp prep course?": a one-word subject nothing knows is still what the user asked for, and the answer names it.
    const single = /^[a-z][a-z0-9+#.-]{1,24}$/i.test(req.subject.trim()) ? req.subject.trim() : "";
    const own = single.length <= 5 && /^[a-z]+$/i.test(single) ? single.toUpperCase() : single;
    // "teach me houdini for vfx": the tool asked for by name, when nothing else names the subject.
    // "pega developer certification course": the tool named outright, not the role its other words suggest.
    const lead = untaughtLeadWord(req.subject, req.text);
    const label = lead || req.label || (ctx.language === "en" ? findSkillNames(query, true)[0] ?? own : ownTerm(req.subject));
    return budgetLine + renderNoFit(result.search, label, ctx, result.search.covered ? null : nearestPath(query, profile));
  }
  // "مونتاج بريمير برو": when no course found teaches the named tool, say so rather than pass off the broader topic's courses as it.
  let untaught = items.length > 0 && !extra.intro && req.subject ? untaughtTool(req.subject, items) || untaughtAcronym(req.text) || untaughtLeadWord(req.subject, req.text) : "";
  // "كورسات اكسل وبايثون": one search ranks the first skill's courses; each other named skill gets its own search before it is called untaught.
  const named = untaught ? subjectSkills(req.subject) : [];
  for (let round = 0; untaught && named.length >= 2 && round < named.length - 1; round++) {
    const more = await tools.run("recommend_courses", {
      query: clip(untaught),
      ...filters,
      limit: 2,
      exclude: [...(extra.exclude ?? []), ...items.map((r) => r.course.id)],
    });
    const skill = untaught;
    const found = (more.items as RankedCourse[]).filter((r) => courseTeaches(r.course, skill));
    if (found.length === 0) break;
    const keep = Math.max(1, 4 - found.length - Math.max(0, named.length - 2 - round));
    const kept = new Set([...items.slice(0, keep), ...found].map((r) => r.course.id));
    for (const use of tools.uses) if (use.tool === "recommend_courses") use.citations = use.citations.filter((ct) => ct.kind !== "course" || kept.has(ct.id));
    items = [...items.slice(0, keep), ...found];
    untaught = untaughtTool(req.subject, items);
  }
  // Courses that teach none of the named skills ride along on a shared word ("design"): leave them out when others fit.
  if (!untaught && req.subject && items.length > 1) {
    const named = subjectSkills(req.subject);
    const onTopic = items.filter((r) => named.some((skill) => courseTeaches(r.course, skill)));
    if (named.length > 0 && onTopic.length > 0 && onTopic.length < items.length) {
      const kept = new Set(onTopic.map((r) => r.course.id));
      const use = tools.uses.at(-1);
      if (use) use.citations = use.citations.filter((c) => c.kind !== "course" || kept.has(c.id));
      items = onTopic;
    }
  }
  // Before saying the catalogue lacks it, ask the catalogue for that skill alone: a long message's other words can crowd it out of one search.
  if (untaught && words(fold(untaught)).every((w) => catalogueWords().has(w))) {
    const alone = await tools.run("recommend_courses", { query: clip(untaught), ...filters, limit: 3, exclude: extra.exclude });
    const skill = untaught;
    const found = (alone.items as RankedCourse[]).filter((r) => courseTeaches(r.course, skill));
    if (found.length > 0) {
      const kept = new Set(found.map((r) => r.course.id));
      for (const use of tools.uses) if (use.tool === "recommend_courses") use.citations = use.citations.filter((ct) => ct.kind !== "course" || kept.has(ct.id));
      items = found;
      untaught = "";
    }
  }
  if (untaught) {
    for (const use of tools.uses) if (use.tool === "recommend_courses") use.citations.splice(0);
    return budgetLine + renderUntaught(untaught, req.label, ctx);
  }
  return budgetLine + renderCourses(items, req.label, ctx, {
    more: req.wantsMore, named: Boolean(req.subject), roadmapHint: extra.intro ? "" : roadmapHint(req.subject, ctx), intro: extra.intro,
  });
}

const MATH_WORDS = ["math", "maths", "mathematics", "statistics", "stats", "algebra", "calculus", "رياضيات", "الرياضيات", "احصاء", "الاحصاء", "math?"];

function asksAboutMath(text: string): boolean {
  const folded = fold(text);
  return MATH_WORDS.some((w) => hasPhrase(folded, w));
}

/** "do I need math for it?": what the course's level assumes, and what the field needs later. */
function mathNote(shown: ShownItem[], reference: TurnReference | undefined, ctx: AnswerContext): string {
  const index = reference?.kind === "ordinal" ? (reference.index < 0 ? shown.length + reference.index : reference.index) : 0;
  const item = shown[index];
  if (item?.kind !== "course") return "";
  const { course } = item;
  const quantitative = course.skills.some((s) => /statistic|machine learning|data|probability|calculus|algebra|deep learning|analytics/i.test(s));
  if (ctx.language === "ar") {
    return `**عن الرياضيات:** ${course.title} دورة بمستوى ${course.level === "Beginner" ? "مبتدئ" : course.level === "Intermediate" ? "متوسط" : "متقدم"}؛ ${course.level === "Beginner" ? "ودورات المبتدئين تكفيها رياضيات المدرسة (الجبر الأساسي)" : "وتفترض أساسًا جيدًا في الجبر"}.${quantitative ? " ولعمل البيانات نفسه ستحتاج الإحصاء والاحتمالات لاحقًا، ويمكنك تعلمها بالتوازي." : ""}`;
  }
  return `**On math:** ${course.title} is a ${course.level.toLowerCase()} course — ${course.level === "Beginner" ? "beginner courses assume only school algebra" : "it assumes comfortable algebra"}.${quantitative ? " For data work itself you'll need statistics and probability later; you can learn them alongside." : ""}`;
}

/** Words asking whether a skill pays off in the job market rather than for material on it. */
const WORTH_WORDS = ["worth learning", "worth it", "worth the time", "still worth", "in demand", "most in demand", "a fad", "dying", "still relevant", "future proof",
  "future-proof", "matters for", "does it matter", "do employers", "do companies use", "will it help me get", "help me get a job", "يستاهل", "مطلوب", "مطلوبه", "عليه طلب",
  "ليه مستقبل", "له مستقبل", "ليها مستقبل", "بيطلبوه", "بيطلبوها"];

/** A skill by its taxonomy name, as written there ("JS" → "JavaScript", "typescript" → "TypeScript"). */
function skillName(name: string): string {
  return findSkillNames(name, true)[0] ?? name;
}

function asksWorth(text: string): boolean {
  const folded = fold(text);
  return WORTH_WORDS.some((w) => hasPhrase(folded, w));
}

/**
 * Whether a skill is worth it, or which of the user's skills a role wants: the paths it belongs to
 * (the roles that expect it), what of the profile that role's path lists, and a job-ad check to settle it.
 */
function demandNote(text: string, subject: string, ctx: AnswerContext, profile: CoachProfile): string {
  const ar = ctx.language === "ar";
  const role = findRoadmap(text);
  const lines: string[] = [];
  const own = profile.skills.map((s) => skillName(s.name));
  if (role && role.score >= 8 && / (?:my skills|my skill|مهاراتي) /.test(fold(text))) {
    const wanted = roadmapSkills(role.roadmap);
    const have = own.filter((s) => wanted.some((w) => sameSkill(w, s)));
    const missing = wanted.filter((w) => !own.some((s) => sameSkill(w, s))).slice(0, 3);
    const title = ar ? role.roadmap.titleAr : role.roadmap.title;
    lines.push(ar
      ? `**مهاراتك في مسار ${title}:** ${have.length > 0 ? `${listJoin(have, "ar")} من صلب هذا المسار` : "لا تظهر مهارات ملفك في هذا المسار بعد"}${missing.length > 0 ? `؛ وأقرب ما ينقصك: ${listJoin(missing, "ar")}` : ""}.`
      : `**Your skills against the ${title} path:** ${have.length > 0 ? `${listJoin(have, "en")} ${have.length === 1 ? "is" : "are"} core to it` : "none of your profile's skills is on it yet"}${missing.length > 0 ? `; the nearest gaps are ${listJoin(missing, "en")}` : ""}.`);
  } else if (subject) {
    const skill = skillName(subject);
    const paths = ROADMAPS.flatMap((r) => {
      const stage = r.stages.findIndex((st) => st.skills.some((k) => sameSkill(k, skill)));
      return stage >= 0 ? [{ title: ar ? r.titleAr : r.title, stage: stage + 1, of: r.stages.length }] : [];
    }).slice(0, 3);
    if (paths.length > 0) {
      const where = paths.map((p) => (ar ? `${p.title} (المرحلة ${p.stage} من ${p.of})` : `${p.title} (stage ${p.stage} of ${p.of})`));
      lines.push(ar
        ? `**هل ${skill} يستحق؟** هو جزء من مسار ${listJoin(where, "ar")}؛ أي أن من يوظّفون لهذه الأدوار يتوقعونه.`
        : `**Is ${skill} worth it?** It's part of the ${listJoin(where, "en")} path${paths.length > 1 ? "s" : ""} — employers hiring for those roles expect it.`);
    }
  }
  const target = ctx.role ? ` (${ctx.role})` : "";
  const asked = role && role.score >= 8 && lines.length > 0 ? roadmapSkills(role.roadmap).slice(0, 3) : [];
  const what = asked.length > 0 ? listJoin(asked, ar ? "ar" : "en") : subject ? skillName(subject) : ar ? "المهارة" : "the skill";
  lines.push(ar
    ? `**للتأكد بنفسك:** افتح 20 إعلان وظيفة حديثًا للدور الذي تستهدفه${target} وعُدّ كم منها يذكر ${what}؛ لو الثلث أو أكثر فتعلّمه جيدًا مع مشروع واحد يستخدمه.`
    : `**To settle it:** open 20 recent job ads for the role you want next${target} and count how many list ${what}; if it's a third or more, learn it properly, with one project that uses it.`);
  return lines.join("\n\n");
}

/** "do i need to know java for the 2nd one?", "لازم اكون عارف بايثون؟": the skill a user asks whether a course assumes. */
const PREREQUISITE = / (?:need to know|need to learn|have to know|should i know|need|know|require|requires|assume|assumes|لازم اعرف|لازم اكون عارف|محتاج اعرف|محتاج اتعلم) ([a-z+#.]{1,15}|[\u0621-\u064A]{2,12}) (?:first |before |for |to |قبل |عشان )?/;

/** Whether the course pointed at assumes a skill the user asked about: it teaches it, uses it, or starts without it. */
function prerequisiteNote(shown: ShownItem[], reference: TurnReference | undefined, ctx: AnswerContext): string {
  const asked = PREREQUISITE.exec(fold(ctx.question))?.[1];
  if (!asked || ["it", "this", "that", "anything", "something", "math", "maths"].includes(asked)) return "";
  const index = reference?.kind === "ordinal" ? (reference.index < 0 ? shown.length + reference.index : reference.index) : 0;
  const item = shown[index];
  if (item?.kind !== "course") return "";
  const { course } = item;
  const named = englishTerms(asked)[0] ?? asked;
  const skill = /^[a-z]/.test(named) ? named.charAt(0).toUpperCase() + named.slice(1) : named;
  const uses = course.skills.some((s) => fold(s).trim() === fold(skill).trim()) || fold(course.title).includes(` ${fold(skill).trim()} `);
  const ar = ctx.language === "ar";
  const beginner = course.level === "Beginner";
  if (uses) {
    return ar
      ? `**عن ${skill}:** الدورة نفسها تستخدم ${skill} وتعلّمها${beginner ? " من البداية، فلا تحتاج معرفة سابقة بها" : "، وتفترض أساسًا فيها؛ راجع أساسياتها أولًا"}.`
      : `**On ${skill}:** this course uses and teaches ${skill}${beginner ? " from the start, so you don't need it beforehand" : " and assumes the basics — review them first"}.`;
  }
  const taught = course.skills[0] ?? "";
  return ar
    ? `**عن ${skill}:** لا تحتاجها لهذه الدورة؛ فهي تُدرَّس${taught ? ` بـ${taught}` : ""}${beginner ? " ومن مستوى المبتدئين" : ""}.`
    : `**On ${skill}:** you don't need it for this course — it's taught${taught ? ` with ${taught}` : ""}${beginner ? " and starts at beginner level" : ""}.`;
}

/** Whether a course satisfies a filtering refinement ("free", "in Arabic", "with a certificate"). */
function meetsRefine(course: Course & { certificate?: boolean }, refine: Refinement): boolean {
  if (refine === "free") return course.free;
  if (refine === "arabic") return course.language === "ar";
  if (refine === "english") return course.language === "en";
  if (refine === "certificate") return course.certificate ?? providerGivesCertificate(course.provider);
  // Courses carry no dates: none of them is known to be newer.
  if (refine === "newer") return false;
  return true;
}

/** The year of the newest book shown (0 when none is a book). */
function newestYear(shown: readonly ShownItem[]): number {
  return Math.max(0, ...shown.flatMap((i) => (i.kind === "book" ? [i.book.year] : [])));
}

/** "anything more recent?" after books: those on the topic published after the newest shown, newest first. */
function newerBooks(shown: readonly ShownItem[], others: readonly Book[]): Book[] {
  const newest = newestYear(shown);
  return others.filter((b) => b.year > newest).sort((a, b) => b.year - a.year).slice(0, 3);
}

/** No book on the topic is newer than those shown: said plainly, with where the latest thinking is. */
function noNewerBooks(shown: readonly ShownItem[], label: string, ctx: AnswerContext): string {
  const newest = newestYear(shown);
  return ctx.language === "ar"
    ? `${vocative(ctx)}أحدث ما عندي${label ? ` عن ${label}` : ""} هو ما عرضته (${newest})؛ ولا أجد في قائمتي كتبًا أحدث منه. للأحدث في المجال، تابع النشرات والقنوات المتخصصة، واسأل عن دورة حديثة.`
    : sentence(`${vocative(ctx)}the newest I have${label ? ` on ${label}` : ""} is what I listed (${newest}); my list has nothing more recent. For the latest thinking, follow the field's newsletters and channels, or ask me for a course.`);
}

/** "None of those is free." — said before offering ones that are. */
function noneOfThose(refine: Refinement, ctx: AnswerContext): string {
  const what: Partial<Record<Refinement, [string, string]>> = {
    free: ["free", "مجانية"], arabic: ["taught in Arabic", "بالعربية"], english: ["taught in English", "بالإنجليزية"],
    certificate: ["certificate-granting", "تمنح شهادة"],
  };
  const [en, ar] = what[refine] ?? ["a match", "مناسبة"];
  return ctx.language === "ar" ? `للأسف، لا توجد بين الدورات التي عرضتها دورة ${ar}.` : `None of the courses I listed is ${en}.`;
}

const SELF_WORDS = ["what i know", "what i already know", "my skills", "my current skills", "build on", "based on my profile", "based on my skills",
  "i already use", "tools i use", "what i use", "what i do every day", "اللي اعرفه", "اللي بعرفه", "مهاراتي", "على مستوايا", "بناء على مهاراتي",
  "اللي بستخدمها", "اللي بستخدمه", "اللي بشتغل بيها", "اللي بشتغل بيه"];

/** "what should I learn after the tools I already use?": the next courses on top of the profile's skills. */
export function asksToBuildOnOwnSkills(text: string, subject: string): boolean {
  const folded = fold(text);
  return !namesNewSubject(subject) && asksToLearn(text) && SELF_WORDS.some((w) => hasPhrase(folded, w));
}

let SKILL_WORDS: string[] | null = null;

/** Optimal-string-alignment distance, stopping early past `max`. */
function closeTo(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      best = Math.min(best, d[i][j]);
    }
    if (best > max) return false;
  }
  return d[a.length][b.length] <= max;
}

/**
 * The subject with a misspelt skill corrected ("javascrpit" → "javascript"), when it names no
 * skill as typed; the subject itself otherwise. Only long Latin words are checked, against
 * one-word skill names, so the cost stays small.
 */
function correctedSubject(subject: string): string {
  if (!subject || namesNewSubject(subject) || /[\u0600-\u06FF]/.test(subject)) return subject;
  SKILL_WORDS ??= [...new Set(SKILLS.flatMap((s) => [s.name, ...s.synonyms]).map((n) => n.toLowerCase()).filter((n) => /^[a-z][a-z+#.]{4,}$/.test(n)))];
  let changed = false;
  const fixed = subject.split(/\s+/).map((word) => {
    const w = word.toLowerCase();
    if (w.length < 5 || !/^[a-z]+$/.test(w)) return word;
    const hit = SKILL_WORDS?.find((k) => k !== w && k[0] === w[0] && closeTo(w, k, w.length >= 8 ? 2 : 1));
    if (!hit) return word;
    changed = true;
    return hit;
  });
  return changed ? fixed.join(" ") : subject;
}

/** A skill the request names that none of the found courses teaches ("Premiere Pro" answered with general video or photo courses). */
function untaughtTool(query: string, items: readonly RankedCourse[]): string {
  // A tool the glossary knows by its Arabic spelling ("بريمافيرا") but the skills list does not is still a named tool.
  const skills = subjectSkills(query);
  const tools = englishTerms(query).filter((t) => !t.includes(" ") && !skills.some((s) => fold(s).trim() === fold(t).trim()));
  const named = [...skills, ...tools];
  if (named.length === 0) return "";
  return named.find((skill) => !items.some((r) => courseTeaches(r.course, skill))) ?? "";
}

/**
 * An exam, certification or tool the user names in capitals ("NCLEX", "CFA", "SAP FICO") that no course in the catalogue
 * mentions: the answer says it is not covered instead of listing the broader field's courses.
 */
function untaughtAcronym(text: string): string {
  for (const [acronym] of text.matchAll(/(?<![A-Za-z])[A-Z][A-Z0-9]{2,7}(?![A-Za-z])/g)) {
    if (!catalogueWords().has(acronym.toLowerCase()) && !findSkillNames(acronym, true).length) return acronym;
  }
  return "";
}

/**
 * "godot make 2d games": the subject's first word, in Latin letters, that no course title or skill has and no skill is
 * named by — a tool the catalogue does not know, whatever the rest of the request shares with its courses.
 */
function untaughtLeadWord(subject: string, text: string): string {
  const first = subject.trim().split(/\s+/)[0] ?? "";
  if (!/^[a-z][a-z0-9+#.-]{2,24}$/i.test(first) || subject.trim() === first) return "";
  const folded = fold(first).trim();
  // "power apps": a known first word ("power", as in Power BI) with a second that makes another tool no course teaches.
  const second = subject.trim().split(/\s+/)[1] ?? "";
  if (catalogueWords().has(folded) && /^[a-z][a-z0-9+#.-]{2,24}$/i.test(second) && !MODIFIERS.has(fold(second).trim())) {
    const pair = `${folded} ${fold(second).trim()}`;
    const taught = courses.some((c) => fold(`${c.title} ${c.skills.join(" ")}`).includes(` ${pair} `));
    const askedPair = new RegExp(` (?:teach me|learn|learning|study|علمني|اتعلم|at3alem|at3allem) ${pair.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} `);
    if (!taught && askedPair.test(fold(text)) && findSkillNames(`${first} ${second}`, true).length === 0) {
      return `${first.charAt(0).toUpperCase()}${first.slice(1)} ${second.charAt(0).toUpperCase()}${second.slice(1)}`;
    }
  }
  // Only a word asked to be learned outright: "teach me godot", "learn godot", "a course for Sage accounting".
  const word = folded.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const asked = new RegExp(` (?:teach me|learn|learning|study|علمني|اتعلم|at3alem|at3allem) ${word} | (?:course|courses|class|tutorial|training|كورس|كورسات) (?:for|on|in|about) ${word} |^ ${word} (?:[a-z]+ ){0,2}(?:course|courses|tutorial|class|training) `);
  if (MODIFIERS.has(folded)) return "";
  if (!asked.test(fold(text))) return "";
  return catalogueWords().has(folded) || findSkillNames(first, true).length > 0 || englishTerms(first).length > 0 ? "" : first.charAt(0).toUpperCase() + first.slice(1);
}

/** Words that say what kind of course, not what it is about ("a short course", "learn quick"). */
const MODIFIERS = new Set(["short", "quick", "good", "great", "free", "cheap", "online", "beginner", "beginners", "basic", "advanced", "new", "simple", "easy",
  "best", "full", "complete", "small", "long", "intro", "introductory", "practical", "real", "more", "some", "any", "another", "other", "the", "a", "an", "my"]);

let CATALOGUE_WORDS: Set<string> | undefined;

/** Every word of the catalogue's course titles and skills, folded (built once). */
function catalogueWords(): Set<string> {
  if (!CATALOGUE_WORDS) {
    CATALOGUE_WORDS = new Set(courses.flatMap((c) => words(fold(`${c.title} ${c.skills.join(" ")}`))));
  }
  return CATALOGUE_WORDS;
}

/** Whether a course teaches a skill: in its title, or one of its skills containing (or contained in) it. */
function courseTeaches(course: Course, skill: string): boolean {
  const k = fold(skill).trim();
  return fold(course.title).includes(k) || course.skills.some((s) => {
    const f = fold(s).trim();
    return f.includes(k) || k.includes(f);
  });
}

function renderUntaught(skill: string, broader: string, ctx: AnswerContext): string {
  const v = vocative(ctx);
  return ctx.language === "ar"
    ? `${v}لا يتضمن الكتالوج دورات تعلّم ${skill} تحديدًا حتى الآن، ولن أرشح لك دورة لا تشرحه.${broader ? ` إن أردت دورات عامة في ${broader} فاطلبها وسأعرضها لك.` : ""} ويمكنك البدء بالمواد الرسمية المجانية من الجهة التي تقدمه (الشركة المنتجة أو جهة الامتحان).`
    : sentence(`${v}the catalogue has no course that teaches ${skill} specifically yet, and I won't pass off another course as one.${broader ? ` If general courses on ${broader} would help, ask and I'll list them.` : ""} The official free material from whoever runs it (the maker or the exam body) is a good place to start.`);
}

/** "anything shorter?", "أسهل", "in Arabic instead": the previous request again with the refinement applied, leaving out what was shown. */
async function refineAnswer(
  req: Request, ctx: AnswerContext, tools: ToolRunner, profile: CoachProfile, shown: ShownItem[], messages: readonly ChatTurn[],
): Promise<string> {
  const refine = req.detected.refine;
  const ar = ctx.language === "ar";
  const exclude = req.shown.map((c) => c.id);
  // Courses already shown anywhere in the conversation stay out of a refined list.
  const everShown = [...new Set([...exclude, ...messages.filter((m) => m.role === "assistant").flatMap((m) => m.citations ?? [])
    .filter((c) => c.kind === "course").map((c) => c.id)])].slice(0, 50);
  if (refine && req.intent === "recommend_youtube") {
    const language = refine === "arabic" ? "ar" : refine === "english" ? "en" : req.language;
    const result = await tools.run("recommend_youtube", { topic: clip(req.subject || nextStepSubject(req, profile)), language, limit: 6 });
    const channels = (result.items as YouTubeChannel[]).filter((c) => !exclude.includes(c.id) && (refine !== "arabic" && refine !== "english" || c.language === language));
    return renderChannels(channels.slice(0, 3), req.label, ctx, true);
  }
  if (refine && req.intent === "recommend_books") {
    const result = await tools.run("recommend_books", { topic: clip(req.subject) || undefined, limit: refine === "newer" ? 10 : 6 });
    const others = (result.items as Book[]).filter((b) => !exclude.includes(b.id));
    const books = refine === "newer" ? newerBooks(shown, others) : others.slice(0, 3);
    // Only the books the answer names are its sources.
    const named = new Set(books.map((b) => b.id));
    req.citeOnly = result.citations.filter((c) => named.has(c.id));
    if (refine === "newer" && books.length === 0) return noNewerBooks(shown, req.label, ctx);
    return renderBooks(books, req.label, ctx, true);
  }
  if (refine === "newer" && req.intent !== "recommend_youtube") {
    // The catalogue records no dates for courses: say so, then show others on the same subject.
    const intro = ar
      ? `${vocative(ctx)}لا يسجّل الكتالوج تاريخ نشر الدورات، فلا أستطيع ترتيبها بالأحدث؛ هذه دورات أخرى في الموضوع نفسه:`
      : sentence(`${vocative(ctx)}the catalogue doesn't record when courses were published, so I can't sort them by date; here are others on the same subject:`);
    return courseAnswer({ ...req, wantsMore: true }, ctx, tools, profile, { conditions: {}, exclude: everShown, intro });
  }
  const reference = req.detected.reference;
  const measured = reference?.kind === "ordinal" ? shown.filter((_, i) => i === (reference.index < 0 ? shown.length + reference.index : reference.index)) : shown;
  const conditions = refine ? refinedConditions(refine, measured.length > 0 ? measured : shown) : {};
  const { minHours, ...hard } = conditions;
  const intros: Record<string, [string, string]> = {
    shorter: [`Shorter options${hard.maxHours ? ` (${hard.maxHours} hours or less)` : ""}:`, `خيارات أقصر${hard.maxHours ? ` (${hard.maxHours} ساعة أو أقل)` : ""}:`],
    longer: ["More in-depth options:", "خيارات أعمق وأطول:"],
    easier: [`Easier options (${hard.level ?? "Beginner"} level):`, "خيارات أسهل:"],
    harder: [`More advanced options (${hard.level ?? "Advanced"} level):`, "خيارات أكثر تقدمًا:"],
    free: ["Completely free options:", "خيارات مجانية بالكامل:"],
    arabic: ["Options taught in Arabic:", "خيارات تُدرَّس بالعربية:"],
    english: ["Options taught in English:", "خيارات تُدرَّس بالإنجليزية:"],
    certificate: ["Options that give a certificate:", "خيارات تمنح شهادة:"],
  };
  const head = refine ? (ar ? intros[refine][1] : intros[refine][0]) : "";
  const intro = head ? (ar ? `${vocative(ctx)}${head}` : sentence(`${vocative(ctx)}${vocative(ctx) ? head.charAt(0).toLowerCase() + head.slice(1) : head}`)) : undefined;
  const answer = await courseAnswer({ ...req, wantsMore: true }, ctx, tools, profile, { conditions: hard, minHours, exclude: everShown, intro });
  // Nothing meets the refinement: the answer says so, and cites none of the nearest options (they break what was asked).
  if ((tools.items.at(-1) ?? []).length === 0) req.citeOnly = [];
  return answer;
}

async function answerText(
  req: Request, ctx: AnswerContext, tools: ToolRunner, profile: CoachProfile, options: ComposeOptions, messages: readonly ChatTurn[],
): Promise<string> {
  const { subject } = req;
  const limit = 3;
  switch (req.mode) {
    case "greeting":
      return renderGreeting(req.text, ctx);
    case "thanks":
      return renderThanks(ctx);
    case "encourage":
      return renderEncouragement(req.text, ctx);
    case "clarify":
      return renderClarify(ctx);
    case "about": {
      const shown = await resolveItems(req.shown, options.courses);
      const refine = req.detected.refine;
      const reference = focusedReference(req, messages);
      if (refine && !MEASURED_REFINES.has(refine) && reference?.kind !== "ordinal" && shown.some((i) => i.kind === "course")) {
        // "any of those free?": only the listed courses that are, or — when none is — an honest no and ones that are.
        const fitting = shown.filter((i) => i.kind === "course" && meetsRefine(i.course, refine));
        if (fitting.length === 0) {
          req.mode = "refine";
          return `${noneOfThose(refine, ctx)}\n\n${await refineAnswer(req, ctx, tools, profile, shown, messages)}`;
        }
        const ids = new Set(fitting.map((i) => (i.kind === "course" ? i.course.id : "")));
        req.citeOnly = req.shown.filter((c) => ids.has(c.id));
        return renderAboutItems(fitting, reference, questionsIn(fold(ctx.question)), ctx, refine);
      }
      const about = renderAboutItems(shown, reference, questionsIn(fold(ctx.question)), ctx, refine);
      const math = asksAboutMath(ctx.question) ? mathNote(shown, reference, ctx) : prerequisiteNote(shown, reference, ctx);
      return math ? `${about}\n\n${math}` : about;
    }
    case "refine":
      return refineAnswer(req, ctx, tools, profile, await resolveItems(req.shown, options.courses), messages);
    case "normal":
      break;
  }
  if (req.firstOf) return firstSkillAnswer(req.firstOf, ctx, tools);
  switch (req.intent) {
    case "recommend_courses": {
      // "is TypeScript worth learning?", "which of my skills are in demand for cloud roles?": how to judge it first, then the courses.
      const demand = asksWorth(req.text) ? demandNote(req.text, subject, ctx, profile) : "";
      const courses = await courseAnswer(req, ctx, tools, profile);
      return demand ? `${demand}\n\n${courses}` : courses;
    }
    case "course_info": {
      if (!subject) {
        const result = await tools.run("recommend_courses", { query: clip(subjectFromProfile(profile)), language: req.language, limit });
        return renderCourseInfoPrompt(result.items as RankedCourse[], ctx);
      }
      const info = await tools.run("course_info", { title: clip(subject) });
      const course = (info.items[0] as Course | undefined) ?? null;
      const exact = Boolean(course) && !/^(Closest course|أقرب دورة)/.test(info.observation);
      let similar: RankedCourse[] = [];
      if (course) {
        const mainTitle = course.title.split(/:\s|\s[-–—]\s/)[0];
        const related = await tools.run("recommend_courses", {
          query: clip(`${mainTitle} ${course.skills.slice(0, 2).join(" ")}`), language: req.language, limit: 2, exclude: [course.id],
        });
        similar = related.items as RankedCourse[];
      }
      return renderCourseInfo(course, exact, similar, ctx);
    }
    case "career_roadmap": {
      // "give me a roadmap" after "I want to become a data analyst": the stated target.
      const named = subject && resolveRoadmap(subject, profile) ? subject : "";
      // "what would you build?" with no field named: the path the user is heading for (their bio's goal), else their own.
      const heading = !named && !req.stated.targetRole && !subject && asksForProjects(req.text) && ctx.roadmapId ? (roadmapById(ctx.roadmapId)?.title ?? "") : "";
      const field = named || req.stated.targetRole || subject || heading;
      const result = await tools.run("career_roadmap", { field: clip(field, 200) });
      const plan = result.items[0] as RoadmapPlan | undefined;
      if (!plan) {
        // "an instructional designer job in 6 months": no path for that role, but courses on it, with the user's budget and time, say more than the list of paths.
        const named = words(fold(field)).filter((w) => w.length >= 4 && !FIELD_FILLERS.has(w)).join(" ");
        if (named && !isDiscouraged(req.text)) {
          const search = await tools.run("recommend_courses", { query: clip(named), language: req.language, limit: 3 });
          tools.uses.pop();
          tools.items.pop();
          // Only courses that name the field's own words ("instructional"), never a stray match for a role nothing teaches.
          const onTopic = (search.items as RankedCourse[]).some((r) => named.split(" ").some((w) => w.length >= 5 && fold(`${r.course.title} ${r.course.skills.join(" ")}`).includes(` ${w}`)));
          if (onTopic) {
            const head = ctx.language === "ar"
              ? "ليست لدي خارطة طريق كاملة لهذا الدور بعد؛ هذه دورات في المجال نفسه تبدأ بها:"
              : "I don't have a full roadmap for that role yet; these courses in the field itself are a start:";
            const label = topicLabel(named, ctx.language) || (ctx.language === "en" ? named : "");
            return `${head}\n\n${await courseAnswer({ ...req, subject: named, label }, ctx, tools, profile)}`;
          }
        }
        return renderNoRoadmap(field, ctx);
      }
      if (req.paceOnly) return renderPace(plan, ctx);
      if (asksForProjects(req.text)) return renderProjectIdeas(plan, req.text, ctx);
      // "I have zero budget": each stage shows its free courses first.
      if (req.freeOnly) {
        for (const stage of plan.stages) stage.courses.sort((a, b) => Number(b.free) - Number(a.free));
        // The path's citations follow: each stage's first course, now a free one where the stage has one.
        const path = result.citations.filter((c) => c.kind !== "course");
        // A stage with no free course cites none: what the answer recommends keeps to the budget.
        result.citations.splice(0, result.citations.length, ...path, ...plan.stages.flatMap((st) => st.courses.filter((c) => c.free).slice(0, 1)).map(courseCitation));
      }
      // "I'm in sales and want product management within a year": their goal, timeframe and what carries over, then the path.
      const preface = movePreface(req.text, req.stated, ctx, ctx.language === "ar" ? plan.roadmap.titleAr : plan.roadmap.title);
      // "وما الشهادات التي تفيدني؟", "which certifications would help?": the path's courses that give one.
      const certs = CERT_QUESTION.test(fold(req.text)) ? pathCertificates(plan, ctx) : "";
      const body = certs ? `${renderRoadmap(plan, ctx)}\n\n${certs}` : renderRoadmap(plan, ctx);
      return preface ? `${preface}\n\n${body}` : body;
    }
    case "recommend_youtube": {
      const result = await tools.run("recommend_youtube", { topic: clip(subject || nextStepSubject(req, profile)), language: req.language, limit });
      return renderChannels(result.items as YouTubeChannel[], req.label, ctx, req.wantsMore);
    }
    case "daily_tips": {
      const result = await tools.run("daily_tips", { category: tipCategoryIn(req.text), count: 3 });
      return renderTips(result.items as CareerTip[], ctx);
    }
    case "recommend_books": {
      const result = await tools.run("recommend_books", { topic: clip(subject) || undefined, limit });
      return renderBooks(result.items as Book[], req.label, ctx, req.wantsMore);
    }
    case "resume_help":
      return resumeHelp(req, ctx, tools, profile);
    case "interview_prep":
    case "networking":
    case "salary_negotiation":
      return guidance(req.intent, req, ctx, tools);
    case "general":
    case "safety":
    case "clarify":
      return guidance("general", req, ctx, tools);
  }
}

/** The Knowledge base panel's extra text: what each tool found, in a line each. */
function summarise(uses: readonly ToolUse[], language: CoachLanguage, fallback: string): string {
  if (uses.length === 0) return fallback;
  const listed = new Set<string>();
  return uses
    .map((use) => {
      const label = use.tool.replace(/_/g, " ");
      const head = use.observation.split("\n")[0];
      const items = use.citations.filter((c) => c.kind !== "tip" && !listed.has(c.id)).slice(0, 3).map((c) => c.title);
      for (const c of use.citations) listed.add(c.id);
      if (use.tool === "daily_tips") return `${label}: ${use.citations[0]?.title ?? head}`;
      if (use.tool === "resume_insights") return `${label}: ${head}`;
      return `${label}: ${items.length > 0 ? items.join(language === "ar" ? "؛ " : "; ") : head}`;
    })
    .join("\n");
}

function dedupe(citations: Citation[]): Citation[] {
  const seen = new Set<string>();
  return citations.filter((c) => {
    const key = `${c.kind}:${c.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** How the user measures up to a pasted job post, with a course for the first missing skill the catalogue covers. */
async function jobFitAnswer(
  post: string, req: Request, ctx: AnswerContext, tools: ToolRunner, profile: CoachProfile, messages: readonly ChatTurn[],
): Promise<ComposedAnswer> {
  const fit = jobFit(post, profile);
  const gap = firstGap(fit);
  let courses: RankedCourse[] = [];
  let citations: Citation[] = [];
  if (gap) {
    const result = await tools.run("recommend_courses", { query: gap.name, language: req.language, limit: 3 });
    const wanted = fold(gap.name);
    // Only courses that teach the missing skill: a nearest course on something else would pass for one.
    courses = (tools.items.at(-1) as RankedCourse[]).filter((r) => [r.course.title, ...r.course.skills].some((t) => fold(t).includes(wanted))).slice(0, 2);
    const ids = new Set(courses.map((r) => r.course.id));
    citations = result.citations.filter((c) => ids.has(c.id));
  }
  const lines = courses.map((r) => `   - ${mdLink(r.course.title, r.course.url)} — ${courseFacts(r.course, req.language)}`).join("\n");
  const text = addressed(renderJobFit(fit, ctx, lines), req.language, messages, profile);
  const summary = req.language === "ar"
    ? `التوافق مع الوظيفة: ${Math.round(fit.share * 100)}٪ من المهارات المطلوبة.`
    : `Job fit: ${Math.round(fit.share * 100)}% of the required skills.`;
  return { text, additionalResponse: summary, toolsUsed: tools.uses, citations, intent: "resume_help", language: req.language };
}

/** "one", "them", "فيهم", "ده": words pointing back at what an earlier ask named. */
const BACK_REFERENCE = / (?:one|it|them|those|these|that|فيهم|منهم|فيها|منها|بيه|بيها)(?= |$)| ال[\u0621-\u064A]+ (?:ده|دي|دول)(?= |$)/;

/**
 * How an ask of a longer message stands: on its own; leaning on the one before it (unreadable alone, or pointing
 * back without a subject of its own); or vague (a greeting, a feeling, "what should I do?"), said around a real ask.
 */
function askKind(ask: string, messages: readonly ChatTurn[]): "own" | "leans" | "vague" {
  const at = messages.map((m) => m.role).lastIndexOf("user");
  const part = readRequest([...messages.slice(0, at), { ...messages[at], content: ask }]);
  if (part.mode !== "normal" && part.mode !== "clarify") return "vague";
  // A choice or a reality check stands on its own whatever its words read as alone.
  if (optionsIn(ask).length >= 2 || realityIn(ask)) return "own";
  if (part.intent === "general" && !namesNewSubject(part.subject) && selectTopics(part.text, "general").primary.id === GENERAL_FALLBACK) return "vague";
  // "which pays more?", "how long will it take?": a short ask with no subject or topic of its own is about the one before;
  // "do I mention it in the cover letter?" points back but has its own topic.
  const bare = !namesNewSubject(part.subject) && plainTopic(ask, 6) === null;
  if (part.mode === "clarify" || (bare && (BACK_REFERENCE.test(fold(ask)) || words(fold(ask)).length <= 4))) return "leans";
  return "own";
}

/** Where a story turns to the goal: "but I want", "I want to get into", "بس عايزة", "ونفسي". */
const PIVOT = /(?:^|[\s,،.])(?:but (?:now )?(?:i )?(?:want|wanna|would like|plan|hope|am thinking)|(?:and )?now i (?:want|wanna)|i (?:want|wanna|would like|plan|hope) to (?:get into|move into|move to|switch to|switch into|go into|become|work in|work as|be an?)|بس (?:عايز|عايزة|عايزه|عاوز|عاوزة|نفسي|حابب|حابة|ناوي|ناوية)|و ?نفسي|و ?عايز|و ?عايزة|bas (?:3ayez|3ayza|nefsy|nfsy))\s/i;

/**
 * A course request whose subject took in the story told before the goal ("teaching english" beside "project
 * management"): the message from the goal on, to be read instead; "" when the subject is the goal's alone.
 */
function storyLeaks(ask: string, read: Request | null, messages: readonly ChatTurn[]): string {
  const pivot = PIVOT.exec(ask);
  if (!pivot || pivot.index < 8) return "";
  const at = messages.map((m) => m.role).lastIndexOf("user");
  const req = read ?? readRequest([...messages.slice(0, at), { ...messages[at], content: ask }]);
  if (req.intent !== "recommend_courses" || req.mode !== "normal") return "";
  const story = subjectSkills(ask.slice(0, pivot.index));
  const goal = ask.slice(pivot.index).replace(/^[\s,،.]+/, "");
  const goalSkills = subjectSkills(goal);
  const asked = subjectSkills(req.subject);
  // The subject holds a skill of the story that the goal does not name, and the goal names one of its own.
  return goalSkills.length > 0 && asked.some((s) => story.includes(s) && !goalSkills.includes(s)) ? goal : "";
}

/** "learn java", "start with python", "اتعلم بايثون": an option that names a skill to learn. */
const SKILL_OPENING = /^ (?:learn|study|start with|use|go with|pick|اتعلم|ابدا ب|ابدا|اذاكر|at3alem) /;

/** "take a course", "آخد كورس": taking a course as one option of a choice, not courses asked for. */
const TAKE_COURSE = /^ (?:take|do|join|enroll in|start|go to|attend|wait|finish|complete|اخد|اخذ|اعمل|ادخل|اشترك في|اروح|استني|اخلص|a5od|akhod) /;

/** How a choice's usual answer serves it: a playbook that weighs it, a playbook about the situation, or nothing that weighs. */
function choiceReading(part: Request): "weighs" | "situation" | "none" {
  if (part.mode !== "normal" || !["general", "interview_prep", "networking", "salary_negotiation", "resume_help"].includes(part.intent)) return "none";
  const topic = selectTopics(part.text, part.intent as GuidanceIntent).primary;
  if (topic.id === GENERAL_FALLBACK) return "none";
  return DECISION_TOPICS.has(topic.id) || / or |\?/.test(topic.title.en) ? "weighs" : "situation";
}

/**
 * One ask of the message read as if it were the whole message: a reality check answered plainly
 * first, a choice weighed option by option unless a playbook already weighs it. Null when the ask
 * is neither and stands alone (the message's usual answer is its answer).
 */
async function answerAsk(
  ask: string, whole: Request, before: readonly string[] | null, tools: ToolRunner, profile: CoachProfile, options: ComposeOptions, messages: readonly ChatTurn[],
): Promise<string | null> {
  const alone = before === null;
  const reality = realityIn(ask);
  const choices = optionsIn(reality?.rest ?? ask);
  const folded = fold(ask);
  // "python or java course?" asks for courses; "a bootcamp or self-study?" is weighed by its own playbook.
  // "java or python?" chooses between skills: the path that has them, or their courses, answers it.
  const skills = choices.filter((c) => {
    // "ابدأ بفيجما": the tool without the preposition glued to it.
    const bare = c.replace(/(^|\s)[بل](?=[\u0621-\u064A]{3})/g, "$1");
    // An option that is a skill ("learn java", "ابدأ بفيجما"), not one that merely mentions one ("tell my manager I'm interviewing").
    const short = c.split(/\s+/).length <= 3 || SKILL_OPENING.test(fold(c));
    return (short && (subjectSkills(c).length > 0 || subjectSkills(bare).length > 0)) || (findRoadmap(c)?.score ?? 0) >= 8;
  }).length;
  // A course as one of the options ("quit, stay or take a course?") is weighed; courses asked for outright are listed.
  const withCourse = choices.filter((c) => COURSE_NOUNS.some((w) => hasPhrase(fold(c), w)));
  const asksCourses = COURSE_NOUNS.some((w) => hasPhrase(folded, w)) && !(withCourse.length === 1 && TAKE_COURSE.test(fold(withCourse[0])));
  const weighs = choices.length >= 2 && (skills === 0 || skills < choices.length - 1) && !asksCourses;
  // "data analyst or data scientist?", "الفرق بين X و Y": two paths side by side.
  const paths = (choices.length === 2 ? choices : choices.length > 2 ? [] : comparedIn(ask)).map((c) => findRoadmap(c)).filter((m) => m && m.score >= 8).map((m) => m?.roadmap as Roadmap);
  if (paths.length === 2 && paths[0].id !== paths[1].id) {
    const side = (r: Roadmap) => {
      const plan = planRoadmap(r, profile, whole.language);
      const ar = whole.language === "ar";
      return {
        title: ar ? r.titleAr : r.title, summary: ar ? r.summaryAr : r.summary, have: plan.stages.reduce((n, s) => n + s.haveSkills.length, 0),
        stages: r.stages.map((s) => ({ title: ar ? s.titleAr : s.title, skills: s.skills })),
      };
    };
    const compared = compareRoles(side(paths[0]), side(paths[1]), whole.language);
    return reality ? `${honestLead(reality, whole.language)}\n\n${compared}` : compared;
  }
  // "after 5 years teaching english I want to get into project management, which certificate?": the goal's subject, not the story's.
  const goal = storyLeaks(ask, alone ? whole : null, messages);
  if (alone && !reality && !weighs && !goal) return null;
  const at = messages.map((m) => m.role).lastIndexOf("user");
  // The message's earlier asks are read as earlier turns: "what should I read first?" after "how do I become a PM?" is about PM.
  const earlier = (before ?? []).flatMap((text): ChatTurn[] => [{ role: "user", content: text }, { role: "assistant", content: "" }]);
  // "there are no junior UX jobs, right?": the job search for that role; "are certificates useless?": certificates against experience.
  const field = reality ? findRoadmap(reality.rest) : null;
  const claim = reality ? realityReading(reality, whole.language, field && field.score >= 8 ? field.roadmap : null, subjectSkills(reality.rest).length > 0) : "";
  if (reality && claim === "-") return honestLead(reality, whole.language);
  const turns = [...messages.slice(0, at), ...earlier, { ...messages[at], content: goal || claim || (reality?.rest ?? ask) }, ...messages.slice(at + 1)];
  const part = readRequest(turns);
  if (part.mode === "normal" || part.mode === "clarify") part.language = whole.language;
  const ctx = answerContext(profile, part.text, part.language, part.intent, part.stated);
  let body: string;
  const reading = weighs && !part.firstOf && !part.detected.constraints.provider ? choiceReading(part) : null;
  // "accept the offer or negotiate first?": a choice of tactics its playbook already answers; a choice about one's
  // work or life ("leave or stay", "a master's or a job") is weighed.
  const tactical = reading === "situation" && !choices.some((c) => isLifeOption(c));
  if (alone && !reality && !goal && (reading === null || tactical)) return null;
  if (reading && !tactical) {
    part.weighing = true;
    if (reading === "none") body = weighOptions(choices, part.language);
    else {
      const usual = withoutOpening(await answerText(part, ctx, tools, profile, options, turns));
      // A playbook about one of the options ("resigning well", "working abroad") is what to do if that option is chosen.
      const topic = selectTopics(part.text, part.intent as GuidanceIntent).primary;
      const about = choices.find((c) => plainTopic(c, 1)?.id === topic.id);
      const lean = about ? `${leaningTo(about, part.language)}\n\n` : "";
      body = reading === "weighs" ? `${optionsLine(choices, part.language)}\n\n${usual}` : `${weighOptions(choices, part.language)}\n\n${lean}${usual}`;
    }
  } else {
    body = await answerText(part, ctx, tools, profile, options, turns);
  }
  return reality ? `${honestLead(reality, part.language)}\n\n${withoutOpening(body)}` : body;
}

/**
 * A message with several asks ("two things: …", "1) … 2) …", "…؟ وكمان …؟"): each read on its own and answered
 * in a section of its own. A single ask that is a choice or a reality check is answered as one; any other
 * message gets null (its usual answer).
 */
async function answerAsks(
  req: Request, ctx: AnswerContext, tools: ToolRunner, profile: CoachProfile, options: ComposeOptions, messages: readonly ChatTurn[],
): Promise<string | null> {
  if (req.mode !== "normal" || req.intent === "safety" || req.firstOf) return null;
  const last = messages.filter((m) => m.role === "user").at(-1)?.content ?? "";
  // "how do I become one?", "أنهي فيهم أسهل؟": an ask that leans on the one before it is read with it; "what do you
  // think?", "hi, how are you?" before a real ask are read with the ask after them.
  const asks: string[] = [];
  const found = asksIn(last);
  let carried = "";
  for (const [i, raw] of found.entries()) {
    const ask = carried ? `${carried} ${raw}` : raw;
    carried = "";
    const kind = askKind(ask, messages);
    if (asks.length > 0 && kind !== "own") asks[asks.length - 1] = `${asks[asks.length - 1]} ${ask}`;
    else if (kind === "vague" && i < found.length - 1) carried = ask;
    else asks.push(ask);
  }
  if (asks.length < 2) return answerAsk(last, req, null, tools, profile, options, messages);
  const sections: string[] = [];
  const heads = new Set<string>();
  for (const [i, ask] of asks.entries()) {
    const ran = tools.uses.length;
    const section = withoutOpening((await answerAsk(ask, req, asks.slice(0, i), tools, profile, options, messages)) ?? "");
    // Two asks the same playbook answers are answered once (and what the second one found is not cited).
    const head = section.split("\n").find((l) => l.startsWith("#")) ?? section;
    if (!section || heads.has(head)) {
      tools.uses.length = ran;
      tools.items.length = ran;
      continue;
    }
    heads.add(head);
    sections.push(section);
  }
  if (sections.length < 2) return sections[0] ?? null;
  return joinAsks(sections, req.language, vocative(ctx));
}

/** An Arabic answer's instructions addressed to the user as their words and profile show them, or to nobody in particular. */
function addressed(written: string, language: CoachLanguage, messages: readonly ChatTurn[], profile: CoachProfile): string {
  return language === "ar" ? addressArabic(written, addresseeOf(messages, profile)) : written;
}

/** The whole answer to the conversation's latest user message. */
export async function composeChat(messages: readonly ChatTurn[], profile: CoachProfile, today: string, options: ComposeOptions = {}): Promise<ComposedAnswer> {
  const req = readRequest(messages);
  const exclude = req.wantsMore ? new Set([...linksIn(messages).map((l) => l.url), ...tipsGiven(messages)]) : undefined;
  const tools = new ToolRunner({ profile, today, language: req.language, exclude, courses: options.courses });
  const last = messages.filter((m) => m.role === "user").at(-1)?.content ?? "";
  const ctx = answerContext(profile, req.mode === "about" ? last : req.text, req.language, req.intent, req.stated);
  // Not a career question (the weather, a joke, "ignore your instructions", "you're useless"): an honest short reply.
  const offTopic = req.intent === "safety" || req.mode === "greeting" || req.mode === "thanks" ? null : offTopicKind(last);
  if (offTopic) {
    const text = addressed(renderOffTopic(offTopic, last, ctx), req.language, messages, profile);
    return { text, additionalResponse: "", toolsUsed: [], citations: [], intent: "general", language: req.language };
  }
  // A job post pasted with "am I a good fit?": the post's skills against the user's.
  if (req.intent !== "safety" && req.mode === "normal" && asksJobFit(last)) return jobFitAnswer(last, req, ctx, tools, profile, messages);
  // "Write me a cover letter / a headline / an e-mail asking for a raise": a draft from the profile.
  // A message with several asks is answered ask by ask below, a draft request among them as advice.
  const draft = req.intent !== "safety" && (req.mode === "normal" || req.mode === "clarify") && asksIn(last).length < 2 ? draftAsked(last) : null;
  if (draft) {
    const text = addressed(renderDraft(draft, ctx), req.language, messages, profile);
    const summary = req.language === "ar" ? "مسودة من بيانات ملفك، والأقواس لما تعرفه أنت فقط." : "A draft from your profile; the brackets are for what only you know.";
    return { text, additionalResponse: summary, toolsUsed: [], citations: [], intent: draftIntent(draft), language: req.language };
  }
  const answer = (await answerAsks(req, ctx, tools, profile, options, messages)) ?? (await answerText(req, ctx, tools, profile, options, messages));
  const withNote = req.detected.placeholder && !req.detected.followUp && req.mode === "normal" ? `${answer}\n\n${placeholderNote(req.intent, ctx)}` : answer;
  const lead = req.mode === "greeting" || req.mode === "thanks" ? "" : greetingLead(last, req.language);
  const written = lead ? `${lead}\n\n${withNote}` : withNote;
  const text = addressed(written, req.language, messages, profile);
  const reviewAt = tools.uses.findIndex((u) => u.tool === "resume_insights");
  const review = reviewAt >= 0 ? (tools.items[reviewAt][0] as ResumeReview | undefined) : undefined;
  const fallback = req.language === "ar" ? "إجابة من إرشادات أمل المهنية." : "Answered from Amal's career guidance.";
  // An answer about the previous items cites them all, in their order, so "the second one" still points at the same item next turn.
  const cited = req.citeOnly ?? (req.mode === "about" ? req.shown : tools.uses.flatMap((u) => u.citations));
  const additionalResponse = review ? reviewSummary(review, req.language) : summarise(tools.uses, req.language, fallback);
  return {
    text,
    additionalResponse,
    toolsUsed: tools.uses,
    citations: dedupe(cited),
    intent: req.intent,
    language: req.language,
  };
}

/** The answer to "Get Insights" on one resume. */
export async function composeResumeInsights(profile: CoachProfile, resumeId: number | undefined, today: string, language: CoachLanguage, options: ComposeOptions = {}): Promise<ComposedAnswer> {
  const tools = new ToolRunner({ profile, today, language, courses: options.courses });
  const result = await tools.run("resume_insights", resumeId === undefined ? {} : { resumeId });
  const review = result.items[0] as ResumeReview | undefined;
  const ctx = answerContext(profile, "", language, "resume_insights");
  const rendered = review ? renderResumeReview(review, ctx) : result.observation;
  const text = addressed(rendered, language, [], profile);
  return {
    text,
    additionalResponse: review ? reviewSummary(review, language) : result.observation,
    toolsUsed: tools.uses,
    citations: dedupe(tools.uses.flatMap((u) => u.citations)),
    intent: "resume_help",
    language,
  };
}
