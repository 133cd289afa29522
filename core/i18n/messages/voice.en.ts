/**
 * The voice chat (/portal/assistant-audio-chat). The spec's English texts (Voice Chat with Amal,
 * Start a conversation, Click the microphone and speak to begin, Processing..., Speaking...,
 * You said:, Processing:) are written here exactly as the spec has them.
 */
export default {
  "page.loading": "Loading the voice session",

  // The conversation panel
  "panel.title": "Voice Chat with Amal",
  "empty.title": "Start a conversation",
  "empty.text": "Click the microphone and speak to begin",
  you: "You",
  coachName: "Amal",
  "bubble.links": "Links",
  "bubble.interrupted": "Interrupted",
  "status.processing": "Processing...",
  "status.speaking": "Speaking...",

  // The side panel
  "side.label": "Voice controls",
  "transcript.title": "Live transcript",
  "transcript.final": "You said:",
  "transcript.interim": "Processing:",
  "transcript.empty": "Your words appear here as you speak.",
  "language.label": "Language",
  "language.en-US": "English (US)",
  "language.ar-SA": "Arabic",
  "language.ar-AE": "Arabic (UAE)",
  "connection.label": "Connection",
  "connection.open": "Connected",
  "connection.connecting": "Connecting...",
  "connection.offline": "Disconnected",
  "main.start": "Start speaking",
  "main.stop": "Stop recording",
  "main.send": "Send",
  "main.processing": "Processing...",
  "main.switching": "Switching language...",
  "mute.on": "Mute Amal's voice",
  "mute.off": "Unmute Amal's voice",
  "mute.muted": "Amal's voice is muted",
  clear: "Clear chat",
  "hints.title": "How it works",
  "hints.speak": "Click the microphone and speak.",
  "hints.release": "Stop the recording, then send it: Amal answers out loud.",
  "hints.mute": "The volume button mutes or unmutes Amal's voice.",
  "hints.bargeIn": "Press the microphone while Amal speaks to interrupt her.",

  // The microphone and speech recognition
  "mic.denied": "Microphone access was denied. Allow the microphone for this site in your browser's settings, or type your message below.",
  "mic.absent": "No microphone was found. Connect one and try again, or type your message below.",
  "mic.noRecognition": "This browser has no speech recognition. Type your message below, or open the page in a browser that has it (such as Chrome or Edge).",
  "mic.recognitionFailed": "Speech recognition stopped working. Type your message below, or try again.",
  "mic.failed": "The microphone could not be started. Type your message below, or try again.",
  "typed.label": "Your message",
  "typed.placeholder": "Type what you want to say...",
  "typed.send": "Send message",

  // Errors and the room
  "error.notConnected": "Not connected to Amal yet. Wait a moment and try again.",
  "load.error": "We couldn't open the voice session.",
  "load.missing": "This session does not exist any more.",
  "load.retry": "Try again",
  "load.newSession": "Start a new session",
  "audio.status.playing": "Amal is speaking",
} as const;
