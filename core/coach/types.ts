/**
 * The coach's shared vocabulary: who the user is, what a tool call looks like, and the events a
 * streamed answer is made of. Plain types (no runtime code) so the worker, the rooms, the scripts
 * and the browser can all import them.
 */

/** The seven tools the coach can call, in the engine and in the model adapters alike. */
export const TOOL_NAMES = [
  "recommend_courses",
  "course_info",
  "career_roadmap",
  "recommend_youtube",
  "daily_tips",
  "recommend_books",
  "resume_insights",
] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

/** What the local engine recognises a message as asking for. */
export const INTENTS = [
  "recommend_courses",
  "course_info",
  "career_roadmap",
  "recommend_youtube",
  "daily_tips",
  "recommend_books",
  "resume_help",
  "interview_prep",
  "networking",
  "salary_negotiation",
  "general",
  /** A safety reply (emergency, self-harm, cheating or forgery) written before any provider runs. */
  "safety",
  /** The message was not understood well enough: a short clarifying question instead of a guess. */
  "clarify",
] as const;
export type Intent = (typeof INTENTS)[number];

export type CoachLanguage = "en" | "ar";

/** What the coach knows about the user, read from D1 when a reply starts. */
export interface CoachProfile {
  fullname: string;
  title: string;
  /** One of the signup levels ("Student", "Junior", …) or "". */
  level: string;
  country: string;
  city: string;
  bio: string;
  skills: { name: string; type: "hard" | "soft" }[];
  /** Plain text of the user's resumes, newest first (may be empty). */
  resumes: { id: number; title: string; text: string }[];
}

/** A catalogue item an answer used; shown as a link under the answer and in the Knowledge base panel. */
export interface Citation {
  kind: "course" | "book" | "youtube" | "tip" | "industry" | "roadmap" | "resume";
  id: string;
  title: string;
  url?: string;
}

/** One tool call and what it returned (spec: toolsUsed[].action.tool and .observation). */
export interface ToolUse {
  tool: ToolName;
  input: Record<string, unknown>;
  /** Human-readable text of what the tool found (shown in the Knowledge base panel). */
  observation: string;
  citations: Citation[];
}

export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
  /**
   * For an assistant turn: the catalogue items that answer cited, in the order it listed them.
   * The room passes them from its stored messages, so follow-ups ("the first one", "those",
   * "فيهم") act on what was actually shown.
   */
  citations?: Citation[];
}

/** What a reply is asked for. `recap` summarises the transcript; `resume_insights` reviews one resume. */
export interface CoachRequest {
  mode: "chat" | "recap" | "resume_insights";
  /** The conversation so far, oldest first; for `chat` the last turn is the user's new message. */
  messages: ChatTurn[];
  profile: CoachProfile;
  /** For `resume_insights`: which of `profile.resumes`. */
  resumeId?: number;
  /** Today's date (YYYY-MM-DD), so daily tips are stable within a day and testable. */
  today: string;
  /** `spoken`: the answer will be read aloud (voice chat): short plain sentences, no Markdown or addresses. */
  style?: "written" | "spoken";
}

/** The pieces of a streamed answer, in order: tool calls, then tokens, then one `done`. */
export type CoachStreamEvent =
  | { type: "tool"; use: ToolUse }
  | { type: "token"; text: string }
  | {
      type: "done";
      /** The whole answer (Markdown), equal to the tokens joined. */
      text: string;
      /** Spec: additionalResponse — the extra panel text (tool findings summarised, or the recap). */
      additionalResponse: string;
      toolsUsed: ToolUse[];
      citations: Citation[];
      /** The intent the local engine routed to; model adapters report "general" unless a tool says more. */
      intent: Intent;
      language: CoachLanguage;
    };

/** A book for the chat screen's Books window (spec: Recommended book). */
export interface RecommendedBook {
  id: string;
  link: string;
  /** Null: the window draws a typographic cover (the catalogue keeps no cover images). */
  image_url: string | null;
  book_object: { title: string; authors: string[]; categories: string[] };
  /** Why it was picked for this user ("Matches your skills: SQL, Python"). */
  reason: string;
}
