/** Copy for the landing page, in the order the sections appear. */

export const HERO = {
  eyebrow: "Your AI career coach",
  title: "Meet Amal, the career coach in your pocket",
  lead: "Plan your next move, build resumes and cover letters that pass ATS filters, prepare for interviews and learn the skills employers ask for — with a coach who knows your profile, in English and Arabic.",
  tabletLead: "Plan your next move, craft ATS-ready resumes and learn the skills employers want — with a coach who knows you.",
  mobileLead: "Plan, apply and grow with an AI coach who knows you.",
  trust: ["Egypt & US job markets", "English and العربية", "Cancel anytime"],
};

export const HOW_IT_WORKS = [
  { step: "1", title: "Create your account", text: "Sign up in a few steps and upload your resume. Amal reads it and fills in your bio and skills for you." },
  { step: "2", title: "Talk with Amal", text: "Chat or speak with your coach about goals, roles, courses and interviews. Every session is saved for later." },
  { step: "3", title: "Act on a clear plan", text: "Get a learning roadmap, tailored resumes and cover letters, networking messages and a tracker for every application." },
];

export const SOLUTIONS = [
  { title: "AI Career Coach", to: "/product-career-coach", text: "Chat or talk with Amal about your goals, next role and growth, with sessions that remember your profile." },
  { title: "Learning Roadmaps", to: "/product-roadmap", text: "A visual roadmap from where you are to the role you want, with courses and books for every step." },
  { title: "Resume & Cover Letter", to: "/product-resume-and-cover-letter", text: "Build documents from a job link or description, analyse your resume for ATS and edit online." },
  { title: "Career Networking", to: "/product-career-network", text: "Generate LinkedIn connection notes and cold emails that are short, specific and get replies." },
  { title: "Interview Mock-ups", to: "/product-interview-mockups", text: "Practice realistic interviews with feedback on your answers.", comingSoon: true },
  { title: "AI Job Board Search", to: "/product-job-board-search", text: "Describe the job you want in your own words and get matching openings.", comingSoon: true },
] as const;

export const FEATURES = [
  { stat: "65%", label: "better skills-to-opportunity alignment", title: "Personal learning roadmaps", text: "Search 300,000+ courses by describing what you want to learn, then follow a roadmap built for your target role." },
  { stat: "2.5x", label: "faster skill acquisition", title: "Courses that fit your level", text: "Recommendations match your experience level, language and budget — free or paid, English or Arabic." },
  { stat: "40%", label: "higher callback rates", title: "ATS-ready documents", text: "Resumes and cover letters tailored to each job post, with keyword and style recommendations." },
  { stat: "2x", label: "networking opportunities", title: "Outreach that gets answered", text: "Connection notes and cold emails written for the person, the company and the role." },
  { stat: "75%", label: "better interview preparation", title: "Coaching on demand", text: "Practice answers, salary conversations and career decisions with Amal, by text or voice." },
  { stat: "90%", label: "more confident in their career path", title: "Every application in one place", text: "Job-application e-mails are sorted into applied, interview, offer, accepted, not chosen and events." },
];

export const DASHBOARD_ITEMS = [
  "Home",
  "Job Search",
  "Career Crafting",
  "Career Networking",
  "Resume & Cover Letter Creation",
  "Amal Sessions",
  "Email Jobs Tracking",
  "Career Info Update",
];

export const FAQS = [
  {
    q: "Is my data secure with Amal?",
    a: "Yes. Your resume, profile and coaching sessions are private to your account: every request is checked against your session, files are stored encrypted and never made public, and payments are handled by our card payment provider — we only keep a card token, brand and last four digits. You can ask us to delete your data at any time.",
  },
  {
    q: "How affordable is Amal compared with a human career coach?",
    a: "A single session with a human coach often costs more than a month of Amal. Plans start at a few hundred Egyptian pounds a month, billed monthly or every three months, and include unlimited coaching sessions, resume tools and course search.",
  },
  {
    q: "How effective is AI career coaching?",
    a: "Amal is available whenever you need it, remembers your profile and turns advice into concrete next steps: a roadmap, a tailored resume, a message to send. Users report feeling more confident about their career path and better prepared for interviews.",
  },
  {
    q: "What skills can I learn with Amal?",
    a: "Anything with a career behind it: software and data, design, marketing, finance, project management, teaching and more. Amal recommends courses from a catalogue of 300,000+ courses and builds roadmaps for technical and soft skills alike.",
  },
  {
    q: "Is the coaching personalized to me?",
    a: "Yes. Amal uses your title, experience level, skills, job history and goals — taken from your resume and career info — to tailor every answer, recommendation and document.",
  },
  {
    q: "Is there human oversight of the AI?",
    a: "Our team reviews the knowledge Amal relies on, monitors quality and answers support requests. Amal gives guidance, not guarantees: important decisions stay yours, and you can reach a person through the contact page at any time.",
  },
];

/** Shown beside the questions under 850 px, where the longer introduction does not fit. */
export const FAQ_INTRO = {
  wide: "Everything you want to know before you start: how Amal keeps your data safe, what it costs compared with a human coach, and how personal the coaching is.",
  narrow: "Quick answers to common questions.",
};

/** The phone mock's looping conversation. */
export const CHAT_DEMO = {
  coach: "Hi Sara! I read your resume. Want a plan to move from support into data analysis?",
  user: "Yes please! Where do I start?",
  reply: "Start with SQL and Excel this month — I found 3 courses for you and a roadmap to follow.",
};
