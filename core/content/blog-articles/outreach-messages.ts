import type { BlogArticle } from "./types.ts";

export const outreachMessages: BlogArticle = {
  id: 4,
  sections: [
    {
      heading: "Why most outreach goes unanswered",
      paragraphs: [
        "Recruiters, hiring managers and senior professionals receive a steady stream of messages from people they do not know. Most of those messages fail for the same reasons: they are long, they are about the sender rather than the reader, and they end with a request that is hard to say yes to, such as “Can you help me find a job?” or “Please review my attached CV.”",
        "A message that gets a reply does the opposite. It is short enough to read on a phone in fifteen seconds, it shows that you chose this person for a reason, and it asks for one small, specific thing. You do not need to be a gifted writer to do this well. You need a clear structure and a little research.",
      ],
    },
    {
      heading: "The four-part structure",
      paragraphs: [
        "Almost every good cold message, whether an e-mail or a LinkedIn note, follows the same pattern.",
      ],
      bullets: [
        "Who you are, in one line: “Backend developer with four years in payments, currently at a fintech in Cairo.”",
        "Why them: a specific, genuine reason you are writing to this person. A post they wrote, a project their team shipped, a shared university or former employer, or a role they are hiring for.",
        "The ask: one small, concrete request. Fifteen minutes on a call, an answer to a single question, or whether it makes sense to apply to a particular role.",
        "An easy exit: a line that makes it comfortable not to reply, such as “No worries if the timing is not right.” It lowers the pressure and, oddly, tends to make people more willing to help.",
      ],
    },
    {
      heading: "Do your homework first",
      paragraphs: [
        "Five minutes of research turns a generic message into a personal one. Read the person's recent posts and their experience section. Look at the company's latest news, product launches or job openings. Check what you have in common: a university, a previous employer, a city, a professional community or a mutual connection who could introduce you.",
        "Choose the right person, too. For a specific open role, the hiring manager (often the person the role reports to) is usually a better target than a general recruiter, because they feel the need for the hire directly. For advice about a career move, someone two or three years ahead of you on the same path is more likely to reply, and more useful, than a senior executive.",
      ],
    },
    {
      heading: "LinkedIn connection notes",
      paragraphs: [
        "LinkedIn limits connection notes to a few hundred characters, and free accounts can send only a limited number of personalised notes each month, so every word must earn its place. Aim for two or three sentences, and never paste a block of your CV into a note.",
        "For a hiring manager: “Hi Sara, I saw you are hiring a product analyst for the payments team. I have spent three years analysing checkout funnels at an e-commerce company and would love to learn what matters most to you in this hire. Would you be open to connecting?”",
        "For a fellow graduate: “Hi Omar, fellow Ain Shams engineering graduate here. I am moving from civil engineering into project management and noticed you made a similar switch. I would be grateful for a few pointers if you are open to it.”",
        "After an event or a post: “Hi Lina, your talk on design systems at the meetup last week was excellent, especially the part about naming tokens. I am a front-end developer working on the same problem and would like to follow your work.”",
      ],
    },
    {
      heading: "Cold e-mails",
      paragraphs: [
        "E-mail gives you a little more room, but the same rules apply. Keep the body under about 120 words, use short paragraphs, and write a subject line that tells the reader exactly what the e-mail is about. Good subject lines are specific and plain: “Question about the data engineer role”, “Referred by Ahmed Hassan” or “Fellow AUC graduate: advice on moving into UX”.",
        "For a specific role: “Hi Ms. Rivera, I am applying for the customer success manager role on your team. In my current job I manage forty mid-market accounts and reduced churn in my portfolio by a quarter last year by introducing quarterly business reviews. Before I apply, I wanted to ask one question: is the role focused more on onboarding new accounts or on growing existing ones? Either way, thank you for reading. Best regards, Youssef Adel”, followed by your LinkedIn URL and phone number.",
        "Notice that the e-mail offers evidence (a number) instead of adjectives such as “passionate” and “hard-working”, and that the question is genuine and quick to answer. If the reply is helpful, you now have a warm contact for when you submit your application.",
      ],
    },
    {
      heading: "Reaching out to recruiters",
      paragraphs: [
        "Recruiters, both in-house and agency, are measured on filling roles, so make it easy for them to see where you fit. Include your target role, your level, your location or willingness to relocate, your work authorisation if it matters, and your availability. For example: “Hi Karim, I am a senior accountant (CPA, six years in audit and group reporting) based in Dubai with a transferable visa, available with one month’s notice. I am interested in financial controller roles in the UAE. Are you working on anything similar, or is there a colleague of yours who covers this area?”",
        "Attach your CV to a recruiter e-mail only when you are responding to a specific role or they ask for it. Otherwise, a link to a complete LinkedIn profile is enough for a first message.",
      ],
    },
    {
      heading: "Follow up once, then let it go",
      paragraphs: [
        "Silence usually means busy, not no. If you have not heard back after about a week, send one short follow-up in the same thread: “Hi Sara, just bringing this back to the top of your inbox in case it got buried. Happy to keep it to ten minutes whenever suits you.” If that also goes unanswered, move on without resentment, and perhaps try again months later if you have real news to share.",
        "When someone does help you, close the loop. Thank them within a day, tell them what you did with their advice, and let them know how things turned out. People remember the candidates who came back to say “It worked, thank you”, and they are far more likely to help again or to refer you.",
      ],
    },
    {
      heading: "Rules worth keeping",
      paragraphs: [
        "These habits separate outreach that builds a network from outreach that is quietly ignored.",
      ],
      bullets: [
        "One message, one ask. Do not combine a request for advice, a referral and feedback on your CV.",
        "Never ask a stranger for a job directly. Ask for information; opportunities follow from relationships.",
        "Spell names and company names correctly and check the person still works where you think they do.",
        "Write as you would speak to a respected colleague: polite, direct and free of exaggerated flattery.",
        "Send messages during working hours in the recipient's time zone, and avoid major holidays.",
        "Track who you contacted, when and what they said, in a simple spreadsheet, so that you follow up on time and never send the same person two first messages.",
      ],
    },
    {
      heading: "Let Amal draft the first version",
      paragraphs: [
        "Amal's career networking tool writes a LinkedIn connection note or a cold e-mail from the job title, company, the person's name and what you want to achieve. Use it as a starting point, then add the personal detail that only you can know: why you chose this person. That single sentence is often what earns the reply.",
      ],
    },
  ],
};
