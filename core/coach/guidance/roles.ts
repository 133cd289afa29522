/**
 * What interviews usually test in each family of roles, keyed by roadmap id, so interview
 * advice can say what a data analyst, a nurse or a designer should expect.
 */
import type { CoachLanguage } from "../types.ts";

type Note = { en: string; ar: string };

const SOFTWARE: Note = {
  en: "expect a live-coding or take-home exercise, deep questions on one project you built (why you chose that design, what you'd change), and from mid-level up a system-design round",
  ar: "توقّع تمرين برمجة مباشرًا أو واجبًا منزليًا، وأسئلة عميقة عن مشروع بنيته (لماذا اخترت هذا التصميم وماذا ستغير)، وابتداءً من المستوى المتوسط جولة لتصميم الأنظمة",
};
const DATA: Note = {
  en: "expect a SQL exercise (joins, GROUP BY, window functions), a case where you turn a business question into metrics, and a walkthrough of a past analysis — data, method, result and what the business did with it",
  ar: "توقّع تمرين SQL (الربط وGROUP BY ودوال النوافذ)، وحالة عملية تحوّل فيها سؤال عمل إلى مؤشرات، وشرحًا لتحليل سابق: البيانات والطريقة والنتيجة وماذا فعلت الشركة بها",
};
const INFRA: Note = {
  en: "expect scenario questions (“the site is down — what do you check first?”), Linux and networking fundamentals, and walking through how you automated or secured something",
  ar: "توقّع أسئلة سيناريو («الموقع متوقف، ماذا تفحص أولًا؟»)، وأساسيات لينكس والشبكات، وشرحًا لشيء أتمتّه أو أمّنته",
};
const DESIGN: Note = {
  en: "expect a portfolio walkthrough of two case studies (problem, research, iterations, result) in about ten minutes each, and possibly a short design exercise",
  ar: "توقّع عرضًا لمعرض أعمالك من خلال دراستي حالة (المشكلة، البحث، التحسينات، النتيجة) في نحو عشر دقائق لكل منهما، وربما تمرين تصميم قصيرًا",
};
const MARKETING: Note = {
  en: "expect questions on campaigns you ran, with numbers (reach, conversion, cost per result), a mini case (“how would you launch this product?”) and the tools you use (GA4, Meta Ads, SEO tools)",
  ar: "توقّع أسئلة عن حملات نفذتها بالأرقام (الوصول، التحويل، تكلفة النتيجة)، وحالة مصغرة («كيف ستطلق هذا المنتج؟»)، والأدوات التي تستخدمها (GA4 وإعلانات Meta وأدوات SEO)",
};
const PRODUCT: Note = {
  en: "expect product-sense questions (“improve an app you use”), choosing metrics, prioritising a backlog, and a behavioural round on stakeholder disagreements",
  ar: "توقّع أسئلة حس المنتج («حسّن تطبيقًا تستخدمه»)، واختيار المؤشرات، وترتيب أولويات قائمة المهام، وجولة سلوكية عن الخلافات مع أصحاب المصلحة",
};
const PROJECT: Note = {
  en: "expect to walk through a project you delivered (scope, schedule, budget, risks), how you handled a slipping deadline, and how you run Agile ceremonies",
  ar: "توقّع أن تشرح مشروعًا سلّمته (النطاق، الجدول، الميزانية، المخاطر)، وكيف تعاملت مع تأخر موعد نهائي، وكيف تدير اجتماعات أجايل",
};
const FINANCE: Note = {
  en: "expect technical questions (how the three statements link, accruals vs. cash, walk me through a DCF), an Excel test, and checks on your attention to detail",
  ar: "توقّع أسئلة فنية (كيف ترتبط القوائم المالية الثلاث، الاستحقاق مقابل النقدي، اشرح التدفقات النقدية المخصومة)، واختبار Excel، وتحققًا من دقتك في التفاصيل",
};
const HR: Note = {
  en: "expect situational questions (handling a complaint, a difficult termination), labour-law basics, and the recruiting or engagement metrics you've moved",
  ar: "توقّع أسئلة مواقف (التعامل مع شكوى، أو إنهاء خدمة صعب)، وأساسيات قانون العمل، ومؤشرات التوظيف أو الرضا الوظيفي التي حسّنتها",
};
const SALES: Note = {
  en: "expect a role-play (a discovery call or “sell me this”), questions on your pipeline and quota attainment, and how you handle objections",
  ar: "توقّع لعب أدوار (مكالمة استكشافية أو «بِعني هذا»)، وأسئلة عن مسار صفقاتك ونسبة تحقيق المستهدف، وكيف تتعامل مع الاعتراضات",
};
const CARE: Note = {
  en: "expect clinical scenarios (prioritising several patients, medication safety, infection control), questions on communicating with patients and families, and working under pressure",
  ar: "توقّع سيناريوهات سريرية (ترتيب أولويات عدة مرضى، سلامة الأدوية، مكافحة العدوى)، وأسئلة عن التواصل مع المرضى وأسرهم، والعمل تحت الضغط",
};
const TEACHING: Note = {
  en: "expect a demo lesson, classroom-management scenarios, and questions on how you assess learning and adapt for different students",
  ar: "توقّع درسًا تجريبيًا، وسيناريوهات لإدارة الفصل، وأسئلة عن طريقة تقييمك للتعلم وتكييفك للدروس مع الطلاب المختلفين",
};
const OPERATIONS: Note = {
  en: "expect case questions on inventory, late suppliers and cost, plus an Excel exercise",
  ar: "توقّع أسئلة حالات عن المخزون والموردين المتأخرين والتكلفة، وتمرين Excel",
};

const BY_ROADMAP: Record<string, Note> = {
  "frontend-developer": SOFTWARE, "backend-developer": SOFTWARE, "full-stack-developer": SOFTWARE, "mobile-developer": SOFTWARE,
  "software-engineer": SOFTWARE, "game-developer": SOFTWARE, "data-analyst": DATA, "data-scientist": DATA, "data-engineer": DATA,
  "ml-engineer": DATA, "business-analyst": DATA, "devops-engineer": INFRA, "cloud-engineer": INFRA, "cybersecurity-analyst": INFRA,
  "network-engineer": INFRA, "ux-ui-designer": DESIGN, "graphic-designer": DESIGN, "digital-marketer": MARKETING, "content-writer": MARKETING,
  "product-manager": PRODUCT, "project-manager": PROJECT, "supply-chain-specialist": OPERATIONS, "financial-analyst": FINANCE,
  "accountant": FINANCE, "hr-specialist": HR, "sales-representative": SALES, "nurse": CARE, "teacher": TEACHING,
};

/** What interviews for this role usually test, as a clause ("expect a SQL exercise…"), or "". */
export function interviewExpectations(roadmapId: string | null, language: CoachLanguage): string {
  return roadmapId ? (BY_ROADMAP[roadmapId]?.[language] ?? "") : "";
}
