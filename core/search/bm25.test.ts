import { describe, expect, it } from "vitest";

import { Bm25Index, normalizeArabic, stemEnglish, stripArabicArticle, tokenize } from "./bm25.ts";

interface Doc {
  id: string;
  title: string;
  skills?: string[];
  description?: string;
  provider?: string;
}

const ids = (hits: { doc: Doc }[]) => hits.map((h) => h.doc.id);

describe("tokenize (English)", () => {
  it("should lower-case, drop punctuation and stopwords", () => {
    expect(tokenize("The Art of SQL, for Everyone!")).toEqual(["art", "sql", "everyon"]);
  });

  it.each([
    ["manage", "managed", "managing", "manages"],
    ["course", "courses"],
    ["strategy", "strategies"],
    ["class", "classes"],
    ["program", "programming", "programmed"],
    ["analytic", "analytics"],
  ])("should stem %s and its forms to one term", (...forms) => {
    const stems = new Set(forms.map((f) => stemEnglish(f)));
    expect(stems.size).toBe(1);
  });

  it("should leave short words and -ss/-is/-us endings alone", () => {
    expect(stemEnglish("aws")).toBe("aws");
    expect(stemEnglish("business")).toBe("business");
    expect(stemEnglish("analysis")).toBe("analysis");
    expect(stemEnglish("status")).toBe("status");
  });

  it("should keep C++, C# and .NET apart from C", () => {
    expect(tokenize("C++ and C# on .NET, or plain C")).toEqual(["cpp", "csharp", "dotnet", "plain", "c"]);
  });

  it("should keep IT as a term (it is not a stopword here)", () => {
    expect(tokenize("Google IT Support")).toEqual(["googl", "it", "support"]);
  });
});

describe("Arabic normalisation", () => {
  it.each([
    ["أحمد", "احمد"],
    ["إدارة", "اداره"],
    ["آلة", "اله"],
    ["ٱلقرآن", "القران"],
    ["مدرسة", "مدرسه"],
    ["مستشفى", "مستشفي"],
    ["بـــرمـجـة", "برمجه"],
    ["تَعَلُّمُ", "تعلم"],
    ["٢٠٢٤", "2024"],
  ])("should normalise %s to %s", (input, expected) => {
    expect(normalizeArabic(input)).toBe(expected);
  });

  it.each([
    ["البرمجة", "برمجه"],
    ["والتسويق", "تسويق"],
    ["بالعربية", "عربيه"],
    ["للمبتدئين", "مبتديين"],
    ["فالإدارة", "اداره"],
  ])("should strip the article and fused prefixes from %s", (input, expected) => {
    expect(tokenize(input)).toEqual([expected]);
  });

  it("should not strip a bare ب or ل that belongs to the word", () => {
    expect(tokenize("برمجة لغة")).toEqual(["برمجه", "لغه"]);
    expect(stripArabicArticle("ال")).toBe("ال");
  });

  it("should also index a word without its conjunction و", () => {
    expect(tokenize("وتحليل")).toEqual(["وتحليل", "تحليل"]);
    expect(tokenize("وقت")).toEqual(["وقت"]);
  });

  it("should drop Arabic stopwords", () => {
    expect(tokenize("كيف أتعلم البرمجة في المنزل")).toEqual(["اتعلم", "برمجه", "منزل"]);
  });

  it("should match the same word written with and without diacritics and article", () => {
    expect(tokenize("تَعَلُّم البَرْمَجَة")).toEqual(tokenize("تعلم برمجة"));
  });
});

