/**
 * Messages that are not a career question, answered honestly instead of being forced onto a career
 * template: requests for live facts the coach does not have (the weather, a score, the news), a joke,
 * a percentage to work out, an attempt to make the coach drop its role ("ignore your instructions"),
 * and frustration with the coach itself ("you're useless"). Each gets a short reply in the user's
 * language and an offer of what the coach can do, drawn from their profile.
 *
 * A message that also carries a career ask ("what's the weather like for interviews in Dubai in
 * July, and which companies hire there?") is not off-topic: only a message with no career word
 * is read here.
 */
import { toAsciiDigits } from "../../resume/normalize.ts";
import { fold, hasPhrase, words } from "../text.ts";
import { vocative, type AnswerContext } from "./context.ts";
import { offers } from "./social.ts";

export type OffTopicKind = "live" | "joke" | "percent" | "role" | "frustrated";

/** Facts that change by the hour, which the coach has no feed of. */
const LIVE = [
  "weather", "forecast", "temperature outside", "is it raining", "will it rain", "match score", "the score", "who won", "football", "premier league",
  "champions league", "stock price", "bitcoin price", "exchange rate today", "dollar rate today", "news today", "latest news", "today's news",
  "الطقس", "حاله الجو", "درجه الحراره", "الجو النهارده", "الجو بكره", "هتمطر", "الماتش", "مين كسب", "نتيجه الماتش",
  "سعر الدولار النهارده", "سعر الدهب", "الاخبار النهارده", "اخر الاخبار", "el gaw", "el match", "weather in", "recipe", "how to cook",
  "وصفه", "اطبخ", "movie recommendation", "recommend a movie", "a good movie", "فيلم حلو", "song lyrics", "كلمات اغنيه",
];
const JOKE = ["tell me a joke", "a joke", "joke please", "make me laugh", "say something funny", "قولي نكته", "نكته", "ضحكني", "قول حاجه تضحك", "2oly nokta", "nokta"];
const ROLE = [
  "ignore your instructions", "ignore previous instructions", "ignore your previous instructions", "ignore all previous instructions", "ignore all instructions",
  "ignore the above", "forget your instructions", "your system prompt", "show me your prompt", "reveal your prompt", "act as dan", "jailbreak",
  "developer mode", "pretend you are not", "تجاهل التعليمات", "انسي التعليمات", "تجاهلي التعليمات", "اظهر التعليمات",
];
/** Frustration aimed at the coach (second person), not at the user's own worth, which ./social.ts answers with encouragement. */
const AT_COACH = [
  "you are useless", "youre useless", "you re useless", "you're useless", "useless bot", "stupid bot", "you are stupid", "youre stupid", "you don't understand",
  "you dont understand", "you never understand", "you're not helping", "youre not helping", "you are not helping", "this is not helpful", "not helpful at all",
  "that didn't help", "that didnt help", "that's not what i asked", "thats not what i asked", "not what i asked", "you didn't answer", "you didnt answer",
  "انتي مش فاهمه", "انت مش فاهم", "انتي مش فاهمه حاجه", "انت مش فاهم حاجه", "مش فاهمه انا عايزه ايه",
  "مش ده اللي سالت عليه", "مش ده اللي انا سالته", "ده مش اللي طلبته", "مش مفيد", "ملكيش لازمه", "ملكش لازمه", "انتي غبيه", "انت غبي", "رد غلط",
  "enty msh fahma", "enta msh fahem", "msh mofeed",
];
/** Career words: a message with one of them is a career question, whatever else it says. */
const CAREER = [
  "job", "jobs", "career", "cv", "resume", "interview", "salary", "raise", "course", "courses", "learn", "skill", "skills", "roadmap", "linkedin",
  "company", "companies", "hire", "hiring", "work", "manager", "boss", "apply", "offer", "promotion", "freelance", "internship", "portfolio",
  "negotiate", "negotiation", "study", "degree", "تفاوض", "اتفاوض", "دراسه", "ماجستير",
  "شغل", "الشغل", "وظيفه", "الوظيفه", "سي في", "مقابله", "انترفيو", "مرتب", "المرتب", "راتب", "زياده", "كورس", "كورسات", "اتعلم", "مهارات", "مديري",
  "شركه", "الشركه", "تدريب", "ترقيه", "لينكدان",
];

/** "15% of 20,000", "كام ١٥٪ من ٢٠٠٠٠": a share of an amount, read from the raw message (folding drops the sign). */
const PERCENT_OF = /(\d+(?:[.,]\d+)?)\s*(?:%|٪|percent|في المي[هة]|بالمي[هة])\s*(?:of|من|مِن)\s*(\d[\d,.]*)\s*([A-Za-z\u0621-\u064A$£€]*)/i;

