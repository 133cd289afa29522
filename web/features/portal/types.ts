/**
 * What the portal reads from the accounts API: the shared shapes (core/schemas/account.ts) and
 * names for the parts the portal's components take.
 */
import type { PortalHome } from "../../../core/schemas/account";

export type { MeResponse, PortalHome, ResumeItem, SkillItem, UserInfo } from "../../../core/schemas/account";
export type { ChangePasswordValues as ChangePasswordBody } from "../../../core/schemas/auth-rules";

export type CraftedResumeItem = PortalHome["craftedResumes"][number];
export type JobItem = PortalHome["jobs"][number];
export type CoachingSession = PortalHome["sessions"][number];
