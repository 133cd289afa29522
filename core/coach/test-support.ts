/**
 * What the coach's unit tests share: a profile to ask as, and playing a question or a whole
 * conversation through the local engine the way the room does (each answer's citations passed
 * back with it).
 */
import { streamLocalCoach } from "./engine.ts";
import type { ChatTurn, CoachProfile, CoachStreamEvent } from "./types.ts";

export type Done = Extract<CoachStreamEvent, { type: "done" }>;

/** A junior data analyst in Cairo whose profile names Excel by a synonym ("MS Excel"). */
export const NADIA: CoachProfile = {
  fullname: "Nadia Fawzy",
  title: "Junior Data Analyst",
  level: "Junior",
  country: "Egypt",
  city: "Cairo",
  bio: "",
  skills: [{ name: "SQL", type: "hard" }, { name: "MS Excel", type: "hard" }],
  resumes: [],
};

/** The engine's final event for `turns`. */
export async function ask(turns: ChatTurn[], profile: CoachProfile = NADIA): Promise<Done> {
  let done: Done | undefined;
  for await (const event of streamLocalCoach({ mode: "chat", messages: turns, profile, today: "2026-11-22" })) if (event.type === "done") done = event;
  if (!done) throw new Error("no done event");
  return done;
}

/** Plays a conversation, passing each answer's citations back like the room does; returns every answer. */
export async function conversation(messages: string[], profile: CoachProfile = NADIA): Promise<Done[]> {
  const turns: ChatTurn[] = [];
  const answers: Done[] = [];
  for (const content of messages) {
    turns.push({ role: "user", content });
    const done = await ask(turns, profile);
    answers.push(done);
    turns.push({ role: "assistant", content: done.text, citations: done.citations });
  }
  return answers;
}
