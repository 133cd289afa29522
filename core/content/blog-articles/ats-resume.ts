import type { BlogArticle } from "./types.ts";

export const atsResume: BlogArticle = {
  id: 1,
  sections: [
    {
      heading: "What an applicant tracking system really does",
      paragraphs: [
        "An applicant tracking system (ATS) is the database a company uses to collect, store and move candidates through its hiring process. Workday, Greenhouse, Lever, iCIMS, SuccessFactors and many smaller products do broadly the same job: they receive your application, pull the text out of your resume, split it into fields such as name, contact details, job titles, employers, dates, education and skills, and put you in a list that a recruiter works through.",
        "The popular picture of a robot that silently deletes most resumes is misleading. In most companies a person still decides who moves forward. What the software does is shape what that person sees. Recruiters search the database by keyword, sort by how closely a profile matches the job, and look at the parsed version of your resume before they ever open the original file. Many postings also include knockout questions, such as work authorisation or a required licence, and those really can remove an application automatically.",
        "So an ATS-friendly resume has two jobs. It must parse cleanly, so that the fields a recruiter filters on are filled in correctly. And it must contain the words a recruiter will search for, used in a way that also convinces the human who reads it next.",
      ],
    },
    {
      heading: "Formatting that parses cleanly",
      paragraphs: [
        "Parsers read text top to bottom. Anything that breaks that order or hides text in a graphic is a risk: two-column templates with skill bars and icons look impressive as a PDF and often parse into a jumble of half-sentences. A plain single-column layout is safest, and it reads well on a phone too.",
      ],
      bullets: [
        "Use one column. If you want a sidebar look, keep it to a short skills list at the end instead of a parallel column.",
        "Avoid tables, text boxes and shapes for layout. Some parsers skip their contents entirely.",
        "Keep your name and contact details in the body of the page, not in the document header or footer, which some systems ignore.",
        "Use a common font such as Calibri, Arial, Helvetica, Georgia or Garamond at 10 to 12 points, and plain bullet characters.",
        "Leave out photos, logos, charts and skill ratings. A bar showing “80% Python” tells a recruiter nothing and a parser even less.",
        "Write dates in one consistent format, such as “Mar 2023 – Present” or “03/2023 – 06/2025”, so that tenure is calculated correctly.",
        "Send a text-based PDF or a .docx file, whichever the posting asks for. A scanned image of a resume has no text for the parser to read.",
      ],
    },
    {
      heading: "Headings the software recognises",
      paragraphs: [
        "Parsers look for familiar section names to decide where one kind of information ends and another begins. Creative headings such as “My Journey” or “Where I Have Made an Impact” make that harder. Use the plain words: Summary, Experience (or Work Experience), Education, Skills, Certifications, Projects, Languages and Volunteering.",
        "Within Experience, give every role the same structure: job title, employer, location and dates on one or two lines, followed by bullet points. Put the job title first if it is the stronger match for the role you want; many recruiters search by title before anything else. If your official title was unusual, you can add the common equivalent in brackets, such as “Ninja Level II (Customer Support Specialist)”, as long as it honestly describes the work.",
      ],
    },
    {
      heading: "Finding the right keywords",
      paragraphs: [
        "Keywords are simply the skills, tools, qualifications and job titles the employer uses to describe the role. The best source is the posting itself. Copy it into a document and highlight every hard skill (SQL, financial modelling, AutoCAD), every tool or platform (Salesforce, Jira, SAP), every certification (PMP, CPA, CCNA) and every phrase that describes the core of the job (stakeholder management, month-end close, B2B lead generation).",
        "Then compare three or four postings for the same kind of role at different companies. Terms that appear in all of them are the ones recruiters in that field search for. Terms that appear only once are nice to include if they are true for you, but they are not essential.",
        "Mirror the employer's exact wording where it is accurate. If the posting says “customer success” and your resume says “client retention”, a keyword search may miss you even though you did the same work. Spell out abbreviations once, as in “search engine optimisation (SEO)”, because recruiters search for both forms. Include the job title from the posting in your summary if you genuinely hold or are ready for that title.",
      ],
    },
    {
      heading: "Putting keywords where they count",
      paragraphs: [
        "A long list of keywords at the bottom of the page might satisfy a search, but it does nothing for the recruiter who reads the resume next. Keywords work hardest inside achievement bullets, where they are attached to evidence. Compare “Responsible for reporting” with “Built weekly sales dashboards in Power BI that cut the time to prepare the regional report from two days to three hours.” The second line contains the tool, the activity and the result.",
        "A good bullet follows a simple pattern: an action verb, what you did, the tools or methods you used, and the outcome, ideally with a number. Numbers do not have to be revenue. Volume (“handled 60 tickets a day”), speed (“cut onboarding from ten days to four”), scale (“a team of eight across three countries”) and quality (“zero audit findings two years running”) all count.",
        "Keep a short Skills section as well, grouped into lines such as “Languages”, “Tools” and “Methods”. It gives the parser a clean list to extract and lets a recruiter confirm the basics in seconds.",
      ],
    },
    {
      heading: "Mistakes that cost interviews",
      paragraphs: [
        "Some popular tricks backfire. Recruiters see the parsed text, so keywords pasted in white text are plainly visible and make you look dishonest. Stuffing one keyword into every line may lift a ranking, but not the reader’s opinion of you.",
      ],
      bullets: [
        "Sending the same resume to every job. Ten minutes of tailoring beats ten extra untailored applications.",
        "Leaving out the job title you are applying for, so that a title search never finds you.",
        "Listing duties instead of results. Everyone in the role had the same duties; your results are what distinguish you.",
        "Relying on spelling that the software does not recognise. Check names of tools carefully: JavaScript, PostgreSQL and Microsoft Excel, not Javascript, Postgres SQL or MS-Excell.",
      ],
    },
    {
      heading: "A ten-minute check before you apply",
      paragraphs: [
        "Before you press submit, run through this list. It catches the problems that most often keep a qualified person off the shortlist.",
      ],
      bullets: [
        "Copy all the text from your PDF and paste it into a plain text editor. If the order is scrambled or words are missing, a parser will struggle too.",
        "Confirm that your name, e-mail, phone number, city and LinkedIn URL appear as plain text near the top.",
        "Check that the target job title appears in your summary or most recent role, if it honestly applies.",
        "Make sure the five or six skills that appear in every posting for this role are in your bullets and in your Skills section.",
        "Read each bullet and ask: does it show a result? Rewrite at least the top three bullets of your latest role so that they do.",
        "Keep it to one page if you have under about eight years of experience, and two pages at most otherwise, unless the employer or country expects a longer CV.",
        "Answer the knockout questions on the application form truthfully and completely; they are often checked before anyone reads the resume.",
      ],
    },
    {
      heading: "The human at the end of the process",
      paragraphs: [
        "Passing the software is only the first step. The resume that gets an interview is one a busy recruiter understands in under a minute: clear titles, relevant skills and results that match what the team needs. Write for that person, keep the format simple, and the software is satisfied as a side effect.",
        "If you want a second opinion, Amal's resume analysis reads your file the way a parser does, compares it with a job description you paste in, and points out missing keywords and formatting risks line by line.",
      ],
    },
  ],
};
