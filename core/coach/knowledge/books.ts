/**
 * Books the coach recommends: real titles by real authors, picked for people building a career —
 * strategy and job search, interviewing, negotiation, leadership, communication, productivity and
 * learning, and the core reading of each trade (software, data, design, product, marketing,
 * finance). `skills` use canonical names from core/resume/skills-taxonomy.ts so a book can be
 * matched to the skills on a user's profile; the unit test checks that every name exists.
 *
 * `year` is the year the work was first published (of the original, for translations).
 * `link` is a stable public page: the book's own site where it is published free online, else a
 * search for the title and author (Open Library for English, Google Books for Arabic editions),
 * which stays valid when editions and catalogue ids change.
 *
 * This file is data and long by design.
 */

export const BOOK_CATEGORIES = [
  "career",
  "job-search",
  "interviewing",
  "negotiation",
  "leadership",
  "communication",
  "productivity",
  "learning",
  "software-engineering",
  "data-ml",
  "design-ux",
  "product",
  "marketing",
  "sales",
  "finance",
  "entrepreneurship",
  "strategy",
  "wellbeing",
] as const;

export type BookCategory = (typeof BOOK_CATEGORIES)[number];

export type BookLevel = "beginner" | "intermediate" | "advanced";

export interface Book {
  id: string;
  title: string;
  authors: string[];
  /** First publication of the work (of the original, for a translation). */
  year: number;
  categories: BookCategory[];
  /** Canonical skill names from the skills taxonomy. */
  skills: string[];
  level: BookLevel;
  /** Language of this edition. */
  language: "en" | "ar";
  link: string;
  /** One factual sentence about what the book covers. */
  summary: string;
}

type BookRow = Omit<Book, "link"> & { link?: string };

/** An Open Library search for the title and first author: valid whatever the edition. */
function openLibrarySearch(title: string, author: string): string {
  return `https://openlibrary.org/search?q=${encodeURIComponent(`${title} ${author}`)}`;
}

/** A Google Books search, which indexes Arabic editions better than Open Library does. */
function googleBooksSearch(title: string, author: string): string {
  return `https://www.google.com/search?tbm=bks&q=${encodeURIComponent(`${title} ${author}`)}`;
}

const CAREER: BookRow[] = [
  {
    id: "what-color-is-your-parachute", title: "What Color Is Your Parachute?", authors: ["Richard N. Bolles"], year: 1970,
    categories: ["career", "job-search"], skills: ["Strategic Thinking", "Decision Making"], level: "beginner", language: "en",
    summary: "A long-running, regularly revised job-hunting guide that helps readers inventory their skills, choose a target and reach employers through people rather than postings alone.",
  },
  {
    id: "designing-your-life", title: "Designing Your Life", authors: ["Bill Burnett", "Dave Evans"], year: 2016,
    categories: ["career"], skills: ["Design Thinking", "Decision Making"], level: "beginner", language: "en",
    summary: "Two Stanford instructors apply design thinking — curiosity, reframing, prototyping — to choosing and changing a career.",
  },
  {
    id: "designing-your-work-life", title: "Designing Your Work Life", authors: ["Bill Burnett", "Dave Evans"], year: 2020,
    categories: ["career", "wellbeing"], skills: ["Design Thinking", "Resilience"], level: "beginner", language: "en",
    summary: "A follow-up to Designing Your Life about improving the job you already have, from reframing frustrations to leaving well.",
  },
  {
    id: "so-good-they-cant-ignore-you", title: "So Good They Can't Ignore You", authors: ["Cal Newport"], year: 2012,
    categories: ["career"], skills: ["Continuous Learning", "Strategic Thinking"], level: "beginner", language: "en",
    summary: "Argues that passion usually follows rare and valuable skill rather than preceding it, and shows how to build career capital through deliberate practice.",
  },
  {
    id: "the-start-up-of-you", title: "The Start-up of You", authors: ["Reid Hoffman", "Ben Casnocha"], year: 2012,
    categories: ["career"], skills: ["Relationship Building", "Adaptability"], level: "beginner", language: "en",
    summary: "LinkedIn's co-founder treats a career like a start-up: keep a plan A, B and Z, invest in your network and take intelligent risks.",
  },
  {
    id: "range", title: "Range", authors: ["David Epstein"], year: 2019,
    categories: ["career", "learning"], skills: ["Adaptability", "Continuous Learning"], level: "beginner", language: "en",
    summary: "Uses research and case studies to argue that broad experience and late specialisation often beat early specialisation in complex fields.",
  },
  {
    id: "the-2-hour-job-search", title: "The 2-Hour Job Search", authors: ["Steve Dalton"], year: 2012,
    categories: ["job-search"], skills: ["Relationship Building", "Time Management"], level: "beginner", language: "en",
    summary: "A step-by-step system for listing target employers, finding contacts inside them and securing informational interviews in a few hours a week.",
  },
  {
    id: "the-defining-decade", title: "The Defining Decade", authors: ["Meg Jay"], year: 2012,
    categories: ["career", "wellbeing"], skills: ["Decision Making", "Self-Motivation"], level: "beginner", language: "en",
    summary: "A clinical psychologist explains why work and life choices made in your twenties matter and how to make them deliberately.",
  },
  {
    id: "the-unspoken-rules", title: "The Unspoken Rules", authors: ["Gorick Ng"], year: 2021,
    categories: ["career"], skills: ["Professionalism", "Communication"], level: "beginner", language: "en",
    summary: "Spells out the unwritten expectations of a new job — how to communicate, ask for help and get noticed — for first-generation professionals.",
  },
  {
    id: "never-eat-alone", title: "Never Eat Alone", authors: ["Keith Ferrazzi", "Tahl Raz"], year: 2005,
    categories: ["career", "communication"], skills: ["Relationship Building", "Interpersonal Skills"], level: "beginner", language: "en",
    summary: "A guide to building professional relationships through generosity, follow-up and staying in touch before you need anything.",
  },
  {
    id: "give-and-take", title: "Give and Take", authors: ["Adam Grant"], year: 2013,
    categories: ["career"], skills: ["Collaboration", "Relationship Building"], level: "intermediate", language: "en",
    summary: "Organisational research on givers, takers and matchers, showing when helping others advances or undermines your own success.",
  },
  {
    id: "think-again", title: "Think Again", authors: ["Adam Grant"], year: 2021,
    categories: ["career", "learning"], skills: ["Critical Thinking", "Open-Mindedness"], level: "intermediate", language: "en",
    summary: "Makes the case for rethinking and unlearning, with tools for questioning your own opinions and opening other people's minds.",
  },
  {
    id: "show-your-work", title: "Show Your Work!", authors: ["Austin Kleon"], year: 2014,
    categories: ["career", "marketing"], skills: ["Content Writing", "Storytelling"], level: "beginner", language: "en",
    summary: "Ten ways to share your process and work in public so that employers, clients and peers can discover you.",
  },
  {
    id: "lean-in", title: "Lean In", authors: ["Sheryl Sandberg", "Nell Scovell"], year: 2013,
    categories: ["career", "leadership"], skills: ["Leadership", "Negotiation"], level: "beginner", language: "en",
    summary: "Facebook's former COO discusses the barriers women face at work and encourages them to pursue leadership roles.",
  },
  {
    id: "who-moved-my-cheese", title: "Who Moved My Cheese?", authors: ["Spencer Johnson"], year: 1998,
    categories: ["career", "wellbeing"], skills: ["Adaptability", "Change Management"], level: "beginner", language: "en",
    summary: "A short parable about noticing and adapting to change at work and in life.",
  },
];

