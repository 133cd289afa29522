/**
 * The resume and cover-letter library (docs/api/library.md): the user's uploaded resumes and
 * crafted documents, crafting a tailored resume or cover letter from a job post (streamed step
 * by step), the word editor's document, renaming, downloading (DOCX or PDF, always the latest
 * text: the DocRoom writes its edits first) and deleting. Every query carries the caller's id.
 */
import { and, count, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { craftDocument, guardDocument, polishableLines, readJobDescription, readJobPage, withPolishedLines } from "../../../core/crafting";
import type { CareerFacts, CraftedDoc, CraftKind, JobPost } from "../../../core/crafting/types";
import { toDocx } from "../../lib/document-files";
import type { PdfFonts } from "../../../core/documents/pdf";
import { toPdf } from "../../lib/document-files";
import { sanitizeDoc } from "../../../core/documents/sanitize";
import { documentPreview } from "../../../core/documents/text";
import type { DocumentFile } from "../../../core/documents/types";
import {
  CRAFT_STEPS,
  LIBRARY_LIMITS,
  LIBRARY_MESSAGES as M,
  type CraftBody,
  type CraftEvent,
  type CraftedDocumentItem,
  type EditorDocument,
  type LibraryList,
} from "../../../core/schemas/library";
import { docRoomName, type DocRoomRpc } from "../../../party/doc-protocol";
import type { Db } from "../../db/client";
import { craftedDocuments, resumes } from "../../db/schema";
import type { UserRow } from "../../lib/auth";
import { AppError, notFound } from "../../lib/errors";
import { AiProviderError, type AiProvider } from "../../providers/ai";
import { asResume, careerInfo } from "../career/service";
import { fetchJobPage, type JobLinkDeps } from "./job-link";

export interface LibraryDeps {
  db: Db;
  files: R2Bucket;
  /** The fonts a PDF embeds (the Arabic font, read from the static assets). */
  fonts: () => Promise<PdfFonts>;
  /** The DocRoom of a document (typed RPC): `getServerByName(env.DocRoom, name)` in production. */
  room: (name: string) => Promise<DocRoomRpc>;
}

export interface CraftDeps extends LibraryDeps {
  ai: AiProvider;
  jobLink: JobLinkDeps;
  /** Today (YYYY-MM-DD), for the cover letter's date. */
  today: () => string;
}

const CONTENT_TYPES = {
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  pdf: "application/pdf",
} as const;

type DocumentRow = typeof craftedDocuments.$inferSelect;

export const documentUrl = (id: number, format: "docx" | "pdf" = "docx") => `/api/library/documents/${id}/download?format=${format}`;

export function asDocumentItem(row: DocumentRow): CraftedDocumentItem {
  const url = documentUrl(row.id);
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    language: row.language,
    version: row.version,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    job_title: row.jobTitle,
    company: row.company,
    preview: row.preview,
    file_path: url,
    ...(row.kind === "resume" ? { resume_url: url } : { cover_url: url }),
  };
}

export const documentsQuery = (db: Db, userId: string, kind?: CraftKind) =>
  db
    .select()
    .from(craftedDocuments)
    .where(kind ? and(eq(craftedDocuments.userId, userId), eq(craftedDocuments.kind, kind)) : eq(craftedDocuments.userId, userId))
    .orderBy(desc(craftedDocuments.createdAt), desc(craftedDocuments.id));

export async function listLibrary(db: Db, user: UserRow): Promise<LibraryList> {
  const [uploaded, documents] = await db.batch([
    db
      .select({ id: resumes.id, title: resumes.title, dateUploaded: resumes.dateUploaded })
      .from(resumes)
      .where(eq(resumes.userId, user.id))
      .orderBy(desc(resumes.dateUploaded), desc(resumes.id)),
    documentsQuery(db, user.id),
  ]);
  const items = documents.map(asDocumentItem);
  return {
    resumes: uploaded.map(asResume),
    craftedResumes: items.filter((item) => item.kind === "resume"),
    coverLetters: items.filter((item) => item.kind === "cover_letter"),
  };
}

async function ownDocument(db: Db, user: UserRow, id: number): Promise<DocumentRow> {
  const row = await db
    .select()
    .from(craftedDocuments)
    .where(and(eq(craftedDocuments.id, id), eq(craftedDocuments.userId, user.id)))
    .get();
  if (!row) throw notFound(M.documentNotFound);
  return row;
}

export async function editorDocument(db: Db, user: UserRow, id: number): Promise<EditorDocument> {
  const row = await ownDocument(db, user, id);
  return { id: row.id, title: row.title, key: row.version, url: documentUrl(row.id), kind: row.kind, language: row.language, room: docRoomName(user.id, row.id) };
}

