/**
 * Job postings in D1 (docs/api/jobs.md, ADR 020): the import's writes and the search's pool.
 * FTS5 (`job_postings_fts`, migration 0012) finds the postings that have the description's
 * words, with the page's filters in SQL; core/jobs/rank.ts scores the pool with the profile.
 */
import { searchColumns, type QueryTerm } from "../../core/jobs/rank";
import type { ImportedPosting } from "../../core/jobs/parse";
import { indexText } from "../../core/courses/normalise";
import { JOB_LIMITS, type JobSourceKind, type JobType, type Workplace } from "../../core/schemas/jobs";
import { ftsMatch } from "./course-catalogue";

/** How many best FTS5 matches the ranking sees. */
export const JOB_POOL = 300;
/** With a filter: how many best matches the filter chooses from. */
const FILTERED_POOL = 2000;
/** Postings written per D1 batch. */
const WRITE_CHUNK = 50;
/** Title weighs most, then the description with its skills, then the place. */
const BM25 = "bm25(job_postings_fts, 4.0, 1.0, 0.5)";

export interface PostingRow {
  id: number;
  source: JobSourceKind;
  board: string;
  title: string;
  company: string;
  location: string;
  workplace: Workplace | null;
  job_type: JobType | null;
  department: string | null;
  description: string;
  url: string;
  skills: string;
  posted_at: string | null;
  search_title: string;
  search_text: string;
  search_location: string;
  retrieval?: number;
}

/** What the page's filter asks, in SQL. */
export interface PostingFilters {
  type: JobType | "any";
  workplace: Workplace | "any";
  location: string;
}

/** The columns a card needs: the description cut short in SQL, since a card shows only its start. */
const cardColumns = (descriptionChars: number) =>
  `p.row_number AS id, p.source, p.board, p.title, p.company, p.location, p.workplace, p.job_type, p.department, substr(p.description, 1, ${descriptionChars}) AS description, p.url, p.skills, p.posted_at, p.search_title, p.search_text, p.search_location`;

function filterSql(filters: PostingFilters): { where: string; binds: string[] } {
  const where: string[] = [];
  const binds: string[] = [];
  if (filters.type !== "any") {
    where.push("p.job_type = ?");
    binds.push(filters.type);
  }
  if (filters.workplace !== "any") {
    where.push("p.workplace = ?");
    binds.push(filters.workplace);
  }
  const place = indexText(filters.location);
  if (place) {
    where.push("instr(p.search_location, ?) > 0");
    binds.push(place);
  }
  return { where: where.map((w) => ` AND ${w}`).join(""), binds };
}

export const skillsOf = (row: { skills: string }): string[] => {
  try {
    const parsed: unknown = JSON.parse(row.skills);
    return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === "string") : [];
  } catch {
    return [];
  }
};

