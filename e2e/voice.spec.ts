import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, type WebSocketRoute } from "@playwright/test";
import { portalTest as test } from "./fixtures";
import { WIDTHS, expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from "./helpers";

/*
 * The voice chat against the real app (the VoiceRoom Durable Object, the offline coach and its
 * eSpeak NG voice), in Chromium with a fake microphone. Chromium's own speech recognition needs
 * a network service, so a stand-in (injected before the page loads) plays the browser's part:
 * on start() it hears part of a phrase the test chose ("Processing: …"), then all of it
 * ("You said: …"). Each test speaks in a coaching session of its own.
 */

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

/** The fake microphone's words, spoken by eSpeak NG when the project's script is there. */
function fakeMicrophoneWav(): string | null {
  const script = join(process.cwd(), "scripts/speak-wav.mjs");
  if (!existsSync(script)) return null;
  const out = join(tmpdir(), "amal-voice-e2e.wav");
  try {
    if (!existsSync(out)) execFileSync(process.execPath, [script, "en-US", "Which course should I take to learn SQL?", out], { stdio: "ignore", timeout: 30_000 });
    return out;
  } catch {
    return null; // the fake device's own beep does as well
  }
}
const wav = fakeMicrophoneWav();

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      ...(isRoot ? ["--no-sandbox"] : []),
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-gpu",
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      ...(wav ? [`--use-file-for-fake-audio-capture=${wav}`] : []),
      "--autoplay-policy=no-user-gesture-required",
    ],
  },
});

const PHRASE = "Which course should I take to learn SQL";

/** The speech-recognition stand-in; `window.__speech` lets the test steer it and read what it was asked. */
async function installSpeech(page: Page, options: { phrase?: string; finalAfterMs?: number | null } = {}) {
  await page.addInitScript(
    ({ phrase, finalAfterMs }) => {
      type Handler<E> = ((e: E) => void) | null;
      const log = { phrase, finalAfterMs, langs: [] as string[], starts: [] as number[], stops: [] as number[], continuous: [] as boolean[], interim: [] as boolean[] };
      (window as unknown as { __speech: typeof log }).__speech = log;
      class StandInRecognition {
        lang = "";
        continuous = false;
        interimResults = false;
        onresult: Handler<unknown> = null;
        onerror: Handler<unknown> = null;
        onend: (() => void) | null = null;
        private live = false;
        start() {
          log.langs.push(this.lang);
          log.starts.push(performance.now());
          log.continuous.push(this.continuous);
          log.interim.push(this.interimResults);
          this.live = true;
          const words = log.phrase.split(" ");
          setTimeout(() => this.emit(false, words.slice(0, Math.ceil(words.length / 2)).join(" ")), 250);
          if (log.finalAfterMs !== null) setTimeout(() => this.emit(true, log.phrase), log.finalAfterMs);
        }
        stop() {
          if (!this.live) return;
          this.live = false;
          log.stops.push(performance.now());
          setTimeout(() => this.onend?.(), 30);
        }
        abort() {
          this.stop();
        }
        private emit(isFinal: boolean, transcript: string) {
          if (!this.live) return;
          const result = Object.assign([{ transcript, confidence: 0.9 }], { isFinal });
          this.onresult?.({ resultIndex: 0, results: [result] });
        }
      }
      Object.assign(window, { SpeechRecognition: StandInRecognition, webkitSpeechRecognition: StandInRecognition });
    },
    { phrase: options.phrase ?? PHRASE, finalAfterMs: options.finalAfterMs === undefined ? 1200 : options.finalAfterMs },
  );
}

const speech = (page: Page) => page.evaluate(() => (window as unknown as { __speech: { langs: string[]; starts: number[]; stops: number[]; continuous: boolean[]; interim: boolean[] } }).__speech);

let sessionCounter = 0;
/** A coaching session of the test's own (as the chat creates one), and the voice page's URL for it. */
async function createSession(page: Page, name = "Voice practice") {
  const id = String(Date.now() * 10 + (sessionCounter++ % 10));
  const res = await page.request.post("/api/coach/sessions", { data: { session_id: id, session_name: name } });
  expect(res.status(), await res.text()).toBe(201);
  return { id, name, url: `/portal/assistant-audio-chat?session_id=${id}&session_name=${encodeURIComponent(name)}` };
}

