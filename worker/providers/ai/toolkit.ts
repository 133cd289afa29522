/**
 * The coach's tools as the model adapters see them: a JSON-Schema description per tool (sent to
 * the model) and one runner (the tools answer from the bundled catalogue and never throw).
 * Injected into the adapters so their tests can count and vary what the tools return.
 */
import { runTool, toolDefinitions } from "../../../core/coach/tools";
import type { CoachLanguage, CoachProfile, ToolName, ToolUse } from "../../../core/coach/types";
import type { CourseCatalogue } from "../../../core/courses/types";

export interface ToolSpec {
  name: ToolName;
  description: string;
  /** JSON Schema of the tool's input object. */
  parameters: Record<string, unknown>;
}

export interface CoachToolkit {
  specs: ToolSpec[];
  /** Runs a tool by the name the model gave (unknown names and bad input become an observation saying so). */
  run(name: string, rawInput: unknown, ctx: ToolRunContext): Promise<ToolUse>;
}

export interface ToolRunContext {
  profile: CoachProfile;
  today: string;
  language?: CoachLanguage;
}

/** The seven catalogue tools of core/coach/tools.ts; `courses` is where the course tools search (the bundled catalogue when left out). */
export function coachToolkit(options: { courses?: CourseCatalogue } = {}): CoachToolkit {
  return {
    specs: toolDefinitions().map((definition) => definition.function),
    run: (name, rawInput, ctx) => runTool(name, rawInput, { ...ctx, courses: options.courses }),
  };
}
