/**
 * "Write me …": a first draft the user can send, filled from their profile and what the message names
 * (the company, the role), with [brackets] where only they know the fact — a result with a number, the
 * interviewer's name — so nothing is made up. Cover letters, asking for a raise, following up after an
 * interview, a thank-you after one, a LinkedIn headline and About section, and a resignation, in English
 * and Arabic. Each draft ends with what to change before sending and, where the product has a tool for
 * it, where to find it.
 */
import { fold, hasPhrase, listJoin } from "../text.ts";
import type { Intent } from "../types.ts";
import { vocative, type AnswerContext } from "./context.ts";

export type DraftKind = "cover_letter" | "raise" | "follow_up" | "thank_you" | "headline" | "about" | "resignation";

const WRITE = [
  "write", "draft", "compose", "give me a", "give me an", "help me write", "can you write", "template", "sample", "example of", "an example", "wording",
  "word it", "phrase it", "how do i word", "how should i word", "what should i write", "what do i write", "what to write", "suggest a", "ideas for",
  "اكتب", "اكتبلي", "اكتب لي", "اكتبيلي", "اكتبي لي", "تكتبلي", "تكتبيلي", "صيغه", "نموذج", "مثال", "ساعدني اكتب", "محتاج اكتب", "محتاجه اكتب",
  "عايز اكتب", "عايزه اكتب", "اكتبه ازاي", "اكتبها ازاي", "اقول ايه", "ektebly", "ekteb", "seegha", "i need a", "i need an", "need a", "need an",
];

const KINDS: [DraftKind, string[]][] = [
  ["cover_letter", ["cover letter", "coverletter", "motivation letter", "application letter", "letter of motivation", "خطاب تقديم", "خطاب التقديم", "كافر ليتر", "جواب تغطيه", "رساله تحفيزيه", "cover leter"]],
  ["raise", ["ask for a raise", "asking for a raise", "raise request", "request a raise", "salary increase", "pay rise", "email for a raise", "email asking for a raise", "اطلب زياده", "اطلب فيه زياده", "طلب زياده", "زياده في المرتب", "زياده مرتب", "علاوه"]],
  ["follow_up", ["follow up", "follow-up", "followup", "haven't heard back", "havent heard back", "no response after", "no reply after", "اتابع", "متابعه", "محدش رد", "مردوش", "فولو اب"]],
  ["thank_you", ["thank you email", "thank-you email", "thank you note", "thank-you note", "thank you message", "ايميل شكر", "رساله شكر", "اشكرهم"]],
  ["headline", ["linkedin headline", "headline", "عنوان لينكدان", "عنوان لينكدإن", "الهيدلاين", "هيدلاين", "عنوان البروفايل"]],
  ["about", ["about section", "linkedin about", "linkedin summary", "profile summary", "summary section", "about me section", "نبذه عني", "النبذه", "قسم about", "الابوت", "نبذه لينكدان", "نبذه على لينكدان"]],
  ["resignation", ["resignation letter", "resignation email", "resign", "resigning", "quit letter", "استقاله", "الاستقاله", "جواب استقاله", "ايميل استقاله"]],
];

const INTENT: Record<DraftKind, Intent> = {
  cover_letter: "resume_help",
  raise: "salary_negotiation",
  follow_up: "interview_prep",
  thank_you: "interview_prep",
  headline: "networking",
  about: "networking",
  resignation: "general",
};

