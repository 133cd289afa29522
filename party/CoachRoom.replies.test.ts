/** CoachRoom: failed and interrupted replies, restarts, recap, Get Insights, renames, and the local engine. */
import { abortAllDurableObjects, evictDurableObject, runInDurableObject } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { subscribedUser } from "../worker/test/accounts";
import { coachRoom, createCoachSession, gate, openTab, patchJson, sampleTool, scriptedProvider, send, sessionWith, setRoomProvider } from "../worker/test/coach";
import { rows } from "../worker/test/http";
import { AI_UNAVAILABLE_MESSAGE, AiProviderError } from "../worker/providers/ai/types";
import { COACH_REFUSALS, COACH_SESSION_NAME_MAX } from "./coach-protocol";
import type { CoachRoom } from "./CoachRoom";

describe("CoachRoom failures and restarts", () => {
  it("should end a failed reply with the try-again message, keep the human message and store no half answer", async () => {
    const { user, sessionId, tab } = await sessionWith({ before: ["Half ", "an "], fail: new AiProviderError("HTTP 500", "http") });
    const t = await tab();
    send(t, "Give me info about SQL for Data Analysis");
    const error = await t.next("reply_error");
    expect(error.error).toBe(AI_UNAVAILABLE_MESSAGE);
    expect(AI_UNAVAILABLE_MESSAGE).toBe("Amal could not answer just now — try again");

    const fresh = await tab();
    const snapshot = await fresh.next("snapshot");
    expect(snapshot.messages.map((m) => [m.type, m.text])).toEqual([["human", "Give me info about SQL for Data Analysis"]]);
    expect(snapshot.pending).toBeNull();

    const stored = await runInDurableObject(await coachRoom(user.id, sessionId), (_room: CoachRoom, state) =>
      state.storage.sql.exec<{ type: string }>("SELECT type FROM events ORDER BY seq").toArray().map((r) => r.type),
    );
    expect(stored).toEqual(["message", "reply_start", "tool", "reply_error"]);

    // The room is free again.
    await setRoomProvider(user.id, sessionId, scriptedProvider().provider);
    send(t, "Try again");
    expect((await t.next("reply_end")).message!.text).toBe("Start with SQL.");
  });

  it("should keep the transcript and keep counting seq after the object restarts", async () => {
    const { user, sessionId, tab } = await sessionWith();
    const t = await tab();
    send(t, "Before the restart");
    await t.next("reply_end");
    t.close();

    await evictDurableObject(await coachRoom(user.id, sessionId));

    const back = await tab();
    const snapshot = await back.next("snapshot");
    expect(snapshot.seq).toBe(7);
    expect(snapshot.messages.map((m) => m.text)).toEqual(["Before the restart", "Start with SQL."]);
    expect(snapshot.additionalResponse).toBe("Found course 1");

    await setRoomProvider(user.id, sessionId, scriptedProvider().provider);
    send(back, "After the restart");
    expect((await back.next("message")).seq).toBe(8);
  });

  it("should close a reply cut off by a restart with reply_error and no half message", async () => {
    const hold = gate();
    const { user, sessionId, tab } = await sessionWith({ hold: hold.opened });
    const t = await tab();
    send(t, "Cut me off");
    await t.until((events) => events.some((e) => e.type === "token"));

    await abortAllDurableObjects();

    const back = await tab(2);
    const replayed = await back.until((events) => events.some((e) => e.type === "reply_error"));
    expect(replayed.map((e) => e.type)).toEqual(["tool", "reply_error"]);
    const again = await tab();
    const snapshot = await again.next("snapshot");
    expect(snapshot.messages.map((m) => m.text)).toEqual(["Cut me off"]);
    expect(snapshot.pending).toBeNull();

    await setRoomProvider(user.id, sessionId, scriptedProvider().provider);
    send(again, "Still there?");
    expect((await again.next("reply_end")).message!.text).toBe("Start with SQL.");
  });

  it("should keep the human message when the reply fails before its first word", async () => {
    const { user, sessionId, tab } = await sessionWith({ before: [], fail: new AiProviderError("HTTP 500", "http") });
    const t = await tab();
    send(t, "Which SQL course first?");
    await t.next("reply_error");

    const snapshot = await (await tab()).next("snapshot");
    expect(snapshot.messages.map((m) => [m.type, m.text])).toEqual([["human", "Which SQL course first?"]]);
    const stored = await runInDurableObject(await coachRoom(user.id, sessionId), (_room: CoachRoom, state) =>
      state.storage.sql.exec<{ type: string }>("SELECT type FROM events ORDER BY seq").toArray().map((r) => r.type),
    );
    expect(stored).toEqual(["message", "reply_start", "tool", "reply_error"]);
  });

  it("should store the human message while the provider is still thinking, so a restart before the first word keeps it", async () => {
    const hold = gate();
    const { user, sessionId, tab } = await sessionWith({ before: [], hold: hold.opened });
    const t = await tab();
    send(t, "Think about it");
    await t.next("tool");
    await vi.waitFor(async () => {
      const stored = await runInDurableObject(await coachRoom(user.id, sessionId), (_room: CoachRoom, state) =>
        state.storage.sql.exec<{ text: string }>("SELECT text FROM messages").toArray().map((r) => r.text),
      );
      expect(stored).toEqual(["Think about it"]);
    });

    await abortAllDurableObjects();

    const snapshot = await (await tab()).next("snapshot");
    expect(snapshot.messages.map((m) => m.text)).toEqual(["Think about it"]);
    expect(snapshot.pending).toBeNull();
  });
});

