#!/usr/bin/env node
/**
 * Writes the Arabic test resumes in core/resume/fixtures/ as real PDFs, made the way word
 * processors and browsers make them: shaped Arabic glyphs (presentation forms) painted in visual
 * order, right-aligned, Latin words and numbers as their own runs in a Latin font, fonts
 * embedded. pdf-lib does not shape Arabic, so this script does it: contextual forms and lam-alef
 * ligatures, a simplified Unicode bidi algorithm for mixed lines, mirrored brackets.
 *
 *   node scripts/make-arabic-resumes.mjs           (rewrites the fixtures)
 *   node scripts/make-arabic-resumes.mjs --check   (fails when a fixture differs from what it would write)
 *
 * The fonts are Noto Sans Arabic and Noto Naskh Arabic (SIL Open Font License) from their npm
 * packages; each PDF embeds a copy reduced to the glyphs it uses, with glyph ids unchanged.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { inflateSync } from "node:zlib";

import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb } from "pdf-lib";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const outDir = join(root, "core", "resume", "fixtures");
const require = createRequire(import.meta.url);

// ── Fonts ─────────────────────────────────────────────────────────────────────────────────────

/** WOFF 1.0 → the TrueType/OpenType file it wraps (tables inflated, directory rebuilt). */
function woffToSfnt(woff) {
  const v = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (v.getUint32(0) !== 0x774f4646) throw new Error("not a WOFF file");
  const count = v.getUint16(12);
  const tables = [];
  for (let i = 0; i < count; i++) {
    const o = 44 + 20 * i;
    const [tag, offset, compLength, origLength, checksum] = [0, 4, 8, 12, 16].map((d) => v.getUint32(o + d));
    const raw = woff.subarray(offset, offset + compLength);
    tables.push({ tag, checksum, data: new Uint8Array(compLength < origLength ? inflateSync(raw) : raw) });
  }
  return writeSfnt(v.getUint32(4), tables);
}

function writeSfnt(flavor, tables) {
  tables.sort((a, b) => a.tag - b.tag);
  const count = tables.length;
  let size = 12 + 16 * count;
  for (const t of tables) size += (t.data.length + 3) & ~3;
  const out = new Uint8Array(size);
  const w = new DataView(out.buffer);
  let pow = 1;
  let log = 0;
  while (pow * 2 <= count) {
    pow *= 2;
    log++;
  }
  w.setUint32(0, flavor);
  w.setUint16(4, count);
  w.setUint16(6, pow * 16);
  w.setUint16(8, log);
  w.setUint16(10, count * 16 - pow * 16);
  let at = 12 + 16 * count;
  tables.forEach((t, i) => {
    const o = 12 + 16 * i;
    w.setUint32(o, t.tag);
    w.setUint32(o + 4, t.checksum);
    w.setUint32(o + 8, at);
    w.setUint32(o + 12, t.data.length);
    out.set(t.data, at);
    at += (t.data.length + 3) & ~3;
  });
  return out;
}

const tag = (s) => s.split("").reduce((n, c) => n * 256 + c.charCodeAt(0), 0);

function readTables(sfnt) {
  const v = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const tables = new Map();
  for (let i = 0; i < v.getUint16(4); i++) {
    const o = 12 + 16 * i;
    const [t, checksum, offset, length] = [0, 4, 8, 12].map((d) => v.getUint32(o + d));
    tables.set(t, { tag: t, checksum, data: sfnt.slice(offset, offset + length) });
  }
  return { flavor: v.getUint32(0), tables };
}

/**
 * Keeps the outlines of the given glyphs (and the parts of composite glyphs) and empties every
 * other one, without renumbering: glyph ids, metrics and the character map stay as they were.
 * Layout tables go: the text is shaped before it reaches the font.
 */
