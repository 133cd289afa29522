/**
 * Sample documents for tests and benchmarks: a resume that uses every node, mark and attribute
 * of ./types.ts, its Arabic counterpart, and a long one that fills several pages.
 */
import type { BlockNode, DocNode, DocumentFile } from "./types.ts";

const t = (text: string, ...marks: ("bold" | "italic" | "underline")[]) => ({ type: "text" as const, text, ...(marks.length ? { marks: marks.map((type) => ({ type })) } : {}) });
const p = (...content: ReturnType<typeof t>[]) => ({ type: "paragraph" as const, content });
const item = (text: string, nested?: BlockNode) => ({ type: "listItem" as const, content: nested ? [p(t(text)), nested] : [p(t(text))] }) as never;

/** Every node, mark and attribute kind the editor has. */
export const sampleResume: DocNode = {
  type: "doc",
  content: [
    { type: "heading", attrs: { level: 1, textAlign: "center" }, content: [t("Layla Haddad")] },
    {
      type: "paragraph",
      attrs: { textAlign: "center" },
      content: [
        t("Amman · "),
        { type: "text", text: "layla@example.com", marks: [{ type: "link", attrs: { href: "mailto:layla@example.com" } }] },
        t(" · "),
        { type: "text", text: "portfolio", marks: [{ type: "link", attrs: { href: "https://example.com/layla" } }, { type: "bold" }] },
      ],
    },
    { type: "horizontalRule" },
    { type: "heading", attrs: { level: 2 }, content: [t("Experience")] },
    { type: "heading", attrs: { level: 3 }, content: [t("Senior Data Analyst, "), t("Acme Logistics", "italic")] },
    {
      type: "bulletList",
      content: [
        item("Cut delivery delays by 18% with a routing model", {
          type: "bulletList",
          content: [item("Python, SQL and Airflow"), item("Presented monthly to the board")],
        }),
        item("Built the company's first sales dashboard"),
      ],
    },
    { type: "heading", attrs: { level: 2, textAlign: "right" }, content: [t("Education")] },
    {
      type: "orderedList",
      attrs: { start: 3 },
      content: [item("BSc Computer Science", { type: "orderedList", content: [item("Honours thesis on demand forecasting")] }), item("Google Data Analytics certificate")],
    },
    {
      type: "paragraph",
      attrs: { textAlign: "justify" },
      content: [t("Strengths: ", "bold"), t("clear", "bold", "italic", "underline"), t(" writing"), { type: "hardBreak" }, t("and patient mentoring.", "underline")],
    },
    { type: "paragraph" },
  ],
};

export const sampleResumeFile: DocumentFile = { title: "Layla Haddad — Data Analyst", language: "en", content: sampleResume };

/** An Arabic cover letter (right to left, with a Latin word and digits inside). */
export const sampleArabicFile: DocumentFile = {
  title: "خطاب تقديم",
  language: "ar",
  content: {
    type: "doc",
    content: [
      { type: "heading", attrs: { level: 1, textAlign: "right" }, content: [t("ليلى حداد")] },
      { type: "heading", attrs: { level: 2 }, content: [t("الخبرة")] },
      { type: "paragraph", content: [t("عملت محللة بيانات في شركة "), t("Acme", "bold"), t(" لمدة 5 سنوات.")] },
      { type: "bulletList", content: [item("خفضت التأخير بنسبة 18٪"), item("بنيت أول لوحة مبيعات")] },
      { type: "orderedList", content: [item("بكالوريوس علوم الحاسوب"), item("شهادة تحليل البيانات")] },
    ],
  },
};

/** A resume long enough to fill several pages. */
export function longResume(sections = 12): DocumentFile {
  const content: BlockNode[] = [{ type: "heading", attrs: { level: 1 }, content: [t("Omar Khalil")] }];
  for (let i = 1; i <= sections; i++) {
    content.push({ type: "heading", attrs: { level: 2 }, content: [t(`Role ${i}: Operations Lead`)] });
    content.push(p(t(`Section ${i}. Led a team of twelve across three warehouses, improving on-time delivery and reducing costs while training new staff in safety and lean methods. `.repeat(3))));
    content.push({ type: "bulletList", content: [item(`Achievement ${i}.1 with measurable results`), item(`Achievement ${i}.2 with measurable results`)] });
  }
  content.push(p(t("THE END OF THE RESUME")));
  return { title: "Omar Khalil", language: "en", content: { type: "doc", content } };
}
