import { describe, expect, it } from "vitest";
import { ask } from "./test-support.ts";

const user = (content: string) => [{ role: "user" as const, content }];

describe("the common interview questions, each answered as itself", () => {
  it.each([
    ["how do I answer 'what is your greatest weakness'", "“What is your greatest weakness?”"],
    ["they asked me about my biggest weakness and I said perfectionism, was that bad?", "“What is your greatest weakness?”"],
    ["ازاي ارد على سؤال ايه عيوبك في الانترفيو", "سؤال «ما أكبر نقطة ضعف لديك؟»"],
    ["they asked me 'why should we hire you' and I froze. what's a good answer?", "“Why should we hire you?”"],
    ["لو سألوني ليه نعينك اقول ايه", "سؤال «لماذا نوظفك؟»"],
    ["what do I say when they ask about my greatest strength", "“What are your strengths?”"],
    ["why do you want to work here — how do I answer that for a bank", "“Why do you want to work here?”"],
  ])("%j", async (message, heading) => {
    const done = await ask(user(message));
    expect(done.intent).toBe("interview_prep");
    expect(done.text).toContain(`### ${heading}`);
  });
});