/** What kind of off-topic message this is, or null for a career question. */
export function offTopicKind(text: string): OffTopicKind | null {
  const folded = fold(text);
  if (ROLE.some((p) => hasPhrase(folded, p))) return "role";
  if (PERCENT_OF.test(toAsciiDigits(text)) && words(folded).length <= 14) return "percent";
  const career = CAREER.some((p) => hasPhrase(folded, p));
  // "you don't understand" inside a question about work ("how do I tell my boss he doesn't understand…") is not said to the coach.
  if (AT_COACH.some((p) => hasPhrase(folded, p)) && (!career || words(folded).length <= 8)) return "frustrated";
  if (career) return null;
  if (JOKE.some((p) => hasPhrase(folded, p))) return "joke";
  if (LIVE.some((p) => hasPhrase(folded, p))) return "live";
  return null;
}

const JOKES_EN = [
  "Why did the resume go to therapy? It had too many unresolved gaps.",
  "I asked my manager for a raise. He said: \"Let's circle back.\" We've been circling for eight months; I'm now a very fit project coordinator.",
  "My LinkedIn headline said \"open to opportunities\". My fridge read it and opened too.",
];
const JOKES_AR = [
  "واحد بعت السي في بتاعه لـ٥٠ شركة، ردّت عليه شركة واحدة: «ممكن تبعتلنا السي في بصيغة وورد؟»",
  "سألوا موظف: إيه أكتر حاجة بتحبها في الشغل؟ قال: الساعة خمسة.",
  "المدير قال لي: «عايزين حد عنده خبرة ١٠ سنين في تقنية طالعة من سنتين». قلت له: أنا لسه باكتسبها.",
];

function pick<T>(list: readonly T[], text: string): T {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return list[h % list.length]!;
}

function offerList(ctx: AnswerContext): string {
  return offers(ctx)
    .slice(0, 3)
    .map((o) => `- ${o}`)
    .join("\n");
}

function percentAnswer(text: string, ctx: AnswerContext): string {
  const m = PERCENT_OF.exec(toAsciiDigits(text))!;
  const rate = Number(m[1]!.replace(",", "."));
  const base = Number(m[2]!.replace(/,/g, "").replace(/\.(?=\d{3}\b)/g, ""));
  const unit = m[3] ? ` ${m[3]}` : "";
  const share = Math.round(base * rate) / 100;
  const fmt = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 2 });
  const ar = ctx.language === "ar";
  return ar
    ? `${vocative(ctx)}${fmt(rate)}٪ من ${fmt(base)}${unit} = **${fmt(share)}${unit}**، والمجموع بعدها **${fmt(base + share)}${unit}**.\n\nلو دي زيادة مرتب بتفكر تطلبها، أقدر أساعدك تحدد نطاق عادل لمسماك ومدينتك وتجهز طريقة الطلب.`
    : `${vocative(ctx)}${fmt(rate)}% of ${fmt(base)}${unit} is **${fmt(share)}${unit}**, which brings the total to **${fmt(base + share)}${unit}**.\n\nIf that's a raise you're weighing, I can help you check it against a fair range for your role and city, and plan how to ask.`;
}

/** The reply to an off-topic message, in the user's language. */
export function renderOffTopic(kind: OffTopicKind, text: string, ctx: AnswerContext): string {
  const ar = ctx.language === "ar";
  const name = vocative(ctx);
  switch (kind) {
    case "percent":
      return percentAnswer(text, ctx);
    case "joke":
      return ar
        ? `${pick(JOKES_AR, text)} 😄\n\nولما تحب نرجع للجد، أقدر أساعدك في:\n${offerList(ctx)}`
        : `${pick(JOKES_EN, text)} 😄\n\nWhenever you want to get back to business, I can help with:\n${offerList(ctx)}`;
    case "live":
      return ar
        ? `${name}أنا أمل، مدربتك المهنية، ومعنديش مصدر مباشر للطقس أو الأخبار أو النتائج أو الأسعار، فمش هخمّن. ده اللي أقدر أساعدك فيه:\n${offerList(ctx)}`
        : `${name}I'm Amal, your career coach. I don't have a live feed of the weather, news, scores or prices, so I won't guess. Here's what I can help with:\n${offerList(ctx)}`;
    case "role":
      return ar
        ? `${name}هفضل مدربتك المهنية، ومش هقدر أغيّر طريقة شغلي أو أعرض تعليماتي. لكن أقدر أساعدك في:\n${offerList(ctx)}`
        : `${name}I'll stay your career coach: I can't set aside how I work or show my instructions. Here's what I can do for you:\n${offerList(ctx)}`;
    case "frustrated":
      return ar
        ? `آسفة${ctx.first ? ` يا ${ctx.first}` : ""}، واضح إن ردي ما كانش اللي محتاجه. اكتبلي في سطر واحد اللي عايزه بالظبط، وأنا هرد عليه مباشرة. مثلًا:\n${offerList(ctx)}`
        : `Sorry${ctx.first ? `, ${ctx.first}` : ""}, that clearly missed what you needed. Tell me in one line what you're after and I'll answer exactly that. For example:\n${offerList(ctx)}`;
  }
}
