/**
 * The coach's safety layer: which messages get a safety reply instead of career advice
 * (./detect.ts), what that reply says (./answers.ts), and the stream wrapper every provider goes
 * through (./guard.ts).
 */
export { CRISIS_LINES, EMERGENCY_NUMBERS, safetyAnswer, safetySummary, spokenAnswer } from "./answers.ts";
export { checkSafety, SAFETY_CATEGORIES, type SafetyCategory } from "./detect.ts";
export { guardedStream, requestSafety } from "./guard.ts";
