import { afterEach, describe, expect, it, vi } from "vitest";
import type { CoachMessage, CoachServerEvent, ToolUse } from "../../../party/coach-protocol";
import { chatReducer, initialChatState, isBusy, serverAction, streamingAnswer, visibleAdditionalResponse, visibleTools, type ChatAction, type ChatState } from "./chat-state";
import en from "../../../core/i18n/messages/coach.en";
import { displayToolName, placeholderRange, PROMPT_KEYS } from "./prompts";
import { newSessionRef, todaysSessionName } from "./session-ref";

const session = { session_id: "1763800000000", session_name: "November 22, 2026", date_created: "2026-11-22", last_activity_at: null };
const human = (id: string, text: string): CoachMessage => ({ id, type: "human", text, createdAt: "2026-11-22T10:00:00Z", kind: "chat" });
const ai = (id: string, text: string): CoachMessage => ({ id, type: "ai", text, createdAt: "2026-11-22T10:00:01Z", kind: "chat" });
const tool: ToolUse = { tool: "recommend_courses", input: { subject: "SQL" }, observation: "3 courses", citations: [] };

const run = (actions: ChatAction[], from: ChatState = initialChatState) => actions.reduce(chatReducer, from);
const server = (event: CoachServerEvent): ChatAction => ({ type: "server", event });
const snapshot = (seq: number, messages: CoachMessage[] = []): ChatAction =>
  server({ type: "snapshot", seq, session, messages, pending: null, additionalResponse: "old panel text", toolsUsed: [] });