const INTERVIEWING_AND_NEGOTIATION: BookRow[] = [
  {
    id: "cracking-the-coding-interview", title: "Cracking the Coding Interview", authors: ["Gayle Laakmann McDowell"], year: 2008,
    categories: ["interviewing", "software-engineering"], skills: ["Data Structures", "Algorithms"], level: "intermediate", language: "en",
    summary: "Hundreds of programming interview questions with worked solutions, plus an explanation of how large tech companies hire software engineers.",
  },
  {
    id: "elements-of-programming-interviews", title: "Elements of Programming Interviews", authors: ["Adnan Aziz", "Tsung-Hsien Lee", "Amit Prakash"], year: 2012,
    categories: ["interviewing", "software-engineering"], skills: ["Algorithms", "Data Structures"], level: "advanced", language: "en",
    summary: "Problems with detailed solutions on data structures and algorithms, organised by topic, for technical interview practice.",
  },
  {
    id: "system-design-interview", title: "System Design Interview – An Insider's Guide", authors: ["Alex Xu"], year: 2020,
    categories: ["interviewing", "software-engineering"], skills: ["System Design", "Distributed Systems"], level: "intermediate", language: "en",
    summary: "A step-by-step framework for system design interviews with worked designs such as a rate limiter, a URL shortener and a news feed.",
  },
  {
    id: "cracking-the-pm-interview", title: "Cracking the PM Interview", authors: ["Gayle Laakmann McDowell", "Jackie Bavaro"], year: 2013,
    categories: ["interviewing", "product"], skills: ["Product Management", "Problem Solving"], level: "intermediate", language: "en",
    summary: "Describes product management roles at tech companies and how to prepare for product design, estimation and behavioural questions.",
  },
  {
    id: "decode-and-conquer", title: "Decode and Conquer", authors: ["Lewis C. Lin"], year: 2013,
    categories: ["interviewing", "product"], skills: ["Product Management", "Product Strategy"], level: "intermediate", language: "en",
    summary: "Frameworks and sample answers for product manager interview questions, including product design and metrics questions.",
  },
  {
    id: "never-split-the-difference", title: "Never Split the Difference", authors: ["Chris Voss", "Tahl Raz"], year: 2016,
    categories: ["negotiation"], skills: ["Negotiation", "Active Listening"], level: "beginner", language: "en",
    summary: "A former FBI hostage negotiator teaches tactical empathy, mirroring, labelling and calibrated questions for business and salary negotiations.",
  },
  {
    id: "getting-to-yes", title: "Getting to Yes", authors: ["Roger Fisher", "William Ury"], year: 1981,
    categories: ["negotiation"], skills: ["Negotiation", "Conflict Resolution"], level: "beginner", language: "en",
    summary: "The Harvard Negotiation Project's method of principled negotiation: separate people from the problem, focus on interests, invent options and use objective criteria.",
  },
  {
    id: "getting-past-no", title: "Getting Past No", authors: ["William Ury"], year: 1991,
    categories: ["negotiation"], skills: ["Negotiation", "Diplomacy"], level: "intermediate", language: "en",
    summary: "Strategies for negotiating with difficult counterparts, such as going to the balcony, stepping to their side and building them a golden bridge.",
  },
  {
    id: "bargaining-for-advantage", title: "Bargaining for Advantage", authors: ["G. Richard Shell"], year: 1999,
    categories: ["negotiation"], skills: ["Negotiation", "Persuasion"], level: "intermediate", language: "en",
    summary: "A Wharton professor's research-based guide to negotiation styles, leverage and preparing for a negotiation step by step.",
  },
  {
    id: "ask-for-it", title: "Ask for It", authors: ["Linda Babcock", "Sara Laschever"], year: 2008,
    categories: ["negotiation", "career"], skills: ["Negotiation", "Initiative"], level: "beginner", language: "en",
    summary: "A programme to help women negotiate pay, promotions and resources, grounded in the authors' research on the gender gap in asking.",
  },
];

const COMMUNICATION: BookRow[] = [
  {
    id: "how-to-win-friends-and-influence-people", title: "How to Win Friends and Influence People", authors: ["Dale Carnegie"], year: 1936,
    categories: ["communication"], skills: ["Interpersonal Skills", "Persuasion"], level: "beginner", language: "en",
    summary: "The classic guide to handling people, being liked and changing minds without resentment, built on simple principles and anecdotes.",
  },
  {
    id: "crucial-conversations", title: "Crucial Conversations", authors: ["Kerry Patterson", "Joseph Grenny", "Ron McMillan", "Al Switzler"], year: 2002,
    categories: ["communication"], skills: ["Communication", "Conflict Resolution"], level: "beginner", language: "en",
    summary: "Tools for talking when stakes are high, opinions differ and emotions run strong, such as starting with heart and making it safe to speak.",
  },
  {
    id: "difficult-conversations", title: "Difficult Conversations", authors: ["Douglas Stone", "Bruce Patton", "Sheila Heen"], year: 1999,
    categories: ["communication"], skills: ["Conflict Resolution", "Empathy"], level: "intermediate", language: "en",
    summary: "From the Harvard Negotiation Project: how to handle the 'what happened', feelings and identity conversations inside every hard discussion.",
  },
  {
    id: "thanks-for-the-feedback", title: "Thanks for the Feedback", authors: ["Douglas Stone", "Sheila Heen"], year: 2014,
    categories: ["communication", "career"], skills: ["Active Listening", "Emotional Intelligence"], level: "intermediate", language: "en",
    summary: "How to receive feedback well — even when it is unfair or badly delivered — by recognising truth, relationship and identity triggers.",
  },
  {
    id: "influence", title: "Influence: The Psychology of Persuasion", authors: ["Robert B. Cialdini"], year: 1984,
    categories: ["communication", "marketing"], skills: ["Persuasion", "Marketing Strategy"], level: "intermediate", language: "en",
    summary: "Six principles of persuasion — reciprocity, commitment and consistency, social proof, liking, authority and scarcity — drawn from research and field study.",
  },
  {
    id: "made-to-stick", title: "Made to Stick", authors: ["Chip Heath", "Dan Heath"], year: 2007,
    categories: ["communication", "marketing"], skills: ["Storytelling", "Communication"], level: "beginner", language: "en",
    summary: "Explains why some ideas are remembered and others forgotten, with the SUCCESs checklist: simple, unexpected, concrete, credible, emotional stories.",
  },
  {
    id: "talk-like-ted", title: "Talk Like TED", authors: ["Carmine Gallo"], year: 2014,
    categories: ["communication"], skills: ["Public Speaking", "Presentation Skills"], level: "beginner", language: "en",
    summary: "Nine public-speaking techniques drawn from an analysis of popular TED talks.",
  },
  {
    id: "presentation-zen", title: "Presentation Zen", authors: ["Garr Reynolds"], year: 2008,
    categories: ["communication", "design-ux"], skills: ["Presentation Skills", "Visual Design"], level: "beginner", language: "en",
    summary: "Applies simplicity and restraint to preparing, designing and delivering slide presentations.",
  },
  {
    id: "resonate", title: "Resonate", authors: ["Nancy Duarte"], year: 2010,
    categories: ["communication"], skills: ["Storytelling", "Presentation Skills"], level: "intermediate", language: "en",
    summary: "Shows how to structure a presentation as a story that contrasts what is with what could be.",
  },
  {
    id: "smart-brevity", title: "Smart Brevity", authors: ["Jim VandeHei", "Mike Allen", "Roy Schwartz"], year: 2022,
    categories: ["communication"], skills: ["Written Communication", "Communication"], level: "beginner", language: "en",
    summary: "The founders of Axios explain how to write short, scannable emails, memos and updates that people actually read.",
  },
  {
    id: "on-writing-well", title: "On Writing Well", authors: ["William Zinsser"], year: 1976,
    categories: ["communication"], skills: ["Written Communication", "Content Writing"], level: "beginner", language: "en",
    summary: "A classic guide to clear nonfiction writing: cut clutter, prefer plain words and write for the reader.",
  },
  {
    id: "the-elements-of-style", title: "The Elements of Style", authors: ["William Strunk Jr.", "E. B. White"], year: 1959,
    categories: ["communication"], skills: ["Written Communication", "Proofreading"], level: "beginner", language: "en",
    summary: "A brief guide to English usage and composition whose best-known rule is 'omit needless words'.",
  },
  {
    id: "quiet", title: "Quiet", authors: ["Susan Cain"], year: 2012,
    categories: ["communication", "wellbeing"], skills: ["Self-Motivation", "Interpersonal Skills"], level: "beginner", language: "en",
    summary: "Examines introversion at school and work and how introverts can use their strengths in cultures that favour extroverts.",
  },
  {
    id: "emotional-intelligence", title: "Emotional Intelligence", authors: ["Daniel Goleman"], year: 1995,
    categories: ["communication", "leadership"], skills: ["Emotional Intelligence", "Empathy"], level: "beginner", language: "en",
    summary: "Popularised the idea that self-awareness, self-regulation, empathy and social skill matter as much as IQ for success.",
  },
];

