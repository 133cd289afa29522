import { describe, expect, it } from "vitest";
import { longResume, sampleResume } from "./sample.ts";
import { documentPreview, documentText } from "./text.ts";

describe("documentText", () => {
  it("puts each block, list item and hard break on its own line", () => {
    const text = documentText(sampleResume).split("\n");
    expect(text.slice(0, 4)).toEqual(["Layla Haddad", "Amman · layla@example.com · portfolio", "Experience", "Senior Data Analyst, Acme Logistics"]);
    expect(text).toContain("Python, SQL and Airflow");
    expect(text).toContain("Honours thesis on demand forecasting");
    expect(text).toContain("Strengths: clear writing");
    expect(text).toContain("and patient mentoring.");
  });
});

describe("documentPreview", () => {
  it("marks headings and list items and leaves out empty lines", () => {
    const preview = documentPreview(sampleResume).split("\n");
    expect(preview.slice(0, 5)).toEqual(["# Layla Haddad", "Amman · layla@example.com · portfolio", "# Experience", "# Senior Data Analyst, Acme Logistics", "• Cut delivery delays by 18% with a routing model"]);
    expect(preview).toContain("  • Python, SQL and Airflow");
    expect(preview).not.toContain("");
  });

  it("stays within the limit, cutting the last line at a word", () => {
    const preview = documentPreview(longResume().content, 300);
    expect(preview.length).toBeLessThanOrEqual(300);
    expect(preview.endsWith("…")).toBe(true);
    expect(preview).not.toContain("THE END");
    expect(documentPreview(longResume().content, 100_000)).toContain("THE END OF THE RESUME");
  });
});
