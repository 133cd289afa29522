/**
 * Reads the craft endpoint's NDJSON answer: one JSON event per line, handed over as soon as its
 * line is complete. Lines that are blank or not an event are skipped.
 */
import type { CraftEvent } from "../../../core/schemas/library";

function parseEvent(line: string): CraftEvent | null {
  if (!line.trim()) return null;
  try {
    const value = JSON.parse(line) as { type?: unknown };
    return value && (value.type === "step" || value.type === "done" || value.type === "error") ? (value as CraftEvent) : null;
  } catch {
    return null;
  }
}

export async function readCraftEvents(body: ReadableStream<Uint8Array>, onEvent: (event: CraftEvent) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  for (;;) {
    const { value, done } = await reader.read();
    buffered += done ? decoder.decode() : decoder.decode(value, { stream: true });
    const lines = buffered.split("\n");
    buffered = done ? "" : (lines.pop() ?? "");
    for (const line of lines) {
      const event = parseEvent(line);
      if (event) onEvent(event);
    }
    if (done) return;
  }
}
