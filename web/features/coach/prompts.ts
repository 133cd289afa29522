/**
 * The Tools window's prompt templates (spec, word for word) and where their placeholder is, so
 * choosing one can select "<SUBJECT>" for the user to type over.
 */
export const PROMPT_TEMPLATES = [
  "Recommend Course about <SUBJECT>",
  "Daily tips to boost performance",
  "Give me info about <COURSE>",
  "Give me a roadmap for a <FIELD>",
  "Recommend me a youtube channel for <SUBJECT OR COURSE>",
] as const;

/** The `<PLACEHOLDER>` part of a template, as a selection range, or null when it has none. */
export function placeholderRange(text: string): { start: number; end: number } | null {
  const start = text.indexOf("<");
  const end = text.indexOf(">", start);
  return start === -1 || end === -1 ? null : { start, end: end + 1 };
}

/** True while the text still holds a template's unfilled placeholder. */
export function hasUnfilledPlaceholder(text: string): boolean {
  return PROMPT_TEMPLATES.some((t) => {
    const range = placeholderRange(t);
    return range !== null && text.includes(t.slice(range.start, range.end));
  });
}

/** A tool's name as the Knowledge base panel shows it: the first underscore becomes a space (spec). */
export function displayToolName(tool: string): string {
  return tool.replace("_", " ");
}
