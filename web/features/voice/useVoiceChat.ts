/**
 * The voice chat's behaviour (spec section 4, "Voice"): the session's VoiceRoom socket, the
 * microphone (the browser's speech recognition, or 16 kHz PCM streamed to the room), the answer's
 * clips played in order, and the rules between them — recording clears the transcript and stops
 * Amal's voice; a final transcript turns the main button into Send; a language change while
 * recording stops, waits a second, switches and restarts; muting stops the voice; pressing the
 * microphone while Amal speaks stops her and cancels her turn.
 */
import PartySocket from "partysocket";
import { type RefObject, useCallback, useEffect, useReducer, useRef, useState } from "react";
import { readFrame, ROOMS, roomCloseCause, type RoomCloseCause } from "../../../party/protocol";
import {
  DEFAULT_VOICE_LANGUAGES,
  VOICE_LIMITS,
  type VoiceClientMessage,
  type VoiceLanguage,
  type VoiceLanguageCode,
  voiceRoomName,
  voiceServerEventSchema,
} from "../../../party/voice-protocol";
import { DEFAULT_VOICE_LANGUAGE } from "../../../core/voice/languages";
import type { ApiError } from "../../api-errors";
import { refusalProbe } from "../coach/refusal-probe";
import { ClipAssembler, ClipPlayer } from "./clip-player";
import { checkMicrophone, type MicProblem, problemOfMediaError, problemOfRecognitionError, readResults, speechRecognitionCtor, type SpeechRecognitionLike } from "./microphone";
import { CAPTURE_RATE, type PcmCapture, startPcmCapture } from "./pcm-capture";
import { initialVoiceState, isProcessing, voiceReducer } from "./voice-state";

export type Connection = "offline" | "connecting" | "open";
export type Recognition = "browser" | "server";

/** The pause between stopping and restarting a recording when the language changes (spec: 1 s). */
export const LANGUAGE_SWITCH_MS = 1000;

