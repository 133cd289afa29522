/**
 * Rebuilds readable lines from positioned PDF text fragments (pdf.js text items).
 *
 * PDF has no lines, only glyph runs at coordinates, emitted in whatever order the generator
 * painted them. Word, LaTeX and Typst paint in reading order; browser-made PDFs (most online
 * resume builders) may paint headings first, the sidebar last, the header at the very end. So:
 *   1. if a vertical gutter splits the page into two real columns, the page is read as header,
 *      one column, the other column, footer (each laid out on its own, recursively);
 *   2. runs on one baseline, consecutive in the stream, become a line (spaces from the gaps);
 *   3. consecutive lines stepping down the page become a block;
 *   4. blocks keep stream order unless the stream jumps back up the page, in which case they
 *      are ordered by position: rows top to bottom, side-by-side blocks left to right.
 * A page whose text is mostly Arabic is read the other way: its right column first, side-by-side
 * blocks right to left, and each line reordered from the order it is painted in to the order
 * it is read (see bidi.ts), Latin words and numbers kept whole.
 * Pure and synchronous, so it is tested without a PDF.
 */
import { hasRtl, isMostlyRtl, reorderLine } from "./bidi.ts";

/** One text run with its position in PDF space (origin bottom-left, y grows upwards). */
export interface PositionedText {
  str: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
  /** "ltr" or "rtl", as pdf.js reports it. */
  dir: string;
}

interface Line {
  runs: PositionedText[];
  x0: number;
  x1: number;
  y: number;
  fontSize: number;
}

interface Block {
  lines: Line[];
  x0: number;
  x1: number;
  /** Upper edge (largest y, plus the font size). */
  top: number;
  /** Baseline of the lowest line. */
  bottom: number;
  /** Position in the content stream, for stable ordering. */
  order: number;
}

const isBlank = (s: string) => s.trim() === "";

function sameBaseline(line: Line, run: PositionedText): boolean {
  const tolerance = 0.45 * Math.min(line.fontSize, run.fontSize || line.fontSize);
  return Math.abs(line.y - run.y) <= tolerance;
}

/** Horizontal white space between two runs (0 when they touch or overlap). */
function distance(a: PositionedText, b: PositionedText): number {
  return Math.max(0, Math.max(a.x, b.x) - Math.min(a.x + a.width, b.x + b.width));
}

function continuesLine(line: Line, run: PositionedText, pageWidth: number, rtlPage: boolean): boolean {
  if (!sameBaseline(line, run)) return false;
  const last = line.runs[line.runs.length - 1]!;
  const size = Math.max(last.fontSize, 1);
  // Right-to-left text may be painted in either direction; lineText() orders it afterwards.
  if (rtlPage || run.dir === "rtl" || last.dir === "rtl") {
    const away = Math.max(0, run.x - line.x1, line.x0 - (run.x + run.width));
    return away < 0.8 * pageWidth;
  }
  const gap = run.x - (last.x + last.width);
  return gap >= -0.5 * size && gap < 0.8 * pageWidth;
}

function buildLines(runs: PositionedText[], pageWidth: number, rtlPage: boolean): Line[] {
  const lines: Line[] = [];
  let current: Line | null = null;
  for (const run of runs) {
    if (isBlank(run.str)) continue;
    if (current && continuesLine(current, run, pageWidth, rtlPage)) {
      current.runs.push(run);
      current.x0 = Math.min(current.x0, run.x);
      current.x1 = Math.max(current.x1, run.x + run.width);
      current.fontSize = Math.max(current.fontSize, run.fontSize);
      continue;
    }
    current = { runs: [run], x0: run.x, x1: run.x + run.width, y: run.y, fontSize: run.fontSize || 10 };
    lines.push(current);
  }
  return lines;
}

/** A run's characters in the order they are painted, left to right (pdf.js reorders right-to-left runs). */
function paintedText(run: PositionedText): string {
  if (run.dir === "rtl") return reorderLine(run.str, true);
  return hasRtl(run.str) ? reorderLine(run.str, false) : run.str;
}

