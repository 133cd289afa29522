/**
 * The daily budget of model-backed coach replies (AI_DAILY_BUDGET, worker/lib/ai-budget.ts): the
 * count in D1, and both coaching rooms taking from it — the model answers while it lasts, then the
 * built-in coach answers with a notice in the user's language; each user counts alone, across all
 * their sessions, chat and voice; the local engine never counts.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import errorsAr from "../core/i18n/messages/errors.ar";
import errorsEn from "../core/i18n/messages/errors.en";
import { database } from "../worker/db/client";
import { aiBudget, budgetNotice } from "../worker/lib/ai-budget";
import { withSafety } from "../worker/providers/ai";
import { subscribedUser } from "../worker/test/accounts";
import { coachRoom, createCoachSession, openTab, scriptedProvider, send, setRoomProvider } from "../worker/test/coach";
import { rows } from "../worker/test/http";
import { fakeTts, openVoiceTab, setVoiceProviders, voiceRoom } from "../worker/test/voice";
import type { CoachRoom } from "./CoachRoom";
import type { VoiceRoom } from "./VoiceRoom";

/** A fixed instant, so a test never straddles midnight UTC. */
const NOON = new Date("2026-11-20T12:00:00Z");
const budgetOf = (limit: number, at = NOON) => aiBudget({ db: database(env.DB), limit, now: () => at });

async function usage(userId: string) {
  return rows<{ day: string; calls: number }>("SELECT day, calls FROM ai_usage WHERE user_id = ? ORDER BY day", userId);
}

/** Gives the session's chat room (and voice room) a budget of `limit` replies a day. */
async function setBudget(userId: string, sessionId: string, limit: number) {
  const { runInDurableObject } = await import("cloudflare:test");
  await runInDurableObject(await coachRoom(userId, sessionId), (room: CoachRoom) => {
    room.aiBudget = budgetOf(limit);
  });
  await runInDurableObject(await voiceRoom(userId, sessionId), (room: VoiceRoom) => {
    room.aiBudget = budgetOf(limit);
  });
}

/** A subscriber's new session whose chat room answers with a scripted "model" under a budget of `limit`. */
async function budgetedSession(limit: number, user?: Awaited<ReturnType<typeof subscribedUser>>, options: { safety?: boolean } = {}) {
  const owner = user ?? (await subscribedUser());
  const sessionId = await createCoachSession(owner.cookie);
  const model = scriptedProvider({ before: ["Model "], after: ["answer."] });
  await setRoomProvider(owner.id, sessionId, options.safety ? withSafety(model.provider) : model.provider);
  await setBudget(owner.id, sessionId, limit);
  const tab = await openTab(owner.cookie, owner.id, sessionId);
  await tab.next("snapshot");
  let replies = 0;
  /** Sends `text` and waits for its reply's end. */
  const ask = async (text: string) => {
    send(tab, text);
    return tab.next("reply_end", ++replies);
  };
  return { user: owner, sessionId, tab, ask, requests: model.requests };
}

