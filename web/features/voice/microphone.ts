/**
 * The microphone and the browser's speech recognition: whether they can be used, and why not, in
 * the words the page shows (denied, absent, no recognition in this browser, recognition failing).
 */

/** Why the page falls back to typing. */
export type MicProblem = "denied" | "absent" | "noRecognition" | "recognitionFailed" | "failed";

/** The part of the Web Speech API the page uses (Chrome and Edge name it `webkitSpeechRecognition`). */
export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  start(): void;
  stop(): void;
  abort(): void;
  onresult: ((event: SpeechResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
}
export interface SpeechResultEvent {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
}
type SpeechRecognitionCtor = new () => SpeechRecognitionLike;

export function speechRecognitionCtor(): SpeechRecognitionCtor | null {
  const w = window as unknown as { SpeechRecognition?: SpeechRecognitionCtor; webkitSpeechRecognition?: SpeechRecognitionCtor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** What a failed `getUserMedia` means for the user. */
export function problemOfMediaError(err: unknown): MicProblem {
  const name = err instanceof DOMException || err instanceof Error ? err.name : "";
  if (name === "NotAllowedError" || name === "SecurityError" || name === "PermissionDeniedError") return "denied";
  if (name === "NotFoundError" || name === "OverconstrainedError" || name === "DevicesNotFoundError") return "absent";
  return "failed";
}

/**
 * What a speech-recognition error means for the user; null for the harmless ones (silence,
 * a recognition the page stopped itself).
 */
export function problemOfRecognitionError(error: string): MicProblem | null {
  switch (error) {
    case "not-allowed":
      return "denied";
    case "service-not-allowed":
    case "language-not-supported":
      return "noRecognition";
    case "audio-capture":
      return "absent";
    case "network":
      return "recognitionFailed";
    default:
      return null;
  }
}

/**
 * Asks for the microphone (the browser's prompt, or its remembered answer) and lets go of it at
 * once: recognition opens its own. Resolves with the problem, or null when the microphone works.
 */
export async function checkMicrophone(): Promise<MicProblem | null> {
  if (!navigator.mediaDevices?.getUserMedia) return "absent";
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    for (const track of stream.getTracks()) track.stop();
    return null;
  } catch (err) {
    return problemOfMediaError(err);
  }
}

/** Joins a recognition event's results into what was said for good and what is still being heard. */
export function readResults(event: SpeechResultEvent): { final: string; interim: string } {
  let final = "";
  let interim = "";
  for (let i = event.resultIndex; i < event.results.length; i++) {
    const result = event.results[i]!;
    if (result.isFinal) final += result[0].transcript;
    else interim += result[0].transcript;
  }
  return { final: final.trim(), interim: interim.trim() };
}
