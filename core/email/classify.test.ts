import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { classifyEmail, EMAIL_MODEL } from "./classify.ts";
import { LABELS } from "./rules.ts";
import { foldArabic } from "./text.ts";

const mail = (subject: string, from: string, body: string) => classifyEmail({ subject, from, body });

describe("classifyEmail groups (English)", () => {
  it("files an application confirmation as APPLIED", () => {
    const v = mail("We received your application", "Zendesk Careers <careers@zendesk.com>", "Hi Rana, thanks for applying for the Technical Support Engineer role. Our recruiters are reviewing your application and will contact you if your profile matches.");
    expect(v.classification).toBe("APPLIED");
    expect(v.language).toBe("en");
  });
  it("files a scheduling request as INTERVIEW", () => {
    const v = mail("Next steps for the Analyst role", "Joe Baker <joe@kpmg.com>", "Hi Sam, the team would like to invite you to a 30-minute video interview. Please send your availability for Monday or Tuesday.");
    expect(v.classification).toBe("INTERVIEW");
  });
  it("files an offer phrased as 'we'd like to extend' as OFFER", () => {
    const v = mail("Good news", "Maria Lopez <maria@figma.com>", "Hi Adel, I'm so happy to say we'd like to extend an offer for the Design Engineer position. The formal letter with your salary follows today.");
    expect(v.classification).toBe("OFFER");
  });
  it("files a welcome-aboard message as ACCEPTED", () => {
    const v = mail("Welcome aboard, Tamer!", "People Ops <people@kitopi.com>", "We're glad you'll be joining us on March 2. Your onboarding starts at 9 am with IT setup.");
    expect(v.classification).toBe("ACCEPTED");
  });
  it("files a warm 'next steps' rejection as NOT CHOSEN", () => {
    const v = mail("Next steps on your application", "Recruiting <jobs@wise.com>", "Thank you so much for your time and the great conversations. After much thought, we have decided to move forward with another candidate for the Treasury Analyst role. We truly enjoyed meeting you and wish you the very best.");
    expect(v.classification).toBe("NOT CHOSEN");
  });
  it("files a career-fair invitation that says 'apply' as EVENT", () => {
    const v = mail("Meet 50 employers at the GUC Career Fair", "GUC Career Office <careers@guc.edu.eg>", "Join us on April 9 at the GUC campus: 50 employers are hiring. Register now and apply to open roles on the day.");
    expect(v.classification).toBe("EVENT");
  });
  it("leaves a job-alert digest with interview tips unfiled", () => {
    const v = mail("15 new jobs for Accountant", "Job Alerts <alerts@naukrigulf.com>", "Accountant - Emaar - Dubai\nSenior Accountant - Aldar - Abu Dhabi\nSee all jobs. Read our top interview tips before you apply. Unsubscribe");
    expect(v.classification).toBeNull();
  });
});

