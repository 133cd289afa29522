/**
 * The daily budget of model-backed coach replies (AI_DAILY_BUDGET): each user may have that many
 * replies from the configured model (AI_PROVIDER `openai` or `workers-ai`) per UTC day, chat and
 * voice together, across all their coaching sessions. Both coaching rooms take one from the
 * budget before they call the model; once it is spent, the offline local engine answers instead
 * until midnight UTC, and the first such answer in a room says so (`budgetNotice`). The local
 * engine is never counted, and neither is a message the safety layer answers (an emergency, a
 * crisis, a request to cheat or forge): the model is never asked for it, so it costs nothing.
 *
 * Counted in D1 (`ai_usage`, one row per user and day) with one atomic upsert that increments only
 * while the count is under the limit, so `calls` is exactly how many replies the model was asked
 * for, and two rooms of the same user can never both take the last one. A reply the model then
 * fails to give still counts (it was asked for).
 *
 * It lives in worker/lib rather than worker/features because the rooms use it, and rooms import no
 * feature (docs/architecture.md).
 */
import { and, eq, sql } from "drizzle-orm";
import { requestSafety } from "../../core/coach/safety/guard";
import type { CoachRequest } from "../../core/coach/types";
import type { Locale } from "../../core/i18n/locales";
import errorsAr from "../../core/i18n/messages/errors.ar";
import errorsEn from "../../core/i18n/messages/errors.en";
import type { Db } from "../db/client";
import type { AiProvider } from "../providers/ai/types";
import { aiUsage } from "../db/schema";
import { translatorFor } from "./i18n";

export interface AiBudgetDeps {
  db: Db;
  /** Replies per user and UTC day; 0 means no limit (and nothing is counted). */
  limit: number;
  now?: () => Date;
}

/** What taking one reply from the budget gave. */
export type AiBudgetVerdict =
  /** The model may answer; `used` counts this reply (0 when there is no limit). */
  | { allowed: true; used: number }
  /** Today's budget is spent: the model must not be called. `resetsAt` is the next midnight UTC (ISO). */
  | { allowed: false; limit: number; resetsAt: string };

export interface AiBudget {
  readonly limit: number;
  /** Takes one model-backed reply from the user's budget for today, atomically. */
  take(userId: string): Promise<AiBudgetVerdict>;
  /** How many model-backed replies the user has had today. */
  used(userId: string): Promise<number>;
}

/** The UTC day of an instant, YYYY-MM-DD (the budget's key). */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

function nextUtcMidnight(at: Date): string {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1)).toISOString();
}

export function aiBudget({ db, limit, now = () => new Date() }: AiBudgetDeps): AiBudget {
  return {
    limit,
    async take(userId) {
      if (limit <= 0) return { allowed: true, used: 0 };
      const at = now();
      // One statement: a first reply today inserts 1; later ones add 1 only while under the limit.
      // When the limit is reached the update does nothing and RETURNING gives no row.
      const row = await db
        .insert(aiUsage)
        .values({ userId, day: utcDay(at), calls: 1 })
        .onConflictDoUpdate({
          target: [aiUsage.userId, aiUsage.day],
          set: { calls: sql`${aiUsage.calls} + 1` },
          setWhere: sql`${aiUsage.calls} < ${limit}`,
        })
        .returning({ calls: aiUsage.calls })
        .get();
      return row ? { allowed: true, used: row.calls } : { allowed: false, limit, resetsAt: nextUtcMidnight(at) };
    },
    async used(userId) {
      const row = await db
        .select({ calls: aiUsage.calls })
        .from(aiUsage)
        .where(and(eq(aiUsage.userId, userId), eq(aiUsage.day, utcDay(now()))))
        .get();
      return row?.calls ?? 0;
    },
  };
}

/** What the user reads (and, in the voice chat, hears) before the first answer of the built-in coach once the budget is spent. */
export function budgetNotice(limit: number, locale: Locale | string): string {
  return translatorFor({ en: errorsEn, ar: errorsAr }, { locale })("coach.aiBudgetSpent", { limit });
}

/** The key under which a room keeps, in its storage, the UTC day it last gave the budget notice. */
export const BUDGET_NOTICE_KEY = "ai-budget-notice-day";

/** Which provider answers one reply, and the notice to put before its answer (null: none). */
export interface BudgetedProvider {
  provider: AiProvider;
  notice: string | null;
}

/**
 * One room's side of the budget: before each reply it takes one from the owner's budget when the
 * reply would come from a model, and hands back the model or, once the budget is spent, the local
 * engine. The first reply of the built-in coach in this room each UTC day carries the notice; the
 * room remembers the day it said it in its own storage (`noticeDay`), so waking from hibernation
 * does not make it say it again.
 */
export class RoomAiBudget {
  private memory: string | undefined;

  constructor(
    private readonly deps: {
      budget: () => AiBudget;
      /** The offline local engine, answering once the budget is spent. */
      fallback: () => AiProvider;
      log: (message: string, error: unknown) => void;
      /** Where the room keeps the UTC day it last gave the notice (in memory when left out). */
      noticeDay?: { get(): string | undefined; set(day: string): void };
      now?: () => Date;
    },
  ) {}

  private get noticeDay() {
    return this.deps.noticeDay ?? { get: () => this.memory, set: (day: string) => void (this.memory = day) };
  }

  /**
   * `model` is the room's provider: the local engine is never counted. `locale` is the language
   * the notice is written in; `notice: false` leaves it out (a recap, which only fills the panel,
   * keeps it for the next chat answer). `request` is what the reply answers: when the safety layer
   * answers it instead of any provider, nothing is taken and no notice is given. A budget that
   * cannot be read (D1 unreachable) lets the model answer.
   */
  async providerFor(
    userId: string,
    model: AiProvider,
    locale: Locale | string,
    options: { notice?: boolean; request?: Pick<CoachRequest, "mode" | "messages"> } = {},
  ): Promise<BudgetedProvider> {
    if (model.name === "local") return { provider: model, notice: null };
    if (options.request && requestSafety(options.request)) return { provider: model, notice: null };
    let verdict: AiBudgetVerdict;
    try {
      verdict = await this.deps.budget().take(userId);
    } catch (error) {
      this.deps.log("could not count the reply against the daily AI budget; the model answers", error);
      return { provider: model, notice: null };
    }
    if (verdict.allowed) return { provider: model, notice: null };
    const day = utcDay((this.deps.now ?? (() => new Date()))());
    const showNotice = options.notice !== false && this.noticeDay.get() !== day;
    if (showNotice) this.noticeDay.set(day);
    return { provider: this.deps.fallback(), notice: showNotice ? budgetNotice(verdict.limit, locale) : null };
  }
}