const SALES: BookRow[] = [
  {
    id: "to-sell-is-human", title: "To Sell Is Human", authors: ["Daniel H. Pink"], year: 2012,
    categories: ["sales", "communication"], skills: ["Persuasion", "Sales"], level: "beginner", language: "en",
    summary: "Argues that most jobs now involve moving other people and offers research-based techniques built on attunement, buoyancy and clarity.",
  },
  {
    id: "spin-selling", title: "SPIN Selling", authors: ["Neil Rackham"], year: 1988,
    categories: ["sales"], skills: ["B2B Sales", "Active Listening"], level: "intermediate", language: "en",
    summary: "Research on thousands of sales calls behind the SPIN model — Situation, Problem, Implication and Need-payoff questions — for large B2B sales.",
  },
  {
    id: "the-challenger-sale", title: "The Challenger Sale", authors: ["Matthew Dixon", "Brent Adamson"], year: 2011,
    categories: ["sales"], skills: ["B2B Sales", "Sales Management"], level: "intermediate", language: "en",
    summary: "CEB research identifying the 'challenger' sales profile, which teaches, tailors and takes control of the customer conversation.",
  },
];

const LEADERSHIP: BookRow[] = [
  {
    id: "high-output-management", title: "High Output Management", authors: ["Andrew S. Grove"], year: 1983,
    categories: ["leadership"], skills: ["Leadership", "Performance Management"], level: "intermediate", language: "en",
    summary: "Intel's former CEO explains managerial leverage, one-on-ones, meetings and performance reviews by treating management as a production process.",
  },
  {
    id: "the-effective-executive", title: "The Effective Executive", authors: ["Peter F. Drucker"], year: 1966,
    categories: ["leadership", "productivity"], skills: ["Time Management", "Decision Making"], level: "intermediate", language: "en",
    summary: "Drucker's guide to managing your time, focusing on contribution, building on strengths and making effective decisions.",
  },
  {
    id: "the-first-90-days", title: "The First 90 Days", authors: ["Michael D. Watkins"], year: 2003,
    categories: ["leadership", "career"], skills: ["Leadership", "Stakeholder Management"], level: "intermediate", language: "en",
    summary: "Strategies for a new role: learn fast, secure early wins and build alliances in your first three months.",
  },
  {
    id: "the-managers-path", title: "The Manager's Path", authors: ["Camille Fournier"], year: 2017,
    categories: ["leadership", "software-engineering"], skills: ["Leadership", "Mentoring"], level: "intermediate", language: "en",
    summary: "Walks through the engineering management ladder from mentor and tech lead to manager, director and CTO.",
  },
  {
    id: "radical-candor", title: "Radical Candor", authors: ["Kim Scott"], year: 2017,
    categories: ["leadership", "communication"], skills: ["Leadership", "Communication"], level: "intermediate", language: "en",
    summary: "A framework for giving feedback that shows you care personally while challenging directly.",
  },
  {
    id: "the-five-dysfunctions-of-a-team", title: "The Five Dysfunctions of a Team", authors: ["Patrick Lencioni"], year: 2002,
    categories: ["leadership"], skills: ["Team Building", "Teamwork"], level: "beginner", language: "en",
    summary: "A leadership fable on how absent trust, fear of conflict, lack of commitment, avoided accountability and inattention to results undermine teams.",
  },
  {
    id: "leaders-eat-last", title: "Leaders Eat Last", authors: ["Simon Sinek"], year: 2014,
    categories: ["leadership"], skills: ["Leadership", "Team Building"], level: "beginner", language: "en",
    summary: "Explains how leaders create trust and a circle of safety in teams, drawing on biology and military examples.",
  },
  {
    id: "start-with-why", title: "Start with Why", authors: ["Simon Sinek"], year: 2009,
    categories: ["leadership", "communication"], skills: ["Visionary Leadership", "Communication"], level: "beginner", language: "en",
    summary: "Introduces the Golden Circle: inspiring leaders and organisations communicate why they do something before how and what.",
  },
  {
    id: "dare-to-lead", title: "Dare to Lead", authors: ["Brené Brown"], year: 2018,
    categories: ["leadership"], skills: ["Leadership", "Empathy"], level: "beginner", language: "en",
    summary: "A research-based guide to courageous leadership: engaging with vulnerability, living your values and building trust.",
  },
  {
    id: "multipliers", title: "Multipliers", authors: ["Liz Wiseman", "Greg McKeown"], year: 2010,
    categories: ["leadership"], skills: ["Leadership", "Coaching"], level: "intermediate", language: "en",
    summary: "Contrasts leaders who amplify their team's intelligence with 'diminishers' who drain it, and describes practices for becoming a multiplier.",
  },
  {
    id: "good-to-great", title: "Good to Great", authors: ["Jim Collins"], year: 2001,
    categories: ["leadership", "strategy"], skills: ["Business Strategy", "Leadership"], level: "intermediate", language: "en",
    summary: "A study of companies that moved from good to sustained great results, introducing Level 5 leadership and the hedgehog concept.",
  },
  {
    id: "drive", title: "Drive", authors: ["Daniel H. Pink"], year: 2009,
    categories: ["leadership", "productivity"], skills: ["Self-Motivation", "Employee Engagement"], level: "beginner", language: "en",
    summary: "Argues that autonomy, mastery and purpose motivate knowledge workers more than rewards and punishments.",
  },
  {
    id: "the-coaching-habit", title: "The Coaching Habit", authors: ["Michael Bungay Stanier"], year: 2016,
    categories: ["leadership"], skills: ["Coaching", "Active Listening"], level: "beginner", language: "en",
    summary: "Seven questions a manager can use to coach people in ten minutes or less, starting with 'What's on your mind?'.",
  },
  {
    id: "measure-what-matters", title: "Measure What Matters", authors: ["John Doerr"], year: 2018,
    categories: ["leadership", "strategy"], skills: ["OKRs", "Strategic Planning"], level: "intermediate", language: "en",
    summary: "How Intel, Google and other organisations use Objectives and Key Results (OKRs) to set focused, measurable goals.",
  },
  {
    id: "an-elegant-puzzle", title: "An Elegant Puzzle", authors: ["Will Larson"], year: 2019,
    categories: ["leadership", "software-engineering"], skills: ["Leadership", "Workforce Planning"], level: "advanced", language: "en",
    summary: "Systems for engineering management: sizing teams, handling technical debt, planning and designing career ladders.",
  },
  {
    id: "staff-engineer", title: "Staff Engineer", authors: ["Will Larson"], year: 2021,
    categories: ["leadership", "software-engineering", "career"], skills: ["Software Architecture", "Leadership"], level: "advanced", language: "en",
    summary: "Describes the staff-plus engineering track — its archetypes, its work and how to reach it — with interviews of staff engineers.",
  },
  {
    id: "peopleware", title: "Peopleware", authors: ["Tom DeMarco", "Timothy Lister"], year: 1987,
    categories: ["leadership", "software-engineering"], skills: ["Team Building", "Project Management"], level: "intermediate", language: "en",
    summary: "Argues that software projects fail more often for sociological than technical reasons, covering teams, workspaces and management.",
  },
];

