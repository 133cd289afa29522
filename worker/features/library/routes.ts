/**
 * /api/library — the resume and cover-letter library (docs/api/library.md). Listing, the editor's
 * document, renaming, downloading and deleting need sign-in; crafting costs model time in
 * production and needs a subscription. Crafting answers `application/x-ndjson`: the five steps as
 * they happen, then the saved document or an error event.
 */
import { Hono } from "hono";
import { stream } from "hono/streaming";
import { getServerByName } from "partyserver";
import { textId } from "../../../core/schemas/ids";
import { craftSchema, downloadQuerySchema, LIBRARY_MESSAGES as M, renameSchema, type CraftEvent } from "../../../core/schemas/library";
import type { DocRoomRpc } from "../../../party/doc-protocol";
import { readVars, type AppEnv, type Bindings } from "../../env";
import { signedIn } from "../../lib/auth";
import { AppError, notFound } from "../../lib/errors";
import { jsonOnly, limitBody, sameOriginOnly } from "../../lib/http";
import { pdfFonts } from "../../lib/pdf-fonts";
import { validate } from "../../lib/validate";
import { createAiProvider } from "../../providers/ai";
import { requireActiveSubscription } from "../billing/access";
import { dohResolver } from "./job-link";
import { notifyDocumentReady } from "../notifications/document-ready";
import { checkRoom, craft, deleteDocument, downloadDocument, editorDocument, listLibrary, renameDocument, type CraftDeps, type LibraryDeps } from "./service";

const JSON_LIMIT = 64 * 1024;

const documentId = (value: string) => {
  const parsed = textId(M.documentNotFound).safeParse(value);
  if (!parsed.success) throw notFound(M.documentNotFound);
  return parsed.data;
};

const attachment = (name: string) => `attachment; filename*=UTF-8''${encodeURIComponent(name.replace(/[\r\n"]/g, ""))}`;

const libraryDeps = (env: Bindings, db: LibraryDeps["db"], origin: string): LibraryDeps => ({
  db,
  files: env.FILES,
  fonts: () => pdfFonts(env.ASSETS, readVars(env).APP_ENV === "development" ? origin : undefined),
  room: async (name) => (await getServerByName(env.DocRoom, name)) as unknown as DocRoomRpc,
});

function errorEvent(error: unknown): CraftEvent {
  if (error instanceof AppError) return { type: "error", status: error.status, error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } };
  console.error(JSON.stringify({ level: "error", msg: "crafting failed", error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) }));
  return { type: "error", status: 500, error: { code: "craft_failed", message: M.craftFailed } };
}

export const libraryRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .use(sameOriginOnly)
  .use(async function noStore(c, next) {
    await next();
    c.header("Cache-Control", "no-store");
  })
  .get("/", async (c) => c.json(await listLibrary(c.var.db, c.var.user), 200))
  .post("/craft", requireActiveSubscription, limitBody(JSON_LIMIT), jsonOnly, validate("json", craftSchema), async (c) => {
    const body = c.req.valid("json");
    await checkRoom(c.var.db, c.var.user);
    const vars = readVars(c.env);
    const deps: CraftDeps = {
      ...libraryDeps(c.env, c.var.db, new URL(c.req.url).origin),
      ai: createAiProvider(vars, { ai: c.env.AI }),
      jobLink: { fetch: (input, init) => fetch(input, init), resolver: dohResolver(vars.DNS_RESOLVER_URL) },
      today: () => new Date().toISOString().slice(0, 10),
    };
    const events = craft(deps, c.var.user, body);
    c.header("Content-Type", "application/x-ndjson; charset=utf-8");
    c.header("Cache-Control", "no-store");
    return stream(c, async (out) => {
      try {
        for await (const event of events) {
          await out.write(`${JSON.stringify(event)}\n`);
          if (event.type === "done") await notifyDocumentReady({ db: c.var.db, hub: c.env.UserHub }, c.var.user, event.document);
        }
      } catch (error) {
        await out.write(`${JSON.stringify(errorEvent(error))}\n`);
      }
    });
  })
  .get("/documents/:id", async (c) => c.json(await editorDocument(c.var.db, c.var.user, documentId(c.req.param("id"))), 200))
  .patch("/documents/:id", limitBody(JSON_LIMIT), jsonOnly, validate("json", renameSchema), async (c) => {
    const id = documentId(c.req.param("id"));
    return c.json({ document: await renameDocument(c.var.db, c.var.user, id, c.req.valid("json").title) }, 200);
  })
  .get("/documents/:id/download", validate("query", downloadQuerySchema), async (c) => {
    const id = documentId(c.req.param("id"));
    const file = await downloadDocument(libraryDeps(c.env, c.var.db, new URL(c.req.url).origin), c.var.user, id, c.req.valid("query").format);
    return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
      status: 200,
      headers: { "Content-Type": file.contentType, "Content-Disposition": attachment(file.name), "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" },
    });
  })
  .delete("/documents/:id", async (c) => {
    await deleteDocument(libraryDeps(c.env, c.var.db, new URL(c.req.url).origin), c.var.user, documentId(c.req.param("id")));
    return c.json({ ok: true as const }, 200);
  });
