import { describe, expect, it } from "vitest";
import { countWords, spokenBudget, spokenSentence, voicePhrase } from "./spoken.ts";

describe("spoken sentences", () => {
  it("should say a Markdown link's text and put the link in the bubble", () => {
    const spoken = spokenSentence("- Take [SQL for Data Science](https://www.coursera.org/learn/sql-for-data-science) this week.");
    expect(spoken.text).toBe("Take SQL for Data Science this week.");
    expect(spoken.links).toEqual([{ title: "SQL for Data Science", url: "https://www.coursera.org/learn/sql-for-data-science" }]);
  });

  it("should never read a bare address aloud", () => {
    const spoken = spokenSentence("Watch https://youtube.com/@freecodecamp for free lessons.");
    expect(spoken.text).toBe("Watch for free lessons.");
    expect(spoken.links).toEqual([{ title: "youtube.com/@freecodecamp", url: "https://youtube.com/@freecodecamp" }]);
  });

  it("should drop headings, emphasis, code and list marks", () => {
    expect(spokenSentence("## Your **next** step").text).toBe("Your next step");
    expect(spokenSentence("1. Learn `pandas` and _numpy_.").text).toBe("Learn pandas and numpy.");
    expect(spokenSentence("> Keep going").text).toBe("Keep going");
  });

  it("should say nothing for a sentence that was only a link or a rule", () => {
    expect(spokenSentence("https://example.com/a").text).toBe("");
    expect(spokenSentence("---").text).toBe("");
  });

  it("should keep Arabic text as it is", () => {
    expect(spokenSentence("**ابدأ** بتعلم إكسل، ثم بايثون.").text).toBe("ابدأ بتعلم إكسل، ثم بايثون.");
  });

  it("should stop a long reply by sentences or by words, always speaking the first", () => {
    const long = spokenBudget({ sentences: 5, words: 10 });
    expect(long.allows("one two three four five six seven eight nine ten eleven twelve")).toBe(true);
    expect(long.allows("two")).toBe(false);
    const count = spokenBudget({ sentences: 2, words: 100 });
    expect(count.allows("one")).toBe(true);
    expect(count.allows("two")).toBe(true);
    expect(count.allows("three")).toBe(false);
    const words = spokenBudget({ sentences: 10, words: 5 });
    expect(words.allows("a b c")).toBe(true);
    expect(words.allows("d e f")).toBe(false);
  });

  it("should count words in both scripts", () => {
    expect(countWords("Learn SQL, then Python.")).toBe(4);
    expect(countWords("ابدأ بتعلم إكسل - الآن")).toBe(4);
  });

  it("should speak its own phrases in the turn's language", () => {
    expect(voicePhrase("tryAgain", "en-US")).toMatch(/try again/);
    expect(voicePhrase("tryAgain", "ar-AE")).toMatch(/حاول/);
  });
});