/** The draft a message asks for, or null. Asking how to do the thing ("how do I ask for a raise?") is advice, not a draft. */
export function draftAsked(text: string): DraftKind | null {
  const folded = fold(text);
  const found = KINDS.find(([, phrases]) => phrases.some((p) => hasPhrase(folded, p)));
  if (!found) return null;
  const [kind, phrases] = found;
  // The kind's own noun ("cover letter") is not a sign of writing; an e-mail or a message besides it is.
  let rest = folded;
  for (const p of phrases) rest = rest.replaceAll(` ${fold(p).trim()} `, " ");
  const writes = WRITE.some((w) => hasPhrase(folded, w)) || /(^| )(email|e-mail|mail|message|letter|note|ايميل|رساله|جواب|ميل)( |$)/.test(rest);
  // Following up after an interview or an application is done by writing: naming it is asking how to word it.
  const followsUpApplication = kind === "follow_up" && /( |^)(interview|interviewed|application|applied|recruiter|hr|انترفيو|الانترفيو|مقابله|المقابله|قدمت|التقديم|الريكروتر)( |$)/.test(folded);
  if (!writes && kind !== "headline" && kind !== "about" && !followsUpApplication) return null;
  // "how do I write a cover letter when all my experience is teaching?" asks how, not for a letter; "write me one" asks for it.
  if (kind === "cover_letter" && /( |^)how (do|should|can|would) i (write|start|approach|structure)|( |^)how to (write|start|structure)/.test(folded) && !/( |^)(write me|for me|draft)( |$)/.test(folded)) return null;
  // "should I resign?", "how do I follow up on a job offer I accepted" are questions of what to do.
  if (kind === "resignation" && !writes) return null;
  return kind;
}

export function draftIntent(kind: DraftKind): Intent {
  return INTENT[kind];
}