describe("CoachRoom recap, insights and renames", () => {
  it("should put a recap in the Knowledge base panel without adding to the transcript", async () => {
    const { tab, requests } = await sessionWith();
    const t = await tab();
    send(t, "I want to learn SQL");
    await t.next("reply_end");
    t.send({ type: "recap", clientMessageId: "r" });
    const end = await t.next("reply_end", 2);
    expect(end).toMatchObject({ kind: "recap", message: null, additionalResponse: "Recap: Start with SQL.", toolsUsed: [sampleTool(1)] });
    expect(requests[1]!.mode).toBe("recap");

    const snapshot = await (await tab()).next("snapshot");
    expect(snapshot.messages).toHaveLength(2);
    expect(snapshot.additionalResponse).toBe("Recap: Start with SQL.");
  });

  it("should review one of the owner's resumes on Get Insights and refuse anyone else's", async () => {
    const { user, tab, requests } = await sessionWith();
    const stranger = await subscribedUser();
    const [own] = await rows<{ id: number }>(
      "INSERT INTO resumes (user_id, title, r2_key, text) VALUES (?, 'Karim Hassan - Resume.pdf', 'k', 'Data analyst. SQL, Python.') RETURNING id",
      user.id,
    );
    const [theirs] = await rows<{ id: number }>("INSERT INTO resumes (user_id, title, r2_key, text) VALUES (?, 'Theirs.pdf', 'k2', 'secret') RETURNING id", stranger.id);

    const t = await tab();
    t.send({ type: "insights", clientMessageId: "i-1", resumeId: theirs!.id });
    expect(await t.next("refused")).toEqual({ type: "refused", reason: COACH_REFUSALS.noResume, clientMessageId: "i-1" });

    t.send({ type: "insights", clientMessageId: "i-2", resumeId: own!.id });
    const message = await t.next("message");
    expect(message.message).toMatchObject({ type: "human", kind: "insights", text: "Get insights on my resume “Karim Hassan - Resume.pdf”" });
    const end = await t.next("reply_end");
    expect(end.message).toMatchObject({ type: "ai", kind: "insights" });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ mode: "resume_insights", resumeId: own!.id });
    expect(requests[0]!.profile.resumes.map((r) => r.text)).toContain("Data analyst. SQL, Python.");
  });

  it("should tell every open tab about a rename", async () => {
    const { user, sessionId, tab } = await sessionWith();
    const [a, b] = [await tab(), await tab()];
    await Promise.all([a.next("snapshot"), b.next("snapshot")]);
    const res = await patchJson(`/api/coach/sessions/${sessionId}`, { session_name: "SQL plan" }, user.cookie);
    expect(res.status).toBe(200);
    for (const t of [a, b]) expect(await t.next("renamed")).toEqual({ type: "renamed", session_name: "SQL plan", seq: 1 });
    expect((await (await tab()).next("snapshot")).session.session_name).toBe("SQL plan");
  });
});

