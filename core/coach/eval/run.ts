/**
 * Runs the evaluation set through the local coach engine and grades each answer: the intent
 * it routed to, the language it answered in, and the relevance check (a cited catalogue item
 * whose title, skills or topics match, or guidance that covers the asked topic). Shared by
 * `npm run eval:coach` and the unit test that asserts the score.
 */
import { BOOKS } from "../knowledge/books.ts";
import { courses } from "../knowledge/index.ts";
import { ROADMAPS } from "../knowledge/roadmaps.ts";
import { CAREER_TIPS } from "../knowledge/tips.ts";
import { YOUTUBE_CHANNELS } from "../knowledge/youtube.ts";
import { streamLocalCoach } from "../engine.ts";
import { fold } from "../text.ts";
import type { Citation, CoachStreamEvent } from "../types.ts";
import { EVAL_PROFILES, EVAL_QUESTIONS, type EvalQuestion } from "./questions.ts";

export interface EvalResult {
  question: EvalQuestion;
  pass: boolean;
  intent: string;
  language: string;
  intentOk: boolean;
  languageOk: boolean;
  checkOk: boolean;
  /** What the check saw: the matching citation, or the keywords found. */
  detail: string;
  /** Milliseconds from the request to the first token. */
  firstTokenMs: number;
  /** The answer's Markdown. */
  answer: string;
}

/** The words a citation's catalogue item is about, folded for matching. */
function facets(citation: Citation): string {
  const parts: string[] = [citation.title];
  if (citation.kind === "course") {
    const c = courses.find((x) => x.id === citation.id);
    if (c) parts.push(c.title, ...c.skills);
  } else if (citation.kind === "book") {
    const b = BOOKS.find((x) => x.id === citation.id);
    if (b) parts.push(b.title, ...b.categories, ...b.skills);
  } else if (citation.kind === "youtube") {
    const y = YOUTUBE_CHANNELS.find((x) => x.id === citation.id);
    if (y) parts.push(y.name, ...y.topics, ...y.skills);
  } else if (citation.kind === "roadmap") {
    const r = ROADMAPS.find((x) => x.id === citation.id);
    if (r) parts.push(r.title, r.titleAr, ...r.aliases);
  } else if (citation.kind === "tip") {
    const t = CAREER_TIPS.find((x) => x.id === citation.id);
    if (t) parts.push(t.category, t.id);
  }
  return fold(parts.join(" | "));
}

function grade(question: EvalQuestion, done: Extract<CoachStreamEvent, { type: "done" }>): { ok: boolean; detail: string } {
  const { check } = question;
  if (check.kind === "cites") {
    const candidates = done.citations.filter((c) => c.kind === check.citation);
    const hit = candidates.find((c) => check.keywords.length === 0 || check.keywords.some((k) => facets(c).includes(fold(k).trim())));
    return hit
      ? { ok: true, detail: `cites ${hit.kind} “${hit.title}”` }
      : { ok: false, detail: `no ${check.citation} citation matching [${check.keywords.join(", ")}] among ${candidates.map((c) => c.title).join("; ") || "none"}` };
  }
  const text = fold(done.text);
  const found = check.keywords.filter((k) => text.includes(fold(k).trim()));
  return { ok: found.length >= check.min, detail: `covers ${found.length}/${check.min}: ${found.join(", ") || "none"}` };
}

/** Asks one question and grades the answer. */
export async function evaluateQuestion(question: EvalQuestion, today = "2026-11-22"): Promise<EvalResult> {
  const messages = [...(question.history ?? []), { role: "user" as const, content: question.text }];
  const started = performance.now();
  let firstTokenMs = -1;
  const tokens: string[] = [];
  let done: Extract<CoachStreamEvent, { type: "done" }> | null = null;
  for await (const event of streamLocalCoach({ mode: "chat", messages, profile: EVAL_PROFILES[question.persona], today })) {
    if (event.type === "token") {
      if (firstTokenMs < 0) firstTokenMs = performance.now() - started;
      tokens.push(event.text);
    } else if (event.type === "done") {
      done = event;
    }
  }
  if (!done || tokens.join("") !== done.text) {
    return {
      question, pass: false, intent: done?.intent ?? "-", language: done?.language ?? "-", intentOk: false, languageOk: false, checkOk: false,
      detail: "the stream did not end with a done event equal to its tokens", firstTokenMs, answer: done?.text ?? "",
    };
  }
  const intentOk = done.intent === question.intent;
  const languageOk = done.language === question.language;
  const { ok, detail } = grade(question, done);
  return {
    question, pass: intentOk && languageOk && ok, intent: done.intent, language: done.language, intentOk, languageOk, checkOk: ok, detail, firstTokenMs,
    answer: done.text,
  };
}

export interface EvalSummary {
  results: EvalResult[];
  passed: number;
  total: number;
  score: number;
}

/** Runs every question in order. */
export async function runEvaluation(questions: readonly EvalQuestion[] = EVAL_QUESTIONS): Promise<EvalSummary> {
  const results: EvalResult[] = [];
  for (const question of questions) results.push(await evaluateQuestion(question));
  const passed = results.filter((r) => r.pass).length;
  return { results, passed, total: results.length, score: results.length === 0 ? 0 : passed / results.length };
}
