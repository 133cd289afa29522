import { describe, expect, it } from "vitest";
import { EVAL_QUESTIONS } from "./questions.ts";
import { runEvaluation } from "./run.ts";

describe("coach evaluation set", () => {
  it("should hold at least 60 questions, at least 20 of them in Arabic, covering every intent", () => {
    expect(EVAL_QUESTIONS.length).toBeGreaterThanOrEqual(60);
    expect(EVAL_QUESTIONS.filter((q) => q.language === "ar").length).toBeGreaterThanOrEqual(20);
    expect(new Set(EVAL_QUESTIONS.map((q) => q.id)).size).toBe(EVAL_QUESTIONS.length);
    expect(new Set(EVAL_QUESTIONS.map((q) => q.intent)).size).toBe(11);
  });

  it("should route and answer at least 90% of the questions relevantly", async () => {
    const { score, results } = await runEvaluation();
    const failed = results.filter((r) => !r.pass).map((r) => `${r.question.id}: ${r.detail} (${r.intent}/${r.language})`);
    expect(score, failed.join("\n")).toBeGreaterThanOrEqual(0.9);
  });
});