describe("classifyEmail groups (Arabic)", () => {
  it("APPLIED", () => {
    const v = mail("استلام طلب التوظيف", "شركة بترومين <hr@petromin.com>", "نشكرك على التقدم لوظيفة فني صيانة. تم استلام طلبك وهو قيد المراجعة حالياً.");
    expect(v.classification).toBe("APPLIED");
    expect(v.language).toBe("ar");
  });
  it("INTERVIEW", () => {
    const v = mail("موعد مقابلتك", "الموارد البشرية <hr@elaraby.com>", "يسعدنا دعوتك لمقابلة شخصية يوم الإثنين الساعة الحادية عشرة صباحاً بمقر الشركة.");
    expect(v.classification).toBe("INTERVIEW");
  });
  it("OFFER", () => {
    const v = mail("عرض وظيفي", "شركة المتحدة للإلكترونيات <hr@extra.com>", "يسرنا أن نقدم لك عرض عمل لوظيفة مشرف مبيعات، والتفاصيل في الخطاب المرفق.");
    expect(v.classification).toBe("OFFER");
  });
  it("ACCEPTED", () => {
    const v = mail("مبارك القبول", "برنامج سفراء التقنية <info@techambassadors.sa>", "يسرنا إبلاغك بأنه تم قبولك في برنامج سفراء التقنية، ويبدأ البرنامج الشهر القادم.");
    expect(v.classification).toBe("ACCEPTED");
  });
  it("NOT CHOSEN", () => {
    const v = mail("بخصوص طلبك", "شركة إعمار <careers@emaar.ae>", "نشكرك على وقتك واهتمامك، ونأسف لإبلاغك بأنه لم يتم اختيارك لهذه الوظيفة.");
    expect(v.classification).toBe("NOT CHOSEN");
  });
  it("EVENT", () => {
    const v = mail("دعوة لملتقى التوظيف", "جامعة عين شمس <careers@asu.edu.eg>", "ندعوكم لحضور ملتقى التوظيف يوم الخميس بمشاركة أكثر من 40 شركة. الحضور مجاني.");
    expect(v.classification).toBe("EVENT");
  });
  it("reads Arabic with diacritics, tatweel and other alef forms as the plain spelling", () => {
    expect(foldArabic("إِسْتِلامُ طَلَـــبِكَ")).toBe(foldArabic("استلام طلبك"));
    expect(foldArabic("مقابلة")).toBe("مقابله");
    const v = mail("عَرْضُ عَمَـــلٍ", "", "يَسُرُّنَا أَنْ نُقَدِّمَ لَكَ عَرْضَ الْعَمَلِ لِوَظِيفَةِ مُحَاسِبٍ");
    expect(v.classification).toBe("OFFER");
  });
});

describe("classifyEmail's doubt", () => {
  it("leaves a message from a careers address with no job news in it unfiled", () => {
    const v = mail("Weekly product news", "Acme Careers <jobs@acme.test>", "Dear Salma,\n\nOur product news this week.\n\nBest regards,\nAcme Recruiting");
    expect(v.classification).toBeNull();
  });
});

describe("company and job title", () => {
  it("reads the company from the sender's display name, without 'Careers'", () => {
    expect(mail("Thanks for applying", "Acme Careers <jobs@acme.com>", "Thanks for applying. We received your application.").company).toBe("Acme");
  });
  it("reads the company from the domain when the sender is a person", () => {
    expect(mail("Interview", "Jane Roe <jane@brightloop.io>", "I'd like to schedule an interview with you next week.").company).toBe("Brightloop");
  });
  it("looks in the text when the sender is a hiring platform", () => {
    const v = mail("Application received", "Workday <no-reply@myworkday.com>", "Thank you for applying to Contoso Pharma. We received your application for the Senior Data Analyst position.");
    expect(v.company).toBe("Contoso Pharma");
    expect(v.jobTitle).toBe("Senior Data Analyst");
  });
  it("never names a mail provider or a platform as the company", () => {
    const v = mail("Interview", "Sam Smith <sam.smith@gmail.com>", "Can we schedule an interview on Tuesday?");
    expect(v.company).toBeNull();
    expect(mail("Application submitted", "Indeed Apply <indeedapply@indeed.com>", "Application submitted. Good luck!").company).toBeNull();
  });
  it("does not take a place, a day or 'the company' in Arabic text for the company's name", () => {
    const interview = mail("دعوة لمقابلة شخصية", "الموارد البشرية <hr@fawry.com>", "يسعدنا دعوتك لمقابلة شخصية لوظيفة محاسب أول يوم الأحد في مقر الشركة بالقرية الذكية.");
    expect(interview.company).toBe("Fawry");
    expect(interview.jobTitle).toBe("محاسب أول");
    expect(mail("ملتقى التوظيف", "جامعة القاهرة <careers@cu.edu.eg>", "ملتقى التوظيف بمشاركة أكثر من ٥٠ شركة يوم الخميس. سجل الآن.").company).toBe("جامعة القاهرة");
    expect(mail("بخصوص طلبك", "توظيف <jobs@cib.com.eg>", "نشكرك على اهتمامك بالعمل لدى البنك التجاري الدولي.").company).toBe("البنك التجاري الدولي");
    expect(mail("عرض عمل", "HR <hr@talabat.com>", "يسرنا أن نقدم لك عرض عمل لوظيفة مدير منتج براتب شهري قدره ٤٠ ألف جنيه.").jobTitle).toBe("مدير منتج");
  });
  it("reads 'the role of ...' and Arabic 'لوظيفة ...'", () => {
    expect(mail("Interview invitation", "HR <hr@orange.eg>", "We would like to invite you to an interview for the role of Network Operations Engineer.").jobTitle).toBe(
      "Network Operations Engineer",
    );
    expect(mail("تم استلام طلبك", "شركة أورنج مصر <hr@orange.eg>", "تم استلام طلبك لوظيفة مهندس شبكات في القاهرة.").jobTitle).toBe("مهندس شبكات");
  });
  it("leaves the title empty rather than guess", () => {
    expect(mail("Welcome aboard!", "Paymob <people@paymob.com>", "We're happy you're joining us. See you on your first day.").jobTitle).toBeNull();
  });
});