function pruneFont(sfnt, keepIds) {
  const { flavor, tables } = readTables(sfnt);
  const head = tables.get(tag("head")).data;
  const longLoca = new DataView(head.buffer).getInt16(50) === 1;
  const numGlyphs = new DataView(tables.get(tag("maxp")).data.buffer).getUint16(4);
  const loca = new DataView(tables.get(tag("loca")).data.buffer);
  const glyf = tables.get(tag("glyf")).data;
  const offsetOf = (id) => (longLoca ? loca.getUint32(id * 4) : loca.getUint16(id * 2) * 2);
  const glyph = (id) => glyf.subarray(offsetOf(id), offsetOf(id + 1));
  const keep = new Set([0, ...keepIds]);
  const queue = [...keep];
  while (queue.length) {
    const data = glyph(queue.pop());
    if (data.length < 10) continue;
    const g = new DataView(data.buffer, data.byteOffset, data.byteLength);
    if (g.getInt16(0) >= 0) continue;
    let o = 10;
    for (;;) {
      const flags = g.getUint16(o);
      const part = g.getUint16(o + 2);
      if (!keep.has(part)) {
        keep.add(part);
        queue.push(part);
      }
      o += 4 + (flags & 1 ? 4 : 2) + (flags & 8 ? 2 : flags & 0x40 ? 4 : flags & 0x80 ? 8 : 0);
      if (!(flags & 0x20)) break;
    }
  }
  const parts = [];
  const newLoca = new DataView(new ArrayBuffer((numGlyphs + 1) * 4));
  let at = 0;
  for (let id = 0; id < numGlyphs; id++) {
    newLoca.setUint32(id * 4, at);
    if (!keep.has(id)) continue;
    const data = glyph(id);
    const padded = new Uint8Array((data.length + 3) & ~3);
    padded.set(data);
    parts.push(padded);
    at += padded.length;
  }
  newLoca.setUint32(numGlyphs * 4, at);
  const newGlyf = new Uint8Array(at);
  let pos = 0;
  for (const p of parts) {
    newGlyf.set(p, pos);
    pos += p.length;
  }
  const newHead = head.slice();
  new DataView(newHead.buffer).setInt16(50, 1);
  const post = new Uint8Array(32);
  new DataView(post.buffer).setUint32(0, 0x00030000);
  const kept = ["OS/2", "cmap", "hhea", "hmtx", "maxp", "name"].map((t) => tables.get(tag(t)));
  return writeSfnt(flavor, [
    ...kept,
    { tag: tag("head"), checksum: 0, data: newHead },
    { tag: tag("loca"), checksum: 0, data: new Uint8Array(newLoca.buffer) },
    { tag: tag("glyf"), checksum: 0, data: newGlyf },
    { tag: tag("post"), checksum: 0, data: post },
  ]);
}

function fontFile(pkg, subset, weight) {
  const dir = dirname(require.resolve(`${pkg}/package.json`));
  return woffToSfnt(new Uint8Array(readFileSync(join(dir, "files", `${pkg.split("/")[1]}-${subset}-${weight}-normal.woff`))));
}

// ── Arabic shaping ────────────────────────────────────────────────────────────────────────────

/** Letter → [its isolated presentation form, joining type]: D joins both sides (4 forms), R only its right (2), U none. */
const LETTERS = {
  "ء": [0xfe80, "U"], "آ": [0xfe81, "R"], "أ": [0xfe83, "R"], "ؤ": [0xfe85, "R"], "إ": [0xfe87, "R"], "ئ": [0xfe89, "D"],
  "ا": [0xfe8d, "R"], "ب": [0xfe8f, "D"], "ة": [0xfe93, "R"], "ت": [0xfe95, "D"], "ث": [0xfe99, "D"], "ج": [0xfe9d, "D"],
  "ح": [0xfea1, "D"], "خ": [0xfea5, "D"], "د": [0xfea9, "R"], "ذ": [0xfeab, "R"], "ر": [0xfead, "R"], "ز": [0xfeaf, "R"],
  "س": [0xfeb1, "D"], "ش": [0xfeb5, "D"], "ص": [0xfeb9, "D"], "ض": [0xfebd, "D"], "ط": [0xfec1, "D"], "ظ": [0xfec5, "D"],
  "ع": [0xfec9, "D"], "غ": [0xfecd, "D"], "ف": [0xfed1, "D"], "ق": [0xfed5, "D"], "ك": [0xfed9, "D"], "ل": [0xfedd, "D"],
  "م": [0xfee1, "D"], "ن": [0xfee5, "D"], "ه": [0xfee9, "D"], "و": [0xfeed, "R"], "ى": [0xfeef, "R"], "ي": [0xfef1, "D"],
};
/** Lam followed by an alef: one ligature glyph, isolated or final. */
const LAM_ALEF = { "آ": 0xfef5, "أ": 0xfef7, "إ": 0xfef9, "ا": 0xfefb };

