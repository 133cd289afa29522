/**
 * CoachRoom: who may connect, the conversation, one reply at a time, replay by seq.
 * (Failures, restarts, recap, insights, renames and the local engine: CoachRoom.replies.test.ts.)
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { subscribedUser } from "../worker/test/accounts";
import { createCoachSession, gate, newSessionId, openTab, sampleTool, scriptedProvider, send, seqs, sessionWith, upgradeToRoom, setRoomProvider, withoutSnapshot } from "../worker/test/coach";
import { rows } from "../worker/test/http";
import { COACH_LIMITS, COACH_REFUSALS, coachRoomName, type CoachServerEvent } from "./coach-protocol";

describe("CoachRoom admission (through the worker)", () => {
  it("should refuse a tab without a session cookie with 401", async () => {
    const owner = await subscribedUser();
    const sessionId = await createCoachSession(owner.cookie);
    const res = await upgradeToRoom(coachRoomName(owner.id, sessionId));
    expect(res.status).toBe(401);
    expect(res.webSocket).toBeNull();
  });

  it("should refuse the owner's own session with 403 once the subscription has failed", async () => {
    const owner = await subscribedUser();
    const sessionId = await createCoachSession(owner.cookie);
    await env.DB.prepare("UPDATE subscriptions SET status = 'failed' WHERE user_id = ?").bind(owner.id).run();
    const res = await upgradeToRoom(coachRoomName(owner.id, sessionId), owner.cookie);
    expect(res.status).toBe(403);
    expect(await res.text()).toBe("Choose a plan to talk with Amal.");
  });

  it("should refuse another user's session with 403", async () => {
    const owner = await subscribedUser();
    const stranger = await subscribedUser();
    const sessionId = await createCoachSession(owner.cookie);
    const res = await upgradeToRoom(coachRoomName(owner.id, sessionId), stranger.cookie);
    expect(res.status).toBe(403);
    expect(res.webSocket).toBeNull();
  });

  it.each([
    ["a session nobody created", (id: string) => coachRoomName(id, newSessionId())],
    ["another user's session id under the owner's name", (id: string) => coachRoomName(id, "42")],
    ["a room named after the user alone", (id: string) => id],
  ])("should refuse %s with 404", async (_case, nameOf) => {
    const owner = await subscribedUser();
    const other = await subscribedUser();
    await createCoachSession(other.cookie, "Other's session", "42");
    const res = await upgradeToRoom(nameOf(owner.id), owner.cookie);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("This coaching session no longer exists.");
  });

  it("should greet the owner's tab with a snapshot of the session", async () => {
    const owner = await subscribedUser();
    const sessionId = await createCoachSession(owner.cookie, "November 17, 2026");
    const tab = await openTab(owner.cookie, owner.id, sessionId);
    const snapshot = await tab.next("snapshot");
    expect(snapshot).toMatchObject({
      seq: 0,
      session: { session_id: sessionId, session_name: "November 17, 2026", last_activity_at: null },
      messages: [],
      pending: null,
      additionalResponse: "",
      toolsUsed: [],
    });
  });
});

describe("CoachRoom conversation", () => {
  it("should echo the message, stream the reply to every tab and store it once complete", async () => {
    const { user, sessionId, tab, requests } = await sessionWith({ before: ["Start ", "with "], after: ["SQL."] });
    const first = await tab();
    const second = await tab();
    await Promise.all([first.next("snapshot"), second.next("snapshot")]);

    send(first, "  Recommend Course about SQL  ", "c-1");
    const end = await first.next("reply_end");
    await second.next("reply_end");

    const events = withoutSnapshot(first.received);
    expect(events.map((e) => e.type)).toEqual(["message", "reply_start", "tool", "token", "token", "token", "reply_end"]);
    expect(seqs(events)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(withoutSnapshot(second.received)).toEqual(events);

    const [message] = events as Extract<CoachServerEvent, { type: "message" }>[];
    expect(message).toMatchObject({ clientMessageId: "c-1", message: { type: "human", text: "Recommend Course about SQL", kind: "chat" } });
    expect(end).toMatchObject({
      kind: "chat",
      message: { type: "ai", text: "Start with SQL.", kind: "chat", toolsUsed: [sampleTool(1)], additionalResponse: "Found course 1", citations: sampleTool(1).citations },
      additionalResponse: "Found course 1",
      toolsUsed: [sampleTool(1)],
    });

    // The provider saw the profile from D1 and the conversation ending with the new message.
    expect(requests[0]).toMatchObject({ mode: "chat", messages: [{ role: "user", content: "Recommend Course about SQL" }], profile: { fullname: "Karim Hassan", title: "Data Analyst", level: "Junior" } });

    // D1 records the activity for the portal's list.
    const [row] = await rows<{ message_count: number; last_activity_at: string | null }>(
      "SELECT message_count, last_activity_at FROM coach_sessions WHERE user_id = ? AND session_id = ?",
      user.id,
      sessionId,
    );
    expect(row!.message_count).toBe(2);
    expect(row!.last_activity_at).not.toBeNull();
  });

  it("should give the conversation so far to the provider on the next turn", async () => {
    const { tab, requests } = await sessionWith();
    const t = await tab();
    send(t, "First question");
    await t.next("reply_end");
    send(t, "Second question");
    await t.next("reply_end", 2);
    // The answer's citations go with it, so "the first one" on the next turn means what was shown.
    expect(requests[1]!.messages).toEqual([
      { role: "user", content: "First question" },
      { role: "assistant", content: "Start with SQL.", citations: sampleTool(1).citations },
      { role: "user", content: "Second question" },
    ]);
  });

  it("should give the provider the newest 40 messages of a long conversation, each answer with its own citations", async () => {
    const { tab, requests } = await sessionWith();
    const t = await tab();
    for (let turn = 1; turn <= 21; turn++) {
      send(t, `Question ${turn}`);
      await t.next("reply_end", turn);
    }
    send(t, "Question 22");
    await t.next("reply_end", 22);
    const seen = requests[21]!.messages;
    expect(seen).toHaveLength(40);
    // 43 messages so far: the window starts at the second answer and ends with the new question.
    expect(seen[0]).toEqual({ role: "assistant", content: "Start with SQL.", citations: sampleTool(2).citations });
    expect(seen[1]).toEqual({ role: "user", content: "Question 3" });
    expect(seen[38]).toEqual({ role: "assistant", content: "Start with SQL.", citations: sampleTool(21).citations });
    expect(seen[39]).toEqual({ role: "user", content: "Question 22" });
  });

  const json = (message: unknown) => JSON.stringify(message);
  it.each([
    ["an empty message", json({ type: "send", clientMessageId: "c", text: "   \n " }), COACH_REFUSALS.empty],
    ["a message over the limit", json({ type: "send", clientMessageId: "c", text: "x".repeat(COACH_LIMITS.maxMessageChars + 1) }), COACH_REFUSALS.tooLong],
    ["a message of an unknown type", json({ type: "delete_everything", clientMessageId: "c" }), COACH_REFUSALS.malformed],
    ["a message without a type", json({ clientMessageId: "c", text: "Hi" }), COACH_REFUSALS.malformed],
    ["text that is not JSON", "hello?", COACH_REFUSALS.malformed],
    ["JSON that is not an object", json(["send", "Hi"]), COACH_REFUSALS.malformed],
    ["a binary frame", new TextEncoder().encode(json({ type: "send", clientMessageId: "c", text: "Hi" })), COACH_REFUSALS.malformed],
    ["a send without text", json({ type: "send", clientMessageId: "c" }), COACH_REFUSALS.malformed],
    ["a send whose text is not a string", json({ type: "send", clientMessageId: "c", text: 42 }), COACH_REFUSALS.malformed],
    ["a send without a clientMessageId", json({ type: "send", text: "Hi" }), COACH_REFUSALS.malformed],
    ["a send with an overlong clientMessageId", json({ type: "send", clientMessageId: "c".repeat(101), text: "Hi" }), COACH_REFUSALS.malformed],
    ["a send with a field it does not have", json({ type: "send", clientMessageId: "c", text: "Hi", role: "ai" }), COACH_REFUSALS.malformed],
    ["a recap without a clientMessageId", json({ type: "recap" }), COACH_REFUSALS.malformed],
    ["a recap with a numeric clientMessageId", json({ type: "recap", clientMessageId: 7 }), COACH_REFUSALS.malformed],
    ["insights without a resumeId", json({ type: "insights", clientMessageId: "c" }), COACH_REFUSALS.malformed],
    ["insights with a resumeId in quotes", json({ type: "insights", clientMessageId: "c", resumeId: "1" }), COACH_REFUSALS.malformed],
    ["insights with a negative resumeId", json({ type: "insights", clientMessageId: "c", resumeId: -1 }), COACH_REFUSALS.malformed],
    ["insights with a fractional resumeId", json({ type: "insights", clientMessageId: "c", resumeId: 1.5 }), COACH_REFUSALS.malformed],
    ["a ping with a field it does not have", json({ type: "ping", since: 3 }), COACH_REFUSALS.malformed],
    ["a ping whose id is a number", json({ type: "ping", id: 7 }), COACH_REFUSALS.malformed],
    ["a ping with an overlong id", json({ type: "ping", id: "p".repeat(101) }), COACH_REFUSALS.malformed],
  ])("should refuse %s to that tab only, store nothing and stay usable", async (_case, frame, reason) => {
    const { tab } = await sessionWith();
    const sender = await tab();
    const other = await tab();
    await Promise.all([sender.next("snapshot"), other.next("snapshot")]);
    sender.sendRaw(frame);
    const refused = await sender.next("refused");
    expect(refused.reason).toBe(reason);
    // A later ping round-trips on both tabs: nothing else was sent to the other tab meanwhile.
    other.send({ type: "ping" });
    await other.next("pong");
    expect(other.received.map((e) => e.type)).toEqual(["snapshot", "pong"]);
    const again = await tab();
    expect((await again.next("snapshot")).messages).toEqual([]);
    // The room still takes a well-formed message from the same tab.
    send(sender, "Recommend Course about SQL");
    expect((await sender.next("reply_end")).message!.text).toBe("Start with SQL.");
  });
});

describe("CoachRoom ping", () => {
  it("should answer a ping at once with a pong carrying its id, to that tab only, storing and broadcasting nothing", async () => {
    const { tab } = await sessionWith();
    const pinger = await tab();
    const other = await tab();
    await Promise.all([pinger.next("snapshot"), other.next("snapshot")]);

    for (const id of ["p-1", "p-2", "p-3"]) pinger.send({ type: "ping", id });
    await pinger.next("pong", 3);
    expect(withoutSnapshot(pinger.received)).toEqual([
      { type: "pong", id: "p-1" },
      { type: "pong", id: "p-2" },
      { type: "pong", id: "p-3" },
    ]);
    // A ping without an id still gets its pong (the older clients' form).
    pinger.send({ type: "ping" });
    expect(await pinger.next("pong", 4)).toEqual({ type: "pong" });

    // The other tab got nothing meanwhile: its own ping's pong is the first thing after its snapshot.
    other.send({ type: "ping", id: "other" });
    await other.next("pong");
    expect(other.received.map((e) => e.type)).toEqual(["snapshot", "pong"]);
    expect(other.received[1]).toEqual({ type: "pong", id: "other" });
    // Nothing was stored: a new tab's snapshot is still at seq 0.
    const late = await tab();
    expect(await late.next("snapshot")).toMatchObject({ seq: 0, messages: [] });
  });
});

describe("CoachRoom: one reply at a time", () => {
  it("should refuse a second request while Amal answers, to the tab that sent it, and never interleave replies", async () => {
    const hold = gate();
    const { user, sessionId, tab } = await sessionWith({ hold: hold.opened });
    const a = await tab();
    const b = await tab();
    await Promise.all([a.next("snapshot"), b.next("snapshot")]);

    send(a, "Recommend Course about SQL", "from-a");
    await b.until((events) => events.some((e) => e.type === "token"), "the first tokens");
    send(b, "Give me a roadmap for a data analyst", "from-b");
    b.send({ type: "recap", clientMessageId: "recap-b" });

    const refusals = await b.until((events) => events.filter((e) => e.type === "refused").length === 2);
    expect(refusals.filter((e) => e.type === "refused")).toEqual([
      { type: "refused", reason: COACH_REFUSALS.busy, clientMessageId: "from-b" },
      { type: "refused", reason: COACH_REFUSALS.busy, clientMessageId: "recap-b" },
    ]);

    hold.open();
    await a.next("reply_end");
    // B may now ask; its reply follows A's, never inside it.
    await setRoomProvider(user.id, sessionId, scriptedProvider().provider);
    send(b, "Give me a roadmap for a data analyst", "from-b-2");
    await a.next("reply_end", 2);

    expect(a.received.some((e) => e.type === "refused")).toBe(false);
    const stream = withoutSnapshot(a.received);
    expect(stream.filter((e) => e.type === "message").map((e) => (e as { message: { text: string } }).message.text)).toEqual([
      "Recommend Course about SQL",
      "Give me a roadmap for a data analyst",
    ]);
    // Each reply's events sit between its start and its end.
    let open: string | null = null;
    for (const event of stream) {
      if (event.type === "reply_start") {
        expect(open).toBeNull();
        open = event.replyId;
      } else if (event.type === "tool" || event.type === "token") {
        expect(event.replyId).toBe(open);
      } else if (event.type === "reply_end") {
        expect(event.replyId).toBe(open);
        open = null;
      } else if (event.type === "message") {
        expect(open).toBeNull();
      }
    }
  });

  it("should show a tab that opens mid-reply the text so far, then the rest", async () => {
    const hold = gate();
    const { tab } = await sessionWith({ before: ["Start ", "with "], after: ["SQL."], hold: hold.opened });
    const first = await tab();
    send(first, "Recommend Course about SQL");
    await first.until((events) => events.filter((e) => e.type === "token").length === 2);

    const late = await tab();
    const snapshot = await late.next("snapshot");
    expect(snapshot.pending).toMatchObject({ kind: "chat", text: "Start with ", toolsUsed: [sampleTool(1)] });
    expect(snapshot.messages.map((m) => m.text)).toEqual(["Recommend Course about SQL"]);

    hold.open();
    const end = await late.next("reply_end");
    expect(end.message!.text).toBe("Start with SQL.");
    expect(late.received.filter((e) => e.type === "token").map((e) => (e as { text: string }).text)).toEqual(["SQL."]);
  });
});

describe("CoachRoom replay by seq", () => {
  /** Two complete exchanges: seq 1–7 and 8–14. */
  async function twoExchanges() {
    const session = await sessionWith();
    const t = await session.tab();
    send(t, "One");
    await t.next("reply_end");
    send(t, "Two");
    await t.next("reply_end", 2);
    t.close();
    return { ...session, seen: withoutSnapshot(t.received) };
  }

  it("should send a tab that reconnects with ?since=N exactly the kept events after N, in order", async () => {
    const { tab, seen } = await twoExchanges();
    const back = await tab(8);
    const replayed = await back.until((events) => events.some((e) => e.type === "reply_end"));
    // The second exchange's tokens were dropped once its reply_end (holding the whole message) was stored.
    expect(replayed).toEqual(seen.filter((e) => "seq" in e && e.seq > 8 && e.type !== "token"));
    expect(replayed.map((e) => e.type)).toEqual(["reply_start", "tool", "reply_end"]);
  });

  it("should send nothing to a tab that is up to date, and then the new events", async () => {
    const { tab, seen } = await twoExchanges();
    const back = await tab(14);
    back.send({ type: "ping" });
    await back.next("pong");
    expect(back.received).toEqual([{ type: "pong" }]);
    expect(seqs(seen).at(-1)).toBe(14);
  });

  it.each([
    ["without ?since", undefined],
    ["with ?since=0", 0],
    ["with a seq from the future (the room was reset)", 99],
    ["with a seq that is not a number", "abc"],
  ])("should send a snapshot to a tab %s", async (_case, since) => {
    const { tab } = await twoExchanges();
    const back = await tab(since);
    const snapshot = await back.next("snapshot");
    expect(snapshot.seq).toBe(14);
    expect(snapshot.messages.map((m) => [m.type, m.text])).toEqual([
      ["human", "One"],
      ["ai", "Start with SQL."],
      ["human", "Two"],
      ["ai", "Start with SQL."],
    ]);
    expect(snapshot.additionalResponse).toBe("Found course 2");
  });
});
