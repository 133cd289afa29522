/**
 * Content of the six product pages (spec sections 1–2). Figures flagged `survey` are the spec's
 * marketing claims: they are shown as what Amal users report, with "up to" where the number is
 * a best case, and carry the footnote that they come from Amal's internal surveys.
 * Course counts are always "300,000+ courses" — the size of the course catalogue.
 */
import type { IconName } from "./icons";

export type ProductSlug =
  | "roadmap"
  | "career-coach"
  | "career-network"
  | "interview-mockups"
  | "resume-and-cover-letter"
  | "job-board-search";

export type ProductPath = `/product-${ProductSlug}`;

/** Which illustrated product preview the hero shows. */
export type PreviewKind = "roadmap" | "chat" | "message" | "interview" | "document" | "search";

export interface ProductStat {
  /** Shown small above the figure, e.g. "Up to". */
  prefix?: string;
  value: string;
  label: string;
  /** From Amal's internal user surveys: gets the footnote marker. */
  survey?: boolean;
}

export interface ProductFeature {
  icon: IconName;
  title: string;
  body: string;
  /** A link to the product page that tells more (used by "Available in Amal today"). */
  link?: { to: ProductPath; label: string };
}

export interface FeatureGroup {
  title: string;
  lead: string;
  items: ProductFeature[];
}

export interface ProductContent {
  slug: ProductSlug;
  path: ProductPath;
  /** Short name for cards and links to this page. */
  name: string;
  summary: string;
  icon: IconName;
  comingSoon: boolean;
  eyebrow: string;
  title: string;
  lead: string;
  preview: PreviewKind;
  statsTitle: string;
  stats: ProductStat[];
  /** Replaces SURVEY_FOOTNOTE when this page's figures have another source as well. */
  statsFootnote?: string;
  stepsTitle: string;
  steps: { title: string; body: string }[];
  features: FeatureGroup;
  /** Coming-soon pages: what the visitor can already use in Amal today. */
  availableNow?: FeatureGroup;
  audience: { question: string; answer: string }[];
  cta: { title: string; body: string };
}

const OUTCOME_CAVEAT = "They describe what respondents reported, not a promised result: your outcome depends on your field, your market and the work you put in.";

export const SURVEY_FOOTNOTE = `Figures marked * come from Amal’s internal user surveys. ${OUTCOME_CAVEAT}`;