const joiningType = (cp) => (cp === 0x0640 ? "C" : (LETTERS[String.fromCodePoint(cp ?? 0)]?.[1] ?? "U"));

/** Logical Arabic text → the same text in presentation forms (still in logical order). */
function shapeArabic(text) {
  const cps = [...text].map((c) => c.codePointAt(0));
  const out = [];
  for (let i = 0; i < cps.length; i++) {
    const cp = cps[i];
    const prev = i > 0 ? joiningType(cps[i - 1]) : "U";
    const joinsBefore = (prev === "D" || prev === "C") && joiningType(cp) !== "U";
    const next = i + 1 < cps.length ? String.fromCodePoint(cps[i + 1]) : "";
    if (cp === 0x0644 && LAM_ALEF[next]) {
      out.push(LAM_ALEF[next] + (joinsBefore ? 1 : 0));
      i++;
      continue;
    }
    const letter = LETTERS[String.fromCodePoint(cp)];
    if (!letter) {
      out.push(cp);
      continue;
    }
    const [isolated, type] = letter;
    const nextType = i + 1 < cps.length ? joiningType(cps[i + 1]) : "U";
    const joinsAfter = type === "D" && nextType !== "U";
    const form = type === "U" ? 0 : joinsBefore && joinsAfter ? 3 : joinsBefore ? 1 : joinsAfter ? 2 : 0;
    out.push(isolated + form);
  }
  return String.fromCodePoint(...out);
}

// ── Bidi (simplified UBA: one paragraph level, no explicit embeddings) ───────────────────────

const isArabicLetter = (c) => /[\u0600-\u065F\u066E-\u06FF\uFB50-\uFDFF\uFE70-\uFEFF]/u.test(c) && !/[\u060C\u061B\u061F]/u.test(c);
const isLatinLetter = (c) => /\p{L}/u.test(c) && !isArabicLetter(c);
const MIRROR = { "(": ")", ")": "(", "[": "]", "]": "[", "{": "}", "}": "{", "<": ">", ">": "<", "«": "»", "»": "«" };