const PRODUCTIVITY_AND_LEARNING: BookRow[] = [
  {
    id: "atomic-habits", title: "Atomic Habits", authors: ["James Clear"], year: 2018,
    categories: ["productivity"], skills: ["Self-Motivation", "Time Management"], level: "beginner", language: "en",
    link: "https://jamesclear.com/atomic-habits",
    summary: "A system for building good habits and breaking bad ones through small changes: make them obvious, attractive, easy and satisfying.",
  },
  {
    id: "deep-work", title: "Deep Work", authors: ["Cal Newport"], year: 2016,
    categories: ["productivity"], skills: ["Time Management", "Attention to Detail"], level: "beginner", language: "en",
    summary: "Argues that focusing without distraction on demanding work is rare and valuable, with rules for training that ability.",
  },
  {
    id: "getting-things-done", title: "Getting Things Done", authors: ["David Allen"], year: 2001,
    categories: ["productivity"], skills: ["Organizational Skills", "Time Management"], level: "beginner", language: "en",
    summary: "The GTD method: capture every commitment, clarify next actions, organise them by context and review them weekly.",
  },
  {
    id: "the-7-habits-of-highly-effective-people", title: "The 7 Habits of Highly Effective People", authors: ["Stephen R. Covey"], year: 1989,
    categories: ["productivity", "leadership"], skills: ["Time Management", "Leadership"], level: "beginner", language: "en",
    summary: "Seven principles of personal and interpersonal effectiveness, from 'be proactive' and 'begin with the end in mind' to 'sharpen the saw'.",
  },
  {
    id: "essentialism", title: "Essentialism", authors: ["Greg McKeown"], year: 2014,
    categories: ["productivity"], skills: ["Decision Making", "Time Management"], level: "beginner", language: "en",
    summary: "A disciplined approach to doing less but better: explore options, eliminate the non-essential and make execution easy.",
  },
  {
    id: "eat-that-frog", title: "Eat That Frog!", authors: ["Brian Tracy"], year: 2001,
    categories: ["productivity"], skills: ["Time Management", "Self-Motivation"], level: "beginner", language: "en",
    summary: "Techniques for overcoming procrastination, centred on doing your most important task first.",
  },
  {
    id: "four-thousand-weeks", title: "Four Thousand Weeks", authors: ["Oliver Burkeman"], year: 2021,
    categories: ["productivity", "wellbeing"], skills: ["Time Management", "Decision Making"], level: "beginner", language: "en",
    summary: "A book on time management that starts from the finitude of a life and focuses on choosing what to neglect.",
  },
  {
    id: "mindset", title: "Mindset", authors: ["Carol S. Dweck"], year: 2006,
    categories: ["learning", "wellbeing"], skills: ["Continuous Learning", "Resilience"], level: "beginner", language: "en",
    summary: "Research on fixed and growth mindsets, showing how believing abilities can be developed changes learning and achievement.",
  },
  {
    id: "grit", title: "Grit", authors: ["Angela Duckworth"], year: 2016,
    categories: ["learning", "wellbeing"], skills: ["Resilience", "Self-Motivation"], level: "beginner", language: "en",
    summary: "Research showing that passion and perseverance for long-term goals predict achievement, and how to grow them.",
  },
  {
    id: "ultralearning", title: "Ultralearning", authors: ["Scott H. Young"], year: 2019,
    categories: ["learning"], skills: ["Continuous Learning", "Self-Motivation"], level: "beginner", language: "en",
    summary: "Nine principles for intense self-directed learning projects, such as directness, drilling and retrieval.",
  },
  {
    id: "make-it-stick", title: "Make It Stick", authors: ["Peter C. Brown", "Henry L. Roediger III", "Mark A. McDaniel"], year: 2014,
    categories: ["learning"], skills: ["Continuous Learning", "Critical Thinking"], level: "beginner", language: "en",
    summary: "Cognitive-science findings on learning: retrieval practice, spacing and interleaving work better than rereading and cramming.",
  },
  {
    id: "a-mind-for-numbers", title: "A Mind for Numbers", authors: ["Barbara Oakley"], year: 2014,
    categories: ["learning"], skills: ["Continuous Learning", "Problem Solving"], level: "beginner", language: "en",
    summary: "How to learn maths and science with focused and diffuse thinking, chunking and spaced practice, by the co-creator of the Learning How to Learn course.",
  },
  {
    id: "thinking-fast-and-slow", title: "Thinking, Fast and Slow", authors: ["Daniel Kahneman"], year: 2011,
    categories: ["learning", "strategy"], skills: ["Decision Making", "Critical Thinking"], level: "intermediate", language: "en",
    summary: "A Nobel laureate describes the fast intuitive and slow deliberate systems of thought and the biases they produce in judgement.",
  },
];