const ROLE_EN = /\b(?:for|as)\s+(?:a|an|the)\s+([a-z][\w+#/ -]{2,40}?)\s+(?:role|position|job|opening|vacancy)\b/i;
const ROLE_AR = /(?:لوظيفة|لوظيفه|وظيفة|وظيفه|لمنصب|منصب|لشغلانة|كـ)\s*([\u0621-\u064A]+(?:\s+(?!في|فى|عند|لدى|لدي|ب|شركة|شركه|بشركة)[\u0621-\u064A]+)?)/u;
const COMPANY_NAMED_AR = /(?:شركة|شركه|بشركة|بشركه|في شركة|لشركة)\s+([\u0621-\u064A]+(?:\s+(?!و|في|عشان|علشان|لان|لأن)[\u0621-\u064A]+)?)/u;

/** The role the message names ("for a data analyst role", "لوظيفة محاسب"), else the target, else the current role. */
function roleName(ctx: AnswerContext, ar: boolean): string {
  const named = (ROLE_EN.exec(ctx.question) ?? ROLE_AR.exec(ctx.question))?.[1]?.trim();
  return named || ctx.target || ctx.role || ctx.current || (ar ? "[المسمى الوظيفي]" : "[role]");
}

/** The company the message names, in either script ("at Instabug", "في شركة فودافون"), or "". */
function companyName(ctx: AnswerContext): string {
  return ctx.company || COMPANY_NAMED_AR.exec(ctx.question)?.[1]?.trim() || "";
}

function skillList(ctx: AnswerContext, ar: boolean): string {
  if (ctx.skills.length === 0) return ar ? "[مهارتين أو ثلاثة]" : "[two or three skills]";
  return listJoin(ctx.skills, ar ? "ar" : "en");
}

/** The draft as a quote: it wraps on a phone and reads right to left in Arabic, unlike a code block. */
function quoted(text: string): string {
  return text
    .split("\n")
    .map((line) => (line ? `> ${line}` : ">"))
    .join("\n");
}

/** The draft and its notes, in the user's language. */
export function renderDraft(kind: DraftKind, ctx: AnswerContext): string {
  const ar = ctx.language === "ar";
  const name = ctx.profile.fullname || (ar ? "[اسمك]" : "[Your name]");
  const named = companyName(ctx);
  const company = named || (ar ? "[الشركة]" : "[Company]");
  // Inside a bracketed prompt an unknown company is just "the company" (no brackets within brackets).
  const aboutCompany = named || (ar ? "الشركة" : "the company");
  const role = roleName(ctx, ar);
  const current = ctx.current || (ar ? "[مسماك الحالي]" : "[your current role]");
  const skills = skillList(ctx, ar);
  const v = vocative(ctx);
  const out = (intro: string, draft: string, notes: string[]) => [intro, "", quoted(draft), "", ...notes.map((n, i) => `${i + 1}. ${n}`)].join("\n");
  switch (kind) {
    case "cover_letter":
      return ar
        ? out(
            `${v}ده أول مسودة لخطاب التقديم، في أقل من ٢٥٠ كلمة، واللي بين القوسين محتاج يتغير قبل الإرسال:`,
            `السادة فريق التوظيف في ${company}،\n\nأتقدم لوظيفة ${role} لأن [شيء محدد عن ${aboutCompany}: منتج، عملاء، خبر حديث] يهمني وأقدر أضيف له.\n\nأعمل حاليًا ${current}، وأستخدم ${skills} يوميًا. مثلًا، [نتيجة بالأرقام: ماذا فعلت، وما الذي تغيّر]. وفي [مشروع أو مهمة ثانية] [نتيجة ثانية تطابق متطلبًا في الإعلان].\n\nيسعدني أن أشرح في مقابلة قصيرة كيف أساعد فريقكم في [أهم متطلب في الإعلان].\n\nمع خالص التحية،\n${name}`,
            [
              "**نتيجتين بالأرقام** تطابقوا أهم متطلبين في الإعلان، بكلماته نفسها.",
              "**سطر عن الشركة** يبان منه إنك قريت عنها، مش كلام عام.",
              "**من مكتبة السير الذاتية ← منشئ خطاب التقديم** الصق الإعلان، وأمل تكتبلك خطاب مخصص من بياناتك.",
            ],
          )
        : out(
            `${v}here's a first draft, under 250 words. Replace what's in brackets before you send it:`,
            `Dear ${company} hiring team,\n\nI'm applying for the ${role} role because [one specific thing about ${aboutCompany}: a product, its customers, a recent launch] is work I want to be part of.\n\nAs ${/^[aeiou]/i.test(current) ? "an" : "a"} ${current}, I use ${skills} every day. For example, [a result in numbers: what you did and what changed]. At [a second project or task], I [a second result that matches a requirement in the post].\n\nI'd welcome a short conversation about how I can help your team with [the post's top requirement].\n\nKind regards,\n${name}`,
            [
              "**Two results in numbers** that answer the post's top two requirements, in its own words.",
              "**One line about the company** that shows you read about it, not a compliment that fits any company.",
              "**In the Resume Library, open Cover Letter Builder** and paste the job post: Amal writes a letter for that job from your career info.",
            ],
          );
    case "raise":
      return ar
        ? out(
            `${v}ده إيميل تطلب بيه اجتماع عن مرتبك. الهدف من الإيميل الاجتماع، والأرقام تتقال وجهًا لوجه:`,
            `الموضوع: طلب اجتماع قصير عن تقييم أدائي ومرتبي\n\nأستاذ/ة [اسم المدير]،\n\nأتمنى تكون بخير. خلال [المدة] الماضية [نتيجة بالأرقام]، و[مسؤولية جديدة أخذتها]، و[نتيجة ثانية].\n\nحابب/ة نتكلم ٢٠ دقيقة الأسبوع ده أو الجاي عن مرتبي بناءً على الدور اللي بقيت أعمله وسعر السوق لـ${role}. يناسبك [يوم وساعة]؟\n\nشكرًا لوقتك،\n${name}`,
            [
              "**حضّر رقم واحد** مبني على نطاق السوق لمسماك ومدينتك، وأعلى منه بحاجة بسيطة.",
              "**ابدأ الاجتماع بالنتائج** مش بالظروف الشخصية أو بمرتب زميل.",
              "**لو الميزانية مقفولة،** اطلب موعد مراجعة مكتوب، أو بدل، أو تدريب مدفوع.",
            ],
          )
        : out(
            `${v}here's an e-mail that asks for the meeting; the number itself is best discussed face to face:`,
            `Subject: A short meeting about my role and pay\n\nHi [Manager's name],\n\nOver the past [period] I've [a result in numbers], taken on [a new responsibility], and [a second result].\n\nI'd like 20 minutes this week or next to talk about my pay in light of the role I'm now doing and the market rate for a ${role}. Would [day and time] work?\n\nThanks,\n${name}`,
            [
              "**Bring one number,** built from the market range for your title and city, and slightly above it.",
              "**Open the meeting with your results,** not personal reasons or a colleague's pay.",
              "**If the budget is closed,** ask for a written review date, an allowance or paid training instead.",
            ],
          );
    case "follow_up":
      return ar
        ? out(
            `${v}لو عدّى أسبوع من غير رد، ابعت متابعة قصيرة زي دي، لنفس الشخص اللي كنت بتكلمه:`,
            `الموضوع: متابعة بخصوص مقابلة ${role}\n\nأستاذ/ة [الاسم]،\n\nشكرًا مرة تانية على مقابلة [اليوم]. لسه متحمس/ة جدًا للدور، خصوصًا [حاجة اتكلمتوا فيها]. حبيت أسأل لو فيه أي تحديث عن الخطوات الجاية، أو لو محتاجين مني أي حاجة تانية.\n\nمع التحية،\n${name}`,
            [
              "**متابعة واحدة بعد أسبوع،** وتانية بعد أسبوع كمان لو مفيش رد. بعد كده ركّز على فرص تانية.",
              "**خليها ٣–٤ سطور،** من غير لوم على التأخير.",
              "**كمل تقديم في أماكن تانية** في نفس الوقت؛ المتابعة مش انتظار.",
            ],
          )
        : out(
            `${v}a week without news is the right time for one short follow-up, to the person you were in touch with:`,
            `Subject: Following up on the ${role} interview\n\nHi [Name],\n\nThank you again for the conversation on [day]. I'm still very interested in the role, especially [something you discussed]. I wanted to ask whether there's any update on the next steps, or anything else I can send you.\n\nBest regards,\n${name}`,
            [
              "**One follow-up now, and one more a week later** if there's still no answer; after that, put your energy elsewhere.",
              "**Keep it to three or four lines,** with no blame for the wait.",
              "**Keep applying meanwhile;** following up isn't waiting.",
            ],
          );
    case "thank_you":
      return ar
        ? out(
            `${v}ابعت رسالة الشكر في خلال ٢٤ ساعة من المقابلة:`,
            `الموضوع: شكرًا على مقابلة ${role}\n\nأستاذ/ة [الاسم]،\n\nشكرًا على وقتك النهارده. استمتعت بالكلام عن [موضوع محدد اتكلمتوا فيه]، وزاد حماسي للدور. وزي ما ذكرت، [جملة عن خبرة أو نتيجة عندك تناسب اللي اتقال].\n\nفي انتظار الخطوات الجاية،\n${name}`,
            ["**اذكر حاجة محددة** من المقابلة، عشان متبقاش رسالة عامة.", "**لكل شخص قابلته رسالة منفصلة** لو قابلت أكتر من واحد."],
          )
        : out(
            `${v}send this within 24 hours of the interview:`,
            `Subject: Thank you for the ${role} interview\n\nHi [Name],\n\nThank you for your time today. I enjoyed our conversation about [a specific topic], and it made me even more excited about the role. As I mentioned, [one line on a result or experience that fits what they need].\n\nI look forward to hearing about the next steps.\n\nBest regards,\n${name}`,
            ["**Mention one specific thing** from the conversation so it can't be a form letter.", "**Write to each interviewer separately** if you met more than one."],
          );
    case "headline": {
      const first = ctx.skills[0] ?? (ar ? "[مهارة]" : "[skill]");
      const second = ctx.skills[1] ?? (ar ? "[مهارة ثانية]" : "[second skill]");
      const target = ctx.target && ctx.target !== current ? ctx.target : "";
      const lines = ar
        ? [
            `${current} | ${first} و${second} | [النتيجة اللي بتحققها، مثلًا: تقارير بتوفر وقت الإدارة]`,
            `${current}${target ? ` في طريقي لـ${target}` : ""} | ${skills}`,
            `بساعد [نوع الشركات أو الفرق] في [المشكلة اللي بتحلها] بـ${first}`,
          ]
        : [
            `${current} | ${first} & ${second} | [the result you deliver, e.g. reports that save managers hours]`,
            `${current}${target ? ` moving into ${target}` : ""} | ${skills}`,
            `Helping [kind of company or team] [solve a problem] with ${first}`,
          ];
      return ar
        ? `${v}تلات اختيارات لعنوان لينكدإن (حد أقصى ٢٢٠ حرف)، من ملفك:\n\n${lines.map((l, i) => `${i + 1}. ${l}`).join("\n")}\n\nاختار واحد، وحط فيه الكلمات اللي بيدور بيها مسؤولو التوظيف في دورك، وخلي أول ٦٠ حرف هما الأهم لأنهم اللي بيظهروا في البحث.`
        : `${v}three LinkedIn headline options (220 characters at most), built from your profile:\n\n${lines.map((l, i) => `${i + 1}. ${l}`).join("\n")}\n\nPick one, use the words recruiters search for in your role, and put what matters most in the first 60 characters: that's what shows in search results.`;
    }
    case "about":
      return ar
        ? out(
            `${v}ده أول مسودة لقسم About على لينكدإن (٣ فقرات قصيرة، بصيغة المتكلم):`,
            `أنا ${current}${ctx.profile.city ? ` في ${ctx.profile.city}` : ""}، وبستخدم ${skills} عشان [المشكلة اللي بتحلها أو القيمة اللي بتضيفها].\n\nمن أهم اللي عملته: [نتيجة بالأرقام]، و[نتيجة ثانية].\n\nمهتم/ة بـ[نوع الفرص أو المجال]. تواصل معايا لو [سبب يخلي حد يكلمك].`,
            ["**أول سطرين هما اللي بيظهروا** قبل «عرض المزيد»: خليهم أقوى حاجة.", "**اكتب كلمات دورك** اللي مسؤولو التوظيف بيدوروا بيها.", "**اختم بطلب واضح:** إيه اللي تحب الناس تكلمك عشانه."],
          )
        : out(
            `${v}here's a first draft of your LinkedIn About section (three short paragraphs, first person):`,
            `I'm ${/^[aeiou]/i.test(current) ? "an" : "a"} ${current}${ctx.profile.city ? ` in ${ctx.profile.city}` : ""} who uses ${skills} to [the problem you solve or the value you add].\n\nHighlights: [a result in numbers] and [a second result].\n\nI'm interested in [the kind of opportunities or field]. Get in touch if [a reason someone should message you].`,
            ["**The first two lines show before \"see more\":** make them your strongest.", "**Use the words recruiters search for** in your role.", "**End with a clear ask:** what you'd like people to contact you about."],
          );
    case "resignation":
      return ar
        ? out(
            `${v}خطاب استقالة قصير ومهني، من غير أسباب ولا لوم:`,
            `الموضوع: استقالة – ${name}\n\nأستاذ/ة [اسم المدير]،\n\nأتقدم باستقالتي من وظيفة ${current}، على أن يكون آخر يوم عمل لي [التاريخ، بعد فترة الإخطار في عقدك].\n\nأشكرك على [فرصة أو حاجة اتعلمتها]. وهكون متاح/ة لتسليم شغلي وتدريب اللي هيكمل بعدي خلال الفترة الجاية.\n\nمع خالص التقدير،\n${name}`,
            ["**راجع فترة الإخطار في عقدك** (غالبًا شهر إلى ٣ شهور في مصر) قبل ما تحدد آخر يوم.", "**كلم مديرك الأول وجهًا لوجه،** وبعدين ابعت الخطاب.", "**متستقلش قبل ما يكون العرض الجديد مكتوب وموقّع.**"],
          )
        : out(
            `${v}here's a short, professional resignation, with no reasons or blame:`,
            `Subject: Resignation – ${name}\n\nDear [Manager's name],\n\nPlease accept this letter as notice of my resignation from my position as ${current}. My last working day will be [date, after the notice period in your contract].\n\nThank you for [an opportunity or something you learned]. I'll do everything I can to hand over my work smoothly in the coming weeks.\n\nKind regards,\n${name}`,
            ["**Check the notice period in your contract** before you name the last day.", "**Tell your manager in person first,** then send the letter.", "**Don't resign before the new offer is in writing and signed.**"],
          );
  }
}
