/**
 * The composition root: the Worker's entry points and the Durable Object classes it exports.
 */
import { routePartykitRequest } from "partyserver";
import { and, eq } from "drizzle-orm";
import { DOC_DELETED_CLOSE, documentIdOf } from "../party/doc-protocol";
import { AUTH_SESSION_HEADER } from "../party/room-access";
import { createApp } from "./app";
import { database } from "./db/client";
import { findCoachSession } from "./db/coach-sessions";
import { craftedDocuments } from "./db/schema";
import { billingAccess } from "./db/subscriptions";
import { readVars, type Bindings } from "./env";
import { currentAuthSession } from "./lib/auth";
import { runScheduledRenewals } from "./features/billing/scheduled";
import { runScheduledJobImport } from "./features/jobs/scheduled";
import { runScheduledCareerEmails } from "./features/career-emails/scheduled";
import { receiveEmail } from "./features/emails/inbound";
import { isCrossSite } from "./lib/http";
import { withSecurityHeaders } from "./lib/security-headers";

export { UserHub } from "../party/UserHub";
export { CoachRoom } from "../party/CoachRoom";
export { DocRoom } from "../party/DocRoom";
export { VoiceRoom } from "../party/VoiceRoom";

const app = createApp();

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    if (url.pathname.startsWith("/parties/")) {
      // The rooms trust this header to name a socket's auth session: only the worker sets it.
      let incoming: Request = request;
      if (request.headers.has(AUTH_SESSION_HEADER)) {
        incoming = new Request(request);
        incoming.headers.delete(AUTH_SESSION_HEADER);
      }
      const routed = await routePartykitRequest(incoming, env, {
        // A room is named after its owner (`<userId>`, or `<userId>:<sessionId>` for a coaching
        // session, `<userId>:<documentId>` for a document): strangers get no socket, and neither
        // does a page on another site.
        onBeforeConnect: async (req, lobby) => {
          if (isCrossSite(req, readVars(env).APP_URL)) return new Response("This connection came from another website and was refused.", { status: 403 });
          const authSession = await currentAuthSession(req, env);
          if (!authSession) return new Response("Sign in to connect.", { status: 401 });
          const { userId, tokenHash } = authSession;
          if (lobby.name !== userId && !lobby.name.startsWith(`${userId}:`)) return new Response("Not your room.", { status: 403 });
          if (lobby.className === "UserHub" && lobby.name !== userId) return new Response("There is no such room.", { status: 404 });
          // A coaching room, and its voice room, exist only for a session the user created (POST /api/coach/sessions).
          if (lobby.className === "CoachRoom" || lobby.className === "VoiceRoom") {
            const sessionId = lobby.name.slice(userId.length + 1);
            if (!sessionId || !(await findCoachSession(database(env.DB), userId, sessionId))) {
              return new Response("This coaching session no longer exists.", { status: 404 });
            }
            const { access } = await billingAccess(database(env.DB), userId);
            if (access !== "active") return new Response("Choose a plan to talk with Amal.", { status: 403 });
          }
          // The word editor's room exists only for a document of the user's that was not deleted.
          if (lobby.className === "DocRoom") {
            const documentId = documentIdOf(lobby.name, userId);
            const row =
              documentId &&
              (await database(env.DB)
                .select({ id: craftedDocuments.id })
                .from(craftedDocuments)
                .where(and(eq(craftedDocuments.id, documentId), eq(craftedDocuments.userId, userId)))
                .get());
            if (!row) return new Response(DOC_DELETED_CLOSE.reason, { status: 404 });
            const { access } = await billingAccess(database(env.DB), userId);
            if (access !== "active") return new Response("Choose a plan to edit your documents.", { status: 403 });
          }
          // The room learns which auth session the socket belongs to (the token's hash, never the token).
          const admitted = new Request(req);
          admitted.headers.set(AUTH_SESSION_HEADER, tokenHash);
          return admitted;
        },
        // Rooms answer sockets only: the worker reaches them through typed RPC on their bindings.
        onBeforeRequest: () => new Response("Not found", { status: 404 }),
      });
      // The rooms' refusals (401/403/404) carry the same security headers as every other response.
      if (routed) return withSecurityHeaders(routed, { dev: readVars(env).APP_ENV === "development" });
    }
    return app.fetch(request, env, ctx);
  },
  // The hourly cron (wrangler.toml [triggers]): subscription renewals, the job boards' import and
  // the weekly career e-mails of subscribers whose Monday morning it is.
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduledRenewals(env, controller.scheduledTime));
    ctx.waitUntil(runScheduledJobImport(env));
    ctx.waitUntil(runScheduledCareerEmails(env, controller.scheduledTime));
  },
  // Cloudflare Email Routing: mail forwarded to a user's tracker address (docs/api/emails.md).
  async email(message, env) {
    await receiveEmail(message, env);
  },
} satisfies ExportedHandler<Bindings>;