describe("the daily AI budget (D1)", () => {
  it("should count each user's replies per UTC day and refuse past the limit, until the next day", async () => {
    const a = await subscribedUser();
    const b = await subscribedUser();
    const budget = budgetOf(2);
    expect(await budget.take(a.id)).toEqual({ allowed: true, used: 1 });
    expect(await budget.take(a.id)).toEqual({ allowed: true, used: 2 });
    expect(await budget.take(a.id)).toEqual({ allowed: false, limit: 2, resetsAt: "2026-11-21T00:00:00.000Z" });
    expect(await budget.take(a.id)).toMatchObject({ allowed: false });
    // The refused ones are not counted: `calls` is how many replies the model was asked for.
    expect(await usage(a.id)).toEqual([{ day: "2026-11-20", calls: 2 }]);
    expect(await budget.used(a.id)).toBe(2);
    // Another user has their own count.
    expect(await budget.take(b.id)).toEqual({ allowed: true, used: 1 });
    // A new UTC day starts again.
    expect(await budgetOf(2, new Date("2026-11-21T00:00:00Z")).take(a.id)).toEqual({ allowed: true, used: 1 });
    expect(await usage(a.id)).toEqual([
      { day: "2026-11-20", calls: 2 },
      { day: "2026-11-21", calls: 1 },
    ]);
  });

  it("should let exactly the limit through when many replies ask at once", async () => {
    const user = await subscribedUser();
    const budget = budgetOf(3);
    const verdicts = await Promise.all(Array.from({ length: 12 }, () => budget.take(user.id)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(3);
    expect(await usage(user.id)).toEqual([{ day: "2026-11-20", calls: 3 }]);
  });

  it("should never refuse, and count nothing, with a limit of 0", async () => {
    const user = await subscribedUser();
    const budget = budgetOf(0);
    for (let i = 0; i < 5; i++) expect((await budget.take(user.id)).allowed).toBe(true);
    expect(await usage(user.id)).toEqual([]);
  });

  it("should word the notice in English and in Arabic from the errors catalogue", () => {
    expect(budgetNotice(200, "en")).toBe(errorsEn["coach.aiBudgetSpent"].replace("{limit}", "200"));
    expect(budgetNotice(200, "en")).toMatch(/^You've used today's 200 answers from Amal's AI model\. It resets at midnight UTC\./);
    expect(budgetNotice(200, "ar")).toBe(errorsAr["coach.aiBudgetSpent"].replace("{limit}", "200"));
    expect(budgetNotice(200, "ar")).toMatch(/[\u0600-\u06FF]/);
  });
});

describe("CoachRoom under the daily AI budget", () => {
  it("should call the model while the budget lasts, then answer with the built-in coach and say so once", async () => {
    const { user, ask, requests } = await budgetedSession(2);
    expect((await ask("Recommend Course about SQL")).message!.text).toBe("Model answer.");
    expect((await ask("Recommend Course about Python")).message!.text).toBe("Model answer.");
    expect(requests).toHaveLength(2);

    // Spent: the model is not asked; the local engine answers, after the notice.
    const third = await ask("Recommend Course about SQL");
    expect(requests).toHaveLength(2);
    const notice = budgetNotice(2, "en");
    expect(third.message!.text.startsWith(`${notice}\n\n`)).toBe(true);
    expect(third.message!.text.length).toBeGreaterThan(notice.length + 80);
    expect(third.toolsUsed.map((u) => u.tool)).toContain("recommend_courses");

    // Later answers that day come from the local engine without repeating the notice.
    const fourth = await ask("Give me a roadmap for a data analyst");
    expect(requests).toHaveLength(2);
    expect(fourth.message!.text).not.toContain(notice);
    expect(fourth.toolsUsed.map((u) => u.tool)).toContain("career_roadmap");
    expect(await usage(user.id)).toEqual([{ day: "2026-11-20", calls: 2 }]);
  });

  it("should not repeat the notice after the room was evicted and woke again", async () => {
    const { user, sessionId, tab, ask } = await budgetedSession(1);
    await ask("Hello");
    expect((await ask("Recommend Course about SQL")).message!.text.startsWith(budgetNotice(1, "en"))).toBe(true);
    tab.close();

    const { evictDurableObject } = await import("cloudflare:test");
    await evictDurableObject(await coachRoom(user.id, sessionId));
    const model = scriptedProvider();
    await setRoomProvider(user.id, sessionId, model.provider);
    await setBudget(user.id, sessionId, 1);
    const back = await openTab(user.cookie, user.id, sessionId);
    await back.next("snapshot");
    send(back, "Give me a roadmap for a data analyst");
    const end = await back.next("reply_end");
    expect(model.requests).toHaveLength(0);
    expect(end.message!.text).not.toContain(budgetNotice(1, "en"));
    expect(end.toolsUsed.map((u) => u.tool)).toContain("career_roadmap");
  });

  it("should write the notice in Arabic when the user writes in Arabic", async () => {
    const { ask, requests } = await budgetedSession(1);
    await ask("Recommend Course about SQL");
    const end = await ask("رشح لي كورس في تحليل البيانات");
    expect(requests).toHaveLength(1);
    expect(end.message!.text.startsWith(budgetNotice(1, "ar"))).toBe(true);
  });

  it("should stream the notice as the reply's first token, so the tokens add up to the stored answer", async () => {
    const { tab, ask } = await budgetedSession(1);
    await ask("Hello");
    const end = await ask("Recommend Course about SQL");
    const streamed = tab.received.flatMap((e) => (e.type === "token" && e.replyId === end.replyId ? [e.text] : []));
    expect(streamed[0]).toBe(`${budgetNotice(1, "en")}\n\n`);
    expect(streamed.join("")).toBe(end.message!.text);
  });

  it("should count a user's replies across all their sessions, and another user's apart", async () => {
    const first = await budgetedSession(2);
    await first.ask("One");
    await first.ask("Two");
    // The same user's other session: the budget is already spent.
    const second = await budgetedSession(2, first.user);
    const end = await second.ask("Recommend Course about SQL");
    expect(second.requests).toHaveLength(0);
    expect(end.message!.text.startsWith(budgetNotice(2, "en"))).toBe(true);
    // Someone else still gets the model.
    const other = await budgetedSession(2);
    expect((await other.ask("Recommend Course about SQL")).message!.text).toBe("Model answer.");
    expect(other.requests).toHaveLength(1);
    expect(await usage(first.user.id)).toEqual([{ day: "2026-11-20", calls: 2 }]);
    expect(await usage(other.user.id)).toEqual([{ day: "2026-11-20", calls: 1 }]);
  });

  it("should take nothing from the budget for a message the safety layer answers", async () => {
    // As in production, the model sits behind the safety layer.
    const { user, ask, requests } = await budgetedSession(1, undefined, { safety: true });
    const emergency = await ask("my chest hurts badly and my left arm is numb, I'm at my desk at work");
    expect(emergency.message!.text).toMatch(/911|123/);
    expect(emergency.message!.text).not.toContain(budgetNotice(1, "en"));
    const crisis = await ask("مش عايز أعيش خلاص");
    expect(crisis.message!.text).toMatch(/08008880700|988|123/);
    expect(requests).toHaveLength(0);
    expect(await usage(user.id)).toEqual([]);

    // The one reply of the day is still there for a career question.
    expect((await ask("Recommend Course about SQL")).message!.text).toBe("Model answer.");
    expect(requests).toHaveLength(1);
    expect(await usage(user.id)).toEqual([{ day: "2026-11-20", calls: 1 }]);
  });

  it("should never count the local engine", async () => {
    const user = await subscribedUser();
    const sessionId = await createCoachSession(user.cookie);
    const local = scriptedProvider({ before: ["Local "], after: ["answer."] });
    await setRoomProvider(user.id, sessionId, { ...local.provider, name: "local" });
    await setBudget(user.id, sessionId, 1);
    const tab = await openTab(user.cookie, user.id, sessionId);
    for (let i = 1; i <= 3; i++) {
      send(tab, `Question ${i}`);
      expect((await tab.next("reply_end", i)).message!.text).toBe("Local answer.");
    }
    expect(local.requests).toHaveLength(3);
    expect(await usage(user.id)).toEqual([]);
  });
});

describe("VoiceRoom under the daily AI budget", () => {
  it("should take from the same budget as the chat, then answer with the built-in coach and speak the notice first", async () => {
    const { user, sessionId, ask } = await budgetedSession(1);
    await ask("Recommend Course about SQL");

    const model = scriptedProvider({ before: ["Spoken "], after: ["answer."] });
    const tts = fakeTts();
    await setVoiceProviders(user.id, sessionId, { speech: { stt: null, tts: tts.tts }, ai: model.provider });
    const page = await openVoiceTab(user.cookie, user.id, sessionId);
    await page.next("ready");
    page.send({ type: "utterance", turnId: "t1", text: "Recommend Course about SQL", language: "en-US" });
    const end = await page.next("turn_end");

    expect(model.requests).toHaveLength(0);
    const notice = budgetNotice(1, "en");
    expect(end.text.startsWith(notice.split(". ")[0]!)).toBe(true);
    expect(tts.calls[0]!.text).toBe("You've used today's 1 answers from Amal's AI model.");
    // The voice turn lands in the chat with the notice before the local engine's answer.
    const transcript = await (await coachRoom(user.id, sessionId)).transcript();
    expect(transcript.at(-1)).toMatchObject({ type: "ai", kind: "voice" });
    expect(transcript.at(-1)!.text.startsWith(`${notice}\n\n`)).toBe(true);
    expect(await usage(user.id)).toEqual([{ day: "2026-11-20", calls: 1 }]);
  });

  it("should let the model answer a voice turn while the budget lasts, and count it", async () => {
    const user = await subscribedUser();
    const sessionId = await createCoachSession(user.cookie);
    await setBudget(user.id, sessionId, 5);
    const model = scriptedProvider({ before: ["Spoken "], after: ["answer."] });
    await setVoiceProviders(user.id, sessionId, { speech: { stt: null, tts: fakeTts().tts }, ai: model.provider });
    const page = await openVoiceTab(user.cookie, user.id, sessionId);
    await page.next("ready");
    page.send({ type: "utterance", turnId: "t1", text: "Hello", language: "en-US" });
    expect((await page.next("turn_end")).text).toBe("Spoken answer.");
    expect(model.requests).toHaveLength(1);
    expect(await usage(user.id)).toEqual([{ day: "2026-11-20", calls: 1 }]);
  });
});
