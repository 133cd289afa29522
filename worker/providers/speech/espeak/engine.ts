/**
 * eSpeak NG (the slim English and Arabic build of scripts/espeak-assets.mjs), loaded once per
 * isolate on first use: the engine is ~0.8 MB of JavaScript and its data ~1.3 MB, so the worker's
 * startup does not parse them. Node scripts import this file too (speak-wav, the benchmark).
 */
import type { EspeakModule, EspeakWorker } from "./generated/espeak-ng.js";

export interface EspeakEngine {
  /** 22050 Hz for eSpeak NG. */
  readonly sampleRate: number;
  /**
   * Speaks `text` with `voice` (e.g. "en-us+f3"), synchronously: `onChunk` receives each chunk
   * of 16-bit mono samples as it is made; returning true from it stops the synthesis.
   */
  speak(text: string, voice: string, rate: number, onChunk: (samples: Int16Array) => boolean | undefined): void;
}

let loading: Promise<EspeakEngine> | null = null;

/** The engine, loaded on the first call of the isolate; a failed load is retried by the next call. */
export function loadEspeak(): Promise<EspeakEngine> {
  loading ??= load().catch((error) => {
    loading = null;
    throw error;
  });
  return loading;
}

async function load(): Promise<EspeakEngine> {
  const [{ default: init }, { espeakData }] = await Promise.all([import("./generated/espeak-ng.js"), import("./generated/espeak-ng-data.js")]);
  const data = espeakData();
  const module: EspeakModule = await init({
    // The package is the slim data file, handed over instead of fetched.
    getPreloadedPackage: () => data.buffer as ArrayBuffer,
    wasmBinary: new Uint8Array(1),
    print: () => {},
    printErr: () => {},
  });
  const worker: EspeakWorker = new module.eSpeakNGWorker();
  let currentVoice = "";
  return {
    sampleRate: worker.samplerate,
    speak(text, voice, rate, onChunk) {
      if (voice !== currentVoice) {
        const status = worker.set_voice(voice);
        if (status !== 0) throw new Error(`eSpeak NG has no voice "${voice}" (status ${status})`);
        currentVoice = voice;
      }
      worker.rate = rate;
      worker.synthesize(text, (samples) => onChunk(samples) === true);
    },
  };
}
