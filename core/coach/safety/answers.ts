/**
 * What the coach says instead of career advice when a message is flagged (./detect.ts): short,
 * caring, and in the user's language. An emergency gets the ambulance numbers and nothing else;
 * self-harm gets crisis lines and warmth; cheating and forgery get an honest "no", the real risk,
 * and an honest way forward.
 *
 * Numbers (checked November 2026):
 *  - Egypt: ambulance 123. Mental health hotline of the General Secretariat of Mental Health and
 *    Addiction Treatment (Ministry of Health and Population): 08008880700 (free) and 0220816831.
 *  - US: 911 for emergencies; 988 Suicide & Crisis Lifeline, by call or text.
 */
import type { Market } from "../guidance/markets.ts";
import type { CoachLanguage } from "../types.ts";
import type { SafetyCategory } from "./detect.ts";

export const EMERGENCY_NUMBERS = { egypt: "123", us: "911" } as const;
export const CRISIS_LINES = { us: "988", egyptFree: "08008880700", egyptLandline: "0220816831" } as const;

/** Egypt and the US in the order that puts the user's own market first (Egypt first when unknown). */
function order<T>(market: Market | undefined, egypt: T, us: T): T[] {
  return market === "us" ? [us, egypt] : [egypt, us];
}

function medical(language: CoachLanguage, market?: Market): string {
  if (language === "ar") {
    const lines = order(
      market,
      `- **في مصر:** اتصل بالإسعاف على **${EMERGENCY_NUMBERS.egypt}**.`,
      `- **في الولايات المتحدة:** اتصل بالرقم **${EMERGENCY_NUMBERS.us}**.`,
    );
    return [
      "**ما تصفه قد يكون حالة طبية طارئة. توقّف الآن واطلب المساعدة فورًا.**",
      "",
      ...lines,
      "- **في أي بلد آخر:** اتصل برقم الطوارئ المحلي.",
      "",
      "لا تقُد السيارة بنفسك، وأخبر أي شخص قريب منك الآن ليبقى معك. ألم الصدر أو ضيق التنفس أو الإغماء أو الضعف المفاجئ في جانب واحد من الجسم يحتاج إلى طبيب فورًا، فلا تنتظر.",
    ].join("\n");
  }
  const lines = order(
    market,
    `- **In Egypt:** call the ambulance on **${EMERGENCY_NUMBERS.egypt}**.`,
    `- **In the US:** call **${EMERGENCY_NUMBERS.us}**.`,
  );
  return [
    "**What you describe could be a medical emergency. Please stop and get help right now.**",
    "",
    ...lines,
    "- **Anywhere else:** call your local emergency number.",
    "",
    "Don't drive yourself, and tell someone near you now so they can stay with you. Chest pain, trouble breathing, fainting or sudden weakness on one side of the body needs a doctor straight away — please don't wait.",
  ].join("\n");
}

