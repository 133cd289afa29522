import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { database } from "../../db/client";
import { AiProviderError, type AiProvider } from "../../providers/ai";
import { quickUser } from "../../test/accounts";
import { findUserById } from "../auth/service";
import { proposeBio } from "./service";

/** A configured model (as `AI_PROVIDER=openai` gives) whose structured answer is `answer`. */
function model(answer: () => Promise<{ bio: string }>): AiProvider & { prompts: string[] } {
  const prompts: string[] = [];
  return {
    name: "openai",
    prompts,
    // biome-ignore lint/correctness/useYield: the bio never streams.
    async *stream() {
      throw new Error("not used");
    },
    async generateObject<T>(input: { prompt: string }): Promise<T> {
      prompts.push(input.prompt);
      return (await answer()) as T;
    },
  };
}

async function userWithJob() {
  const user = await quickUser();
  await env.DB.prepare("INSERT INTO user_jobs (user_id, job_title, company_name, is_current, job_description) VALUES (?, 'Data Analyst', 'Vodafone Egypt', 1, '• Built 12 dashboards')")
    .bind(user.id)
    .run();
  return (await findUserById(database(env.DB), user.id))!;
}

describe("Create New Bio with a model", () => {
  it("should give the model the user's facts and use its bio when it invents nothing", async () => {
    const user = await userWithJob();
    const ai = model(async () => ({ bio: "Data analyst at Vodafone Egypt who built 12 dashboards for the sales teams, with SQL at the core of the work." }));
    const bio = await proposeBio(database(env.DB), ai, user, "en", 0);
    expect(bio).toBe("Data analyst at Vodafone Egypt who built 12 dashboards for the sales teams, with SQL at the core of the work.");
    expect(ai.prompts[0]).toContain("Vodafone Egypt");
    expect(ai.prompts[0]).toContain("Language: English");
  });

  it("should fall back to the composed bio when the model states a number the facts do not", async () => {
    const user = await userWithJob();
    const ai = model(async () => ({ bio: "Data analyst at Vodafone Egypt who grew revenue by 300% and led a team of 25 people across the region." }));
    const bio = await proposeBio(database(env.DB), ai, user, "en", 0);
    expect(bio).not.toContain("300%");
    expect(bio).toContain("Vodafone Egypt");
  });

  it("should fall back to the composed bio when the model fails", async () => {
    const user = await userWithJob();
    const ai = model(async () => {
      throw new AiProviderError("timed out", "timeout");
    });
    expect(await proposeBio(database(env.DB), ai, user, "ar", 0)).toMatch(/[\u0600-\u06FF]/);
  });
});