const roadmap: ProductContent = {
  slug: "roadmap",
  path: "/product-roadmap",
  name: "Roadmap Visualizer",
  summary: "An interactive map of the skills to learn for your target role, with courses and books for every step.",
  icon: "map",
  comingSoon: false,
  eyebrow: "Roadmap Visualizer",
  title: "See the whole path to your next role, one skill at a time",
  lead:
    "Tell Amal where you want to go. It draws your learning roadmap as an interactive map, links every skill to courses from a catalogue of 300,000+ courses and to books worth reading, and keeps your favourite roadmaps saved so you can pick up where you left off.",
  preview: "roadmap",
  statsTitle: "What learners who follow an Amal roadmap report",
  stats: [
    { prefix: "Up to", value: "65%", label: "better alignment between their skills and the opportunities they target", survey: true },
    { prefix: "Up to", value: "2.5x", label: "faster skill acquisition than learning without a plan", survey: true },
    { prefix: "Up to", value: "45%", label: "better retention of what they learn", survey: true },
    { prefix: "Up to", value: "55%", label: "faster completion of their learning projects", survey: true },
  ],
  stepsTitle: "From a goal to a plan in four steps",
  steps: [
    { title: "Describe your goal", body: "Type a target role or topic in your own words, like “data analyst in fintech” or “move from teaching into UX design”." },
    { title: "Get your map", body: "Amal lays out the skills to learn as a graph, from the foundations to the specialised topics employers ask for." },
    { title: "Open any skill", body: "Select a step to read what it covers, which courses teach it and which books take it further." },
    { title: "Go deeper and save", body: "Press Generate on a final step to expand it into its own sub-roadmap, then favourite the roadmap and save its layout." },
  ],
  features: {
    title: "Everything you need to learn with purpose",
    lead: "The roadmap visualizer lives in your Amal portal, next to the coach and the course search.",
    items: [
      { icon: "map", title: "Interactive roadmap graph", body: "Pan, zoom and go fullscreen on a map of connected skills, so you always see how today’s lesson leads to the role you want." },
      { icon: "graduation", title: "Courses for every step", body: "Each skill lists the courses that teach it, chosen from a catalogue of 300,000+ courses across providers, free and paid." },
      { icon: "book", title: "Recommended books", body: "Steps come with books that cover the topic in depth, for when a short course is not enough." },
      { icon: "layers", title: "Expand any step", body: "Final steps carry a Generate button that grows a detailed sub-roadmap under that skill, merged into the same map." },
      { icon: "star", title: "Saved favourites", body: "Favourite a roadmap and save its state. Your Favourite Roadmaps list shows which ones have a saved layout to reopen." },
      { icon: "search", title: "AI course search", body: "Describe what you want to learn and search 300,000+ courses by meaning, not just by keywords in a title." },
    ],
  },
  audience: [
    { question: "I’m a student or a fresh graduate. Where do I start?", answer: "Start with the role you are curious about. The roadmap shows the foundations first, so you know what to learn this month and what can wait." },
    { question: "I’m switching careers.", answer: "Describe where you are and where you want to be. Amal builds the bridge: the skills that transfer and the gaps worth closing first." },
    { question: "I already work in my field.", answer: "Use a roadmap to prepare for a promotion or a specialisation, and expand only the steps that matter for your next move." },
    { question: "Do I have to buy the courses?", answer: "No. Amal recommends courses from many providers; some are free and some are sold by their providers. Amal does not sell courses." },
  ],
  cta: { title: "Map your next career move today", body: "Create your account, describe your goal and get your first roadmap in minutes." },
};

const careerCoach: ProductContent = {
  slug: "career-coach",
  path: "/product-career-coach",
  name: "AI Career Coach",
  summary: "Chat or talk with Amal about your career, in English or Arabic, with advice built on your own profile.",
  icon: "chat",
  comingSoon: false,
  eyebrow: "AI Career Coach",
  title: "A career coach in your pocket, in English and Arabic",
  lead:
    "Amal knows your profile — your experience, skills, education and resumes — and turns it into clear next steps. Chat or talk by voice whenever you need to, and every session is saved with a recap you can come back to.",
  preview: "chat",
  statsTitle: "What people coached by Amal report",
  stats: [
    { prefix: "Up to", value: "85%", label: "increase in progress along their chosen career path", survey: true },
    { prefix: "Up to", value: "90%", label: "more confident about their next career move", survey: true },
    { prefix: "Up to", value: "75%", label: "better interview preparation", survey: true },
  ],
  stepsTitle: "How coaching with Amal works",
  steps: [
    { title: "Share your story", body: "Upload your resume when you sign up: Amal extracts your bio and skills. Add job history, education and certificates in Career Info." },
    { title: "Ask anything", body: "Chat or talk about your job search, a promotion, salary, switching fields, an interview next week or what to learn next." },
    { title: "Get a plan", body: "Amal answers with concrete steps and shows what it used — courses, roadmaps, books and channels — in the knowledge-base panel." },
    { title: "Come back any time", body: "Every session is saved. Ask for a recap, rename it, and continue exactly where you stopped." },
  ],
  features: {
    title: "What the coach can do for you",
    lead: "The coach is the heart of the Amal portal, and it can reach every other tool on your behalf.",
    items: [
      { icon: "chat", title: "Coach chat", body: "A focused conversation about your career, with answers that stream in as Amal writes them and tools it uses shown alongside." },
      { icon: "mic", title: "Voice sessions", body: "Speak instead of typing. Voice chat works in English and Arabic, with a live transcript and a button to mute Amal’s voice." },
      { icon: "briefcase", title: "Advice built on your profile", body: "Amal reads your Career Info — job titles, skills, certificates, courses and education — so its advice fits your real background." },
      { icon: "clock", title: "Saved sessions and recaps", body: "Sessions are listed in your portal. A recap sums up what you discussed and what to do next." },
      { icon: "sparkle", title: "Ready-made prompts", body: "One click to ask for a course on a subject, daily tips, details about a course, a roadmap for a field or a YouTube channel to follow." },
      { icon: "doc", title: "Resume insights in the session", body: "Open your uploaded resumes inside the chat and ask Amal for insights without leaving the conversation." },
    ],
  },
  audience: [
    { question: "Is an AI coach right for me?", answer: "If you want honest, specific guidance whenever you need it — at a price that fits a job seeker’s budget — yes. Students, job seekers, career switchers and senior professionals all use Amal." },
    { question: "Does Amal replace a human coach?", answer: "It covers the everyday questions a coach answers, at any hour. It is guidance, not a guarantee, and it is not legal, financial or immigration advice." },
    { question: "Can I use Arabic?", answer: "Yes. Write in Arabic or English, and choose Arabic or English (US) for voice sessions." },
    { question: "Who sees my conversations?", answer: "Your sessions belong to your account. Our Privacy Policy explains what is stored, for how long, and how to delete it." },
  ],
  cta: { title: "Start your first coaching session", body: "Create your account, upload your resume and ask Amal your first question today." },
};

