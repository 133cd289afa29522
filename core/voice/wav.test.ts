import { describe, expect, it } from "vitest";
import { pcm16ToWav, readPcm16Wav, resamplePcm16, wavDurationSeconds } from "./wav";

const ascii = (bytes: Uint8Array, from: number) => String.fromCharCode(...bytes.subarray(from, from + 4));

describe("pcm16ToWav", () => {
  it("should write a standard 44-byte PCM header a player accepts", () => {
    const wav = pcm16ToWav(new Int16Array([0, 1000, -1000, 32767, -32768]), 22050);
    const view = new DataView(wav.buffer);
    expect(wav.length).toBe(44 + 10);
    expect(ascii(wav, 0)).toBe("RIFF");
    expect(view.getUint32(4, true)).toBe(wav.length - 8);
    expect(ascii(wav, 8)).toBe("WAVE");
    expect(ascii(wav, 12)).toBe("fmt ");
    expect(view.getUint16(20, true)).toBe(1); // PCM
    expect(view.getUint16(22, true)).toBe(1); // mono
    expect(view.getUint32(24, true)).toBe(22050);
    expect(view.getUint32(28, true)).toBe(44100);
    expect(view.getUint16(34, true)).toBe(16);
    expect(ascii(wav, 36)).toBe("data");
    expect(view.getUint32(40, true)).toBe(10);
  });

  it("should store the samples little-endian, extremes included", () => {
    const samples = new Int16Array([0, 1, -1, 32767, -32768, 258]);
    const wav = pcm16ToWav(samples, 16000);
    expect([...wav.subarray(44)]).toEqual([0, 0, 1, 0, 0xff, 0xff, 0xff, 0x7f, 0x00, 0x80, 0x02, 0x01]);
    expect([...readPcm16Wav(wav).samples]).toEqual([...samples]);
  });

  it("should give a header-only file for silence of no length", () => {
    const wav = pcm16ToWav(new Int16Array(0), 48000);
    expect(wav.length).toBe(44);
    expect(readPcm16Wav(wav).samples.length).toBe(0);
  });

  it("should refuse a sample rate that is not a positive integer", () => {
    expect(() => pcm16ToWav(new Int16Array(4), 0)).toThrow(RangeError);
    expect(() => pcm16ToWav(new Int16Array(4), 22050.5)).toThrow(RangeError);
  });
});

describe("readPcm16Wav", () => {
  it("should read the rate and duration back", () => {
    const wav = readPcm16Wav(pcm16ToWav(new Int16Array(22050 * 2), 22050));
    expect(wav.sampleRate).toBe(22050);
    expect(wav.channels).toBe(1);
    expect(wavDurationSeconds(wav)).toBe(2);
  });

  it("should skip unknown chunks and keep the first channel of a stereo file", () => {
    // fmt (stereo, 8 kHz), a LIST chunk of odd length (padded), then data with two frames.
    const bytes = new Uint8Array([
      ...[82, 73, 70, 70, 0, 0, 0, 0, 87, 65, 86, 69],
      ...[102, 109, 116, 32, 16, 0, 0, 0, 1, 0, 2, 0, 64, 31, 0, 0, 0, 125, 0, 0, 4, 0, 16, 0],
      ...[76, 73, 83, 84, 3, 0, 0, 0, 1, 2, 3, 0],
      ...[100, 97, 116, 97, 8, 0, 0, 0, 10, 0, 20, 0, 30, 0, 40, 0],
    ]);
    const wav = readPcm16Wav(bytes);
    expect(wav.channels).toBe(2);
    expect(wav.sampleRate).toBe(8000);
    expect([...wav.samples]).toEqual([10, 30]);
  });

  it("should refuse what is not 16-bit PCM WAV", () => {
    expect(() => readPcm16Wav(new TextEncoder().encode("ID3 not a wav at all"))).toThrow(/Not a WAV/);
    const eightBit = pcm16ToWav(new Int16Array(4), 8000);
    new DataView(eightBit.buffer).setUint16(34, 8, true);
    expect(() => readPcm16Wav(eightBit)).toThrow(/16-bit PCM/);
    expect(() => readPcm16Wav(pcm16ToWav(new Int16Array(4), 8000).subarray(0, 36))).toThrow(/no data chunk/);
  });
});

describe("resamplePcm16", () => {
  it("should keep the duration when changing the rate", () => {
    const second = new Int16Array(22050).map((_, i) => Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / 22050)));
    const up = resamplePcm16(second, 22050, 48000);
    const down = resamplePcm16(second, 22050, 16000);
    expect(up.length).toBe(48000);
    expect(down.length).toBe(16000);
  });

  it("should keep the waveform's shape (a 440 Hz tone stays one)", () => {
    const rate = 22050;
    const tone = new Int16Array(rate).map((_, i) => Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)));
    const out = resamplePcm16(tone, rate, 16000);
    // Compare against the ideal tone at the new rate: the error of linear interpolation stays small.
    let worst = 0;
    for (let i = 0; i < out.length; i++) worst = Math.max(worst, Math.abs(out[i] - 8000 * Math.sin((2 * Math.PI * 440 * i) / 16000)));
    expect(worst).toBeLessThan(200);
  });

  it("should return a copy at the same rate", () => {
    const samples = new Int16Array([1, 2, 3]);
    const same = resamplePcm16(samples, 16000, 16000);
    expect([...same]).toEqual([1, 2, 3]);
    expect(same).not.toBe(samples);
  });
});