function selfHarm(language: CoachLanguage, market?: Market): string {
  if (language === "ar") {
    const lines = order(
      market,
      `- **في مصر:** الخط الساخن للأمانة العامة للصحة النفسية وعلاج الإدمان **${CRISIS_LINES.egyptFree}** (مجاني) أو **${CRISIS_LINES.egyptLandline}**.`,
      `- **في الولايات المتحدة:** اتصل أو أرسل رسالة نصية إلى **${CRISIS_LINES.us}**، خط المساعدة في الأزمات النفسية ومنع الانتحار، على مدار الساعة.`,
    );
    return [
      "يسعدني أنك أخبرتني، وأنا آسف لكل هذا الثقل الذي تحمله. لست وحدك، ولست مضطرًا إلى أن تمر بهذا بمفردك.",
      "",
      `**إن كنت قد تؤذي نفسك الآن أو آذيتها بالفعل، اتصل بالطوارئ فورًا: ${EMERGENCY_NUMBERS.egypt} في مصر و${EMERGENCY_NUMBERS.us} في الولايات المتحدة.**`,
      "",
      "وتستطيع أن تتحدث الآن مع من يستطيع المساعدة:",
      ...lines,
      "- **في أي بلد آخر:** اتصل برقم الطوارئ المحلي.",
      "",
      "وإن استطعت، فأخبر شخصًا تثق به، صديقًا أو أحدًا من عائلتك، بما تشعر به، وحاول ألا تبقى وحدك الآن.",
      "",
      "وأنا هنا أيضًا. حين تكون مستعدًا، يمكننا أن نتحدث عن أي شيء يثقل عليك في العمل، كضغط الشغل أو بحث عن وظيفة طال أو مدير صعب، خطوة بخطوة.",
    ].join("\n");
  }
  const lines = order(
    market,
    `- **In Egypt:** the mental health hotline of the General Secretariat of Mental Health and Addiction Treatment, **${CRISIS_LINES.egyptFree}** (free) or **${CRISIS_LINES.egyptLandline}**.`,
    `- **In the US:** call or text **${CRISIS_LINES.us}**, the Suicide & Crisis Lifeline, day or night.`,
  );
  return [
    "I'm really glad you told me, and I'm sorry you're carrying this much. You don't have to get through it alone.",
    "",
    `**If you might act on these thoughts, or have already hurt yourself, call emergency services now: ${EMERGENCY_NUMBERS.egypt} in Egypt, ${EMERGENCY_NUMBERS.us} in the US.**`,
    "",
    "You can talk to someone who can help right now:",
    ...lines,
    "- **Anywhere else:** call your local emergency number.",
    "",
    "If you can, tell someone you trust — a friend or someone in your family — how you are feeling, and try not to be alone right now.",
    "",
    "I'm here too. Whenever you feel ready, we can talk about whatever is weighing on you at work — the pressure, a job search that feels endless, a difficult manager — one step at a time.",
  ].join("\n");
}

function cheating(language: CoachLanguage): string {
  if (language === "ar") {
    return [
      "لا أستطيع المساعدة في الغش في امتحان أو اختبار أو مقابلة، ولا في أن يؤديه شخص آخر بدلًا منك، ولا في تقديم عمل غيرك على أنه عملك.",
      "",
      "والمخاطرة لا تستحق: قد تُستبعد من الامتحان وتُمنع من إعادته، وقد تُسحب منك الشهادة حتى بعد حصولك عليها، وقد تُفصل من العمل إن اكتشف صاحب العمل ذلك، والأهم أنك ستبقى بلا المهارة التي يقيسها الاختبار.",
      "",
      "**وهذا ما أستطيع فعله بدلًا من ذلك:**",
      "- أضع لك **خطة مذاكرة** تناسب الوقت المتبقي.",
      "- أرشح لك **امتحانات تجريبية** والدليل الرسمي للامتحان لتعرف ما ينتظرك.",
      "- أختبرك في الموضوعات التي تجدها أصعب.",
      "- أساعدك في تخطيط بحثك أو واجبك بنفسك، وأراجع مسوداتك.",
      "",
      "أخبرني ما الامتحان وموعده، ولنبدأ.",
    ].join("\n");
  }
  return [
    "I can't help with cheating on an exam, an assessment or an interview — including having someone else take it for you, or handing in work that isn't yours.",
    "",
    "It isn't worth the risk: you can be disqualified and banned from retaking it, have a certificate revoked even after you've earned it, or be dismissed if an employer finds out — and you'd be left without the skill the test checks.",
    "",
    "**What I can do instead:**",
    "- Build a **study plan** that fits the time you have left.",
    "- Point you to **practice exams** and the official exam guide, so you know what to expect.",
    "- Quiz you on the topics you find hardest.",
    "- Help you plan your own thesis or assignment, and give feedback on your drafts.",
    "",
    "Tell me which exam it is and when, and we'll start.",
  ].join("\n");
}