export async function renameDocument(db: Db, user: UserRow, id: number, title: string): Promise<CraftedDocumentItem> {
  await ownDocument(db, user, id);
  const row = await db
    .update(craftedDocuments)
    .set({ title: title.trim(), updatedAt: new Date().toISOString() })
    .where(and(eq(craftedDocuments.id, id), eq(craftedDocuments.userId, user.id)))
    .returning()
    .get();
  if (!row) throw notFound(M.documentNotFound);
  // The DOCX carries the title in its properties only; the next save or download writes it.
  return asDocumentItem(row);
}

/**
 * Deletes a document everywhere: its room first (sockets closed, Yjs state forgotten, so no late
 * save writes it back), then the row and both R2 objects.
 */
export async function deleteDocument(deps: LibraryDeps, user: UserRow, id: number): Promise<void> {
  const row = await ownDocument(deps.db, user, id);
  try {
    await (await deps.room(docRoomName(user.id, id))).destroy();
  } catch (error) {
    console.error(JSON.stringify({ level: "error", msg: "document room could not be cleared", documentId: id, error: String(error) }));
  }
  await deps.db.delete(craftedDocuments).where(and(eq(craftedDocuments.id, id), eq(craftedDocuments.userId, user.id)));
  await deps.files.delete([row.jsonKey, row.docxKey]);
}