/** Runs placed left to right, a space where the gap between two shows one. */
function joinPainted(runs: PositionedText[], bidi: boolean): string {
  let text = "";
  let prev: PositionedText | null = null;
  for (const run of runs) {
    const str = bidi ? paintedText(run) : run.str;
    if (prev) {
      const gap = run.x - (prev.x + prev.width);
      const needsSpace = gap > 0.12 * Math.max(run.fontSize, 1) && !/\s$/.test(text) && !/^\s/.test(str);
      if (needsSpace) text += " ";
    }
    text += str;
    prev = run;
  }
  return text.replace(/\s+/g, " ").trim();
}

/**
 * Joins a line's runs in reading order. Runs are placed left to right with a space where the
 * gap shows one; a line that is mostly Arabic, or any line of an Arabic page (`rtlPage`), is
 * then reordered from painted to reading order, so "مهندس Python في شركة ABC" reads as typed
 * whichever way and in however many runs it was painted. Parts of such a line set far apart
 * (a date pushed to the line's end) are reordered each on its own and read right to left.
 */
export function lineText(runs: PositionedText[], rtlPage = false): string {
  const sorted = [...runs].sort((a, b) => a.x - b.x);
  const bidi = rtlPage || runs.some((r) => r.dir === "rtl" || hasRtl(r.str));
  if (!bidi) return joinPainted(sorted, false);
  const cells: PositionedText[][] = [];
  for (const run of sorted) {
    const cell = cells[cells.length - 1];
    const prev = cell?.[cell.length - 1];
    const gap = prev ? run.x - Math.max(...cell.map((r) => r.x + r.width)) : 0;
    if (cell && gap <= 2.5 * Math.max(run.fontSize, prev!.fontSize, 1)) cell.push(run);
    else cells.push([run]);
  }
  const painted = cells.map((cell) => joinPainted(cell, true));
  const rtl = rtlPage || isMostlyRtl(painted.join(" "));
  const read = painted.map((text) => reorderLine(text, rtl));
  return (rtl ? read.reverse() : read).join(" ").replace(/\s+/g, " ").trim();
}

function overlapsHorizontally(a: { x0: number; x1: number }, b: { x0: number; x1: number }, slack: number) {
  return a.x0 <= b.x1 + slack && b.x0 <= a.x1 + slack;
}

function buildBlocks(lines: Line[]): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  let prev: Line | null = null;
  for (const line of lines) {
    const size = Math.max(line.fontSize, prev?.fontSize ?? 0, 1);
    const drop = prev ? prev.y - line.y : 0;
    const continues =
      current && prev && drop > 0.3 * size && drop < 2.6 * size && overlapsHorizontally(prev, line, 2 * size);
    if (current && continues) {
      current.lines.push(line);
      current.x0 = Math.min(current.x0, line.x0);
      current.x1 = Math.max(current.x1, line.x1);
      current.bottom = Math.min(current.bottom, line.y);
    } else {
      current = { lines: [line], x0: line.x0, x1: line.x1, top: line.y + line.fontSize, bottom: line.y, order: blocks.length };
      blocks.push(current);
    }
    prev = line;
  }
  return blocks;
}

/** Runs that sit together on one baseline with at most a few spaces between them. */
interface Segment {
  runs: PositionedText[];
  x0: number;
  x1: number;
  top: number;
  bottom: number;
  chars: number;
}

