import { describe, expect, it } from "vitest";
import { createSentenceSplitter, LONG_SENTENCE, splitSentences } from "./sentences.ts";

/** Feeds `text` in pieces of `size` characters, as a model streams tokens. */
function streamed(text: string, size: number): string[] {
  const splitter = createSentenceSplitter();
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(...splitter.push(text.slice(i, i + size)));
  return [...out, ...splitter.flush()];
}

describe("sentences", () => {
  it("should end English sentences at full stops, question and exclamation marks", () => {
    expect(splitSentences("Hello there. How are you? Great!")).toEqual(["Hello there.", "How are you?", "Great!"]);
  });

  it("should not end a sentence after an abbreviation, an initial or inside a number", () => {
    expect(splitSentences("Talk to Dr. Smith about the U.S. market, e.g. tech roles. Salaries rose 3.5% in 2024. Ask J. Doe.")).toEqual([
      "Talk to Dr. Smith about the U.S. market, e.g. tech roles.",
      "Salaries rose 3.5% in 2024.",
      "Ask J. Doe.",
    ]);
  });

  it("should keep a web address whole", () => {
    expect(splitSentences("See coursera.org for it. Then apply.")).toEqual(["See coursera.org for it.", "Then apply."]);
  });

  it("should keep list numbers with their item and end at line breaks", () => {
    expect(splitSentences("Three steps:\n1. Learn SQL\n2. Build a project. Share it\n10. Apply")).toEqual([
      "Three steps:",
      "1. Learn SQL",
      "2. Build a project.",
      "Share it",
      "10. Apply",
    ]);
  });

  it("should end Arabic sentences at the Arabic question mark but not at the Arabic comma", () => {
    expect(splitSentences("ما هي خبرتك في التحليل؟ ابدأ بتعلم إكسل، ثم بايثون. بالتوفيق!")).toEqual([
      "ما هي خبرتك في التحليل؟",
      "ابدأ بتعلم إكسل، ثم بايثون.",
      "بالتوفيق!",
    ]);
  });

  it("should keep closing quotes, brackets and runs of marks with the sentence", () => {
    expect(splitSentences('She said "apply now." Really?! Yes... (then wait.) Done')).toEqual(['She said "apply now."', "Really?!", "Yes...", "(then wait.)", "Done"]);
  });

  it("should give the same sentences however the text is streamed", () => {
    const text = "Dr. Ali said: salaries rose 3.5% in 2024. Is it true? نعم، هذا صحيح؟ 1. First\n2. Second.";
    const whole = splitSentences(text);
    for (const size of [1, 2, 3, 5, 8, 13]) expect(streamed(text, size)).toEqual(whole);
  });

  it("should wait for the next text before ending at a full stop that closes what arrived", () => {
    const splitter = createSentenceSplitter();
    expect(splitter.push("It grew 3.")).toEqual([]);
    expect(splitter.push("5 times. Then")).toEqual(["It grew 3.5 times."]);
    expect(splitter.flush()).toEqual(["Then"]);
  });

  it("should release the first sentence as soon as it is complete", () => {
    const splitter = createSentenceSplitter();
    expect(splitter.push("Good question. ")).toEqual(["Good question."]);
  });

  it("should cut a long sentence without an end at its last comma", () => {
    const items = Array.from({ length: 40 }, (_, i) => `skill number ${i}`).join(", ");
    const parts = splitSentences(`${items}.`);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(LONG_SENTENCE);
    expect(parts.join(" ")).toBe(`${items}.`);
  });

  it("should drop fragments with nothing to say", () => {
    expect(splitSentences("Hi.\n\n---\n\n. Bye.")).toEqual(["Hi.", "Bye."]);
  });
});
