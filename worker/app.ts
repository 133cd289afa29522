/**
 * The Hono application: middleware, the API sub-apps and the client-rendered pages.
 * `AppType` is what the browser's typed client (`web/api.ts`) is checked against.
 */
import { Hono } from "hono";
import type { AppEnv } from "./env";
import { requestContext } from "./lib/context";
import { errorBody, renderError } from "./lib/errors";
import { releaseUnreadBody } from "./lib/http";
import { requestLog } from "./lib/request-log";
import { securityHeaders } from "./lib/security-headers";
import { authRoutes } from "./features/auth/routes";
import { billingRoutes } from "./features/billing/routes";
import { devBillingRoutes } from "./features/billing/dev";
import { sandboxCheckoutRoutes } from "./features/billing/sandbox-checkout";
import { blogRoutes } from "./features/blog/routes";
import { careerRoutes } from "./features/career/routes";
import { careerEmailRoutes, unsubscribePageRoutes } from "./features/career-emails/routes";
import { libraryRoutes } from "./features/library/routes";
import { emailRoutes } from "./features/emails/routes";
import { courseRoutes } from "./features/courses/routes";
import { jobRoutes } from "./features/jobs/routes";
import { networkingRoutes } from "./features/networking/routes";
import { roadmapRoutes } from "./features/roadmap/routes";
import { savedRoutes } from "./features/saved/routes";
import { coachRoutes } from "./features/coach/routes";
import { contactRoutes } from "./features/contact/routes";
import { fixtureRoutes } from "./features/dev/fixtures";
import { mailboxRoutes } from "./features/dev/mailbox";
import { mailWebhookRoutes } from "./features/mail/webhooks";
import { devJobSourceRoutes } from "./features/dev/job-sources";
import { devCareerEmailRoutes } from "./features/dev/career-emails";
import { newsletterRoutes } from "./features/newsletter/routes";
import { devNotificationRoutes } from "./features/notifications/dev";
import { notificationRoutes } from "./features/notifications/routes";
import { pricingRoutes } from "./features/pricing/routes";
import { requireActiveSubscription } from "./features/billing/access";
import { fileRoutes, portalRoutes } from "./features/profile/routes";
import { configRoutes, pageRoutes } from "./features/site/routes";

const api = new Hono<AppEnv>()
  .route("/config", configRoutes)
  .route("/plans", pricingRoutes)
  .route("/blog", blogRoutes)
  .route("/contact", contactRoutes)
  .route("/newsletter", newsletterRoutes)
  .route("/mail", mailWebhookRoutes)
  .route("/auth", authRoutes)
  .route("/portal", portalRoutes)
  .route("/files", fileRoutes)
  .route("/career", careerRoutes)
  .route("/library", libraryRoutes)
  .route("/emails", emailRoutes)
  .route("/courses", courseRoutes)
  .route("/jobs", jobRoutes)
  .route("/networking", networkingRoutes)
  .route("/roadmaps", roadmapRoutes)
  .route("/saved-items", savedRoutes)
  .route("/billing", billingRoutes)
  // Not behind the subscription: a user whose renewal failed reads why here.
  .route("/notifications", notificationRoutes)
  .route("/career-emails", careerEmailRoutes)
  // The coach costs model time: signed-in subscribers only (401, or 403 subscription_required /
  // subscription_failed).
  .use("/coach/*", requireActiveSubscription)
  .route("/coach", coachRoutes);

export type AppType = typeof api;

export function createApp() {
  const app = new Hono<AppEnv>();
  app.use(releaseUnreadBody);
  app.use(requestLog);
  app.use(requestContext);
  app.use(securityHeaders());
  app.route("/api", api);
  app.all("/api/*", (c) => c.json(errorBody("not_found", `There is no API route ${c.req.method} ${c.req.path}.`), 404));
  app.route("/dev/mailbox", mailboxRoutes);
  app.route("/dev/fixtures", fixtureRoutes);
  app.route("/dev/fixtures", devJobSourceRoutes);
  app.route("/dev/fixtures", devCareerEmailRoutes);
  app.route("/dev/billing", devBillingRoutes);
  app.route("/dev/notifications", devNotificationRoutes);
  app.route("/sandbox-checkout", sandboxCheckoutRoutes);
  // The unsubscribe page is a client route that also works without JavaScript (a form in the shell).
  app.route("/", unsubscribePageRoutes);
  app.route("/", pageRoutes);
  app.onError(renderError);
  app.notFound((c) => c.json(errorBody("not_found", "Not found"), 404));
  return app;
}
