/**
 * The coach: shared types, the local engine (the AI provider's offline default), the seven
 * tools the model adapters offer too, and the Books window's picks. The browser should import
 * `books-window.ts` or `types.ts` directly rather than this module, which pulls in zod and the
 * whole knowledge base.
 */
export * from "./types.ts";
export { streamLocalCoach, chunkText, type LocalCoachOptions } from "./engine.ts";
export { detectIntent, CLARIFY_BELOW, type DetectedIntent } from "./intent.ts";
export { classifyIntent, type Classification } from "./nlu/classify.ts";
export { COACH_TOOLS, runTool, toolDefinitions, recommendBooksFor, type CoachTool, type ToolContext, type ToolResult, type RoadmapPlan } from "./tools.ts";
export { warmCoachIndexes, getCourseIndex } from "./retrieval.ts";
