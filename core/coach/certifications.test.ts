import { describe, expect, it } from "vitest";
import { EVAL_PROFILES } from "./eval/personas.ts";
import { ask } from "./test-support.ts";

const user = (content: string) => [{ role: "user" as const, content }];

describe("professional certifications weighed by name", () => {
  it.each([
    ["is the CMA worth it or should I take ACCA", ["CMA (IMA, US)", "ACCA (UK)"]],
    ["CPA or CMA for someone in audit?", ["CPA (US)", "CMA (IMA, US)"]],
    ["SHRM or CIPD for an HR specialist in Dubai", ["SHRM-CP", "CIPD (UK)"]],
    ["هل شهادة CMA تستاهل ولا اخد ACCA", ["CMA (IMA, US)", "ACCA (UK)"]],
  ])("%j says what each one is", async (message, names) => {
    const done = await ask(user(message), EVAL_PROFILES.layla);
    for (const name of names) expect(done.text).toContain(`**${name}:**`);
    // Not a course list passed off as the certificates asked about.
    expect(done.citations.filter((c) => c.kind === "course")).toEqual([]);
  });
});
