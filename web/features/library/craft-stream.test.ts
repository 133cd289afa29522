import { describe, expect, it } from "vitest";
import type { CraftEvent } from "../../../core/schemas/library";
import { readCraftEvents } from "./craft-stream";

/** A stream that delivers `text` cut at the given offsets, as a network would. */
function chunked(text: string, cuts: number[]): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  const edges = [0, ...cuts, bytes.length];
  return new ReadableStream({
    start(controller) {
      for (let i = 0; i < edges.length - 1; i++) controller.enqueue(bytes.slice(edges[i], edges[i + 1]));
      controller.close();
    },
  });
}

describe("readCraftEvents", () => {
  it("should hand over each event once its line is complete, whatever the chunking", async () => {
    const events: CraftEvent[] = [
      { type: "step", step: "skills", index: 0, status: "started" },
      { type: "step", step: "skills", index: 0, status: "done" },
      { type: "error", status: 422, error: { code: "link_unreadable", message: "We could not read — «عربي»", fields: { job_link: "x" } } },
    ];
    const text = `${events.map((e) => JSON.stringify(e)).join("\n")}\n`;
    for (const cuts of [[], [1], [5, 60, 61], Array.from({ length: 40 }, (_, i) => i * 7 + 3)]) {
      const seen: CraftEvent[] = [];
      await readCraftEvents(chunked(text, cuts), (e) => seen.push(e));
      expect(seen).toEqual(events);
    }
  });

  it("should read a last line without a newline and skip lines that are not events", async () => {
    const seen: CraftEvent[] = [];
    await readCraftEvents(chunked('\n{"type":"noise"}\nnot json\n{"type":"step","step":"writing","index":4,"status":"done"}', [10]), (e) => seen.push(e));
    expect(seen).toEqual([{ type: "step", step: "writing", index: 4, status: "done" }]);
  });
});
