/** Azure Speech's text-to-speech REST API, against a local fake of it. */
import { describe, expect, it } from "vitest";
import { azureSsml, azureTextToSpeech, AZURE_OUTPUT_FORMAT } from "./azure";
import type { SpeechAudio } from "./types";

interface SeenRequest {
  method: string;
  url: string;
  headers: Headers;
  body: string;
}

/**
 * A fake of the REST endpoint: checks the key, answers MP3 bytes in the given chunks (with a pause
 * before each when asked), or the given status.
 */
function fakeAzure(options: { key?: string; chunks?: Uint8Array[]; status?: number; delayMs?: number } = {}) {
  const seen: SeenRequest[] = [];
  const fetchStub = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push({ method: request.method, url: request.url, headers: request.headers, body: await request.text() });
    if (request.headers.get("Ocp-Apim-Subscription-Key") !== (options.key ?? "test-key")) return new Response(null, { status: 401 });
    if (options.status) return new Response("error", { status: options.status });
    const chunks = options.chunks ?? [new Uint8Array([0xff, 0xf3, 1, 2])];
    let i = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
        if (i < chunks.length) controller.enqueue(chunks[i++]);
        else controller.close();
      },
    });
    return new Response(body, { headers: { "Content-Type": "audio/mpeg" } });
  }) as typeof fetch;
  return { fetch: fetchStub, seen };
}

async function collect(audio: SpeechAudio): Promise<Uint8Array[]> {
  const out: Uint8Array[] = [];
  for await (const chunk of audio.chunks) out.push(chunk);
  return out;
}

const endpoint = "https://uaenorth.tts.speech.microsoft.com";

describe("Azure Speech text-to-speech", () => {
  it("should post SSML with the Arabic voice, the key and the output format", async () => {
    const azure = fakeAzure();
    const tts = azureTextToSpeech({ key: "test-key", endpoint, timeoutMs: 2000, fetch: azure.fetch });
    const audio = await tts.synthesize("راتبك المتوقع < 5000 & أكثر", { language: "ar-SA" });
    expect(audio.mime).toBe("audio/mpeg");
    await collect(audio);
    const [request] = azure.seen;
    expect(request.method).toBe("POST");
    expect(request.url).toBe(`${endpoint}/cognitiveservices/v1`);
    expect(request.headers.get("Content-Type")).toBe("application/ssml+xml");
    expect(request.headers.get("X-Microsoft-OutputFormat")).toBe(AZURE_OUTPUT_FORMAT);
    expect(request.headers.get("User-Agent")).toBeTruthy();
    expect(request.body).toContain('xml:lang="ar-SA"');
    expect(request.body).toContain('name="ar-SA-ZariyahNeural"');
    expect(request.body).toContain("راتبك المتوقع &lt; 5000 &amp; أكثر");
    expect(request.body).not.toContain("< 5000");
  });

  it("should use the UAE voice for ar-AE and accept an endpoint with a trailing slash", async () => {
    const azure = fakeAzure();
    const tts = azureTextToSpeech({ key: "test-key", endpoint: `${endpoint}/`, timeoutMs: 2000, fetch: azure.fetch });
    await collect(await tts.synthesize("أهلا", { language: "ar-AE" }));
    expect(azure.seen[0].url).toBe(`${endpoint}/cognitiveservices/v1`);
    expect(azure.seen[0].body).toContain('name="ar-AE-FatimaNeural"');
    expect(azure.seen[0].body).toContain('xml:lang="ar-AE"');
  });

  it("should pass the body's chunks through as they arrive", async () => {
    const chunks = [new Uint8Array([1, 2, 3]), new Uint8Array([4, 5]), new Uint8Array([6])];
    const tts = azureTextToSpeech({ key: "test-key", endpoint, timeoutMs: 2000, fetch: fakeAzure({ chunks }).fetch });
    const got = await collect(await tts.synthesize("مرحبا", { language: "ar-SA" }));
    expect(got.map((c) => [...c])).toEqual([[1, 2, 3], [4, 5], [6]]);
  });

  it.each([
    [401, /AZURE_SPEECH_KEY was refused/],
    [400, /SSML was refused/],
    [429, /too many requests/],
    [500, /HTTP 500/],
  ])("should turn HTTP %i into a SpeechProviderError that says what happened", async (status, message) => {
    const azure = status === 401 ? fakeAzure({ key: "other-key" }) : fakeAzure({ status });
    const tts = azureTextToSpeech({ key: "test-key", endpoint, timeoutMs: 2000, fetch: azure.fetch });
    const error = await tts.synthesize("مرحبا", { language: "ar-SA" }).catch((e) => e);
    expect(error).toMatchObject({ name: "SpeechProviderError", reason: "http" });
    expect(error.message).toMatch(message);
  });

  it("should give up with reason timeout when the service does not answer", async () => {
    const hanging = (() => new Promise<Response>(() => {})) as typeof fetch;
    const tts = azureTextToSpeech({ key: "test-key", endpoint, timeoutMs: 50, fetch: hanging });
    await expect(tts.synthesize("مرحبا", { language: "ar-SA" })).rejects.toMatchObject({ name: "SpeechProviderError", reason: "timeout" });
  });

  it("should give up with reason timeout when the stream stalls", async () => {
    const chunks = [new Uint8Array([1]), new Uint8Array([2])];
    const tts = azureTextToSpeech({ key: "test-key", endpoint, timeoutMs: 50, fetch: fakeAzure({ chunks, delayMs: 200 }).fetch });
    const audio = await tts.synthesize("مرحبا", { language: "ar-SA" });
    await expect(collect(audio)).rejects.toMatchObject({ name: "SpeechProviderError", reason: "timeout" });
  });

  it("should stop when the caller aborts", async () => {
    const controller = new AbortController();
    const hanging = ((_: unknown, init?: RequestInit) =>
      new Promise<Response>((_, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)))) as typeof fetch;
    const tts = azureTextToSpeech({ key: "test-key", endpoint, timeoutMs: 5000, fetch: hanging });
    const pending = tts.synthesize("مرحبا", { language: "ar-SA", signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "SpeechProviderError", reason: "aborted" });
  });

  it("should keep the SSML well-formed whatever the text", () => {
    const ssml = azureSsml(`Tom's "CV" <b>&\u0001`, "en-US");
    expect(ssml).toContain("Tom&apos;s &quot;CV&quot; &lt;b&gt;&amp; ");
    expect(ssml).not.toContain("\u0001");
  });
});