describe("never throws", () => {
  it("answers for empty, huge, HTML and odd inputs", () => {
    const huge = `<html><body>${"<div>Unfortunately &nbsp; we regret</div>".repeat(6000)}</body></html>`;
    for (const input of [
      { subject: "", from: "", body: "" },
      { subject: "Offer", from: "<<<>>>@@@", body: huge },
      { subject: "\u0000\ud800\uffff", from: "\u202e", body: "ـــــــ ً ٌ ٍ".repeat(1000) },
      // Inputs that break the contract still get an answer.
      { subject: null, from: undefined, body: 42 } as unknown as { subject: string; from: string; body: string },
    ]) {
      const v = classifyEmail(input);
      expect(v.confidence).toBeGreaterThanOrEqual(0);
      expect(v.confidence).toBeLessThanOrEqual(1);
    }
    expect(classifyEmail({ subject: "", from: "", body: "" }).classification).toBeNull();
  });
  it("holds for any strings", () => {
    const piece = fc.oneof(
      fc.string({ unit: "grapheme", maxLength: 40 }),
      fc.constantFrom("<div>", "</p>", "&nbsp;", "&#x;", "unfortunately", "offer letter", "مقابلة", "لوظيفة", "ـــ", "\u064b", "\u202e", "\ud800", "@", "<", "at Acme", "as a"),
    );
    const text = fc.array(piece, { maxLength: 80 }).map((parts) => parts.join(" "));
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 200 }), fc.string({ maxLength: 80 }), text, (subject, from, body) => {
        const v = classifyEmail({ subject, from, body });
        return v.confidence >= 0 && v.confidence <= 1 && (v.language === "en" || v.language === "ar");
      }),
      { numRuns: 300 },
    );
  });
});

describe("the bundled labelled set", () => {
  const rows = readFileSync(join(import.meta.dirname, "data", "labelled-emails.jsonl"), "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as { subject: string; from: string; body: string; label: string; lang: string; split: string });

  it("covers the six groups and unrelated mail in both languages", () => {
    expect(rows.length).toBeGreaterThanOrEqual(150);
    expect(rows.filter((r) => r.lang === "ar").length).toBeGreaterThanOrEqual(40);
    for (const label of ["APPLIED", "INTERVIEW", "OFFER", "ACCEPTED", "NOT CHOSEN", "EVENT", "NONE"]) expect(rows.some((r) => r.label === label)).toBe(true);
  });
  it("bundles a model trained for the classifier's labels", () => {
    expect(EMAIL_MODEL.labels).toEqual(LABELS);
    expect(Object.keys(EMAIL_MODEL.weights).length).toBeGreaterThan(100);
  });
  it("keeps held-out accuracy at or above 85%", () => {
    const heldout = rows.filter((r) => r.split === "heldout");
    const right = heldout.filter((r) => (classifyEmail(r).classification ?? "NONE") === r.label).length;
    expect(right / heldout.length).toBeGreaterThanOrEqual(0.85);
  });
});
