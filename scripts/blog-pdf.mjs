/**
 * Renders the blog articles (core/content/blog-articles) to A4 PDFs with pdf-lib and the
 * standard Helvetica fonts. The output is deterministic — fixed dates and no random ids — so
 * scripts/setup-local.mjs can hash it and skip uploads that did not change.
 *
 *   node scripts/blog-pdf.mjs [outDir]   writes article-<id>.pdf files (default .wrangler/seed)
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const load = (path) => import(pathToFileURL(join(root, path)).href);
/** "2026-10-28" → "October 28, 2026", the same formatting as the site. */
const { formatLongDate: longDate } = await load("core/format/dates.ts");

// A4 in points, and the text column.
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { left: 68, right: 68, top: 84, bottom: 84 };
const COLUMN = PAGE.width - MARGIN.left - MARGIN.right;

// Print colours matching the site's Radix teal accent and slate greys.
const COLOR = {
  accent: rgb(18 / 255, 165 / 255, 148 / 255),
  accentDark: rgb(0 / 255, 112 / 255, 98 / 255),
  accentSoft: rgb(224 / 255, 248 / 255, 243 / 255),
  ink: rgb(28 / 255, 32 / 255, 36 / 255),
  body: rgb(46 / 255, 50 / 255, 56 / 255),
  muted: rgb(96 / 255, 100 / 255, 108 / 255),
  rule: rgb(217 / 255, 217 / 255, 224 / 255),
};

const TYPE = {
  title: { size: 25, leading: 31 },
  summary: { size: 12.5, leading: 18.5 },
  meta: { size: 10 },
  heading: { size: 14, leading: 18, before: 20, after: 7 },
  body: { size: 10.8, leading: 16.4, gap: 8 },
  bullet: { indent: 16, gap: 4.5 },
  chrome: { size: 8.5 },
};