function buildSegments(runs: PositionedText[], rtlPage: boolean): Segment[] {
  const segments: Segment[] = [];
  let current: Segment | null = null;
  let last: PositionedText | null = null;
  for (const run of runs) {
    const size = Math.max(run.fontSize, 1);
    const rtl = rtlPage || run.dir === "rtl" || last?.dir === "rtl";
    const gap = last ? (rtl ? distance(last, run) : run.x - (last.x + last.width)) : Infinity;
    const sameLine = last && Math.abs(last.y - run.y) <= 0.45 * Math.min(size, Math.max(last.fontSize, 1));
    if (current && sameLine && gap > -0.5 * size && gap < 2.5 * size) {
      current.runs.push(run);
      current.x0 = Math.min(current.x0, run.x);
      current.x1 = Math.max(current.x1, run.x + run.width);
      current.top = Math.max(current.top, run.y + size);
      current.chars += run.str.trim().length;
    } else {
      current = { runs: [run], x0: run.x, x1: run.x + run.width, top: run.y + size, bottom: run.y, chars: run.str.trim().length };
      segments.push(current);
    }
    last = run;
  }
  return segments;
}

const sum = (items: { chars: number }[]) => items.reduce((n, b) => n + b.chars, 0);

interface ColumnSplit {
  above: Segment[];
  columns: [Segment[], Segment[]];
  below: Segment[];
}

/**
 * Looks for a vertical gutter that no text crosses while both sides hold a real share of the
 * text in real lines. A narrow column of dates or places beside the entries is not a column:
 * it has too few characters and too short lines, and splitting it off would detach every date.
 */
function findColumns(segments: Segment[], pageWidth: number): ColumnSplit | null {
  const all = sum(segments);
  if (segments.length < 6 || all === 0) return null;
  let best: { split: ColumnSplit; score: number } | null = null;
  const candidates = [...new Set(segments.map((b) => b.x1))].filter((g) => g > 0.15 * pageWidth && g < 0.85 * pageWidth);
  for (const gutter of candidates) {
    const left = segments.filter((b) => b.x1 <= gutter + 0.5);
    const right = segments.filter((b) => b.x0 >= gutter + 4);
    if (left.length < 3 || right.length < 3) continue;
    const [lc, rc] = [sum(left), sum(right)];
    if (Math.min(lc, rc) < 0.15 * all || lc / left.length < 12 || rc / right.length < 12) continue;
    const regionTop = Math.min(Math.max(...left.map((b) => b.top)), Math.max(...right.map((b) => b.top)));
    const regionBottom = Math.max(Math.min(...left.map((b) => b.bottom)), Math.min(...right.map((b) => b.bottom)));
    if (regionTop <= regionBottom) continue;
    const crossing = segments.filter((b) => b.x1 > gutter + 0.5 && b.x0 < gutter + 4);
    if (crossing.some((b) => b.top > regionBottom && b.bottom < regionTop)) continue;
    const score = Math.min(lc, rc);
    if (!best || score > best.score) {
      const above = crossing.filter((b) => b.bottom >= regionTop);
      const below = crossing.filter((b) => b.top <= regionBottom);
      best = { split: { above, columns: [left, right], below }, score };
    }
  }
  return best?.split ?? null;
}

/**
 * Splits a page's runs into groups to lay out one after the other: header, each column (the
 * one reaching higher first, else the left one), footer. One group when there are no columns.
 */
function columnGroups(
  runs: PositionedText[],
  pageWidth: number,
  rtlPage: boolean,
  depth = 0,
  split: ColumnSplit | null = depth < 2 ? findColumns(buildSegments(runs, rtlPage), pageWidth) : null,
): PositionedText[][] {
  if (!split) return [runs];
  const inStreamOrder = (segments: Segment[]) => {
    const set = new Set(segments.flatMap((s) => s.runs));
    return runs.filter((r) => set.has(r));
  };
  const topOf = (col: Segment[]) => Math.max(...col.map((x) => x.top));
  const [left, right] = split.columns;
  const size = left[0]!.runs[0]!.fontSize;
  // The column reaching higher is read first; level ones in the page's reading direction.
  const rightFirst = rtlPage ? topOf(left) <= topOf(right) + size : topOf(right) > topOf(left) + size;
  const columns = rightFirst ? [right, left] : [left, right];
  return [
    inStreamOrder(split.above),
    ...columns.flatMap((col) => columnGroups(inStreamOrder(col), pageWidth, rtlPage, depth + 1)),
    inStreamOrder(split.below),
  ].filter((group) => group.length > 0);
}

