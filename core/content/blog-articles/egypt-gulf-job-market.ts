import type { BlogArticle } from "./types.ts";

export const egyptGulfJobMarket: BlogArticle = {
  id: 6,
  sections: [
    {
      heading: "One region, several markets",
      paragraphs: [
        "Egypt, Saudi Arabia, the United Arab Emirates, Qatar, Kuwait, Bahrain and Oman are often discussed together, but each has its own labour laws, visa rules, salary norms and hiring habits. Multinational companies in Dubai may hire much as they would in London, while a family-owned group in Jeddah or a government-linked entity in Riyadh may expect a very different CV and process. What follows are the conventions that hold across most of the region, and the points where candidates coming from the US or European market most often go wrong.",
        "The general advice is simple: adapt to local conventions where they help the recruiter, keep the strengths of a modern, results-focused CV, and always check the specific employer's instructions.",
      ],
    },
    {
      heading: "CV conventions that differ from the US",
      paragraphs: [
        "A US resume is typically one page with no personal details beyond contact information. In Egypt and the Gulf, a two-page CV is normal for experienced candidates, and recruiters often expect personal details that would be left out in the US, because they affect visas, sponsorship and eligibility for certain roles.",
      ],
      bullets: [
        "Nationality and current location, stated clearly near the top, for example “Egyptian national, based in Riyadh”.",
        "Visa or residence status in the Gulf, such as “UAE residence visa (transferable)”, “Iqama transferable” in Saudi Arabia, or “visit visa valid until…”",
        "Notice period or availability. Many Gulf roles need someone who can join quickly, and immediate availability is a genuine advantage.",
        "Military service status for Egyptian men applying in Egypt (completed, exempted or postponed). Many employers ask for it on the application form.",
        "Languages with an honest level for each, for example “Arabic (native), English (fluent, IELTS 7.5), French (intermediate)”.",
        "A driving licence, if the role involves travel or field sales. A local licence is often a requirement rather than a bonus.",
      ],
    },
    {
      heading: "Photos and personal data",
      paragraphs: [
        "A professional photo is common on CVs in the region, and some local employers expect one. If you include a photo, use a recent, well-lit headshot against a plain background, in the kind of clothing you would wear to the interview. Multinationals with global hiring processes often prefer CVs without photos, age or marital status, so follow the format of the posting and the company's application form.",
        "Whatever you include, keep the focus on achievements. Recruiters in the region increasingly screen for measurable results, just as they do elsewhere: revenue, cost savings, projects delivered on time, teams led and systems implemented.",
      ],
    },
    {
      heading: "Where the jobs are posted",
      paragraphs: [
        "LinkedIn is the main professional platform across the region for office-based roles, and recruiters use it heavily to search for candidates, so a complete profile with a clear headline and your location matters as much as your CV. Alongside it, regional job boards remain important.",
      ],
      bullets: [
        "In Egypt: Wuzzuf for professional roles, its sister site Forasna for skilled and entry-level work, and LinkedIn.",
        "Across the Gulf: Bayt.com, GulfTalent and NaukriGulf, together with LinkedIn.",
        "Company career pages, especially for government-linked entities, banks, airlines and large developers, which often post roles only on their own portals.",
        "Recruitment agencies, which fill many mid-level and senior roles in the Gulf. A good agency recruiter can explain salary levels and visa questions for a specific country.",
        "Referrals. Personal networks play a large part in hiring throughout the region; a referral from a current employee is often the fastest route to an interview.",
      ],
    },
    {
      heading: "Nationalisation programmes",
      paragraphs: [
        "Gulf governments run workforce nationalisation programmes, such as Saudization (through the Nitaqat system) in Saudi Arabia and Emiratisation in the UAE, that require private employers to hire a share of citizens and reserve some occupations for nationals. Rules change regularly and differ by company size and sector.",
        "For expatriate candidates this means that some roles are simply not open to them, particularly in HR, administration, customer-facing sales and some government-facing positions. Do not take it personally; focus your applications on specialised roles where your expertise is hard to find locally, such as engineering disciplines, specialised finance, healthcare, data and technology, and senior project management. For Gulf nationals, the same programmes create strong demand and structured graduate schemes worth seeking out.",
      ],
    },
    {
      heading: "Credentials and paperwork",
      paragraphs: [
        "Work visas in the Gulf usually require your degree certificate to be attested: verified by authorities in the country that issued it, then by the destination country's embassy, and finally by its foreign ministry. This can take several weeks, so if you are serious about moving, start the attestation of your highest degree before you receive an offer. Some professions also need registration with a local body; engineers working in Saudi Arabia, for example, must be accredited by the Saudi Council of Engineers, and healthcare professionals need a licence from the relevant health authority.",
        "Professional certifications carry real weight in the region's hiring. In finance, ACCA, CMA and CPA are widely recognised; in project and construction management, PMP; in IT, vendor certifications in cloud, networking and security. If a certification appears in most postings for your target role, it may be worth the investment.",
      ],
    },
    {
      heading: "Salaries and packages",
      paragraphs: [
        "Gulf offers are usually expressed as a monthly package made up of a basic salary plus allowances, typically housing and transport, and sometimes schooling, annual flights and medical insurance for dependants. Compare offers on the total package, but pay attention to the basic salary: in several countries, end-of-service gratuity is calculated on basic pay, so a package with a low basic and high allowances is worth less in the long run.",
        "Most Gulf states do not currently tax employment income, but rules change, so check the position in the country you are moving to. In Egypt, salaries are commonly discussed as net monthly pay after income tax and social insurance. Confirm which figure you are discussing before you negotiate, and use regional salary guides from recruitment agencies and conversations with people in similar roles to judge what is fair.",
      ],
    },
    {
      heading: "Timelines and interviews",
      paragraphs: [
        "Hiring in the region can be slower and less linear than candidates expect, with several interview rounds and long gaps for approvals. Activity often slows during Ramadan, around Eid holidays and in the Gulf summer months when many decision-makers are on leave, and picks up again afterwards. After an offer, visa processing, medical tests and document checks add further weeks before your start date.",
        "Interviews mix competency questions with questions about your adaptability to the region, your long-term plans and your availability. Be ready to explain why you want to work in this country specifically, and to discuss your notice period and family situation if relocation is involved. A polite, patient follow-up every week or two is normal and expected.",
      ],
    },
    {
      heading: "Protect yourself from scams",
      paragraphs: [
        "Fake job offers that target people seeking work in the Gulf are common. Be wary of any offer that arrives without an interview, comes from a free e-mail address rather than a company domain, or asks you to pay for processing, a visa or training. Legitimate employers normally cover visa and work-permit costs, and several Gulf countries prohibit charging candidates recruitment fees. Verify the company through its official website and, if in doubt, contact it directly through published channels.",
      ],
    },
    {
      heading: "Adapting your application",
      paragraphs: [
        "Before applying, decide which market you are targeting and prepare a version of your CV for it: personal details and visa status where they are expected, a results-focused summary, and keywords taken from local postings. Keep your LinkedIn profile consistent with it, set your location to the city you want to work in if you are relocating soon, and build contacts there before you arrive.",
        "Amal can review your CV against a job posting from Egypt or the Gulf, suggest what to add or remove for that market, and help you draft outreach messages to recruiters in the city you are targeting.",
      ],
    },
  ],
};