/** Typographic apostrophes; the articles already use curly double quotes. */
const typeset = (text) => text.replace(/'/g, "\u2019");

/** Splits text into lines no wider than `width`; a single over-long word is broken by characters. */
function wrap(text, font, size, width) {
  const lines = [];
  let line = "";
  for (const word of typeset(text).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (font.widthOfTextAtSize(line, size) > width) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

function truncate(text, font, size, width) {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let out = text;
  while (out.length > 1 && font.widthOfTextAtSize(`${out}\u2026`, size) > width) out = out.slice(0, -1);
  return `${out.trimEnd()}\u2026`;
}

function readingMinutes(article) {
  const words = article.sections
    .flatMap((s) => [s.heading, ...s.paragraphs, ...(s.bullets ?? [])])
    .join(" ")
    .split(/\s+/).length;
  return Math.max(1, Math.round(words / 220));
}

/** Lays out one article and returns the PDF bytes. */
async function renderArticle(post, article) {
  const doc = await PDFDocument.create();
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };

  const pages = [];
  let page;
  let y;
  const newPage = () => {
    page = doc.addPage([PAGE.width, PAGE.height]);
    pages.push(page);
    y = PAGE.height - MARGIN.top;
  };
  const room = () => y - MARGIN.bottom;
  const ensure = (height) => {
    if (room() < height) newPage();
  };
  const text = (str, x, atY, font, size, color) => page.drawText(str, { x, y: atY, font, size, color });

  newPage();

  // Title block (first page only).
  text("CAREER ADVICE", MARGIN.left, y, fonts.bold, 9, COLOR.accentDark);
  y -= 14 + TYPE.title.size;
  for (const line of wrap(post.blog_title, fonts.bold, TYPE.title.size, COLUMN)) {
    text(line, MARGIN.left, y, fonts.bold, TYPE.title.size, COLOR.ink);
    y -= TYPE.title.leading;
  }
  y -= 2;
  const meta = `${longDate(post.blog_date)}  \u00b7  ${readingMinutes(article)} min read  \u00b7  By the Amal coaching team`;
  text(meta, MARGIN.left, y, fonts.regular, TYPE.meta.size, COLOR.muted);
  y -= 26;
  const summaryLines = wrap(post.summary, fonts.italic, TYPE.summary.size, COLUMN - 16);
  const summaryTop = y + TYPE.summary.size;
  for (const line of summaryLines) {
    text(line, MARGIN.left + 16, y, fonts.italic, TYPE.summary.size, COLOR.body);
    y -= TYPE.summary.leading;
  }
  page.drawRectangle({ x: MARGIN.left, y: y + TYPE.summary.leading - 5, width: 3, height: summaryTop - (y + TYPE.summary.leading - 5), color: COLOR.accent });
  y -= 8;
  page.drawLine({ start: { x: MARGIN.left, y }, end: { x: PAGE.width - MARGIN.right, y }, thickness: 0.75, color: COLOR.rule });
  y -= 6;

  const paragraph = (str, font = fonts.regular, x = MARGIN.left, width = COLUMN) => {
    for (const line of wrap(str, font, TYPE.body.size, width)) {
      ensure(TYPE.body.leading);
      y -= TYPE.body.leading;
      text(line, x, y, font, TYPE.body.size, COLOR.body);
    }
  };

  for (const section of article.sections) {
    const headingLines = wrap(section.heading, fonts.bold, TYPE.heading.size, COLUMN);
    // Keep a heading with at least three lines of what follows it.
    ensure(TYPE.heading.before + headingLines.length * TYPE.heading.leading + TYPE.heading.after + 3 * TYPE.body.leading);
    if (y < PAGE.height - MARGIN.top) y -= TYPE.heading.before;
    for (const line of headingLines) {
      y -= TYPE.heading.leading;
      text(line, MARGIN.left, y, fonts.bold, TYPE.heading.size, COLOR.accentDark);
    }
    y -= TYPE.heading.after - 4;

    section.paragraphs.forEach((p, i) => {
      if (i > 0) y -= TYPE.body.gap;
      paragraph(p);
    });

    if (section.bullets?.length) {
      y -= TYPE.body.gap;
      for (const item of section.bullets) {
        const lines = wrap(item, fonts.regular, TYPE.body.size, COLUMN - TYPE.bullet.indent);
        // Do not leave a single line of a bullet at the foot of a page.
        ensure(Math.min(lines.length, 2) * TYPE.body.leading);
        lines.forEach((line, i) => {
          ensure(TYPE.body.leading);
          y -= TYPE.body.leading;
          if (i === 0) page.drawCircle({ x: MARGIN.left + 4, y: y + TYPE.body.size * 0.33, size: 2.1, color: COLOR.accent });
          text(line, MARGIN.left + TYPE.bullet.indent, y, fonts.regular, TYPE.body.size, COLOR.body);
        });
        y -= TYPE.bullet.gap;
      }
    }
  }

  // Closing note.
  const note = "Amal is an AI career coach for job seekers, students and professionals. Plan your next step, improve your resume and practise for interviews at amal.careers.";
  const noteLines = wrap(note, fonts.regular, 10, COLUMN - 32);
  const noteHeight = 24 + 14 + noteLines.length * 14.5;
  ensure(noteHeight + 28);
  y -= 28;
  page.drawRectangle({ x: MARGIN.left, y: y - noteHeight, width: COLUMN, height: noteHeight, color: COLOR.accentSoft });
  page.drawRectangle({ x: MARGIN.left, y: y - noteHeight, width: 3, height: noteHeight, color: COLOR.accent });
  let ny = y - 12 - 11;
  text("Put this into practice", MARGIN.left + 16, ny, fonts.bold, 11, COLOR.accentDark);
  ny -= 16;
  for (const line of noteLines) {
    text(line, MARGIN.left + 16, ny, fonts.regular, 10, COLOR.body);
    ny -= 14.5;
  }

  // Running header and footer, now that the page count is known.
  const shortTitle = truncate(typeset(post.blog_title), fonts.regular, TYPE.chrome.size, COLUMN - 150);
  pages.forEach((p, i) => {
    const top = PAGE.height - 46;
    p.drawText("AMAL CAREER BLOG", { x: MARGIN.left, y: top, font: fonts.bold, size: TYPE.chrome.size, color: COLOR.accentDark });
    const right = i === 0 ? "amal.careers/blog" : shortTitle;
    const rightWidth = fonts.regular.widthOfTextAtSize(right, TYPE.chrome.size);
    p.drawText(right, { x: PAGE.width - MARGIN.right - rightWidth, y: top, font: fonts.regular, size: TYPE.chrome.size, color: COLOR.muted });
    p.drawLine({ start: { x: MARGIN.left, y: top - 9 }, end: { x: PAGE.width - MARGIN.right, y: top - 9 }, thickness: 0.75, color: COLOR.rule });

    const bottom = 44;
    p.drawLine({ start: { x: MARGIN.left, y: bottom + 14 }, end: { x: PAGE.width - MARGIN.right, y: bottom + 14 }, thickness: 0.75, color: COLOR.rule });
    p.drawText(`Amal Career Blog  \u00b7  ${longDate(post.blog_date)}`, { x: MARGIN.left, y: bottom, font: fonts.regular, size: TYPE.chrome.size, color: COLOR.muted });
    const label = `Page ${i + 1} of ${pages.length}`;
    const labelWidth = fonts.regular.widthOfTextAtSize(label, TYPE.chrome.size);
    p.drawText(label, { x: PAGE.width - MARGIN.right - labelWidth, y: bottom, font: fonts.regular, size: TYPE.chrome.size, color: COLOR.muted });
  });

  // Fixed metadata: the same article always produces the same bytes.
  const published = new Date(`${post.blog_date}T00:00:00Z`);
  doc.setTitle(typeset(post.blog_title), { showInWindowTitleBar: true });
  doc.setAuthor("Amal");
  doc.setSubject(typeset(post.summary));
  doc.setKeywords(["career", "Amal", "blog"]);
  doc.setLanguage("en-US");
  doc.setCreator("Amal Career Blog");
  doc.setProducer("Amal (pdf-lib)");
  doc.setCreationDate(published);
  doc.setModificationDate(published);
  return doc.save({ useObjectStreams: true });
}

/**
 * Renders every article that has an entry in the blog index.
 * @returns {Promise<{ id: number, bytes: Uint8Array }[]>}
 */
export async function renderBlogPdfs() {
  const { blogIndex } = await load("core/content/blog-index.ts");
  const { blogArticles } = await load("core/content/blog-articles/index.ts");
  const byId = new Map(blogArticles.map((a) => [a.id, a]));
  const out = [];
  for (const post of blogIndex) {
    const article = byId.get(post.id);
    if (!article) throw new Error(`Blog post ${post.id} ("${post.blog_title}") has no article in core/content/blog-articles/index.ts.`);
    try {
      out.push({ id: post.id, bytes: await renderArticle(post, article) });
    } catch (err) {
      // pdf-lib's standard fonts only encode WinAnsi; say which article to fix.
      throw new Error(`Could not render blog article ${post.id}: ${err instanceof Error ? err.message : err}`);
    }
  }
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = resolve(process.argv[2] ?? join(root, ".wrangler/seed"));
  mkdirSync(outDir, { recursive: true });
  for (const { id, bytes } of await renderBlogPdfs()) {
    const file = join(outDir, `article-${id}.pdf`);
    writeFileSync(file, bytes);
    console.log(`wrote ${file} (${bytes.length} bytes)`);
  }
}
