/**
 * What the portal reads from the accounts API, as the worker's routes type it (`AppType`), and
 * names for the parts the portal's components take.
 */
import type { InferResponseType } from "hono/client";
import type { api } from "../../api";

/** GET /api/auth/me */
export type MeResponse = InferResponseType<typeof api.auth.me.$get, 200>;
/** GET /api/portal/home */
export type PortalHome = InferResponseType<typeof api.portal.home.$get, 200>;
export type UserInfo = PortalHome["user"];
export type SkillItem = PortalHome["skills"][number];
export type ResumeItem = PortalHome["resumes"][number];
export type CraftedResumeItem = PortalHome["craftedResumes"][number];
export type JobItem = PortalHome["jobs"][number];
export type CoachingSession = PortalHome["sessions"][number];

export type { ChangePasswordValues as ChangePasswordBody } from "../../../core/schemas/auth-rules";