const SOFTWARE: BookRow[] = [
  {
    id: "the-pragmatic-programmer", title: "The Pragmatic Programmer", authors: ["Andrew Hunt", "David Thomas"], year: 1999,
    categories: ["software-engineering", "career"], skills: ["Software Engineering", "Debugging"], level: "intermediate", language: "en",
    summary: "Practical advice on the craft of software development, from DRY and orthogonality to tracer bullets and owning your career.",
  },
  {
    id: "clean-code", title: "Clean Code", authors: ["Robert C. Martin"], year: 2008,
    categories: ["software-engineering"], skills: ["Code Review", "Object-Oriented Programming"], level: "intermediate", language: "en",
    summary: "Principles and examples for writing readable, maintainable code: naming, functions, comments, error handling and tests.",
  },
  {
    id: "refactoring", title: "Refactoring", authors: ["Martin Fowler"], year: 1999,
    categories: ["software-engineering"], skills: ["Software Architecture", "Unit Testing"], level: "intermediate", language: "en",
    summary: "A catalogue of refactorings for improving the design of existing code in small, behaviour-preserving steps.",
  },
  {
    id: "design-patterns", title: "Design Patterns: Elements of Reusable Object-Oriented Software", authors: ["Erich Gamma", "Richard Helm", "Ralph Johnson", "John Vlissides"], year: 1994,
    categories: ["software-engineering"], skills: ["Design Patterns", "Object-Oriented Programming"], level: "advanced", language: "en",
    summary: "The 'Gang of Four' catalogue of 23 object-oriented design patterns.",
  },
  {
    id: "head-first-design-patterns", title: "Head First Design Patterns", authors: ["Eric Freeman", "Elisabeth Robson", "Kathy Sierra", "Bert Bates"], year: 2004,
    categories: ["software-engineering"], skills: ["Design Patterns", "Java"], level: "beginner", language: "en",
    summary: "A visual, beginner-friendly introduction to common object-oriented design patterns with Java examples.",
  },
  {
    id: "designing-data-intensive-applications", title: "Designing Data-Intensive Applications", authors: ["Martin Kleppmann"], year: 2017,
    categories: ["software-engineering", "data-ml"], skills: ["Distributed Systems", "System Design"], level: "advanced", language: "en",
    summary: "Explains the ideas behind databases, replication, partitioning, transactions and stream processing for building reliable, scalable systems.",
  },
  {
    id: "code-complete", title: "Code Complete", authors: ["Steve McConnell"], year: 1993,
    categories: ["software-engineering"], skills: ["Software Engineering", "Debugging"], level: "intermediate", language: "en",
    summary: "A comprehensive handbook of software construction, from naming variables and designing routines to debugging and code tuning.",
  },
  {
    id: "the-mythical-man-month", title: "The Mythical Man-Month", authors: ["Frederick P. Brooks Jr."], year: 1975,
    categories: ["software-engineering", "leadership"], skills: ["Project Management", "Software Development Life Cycle"], level: "intermediate", language: "en",
    summary: "Essays on software project management, including Brooks's law: adding people to a late software project makes it later.",
  },
  {
    id: "introduction-to-algorithms", title: "Introduction to Algorithms", authors: ["Thomas H. Cormen", "Charles E. Leiserson", "Ronald L. Rivest", "Clifford Stein"], year: 1990,
    categories: ["software-engineering"], skills: ["Algorithms", "Data Structures"], level: "advanced", language: "en",
    summary: "The widely used university textbook on algorithms and data structures, with rigorous analysis and pseudocode.",
  },
  {
    id: "grokking-algorithms", title: "Grokking Algorithms", authors: ["Aditya Y. Bhargava"], year: 2016,
    categories: ["software-engineering"], skills: ["Algorithms", "Python"], level: "beginner", language: "en",
    summary: "An illustrated introduction to common algorithms such as binary search, sorting, graph search and dynamic programming.",
  },
  {
    id: "a-philosophy-of-software-design", title: "A Philosophy of Software Design", authors: ["John Ousterhout"], year: 2018,
    categories: ["software-engineering"], skills: ["Software Architecture", "API Design"], level: "intermediate", language: "en",
    summary: "Argues that managing complexity is the core of software design and advocates deep modules and information hiding.",
  },
  {
    id: "working-effectively-with-legacy-code", title: "Working Effectively with Legacy Code", authors: ["Michael C. Feathers"], year: 2004,
    categories: ["software-engineering"], skills: ["Unit Testing", "Debugging"], level: "advanced", language: "en",
    summary: "Techniques for getting untested legacy code under test so that it can be changed safely.",
  },
  {
    id: "domain-driven-design", title: "Domain-Driven Design", authors: ["Eric Evans"], year: 2003,
    categories: ["software-engineering"], skills: ["Domain-Driven Design", "Software Architecture"], level: "advanced", language: "en",
    summary: "Introduces modelling software around the business domain with a ubiquitous language, bounded contexts, entities and aggregates.",
  },
  {
    id: "structure-and-interpretation-of-computer-programs", title: "Structure and Interpretation of Computer Programs", authors: ["Harold Abelson", "Gerald Jay Sussman"], year: 1985,
    categories: ["software-engineering", "learning"], skills: ["Functional Programming", "Lisp"], level: "advanced", language: "en",
    summary: "MIT's classic introductory computer science text, teaching abstraction and interpreters through the Scheme language.",
  },
  {
    id: "eloquent-javascript", title: "Eloquent JavaScript", authors: ["Marijn Haverbeke"], year: 2011,
    categories: ["software-engineering"], skills: ["JavaScript", "Web Development"], level: "beginner", language: "en",
    link: "https://eloquentjavascript.net/",
    summary: "An introduction to programming through JavaScript, covering the language, the browser and Node.js; free to read online.",
  },
  {
    id: "automate-the-boring-stuff-with-python", title: "Automate the Boring Stuff with Python", authors: ["Al Sweigart"], year: 2015,
    categories: ["software-engineering"], skills: ["Python", "Web Scraping"], level: "beginner", language: "en",
    link: "https://automatetheboringstuff.com/",
    summary: "Teaches beginners Python by automating everyday tasks such as renaming files, updating spreadsheets and scraping websites; free to read online.",
  },
  {
    id: "python-crash-course", title: "Python Crash Course", authors: ["Eric Matthes"], year: 2015,
    categories: ["software-engineering"], skills: ["Python", "Data Visualization"], level: "beginner", language: "en",
    summary: "A project-based introduction to Python: the basics, then a game, data visualisations and a web application.",
  },
  {
    id: "fluent-python", title: "Fluent Python", authors: ["Luciano Ramalho"], year: 2015,
    categories: ["software-engineering"], skills: ["Python", "Object-Oriented Programming"], level: "advanced", language: "en",
    summary: "An in-depth guide to idiomatic Python using the data model, iterators, generators, decorators and concurrency.",
  },
  {
    id: "the-effective-engineer", title: "The Effective Engineer", authors: ["Edmond Lau"], year: 2015,
    categories: ["software-engineering", "productivity"], skills: ["Software Engineering", "Performance Optimization"], level: "intermediate", language: "en",
    summary: "Focuses software engineers on high-leverage work such as faster iteration, measurement, good onboarding and reducing operational burden.",
  },
  {
    id: "soft-skills-the-software-developers-life-manual", title: "Soft Skills: The Software Developer's Life Manual", authors: ["John Z. Sonmez"], year: 2014,
    categories: ["career", "software-engineering"], skills: ["Self-Motivation", "Communication"], level: "beginner", language: "en",
    summary: "Career, productivity, personal-finance and fitness advice written for software developers.",
  },
  {
    id: "the-software-engineers-guidebook", title: "The Software Engineer's Guidebook", authors: ["Gergely Orosz"], year: 2023,
    categories: ["career", "software-engineering"], skills: ["Software Engineering", "Mentoring"], level: "intermediate", language: "en",
    summary: "Guidance on growing from junior to senior and staff engineer, drawn from the author's years at Skype and Uber and his engineering newsletter.",
  },
  {
    id: "site-reliability-engineering", title: "Site Reliability Engineering", authors: ["Betsy Beyer", "Chris Jones", "Jennifer Petoff", "Niall Richard Murphy"], year: 2016,
    categories: ["software-engineering"], skills: ["Site Reliability Engineering", "Incident Response"], level: "advanced", language: "en",
    link: "https://sre.google/books/",
    summary: "Google's account of running production systems — service-level objectives, error budgets, toil, monitoring and incident response; free to read online.",
  },
  {
    id: "the-phoenix-project", title: "The Phoenix Project", authors: ["Gene Kim", "Kevin Behr", "George Spafford"], year: 2013,
    categories: ["software-engineering"], skills: ["DevOps", "Process Improvement"], level: "beginner", language: "en",
    summary: "A novel about rescuing a failing IT project that introduces DevOps ideas such as flow, fast feedback and continual learning.",
  },
  {
    id: "accelerate", title: "Accelerate", authors: ["Nicole Forsgren", "Jez Humble", "Gene Kim"], year: 2018,
    categories: ["software-engineering", "leadership"], skills: ["DevOps", "CI/CD"], level: "intermediate", language: "en",
    summary: "Research from the State of DevOps reports linking delivery practices and four key metrics to organisational performance.",
  },
  {
    id: "continuous-delivery", title: "Continuous Delivery", authors: ["Jez Humble", "David Farley"], year: 2010,
    categories: ["software-engineering"], skills: ["CI/CD", "Test Automation"], level: "advanced", language: "en",
    summary: "How to build deployment pipelines and automate builds, tests and releases so that software can be released reliably at any time.",
  },
];