describe("chat state (spec section 4, Chat)", () => {
  it("should show the human message at once, clear the input and the panel text, and be busy on submit", () => {
    const s = run([snapshot(1), { type: "input", text: "Recommend Course about SQL" }, { type: "submit", clientMessageId: "c1", text: "Recommend Course about SQL", at: "t" }]);
    expect(s.input).toBe("");
    expect(s.outbox.map((m) => m.text)).toEqual(["Recommend Course about SQL"]);
    expect(s.additionalResponse).toBe("");
    expect(isBusy(s)).toBe(true);
  });

  it("should stream the reply token by token, then store the AI message, additional response and tools", () => {
    let s = run([snapshot(1), { type: "submit", clientMessageId: "c1", text: "hi", at: "t" }]);
    s = run(
      [
        server({ type: "message", seq: 2, message: human("h1", "hi"), clientMessageId: "c1" }),
        server({ type: "reply_start", seq: 3, replyId: "r1", kind: "chat" }),
        server({ type: "tool", seq: 4, replyId: "r1", use: tool }),
        server({ type: "token", seq: 5, replyId: "r1", text: "Hello" }),
        server({ type: "token", seq: 6, replyId: "r1", text: " there" }),
      ],
      s,
    );
    expect(s.outbox).toEqual([]);
    expect(s.messages.map((m) => m.text)).toEqual(["hi"]);
    expect(streamingAnswer(s)?.text).toBe("Hello there");
    expect(visibleTools(s)).toEqual([tool]);
    expect(isBusy(s)).toBe(true);

    s = chatReducer(s, server({ type: "reply_end", seq: 7, replyId: "r1", kind: "chat", message: ai("a1", "Hello there"), additionalResponse: "Found 3 courses", toolsUsed: [tool] }));
    expect(s.messages.map((m) => m.type)).toEqual(["human", "ai"]);
    expect(s.additionalResponse).toBe("Found 3 courses");
    expect(s.toolsUsed).toEqual([tool]);
    expect(isBusy(s)).toBe(false);
    expect(s.lastSeq).toBe(7);
  });

  it("should apply each event once when the room replays what this tab already saw", () => {
    const events = [snapshot(1), server({ type: "message", seq: 2, message: human("h1", "hi") }), server({ type: "reply_start", seq: 3, replyId: "r1", kind: "chat" }), server({ type: "token", seq: 4, replyId: "r1", text: "A" })];
    const s = run([...events, ...events.slice(1)]);
    expect(s.messages).toHaveLength(1);
    expect(streamingAnswer(s)?.text).toBe("A");
  });

  it("should put a refused message back into the input with the reason, and end busy", () => {
    const s = run([snapshot(1), { type: "submit", clientMessageId: "c1", text: "my long question", at: "t" }, server({ type: "refused", reason: "Amal is still answering", clientMessageId: "c1" })]);
    expect(s.input).toBe("my long question");
    expect(s.outbox).toEqual([]);
    expect(s.notice).toEqual({ tone: "error", text: "Amal is still answering", from: "room" });
    expect(isBusy(s)).toBe(false);
  });

  it("should keep the human message and give its text back to the tab that sent it when the provider fails", () => {
    const steps: ChatAction[] = [
      snapshot(1),
      { type: "submit", clientMessageId: "c1", text: "question", at: "t" },
      server({ type: "message", seq: 2, message: human("h1", "question"), clientMessageId: "c1" }),
      server({ type: "reply_start", seq: 3, replyId: "r1", kind: "chat" }),
      server({ type: "token", seq: 4, replyId: "r1", text: "Half" }),
      server({ type: "reply_error", seq: 5, replyId: "r1", error: "Amal could not answer just now — try again" }),
    ];
    const sender = run(steps);
    expect(sender.messages.map((m) => m.text)).toEqual(["question"]);
    expect(sender.pending).toBeNull();
    expect(sender.input).toBe("question");
    expect(sender.notice?.text).toMatch(/could not answer/);
    expect(isBusy(sender)).toBe(false);

    // Another tab of the same session sees the error but gets no text it never typed.
    const watcher = run(steps.filter((a) => a.type === "server"));
    expect(watcher.input).toBe("");
    expect(watcher.notice?.text).toMatch(/could not answer/);
  });

  it("should never overwrite what the user typed since with a restored message", () => {
    const s = run([snapshot(1), { type: "submit", clientMessageId: "c1", text: "old", at: "t" }, { type: "input", text: "new draft" }, server({ type: "refused", reason: "busy", clientMessageId: "c1" })]);
    expect(s.input).toBe("new draft");
  });

  it("should stream a recap into the additional response only, and keep the last tools", () => {
    let s = run([
      snapshot(1),
      server({ type: "reply_end", seq: 2, replyId: "r0", kind: "chat", message: ai("a0", "x"), additionalResponse: "before", toolsUsed: [tool] }),
      { type: "request", kind: "recap", clientMessageId: "c2" },
    ]);
    expect(s.additionalResponse).toBe("");
    s = run([server({ type: "reply_start", seq: 3, replyId: "r1", kind: "recap" }), server({ type: "token", seq: 4, replyId: "r1", text: "You talked about SQL" })], s);
    expect(visibleAdditionalResponse(s)).toBe("You talked about SQL");
    expect(streamingAnswer(s)).toBeNull();
    s = chatReducer(s, server({ type: "reply_end", seq: 5, replyId: "r1", kind: "recap", message: null, additionalResponse: "You talked about SQL.", toolsUsed: [] }));
    expect(s.additionalResponse).toBe("You talked about SQL.");
    expect(s.messages).toHaveLength(1);
    expect(s.toolsUsed).toEqual([tool]);
  });

  it("should follow a rename from another tab", () => {
    const s = run([snapshot(1), server({ type: "renamed", seq: 2, session_name: "SQL plan" })]);
    expect(s.session?.session_name).toBe("SQL plan");
  });

  it("should show a reply already under way to a tab that joins late", () => {
    const s = run([server({ type: "snapshot", seq: 9, session, messages: [human("h1", "hi")], pending: { replyId: "r1", kind: "chat", text: "Hel", toolsUsed: [tool] }, additionalResponse: "", toolsUsed: [] })]);
    expect(isBusy(s)).toBe(true);
    expect(streamingAnswer(s)?.text).toBe("Hel");
    expect(visibleTools(s)).toEqual([tool]);
  });

  it("should give the text back when the request never reached the room", () => {
    const s = run([{ type: "submit", clientMessageId: "c1", text: "first words", at: "t" }, { type: "request_failed", clientMessageId: "c1", message: "Could not start the session." }]);
    expect(s.input).toBe("first words");
    expect(s.outbox).toEqual([]);
    expect(isBusy(s)).toBe(false);
  });

  it("should drop a sent message from the outbox when a reconnect snapshot already holds it", () => {
    const s = run([snapshot(1), { type: "submit", clientMessageId: "c1", text: "while offline", at: "t" }, server({ type: "snapshot", seq: 3, session, messages: [human("h9", "while offline")], pending: null, additionalResponse: "", toolsUsed: [] })]);
    expect(s.outbox).toEqual([]);
    expect(s.messages.map((m) => m.text)).toEqual(["while offline"]);
  });
});

