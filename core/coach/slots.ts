/**
 * The details of a request beyond its intent: hard constraints on recommended material, a
 * pointer at the previous answer's items, a refinement of it, and what the user states about
 * their goal and situation. Read from the folded message (core/coach/text.ts `fold`).
 */
import type { RequestConstraints, Refinement, StatedFacts, TurnReference } from "./intent.ts";

export interface Slots {
  constraints: RequestConstraints;
  reference?: TurnReference;
  refine?: Refinement;
  stated: StatedFacts;
}

/** Reads the slots of one message; `original` is the message as typed, `folded` its folded form. */
export function readSlots(_original: string, _folded: string): Slots {
  return { constraints: { certificate: false }, stated: {} };
}