const DATA_AND_ML: BookRow[] = [
  {
    id: "hands-on-machine-learning", title: "Hands-On Machine Learning with Scikit-Learn, Keras, and TensorFlow", authors: ["Aurélien Géron"], year: 2017,
    categories: ["data-ml"], skills: ["Machine Learning", "Scikit-learn"], level: "intermediate", language: "en",
    summary: "A practical introduction to machine learning and deep learning with Scikit-Learn, Keras and TensorFlow, built around runnable notebooks.",
  },
  {
    id: "deep-learning", title: "Deep Learning", authors: ["Ian Goodfellow", "Yoshua Bengio", "Aaron Courville"], year: 2016,
    categories: ["data-ml"], skills: ["Deep Learning", "Neural Networks"], level: "advanced", language: "en",
    link: "https://www.deeplearningbook.org/",
    summary: "A comprehensive textbook on deep learning, from the required mathematics to modern architectures; free to read online.",
  },
  {
    id: "an-introduction-to-statistical-learning", title: "An Introduction to Statistical Learning", authors: ["Gareth James", "Daniela Witten", "Trevor Hastie", "Robert Tibshirani"], year: 2013,
    categories: ["data-ml"], skills: ["Statistics", "Machine Learning"], level: "intermediate", language: "en",
    link: "https://www.statlearning.com/",
    summary: "An accessible introduction to regression, classification, resampling, tree-based methods and more, with hands-on labs; free to download.",
  },
  {
    id: "the-elements-of-statistical-learning", title: "The Elements of Statistical Learning", authors: ["Trevor Hastie", "Robert Tibshirani", "Jerome Friedman"], year: 2001,
    categories: ["data-ml"], skills: ["Statistics", "Machine Learning"], level: "advanced", language: "en",
    summary: "A mathematically rigorous treatment of supervised and unsupervised learning methods from a statistical perspective.",
  },
  {
    id: "python-for-data-analysis", title: "Python for Data Analysis", authors: ["Wes McKinney"], year: 2012,
    categories: ["data-ml"], skills: ["Pandas", "Data Analysis"], level: "beginner", language: "en",
    summary: "A practical guide to loading, cleaning, transforming and analysing data in Python, by the creator of pandas.",
  },
  {
    id: "storytelling-with-data", title: "Storytelling with Data", authors: ["Cole Nussbaumer Knaflic"], year: 2015,
    categories: ["data-ml", "communication"], skills: ["Data Visualization", "Storytelling"], level: "beginner", language: "en",
    summary: "How to choose effective charts, remove clutter and direct attention so that data communicates clearly to business audiences.",
  },
  {
    id: "naked-statistics", title: "Naked Statistics", authors: ["Charles Wheelan"], year: 2013,
    categories: ["data-ml"], skills: ["Statistics", "Regression Analysis"], level: "beginner", language: "en",
    summary: "An approachable, lightly mathematical tour of core statistical ideas such as probability, inference and regression.",
  },
  {
    id: "data-science-for-business", title: "Data Science for Business", authors: ["Foster Provost", "Tom Fawcett"], year: 2013,
    categories: ["data-ml"], skills: ["Data Science", "Data Mining"], level: "intermediate", language: "en",
    summary: "Explains the fundamental concepts of data mining and data-analytic thinking for managers and practitioners.",
  },
  {
    id: "pattern-recognition-and-machine-learning", title: "Pattern Recognition and Machine Learning", authors: ["Christopher M. Bishop"], year: 2006,
    categories: ["data-ml"], skills: ["Machine Learning", "Bayesian Statistics"], level: "advanced", language: "en",
    summary: "A graduate-level textbook on machine learning from a probabilistic, Bayesian perspective.",
  },
  {
    id: "r-for-data-science", title: "R for Data Science", authors: ["Hadley Wickham", "Garrett Grolemund"], year: 2017,
    categories: ["data-ml"], skills: ["R", "Data Analysis"], level: "beginner", language: "en",
    link: "https://r4ds.hadley.nz/",
    summary: "Teaches the tidyverse workflow in R — import, tidy, transform, visualise and model data; free to read online.",
  },
  {
    id: "fundamentals-of-data-engineering", title: "Fundamentals of Data Engineering", authors: ["Joe Reis", "Matt Housley"], year: 2022,
    categories: ["data-ml"], skills: ["Data Engineering", "ETL"], level: "intermediate", language: "en",
    summary: "Describes the data engineering lifecycle — generation, storage, ingestion, transformation and serving — and how to choose technologies for it.",
  },
  {
    id: "designing-machine-learning-systems", title: "Designing Machine Learning Systems", authors: ["Chip Huyen"], year: 2022,
    categories: ["data-ml"], skills: ["MLOps", "Feature Engineering"], level: "advanced", language: "en",
    summary: "An iterative framework for production machine learning: data, features, evaluation, deployment, monitoring and infrastructure.",
  },
  {
    id: "the-signal-and-the-noise", title: "The Signal and the Noise", authors: ["Nate Silver"], year: 2012,
    categories: ["data-ml"], skills: ["Predictive Modeling", "Bayesian Statistics"], level: "beginner", language: "en",
    summary: "Examines why most predictions fail and how probabilistic thinking improves forecasts in fields from weather to elections.",
  },
];

