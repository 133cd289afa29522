/**
 * The coach's evaluation set: realistic things users type into the chat, in English and in
 * Arabic (MSA and Egyptian), from the spec's prompt templates to free phrasing, typos and
 * follow-ups. Each question names the intent a good coach routes it to and a relevance check on
 * the answer. Written before the engine, from what a user would expect — not fitted to it.
 *
 * `npm run eval:coach` runs them (core/coach/eval/run.ts) and prints the score.
 */
import type { ChatTurn, Citation, CoachProfile, Intent } from "../types.ts";

/** What makes an answer relevant. Keywords match case-insensitively, Arabic spelling folded. */
export type EvalCheck =
  /** The answer cites an item of `kind` whose title, skills, topics or categories contain a keyword (any item when `keywords` is empty). */
  | { kind: "cites"; citation: Citation["kind"]; keywords: string[] }
  /** The answer text contains at least `min` of the keywords: guidance on the asked topic. */
  | { kind: "covers"; keywords: string[]; min: number };

export interface EvalQuestion {
  id: string;
  text: string;
  language: "en" | "ar";
  intent: Intent;
  /** Who asks (a key of EVAL_PROFILES). */
  persona: EvalPersona;
  /** Earlier turns, for follow-ups. */
  history?: ChatTurn[];
  check: EvalCheck;
}

export type EvalPersona = "sara" | "omar" | "john" | "mona" | "blank";

const SARA_RESUME = `Sara Mahmoud
Junior Data Analyst | Cairo, Egypt | sara.mahmoud@example.com | +20 100 000 0000

Summary
Data analyst with one year of experience turning sales data into weekly dashboards.

Experience
Junior Data Analyst, Nile Retail Group — Cairo (2024 – present)
- Built weekly sales dashboards in Tableau used by 12 branch managers
- Cleaned and merged data from three point-of-sale systems with SQL
- Responsible for monthly reports in Excel

Data Analysis Intern, Vodafone Egypt (Summer 2023)
- Helped the team with customer churn analysis

Education
B.Sc. Commerce, Cairo University, 2023

Skills
SQL, Microsoft Excel, Tableau, Pivot Tables, Communication`;

const OMAR_RESUME = `Omar Khaled
Computer Science student — Alexandria University
omar.k@example.com

Education
B.Sc. Computer Science, Alexandria University (expected 2026)

Projects
- Bus tracker app in Python and Flask with a PostgreSQL database
- Competitive programming: solved 400 problems on Codeforces in C++

Skills
Python, C++, Git, Problem Solving`;

/** The people asking, from a student in Alexandria to a senior engineer in Seattle. */
export const EVAL_PROFILES: Record<EvalPersona, CoachProfile> = {
  sara: {
    fullname: "Sara Mahmoud", title: "Junior Data Analyst", level: "Junior", country: "Egypt", city: "Cairo",
    bio: "Data analyst building sales dashboards.",
    skills: [
      { name: "SQL", type: "hard" }, { name: "Microsoft Excel", type: "hard" }, { name: "Tableau", type: "hard" },
      { name: "Communication", type: "soft" },
    ],
    resumes: [{ id: 11, title: "Sara-Mahmoud-Data-Analyst.pdf", text: SARA_RESUME }],
  },
  omar: {
    fullname: "Omar Khaled", title: "Computer Science Student", level: "Student", country: "Egypt", city: "Alexandria",
    bio: "", skills: [{ name: "Python", type: "hard" }, { name: "C++", type: "hard" }, { name: "Git", type: "hard" }],
    resumes: [{ id: 21, title: "omar-cv.pdf", text: OMAR_RESUME }],
  },
  john: {
    fullname: "John Miller", title: "Senior Software Engineer", level: "Senior", country: "United States", city: "Seattle",
    bio: "Backend engineer, ten years on payments systems.",
    skills: [
      { name: "Java", type: "hard" }, { name: "AWS", type: "hard" }, { name: "Kubernetes", type: "hard" },
      { name: "Leadership", type: "soft" },
    ],
    resumes: [],
  },
  mona: {
    fullname: "Mona Adel", title: "Marketing Specialist", level: "Mid-level", country: "Egypt", city: "Giza",
    bio: "", skills: [{ name: "Social Media Marketing", type: "hard" }, { name: "Search Engine Optimization", type: "hard" }],
    resumes: [],
  },
  blank: { fullname: "", title: "", level: "", country: "", city: "", bio: "", skills: [], resumes: [] },
};

