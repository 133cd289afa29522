/**
 * What the evaluation talks to: the coach as users meet it, behind the safety guard
 * (`guardedStream` in core/coach/safety), which answers emergencies, self-harm, cheating and
 * forgery before any provider runs and hands everything else to the provider. The worker wraps
 * every provider the same way (worker/providers/ai/index.ts), so the evaluation grades what a
 * user would get.
 */
import { streamLocalCoach } from "../engine.ts";
import { guardedStream } from "../safety/index.ts";
import type { CoachRequest, CoachStreamEvent } from "../types.ts";

/** A coach behind one request: a provider's `stream`, or the local engine. */
export type CoachStream = (request: CoachRequest) => AsyncIterable<CoachStreamEvent>;

/** `inner` behind the safety guard. */
export function guarded(inner: CoachStream): CoachStream {
  return (request) => guardedStream(request, inner);
}

/** The local engine behind the safety guard: what `npm run eval:coach` grades by default. */
export const streamCoach: CoachStream = guarded((request) => streamLocalCoach(request));