/** A file name from the title: what a person would save it as, without characters file systems refuse. */
export function fileName(title: string, extension: "docx" | "pdf"): string {
  const base = title.replace(/[\\/:*?"<>|\p{Cc}]+/gu, " ").replace(/\s+/g, " ").trim().slice(0, 120) || "Document";
  return `${base}.${extension}`;
}

async function readDocumentFile(files: R2Bucket, row: DocumentRow): Promise<DocumentFile> {
  const object = await files.get(row.jsonKey);
  if (!object) throw notFound(M.documentNotFound);
  const stored = (await object.json()) as { content?: unknown };
  return { title: row.title, language: row.language, content: sanitizeDoc(stored.content) };
}

/** The latest text as DOCX or PDF: the room writes any unsaved edits first. */
export async function downloadDocument(deps: LibraryDeps, user: UserRow, id: number, format: "docx" | "pdf") {
  await ownDocument(deps.db, user, id);
  try {
    await (await deps.room(docRoomName(user.id, id))).flush();
  } catch (error) {
    // The last saved text is still there to give.
    console.error(JSON.stringify({ level: "error", msg: "document room could not flush before a download", documentId: id, error: String(error) }));
  }
  const row = await ownDocument(deps.db, user, id);
  const name = fileName(row.title, format);
  if (format === "docx") {
    const object = await deps.files.get(row.docxKey);
    const bytes = object ? new Uint8Array(await object.arrayBuffer()) : await toDocx(await readDocumentFile(deps.files, row));
    return { bytes, name, contentType: CONTENT_TYPES.docx };
  }
  try {
    return { bytes: await toPdf(await readDocumentFile(deps.files, row), await deps.fonts()), name, contentType: CONTENT_TYPES.pdf };
  } catch (error) {
    // toPdf's ArabicFontMissingError: the deployment lacks the font, not something the user did.
    if (error instanceof Error && error.name === "ArabicFontMissingError") throw new AppError(503, "pdf_unavailable", M.pdfUnavailable);
    throw error;
  }
}

// ── Crafting ──────────────────────────────────────────────────────────────────────────────────

/** Refuses before anything streams: the library is full. */
export async function checkRoom(db: Db, user: UserRow): Promise<void> {
  const [row] = await db.select({ n: count() }).from(craftedDocuments).where(eq(craftedDocuments.userId, user.id));
  if ((row?.n ?? 0) >= LIBRARY_LIMITS.documents.max) throw new AppError(409, "too_many_documents", M.tooManyDocuments);
}

/** The user's career info as the writers read it: profile, jobs, skills, education, certificates and the newest uploaded resumes' text. */
export async function careerFacts(db: Db, user: UserRow): Promise<CareerFacts> {
  const info = await careerInfo(db, user);
  const texts = await db
    .select({ text: resumes.text })
    .from(resumes)
    .where(eq(resumes.userId, user.id))
    .orderBy(desc(resumes.dateUploaded), desc(resumes.id))
    .limit(3);
  return {
    fullname: info.user.fullname,
    title: info.user.title,
    email: info.user.email,
    phone: info.user.phone_number,
    country: info.user.country,
    city: info.user.city,
    linkedin: info.user.linkedin,
    bio: info.user.bio,
    level: info.user.level,
    jobs: info.jobs.map(({ job_title, company_name, is_current, job_description }) => ({ job_title, company_name, is_current: is_current ? 1 : 0, job_description })),
    skills: info.skills.map(({ skill_name, skill_type }) => ({ skill_name, skill_type })),
    education: info.education.map(({ degree, school_name, issue_date }) => ({ degree, school_name, issue_date })),
    certificates: info.certificates.map(({ cert_name, cert_org_name, cert_issue_date }) => ({ cert_name, cert_org_name, cert_date: cert_issue_date })),
    resumeTexts: texts.map((row) => row.text).filter(Boolean),
  };
}

async function jobPost(deps: CraftDeps, body: CraftBody): Promise<JobPost> {
  if (body.source === "description") return readJobDescription(body.job_description as string);
  const page = await fetchJobPage(body.job_link as string, deps.jobLink);
  const post = page.contentType.startsWith("text/plain") ? readJobDescription(page.body) : readJobPage(page.body, page.url);
  if (!post || post.text.trim().length < LIBRARY_LIMITS.description.min) {
    throw new AppError(422, "link_unreadable", M.linkUnreadable, { job_link: M.linkUnreadable });
  }
  return { ...post, url: page.url };
}

const polished = z.object({ lines: z.array(z.string().max(1200)).max(400) });

/**
 * With a model configured, it rewords the document's lines for the job; the guard then removes
 * anything the user's facts do not hold, so the model can only change wording, never claims.
 */
async function polish(ai: AiProvider, crafted: CraftedDoc, post: JobPost, facts: CareerFacts): Promise<{ doc: CraftedDoc; removed: number }> {
  if (ai.name === "local") return { doc: crafted, removed: 0 };
  const lines = polishableLines(crafted.content);
  if (lines.length === 0) return { doc: crafted, removed: 0 };
  try {
    const answer = await ai.generateObject({
      system:
        "You improve the wording of resume and cover-letter lines for a job application. Return exactly as many lines as given, in the same order and language. Make each line clear, active and specific to the job, without inventing anything: never add an employer, job title, degree, school, certificate, date, number or skill that the line does not already state.",
      prompt: `Job: ${JSON.stringify({ title: post.title, company: post.company, skills: post.hardSkills.slice(0, 20) })}\nLines (JSON): ${JSON.stringify(lines)}\nReturn {"lines": [...]}`,
      schema: polished,
    });
    const content = withPolishedLines(crafted.content, answer.lines);
    const guarded = guardDocument(content, facts, { company: post.company, title: post.title });
    return { doc: { ...crafted, content: guarded.content }, removed: guarded.removed.length };
  } catch (error) {
    if (!(error instanceof AiProviderError)) throw error;
    console.warn(JSON.stringify({ level: "warn", msg: "model polish failed; the composed document is used", reason: error.reason }));
    return { doc: crafted, removed: 0 };
  }
}

const step = (index: number, status: "started" | "done"): CraftEvent => ({ type: "step", step: CRAFT_STEPS[index], index, status });

/**
 * Crafts a document, yielding each of the five steps as it starts and ends, then `done` with
 * the saved document. Nothing is stored until the last step: a failure leaves no trace.
 */
export async function* craft(deps: CraftDeps, user: UserRow, body: CraftBody): AsyncGenerator<CraftEvent> {
  yield step(0, "started");
  const facts = await careerFacts(deps.db, user);
  yield step(0, "done");

  yield step(1, "started");
  if (facts.jobs.length === 0 && facts.skills.length === 0) throw new AppError(422, "no_career_info", M.noCareerInfo);
  yield step(1, "done");

  yield step(2, "started");
  const post = await jobPost(deps, body);
  yield step(2, "done");

  yield step(3, "started");
  // The company and role the post names head the document and address the letter.
  const kind = body.kind;
  const language = body.language === "en" || body.language === "ar" ? body.language : undefined;
  yield step(3, "done");

  yield step(4, "started");
  const composed = craftDocument(facts, post, { kind, language, today: deps.today() });
  const { doc, removed } = await polish(deps.ai, composed, post, facts);
  const item = await store(deps, user, kind, doc, post);
  yield step(4, "done");
  yield { type: "done", document: item, removed };
}

async function store(deps: LibraryDeps, user: UserRow, kind: CraftKind, doc: CraftedDoc, post: JobPost): Promise<CraftedDocumentItem> {
  const base = `users/${user.id}/documents/${crypto.randomUUID()}`;
  const file: DocumentFile = { title: doc.title.slice(0, LIBRARY_LIMITS.title.max), language: doc.language, content: doc.content };
  const docx = await toDocx(file);
  const jsonKey = `${base}.json`;
  const docxKey = `${base}.docx`;
  await deps.files.put(jsonKey, JSON.stringify(file), { httpMetadata: { contentType: "application/json" }, customMetadata: { userId: user.id } });
  try {
    await deps.files.put(docxKey, docx, { httpMetadata: { contentType: CONTENT_TYPES.docx }, customMetadata: { userId: user.id } });
    const now = new Date().toISOString();
    const row = await deps.db
      .insert(craftedDocuments)
      .values({
        userId: user.id,
        kind,
        title: file.title,
        language: file.language,
        jobTitle: post.title.slice(0, 200),
        company: post.company.slice(0, 200),
        jobUrl: post.url,
        preview: documentPreview(file.content),
        jsonKey,
        docxKey,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
      .get();
    return asDocumentItem(row);
  } catch (error) {
    await deps.files.delete([jsonKey, docxKey]);
    throw error;
  }
}