describe("frames from the room", () => {
  afterEach(() => vi.restoreAllMocks());

  it.each<[string, CoachServerEvent]>([
    ["a snapshot", { type: "snapshot", seq: 3, session, messages: [human("h1", "hi"), { ...ai("a1", "Hello"), toolsUsed: [tool], additionalResponse: "x", citations: [] }], pending: { replyId: "r", kind: "recap", text: "So far", toolsUsed: [tool] }, additionalResponse: "", toolsUsed: [tool] }],
    ["a message echo", { type: "message", seq: 2, message: human("h1", "hi"), clientMessageId: "c1" }],
    ["a tool", { type: "tool", seq: 4, replyId: "r1", use: { ...tool, citations: [{ kind: "course", id: "c", title: "SQL", url: "https://example.org" }] } }],
    ["a token", { type: "token", seq: 5, replyId: "r1", text: "Hello" }],
    ["a recap's end", { type: "reply_end", seq: 7, replyId: "r1", kind: "recap", message: null, additionalResponse: "Recap", toolsUsed: [] }],
    ["a reply error", { type: "reply_error", seq: 8, replyId: "r1", error: "Amal could not answer just now — try again" }],
    ["a rename", { type: "renamed", seq: 9, session_name: "SQL plan" }],
    ["a refusal", { type: "refused", reason: "Type a message first.", clientMessageId: "c" }],
    ["a pong", { type: "pong" }],
  ])("should read %s as the room sent it", (_case, event) => {
    expect(serverAction(JSON.stringify(event))).toEqual({ type: "server", event });
  });

  it.each<[string, unknown]>([
    ["text that is not JSON", "{ type: token"],
    ["a binary frame", new TextEncoder().encode(JSON.stringify({ type: "pong" })).buffer],
    ["an event of an unknown type", JSON.stringify({ type: "deleted", seq: 2 })],
    ["a token without its text", JSON.stringify({ type: "token", seq: 5, replyId: "r1" })],
    ["an event whose seq is not a number", JSON.stringify({ type: "renamed", seq: "9", session_name: "SQL plan" })],
    ["a reply end whose message has no id", JSON.stringify({ type: "reply_end", seq: 7, replyId: "r1", kind: "chat", message: { type: "ai", text: "Hi", createdAt: "t", kind: "chat" }, additionalResponse: "", toolsUsed: [] })],
    ["a tool the coach does not have", JSON.stringify({ type: "tool", seq: 4, replyId: "r1", use: { ...tool, tool: "delete_account" } })],
    ["a snapshot without its session", JSON.stringify({ type: "snapshot", seq: 1, messages: [], pending: null, additionalResponse: "", toolsUsed: [] })],
  ])("should ignore and log %s, leaving the screen as it was", (_case, frame) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(serverAction(frame)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    // The next well-formed event still applies.
    const s = run([snapshot(1), serverAction(JSON.stringify({ type: "renamed", seq: 2, session_name: "Renamed" }))!]);
    expect(s.session?.session_name).toBe("Renamed");
  });
});

describe("chat screen texts", () => {
  it("should remove only the first underscore of a tool name", () => {
    expect(displayToolName("recommend_courses")).toBe("recommend courses");
    expect(displayToolName("a_b_c")).toBe("a b_c");
    expect(displayToolName("daily_tips")).toBe("daily tips");
  });

  it("should select the placeholder of each template that has one", () => {
    expect(PROMPT_KEYS.map((key) => {
      const t = en[key];
      const r = placeholderRange(t);
      return r && t.slice(r.start, r.end);
    })).toEqual(["<SUBJECT>", null, "<COURSE>", "<FIELD>", "<SUBJECT OR COURSE>"]);
  });

  it("should name a new session after today's date and id it by the timestamp", () => {
    const at = new Date(2026, 10, 22, 9, 30);
    expect(todaysSessionName(at)).toBe("November 22, 2026");
    expect(newSessionRef(at)).toEqual({ id: String(at.getTime()), name: "November 22, 2026" });
  });
});
