/**
 * WAV files of 16-bit mono PCM: the clips the offline voice speaks, the recordings the room
 * transcribes, and the fake microphone of the browser tests.
 */

const HEADER_BYTES = 44;

/** A complete RIFF/WAVE file (PCM, 16-bit, mono) holding `samples` at `sampleRate` Hz. */
export function pcm16ToWav(samples: Int16Array, sampleRate: number): Uint8Array {
  if (!Number.isInteger(sampleRate) || sampleRate <= 0) throw new RangeError(`pcm16ToWav: bad sample rate ${sampleRate}`);
  const dataBytes = samples.length * 2;
  const wav = new Uint8Array(HEADER_BYTES + dataBytes);
  const view = new DataView(wav.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) wav[offset + i] = text.charCodeAt(i);
  };
  ascii(0, "RIFF");
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, "WAVE");
  ascii(12, "fmt ");
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // bytes per second
  view.setUint16(32, 2, true); // bytes per frame
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, "data");
  view.setUint32(40, dataBytes, true);
  // WAV is little-endian; write each sample explicitly rather than trusting the platform's order.
  for (let i = 0; i < samples.length; i++) view.setInt16(HEADER_BYTES + i * 2, samples[i], true);
  return wav;
}

export interface Pcm16Wav {
  sampleRate: number;
  channels: number;
  /** The first channel's samples. */
  samples: Int16Array;
}

/**
 * Reads a 16-bit PCM WAV file (any chunk order, extra chunks skipped). Throws a readable error
 * for anything else — compressed audio, 8/24/32-bit samples, a truncated header.
 */
export function readPcm16Wav(bytes: Uint8Array): Pcm16Wav {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  if (bytes.length < 12 || tag(0) !== "RIFF" || tag(8) !== "WAVE") throw new Error("Not a WAV file (no RIFF/WAVE header)");
  let format: { channels: number; sampleRate: number; bits: number; code: number } | null = null;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = tag(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === "fmt ") {
      if (size < 16 || body + 16 > bytes.length) throw new Error("WAV fmt chunk is truncated");
      format = { code: view.getUint16(body, true), channels: view.getUint16(body + 2, true), sampleRate: view.getUint32(body + 4, true), bits: view.getUint16(body + 14, true) };
    } else if (id === "data") {
      if (!format) throw new Error("WAV data comes before its fmt chunk");
      // 1 = PCM; 0xFFFE = WAVE_FORMAT_EXTENSIBLE, whose PCM subformat is read as plain PCM.
      if ((format.code !== 1 && format.code !== 0xfffe) || format.bits !== 16) throw new Error(`WAV is not 16-bit PCM (format ${format.code}, ${format.bits} bits)`);
      if (format.channels < 1) throw new Error("WAV has no channels");
      const end = Math.min(bytes.length, body + size);
      const frames = Math.floor((end - body) / (2 * format.channels));
      const samples = new Int16Array(frames);
      for (let i = 0; i < frames; i++) samples[i] = view.getInt16(body + i * 2 * format.channels, true);
      return { sampleRate: format.sampleRate, channels: format.channels, samples };
    }
    offset = body + size + (size % 2); // chunks are padded to an even length
  }
  throw new Error("WAV has no data chunk");
}

/** Linear-interpolation resampling of 16-bit mono PCM (good enough for speech and test audio). */
export function resamplePcm16(samples: Int16Array, fromRate: number, toRate: number): Int16Array {
  if (fromRate === toRate) return samples.slice();
  const length = Math.round((samples.length * toRate) / fromRate);
  const out = new Int16Array(length);
  const step = fromRate / toRate;
  for (let i = 0; i < length; i++) {
    const position = i * step;
    const left = Math.floor(position);
    const right = Math.min(left + 1, samples.length - 1);
    const fraction = position - left;
    out[i] = Math.round(samples[Math.min(left, samples.length - 1)] * (1 - fraction) + samples[right] * fraction);
  }
  return out;
}

/** Seconds of audio in a WAV's samples. */
export function wavDurationSeconds(wav: Pcm16Wav): number {
  return wav.samples.length / wav.sampleRate;
}
