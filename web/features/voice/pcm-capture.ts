/**
 * The microphone as 16-bit little-endian mono PCM at 16 kHz, in frames of at most
 * `VOICE_LIMITS.maxFrameBytes` (recognition `server`: the room transcribes what it receives).
 * An AudioContext at 16 kHz resamples the microphone itself; a browser that will not connect a
 * microphone to a context of that rate gets its own rate, resampled here.
 */
import { VOICE_LIMITS } from "../../../party/voice-protocol";
import workletUrl from "./pcm-worklet.js?url";

export const CAPTURE_RATE = 16000 as const;
/** A frame every quarter second: 4,000 samples, 8,000 bytes. */
const FRAME_SAMPLES = Math.min(CAPTURE_RATE / 4, VOICE_LIMITS.maxFrameBytes / 2);

export interface PcmCapture {
  stop(): Promise<void>;
}

function toPcm16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i]!));
    out[i] = s < 0 ? s * 0x8000 : s * 0x7fff;
  }
  return out;
}

/** Linear resampling from `from` Hz to 16 kHz (enough for speech recognition). */
function resample(samples: Float32Array, from: number): Float32Array {
  if (from === CAPTURE_RATE) return samples;
  const ratio = from / CAPTURE_RATE;
  const out = new Float32Array(Math.floor(samples.length / ratio));
  for (let i = 0; i < out.length; i++) {
    const at = i * ratio;
    const k = Math.floor(at);
    const next = samples[Math.min(k + 1, samples.length - 1)]!;
    out[i] = samples[k]! + (next - samples[k]!) * (at - k);
  }
  return out;
}

/** Starts capturing `stream`; `onFrame` gets each frame's bytes, the last one on `stop()`. */
export async function startPcmCapture(stream: MediaStream, onFrame: (bytes: ArrayBuffer) => void): Promise<PcmCapture> {
  let context = new AudioContext({ sampleRate: CAPTURE_RATE });
  let source: MediaStreamAudioSourceNode;
  try {
    source = context.createMediaStreamSource(stream);
  } catch {
    await context.close();
    context = new AudioContext();
    source = context.createMediaStreamSource(stream);
  }
  await context.audioWorklet.addModule(workletUrl);
  const tap = new AudioWorkletNode(context, "pcm-tap");
  let pending: Int16Array[] = [];
  let pendingSamples = 0;
  const flush = () => {
    if (pendingSamples === 0) return;
    const frame = new Int16Array(pendingSamples);
    let at = 0;
    for (const part of pending) {
      frame.set(part, at);
      at += part.length;
    }
    pending = [];
    pendingSamples = 0;
    onFrame(frame.buffer);
  };
  tap.port.onmessage = (e: MessageEvent<Float32Array>) => {
    const pcm = toPcm16(resample(e.data, context.sampleRate));
    pending.push(pcm);
    pendingSamples += pcm.length;
    if (pendingSamples >= FRAME_SAMPLES) flush();
  };
  source.connect(tap);
  return {
    async stop() {
      source.disconnect();
      tap.port.onmessage = null;
      flush();
      for (const track of stream.getTracks()) track.stop();
      await context.close();
    },
  };
}