function bidiClass(c) {
  if (isArabicLetter(c)) return "R";
  if (isLatinLetter(c)) return "L";
  if (/[0-9]/.test(c)) return "EN";
  if (/[\u0660-\u0669\u066B\u066C]/u.test(c)) return "AN";
  if (/[.,:/]/.test(c)) return "CS";
  if (/[-+]/.test(c)) return "ES";
  if (/[%٪#$€£]/u.test(c)) return "ET";
  return "ON";
}

/** Logical text → its characters in visual (left-to-right painting) order with their levels. */
function visualOrder(text, rtl) {
  const chars = [...text];
  const types = chars.map(bidiClass);
  const n = chars.length;
  // W4: a single separator between two numbers of the same kind joins them; W5: terminators next to European numbers.
  for (let i = 1; i + 1 < n; i++) {
    if ((types[i] === "CS" || types[i] === "ES") && types[i - 1] === "EN" && types[i + 1] === "EN") types[i] = "EN";
    if (types[i] === "CS" && types[i - 1] === "AN" && types[i + 1] === "AN") types[i] = "AN";
  }
  for (let i = 0; i < n; i++) {
    if (types[i] !== "ET") continue;
    let j = i;
    while (j < n && types[j] === "ET") j++;
    if ((i > 0 && types[i - 1] === "EN") || types[j] === "EN") for (let k = i; k < j; k++) types[k] = "EN";
  }
  for (let i = 0; i < n; i++) if (["CS", "ES", "ET"].includes(types[i])) types[i] = "ON";
  // W7: European numbers after Latin text (with no Arabic between) behave as Latin.
  let lastStrong = rtl ? "R" : "L";
  for (let i = 0; i < n; i++) {
    if (types[i] === "L" || types[i] === "R") lastStrong = types[i];
    else if (types[i] === "EN" && lastStrong === "L") types[i] = "L";
  }
  // N1/N2: neutrals take the direction of equal strong neighbours (numbers count as R), else the paragraph's.
  const strongOf = (t) => (t === "L" ? "L" : t === "R" || t === "EN" || t === "AN" ? "R" : null);
  for (let i = 0; i < n; i++) {
    if (types[i] !== "ON") continue;
    let j = i;
    while (j < n && types[j] === "ON") j++;
    const before = i > 0 ? strongOf(types[i - 1]) : rtl ? "R" : "L";
    const after = j < n ? strongOf(types[j]) : rtl ? "R" : "L";
    const dir = before === after ? before : rtl ? "R" : "L";
    for (let k = i; k < j; k++) types[k] = dir === "R" ? "R*" : "L*";
    i = j - 1;
  }
  const base = rtl ? 1 : 0;
  const levels = types.map((t) => {
    const r = t === "R" || t === "R*";
    const num = t === "EN" || t === "AN";
    if (base === 0) return r ? 1 : num ? 2 : 0;
    return r ? 1 : 2;
  });
  // L1: trailing white space at the paragraph level.
  for (let i = n - 1; i >= 0 && chars[i] === " "; i--) levels[i] = base;
  let items = chars.map((c, i) => ({ c: levels[i] % 2 === 1 && MIRROR[c] ? MIRROR[c] : c, level: levels[i] }));
  const max = Math.max(...levels, 0);
  for (let level = max; level >= 1; level--) {
    const next = [];
    for (let i = 0; i < items.length; ) {
      if (items[i].level < level) {
        next.push(items[i++]);
        continue;
      }
      let j = i;
      while (j < items.length && items[j].level >= level) j++;
      next.push(...items.slice(i, j).reverse());
      i = j;
    }
    items = next;
  }
  return items;
}

// ── Drawing ───────────────────────────────────────────────────────────────────────────────────

/** A resume writer: lines of logical text drawn right-aligned (or left for Latin lines) in runs. */
class Writer {
  constructor(doc, fonts, { painting = "runs" } = {}) {
    this.doc = doc;
    this.fonts = fonts;
    this.painting = painting;
    this.page = null;
  }

  newPage() {
    this.page = this.doc.addPage([595.28, 841.89]);
    return this.page;
  }

  fontFor(c, weight) {
    const set = weight === "bold" ? this.fonts.bold : this.fonts.regular;
    return isArabicLetter(c) || /[\u060C\u061B\u061F\u0660-\u066C]/u.test(c) ? set.arabic : set.latin;
  }

  /** Visual runs of one line: [{ text (visual order), font, width }]. */
  runs(text, size, weight, rtl) {
    const shaped = shapeArabic(text);
    const visual = visualOrder(shaped, rtl ?? startsRtl(text));
    const runs = [];
    for (const { c, level } of visual) {
      const font = c === " " && runs.length ? runs[runs.length - 1].font : this.fontFor(c, weight);
      const last = runs[runs.length - 1];
      const split = this.painting === "words" && c === " ";
      if (last && last.font === font && last.level % 2 === level % 2 && !split && !last.closed) last.text += c;
      else runs.push({ text: c, font, level });
      if (split) runs[runs.length - 1].closed = true;
    }
    for (const run of runs) run.width = run.font.widthOfTextAtSize(fontkitOrder(run.text), size);
    return runs;
  }

  width(text, size, weight = "regular", rtl = undefined) {
    return this.runs(text, size, weight, rtl).reduce((w, r) => w + r.width, 0);
  }

  /** Draws a line whose reading start is at `start` (right edge for right-to-left lines). */
  line(text, { y, size = 10.5, weight = "regular", right, left, rtl, color = rgb(0.1, 0.1, 0.1) }) {
    const dirRtl = rtl ?? startsRtl(text);
    const runs = this.runs(text, size, weight, dirRtl);
    const total = runs.reduce((w, r) => w + r.width, 0);
    let x = dirRtl || left === undefined ? right - total : left;
    const placed = runs.map((run) => {
      const at = x;
      x += run.width;
      return { run, at };
    });
    // Browsers paint a right-to-left line from its right end; word processors from the left.
    const order = this.painting === "words" && dirRtl ? [...placed].reverse() : placed;
    for (const { run, at } of order) {
      if (run.text.trim() === "") continue;
      this.page.drawText(fontkitOrder(run.text), { x: at, y, size, font: run.font, color });
    }
    return total;
  }

  /** Words of a logical line broken into lines no wider than `width`. */
  wrap(text, width, size, weight = "regular", rtl = startsRtl(text)) {
    const words = text.split(" ");
    const lines = [];
    let current = "";
    for (const word of words) {
      const candidate = current ? `${current} ${word}` : word;
      if (current && this.width(candidate, size, weight, rtl) > width) {
        lines.push(current);
        current = word;
      } else current = candidate;
    }
    if (current) lines.push(current);
    return lines;
  }
}

/**
 * The order to hand a visual run to pdf-lib in. fontkit reverses a run of an Arabic script only
 * while shaping it with the font's layout tables; the embedded fonts have none, so runs go as
 * painted. `embedFonts` checks this.
 */
function fontkitOrder(visual) {
  return visual;
}

function startsRtl(text) {
  for (const c of text) {
    if (isArabicLetter(c)) return true;
    if (isLatinLetter(c)) return false;
  }
  return true;
}

async function makeDoc() {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(fontkit);
  doc.setCreator("Amal test fixtures");
  doc.setProducer("pdf-lib");
  doc.setCreationDate(new Date("2026-01-01T00:00:00Z"));
  doc.setModificationDate(new Date("2026-01-01T00:00:00Z"));
  return doc;
}

/** Embeds the Arabic and Latin faces of a Noto family, reduced to the characters `texts` use. */
async function embedFonts(doc, pkg, texts) {
  const chars = new Set(texts.flatMap((t) => [...shapeArabic(t), ...t]));
  const load = async (subset, weight) => {
    const full = fontFile(pkg, subset, weight);
    const font = fontkit.create(full);
    const ids = [...chars].map((c) => c.codePointAt(0)).filter((cp) => font.hasGlyphForCodePoint(cp)).map((cp) => font.glyphForCodePoint(cp).id);
    const pruned = pruneFont(full, ids);
    const probe = fontkit.create(pruned).layout("\uFEE3\uFEEE").glyphs.map((g) => g.codePoints[0]);
    if (probe[0] !== 0xfee3) throw new Error("fontkit reordered an Arabic run; fontkitOrder() must undo it");
    return doc.embedFont(pruned, { subset: false });
  };
  return {
    regular: { arabic: await load("arabic", 400), latin: await load("latin", 400) },
    bold: { arabic: await load("arabic", 700), latin: await load("latin", 700) },
  };
}

// ── The resumes ───────────────────────────────────────────────────────────────────────────────

const A4 = { width: 595.28, height: 841.89 };

/** Single column, Noto Naskh Arabic, Arabic-Indic digits in some dates, wrapped bullets. */
const singleColumn = {
  file: "arabic-single-column.pdf",
  font: "@fontsource/noto-naskh-arabic",
  painting: "runs",
  lines: [
    { text: "أحمد محمود السيد", size: 20, weight: "bold", gap: 26 },
    { text: "مهندس برمجيات أول", size: 13, gap: 18 },
    { text: "القاهرة، مصر | ahmed.elsayed@example.com | 01001234567", size: 10, gap: 24 },
    { heading: "الملخص المهني" },
    { text: "مهندس برمجيات بخبرة تزيد على ثماني سنوات في تطوير تطبيقات الويب والأنظمة الخلفية لقطاع الاتصالات والخدمات المالية، أجيد قيادة الفرق وتحسين أداء الأنظمة.", wrap: true },
    { heading: "الخبرة العملية" },
    { text: "مهندس برمجيات أول - شركة فودافون مصر", weight: "bold" },
    { text: "2019 - حتى الآن", size: 10 },
    { text: "• قيادة فريق من خمسة مطورين لبناء منصة الدفع الإلكتروني التي تخدم أكثر من مليوني مستخدم شهريا مع الحفاظ على جودة الكود", wrap: true },
    { text: "• تحسين أداء قواعد البيانات وتقليل زمن الاستجابة بنسبة ٤٠٪", wrap: true },
    { text: "مطور ويب - شركة إي فاينانس", weight: "bold" },
    { text: "٢٠١٥ - ٢٠١٩", size: 10 },
    { text: "• تطوير بوابات الخدمات الحكومية الإلكترونية باستخدام Java و Spring", wrap: true },
    { text: "• كتابة اختبارات الوحدة ومراجعة الكود مع الفريق", wrap: true },
    { heading: "التعليم" },
    { text: "بكالوريوس علوم الحاسب", weight: "bold" },
    { text: "جامعة القاهرة" },
    { text: "2011 - 2015", size: 10 },
    { heading: "الشهادات" },
    { text: "شهادة إدارة المشاريع الاحترافية (PMP) - معهد إدارة المشروعات - 2021" },
    { text: "شهادة أوراكل في جافا - أوراكل - 2017" },
    { heading: "المهارات" },
    { text: "إدارة المشاريع، العمل الجماعي، التواصل، حل المشكلات، Java، SQL، Spring" },
    { heading: "اللغات" },
    { text: "العربية: اللغة الأم، الإنجليزية: جيدة جدا" },
  ],
};

/** Two columns, Noto Sans Arabic: the main column on the right, a sidebar on the left; dates at line end. */
const twoColumn = {
  file: "arabic-two-column.pdf",
  font: "@fontsource/noto-sans-arabic",
  painting: "words",
  header: [
    { text: "فاطمة الزهراء حسن", size: 20, weight: "bold", gap: 24 },
    { text: "محاسبة مالية أولى", size: 13, gap: 30 },
  ],
  main: [
    { heading: "نبذة عني" },
    { text: "محاسبة مالية بخبرة عشر سنوات في إعداد القوائم المالية والميزانيات والتدقيق الداخلي في شركات المقاولات والبنوك.", wrap: true },
    { heading: "الخبرات" },
    { text: "محاسب مالي أول - شركة أوراسكوم للإنشاءات", end: "يناير 2018 - الآن", weight: "bold" },
    { text: "• إعداد القوائم المالية الشهرية والسنوية وفق المعايير الدولية", wrap: true },
    { text: "• خفض تكاليف التشغيل بنسبة 15% خلال عامين", wrap: true },
    { text: "محاسب - بنك مصر", end: "مارس 2013 - ديسمبر 2017", weight: "bold" },
    { text: "• مراجعة الحسابات اليومية وتسويات البنوك", wrap: true },
    { heading: "المؤهلات العلمية" },
    { text: "ماجستير إدارة الأعمال - الجامعة الأمريكية بالقاهرة", end: "2016", weight: "bold" },
    { text: "بكالوريوس التجارة - جامعة عين شمس", end: "2008 - 2012", weight: "bold" },
  ],
  side: [
    { heading: "التواصل" },
    { text: "fatma.hassan@example.com" },
    { text: "+20 122 555 0199" },
    { text: "الإسكندرية، مصر" },
    { heading: "المهارات" },
    { text: "التحليل المالي" },
    { text: "إعداد الميزانيات" },
    { text: "Excel" },
    { text: "SAP" },
    { text: "القيادة" },
    { heading: "الدورات والشهادات" },
    { text: "زمالة المحاسبين الإداريين CMA" },
    { text: "معهد المحاسبين الإداريين، 2019" },
    { text: "شهادة IFRS" },
    { text: "جمعية المحاسبين القانونيين، 2020" },
    { heading: "اللغات" },
    { text: "العربية، الإنجليزية" },
  ],
};

/** One column mixing English tech terms: "Title في شركة Company", "Company | Title | dates", dates at line end. */
const mixed = {
  file: "arabic-mixed-tech.pdf",
  font: "@fontsource/noto-sans-arabic",
  painting: "runs",
  lines: [
    { text: "عمر خالد الشريف", size: 20, weight: "bold", gap: 24 },
    { text: "مهندس تعلم آلة", size: 13, gap: 18 },
    { text: "الرياض، السعودية | omar.alsharif@example.com | linkedin.com/in/omar-alsharif", size: 9.5, gap: 24 },
    { heading: "نبذة مختصرة" },
    { text: "مهندس Python في شركة ABC سابقا، متخصص في بناء نماذج NLP ونشرها على AWS باستخدام Docker و Kubernetes.", wrap: true },
    { heading: "الخبرة المهنية" },
    { text: "مهندس تعلم آلة في شركة STC", end: "2021 - الآن", weight: "bold" },
    { text: "• بناء نماذج NLP لتصنيف شكاوى العملاء باستخدام PyTorch و Hugging Face", wrap: true },
    { text: "• نشر النماذج على Kubernetes عبر Docker و AWS وخفض التكلفة 30%", wrap: true },
    { text: "كريم | مهندس بيانات | 2018 - 2021", weight: "bold" },
    { text: "• تصميم خطوط بيانات باستخدام Apache Spark و Airflow", wrap: true },
    { text: "متدرب تطوير برمجيات", weight: "bold" },
    { text: "Microsoft", end: "يونيو 2017 - أغسطس 2017" },
    { text: "• تطوير أدوات داخلية بلغة C#", wrap: true },
    { heading: "التعليم" },
    { text: "ماجستير علوم الحاسب - جامعة الملك سعود", end: "2016 - 2018", weight: "bold" },
    { text: "بكالوريوس هندسة الحاسب - جامعة الملك فهد للبترول والمعادن", end: "2012 - 2016", weight: "bold" },
    { heading: "الشهادات" },
    { text: "AWS Certified Machine Learning - Specialty, Amazon Web Services, 2022", ltr: true },
    { text: "TensorFlow Developer Certificate - Google - 2020", ltr: true },
    { heading: "المهارات" },
    { text: "Python، SQL، PyTorch، TensorFlow، Docker، Kubernetes، AWS، التواصل، العمل الجماعي" },
  ],
};

function allTexts(spec) {
  return [...(spec.lines ?? []), ...(spec.header ?? []), ...(spec.main ?? []), ...(spec.side ?? [])].flatMap((l) =>
    [l.text, l.heading, l.end].filter(Boolean),
  );
}

/** Lays out entries top to bottom inside [left, right]; returns the y below the last line. */
function column(writer, entries, { left, right, top, bodySize = 10.5, headingColor = rgb(0.05, 0.3, 0.45) }) {
  let y = top;
  for (const entry of entries) {
    if (entry.heading) {
      y -= 10;
      writer.line(entry.heading, { y, size: 13, weight: "bold", right, color: headingColor });
      writer.page.drawLine({ start: { x: left, y: y - 4 }, end: { x: right, y: y - 4 }, thickness: 0.6, color: headingColor });
      y -= 20;
      continue;
    }
    const size = entry.size ?? bodySize;
    // Every paragraph of an Arabic document is right to left unless set otherwise, whatever its first word.
    const rtl = !entry.ltr;
    const lines = entry.wrap ? writer.wrap(entry.text, right - left - (entry.end ? 90 : 0), size, entry.weight, rtl) : [entry.text];
    lines.forEach((text, i) => {
      // A wrapped bullet's later lines are indented past the bullet.
      const indent = i > 0 && entry.text.startsWith("•") ? 10 : 0;
      writer.line(text, { y, size, weight: entry.weight, right: right - (rtl ? indent : 0), left: left + (rtl ? 0 : indent), rtl });
      if (i === 0 && entry.end) {
        const endRtl = rtl;
        // The far end of the line: the left edge in a right-to-left resume.
        const w = writer.width(entry.end, size - 0.5, "regular", endRtl);
        writer.line(entry.end, { y, size: size - 0.5, right: rtl ? left + w : right, left: rtl ? left : right - w, rtl: endRtl });
      }
      y -= entry.gap && i === lines.length - 1 ? entry.gap : size * 1.55;
    });
  }
  return y;
}

async function render(spec) {
  const doc = await makeDoc();
  const fonts = await embedFonts(doc, spec.font, allTexts(spec));
  const writer = new Writer(doc, fonts, { painting: spec.painting });
  writer.newPage();
  const margin = 48;
  if (spec.lines) {
    column(writer, spec.lines, { left: margin, right: A4.width - margin, top: A4.height - 64 });
  } else {
    const y = column(writer, spec.header, { left: margin, right: A4.width - margin, top: A4.height - 64 });
    const gutter = 210;
    // The sidebar is painted first, as many templates do, though it is read second.
    column(writer, spec.side, { left: margin, right: gutter - 12, top: y, bodySize: 9.5 });
    column(writer, spec.main, { left: gutter + 12, right: A4.width - margin, top: y });
    writer.page.drawLine({ start: { x: gutter, y: y + 10 }, end: { x: gutter, y: 60 }, thickness: 0.5, color: rgb(0.7, 0.7, 0.7) });
  }
  return doc.save({ useObjectStreams: false });
}

// pdf-lib names embedded fonts with a random suffix: a fixed sequence keeps the files reproducible.
let seed = 2026;
Math.random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};

const check = process.argv.includes("--check");
let stale = 0;
for (const spec of [singleColumn, twoColumn, mixed]) {
  const bytes = await render(spec);
  const path = join(outDir, spec.file);
  if (check) {
    const same = Buffer.from(readFileSync(path)).equals(Buffer.from(bytes));
    if (!same) stale++;
    console.log(`${same ? "ok     " : "STALE  "} ${spec.file}`);
  } else {
    writeFileSync(path, bytes);
    console.log(`wrote ${spec.file} (${(bytes.length / 1024).toFixed(1)} KB)`);
  }
}
if (stale) process.exit(1);