describe("CoachRoom's RPC methods (the worker's typed stub)", () => {
  it("should give the whole transcript, oldest first, with each reply's tools and citations", async () => {
    const { user, sessionId, tab } = await sessionWith();
    const room = await coachRoom(user.id, sessionId);
    expect(await room.transcript()).toEqual([]);

    const t = await tab();
    send(t, "Recommend Course about SQL");
    await t.next("reply_end");
    const messages = await room.transcript();
    expect(messages.map((m) => [m.type, m.text, m.kind])).toEqual([
      ["human", "Recommend Course about SQL", "chat"],
      ["ai", "Start with SQL.", "chat"],
    ]);
    expect(messages[1]).toMatchObject({ toolsUsed: [sampleTool(1)], additionalResponse: "Found course 1", citations: sampleTool(1).citations });
  });

  it("should rename the session for every open tab and for tabs that come later", async () => {
    const { user, sessionId, tab } = await sessionWith();
    const t = await tab();
    await t.next("snapshot");
    await (await coachRoom(user.id, sessionId)).rename("  Interview prep  ");
    expect(await t.next("renamed")).toEqual({ type: "renamed", session_name: "Interview prep", seq: 1 });
    expect((await (await tab()).next("snapshot")).session).toMatchObject({ session_id: sessionId, session_name: "Interview prep" });
  });

  it.each([
    ["an empty name", ""],
    ["a name of spaces", "   "],
    ["a name over the limit", "n".repeat(COACH_SESSION_NAME_MAX + 1)],
  ])("should refuse %s, tell no tab and stay usable", async (_case, name) => {
    const { user, sessionId, tab } = await sessionWith();
    const t = await tab();
    await t.next("snapshot");
    const room = await coachRoom(user.id, sessionId);
    // Called inside the object: a rejected RPC call leaks an unhandled rejection in the test runner.
    await runInDurableObject(room, async (instance: CoachRoom) => {
      await expect(instance.rename(name)).rejects.toThrow(`a session name must be 1 to ${COACH_SESSION_NAME_MAX} characters`);
    });

    await room.rename("n".repeat(COACH_SESSION_NAME_MAX));
    expect(await t.next("renamed")).toEqual({ type: "renamed", session_name: "n".repeat(COACH_SESSION_NAME_MAX), seq: 1 });
    expect(t.received.map((e) => e.type)).toEqual(["snapshot", "renamed"]);
  });
});

describe("CoachRoom with the local coach engine (the default provider)", () => {
  it.each([
    ["Recommend Course about SQL", "recommend_courses", "course"],
    ["Daily tips to boost performance", "daily_tips", "tip"],
    ["Give me a roadmap for a data analyst", "career_roadmap", "roadmap"],
    ["Recommend me a youtube channel for Python", "recommend_youtube", "youtube"],
    ["رشح لي كورس في تحليل البيانات", "recommend_courses", "course"],
  ])("should answer “%s” with %s and cite the catalogue", async (prompt, tool, kind) => {
    const user = await subscribedUser();
    const sessionId = await createCoachSession(user.cookie);
    const t = await openTab(user.cookie, user.id, sessionId);
    send(t, prompt);
    const end = await t.next("reply_end");

    const tools = t.received.filter((e) => e.type === "tool").map((e) => (e as { use: { tool: string } }).use.tool);
    expect(tools).toContain(tool);
    const streamed = t.received.filter((e) => e.type === "token").map((e) => (e as { text: string }).text).join("");
    expect(end.message!.text).toBe(streamed);
    expect(end.message!.text.length).toBeGreaterThan(80);
    expect(end.message!.citations!.some((c) => c.kind === kind)).toBe(true);
    expect(end.toolsUsed.map((u) => u.tool)).toContain(tool);
    if (/[\u0600-\u06FF]/.test(prompt)) expect(end.message!.text).toMatch(/[\u0600-\u06FF]/);
  });

  it("should recap the session from what was said", async () => {
    const user = await subscribedUser();
    const sessionId = await createCoachSession(user.cookie);
    const t = await openTab(user.cookie, user.id, sessionId);
    send(t, "Give me a roadmap for a data analyst");
    await t.next("reply_end");
    t.send({ type: "recap", clientMessageId: "r" });
    const end = await t.next("reply_end", 2);
    expect(end.kind).toBe("recap");
    expect(end.message).toBeNull();
    expect(end.additionalResponse.length).toBeGreaterThan(40);
  });
});
