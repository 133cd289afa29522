/** Request shapes of /api/coach, validated once at the edge of the feature. */
import { z } from "zod";
import { sessionId } from "../../../core/schemas/ids";
import { COACH_SESSION_NAME_MAX } from "../../../party/coach-protocol";

/** Spec: the session id is the creation timestamp (milliseconds), so digits only. */
export const sessionIdSchema = sessionId();

export const sessionNameSchema = z
  .string({ error: "session_name is required" })
  .trim()
  .min(1, { error: "Give the session a name" })
  .max(COACH_SESSION_NAME_MAX, { error: `Session names can be up to ${COACH_SESSION_NAME_MAX} characters` });

export const createSessionSchema = z.object({ session_id: sessionIdSchema, session_name: sessionNameSchema });
export const renameSessionSchema = z.object({ session_name: sessionNameSchema });
export const sessionParamSchema = z.object({ sessionId: z.string() });
