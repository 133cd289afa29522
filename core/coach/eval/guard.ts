/**
 * What the evaluation talks to: the coach as users meet it, behind the safety guard. The safety
 * guard (`guardedStream(request, inner)` in core/coach/safety) answers emergencies, self-harm,
 * cheating and forgery before any provider runs, and hands everything else to `inner`.
 *
 * This module is the single place that decides how a provider is wrapped: until the guard module
 * is in the tree, `guarded` passes requests straight to the provider. Switching to the guard
 * changes only `guarded` below — `import { guardedStream } from "../safety/index.ts"` and
 * `return (request) => guardedStream(request, inner)`.
 */
import { streamLocalCoach } from "../engine.ts";
import type { CoachRequest, CoachStreamEvent } from "../types.ts";

/** A coach behind one request: a provider's `stream`, or the local engine. */
export type CoachStream = (request: CoachRequest) => AsyncIterable<CoachStreamEvent>;

/** `inner` behind the safety guard. */
export function guarded(inner: CoachStream): CoachStream {
  return (request) => inner(request);
}

/** The local engine behind the safety guard: what `npm run eval:coach` grades by default. */
export const streamCoach: CoachStream = guarded((request) => streamLocalCoach(request));
