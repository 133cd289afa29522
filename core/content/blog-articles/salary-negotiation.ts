import type { BlogArticle } from "./types.ts";

export const salaryNegotiation: BlogArticle = {
  id: 3,
  sections: [
    {
      heading: "Why negotiating is normal",
      paragraphs: [
        "Most employers expect candidates to negotiate, and many build some room into their first offer for exactly that reason. A polite, well-prepared request for more rarely costs anyone an offer. Accepting the first number without discussion, on the other hand, can leave a gap that compounds for years, because future raises and bonuses are usually calculated as a percentage of your base salary.",
        "Negotiation is not a contest of nerves. It is a short, professional conversation in which you show that you have done your research, that you want the job and that you are asking for something reasonable. The steps below will get you ready for it.",
      ],
    },
    {
      heading: "Step 1: Research your market rate",
      paragraphs: [
        "Your goal is a realistic range for this role, at this level, in this location or remote market. Use several sources, because each one is incomplete on its own.",
      ],
      bullets: [
        "Salary ranges in job postings. Several US states and cities now require employers to publish pay ranges, so postings for similar roles are a useful benchmark even if you are not applying to them.",
        "Salary websites such as Glassdoor, Payscale, LinkedIn Salary and, for technology roles, Levels.fyi. Look at the spread, not a single average, and check how many data points the figure is based on.",
        "Official statistics. In the US, the Bureau of Labor Statistics publishes wage estimates by occupation and metropolitan area.",
        "Salary guides published by recruitment agencies for your industry and country.",
        "People. Recruiters, former colleagues and peers in similar roles will often share a range if you ask for one rather than for their personal salary.",
      ],
    },
    {
      heading: "Step 2: Decide your three numbers",
      paragraphs: [
        "Before any conversation, write down three figures. Your target is the number you would be genuinely pleased with, based on the upper part of your research. Your opening figure is a little above your target, to leave room for the employer to meet you part way. Your walk-away point is the lowest offer you would accept, taking into account your current salary, your living costs and the other options you realistically have.",
        "Think about the whole package at the same time. A lower base salary can be worth accepting if it comes with a significant bonus, equity, a shorter commute, full remote work or a training budget you would otherwise pay for yourself. Be clear about which of these matter to you before someone asks.",
        "In Egypt and several other markets, salaries are often discussed as a net monthly figure after tax and social insurance, while in the US and Europe offers are almost always stated as gross annual pay. Always confirm whether a number is gross or net, monthly or annual, and in which currency, before you compare it with anything.",
      ],
    },
    {
      heading: "Step 3: Handle the expectations question",
      paragraphs: [
        "Recruiters often ask about salary expectations early, sometimes in the first call. If you can, learn their range before you give yours: “Before I give a number, could you share the range budgeted for this role?” Many recruiters will answer, and in places with pay transparency rules they may be required to.",
        "If you are asked again, give a researched range rather than refusing. Make the bottom of your range close to your target, not your walk-away point, because the employer will naturally focus on the lower figure. For example: “Based on my research for similar roles in Cairo and my experience with enterprise clients, I am looking for something in the range of 45,000 to 52,000 pounds net a month, depending on the full package.”",
        "You do not have to disclose your current salary. Several US states and cities prohibit employers from asking about salary history. Wherever you are, you can redirect politely: “I would rather focus on the value of this role and the market range for it.”",
      ],
    },
    {
      heading: "Step 4: When the offer arrives",
      paragraphs: [
        "When you receive an offer, thank the employer and show enthusiasm, but do not accept on the spot. Ask for the details in writing and for a day or two to review them. This is a normal request and very rarely refused.",
        "Then respond with a specific counter-offer, ideally by phone or video call followed by e-mail. Anchor it in the research and the value you bring, not in personal needs such as rent. A simple structure works well:",
      ],
      bullets: [
        "Appreciation: “Thank you again for the offer. I am excited about the role and the team.”",
        "The ask: “Based on the market data for this position and my experience leading the migration project we discussed, I was expecting a base salary closer to $95,000.”",
        "The bridge: “If we can get there, I am ready to sign this week.”",
        "Then stop talking and let them respond. Silence feels uncomfortable, but it gives the other person room to move.",
      ],
    },
    {
      heading: "What to say when the offer is low",
      paragraphs: [
        "If the first offer is well below your research, say so calmly and ask what flexibility exists: “I appreciate the offer. It is quite a bit below what I am seeing for similar roles, which is generally between X and Y. Is there room to move on the base salary?” Give the hiring manager a reason they can repeat to their own approvers, such as a competing market rate or a skill the team specifically needs.",
        "If they say the base salary is fixed, negotiate other parts of the package: a signing bonus, an earlier salary review (for example after six months instead of twelve), extra paid leave, a better job title, remote days, a learning budget, relocation support or a later start date. Ask for one or two of these, not all of them at once.",
        "If the final offer is still below your walk-away point, it is acceptable to decline politely and keep the door open. Occasionally the employer returns with an improved offer; if not, you have avoided a role you would have resented.",
      ],
    },
    {
      heading: "Rules that keep the conversation professional",
      paragraphs: [
        "A few principles will keep you credible and protect the relationship with your future manager.",
      ],
      bullets: [
        "Never invent a competing offer. If you do have one, you may mention it honestly, but do not use it as a threat.",
        "Negotiate once, for everything that matters, rather than returning repeatedly with new requests.",
        "Be specific. A single number is easier to approve than “could you do a bit better?”",
        "Stay warm. The person you are negotiating with may be your manager next month.",
        "Get every agreed change in an updated written offer before you resign from your current job.",
      ],
    },
    {
      heading: "Practise the conversation",
      paragraphs: [
        "Negotiation is a skill that improves with rehearsal. Say your counter-offer out loud until it sounds natural, and prepare answers to the likely responses: “That is the top of our band”, “We do not negotiate on signing bonuses” and “What is the lowest you would accept?” You can rehearse with a friend, or in a coaching session with Amal: ask your coach to play the recruiter, then to review how you handled each response.",
      ],
    },
  ],
};