const careerNetwork: ProductContent = {
  slug: "career-network",
  path: "/product-career-network",
  name: "Career Networking",
  summary: "Tailored LinkedIn connection notes and cold e-mails, saved for reuse, plus an e-mail tracker for replies.",
  icon: "users",
  comingSoon: false,
  eyebrow: "Career Networking",
  title: "Reach the right people with messages worth replying to",
  lead:
    "Amal writes a LinkedIn connection note or a cold e-mail tailored to the person, the company, the role and your industry in seconds. Keep your best messages saved, and let the Email Tracker sort the replies that come back.",
  preview: "message",
  statsTitle: "Networking with Amal",
  stats: [
    { prefix: "Up to", value: "2x", label: "more networking opportunities, as reported by users", survey: true },
    { value: "2", label: "message formats: a LinkedIn connection note or a cold e-mail" },
    { value: "140+", label: "industries to set the context of your message" },
    { value: "6", label: "categories the Email Tracker sorts job e-mails into" },
  ],
  stepsTitle: "How the message generator works",
  steps: [
    { title: "Pick the format", body: "Choose a short LinkedIn connection note or a full cold e-mail." },
    { title: "Say who and why", body: "Add the person’s name, their job title and company, the industry, and what you hope for: advice, a referral or a follow-up." },
    { title: "Review and send", body: "Amal drafts the message. Edit it to sound like you, copy it, and send it from your own account." },
    { title: "Save what works", body: "Favourite a message to keep it. Selecting a saved message brings back the details you used, ready for the next contact." },
  ],
  features: {
    title: "Built for real outreach",
    lead: "Networking tools that live beside your coach, resumes and applications.",
    items: [
      { icon: "link", title: "LinkedIn connection notes", body: "Short, specific notes that say why you are reaching out to this person — not a generic “I’d like to join your network”." },
      { icon: "mail", title: "Cold e-mails", body: "A subject-worthy opening, a reason to care and a clear, small ask, written for the role and company you target." },
      { icon: "building", title: "Industry-aware", body: "Choose from over 140 industries so the message speaks the language of the field, from banking to software." },
      { icon: "star", title: "Saved messages", body: "Your favourite messages sit in a saved panel. Load one to reuse its details, or remove it when you are done." },
      { icon: "filter", title: "Email Tracker", body: "Connect or forward your job-application e-mails and Amal sorts them into Applied, Interview, Offer, Accepted, Not chosen and Event." },
      { icon: "chat", title: "Coaching for the conversation", body: "When someone replies, ask the coach how to prepare for the call, what to ask and how to follow up." },
    ],
  },
  audience: [
    { question: "I don’t know anyone in my target field.", answer: "That is what the generator is for: a credible first message to people you have never met, with a reason for them to answer." },
    { question: "I find cold outreach awkward.", answer: "Start from a draft instead of a blank page, and keep the messages that worked as templates for the next one." },
    { question: "Will Amal send messages for me?", answer: "No. Amal writes the draft; you review it and send it yourself, from your own LinkedIn or e-mail account." },
    { question: "Does it work for internships and first jobs?", answer: "Yes. Students use it to reach alumni, recruiters and hiring managers for internships and graduate roles." },
  ],
  cta: { title: "Open doors with your next message", body: "Create your account and write your first tailored connection note in under a minute." },
};

