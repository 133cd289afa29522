/**
 * The resume report: how a resume reads to software (style), what it says (content) and, given
 * a job post, how well it shows what the job asks for (match). Pure and synchronous: the caller
 * extracts the PDF's text (`extractPdfText`) and stores the result.
 *
 *   analyzeResume({ text, pages, hasTextLayer, fileBytes, level, links, jobDescription }, { locale: "ar" })
 *
 * Findings are rule codes with parameters, put into words from the `report` catalogue in the
 * requested language; quoted lines stay as the resume wrote them. Nothing here adds experience
 * the resume does not state: skills a job asks for and the resume lacks are advice to say where
 * they were used, if they were.
 */
import type { ResumeReport } from "../../schemas/career.ts";
import { extractResumeProfile } from "../profile.ts";
import { contentFindings, contentScore, type Level } from "./content.ts";
import { readResume } from "./document.ts";
import { skillsShown } from "./evidence.ts";
import { type Finding, renderFindings, reportTranslator } from "./findings.ts";
import { readJobPost } from "./job.ts";
import { matchJob } from "./match.ts";
import { parseabilityScore, styleFindings } from "./style.ts";

export interface AnalysisInput {
  /** The PDF's text as `extractPdfText` gives it (one visual line per line), or pasted text. */
  text: string;
  pages: number;
  hasTextLayer: boolean;
  fileBytes: number;
  /** Pages laid out in columns, when the reader reports it. */
  layout?: { multiColumnPages: number };
  level?: Level;
  /** Link targets found in the PDF (mailto:, tel:, LinkedIn URLs behind icons). */
  links?: string[];
  /** A pasted job post, in any language. */
  jobDescription?: string | null;
}

export type ResumeAnalysis = Omit<ResumeReport, "resume"> & { words: number; pages: number };

/** Weights of the overall score: how the resume reads to software, and what it says. */
export const SCORE_WEIGHTS = { parseability: 0.4, content: 0.6 } as const;

const LEVELS: ReadonlySet<string> = new Set(["Student", "Junior", "Mid-level", "Senior", "Lead"]);

/** Analyses one resume. Never throws on odd text: whatever cannot be judged is said so. */
export function analyzeResume(input: AnalysisInput, options: { locale: "en" | "ar" }): ResumeAnalysis {
  const t = reportTranslator(options.locale);
  const level: Level = input.level && LEVELS.has(input.level) ? input.level : "";
  const readable = input.hasTextLayer && /[\p{L}\p{N}]{2}/u.test(input.text ?? "");
  const job = input.jobDescription?.trim() ? readJobPost(input.jobDescription) : null;

  if (!readable) {
    const style: Finding[] = [{ code: "no_text_layer", severity: "high", section: null, line: null }];
    const recommendations: Finding[] = [{ code: "content_unreadable", severity: "high", section: null, line: null }];
    const match = job
      ? {
          score: 0,
          breakdown: { hard: 0, soft: 0, title: 0 },
          requirements: [
            ...(job.title ? [{ requirement: job.title, kind: "title" as const, status: "not_shown" as const, evidence: null }] : []),
            ...job.skills.map((s) => ({ requirement: s.wording, kind: s.type, status: "not_shown" as const, evidence: null })),
          ],
          job_title: job.title,
        }
      : null;
    return { score: 0, scores: { parseability: 0, content: 0 }, recommendations: renderFindings(recommendations, t), style: renderFindings(style, t), match, words: 0, pages: input.pages };
  }

  const doc = readResume(input.text);
  const shown = skillsShown(doc);
  const style = styleFindings(doc, { pages: input.pages, fileBytes: input.fileBytes, links: input.links ?? [], level, multiColumnPages: input.layout?.multiColumnPages ?? 0 }, shown);
  const content = contentFindings(doc, level);
  const recommendations = [...content.findings];
  let match: ResumeAnalysis["match"] = null;
  if (job) {
    const result = matchJob(doc, shown, job, extractResumeProfile(doc.text).title);
    match = result.match;
    recommendations.push(...result.findings);
  }
  const parseability = parseabilityScore(style);
  const contentPoints = contentScore(content.measures);
  return {
    score: Math.round(SCORE_WEIGHTS.parseability * parseability + SCORE_WEIGHTS.content * contentPoints),
    scores: { parseability, content: contentPoints },
    recommendations: renderFindings(recommendations, t),
    style: renderFindings(style, t),
    match,
    words: doc.words,
    pages: input.pages,
  };
}

export type { Level } from "./content.ts";
export type { ReportCode } from "./findings.ts";
