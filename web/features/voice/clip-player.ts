/**
 * Amal's speech on the page: the room sends each sentence as a clip (`audio_start`, binary frames,
 * `audio_end`); the clips are assembled into Blobs and played in order through one `<audio>`
 * element, the next on `ended`. A turn the user spoke over is dropped, queued clips included.
 * The element reports what it played (`data-clips-played`), for tests and for anyone inspecting it.
 */
export interface ClipPlayerEvents {
  /** Whether a clip is playing or waiting to play. */
  onSpeaking(speaking: boolean): void;
}

interface Clip {
  turnId: string;
  url: string;
}

export class ClipPlayer {
  private queue: Clip[] = [];
  private current: Clip | null = null;
  private played = 0;
  private readonly onEnded = () => this.next();
  private readonly onError = () => this.next();
  private readonly onPlaying = () => {
    this.played++;
    this.audio.dataset.clipsPlayed = String(this.played);
  };

  constructor(
    private readonly audio: HTMLAudioElement,
    private readonly events: ClipPlayerEvents,
  ) {
    audio.addEventListener("ended", this.onEnded);
    audio.addEventListener("error", this.onError);
    audio.addEventListener("playing", this.onPlaying);
    audio.dataset.clipsPlayed = "0";
  }

  get speaking(): boolean {
    return this.current !== null || this.queue.length > 0;
  }

  /** Adds a clip after the ones waiting; plays it at once when nothing is playing. */
  enqueue(turnId: string, blob: Blob) {
    this.queue.push({ turnId, url: URL.createObjectURL(blob) });
    if (!this.current) this.next();
  }

  /** Stops the clip playing and forgets the queued ones (mute, a new recording). */
  stop() {
    for (const clip of this.queue.splice(0)) URL.revokeObjectURL(clip.url);
    this.finishCurrent();
    this.events.onSpeaking(false);
  }

  /** Stops and drops only this turn's clips. */
  dropTurn(turnId: string) {
    this.queue = this.queue.filter((clip) => {
      if (clip.turnId === turnId) URL.revokeObjectURL(clip.url);
      return clip.turnId !== turnId;
    });
    if (this.current?.turnId === turnId) this.next();
  }

  dispose() {
    this.stop();
    this.audio.removeEventListener("ended", this.onEnded);
    this.audio.removeEventListener("error", this.onError);
    this.audio.removeEventListener("playing", this.onPlaying);
  }

  private finishCurrent() {
    if (!this.current) return;
    this.audio.pause();
    this.audio.removeAttribute("src");
    URL.revokeObjectURL(this.current.url);
    this.current = null;
  }

  private next() {
    this.finishCurrent();
    const clip = this.queue.shift();
    if (!clip) {
      this.events.onSpeaking(false);
      return;
    }
    this.current = clip;
    this.events.onSpeaking(true);
    this.audio.src = clip.url;
    // A browser that refuses to play (autoplay rules) skips to the next clip rather than stalling.
    this.audio.play().catch((err: unknown) => {
      if (err instanceof DOMException && err.name === "AbortError") return;
      if (this.current === clip) this.next();
    });
  }
}

/** Collects one clip's binary frames between the room's `audio_start` and `audio_end`. */
export class ClipAssembler {
  private open: { turnId: string; clip: number; mime: string; parts: ArrayBuffer[] } | null = null;

  start(turnId: string, clip: number, mime: string) {
    this.open = { turnId, clip, mime, parts: [] };
  }

  frame(data: ArrayBuffer) {
    this.open?.parts.push(data);
  }

  /** The finished clip, or null when the frames belong to no open clip. */
  end(turnId: string, clip: number): { turnId: string; blob: Blob } | null {
    const open = this.open;
    this.open = null;
    if (!open || open.turnId !== turnId || open.clip !== clip) return null;
    return { turnId, blob: new Blob(open.parts, { type: open.mime }) };
  }

  reset() {
    this.open = null;
  }
}