const interviewMockups: ProductContent = {
  slug: "interview-mockups",
  path: "/product-interview-mockups",
  name: "Interview Mock-ups",
  summary: "Realistic mock interviews by voice with feedback on every answer.",
  icon: "mic",
  comingSoon: true,
  eyebrow: "Interview Mock-ups",
  title: "Rehearse the interview before it counts",
  lead:
    "We are building realistic mock interviews with Amal: questions for the role you applied to, asked by voice, with follow-ups like a real interviewer and feedback on every answer. Until it launches, you can already prepare for interviews with the coach by chat or voice.",
  preview: "interview",
  statsTitle: "What users who prepare for interviews with Amal today report",
  stats: [
    { prefix: "Up to", value: "40%", label: "higher interview success", survey: true },
    { prefix: "Up to", value: "75%", label: "better interview preparation", survey: true },
    { value: "2", label: "languages for voice practice today: English and Arabic" },
  ],
  stepsTitle: "How mock interviews will work",
  steps: [
    { title: "Choose the role", body: "Start from a job post or a target role, so the questions match what that employer looks for." },
    { title: "Answer out loud", body: "Amal asks questions by voice and follows up on what you say, like an interviewer would." },
    { title: "Get feedback", body: "See where an answer was clear and where it lacked structure, evidence or relevance to the role." },
    { title: "Practise again", body: "Repeat the questions you found hardest until your answers feel natural." },
  ],
  features: {
    title: "Planned for launch",
    lead: "What we are building. Details may change before release; we will announce it when it is ready.",
    items: [
      { icon: "target", title: "Role-specific questions", body: "Behavioural and technical questions drawn from the role and the job description you give." },
      { icon: "mic", title: "Voice interviews", body: "Speak your answers in English or Arabic, with a transcript of the whole interview." },
      { icon: "check", title: "Feedback on every answer", body: "Notes on structure, clarity and examples, with a suggested stronger version of your answer." },
      { icon: "chart", title: "Progress over time", body: "Revisit past mock interviews and see which answers have improved." },
    ],
  },
  availableNow: {
    title: "Available in Amal today",
    lead: "You don’t have to wait to prepare. These tools are part of every Amal subscription now.",
    items: [
      { icon: "chat", title: "Interview prep with the coach", body: "Ask Amal for likely questions for a role, practise your answers in the chat and get suggestions to improve them.", link: { to: "/product-career-coach", label: "More about the AI Career Coach" } },
      { icon: "mic", title: "Voice sessions", body: "Practise speaking your answers out loud in English or Arabic with Amal’s voice chat.", link: { to: "/product-career-coach", label: "More about voice sessions" } },
      { icon: "doc", title: "A resume that gets you the interview", body: "Build a resume and cover letter tailored to the job post, then check them against ATS recommendations.", link: { to: "/product-resume-and-cover-letter", label: "More about the resume builder" } },
    ],
  },
  audience: [
    { question: "When will mock interviews launch?", answer: "We will announce the launch in our newsletter and in your Amal notifications. We would rather ship it right than ship it early, so we don’t promise a date." },
    { question: "Will it be included in my subscription?", answer: "We will publish which plans include mock interviews on the pricing page before launch." },
    { question: "I have an interview next week.", answer: "Use the coach today: ask for the questions that role usually brings and rehearse your answers by chat or voice." },
  ],
  cta: { title: "Be the first to rehearse with Amal", body: "Join the newsletter to hear when mock interviews launch, or start preparing with the coach today." },
};

