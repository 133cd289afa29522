/** The intents the classifier learns: every intent of INTENTS except the ones written by rules (safety) or by the engine (clarify). */
import { INTENTS, type Intent } from "../types.ts";

export const NLU_LABELS: readonly Intent[] = INTENTS.filter((i) => i !== "safety" && i !== "clarify");
