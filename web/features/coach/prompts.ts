/**
 * The Tools window's prompt templates (spec, word for word in English; in the coach catalogue)
 * and where their placeholder is, so choosing one can select "<SUBJECT>" for the user to type over.
 */
import { useT } from "../../i18n/I18n";

/** The templates' catalogue keys, in the order the spec lists them. */
export const PROMPT_KEYS = ["prompt.course", "prompt.tips", "prompt.info", "prompt.roadmap", "prompt.youtube"] as const;

/** The prompt templates in the interface's language. */
export function usePromptTemplates(): string[] {
  const t = useT("coach");
  return PROMPT_KEYS.map((key) => t(key));
}

/** The `<PLACEHOLDER>` part of a template, as a selection range, or null when it has none. */
export function placeholderRange(text: string): { start: number; end: number } | null {
  const start = text.indexOf("<");
  const end = text.indexOf(">", start);
  return start === -1 || end === -1 ? null : { start, end: end + 1 };
}

/** A tool's name as the Knowledge base panel shows it: the first underscore becomes a space (spec). */
export function displayToolName(tool: string): string {
  return tool.replace("_", " ");
}