const cites = (citation: Citation["kind"], ...keywords: string[]): EvalCheck => ({ kind: "cites", citation, keywords });
const covers = (min: number, ...keywords: string[]): EvalCheck => ({ kind: "covers", keywords, min });

type Row = [id: string, persona: EvalPersona, intent: Intent, text: string, check: EvalCheck, history?: ChatTurn[]];

const ENGLISH: Row[] = [
  // Course recommendations: the template, then free phrasing.
  ["en-course-ml-template", "blank", "recommend_courses", "Recommend Course about machine learning", cites("course", "machine learning")],
  ["en-course-sql", "sara", "recommend_courses", "Can you suggest a good course to learn SQL for data analysis?", cites("course", "sql")],
  ["en-course-aws", "john", "recommend_courses", "I want to get deeper into cloud — which AWS course should I take?", cites("course", "aws")],
  ["en-course-react-free", "omar", "recommend_courses", "what's a free course for learning React?", cites("course", "react")],
  ["en-course-pm", "blank", "recommend_courses", "Any courses on project management? I'm thinking about the PMP", cites("course", "project management", "pmp")],
  ["en-course-excel-finance", "blank", "recommend_courses", "I need to improve my Excel skills for finance work, any course you'd recommend?", cites("course", "excel")],
  ["en-course-ux-template", "mona", "recommend_courses", "Recommend Course about UX design", cites("course", "ux design", "user research")],
  ["en-course-cyber", "omar", "recommend_courses", "Looking for a cybersecurity course for beginners", cites("course", "cybersecurity")],
  ["en-course-docker", "john", "recommend_courses", "Teach me Docker and Kubernetes, what course do you recommend", cites("course", "docker", "kubernetes")],
  ["en-course-public-speaking", "sara", "recommend_courses", "Which course would help me get better at public speaking?", cites("course", "public speaking", "presentation")],
  ["en-course-typo", "omar", "recommend_courses", "pls recomend a course on javascript", cites("course", "javascript")],
  // Course information.
  ["en-info-cs50", "omar", "course_info", "Give me info about CS50's Introduction to Computer Science", cites("course", "cs50")],
  ["en-info-google-da", "sara", "course_info", "Give me info about Google Data Analytics Professional Certificate", cites("course", "google data analytics")],
  ["en-info-ml-spec", "blank", "course_info", "Tell me about the Machine Learning Specialization — how long is it and is it free?", cites("course", "machine learning specialization")],
  ["en-info-fso", "omar", "course_info", "What is Full Stack Open about?", cites("course", "full stack open")],
  ["en-info-lhtl", "blank", "course_info", "give me info about learning how to learn", cites("course", "learning how to learn")],
  // Roadmaps.
  ["en-roadmap-ds-template", "sara", "career_roadmap", "Give me a roadmap for a data scientist", cites("roadmap", "data")],
  ["en-roadmap-frontend", "omar", "career_roadmap", "Give me a roadmap for a frontend developer", cites("roadmap", "front")],
  ["en-roadmap-pm", "mona", "career_roadmap", "How do I become a product manager? I'd like a step by step plan", cites("roadmap", "product")],
  ["en-roadmap-devops", "john", "career_roadmap", "What's the learning path to becoming a DevOps engineer?", cites("roadmap", "devops")],
  ["en-roadmap-finance", "blank", "career_roadmap", "I'm an accountant and want to move into financial analysis, what should my learning path look like?", cites("roadmap", "financ")],
  ["en-roadmap-cyber", "omar", "career_roadmap", "roadmap for becoming a cybersecurity analyst", cites("roadmap", "security")],
  // YouTube.
  ["en-yt-python-template", "omar", "recommend_youtube", "Recommend me a youtube channel for Python", cites("youtube", "python")],
  ["en-yt-excel", "sara", "recommend_youtube", "Any good YouTube channels to learn Excel and Power BI?", cites("youtube", "excel", "power bi")],
  ["en-yt-ml", "blank", "recommend_youtube", "Which youtubers explain machine learning well?", cites("youtube", "machine learning")],
  ["en-yt-ux", "mona", "recommend_youtube", "Recommend me a youtube channel for UX design", cites("youtube", "ux", "design")],
  // Daily tips.
  ["en-tips-template", "sara", "daily_tips", "Daily tips to boost performance", cites("tip")],
  ["en-tips-productivity", "john", "daily_tips", "Give me a productivity tip for today", cites("tip", "productivity")],
  ["en-tips-tod", "blank", "daily_tips", "Share a tip of the day", cites("tip")],
  // Books.
  ["en-books-leader", "john", "recommend_books", "What books should I read to become a better leader?", cites("book", "leadership")],
  ["en-books-negotiation", "blank", "recommend_books", "Suggest a book about negotiation", cites("book", "negotiation")],
  ["en-books-swe", "omar", "recommend_books", "any good books for software engineers?", cites("book", "software")],
  ["en-books-money", "mona", "recommend_books", "I want to read something on personal finance", cites("book", "financ")],
  // Resume help.
  ["en-resume-review", "sara", "resume_help", "Can you review my resume?", cites("resume")],
  ["en-resume-ats", "blank", "resume_help", "How do I make my CV pass ATS systems?", covers(2, "ats", "keyword", "single-column", "pdf", "headings")],
  ["en-resume-summary", "omar", "resume_help", "What should I put in my resume summary as a junior developer?", covers(2, "summary", "project", "skills", "role")],
  // Interview preparation.
  ["en-interview-da", "sara", "interview_prep", "I have a job interview next week for a data analyst role, how should I prepare?", covers(2, "star", "research", "practice", "sql", "questions")],
  ["en-interview-tmay", "blank", "interview_prep", "How do I answer 'tell me about yourself'?", covers(2, "present", "past", "future", "minute", "seconds")],
  ["en-interview-ask", "john", "interview_prep", "What questions should I ask the interviewer at the end?", covers(2, "ask", "team", "success", "challenge")],
  ["en-interview-coding", "omar", "interview_prep", "Tips for a technical coding interview at Google?", covers(2, "aloud", "complexity", "clarify", "edge case", "practice")],
  ["en-interview-behavioral", "mona", "interview_prep", "How to handle behavioral interview questions", covers(2, "star", "situation", "result", "action")],
  // Networking.
  ["en-net-linkedin", "mona", "networking", "How can I grow my network on LinkedIn without being pushy?", covers(2, "linkedin", "message", "connection", "comment")],
  ["en-net-cold-email", "john", "networking", "Write me a cold email to a recruiter at Microsoft", covers(2, "subject", "microsoft", "recruiter")],
  ["en-net-referral", "omar", "networking", "How do I ask someone for a referral?", covers(2, "referral", "job", "link", "resume")],
  // Salary and negotiation.
  ["en-salary-egypt", "omar", "salary_negotiation", "How much should I ask for as a junior developer in Egypt?", covers(2, "egp", "range", "wuzzuf", "glassdoor")],
  ["en-salary-offer", "john", "salary_negotiation", "I got an offer, how do I negotiate a higher salary?", covers(2, "counter", "range", "writing", "package")],
  ["en-salary-raise", "sara", "salary_negotiation", "How to ask my manager for a raise", covers(2, "raise", "achievement", "review", "market")],
  // General career questions.
  ["en-general-stuck", "mona", "general", "I'm feeling stuck in my career, what should I do?", covers(2, "goal", "skill", "step", "week")],
  ["en-general-masters", "omar", "general", "Should I do a master's degree or get work experience first?", covers(2, "master", "experience", "employer", "cost")],
  ["en-general-late", "blank", "general", "Is it too late to change careers at 35?", covers(2, "transferable", "skill", "experience", "step")],
  ["en-general-hello", "sara", "general", "hello", covers(2, "course", "roadmap", "resume", "interview")],
  // Follow-ups.
  ["en-followup-more", "omar", "recommend_courses", "more please", cites("course", "python"),
    [{ role: "user", content: "Recommend Course about Python" }, { role: "assistant", content: "Here are three Python courses…" }]],
  ["en-followup-another", "blank", "recommend_youtube", "another one", cites("youtube", "javascript", "web"),
    [{ role: "user", content: "Recommend me a youtube channel for JavaScript" }, { role: "assistant", content: "Try Traversy Media…" }]],
];