const DESIGN_AND_PRODUCT: BookRow[] = [
  {
    id: "the-design-of-everyday-things", title: "The Design of Everyday Things", authors: ["Don Norman"], year: 1988,
    categories: ["design-ux"], skills: ["UX Design", "Interaction Design"], level: "beginner", language: "en",
    summary: "Explains user-centred design through affordances, signifiers, mappings and feedback, and argues that many 'human errors' are really design errors.",
  },
  {
    id: "dont-make-me-think", title: "Don't Make Me Think", authors: ["Steve Krug"], year: 2000,
    categories: ["design-ux"], skills: ["Usability Testing", "Web Design"], level: "beginner", language: "en",
    summary: "A short guide to web usability: make pages self-evident, design for scanning and run simple usability tests.",
  },
  {
    id: "sprint", title: "Sprint", authors: ["Jake Knapp", "John Zeratsky", "Braden Kowitz"], year: 2016,
    categories: ["design-ux", "product"], skills: ["Prototyping", "Design Thinking"], level: "beginner", language: "en",
    summary: "Google Ventures' five-day process for answering critical business questions by designing, prototyping and testing ideas with customers.",
  },
  {
    id: "hooked", title: "Hooked", authors: ["Nir Eyal", "Ryan Hoover"], year: 2014,
    categories: ["design-ux", "product"], skills: ["Product Development", "UX Design"], level: "intermediate", language: "en",
    summary: "Describes the Hook Model — trigger, action, variable reward, investment — behind habit-forming products.",
  },
  {
    id: "refactoring-ui", title: "Refactoring UI", authors: ["Adam Wathan", "Steve Schoger"], year: 2018,
    categories: ["design-ux"], skills: ["UI Design", "Visual Design"], level: "beginner", language: "en",
    link: "https://www.refactoringui.com/",
    summary: "Practical visual-design tactics for developers: hierarchy, spacing, colour, typography and depth.",
  },
  {
    id: "inspired", title: "Inspired", authors: ["Marty Cagan"], year: 2008,
    categories: ["product"], skills: ["Product Management", "Product Strategy"], level: "intermediate", language: "en",
    summary: "How leading technology companies discover and deliver products customers love, and what a product manager does on an empowered team.",
  },
  {
    id: "continuous-discovery-habits", title: "Continuous Discovery Habits", authors: ["Teresa Torres"], year: 2021,
    categories: ["product"], skills: ["User Research", "Product Management"], level: "intermediate", language: "en",
    summary: "A structured approach to weekly customer interviews and the opportunity solution tree for product teams.",
  },
  {
    id: "the-mom-test", title: "The Mom Test", authors: ["Rob Fitzpatrick"], year: 2013,
    categories: ["product", "entrepreneurship"], skills: ["User Research", "Market Research"], level: "beginner", language: "en",
    summary: "How to ask customers about their lives and problems rather than your idea, so that their answers are honest and useful.",
  },
];

const BUSINESS: BookRow[] = [
  {
    id: "the-lean-startup", title: "The Lean Startup", authors: ["Eric Ries"], year: 2011,
    categories: ["entrepreneurship", "product"], skills: ["Entrepreneurship", "Product Development"], level: "beginner", language: "en",
    summary: "The build-measure-learn loop, minimum viable products and validated learning for launching products under uncertainty.",
  },
  {
    id: "zero-to-one", title: "Zero to One", authors: ["Peter Thiel", "Blake Masters"], year: 2014,
    categories: ["entrepreneurship", "strategy"], skills: ["Entrepreneurship", "Business Strategy"], level: "beginner", language: "en",
    summary: "Argues that start-ups should create new things and aim for monopoly rather than compete in crowded markets.",
  },
  {
    id: "the-hard-thing-about-hard-things", title: "The Hard Thing About Hard Things", authors: ["Ben Horowitz"], year: 2014,
    categories: ["entrepreneurship", "leadership"], skills: ["Leadership", "Crisis Management"], level: "intermediate", language: "en",
    summary: "A venture capitalist's candid advice on running a start-up through layoffs, crises and hard management decisions.",
  },
  {
    id: "the-e-myth-revisited", title: "The E-Myth Revisited", authors: ["Michael E. Gerber"], year: 1995,
    categories: ["entrepreneurship"], skills: ["Entrepreneurship", "Process Improvement"], level: "beginner", language: "en",
    summary: "Explains why most small businesses struggle and how to build one that runs on systems rather than on the owner.",
  },
  {
    id: "crossing-the-chasm", title: "Crossing the Chasm", authors: ["Geoffrey A. Moore"], year: 1991,
    categories: ["marketing", "strategy"], skills: ["Go-to-Market Strategy", "Product Marketing"], level: "intermediate", language: "en",
    summary: "Explains the gap between early adopters and the mainstream market for technology products and how to cross it by dominating a niche.",
  },
  {
    id: "the-innovators-dilemma", title: "The Innovator's Dilemma", authors: ["Clayton M. Christensen"], year: 1997,
    categories: ["strategy"], skills: ["Innovation", "Business Strategy"], level: "intermediate", language: "en",
    summary: "Shows how well-run companies lose to disruptive innovations that start at the low end of a market.",
  },
  {
    id: "competitive-strategy", title: "Competitive Strategy", authors: ["Michael E. Porter"], year: 1980,
    categories: ["strategy"], skills: ["Competitive Analysis", "Business Strategy"], level: "advanced", language: "en",
    summary: "Introduced the five forces framework for analysing industries and the generic strategies for competitive advantage.",
  },
  {
    id: "the-goal", title: "The Goal", authors: ["Eliyahu M. Goldratt", "Jeff Cox"], year: 1984,
    categories: ["strategy"], skills: ["Operations Management", "Process Improvement"], level: "beginner", language: "en",
    summary: "A business novel that introduces the theory of constraints through a plant manager's effort to save his factory.",
  },
  {
    id: "building-a-storybrand", title: "Building a StoryBrand", authors: ["Donald Miller"], year: 2017,
    categories: ["marketing"], skills: ["Branding", "Copywriting"], level: "beginner", language: "en",
    summary: "A seven-part framework for clarifying a brand's message by casting the customer as the hero of the story.",
  },
  {
    id: "contagious", title: "Contagious", authors: ["Jonah Berger"], year: 2013,
    categories: ["marketing"], skills: ["Content Marketing", "Social Media Marketing"], level: "beginner", language: "en",
    summary: "Six research-based principles (STEPPS) that make products and ideas spread by word of mouth.",
  },
  {
    id: "this-is-marketing", title: "This Is Marketing", authors: ["Seth Godin"], year: 2018,
    categories: ["marketing"], skills: ["Marketing Strategy", "Brand Management"], level: "beginner", language: "en",
    summary: "Argues for marketing to the smallest viable audience with empathy and generosity rather than through mass advertising.",
  },
  {
    id: "positioning", title: "Positioning: The Battle for Your Mind", authors: ["Al Ries", "Jack Trout"], year: 1981,
    categories: ["marketing"], skills: ["Brand Management", "Marketing Strategy"], level: "intermediate", language: "en",
    summary: "The classic argument that a brand must own a distinct position in the customer's mind relative to its competitors.",
  },
  {
    id: "traction", title: "Traction: How Any Startup Can Achieve Explosive Customer Growth", authors: ["Gabriel Weinberg", "Justin Mares"], year: 2014,
    categories: ["marketing", "entrepreneurship"], skills: ["Growth Marketing", "Digital Marketing"], level: "intermediate", language: "en",
    summary: "Describes nineteen customer-acquisition channels and the Bullseye framework for choosing which ones to test.",
  },
  {
    id: "the-intelligent-investor", title: "The Intelligent Investor", authors: ["Benjamin Graham"], year: 1949,
    categories: ["finance"], skills: ["Portfolio Management", "Valuation"], level: "intermediate", language: "en",
    summary: "The foundational text on value investing, introducing Mr. Market and the margin of safety.",
  },
  {
    id: "rich-dad-poor-dad", title: "Rich Dad Poor Dad", authors: ["Robert T. Kiyosaki", "Sharon L. Lechter"], year: 1997,
    categories: ["finance"], skills: ["Financial Planning", "Entrepreneurship"], level: "beginner", language: "en",
    summary: "Contrasts the money lessons of two father figures to argue for financial literacy and buying assets rather than liabilities.",
  },
  {
    id: "the-psychology-of-money", title: "The Psychology of Money", authors: ["Morgan Housel"], year: 2020,
    categories: ["finance", "wellbeing"], skills: ["Financial Planning", "Decision Making"], level: "beginner", language: "en",
    summary: "Short stories on how behaviour rather than intelligence drives financial outcomes such as saving, risk-taking and compounding.",
  },
  {
    id: "i-will-teach-you-to-be-rich", title: "I Will Teach You to Be Rich", authors: ["Ramit Sethi"], year: 2009,
    categories: ["finance"], skills: ["Financial Planning", "Budgeting"], level: "beginner", language: "en",
    summary: "A six-week programme for young professionals to automate saving and investing, choose accounts and spend consciously.",
  },
  {
    id: "think-and-grow-rich", title: "Think and Grow Rich", authors: ["Napoleon Hill"], year: 1937,
    categories: ["career", "finance"], skills: ["Self-Motivation", "Initiative"], level: "beginner", language: "en",
    summary: "A classic of the success literature on desire, persistence and planning, based on Hill's study of successful people of his era.",
  },
  {
    id: "the-richest-man-in-babylon", title: "The Richest Man in Babylon", authors: ["George S. Clason"], year: 1926,
    categories: ["finance"], skills: ["Financial Planning", "Budgeting"], level: "beginner", language: "en",
    summary: "Parables set in ancient Babylon that teach basic personal finance: pay yourself first, control spending and invest carefully.",
  },
  {
    id: "financial-intelligence", title: "Financial Intelligence", authors: ["Karen Berman", "Joe Knight"], year: 2006,
    categories: ["finance"], skills: ["Financial Analysis", "Financial Reporting"], level: "beginner", language: "en",
    summary: "Teaches managers without a finance background to read income statements, balance sheets and cash-flow statements and to use financial ratios.",
  },
];