function fraud(language: CoachLanguage): string {
  if (language === "ar") {
    return [
      "لا أستطيع المساعدة في تزوير أو اختلاق مستندات، كالشهادات أو المؤهلات أو شهادات الخبرة أو مفردات المرتب أو خطابات التوصية، ولا في خداع صاحب عمل.",
      "",
      "فالمستندات المزورة تنكشف عادة في التحقق من الخلفية، والنتيجة قد تكون سحب العرض أو الفصل ولو بعد سنوات، وفي بلاد كثيرة منها مصر يُعد التزوير جريمة يعاقب عليها القانون.",
      "",
      "**وهناك طريق أمين يوصلك لما تريد:**",
      "- **ينقصك مؤهل؟** أرشح لك شهادة حقيقية تحصل عليها بسرعة، وكثير منها مجاني أو قليل التكلفة.",
      "- **تحتاج إثبات خبرة؟** اطلب خطاب خبرة أو توصية من مدير أو عميل سابق، والعمل الحر والمشروعات تُحسب خبرة أيضًا.",
      "- **عندك فترة انقطاع أو راتب أقل مما تريد؟** أساعدك على شرحها بصدق، وعلى التفاوض بناءً على ما تقدمه من قيمة.",
      "",
      "أي واحدة من هذه تفيدك أكثر؟",
    ].join("\n");
  }
  return [
    "I can't help make or fake documents — certificates, degrees, experience letters, pay slips, references — or help mislead an employer.",
    "",
    "Forged papers are usually caught in background checks, and the result can be a withdrawn offer, dismissal even years later, and in many countries a criminal charge for forgery.",
    "",
    "**There's an honest way to get where you want:**",
    "- **Missing a qualification?** I can suggest a real certificate you can earn quickly — many are free or low-cost.",
    "- **Need proof of experience?** Ask a former manager or client for an experience letter or a reference; freelance work and projects count too.",
    "- **A gap, or a salary lower than you'd like?** I can help you explain it honestly and negotiate on the value you bring.",
    "",
    "Which of these would help most?",
  ].join("\n");
}

/** The safety answer for `category`, in Markdown. `market` puts the user's own emergency numbers first. */
export function safetyAnswer(category: SafetyCategory, language: CoachLanguage, market?: Market): string {
  switch (category) {
    case "medical_emergency":
      return medical(language, market);
    case "self_harm":
      return selfHarm(language, market);
    case "cheating":
      return cheating(language);
    case "fraud":
      return fraud(language);
  }
}

/** One line for the Knowledge base panel (`additionalResponse`): what kind of reply this was. */
export function safetySummary(category: SafetyCategory, language: CoachLanguage): string {
  const lines: Record<SafetyCategory, Record<CoachLanguage, string>> = {
    medical_emergency: {
      en: `Urgent help: possible medical emergency — call ${EMERGENCY_NUMBERS.egypt} (Egypt) or ${EMERGENCY_NUMBERS.us} (US).`,
      ar: `مساعدة عاجلة: حالة طبية طارئة محتملة، اتصل بالرقم ${EMERGENCY_NUMBERS.egypt} في مصر أو ${EMERGENCY_NUMBERS.us} في الولايات المتحدة.`,
    },
    self_harm: {
      en: `Urgent help: crisis lines — ${CRISIS_LINES.us} (US, call or text), ${CRISIS_LINES.egyptFree} (Egypt).`,
      ar: `مساعدة عاجلة: خطوط الدعم النفسي، ${CRISIS_LINES.egyptFree} في مصر و${CRISIS_LINES.us} في الولايات المتحدة.`,
    },
    cheating: {
      en: "Declined to help with cheating on an exam or assessment; offered a study plan instead.",
      ar: "اعتذار عن المساعدة في الغش في امتحان أو اختبار، مع عرض خطة مذاكرة بدلًا منه.",
    },
    fraud: {
      en: "Declined to help with forged documents or misleading an employer; offered honest alternatives.",
      ar: "اعتذار عن المساعدة في تزوير المستندات أو خداع صاحب العمل، مع عرض بدائل أمينة.",
    },
  };
  return lines[category][language];
}

/**
 * The answer as plain spoken sentences (voice chat): no Markdown emphasis or list marks, each
 * line ending in a full stop so the reader pauses. Phone numbers are kept, their digits spaced
 * so a voice reads them one by one ("9 1 1", not "nine hundred eleven").
 */
export function spokenAnswer(markdown: string): string {
  return markdown
    .split("\n")
    .map((line) => line.replace(/\*\*/g, "").replace(/^\s*[-*]\s+/, "").replace(/\s+—\s+/g, ", ").replace(/[()]/g, "").replace(/\d{3,}/g, (n) => n.split("").join(" ")).trim())
    .filter(Boolean)
    .map((line) => (/[.!?؟:]$/.test(line) ? line.replace(/:$/, ".") : `${line}.`))
    .join(" ");
}