const resumeAndCoverLetter: ProductContent = {
  slug: "resume-and-cover-letter",
  path: "/product-resume-and-cover-letter",
  name: "Resume & Cover Letter",
  summary: "Tailored resumes and cover letters from any job post, ATS analysis and an online word editor.",
  icon: "doc",
  comingSoon: false,
  eyebrow: "Resume & Cover Letter",
  title: "Tailored resumes and cover letters for every application",
  lead:
    "Paste a job link or description and Amal drafts a resume and cover letter shaped to that role from your career info. Upload an existing resume for an ATS-focused analysis, then polish everything in the online word editor and download it as a Word document.",
  preview: "document",
  statsTitle: "What job seekers using Amal’s document tools report",
  stats: [
    { prefix: "Up to", value: "65%", label: "less time spent creating application documents", survey: true },
    { prefix: "Up to", value: "40%", label: "higher callback rates", survey: true },
    { prefix: "Up to", value: "45%", label: "higher chance of passing ATS screening", survey: true },
    { prefix: "Up to", value: "70%", label: "improvement in keyword match with the job post", survey: true },
    { value: "85%", label: "of hiring managers surveyed say a resume tailored to the role makes a candidate stand out", survey: true },
  ],
  statsFootnote: `Figures marked * come from Amal’s internal surveys of its users and, for the 85% figure, of hiring managers. ${OUTCOME_CAVEAT}`,
  stepsTitle: "From job post to finished application",
  steps: [
    { title: "Add the job", body: "Paste a link to the job post, or switch to Description and paste its text." },
    { title: "Amal does the homework", body: "It matches your skills and background to the role, reads the job requirements and looks at the company." },
    { title: "Review the draft", body: "Open the resume or cover letter in the online word editor and make it yours." },
    { title: "Download and apply", body: "Download a Word document, apply, and upload your final version to keep your library complete." },
  ],
  features: {
    title: "One library for every application",
    lead: "All your documents in one place, each one written for the job it is meant for.",
    items: [
      { icon: "doc", title: "Resume builder", body: "A resume tailored to the job post, drafted from your job history, skills, certificates and education." },
      { icon: "mail", title: "Cover letter builder", body: "A cover letter that connects your experience to this role and this company, not a fill-in-the-blanks template." },
      { icon: "target", title: "Resume analysis for ATS", body: "Upload a PDF and get a report with Resume Recommendations and Resume Style Recommendations: keywords, structure and format." },
      { icon: "edit", title: "Online word editor", body: "Edit crafted resumes and cover letters in the browser, then download them as Word documents." },
      { icon: "layers", title: "Resume library", body: "Uploaded resumes, crafted resumes and crafted cover letters, each with preview, edit, download and delete." },
      { icon: "sparkle", title: "A profile from your resume", body: "Upload your resume when you sign up and Amal fills in your bio and skills for you." },
    ],
  },
  audience: [
    { question: "I’m writing my first resume.", answer: "Add your education, projects and skills, and Amal turns them into a clean resume aimed at the role you want." },
    { question: "I apply to many jobs every week.", answer: "Tailoring each application takes minutes instead of an evening, and every version stays in your library." },
    { question: "I’m changing careers.", answer: "Amal puts your transferable experience first and uses the vocabulary of the new field." },
    { question: "Will my resume pass every ATS?", answer: "No tool can promise that. Amal’s analysis checks what applicant tracking systems commonly look for — relevant keywords, standard headings and readable formatting." },
  ],
  cta: { title: "Send your next application with confidence", body: "Create your account, paste a job link and get a tailored resume and cover letter to edit and download." },
};