const panel = (page: Page) => page.getByRole("region", { name: "Voice Chat with Amal" });
const controls = (page: Page) => page.getByRole("complementary", { name: "Voice controls" });
const mainButton = (page: Page, name: string) => controls(page).getByRole("button", { name, exact: true });
const transcript = (page: Page) => page.getByTestId("voice-transcript");
const userBubbles = (page: Page) => panel(page).getByTestId("voice-user-message");
const aiBubbles = (page: Page) => panel(page).getByTestId("voice-ai-message");
const audio = (page: Page) => page.getByTestId("voice-audio");
const clipsPlayed = async (page: Page) => Number(await audio(page).getAttribute("data-clips-played"));

async function openVoice(page: Page, url: string) {
  await page.goto(url);
  await expect(panel(page).getByRole("heading", { name: "Voice Chat with Amal" })).toBeVisible();
  await expect(page.getByTestId("voice-connection")).toHaveText("Connected");
}

test.describe("the voice chat", () => {
  test("should turn speech into a turn: live transcript, Send, the user's and Amal's bubbles, her voice, Clear chat, and the turn in the text chat", async ({ page }) => {
    await installSpeech(page);
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    const session = await createSession(page);
    await openVoice(page, session.url);
    await expect(page).toHaveTitle("Voice Session | Amal");

    // The chat screens' head, with the session carried both ways.
    const nav = page.getByRole("navigation", { name: "Coach" });
    await expect(nav.getByRole("link", { name: "Voice session" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Session", exact: true })).toHaveAttribute("href", new RegExp(`session_id=${session.id}`));

    // Empty state, hints, and no Clear chat before there is something to clear.
    await expect(panel(page).getByText("Start a conversation", { exact: true })).toBeVisible();
    await expect(panel(page).getByText("Click the microphone and speak to begin", { exact: true })).toBeVisible();
    await expect(controls(page).getByText("Click the microphone and speak.")).toBeVisible();
    await expect(controls(page).getByRole("button", { name: "Clear chat" })).toHaveCount(0);
    await expect(controls(page).getByRole("combobox", { name: "Language" })).toHaveValue("en-US");

    // Speaking: what is being heard, then what was said; the main button becomes Send.
    await mainButton(page, "Start speaking").click();
    await expect(transcript(page)).toContainText("Processing: Which course should I");
    await expect(transcript(page)).toContainText(`You said: ${PHRASE}`);
    const asked = await speech(page);
    expect(asked).toMatchObject({ langs: ["en-US"], continuous: [true], interim: [true] });

    // Sending clears the transcript; Amal thinks, answers in the panel and out loud.
    await mainButton(page, "Send").click();
    await expect(transcript(page)).not.toContainText("You said:");
    await expect(userBubbles(page)).toHaveText([new RegExp(PHRASE)]);
    await expect(userBubbles(page).first().locator("time")).toHaveText(/^\d{2}:\d{2}$/);
    await expect(aiBubbles(page)).toHaveCount(1);
    await expect(aiBubbles(page).first()).not.toHaveAttribute("data-state", "streaming");
    await expect(aiBubbles(page).first()).toContainText(/SQL/i);
    await expect.poll(() => clipsPlayed(page), { message: "Amal's answer is heard" }).toBeGreaterThan(0);
    await expect(mainButton(page, "Start speaking")).toBeEnabled();
    await expectNoSeriousA11yViolations(page);

    // Clear chat empties the panel (the session keeps the turn).
    await controls(page).getByRole("button", { name: "Clear chat" }).click();
    await expect(panel(page).getByText("Start a conversation", { exact: true })).toBeVisible();
    await expect(controls(page).getByRole("button", { name: "Clear chat" })).toHaveCount(0);

    // The same session in the text chat shows the voice turn.
    await nav.getByRole("link", { name: "Session", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/portal/assistant-chat\\?session_id=${session.id}`));
    const talk = page.getByRole("region", { name: "Talk to Coach" });
    await expect(talk.getByTestId("human-message").filter({ hasText: PHRASE })).toHaveCount(1);
    await expect(talk.getByTestId("ai-message")).toHaveCount(1);
    // …and back to the voice chat in the same session.
    await page.getByRole("navigation", { name: "Coach" }).getByRole("link", { name: "Voice session" }).click();
    await expect(page).toHaveURL(new RegExp(`/portal/assistant-audio-chat\\?session_id=${session.id}`));
  });

  test("should stop Amal's voice when muted, and play no more of her answer", async ({ page }) => {
    await installSpeech(page, { phrase: "Give me a roadmap for a data analyst" });
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await openVoice(page, (await createSession(page)).url);

    await mainButton(page, "Start speaking").click();
    await expect(transcript(page)).toContainText("You said:");
    await mainButton(page, "Send").click();
    await expect(panel(page).getByTestId("voice-indicator")).toHaveText(/Speaking\.\.\./);
    const mute = controls(page).getByRole("button", { name: "Mute Amal's voice" });
    await mute.click();
    await expect(mute).toHaveAttribute("aria-pressed", "true");
    await expect(controls(page).getByText("Amal's voice is muted")).toBeVisible();
    await expect(panel(page).getByTestId("voice-indicator")).toHaveCount(0);
    expect(await audio(page).evaluate((el: HTMLAudioElement) => el.paused)).toBe(true);
    const heard = await clipsPlayed(page);
    await expect(aiBubbles(page).first()).not.toHaveAttribute("data-state", "streaming");
    expect(await clipsPlayed(page)).toBe(heard);
  });

  test("should stop, wait a second and restart the recording in the new language when it changes while recording", async ({ page }) => {
    await installSpeech(page, { finalAfterMs: null });
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await openVoice(page, (await createSession(page)).url);
    const language = controls(page).getByRole("combobox", { name: "Language" });

    // Not recording: the language switches at once.
    await language.selectOption("ar-SA");
    await expect(language).toHaveValue("ar-SA");
    await language.selectOption("en-US");

    await mainButton(page, "Start speaking").click();
    await expect(transcript(page)).toContainText("Processing:");
    await expect(mainButton(page, "Stop recording")).toBeVisible();
    await language.selectOption("ar-SA");
    await expect(mainButton(page, "Switching language...")).toBeDisabled();
    await expect(language).toBeDisabled();
    await expect(mainButton(page, "Stop recording")).toBeVisible();
    await expect(language).toHaveValue("ar-SA");
    const asked = await speech(page);
    expect(asked.langs).toEqual(["en-US", "ar-SA"]);
    expect(asked.starts[1]! - asked.stops[0]!).toBeGreaterThanOrEqual(950);
    await mainButton(page, "Stop recording").click();
    await expect(mainButton(page, "Start speaking")).toBeVisible();
  });

  test("should say the microphone was denied and let the user type instead", async ({ page }) => {
    await installSpeech(page);
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
    });
    await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
    await openVoice(page, (await createSession(page)).url);

    await mainButton(page, "Start speaking").click();
    await expect(controls(page).getByRole("alert")).toHaveText(/Microphone access was denied/);
    await expect(mainButton(page, "Start speaking")).toBeVisible();
    const typed = controls(page).getByRole("textbox", { name: "Your message" });
    await typed.fill("Recommend me a youtube channel for Excel");
    await controls(page).getByRole("button", { name: "Send message" }).click();
    await expect(typed).toHaveValue("");
    await expect(userBubbles(page)).toHaveText([/Recommend me a youtube channel for Excel/]);
    await expect(aiBubbles(page).first()).not.toHaveAttribute("data-state", "streaming");

    // Phones: the side panel under the conversation, nothing wider than the screen.
    expect((await controls(page).boundingBox())!.y).toBeGreaterThan((await panel(page).boundingBox())!.y + 100);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });
});

/** A stand-in room on the page's socket: it answers every utterance with `clips` clips and links. */
function fakeRoom(page: Page, clip: Buffer, clips = 6) {
  const received: { type: string; turnId?: string }[] = [];
  let socket: WebSocketRoute | null = null;
  const ready = page.routeWebSocket(/\/parties\/voice-room\//, (ws) => {
    socket = ws;
    ws.send(JSON.stringify({ type: "ready", languages: [{ code: "en-US", label: "English (US)" }, { code: "ar-SA", label: "Arabic" }, { code: "ar-AE", label: "Arabic (UAE)" }], recognition: "browser" }));
    ws.onMessage((raw) => {
      if (typeof raw !== "string") return;
      const message = JSON.parse(raw) as { type: string; turnId: string; text: string; language: string };
      received.push(message);
      if (message.type !== "utterance") return;
      const { turnId } = message;
      ws.send(JSON.stringify({ type: "turn_start", turnId, text: message.text, language: message.language }));
      for (let i = 0; i < clips; i++) {
        ws.send(JSON.stringify({ type: "sentence", turnId, index: i, text: `Sentence ${i + 1}.` }));
        ws.send(JSON.stringify({ type: "audio_start", turnId, clip: i, mime: "audio/wav" }));
        ws.send(clip);
        ws.send(JSON.stringify({ type: "audio_end", turnId, clip: i }));
      }
    });
  });
  return {
    ready,
    received,
    /** Ends the turn (as the room does after its last clip, or after a cancel). */
    end(turnId: string, interrupted: boolean) {
      socket?.send(JSON.stringify({ type: "turn_end", turnId, text: "Sentence 1.", links: [{ title: "SQL for Data Analysis", url: "https://www.coursera.org/learn/sql" }], interrupted }));
    },
    /** A late clip of a turn. */
    clip(turnId: string, n: number) {
      socket?.send(JSON.stringify({ type: "audio_start", turnId, clip: n, mime: "audio/wav" }));
      socket?.send(clip);
      socket?.send(JSON.stringify({ type: "audio_end", turnId, clip: n }));
    },
  };
}

/** A second of a quiet 440 Hz tone as a 16-bit mono WAV. */
function toneWav(seconds = 1, rate = 8000): Buffer {
  const samples = Math.round(seconds * rate);
  const buf = Buffer.alloc(44 + samples * 2);
  buf.write("RIFF", 0);
  buf.writeUInt32LE(36 + samples * 2, 4);
  buf.write("WAVEfmt ", 8);
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20);
  buf.writeUInt16LE(1, 22);
  buf.writeUInt32LE(rate, 24);
  buf.writeUInt32LE(rate * 2, 28);
  buf.writeUInt16LE(2, 32);
  buf.writeUInt16LE(16, 34);
  buf.write("data", 36);
  buf.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) buf.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 3000), 44 + i * 2);
  return buf;
}

test("should stop Amal and cancel her turn when the user speaks over her, ignoring the turn's late audio, and show her links", async ({ page }) => {
  await installSpeech(page, { phrase: "Tell me about SQL" });
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  const room = fakeRoom(page, toneWav(1.5));
  await room.ready;
  await openVoice(page, (await createSession(page)).url);

  await mainButton(page, "Start speaking").click();
  await expect(transcript(page)).toContainText("You said: Tell me about SQL");
  await mainButton(page, "Send").click();
  await expect(aiBubbles(page).first()).toContainText("Sentence 1. Sentence 2.");
  await expect(panel(page).getByTestId("voice-indicator")).toHaveText(/Speaking\.\.\./);
  await expect.poll(() => clipsPlayed(page)).toBeGreaterThan(0);
  const turnId = room.received.find((m) => m.type === "utterance")!.turnId!;

  // Barge-in: the microphone while Amal speaks stops her, cancels her turn and records anew.
  await mainButton(page, "Start speaking").click();
  await expect.poll(() => room.received.filter((m) => m.type === "cancel").map((m) => m.turnId)).toEqual([turnId]);
  await expect(panel(page).getByTestId("voice-indicator")).toHaveCount(0);
  await expect(transcript(page)).toContainText("Processing:");
  const heard = await clipsPlayed(page);
  room.clip(turnId, 99);
  room.end(turnId, true);
  await expect(aiBubbles(page).first()).toContainText("Interrupted");
  await expect(aiBubbles(page).first().getByRole("link", { name: "SQL for Data Analysis" })).toHaveAttribute("href", "https://www.coursera.org/learn/sql");
  await page.waitForTimeout(300);
  expect(await clipsPlayed(page)).toBe(heard);
  expect(await audio(page).evaluate((el: HTMLAudioElement) => el.paused)).toBe(true);
});