const ARABIC: Row[] = [
  ["ar-course-data", "sara", "recommend_courses", "رشحلي كورس في تحليل البيانات", cites("course", "data analysis")],
  ["ar-course-python", "blank", "recommend_courses", "أريد دورة لتعلم البرمجة بلغة بايثون", cites("course", "python")],
  ["ar-course-ui", "mona", "recommend_courses", "عايز اتعلم تصميم واجهات المستخدم، تنصحني بإيه؟", cites("course", "ui", "ux")],
  ["ar-course-pm", "blank", "recommend_courses", "ما هي أفضل دورة في إدارة المشاريع؟", cites("course", "project management")],
  ["ar-course-cyber-free", "omar", "recommend_courses", "محتاج كورس ببلاش في الأمن السيبراني", cites("course", "cybersecurity")],
  ["ar-course-marketing", "mona", "recommend_courses", "اقترح علي دورة في التسويق الرقمي", cites("course", "marketing")],
  ["ar-info-cs", "omar", "course_info", "اعطني معلومات عن دورة علوم الحاسوب", cites("course", "علوم الحاسوب", "computer science")],
  ["ar-info-google-pm", "blank", "course_info", "إيه رأيك في كورس Google Project Management؟", cites("course", "project management")],
  ["ar-roadmap-de", "sara", "career_roadmap", "اعطني خارطة طريق لمهندس بيانات", cites("roadmap", "data")],
  ["ar-roadmap-web", "omar", "career_roadmap", "ازاي ابقى مطور ويب؟", cites("roadmap", "web", "front", "full")],
  ["ar-roadmap-accountant", "blank", "career_roadmap", "ما هو المسار المناسب لأصبح محاسبًا؟", cites("roadmap", "account")],
  ["ar-yt-js", "omar", "recommend_youtube", "رشحلي قناة يوتيوب لتعلم الجافاسكريبت", cites("youtube", "javascript")],
  ["ar-yt-programming", "blank", "recommend_youtube", "ما هي أفضل قنوات يوتيوب عربية لتعلم البرمجة؟", cites("youtube", "programming", "web development")],
  ["ar-tips-today", "sara", "daily_tips", "نصيحة اليوم", cites("tip")],
  ["ar-tips-work", "mona", "daily_tips", "اديني نصايح يومية تساعدني في شغلي", cites("tip")],
  ["ar-books-leadership", "john", "recommend_books", "رشح لي كتابًا عن القيادة", cites("book", "leadership")],
  ["ar-books-negotiation", "blank", "recommend_books", "عايز كتب عن التفاوض", cites("book", "negotiation")],
  ["ar-resume-review", "sara", "resume_help", "ممكن تراجع سيرتي الذاتية؟", cites("resume")],
  ["ar-resume-write", "blank", "resume_help", "كيف أكتب سيرة ذاتية قوية؟", covers(2, "أرقام", "الكلمات المفتاحية", "صفحة واحدة", "ATS")],
  ["ar-interview-tomorrow", "sara", "interview_prep", "عندي انترفيو بكرة، اعمل ايه؟", covers(2, "الشركة", "STAR", "أسئلة", "تدرب")],
  ["ar-interview-tmay", "blank", "interview_prep", "كيف أجيب على سؤال حدثني عن نفسك؟", covers(2, "الحاضر", "الماضي", "المستقبل", "دقيقة")],
  ["ar-net-linkedin", "mona", "networking", "ازاي اوسع شبكة علاقاتي على لينكدإن؟", covers(2, "لينكدإن", "رسالة", "تعليق", "تواصل")],
  ["ar-salary-egypt", "omar", "salary_negotiation", "كم راتب مطور برمجيات مبتدئ في مصر؟", covers(2, "جنيه", "نطاق", "Wuzzuf", "Glassdoor")],
  ["ar-salary-offer", "sara", "salary_negotiation", "ازاي افاوض على المرتب في عرض شغل؟", covers(2, "نطاق", "مكتوب", "العرض", "المزايا")],
  ["ar-general-lost", "blank", "general", "حاسس إني تايه ومش عارف أختار مجال", covers(2, "مهارات", "خطوة", "مجال", "تجربة")],
  ["ar-followup-more", "omar", "recommend_courses", "وكمان", cites("course", "programming", "algorithms", "python", "javascript", "computer science"),
    [{ role: "user", content: "رشحلي كورس في البرمجة" }, { role: "assistant", content: "إليك بعض الدورات…" }]],
  ["ar-followup-in-arabic", "sara", "recommend_courses", "بالعربي لو سمحت", cites("course", "sql"),
    [{ role: "user", content: "Recommend Course about SQL" }, { role: "assistant", content: "Here are three SQL courses…" }]],
];

function toQuestion(language: "en" | "ar") {
  return ([id, persona, intent, text, check, history]: Row): EvalQuestion => ({ id, persona, intent, text, check, history, language });
}

/** Every question, English first. */
export const EVAL_QUESTIONS: readonly EvalQuestion[] = [...ENGLISH.map(toQuestion("en")), ...ARABIC.map(toQuestion("ar"))];
