/**
 * The composition root: the Worker's entry points and the Durable Object classes it exports.
 */
import { routePartykitRequest } from "partyserver";
import { createApp } from "./app";
import { database } from "./db/client";
import { findCoachSession } from "./db/coach-sessions";
import { readVars, type Bindings } from "./env";
import { billingAccess } from "./features/billing/access";
import { currentUserId } from "./lib/auth";
import { runScheduledRenewals } from "./features/billing/scheduled";
import { withSecurityHeaders } from "./lib/security-headers";

export { UserHub } from "../party/UserHub";
export { CoachRoom } from "../party/CoachRoom";

const app = createApp();

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    if (url.pathname.startsWith("/parties/")) {
      const routed = await routePartykitRequest(request, env, {
        // A room is named after its owner (`<userId>` or `<userId>:<id>`): strangers get no socket.
        onBeforeConnect: async (req, lobby) => {
          const userId = await currentUserId(req, env);
          if (!userId) return new Response("Sign in to connect.", { status: 401 });
          if (lobby.name !== userId && !lobby.name.startsWith(`${userId}:`)) return new Response("Not your room.", { status: 403 });
          // A coaching room exists only for a session the user created (POST /api/coach/sessions).
          if (lobby.className === "CoachRoom") {
            const sessionId = lobby.name.slice(userId.length + 1);
            if (!sessionId || !(await findCoachSession(database(env.DB), userId, sessionId))) {
              return new Response("This coaching session no longer exists.", { status: 404 });
            }
            const { access } = await billingAccess(database(env.DB), userId);
            if (access !== "active") return new Response("Choose a plan to talk with Amal.", { status: 403 });
          }
        },
        // Rooms answer sockets only: the worker reaches them through typed RPC on their bindings.
        onBeforeRequest: () => new Response("Not found", { status: 404 }),
      });
      // The rooms' refusals (401/403/404) carry the same security headers as every other response.
      if (routed) return withSecurityHeaders(routed, { dev: readVars(env).APP_ENV === "development" });
    }
    return app.fetch(request, env, ctx);
  },
  // The hourly cron (wrangler.toml [triggers]): subscription renewals.
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduledRenewals(env, controller.scheduledTime));
  },
} satisfies ExportedHandler<Bindings>;