const newTurnId = () => (typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

interface Options {
  sessionId: string | null;
  userId: string | null;
  audioRef: RefObject<HTMLAudioElement | null>;
}

export function useVoiceChat({ sessionId, userId, audioRef }: Options) {
  const [state, dispatch] = useReducer(voiceReducer, initialVoiceState);
  const [connection, setConnection] = useState<Connection>("offline");
  const [ended, setEnded] = useState<RoomCloseCause | null>(null);
  /** Why the room keeps refusing the socket, as the API tells it (signed out, session deleted). */
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const [attempt, setAttempt] = useState(0);
  /** Opens the room's socket again after a refusal. */
  const reconnect = useCallback(() => {
    setRefusal(null);
    setAttempt((n) => n + 1);
  }, []);
  const [languages, setLanguages] = useState<VoiceLanguage[]>(DEFAULT_VOICE_LANGUAGES);
  const [recognition, setRecognition] = useState<Recognition>("browser");
  const [language, setLanguage] = useState<VoiceLanguageCode>(DEFAULT_VOICE_LANGUAGE);
  /** The microphone is being asked for (between the press and the recording). */
  const [starting, setStarting] = useState(false);
  const [recording, setRecording] = useState(false);
  const [switching, setSwitching] = useState(false);
  const [transcript, setTranscript] = useState({ final: "", interim: "" });
  const [speaking, setSpeaking] = useState(false);
  const [muted, setMuted] = useState(false);
  const [problem, setProblem] = useState<MicProblem | null>(null);
  /** A turn could not be sent: the room is not connected. */
  const [unsent, setUnsent] = useState(false);

  const socketRef = useRef<PartySocket | null>(null);
  const playerRef = useRef<ClipPlayer | null>(null);
  const assembler = useRef(new ClipAssembler());
  const stateRef = useRef(state);
  stateRef.current = state;
  const mutedRef = useRef(muted);
  mutedRef.current = muted;
  /** The recording under way: the recognition or the PCM capture, and which press started it. */
  const recognizer = useRef<SpeechRecognitionLike | null>(null);
  const capture = useRef<{ turnId: string; capture: PcmCapture | null; timer: ReturnType<typeof setTimeout> } | null>(null);
  const generation = useRef(0);
  const switchTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** The server-recognition turn whose transcript the page is waiting for. */
  const awaitingTranscript = useRef<string | null>(null);

  // One player for the page's <audio> element.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const player = new ClipPlayer(audio, { onSpeaking: setSpeaking });
    playerRef.current = player;
    return () => {
      player.dispose();
      playerRef.current = null;
    };
  }, [audioRef]);

  // The room: one socket per session.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is a reconnect: a new value opens the socket again.
  useEffect(() => {
    if (!sessionId || !userId) return;
    const socket = new PartySocket({
      host: window.location.host,
      protocol: window.location.protocol === "https:" ? "wss" : "ws",
      party: ROOMS.voiceRoom,
      room: voiceRoomName(userId, sessionId),
      maxEnqueuedMessages: 0,
      // Ordinary drops reconnect; a room that ended the socket for a reason is not asked again.
      shouldReconnectOnClose: (e) => roomCloseCause(e.code) === null,
    });
    socket.binaryType = "arraybuffer";
    socketRef.current = socket;
    setConnection("connecting");

    const onMessage = (e: MessageEvent) => {
      if (e.data instanceof ArrayBuffer) {
        assembler.current.frame(e.data);
        return;
      }
      const parsed = voiceServerEventSchema.safeParse(readFrame(e.data));
      if (!parsed.success) {
        console.warn("VoiceRoom sent an event the page does not know", e.data);
        return;
      }
      const event = parsed.data;
      switch (event.type) {
        case "ready":
          setLanguages(event.languages);
          setRecognition(event.recognition);
          setLanguage((current) => (event.languages.some((l) => l.code === current) ? current : (event.languages[0]?.code ?? current)));
          return;
        case "transcript":
          if (event.turnId !== awaitingTranscript.current) return;
          setTranscript(event.final ? { final: event.text.trim(), interim: "" } : { final: "", interim: event.text });
          if (event.final) awaitingTranscript.current = null;
          return;
        case "audio_start":
          assembler.current.start(event.turnId, event.clip, event.mime);
          return;
        case "audio_end": {
          const clip = assembler.current.end(event.turnId, event.clip);
          // A turn the user spoke over, or a muted voice, plays nothing.
          if (clip && !mutedRef.current && !stateRef.current.cancelled.includes(clip.turnId)) playerRef.current?.enqueue(clip.turnId, clip.blob);
          return;
        }
        case "pong":
          return;
        default:
          dispatch({ type: "event", event, at: new Date().toISOString() });
      }
    };
    const probe = refusalProbe(sessionId, (err) => {
      socket.close();
      setConnection("offline");
      setRefusal(err);
    });
    const onOpen = () => {
      probe.opened();
      setConnection("open");
    };
    const onClose = (e: CloseEvent) => {
      assembler.current.reset();
      const cause = roomCloseCause(e.code);
      if (cause) {
        setEnded(cause);
        setConnection("offline");
        return;
      }
      setConnection("connecting");
      probe.failed();
    };
    socket.addEventListener("message", onMessage);
    socket.addEventListener("open", onOpen);
    socket.addEventListener("close", onClose);
    return () => {
      socket.removeEventListener("message", onMessage);
      socket.removeEventListener("open", onOpen);
      socket.removeEventListener("close", onClose);
      socket.close();
      socketRef.current = null;
      setConnection("offline");
    };
  }, [sessionId, userId, attempt]);

  const transmit = useCallback((message: VoiceClientMessage) => {
    const socket = socketRef.current;
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(message));
    return true;
  }, []);

  /** Stops Amal: her voice, and her turn when it is still being answered (barge-in). */
  const interrupt = useCallback(() => {
    const turnId = stateRef.current.waiting;
    if (turnId) {
      transmit({ type: "cancel", turnId });
      dispatch({ type: "cancel", turnId });
    }
    playerRef.current?.stop();
  }, [transmit]);

  const stopRecording = useCallback(() => {
    generation.current++;
    const rec = recognizer.current;
    recognizer.current = null;
    // Stopping (not aborting) lets the browser deliver the last words it heard.
    rec?.stop();
    const server = capture.current;
    capture.current = null;
    if (server) {
      clearTimeout(server.timer);
      awaitingTranscript.current = server.turnId;
      void server.capture?.stop().finally(() => transmit({ type: "audio_end", turnId: server.turnId }));
    }
    setStarting(false);
    setRecording(false);
  }, [transmit]);

  const startRecording = useCallback(
    async (lang: VoiceLanguageCode) => {
      // Start recording clears the transcript and stops playing audio (spec); speaking over Amal cancels her turn.
      interrupt();
      setTranscript({ final: "", interim: "" });
      setProblem(null);
      setUnsent(false);
      dispatch({ type: "error", message: null });
      const mine = ++generation.current;
      const current = () => generation.current === mine;

      if (recognition === "server") {
        setStarting(true);
        let stream: MediaStream;
        try {
          stream = await navigator.mediaDevices.getUserMedia({ audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true } });
        } catch (err) {
          if (current()) {
            setProblem(navigator.mediaDevices ? problemOfMediaError(err) : "absent");
            setStarting(false);
          }
          return;
        }
        if (!current()) {
          for (const track of stream.getTracks()) track.stop();
          return;
        }
        const turnId = newTurnId();
        const timer = setTimeout(() => stopRecording(), VOICE_LIMITS.maxAudioSeconds * 1000 - 250);
        capture.current = { turnId, capture: null, timer };
        transmit({ type: "audio_start", turnId, language: lang, sampleRate: CAPTURE_RATE });
        try {
          const pcm = await startPcmCapture(stream, (bytes) => socketRef.current?.send(bytes));
          if (capture.current?.turnId === turnId) capture.current.capture = pcm;
          else await pcm.stop();
        } catch {
          for (const track of stream.getTracks()) track.stop();
          if (current()) {
            clearTimeout(timer);
            capture.current = null;
            setProblem("failed");
            setStarting(false);
          }
          return;
        }
        if (!current()) return;
        setStarting(false);
        setRecording(true);
        return;
      }

      const Recognizer = speechRecognitionCtor();
      if (!Recognizer) {
        setProblem("noRecognition");
        return;
      }
      setStarting(true);
      const mic = await checkMicrophone();
      if (!current()) return;
      if (mic) {
        setProblem(mic);
        setStarting(false);
        return;
      }
      const rec = new Recognizer();
      rec.lang = lang;
      rec.continuous = true;
      rec.interimResults = true;
      let said = "";
      rec.onresult = (event) => {
        if (recognizer.current !== rec && generation.current !== mine + 1) return;
        const { final, interim } = readResults(event);
        if (final) said = said ? `${said} ${final}` : final;
        setTranscript({ final: said, interim });
      };
      rec.onerror = (event) => {
        const found = problemOfRecognitionError(event.error);
        if (found) {
          setProblem(found);
          if (recognizer.current === rec) stopRecording();
        }
      };
      rec.onend = () => {
        if (recognizer.current !== rec) return;
        recognizer.current = null;
        setRecording(false);
      };
      recognizer.current = rec;
      try {
        rec.start();
      } catch {
        recognizer.current = null;
        setProblem("recognitionFailed");
        setStarting(false);
        return;
      }
      setStarting(false);
      setRecording(true);
    },
    [interrupt, recognition, stopRecording, transmit],
  );

  const processing = isProcessing(state);

  /** Sends the user's words as a turn (the transcript, or the typed fallback). */
  const sendText = useCallback(
    (text: string) => {
      const words = text.trim();
      if (!words) return false;
      const turnId = newTurnId();
      if (!transmit({ type: "utterance", turnId, text: words.slice(0, VOICE_LIMITS.maxUtteranceChars), language })) {
        setUnsent(true);
        return false;
      }
      setUnsent(false);
      dispatch({ type: "sent", turnId });
      return true;
    },
    [language, transmit],
  );

  /** The main button: microphone, stop, or send (spec). */
  const mainAction: "start" | "stop" | "send" = transcript.final ? "send" : recording || starting ? "stop" : "start";
  const pressMain = useCallback(() => {
    if (processing || switching) return;
    if (mainAction === "send") {
      if (recording || starting) stopRecording();
      // Words the recognition delivers after this belong to no transcript.
      generation.current++;
      if (sendText(transcript.final)) setTranscript({ final: "", interim: "" });
      return;
    }
    if (mainAction === "stop") {
      stopRecording();
      return;
    }
    void startRecording(language);
  }, [processing, switching, mainAction, recording, starting, stopRecording, sendText, transcript.final, startRecording, language]);

  /** Changing language while recording stops, waits a second, switches and restarts; otherwise switches directly. */
  const changeLanguage = useCallback(
    (code: VoiceLanguageCode) => {
      if (code === language) return;
      if (!recording) {
        setLanguage(code);
        return;
      }
      stopRecording();
      setSwitching(true);
      switchTimer.current = setTimeout(() => {
        switchTimer.current = null;
        setLanguage(code);
        setSwitching(false);
        void startRecording(code);
      }, LANGUAGE_SWITCH_MS);
    },
    [language, recording, stopRecording, startRecording],
  );

  /** Muting stops playing audio (spec). */
  const toggleMute = useCallback(() => {
    setMuted((was) => {
      if (!was) playerRef.current?.stop();
      return !was;
    });
  }, []);

  const clear = useCallback(() => dispatch({ type: "clear" }), []);

  // Leaving the page ends the recording and the voice.
  useEffect(
    () => () => {
      generation.current++;
      recognizer.current?.abort();
      const server = capture.current;
      if (server) {
        clearTimeout(server.timer);
        void server.capture?.stop();
      }
      if (switchTimer.current) clearTimeout(switchTimer.current);
    },
    [],
  );

  return {
    state,
    connection,
    ended,
    refusal,
    reconnect,
    languages,
    recognition,
    language,
    recording: recording || starting,
    switching,
    transcript,
    processing,
    speaking,
    muted,
    problem,
    unsent,
    mainAction,
    pressMain,
    changeLanguage,
    toggleMute,
    clear,
    sendText,
  };
}
