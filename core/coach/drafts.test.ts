import { describe, expect, it } from "vitest";
import { draftAsked } from "./compose/drafts.ts";
import { EVAL_PROFILES } from "./eval/personas.ts";
import { ask } from "./test-support.ts";

const user = (content: string) => [{ role: "user" as const, content }];

describe("a draft the user asks to have written", () => {
  it.each([
    ["can you write me a cover letter for a data analyst role at Instabug", "cover_letter"],
    ["اكتبلي خطاب تقديم لوظيفة محاسب في شركة فودافون", "cover_letter"],
    ["محتاجة أكتب إيميل أطلب فيه زيادة من مديري", "raise"],
    ["draft an email to ask for a raise", "raise"],
    ["how do I follow up after an interview? it's been a week", "follow_up"],
    ["write a thank you email after my interview today", "thank_you"],
    ["write me a linkedin headline", "headline"],
    ["what should I put in my LinkedIn about section", "about"],
    ["اكتبلي نبذه عني للينكدان", "about"],
    ["I need a resignation letter, short and polite", "resignation"],
    ["اكتبلي جواب استقاله محترم", "resignation"],
  ])("should read %j as a request for a %s draft", (message, kind) => {
    expect(draftAsked(message)).toBe(kind);
  });

  it.each([
    "how do I ask for a raise after one year?",
    "should I resign before I have another offer?",
    "is a cover letter still needed in 2027?",
    "عايز أطلب زيادة، امتى الوقت المناسب؟",
  ])("should leave the question of what to do, %j, to advice", (message) => {
    expect(draftAsked(message)).toBeNull();
  });

  it("should fill a cover letter from the profile and the message, bracketing what only the user knows", async () => {
    const done = await ask(user("can you write me a cover letter for a data analyst role at Instabug"));
    expect(done.intent).toBe("resume_help");
    expect(done.text).toContain("> Dear Instabug hiring team,");
    expect(done.text).toContain("data analyst role");
    expect(done.text).toContain("> Nadia Fawzy");
    expect(done.text).toContain("[a result in numbers");
    expect(done.text).toContain("Cover Letter Builder");
  });

  it("should write an Arabic letter in Arabic with the company and role named in Arabic", async () => {
    const done = await ask(user("اكتبلي خطاب تقديم لوظيفة محاسب في شركة فودافون"), EVAL_PROFILES.layla);
    expect(done.language).toBe("ar");
    expect(done.text).toContain("> السادة فريق التوظيف في فودافون،");
    expect(done.text).toContain("لوظيفة محاسب");
    expect(done.text).not.toMatch(/\[[^\]]*\[/);
  });

  it("should offer three headlines from the title and skills", async () => {
    const done = await ask(user("write me a linkedin headline"));
    expect(done.text).toMatch(/1\. Junior Data Analyst \| SQL & MS Excel/);
    expect(done.text).toMatch(/first 60 characters/);
  });

  it("should ask for a meeting about pay rather than put a number in writing", async () => {
    const done = await ask(user("draft an email to ask for a raise"));
    expect(done.intent).toBe("salary_negotiation");
    expect(done.text).toMatch(/Subject: A short meeting about my role and pay/);
  });
});
