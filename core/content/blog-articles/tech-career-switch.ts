import type { BlogArticle } from "./types.ts";

export const techCareerSwitch: BlogArticle = {
  id: 5,
  sections: [
    {
      heading: "Start with a role, not a language",
      paragraphs: [
        "The most common mistake career changers make is to start by learning a programming language because it is popular, and only later ask what job it leads to. Tech is not one career. A data analyst, a QA engineer, a front-end developer, a UX designer, an IT support specialist and a product operations analyst all work in tech, and they need quite different skills.",
        "So the first decision is the target role. Choose one for which entry-level openings exist in your market, which builds on something you already do well, and which you can reach in months rather than years. Former teachers often do well in instructional design, customer success or developer relations. Accountants and finance staff move naturally into data analysis. Support agents often grow into QA or technical support engineering. Your previous career is not wasted time; it is the domain knowledge that will set you apart from candidates who only know the tools.",
        "Six months is a realistic horizon for reaching interview-ready level in roles such as data analyst, QA tester, IT support or junior web developer if you can study consistently for around eight to ten hours a week alongside your job. Roles such as machine learning engineer or security engineer usually take longer, and many people reach them through one of the shorter routes first.",
      ],
    },
    {
      heading: "Map the skills gap with real job postings",
      paragraphs: [
        "Collect ten to fifteen entry-level postings for your target role in the city or remote market where you want to work. Copy the requirements into a spreadsheet with one row per skill and count how many postings mention each one. Within an hour you will have a ranked list of what employers actually ask for, which is more reliable than any generic roadmap, including this one.",
        "Mark each skill as “have”, “partly have” or “missing”. The skills that appear in most postings and that you are missing become the backbone of your plan. Skills that appear once or twice can wait until you are in the job.",
      ],
    },
    {
      heading: "Month 1: Foundations and habits",
      paragraphs: [
        "Use the first month to learn the core tool of the role and to build a study routine you can sustain. Fix your study slots in the calendar, for example two weekday evenings and a longer block at the weekend, and protect them as you would a meeting.",
        "For a data analyst, that means spreadsheets to an advanced level (lookups, pivot tables, cleaning data) and the basics of SQL. For a web developer, HTML, CSS and the fundamentals of JavaScript. For QA, how software is built and released, writing clear test cases and bug reports, and the basics of a test management tool. Free, well-regarded starting points include freeCodeCamp, The Odin Project, Harvard's CS50 courses and the official documentation of the tools themselves.",
      ],
    },
    {
      heading: "Months 2 and 3: Core skills through small projects",
      paragraphs: [
        "Courses give you knowledge; projects give you skill and evidence. From the second month, spend at least half of your study time building things. Keep the projects small and finish them. Three finished projects are worth more than ten abandoned tutorials.",
        "Choose projects connected to your current domain wherever possible. A former pharmacist analysing public drug-pricing data, or a logistics coordinator building a simple delivery-tracking dashboard, tells a clearer story than yet another to-do app. Put every project on GitHub or a portfolio page with a short README: the problem, what you built, the tools you used and what you would improve.",
      ],
    },
    {
      heading: "Month 4: One substantial portfolio project",
      paragraphs: [
        "Now build one project that resembles real work in the role. A data analyst might take a messy public dataset, clean it with SQL or Python, answer three business questions and present the results in a dashboard with a one-page written summary. A front-end developer might build and deploy a small multi-page application that fetches data from a public API, works on mobile and is tested. A QA candidate might write a test plan for a real open-source application, report genuine bugs to the project, and automate a handful of key test cases.",
        "This project is what you will talk about in interviews, so document your decisions and the problems you solved along the way. Interviewers are far more interested in why you chose an approach than in the finished screenshots.",
      ],
    },
    {
      heading: "Month 5: Make yourself visible",
      paragraphs: [
        "Rewrite your resume and LinkedIn profile for the new role. Put a short summary at the top that connects your past and your future: “Operations coordinator moving into data analysis, with SQL, Power BI and five years of experience in supply chain reporting.” Add a Projects section above your previous work experience, and rewrite old job bullets to emphasise the transferable parts, such as the reports you built, the processes you improved or the systems you administered.",
        "Start talking to people in the role. Join one or two communities, attend local meetups or online events, and ask a few practitioners for fifteen-minute conversations about their work. Share what you are learning in short posts. None of this requires you to be an expert; it requires you to be curious and consistent.",
        "A recognised certificate can help, especially for IT support, cloud and project roles where employers list specific certifications, but it works best alongside projects, not instead of them.",
      ],
    },
    {
      heading: "Month 6: Apply, interview and look inside first",
      paragraphs: [
        "Begin applying steadily, tailoring each application, and practise the technical and behavioural interviews for your role. Keep a simple tracker of every application, contact and result, and review it every two weeks to see what is working.",
        "Do not overlook your current employer. An internal move into a data, systems or support role is often the fastest route, because your employer already trusts you and values your knowledge of the business. Volunteer for projects that involve the skills you are building, such as automating a report or helping to test a new system. Hybrid roles such as business analyst, implementation specialist, or a data role within your current department are strong stepping stones.",
      ],
    },
    {
      heading: "Keep your job while you switch",
      paragraphs: [
        "Unless you have substantial savings and a clear plan, keep your income while you retrain. A steady salary lets you choose the right first role rather than the first one offered. Be realistic about the pace: there will be weeks when work or family leaves no time to study. Plan for them by setting a minimum, such as two hours a week, that keeps the habit alive.",
      ],
      bullets: [
        "Study at the same times each week and keep a visible log of hours and topics.",
        "Review your skills spreadsheet monthly and adjust the plan to what postings ask for.",
        "Favour finishing over starting: one completed course and one completed project per month is a strong pace.",
        "Celebrate evidence, not hours: a deployed project, a merged pull request or a published analysis.",
      ],
    },
    {
      heading: "Turn this into your own roadmap",
      paragraphs: [
        "Every switch is different, because everyone starts from a different place. Amal's roadmap visualiser builds a step-by-step learning path for the role you choose, with the courses and books for each step, and the course search finds options that fit your level and budget. Start with the role, let the job postings guide the skills, and let your projects do the talking.",
      ],
    },
  ],
};