/** Arabic editions: widely read translations and one Arabic original. Linked to Google Books searches. */
const ARABIC: BookRow[] = [
  {
    id: "ar-the-7-habits-of-highly-effective-people", title: "العادات السبع للناس الأكثر فعالية", authors: ["ستيفن آر. كوفي"], year: 1989,
    categories: ["productivity", "leadership"], skills: ["Time Management", "Leadership"], level: "beginner", language: "ar",
    summary: "The Arabic translation of Stephen R. Covey's The 7 Habits of Highly Effective People, on principles of personal and interpersonal effectiveness.",
  },
  {
    id: "ar-how-to-win-friends-and-influence-people", title: "كيف تكسب الأصدقاء وتؤثر في الناس", authors: ["ديل كارنيجي"], year: 1936,
    categories: ["communication"], skills: ["Interpersonal Skills", "Persuasion"], level: "beginner", language: "ar",
    summary: "The Arabic translation of Dale Carnegie's How to Win Friends and Influence People, on handling people and persuading without resentment.",
  },
  {
    id: "ar-how-to-stop-worrying-and-start-living", title: "دع القلق وابدأ الحياة", authors: ["ديل كارنيجي"], year: 1948,
    categories: ["wellbeing"], skills: ["Resilience", "Working Under Pressure"], level: "beginner", language: "ar",
    summary: "The Arabic translation of Dale Carnegie's How to Stop Worrying and Start Living, with practical techniques for managing worry and stress.",
  },
  {
    id: "ar-rich-dad-poor-dad", title: "الأب الغني والأب الفقير", authors: ["روبرت كيوساكي"], year: 1997,
    categories: ["finance"], skills: ["Financial Planning", "Entrepreneurship"], level: "beginner", language: "ar",
    summary: "The Arabic translation of Robert Kiyosaki's Rich Dad Poor Dad, on financial literacy and building assets.",
  },
  {
    id: "ar-atomic-habits", title: "العادات الذرية", authors: ["جيمس كلير"], year: 2018,
    categories: ["productivity"], skills: ["Self-Motivation", "Time Management"], level: "beginner", language: "ar",
    summary: "The Arabic translation of James Clear's Atomic Habits, on building good habits through small, consistent changes.",
  },
  {
    id: "ar-think-and-grow-rich", title: "فكر تصبح غنيًا", authors: ["نابليون هيل"], year: 1937,
    categories: ["career", "finance"], skills: ["Self-Motivation", "Initiative"], level: "beginner", language: "ar",
    summary: "The Arabic translation of Napoleon Hill's Think and Grow Rich, on desire, persistence and planning for achievement.",
  },
  {
    id: "ar-who-moved-my-cheese", title: "من الذي حرك قطعة الجبن الخاصة بي؟", authors: ["سبنسر جونسون"], year: 1998,
    categories: ["career", "wellbeing"], skills: ["Adaptability", "Change Management"], level: "beginner", language: "ar",
    summary: "The Arabic translation of Spencer Johnson's Who Moved My Cheese?, a short parable about adapting to change at work.",
  },
  {
    id: "ar-the-richest-man-in-babylon", title: "أغنى رجل في بابل", authors: ["جورج س. كلاسون"], year: 1926,
    categories: ["finance"], skills: ["Financial Planning", "Budgeting"], level: "beginner", language: "ar",
    summary: "The Arabic translation of George S. Clason's The Richest Man in Babylon, parables that teach saving, spending control and investing.",
  },
  {
    id: "ar-hayat-fi-al-idara", title: "حياة في الإدارة", authors: ["غازي القصيبي"], year: 1998,
    categories: ["leadership", "career"], skills: ["Leadership", "Decision Making"], level: "intermediate", language: "ar",
    summary: "Ghazi Al-Gosaibi's memoir of his career in university, public administration and government ministries, widely read in the Arab world as a book on management.",
  },
];

function withLink(row: BookRow): Book {
  if (row.link) return row as Book;
  const search = row.language === "ar" ? googleBooksSearch : openLibrarySearch;
  return { ...row, link: search(row.title, row.authors[0]) };
}

/** Every recommended book, English first, then Arabic editions. */
export const BOOKS: readonly Book[] = [
  ...CAREER,
  ...INTERVIEWING_AND_NEGOTIATION,
  ...COMMUNICATION,
  ...SALES,
  ...LEADERSHIP,
  ...PRODUCTIVITY_AND_LEARNING,
  ...SOFTWARE,
  ...DATA_AND_ML,
  ...DESIGN_AND_PRODUCT,
  ...BUSINESS,
  ...ARABIC,
].map(withLink);
