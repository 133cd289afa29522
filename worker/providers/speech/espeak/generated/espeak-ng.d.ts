// Types of the engine scripts/espeak-assets.mjs writes here (eSpeak NG, emscripten with wasm2js).

export interface EspeakEvent {
  type: "list_terminated" | "word" | "sentence" | "mark" | "play" | "end" | "msg_terminated" | "phoneme" | "samplerate";
  text_position: number;
  word_length: number;
  audio_position: number;
  id?: number | string;
}

export interface EspeakWorker {
  /** Selects a voice by name, e.g. "en-us+f3"; 0 on success. */
  set_voice(name: string): number;
  rate: number;
  pitch: number;
  readonly samplerate: number;
  /** Speaks `text`, calling back with each chunk of 16-bit mono samples; a truthy return stops it. */
  synthesize(text: string, callback: (samples: Int16Array, events: EspeakEvent[]) => unknown): void;
  __destroy__(): void;
}

export interface EspeakModule {
  eSpeakNGWorker: new () => EspeakWorker;
}

export interface EspeakModuleOptions {
  /** Returns the data package (the slim espeak-ng.data) instead of fetching it. */
  getPreloadedPackage(name: string, size: number): ArrayBuffer;
  /** The wasm2js build has no binary; any non-empty value stops it looking for one. */
  wasmBinary: Uint8Array;
  print?(text: string): void;
  printErr?(text: string): void;
}

declare const init: (options: EspeakModuleOptions) => Promise<EspeakModule>;
export default init;
