import { describe, expect, it } from "vitest";
import type { VoiceServerEvent } from "../../../party/voice-protocol";
import { initialVoiceState, isProcessing, voiceReducer, type VoiceAction, type VoiceState } from "./voice-state";

const at = "2026-11-25T09:05:00.000Z";
const ev = (event: VoiceServerEvent): VoiceAction => ({ type: "event", event, at });
const run = (...actions: VoiceAction[]): VoiceState => actions.reduce(voiceReducer, initialVoiceState);

describe("the voice chat's conversation", () => {
  it("should show Processing from sending until the first sentence, then grow the AI bubble sentence by sentence", () => {
    let state = run({ type: "sent", turnId: "t1" });
    expect(isProcessing(state)).toBe(true);
    state = voiceReducer(state, ev({ type: "turn_start", turnId: "t1", text: "Which course for SQL?", language: "en-US" }));
    expect(state.messages.map((m) => [m.type, m.message])).toEqual([
      ["user", "Which course for SQL?"],
      ["ai", ""],
    ]);
    expect(isProcessing(state)).toBe(true);
    state = voiceReducer(state, ev({ type: "sentence", turnId: "t1", index: 1, text: "Try the SQL course." }));
    state = voiceReducer(state, ev({ type: "sentence", turnId: "t1", index: 0, text: "Good question." }));
    expect(state.messages[1]!.message).toBe("Good question. Try the SQL course.");
    expect(isProcessing(state)).toBe(false);
    state = voiceReducer(state, ev({ type: "turn_end", turnId: "t1", text: "Good question. Try the SQL course.", links: [{ title: "SQL", url: "https://example.com/sql" }], interrupted: false }));
    expect(state.messages[1]).toMatchObject({ streaming: false, links: [{ title: "SQL", url: "https://example.com/sql" }] });
    expect(state.waiting).toBeNull();
  });

  it("should keep what was said when the user speaks over Amal, and ignore the turn's late sentences", () => {
    let state = run({ type: "sent", turnId: "t1" }, ev({ type: "turn_start", turnId: "t1", text: "Hi", language: "en-US" }), ev({ type: "sentence", turnId: "t1", index: 0, text: "Hello there." }));
    state = voiceReducer(state, { type: "cancel", turnId: "t1" });
    expect(state.waiting).toBeNull();
    state = voiceReducer(state, ev({ type: "sentence", turnId: "t1", index: 1, text: "Late words." }));
    expect(state.messages[1]!.message).toBe("Hello there.");
    state = voiceReducer(state, ev({ type: "turn_end", turnId: "t1", text: "", links: [], interrupted: true }));
    expect(state.messages[1]).toMatchObject({ message: "Hello there.", interrupted: true });
  });

  it("should end the wait on a refusal or a failed turn, and drop an AI bubble that said nothing", () => {
    const refused = run({ type: "sent", turnId: "t1" }, ev({ type: "refused", reason: "Say something first.", turnId: "t1" }));
    expect(refused).toMatchObject({ waiting: null, error: "Say something first." });
    const failed = run({ type: "sent", turnId: "t2" }, ev({ type: "turn_start", turnId: "t2", text: "Hi", language: "en-US" }), ev({ type: "turn_error", turnId: "t2", message: "Amal could not answer." }));
    expect(failed.messages.map((m) => m.type)).toEqual(["user"]);
    expect(failed).toMatchObject({ waiting: null, error: "Amal could not answer." });
  });

  it("should empty the panel on Clear chat", () => {
    const state = run({ type: "sent", turnId: "t1" }, ev({ type: "turn_start", turnId: "t1", text: "Hi", language: "en-US" }), { type: "clear" });
    expect(state.messages).toEqual([]);
  });
});