const jobBoardSearch: ProductContent = {
  slug: "job-board-search",
  path: "/product-job-board-search",
  name: "AI Job Board Search",
  summary: "Search jobs by describing the role you want, in your own words.",
  icon: "search",
  comingSoon: true,
  eyebrow: "AI Job Board Search",
  title: "Describe the job you want. Let Amal find it.",
  lead:
    "AI job search is coming to Amal: find openings by describing the role in your own words, narrow them with filters, and open each posting at its source. Today you can already tailor your resume and cover letter to any job link and track every application.",
  preview: "search",
  statsTitle: "While it’s on the way: what users of Amal’s application tools report",
  stats: [
    { prefix: "Up to", value: "40%", label: "higher callback rates", survey: true },
    { prefix: "Up to", value: "45%", label: "higher chance of passing ATS screening", survey: true },
    { prefix: "Up to", value: "65%", label: "less time spent creating application documents", survey: true },
  ],
  stepsTitle: "How AI job search will work",
  steps: [
    { title: "Describe the role", body: "Write what you are looking for the way you would tell a friend: the work, the level, the place." },
    { title: "Refine the results", body: "Narrow the list with job filters and read a short summary on each job card." },
    { title: "Open the posting", body: "Each card links to the original job post, so you always apply at the source." },
    { title: "Tailor and track", body: "Build a resume for the post with the resume builder and follow the replies in the Email Tracker." },
  ],
  features: {
    title: "Planned for launch",
    lead: "What we are building. Details may change before release; we will announce it when it is ready.",
    items: [
      { icon: "search", title: "Search in plain language", body: "Describe the job instead of guessing the exact title a company used." },
      { icon: "filter", title: "Job filters", body: "Narrow results by the details that matter to you, such as job type and company." },
      { icon: "briefcase", title: "Clear job cards", body: "Title, company, job type and a description at a glance, with a link to the original post." },
      { icon: "target", title: "Fit with your profile", body: "Results that take your Career Info into account, so relevant roles come first." },
    ],
  },
  availableNow: {
    title: "Available in Amal today",
    lead: "Found a job you like elsewhere? These tools help you apply well right now.",
    items: [
      { icon: "doc", title: "Resume from a job link", body: "Paste any job post link and get a resume and cover letter tailored to it.", link: { to: "/product-resume-and-cover-letter", label: "More about the resume builder" } },
      { icon: "filter", title: "Email Tracker", body: "Follow your applications as replies arrive, sorted into Applied, Interview, Offer and more.", link: { to: "/product-career-network", label: "More about the Email Tracker" } },
      { icon: "graduation", title: "Course search", body: "Close the skill gaps a job post reveals with AI search over 300,000+ courses.", link: { to: "/product-roadmap", label: "More about course search" } },
    ],
  },
  audience: [
    { question: "Will Amal apply to jobs for me?", answer: "No. Amal helps you find, prepare and track applications; you always decide where to apply and send the application yourself." },
    { question: "Which job markets will it cover?", answer: "We are designing it first for the markets our members live in: Egypt and the United States." },
    { question: "How will I know when it launches?", answer: "We will announce it in our newsletter and in your Amal notifications." },
  ],
  cta: { title: "Get ready for your next application", body: "Join the newsletter to hear when AI job search launches, or start tailoring your applications today." },
};

export const products: Record<ProductSlug, ProductContent> = {
  roadmap,
  "career-coach": careerCoach,
  "career-network": careerNetwork,
  "interview-mockups": interviewMockups,
  "resume-and-cover-letter": resumeAndCoverLetter,
  "job-board-search": jobBoardSearch,
};

/** The order product cards appear in when one page links to the others. */
export const productOrder: ProductSlug[] = [
  "career-coach",
  "resume-and-cover-letter",
  "roadmap",
  "career-network",
  "interview-mockups",
  "job-board-search",
];