describe("Bm25Index", () => {
  const corpus: Doc[] = [
    { id: "python-title", title: "Python for Beginners", description: "Learn to write programs step by step." },
    { id: "python-mention", title: "Cooking Basics", description: "Recipes, knives and a short aside on python snakes." },
    { id: "other", title: "Public Speaking", description: "Speak clearly in front of an audience." },
  ];

  it("should rank an exact title match above a description mention", () => {
    const index = Bm25Index.build(corpus);
    expect(ids(index.search("python"))).toEqual(["python-title", "python-mention"]);
  });

  it("should weight rare terms above common ones (IDF)", () => {
    const docs: Doc[] = [
      { id: "common-only", title: "Data Basics", description: "data data" },
      { id: "rare", title: "Science Today", description: "a look at research" },
      { id: "c1", title: "Data Tools", description: "data" },
      { id: "c2", title: "Data Stories", description: "data" },
      { id: "c3", title: "Data Pipelines", description: "data" },
    ];
    const index = Bm25Index.build(docs);
    expect(index.idf("scienc")).toBeGreaterThan(index.idf("data"));
    expect(ids(index.search("data science"))[0]).toBe("rare");
  });

  it("should prefer the shorter field when term frequency is equal (length normalisation)", () => {
    const docs: Doc[] = [
      {
        id: "long",
        title: "Course A",
        description: `marketing ${"filler words about many other unrelated topics ".repeat(8)}`,
      },
      { id: "short", title: "Course B", description: "marketing basics" },
    ];
    const index = Bm25Index.build(docs);
    expect(ids(index.search("marketing"))).toEqual(["short", "long"]);
  });

  it("should saturate term frequency (k1) rather than grow linearly", () => {
    const docs: Doc[] = [
      { id: "once", title: "x", description: "excel" },
      { id: "many", title: "x", description: "excel excel excel excel excel excel excel excel" },
      { id: "none", title: "y", description: "word" },
    ];
    const [many, once] = Bm25Index.build(docs).search("excel");
    expect(many.doc.id).toBe("many");
    expect(many.score / once.score).toBeLessThan(3);
  });

  it("should index string arrays such as skills", () => {
    const docs: Doc[] = [
      { id: "a", title: "Course A", skills: ["Machine Learning", "Python"] },
      { id: "b", title: "Course B", skills: ["Excel"] },
    ];
    expect(ids(Bm25Index.build(docs).search("learning"))).toEqual(["a"]);
  });

  it("should apply filter and limit", () => {
    const index = Bm25Index.build(corpus);
    expect(ids(index.search("python", { filter: (d) => d.id !== "python-title" }))).toEqual(["python-mention"]);
    expect(index.search("python", { limit: 1 })).toHaveLength(1);
  });

  it("should return nothing for empty, stopword-only or unknown queries", () => {
    const index = Bm25Index.build(corpus);
    expect(index.search("")).toEqual([]);
    expect(index.search("the of and")).toEqual([]);
    expect(index.search("kubernetes")).toEqual([]);
  });

  it("should sort by score, best first", () => {
    const hits = Bm25Index.build(corpus).search("python programs");
    for (let i = 1; i < hits.length; i++) expect(hits[i - 1].score).toBeGreaterThanOrEqual(hits[i].score);
  });

  it("should survive a JSON round trip with identical results", () => {
    const index = Bm25Index.build(corpus);
    const restored = Bm25Index.fromJSON<Doc>(JSON.parse(JSON.stringify(index.toJSON())));
    expect(restored.size).toBe(corpus.length);
    expect(restored.search("python speaking")).toEqual(index.search("python speaking"));
  });

  it("should honour custom field weights", () => {
    const docs: Doc[] = [
      { id: "in-title", title: "Negotiation", description: "" },
      { id: "in-description", title: "Course", description: "negotiation" },
    ];
    const index = Bm25Index.build(docs, { fields: { title: 0.1, description: 5 } });
    expect(ids(index.search("negotiation"))[0]).toBe("in-description");
  });

  it("should find Arabic documents from differently spelled queries", () => {
    const docs: Doc[] = [
      { id: "ar", title: "مقدمة في البرمجة بلغة بايثون", description: "دورة للمبتدئين" },
      { id: "en", title: "Intro to Python", description: "For beginners" },
    ];
    const index = Bm25Index.build(docs);
    expect(ids(index.search("برمجه"))).toEqual(["ar"]);
    expect(ids(index.search("المبتدئين"))).toEqual(["ar"]);
  });
});
