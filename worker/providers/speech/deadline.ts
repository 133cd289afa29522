/**
 * Time limits and cancellation shared by the speech providers: a call gives up when the provider
 * has not answered within the limit (reason "timeout"), or has sent nothing more for that long
 * while streaming, and stops as soon as the caller's signal aborts (reason "aborted").
 */
import { SpeechProviderError } from "./types";

/** A signal that aborts with a SpeechProviderError on the caller's abort or after `timeoutMs`; `done()` clears the timer. */
function deadline(label: string, timeoutMs: number, signal: AbortSignal | undefined) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new SpeechProviderError(`${label} did not answer within ${timeoutMs} ms`, "timeout")), timeoutMs);
  const onAbort = () => controller.abort(new SpeechProviderError(`${label}: stopped by the caller`, "aborted", signal?.reason));
  if (signal?.aborted) onAbort();
  else signal?.addEventListener("abort", onAbort, { once: true });
  return {
    signal: controller.signal,
    done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
    },
  };
}

/** Rejects with the signal's reason once it aborts (for work that ignores its signal). */
function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
}

/**
 * Runs one provider call within the time limit. Errors that are not already SpeechProviderErrors
 * become one with reason "http" (the provider or its binding failed).
 */
export async function withinDeadline<T>(label: string, timeoutMs: number, signal: AbortSignal | undefined, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const limit = deadline(label, timeoutMs, signal);
  try {
    if (limit.signal.aborted) throw limit.signal.reason;
    return await Promise.race([work(limit.signal), whenAborted(limit.signal)]);
  } catch (error) {
    if (limit.signal.aborted) throw limit.signal.reason;
    if (error instanceof SpeechProviderError) throw error;
    throw new SpeechProviderError(`${label} failed: ${error instanceof Error ? error.message : String(error)}`, "http", error);
  } finally {
    limit.done();
  }
}

/**
 * The chunks of a streamed answer, each awaited within the time limit; the stream is cancelled
 * when the limit passes, the caller aborts, or the reader stops early.
 */
export async function* chunksWithinDeadline(label: string, timeoutMs: number, signal: AbortSignal | undefined, body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  let finished = false;
  try {
    while (true) {
      const { done, value } = await withinDeadline(label, timeoutMs, signal, () => reader.read());
      if (done) {
        finished = true;
        return;
      }
      if (value.byteLength > 0) yield value;
    }
  } finally {
    if (!finished) reader.cancel().catch(() => {});
    reader.releaseLock();
  }
}

/** Bytes of a stream-like answer: a ReadableStream as it is, bytes as a one-chunk stream. */
export function bytesStream(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/** Decodes standard base64 (as Workers AI returns audio in JSON); null when it is not base64. */
export function decodeBase64(text: string): Uint8Array | null {
  const clean = text.replace(/\s+/g, "");
  if (clean.length === 0 || clean.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(clean)) return null;
  const binary = atob(clean);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Standard base64 of bytes, built in slices so a long recording does not overflow the call stack. */
export function encodeBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
