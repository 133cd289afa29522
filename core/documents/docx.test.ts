import { strFromU8, unzipSync } from "fflate";
import mammoth from "mammoth";
import { describe, expect, it } from "vitest";
import { toDocx } from "./docx.ts";
import { sampleArabicFile, sampleResumeFile } from "./sample.ts";

async function html(bytes: Uint8Array) {
  const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) }, { styleMap: ["u => u"] });
  return value;
}

/** The .docx's main part (its body as Word XML). */
function documentXml(bytes: Uint8Array, part = "word/document.xml") {
  return strFromU8(unzipSync(bytes, { filter: (f) => f.name === part })[part]!);
}

describe("toDocx", () => {
  it("writes Word headings, real lists and emphasis", async () => {
    const out = await html(await toDocx(sampleResumeFile));
    expect(out).toContain("<h1>Layla Haddad</h1>");
    expect(out).toContain("<h2>Experience</h2>");
    expect(out).toMatch(/<h3>Senior Data Analyst, <em>Acme Logistics<\/em><\/h3>/);
    // A bulleted list with a nested bulleted list inside its first item.
    expect(out).toMatch(/<ul><li>Cut delivery delays by 18% with a routing model<ul><li>Python, SQL and Airflow<\/li><li>Presented monthly to the board<\/li><\/ul><\/li><li>Built the company's first sales dashboard<\/li><\/ul>/);
    expect(out).toMatch(/<ol><li>BSc Computer Science<ol><li>Honours thesis on demand forecasting<\/li><\/ol><\/li><li>Google Data Analytics certificate<\/li><\/ol>/);
    expect(out).toMatch(/<strong>Strengths: <em><u>clear<\/u><\/em><\/strong> writing<br \/><u>and patient mentoring.<\/u>/);
    expect(out).toContain('<a href="https://example.com/layla"><strong>portfolio</strong></a>');
    expect(out).toContain('<a href="mailto:layla@example.com">layla@example.com</a>');
  });

  it("keeps alignment and the A4 page in the Word XML", async () => {
    const xml = documentXml(await toDocx(sampleResumeFile));
    expect(xml).toContain('<w:jc w:val="center"/>');
    expect(xml).toContain('<w:jc w:val="both"/>');
    expect(xml).toMatch(/<w:pgSz w:w="11906" w:h="16838"/);
    // The numbered list counts from 3, as in the editor.
    expect(documentXml(await toDocx(sampleResumeFile), "word/numbering.xml")).toContain('<w:start w:val="3"/>');
  });

  it("writes an Arabic document right to left", async () => {
    const bytes = await toDocx(sampleArabicFile);
    const out = await html(bytes);
    expect(out).toContain("<h1>ليلى حداد</h1>");
    expect(out).toContain("<li>خفضت التأخير بنسبة 18٪</li>");
    expect(out).toContain("<strong>Acme</strong>");
    const xml = documentXml(bytes);
    expect(xml).toContain("<w:bidi/>");
    expect(xml).toContain("<w:rtl/>");
  });
});
