/**
 * Server-sent events, read incrementally from a byte stream: the `data:` payload of each event
 * as soon as its blank line arrives, whatever way the bytes are split across chunks (a line, or
 * even a UTF-8 character, may straddle two chunks). Comments (`:` lines) and other fields are
 * skipped; several `data:` lines in one event are joined with "\n" as the SSE spec says.
 */
import { AiProviderError } from "./types";

export interface SseReadOptions {
  /** Give up when nothing arrives for this long (an idle model or a stalled connection). */
  idleTimeoutMs: number;
  /** The caller's cancellation (a closed room, a shutdown). */
  signal?: AbortSignal;
  /** Names the provider in error messages. */
  provider: string;
}

/** Reads the next chunk, or throws AiProviderError when the wait exceeds the idle timeout or the caller aborts. */
async function readWithin(reader: ReadableStreamDefaultReader<Uint8Array>, options: SseReadOptions) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort: (() => void) | undefined;
  try {
    return await Promise.race([
      reader.read(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new AiProviderError(`${options.provider} sent nothing for ${options.idleTimeoutMs} ms`, "timeout")),
          options.idleTimeoutMs,
        );
        if (options.signal) {
          onAbort = () => reject(new AiProviderError(`${options.provider} answer was cancelled`, "aborted"));
          if (options.signal.aborted) onAbort();
          else options.signal.addEventListener("abort", onAbort, { once: true });
        }
      }),
    ]);
  } catch (error) {
    if (error instanceof AiProviderError) throw error;
    throw new AiProviderError(`${options.provider} stream broke off: ${String(error)}`, "http", error);
  } finally {
    clearTimeout(timer);
    if (onAbort) options.signal?.removeEventListener("abort", onAbort);
  }
}

/**
 * Yields each event's data. Ends when the stream ends; the caller decides whether the stream
 * was complete (OpenAI-style servers finish with `data: [DONE]`, which is yielded like any other).
 * On error or early exit the underlying stream is cancelled, so the connection is released.
 */
export async function* sseData(body: ReadableStream<Uint8Array>, options: SseReadOptions): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let data: string[] = [];
  let finished = false;
  try {
    while (true) {
      const { done, value } = await readWithin(reader, options);
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      let newline: number;
      while ((newline = buffer.search(/\r\n|\r|\n/)) !== -1) {
        // A "\r" that ends the chunk may be the first half of "\r\n": wait for the next chunk.
        if (!done && newline === buffer.length - 1 && buffer.endsWith("\r")) break;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + (buffer.startsWith("\r\n", newline) ? 2 : 1));
        if (line === "") {
          if (data.length) yield data.join("\n");
          data = [];
        } else if (line.startsWith("data:")) {
          data.push(line.slice(line.startsWith("data: ") ? 6 : 5));
        }
        // Other fields (event:, id:, retry:) and comments (":") carry nothing we use.
      }
      if (done) {
        // A last event without its blank line still counts (some servers end the body that way).
        if (buffer.startsWith("data:")) data.push(buffer.slice(buffer.startsWith("data: ") ? 6 : 5));
        if (data.length) yield data.join("\n");
        finished = true;
        return;
      }
    }
  } finally {
    if (!finished) await reader.cancel().catch(() => {});
    try {
      reader.releaseLock();
    } catch {
      // Already released by the cancel.
    }
  }
}
