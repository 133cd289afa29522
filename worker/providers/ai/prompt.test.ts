import { describe, expect, it } from "vitest";
import type { CoachRequest } from "../../../core/coach/types";
import { buildPrompt, COACH_RULES } from "./prompt";

const request = (content: string, extra: Partial<CoachRequest> = {}): CoachRequest => ({
  mode: "chat",
  messages: [{ role: "user", content }],
  profile: { fullname: "Mona", title: "Accountant", level: "Junior", country: "Egypt", city: "Cairo", bio: "", skills: [], resumes: [] },
  today: "2026-11-29",
  ...extra,
});

describe("buildPrompt: the coach's rules for a model", () => {
  it("should carry the safety rules with the emergency and crisis numbers", () => {
    const { instructions } = buildPrompt(request("Hi"));
    expect(instructions).toContain(COACH_RULES);
    for (const number of ["123", "911", "988", "08008880700", "0220816831"]) expect(instructions).toContain(number);
    expect(instructions).toMatch(/Never help cheat/);
    expect(instructions).toMatch(/forge or fake certificates/);
    expect(instructions).toMatch(/honest alternative/);
  });

  it("should make stated conditions hard filters passed to the tools, with alternatives labelled", () => {
    const { instructions } = buildPrompt(request("free Python courses under 10 hours"));
    expect(instructions).toMatch(/hard filters/);
    for (const parameter of ["freeOnly", "courseLanguage", "maxHours", "certificate", "provider"]) expect(instructions).toContain(parameter);
    expect(instructions).toMatch(/When nothing fits, say so/);
  });

  it("should resolve follow-ups, take the target role from the user's words, keep their numbers, answer in their language", () => {
    const { instructions } = buildPrompt(request("السلام عليكم"));
    expect(instructions).toContain("فيهم");
    expect(instructions).toContain("أول واحد");
    expect(instructions).toMatch(/Do not assume it is their current title/);
    expect(instructions).toMatch(/numbers and goals the user states/);
    expect(instructions).toContain("وعليكم السلام");
    expect(instructions).toContain("answer in Arabic");
    expect(instructions).toMatch(/Never quote the user's words back/);
  });

  it("should remind the model of the items an earlier answer listed, in order, so follow-ups resolve against them", () => {
    const { messages } = buildPrompt(
      request("", {
        messages: [
          { role: "user", content: "SQL courses" },
          {
            role: "assistant",
            content: "Here are two courses.",
            citations: [
              { kind: "course", id: "c1", title: "SQL Basics", url: "https://example.org/sql" },
              { kind: "course", id: "c2", title: "Advanced SQL" },
            ],
          },
          { role: "user", content: "أول واحد فيهم مجاني؟" },
        ],
      }),
    );
    expect(messages[1]!.content).toContain("Here are two courses.");
    expect(messages[1]!.content).toMatch(/1\. SQL Basics \(course, https:\/\/example\.org\/sql\)\n2\. Advanced SQL \(course\)/);
    expect(messages[0]!.content).toBe("SQL courses");
    expect(messages[2]!.content).toBe("أول واحد فيهم مجاني؟");
  });

  it("should ask for digits said one by one in a voice conversation", () => {
    expect(buildPrompt(request("Hi", { style: "spoken" })).instructions).toMatch(/phone numbers digit by digit/);
  });
});