/** Rows top to bottom; blocks side by side (one beside the other's top) left to right, or right to left. */
function byPosition(blocks: Block[], rtlPage: boolean): Block[] {
  const sorted = [...blocks].sort((a, b) => b.top - a.top || a.order - b.order);
  const rows: Block[][] = [];
  for (const block of sorted) {
    const row = rows[rows.length - 1];
    const head = row?.[0];
    const height = Math.min(block.top - block.bottom, head ? head.top - head.bottom : 0) || block.lines[0]!.fontSize;
    const overlap = head ? Math.min(head.top, block.top) - Math.max(head.bottom, block.bottom) : -1;
    if (row && head && overlap >= 0.5 * Math.max(height, block.lines[0]!.fontSize)) row.push(block);
    else rows.push([block]);
  }
  return rows.flatMap((row) => row.sort((a, b) => (rtlPage ? b.x1 - a.x1 : a.x0 - b.x0)));
}

/** True when the stream goes back up inside the same column: the painter was not reading. */
function streamJumpsBack(blocks: Block[]): boolean {
  for (let i = 1; i < blocks.length; i++) {
    const [prev, block] = [blocks[i - 1]!, blocks[i]!];
    const size = block.lines[0]!.fontSize;
    if (block.top > prev.top + 2 * size && overlapsHorizontally(prev, block, 0)) return true;
  }
  return false;
}

function orderBlocks(blocks: Block[], rtlPage: boolean): Block[] {
  return streamJumpsBack(blocks) ? byPosition(blocks, rtlPage) : blocks;
}

/** "2", "- 2 -", "Page 2 of 3", "1/2", "John Doe – 1/2": running page furniture, not content. */
const PAGE_NUMBER = /^(?:[^\n]{0,40}\s[-–—|·•]\s*)?(?:page|seite|صفحة)?\s*[-–]?\s*\d{1,3}\s*(?:(?:\/|of|von|من)\s*\d{1,3})?\s*[-–]?$/i;

export interface PageLayout {
  /** The page's lines in reading order, "" between blocks set apart by white space. */
  lines: string[];
  /** True when the page's text runs in two or more columns (a gutter splits it). */
  multiColumn: boolean;
}

/**
 * Lays out one page: returns its lines in reading order, with an empty string between blocks
 * separated by more than a line of white space. A bare page number at the top or bottom of the
 * page is dropped.
 */
export function readPage(runs: PositionedText[], pageWidth: number): PageLayout {
  const content = runs.filter((r) => !isBlank(r.str));
  const rtlPage = isMostlyRtl(content.map((r) => r.str).join(" "));
  const split = findColumns(buildSegments(content, rtlPage), pageWidth);
  const groups = columnGroups(content, pageWidth, rtlPage, 0, split);
  const multiColumn = split !== null;
  const blocks = groups.flatMap((group) => orderBlocks(buildBlocks(buildLines(group, pageWidth, rtlPage)), rtlPage));
  const out: string[] = [];
  let prev: Line | null = null;
  const ys = blocks.flatMap((b) => b.lines.map((l) => l.y));
  const [topY, bottomY] = [Math.max(...ys), Math.min(...ys)];
  for (const block of blocks) {
    for (const line of block.lines) {
      const text = lineText(line.runs, rtlPage);
      if (!text) continue;
      if (PAGE_NUMBER.test(text) && (line.y === topY || line.y === bottomY)) continue;
      if (prev && line === block.lines[0] && !(prev.y - line.y > 0 && prev.y - line.y < 2.2 * line.fontSize)) out.push("");
      out.push(text);
      prev = line;
    }
  }
  return { lines: out, multiColumn };
}

/** The lines of one page in reading order (see `readPage`). */
export function layoutPage(runs: PositionedText[], pageWidth: number): string[] {
  return readPage(runs, pageWidth).lines;
}