export function jobPostingsDb(d1: D1Database) {
  return {
    /** The postings that have any of the words (best bm25 first), filtered; `retrieval` is -bm25. */
    async matching(terms: readonly QueryTerm[], filters: PostingFilters, descriptionChars: number): Promise<PostingRow[]> {
      const match = ftsMatch(terms.flatMap((t) => [{ term: t.term, prefix: false }, ...(t.alternate ? [{ term: t.alternate, prefix: false }] : [])]));
      if (!match) return [];
      const { where, binds } = filterSql(filters);
      // The best matches first, in the index alone; only those are joined to their rows (joining
      // every match before sorting costs three times as much). With a filter, more are taken and
      // filtered, so a filter that keeps few postings still finds the best of them.
      const inner = where ? FILTERED_POOL : JOB_POOL;
      const { results } = await d1
        .prepare(
          `SELECT ${cardColumns(descriptionChars)}, f.retrieval FROM (SELECT rowid, -${BM25} AS retrieval FROM job_postings_fts WHERE job_postings_fts MATCH ? ORDER BY ${BM25} LIMIT ${inner}) f JOIN job_postings p ON p.row_number = f.rowid WHERE 1 = 1${where} ORDER BY f.retrieval DESC LIMIT ${JOB_POOL}`,
        )
        .bind(match, ...binds)
        .all<PostingRow>();
      if (!where || results.length >= JOB_LIMITS.page.size) return results;
      // Less than a page passed the filter among the best matches: look through every match.
      const all = await d1
        .prepare(
          `SELECT ${cardColumns(descriptionChars)}, -${BM25} AS retrieval FROM job_postings_fts JOIN job_postings p ON p.row_number = job_postings_fts.rowid WHERE job_postings_fts MATCH ?${where} ORDER BY ${BM25} LIMIT ${JOB_POOL}`,
        )
        .bind(match, ...binds)
        .all<PostingRow>();
      return all.results;
    },

    /** The latest imported postings that pass the filters (no words asked); by key, so no sort. */
    async newest(filters: PostingFilters, descriptionChars: number, limit = JOB_POOL): Promise<PostingRow[]> {
      const { where, binds } = filterSql(filters);
      const { results } = await d1
        .prepare(`SELECT ${cardColumns(descriptionChars)} FROM job_postings p WHERE 1 = 1${where} ORDER BY p.row_number DESC LIMIT ?`)
        .bind(...binds, limit)
        .all<PostingRow>();
      return results;
    },

    async byId(id: number): Promise<PostingRow | null> {
      return d1.prepare(`SELECT ${cardColumns(1_000_000)} FROM job_postings p WHERE p.row_number = ?`).bind(id).first<PostingRow>();
    },

    async count(): Promise<number> {
      return (await d1.prepare("SELECT count(*) AS n FROM job_postings").first<{ n: number }>())?.n ?? 0;
    },

    /** The version (source_updated_at) of each posting of a board, by external id. */
    async versions(source: JobSourceKind, board: string): Promise<Map<string, string | null>> {
      const { results } = await d1
        .prepare("SELECT external_id, source_updated_at FROM job_postings WHERE source = ? AND board = ?")
        .bind(source, board)
        .all<{ external_id: string; source_updated_at: string | null }>();
      return new Map(results.map((r) => [r.external_id, r.source_updated_at]));
    },

    /**
     * Writes one import of a board: changed and new postings in full, unchanged ones only marked
     * seen, then the board's postings this import did not see (closed) deleted. Returns how many
     * were written and removed.
     */
    async writeBoard(source: JobSourceKind, board: string, postings: readonly ImportedPosting[], unchanged: readonly string[], seenAt: string): Promise<{ written: number; removed: number }> {
      const upsert = d1.prepare(
        `INSERT INTO job_postings (source, board, external_id, title, company, location, workplace, job_type, department, description, url, skills, posted_at, source_updated_at, seen_at, search_title, search_text, search_location)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (source, board, external_id) DO UPDATE SET title = excluded.title, company = excluded.company, location = excluded.location,
           workplace = excluded.workplace, job_type = excluded.job_type, department = excluded.department, description = excluded.description,
           url = excluded.url, skills = excluded.skills, posted_at = excluded.posted_at, source_updated_at = excluded.source_updated_at,
           seen_at = excluded.seen_at, search_title = excluded.search_title, search_text = excluded.search_text, search_location = excluded.search_location`,
      );
      const seen = d1.prepare("UPDATE job_postings SET seen_at = ? WHERE source = ? AND board = ? AND external_id = ?");
      const statements: D1PreparedStatement[] = [
        ...postings.map((p) => {
          const s = searchColumns(p);
          return upsert.bind(
            source, board, p.externalId, p.title, p.company, p.location, p.workplace, p.jobType, p.department, p.description, p.url,
            JSON.stringify(p.skills), p.postedAt, p.sourceUpdatedAt, seenAt, s.searchTitle, s.searchText, s.searchLocation,
          );
        }),
        ...unchanged.map((id) => seen.bind(seenAt, source, board, id)),
      ];
      for (let i = 0; i < statements.length; i += WRITE_CHUNK) await d1.batch(statements.slice(i, i + WRITE_CHUNK));
      const removed = await d1.prepare("DELETE FROM job_postings WHERE source = ? AND board = ? AND seen_at <> ?").bind(source, board, seenAt).run();
      return { written: postings.length, removed: removed.meta.changes ?? 0 };
    },

    /** Postings and status rows of boards no longer configured. */
    async dropBoardsExcept(keep: readonly { kind: JobSourceKind; board: string }[]): Promise<void> {
      const keys = new Set(keep.map((k) => `${k.kind}:${k.board}`));
      const { results } = await d1.prepare("SELECT DISTINCT source, board FROM job_postings UNION SELECT source, board FROM job_sources").all<{ source: string; board: string }>();
      const gone = results.filter((r) => !keys.has(`${r.source}:${r.board}`));
      if (!gone.length) return;
      await d1.batch(
        gone.flatMap((g) => [
          d1.prepare("DELETE FROM job_postings WHERE source = ? AND board = ?").bind(g.source, g.board),
          d1.prepare("DELETE FROM job_sources WHERE source = ? AND board = ?").bind(g.source, g.board),
        ]),
      );
    },
  };
}
