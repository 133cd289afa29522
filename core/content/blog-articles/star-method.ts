import type { BlogArticle } from "./types.ts";

export const starMethod: BlogArticle = {
  id: 2,
  sections: [
    {
      heading: "Why interviewers ask for stories",
      paragraphs: [
        "Behavioural questions start with phrases such as “Tell me about a time when…”, “Give me an example of…” or “Describe a situation where…”. They rest on a simple idea: the way you handled real situations in the past is the best available evidence of how you will handle similar ones in the new job. An interviewer who asks how you deal with conflict does not want your philosophy of teamwork; they want one specific conflict, what you did about it, and how it ended.",
        "Many candidates know the answer and still interview badly, because under pressure they ramble, stay vague or forget to mention the outcome. The STAR method is a structure that prevents all three.",
      ],
    },
    {
      heading: "The four parts of STAR",
      paragraphs: [
        "STAR stands for Situation, Task, Action and Result. Each part answers a question the interviewer has in mind, and together they make a complete story in about two minutes.",
      ],
      bullets: [
        "Situation: the context, in one or two sentences. Where were you, what was happening, and why did it matter? Include only what the listener needs to follow the story.",
        "Task: your responsibility or goal. What were you expected to achieve, or what problem was yours to solve?",
        "Action: what you did, step by step. This is the heart of the answer and should take about half of your time. Say “I”, not “we”, and explain why you chose each step.",
        "Result: what happened because of your actions, with numbers where you have them, and what you learned or would repeat.",
      ],
    },
    {
      heading: "A worked example",
      paragraphs: [
        "Question: “Tell me about a time you had to meet a tight deadline.”",
        "Situation: In my second year as an operations coordinator at a logistics company, our largest client moved its product launch forward by two weeks, and we had to deliver its shipment to forty retail stores ten days earlier than planned.",
        "Task: I was responsible for the delivery schedule, so it was my job to find a plan that met the new date without pulling drivers off our other contracts.",
        "Action: First I split the forty stores into the twelve that needed stock for launch day and the rest, which the client agreed could receive it a week later. Then I worked with our warehouse lead to run a second picking shift for four days, and I negotiated two extra trucks from a partner carrier at our usual rate by committing to a month of overflow volume. I sent the client a daily status table at 5 p.m. so they never had to chase us.",
        "Result: All twelve priority stores had stock two days before launch, the remaining stores were supplied on the agreed date, and we kept our on-time rate for other customers above our target that month. The client renewed its contract for another year and asked for the same daily update format on later projects.",
        "Notice what makes this work. The situation is short. The actions are specific and show judgement: prioritising, negotiating and communicating. The result is concrete and connects to what the business cared about.",
      ],
    },
    {
      heading: "A second example: when things went wrong",
      paragraphs: [
        "Question: “Describe a mistake you made and how you handled it.”",
        "Situation and task: As a junior data analyst, I sent a monthly revenue report to the finance director that double-counted refunds, overstating net revenue for one region. It was my report, so fixing it was my responsibility.",
        "Action: When a colleague questioned one figure the next morning, I traced the error to a join in my query within the hour. I told my manager immediately rather than correcting it quietly, sent the finance director a corrected version with a two-line explanation of what had changed, and then added an automated check that compares report totals with the accounting system before anything is sent.",
        "Result: The corrected report went out before the numbers were used in any decision, and the reconciliation check has since caught two other data issues before publication. What I took from it is to build the check into the process, not to rely on being careful.",
        "For questions about failure, the learning is the result that matters most. Interviewers are checking for honesty, ownership and whether you changed something afterwards. Choose a real mistake with modest consequences, not a disguised strength such as “I work too hard”.",
      ],
    },
    {
      heading: "Build a story bank before the interview",
      paragraphs: [
        "You cannot predict every question, but most behavioural questions fall into a small number of themes. If you prepare eight to ten strong stories, you can adapt them to almost anything. Write each one down in STAR form in a few bullet points, not a script, and note which themes it can answer.",
        "Good themes to cover are leadership or taking initiative, conflict with a colleague or manager, a failure or mistake, a tight deadline or competing priorities, persuading someone without authority, a difficult customer or stakeholder, learning something quickly, and a change you drove or adapted to. Read the job posting for more: if it mentions “ambiguity” or a “fast-paced environment”, prepare a story about working without clear instructions.",
        "Choose stories from the last few years where possible, and vary them. If every example comes from the same project, the interviewer learns less about you. A single rich story can often answer two or three different questions by emphasising different actions.",
      ],
    },
    {
      heading: "Mistakes interviewers notice",
      paragraphs: [
        "Interviewers who use structured interviews often score each answer against a list of behaviours they want to hear. These are the habits that lose points most often.",
      ],
      bullets: [
        "Spending too long on the situation. If you are still setting the scene after a minute, the interviewer is waiting for the point.",
        "Saying “we” throughout. The team's achievement is not evidence of your skills. Give credit to others, then be clear about your own part.",
        "Forgetting the result, or ending with “and it went well”. Say what changed, by how much, and how you know.",
        "Describing what you would do or usually do instead of one real occasion. Hypothetical answers score poorly on behavioural questions.",
        "Choosing a story that shows poor judgement, such as blaming a colleague or breaking a rule to hit a target.",
        "Memorising a script word for word. It sounds rehearsed and falls apart when the interviewer asks a follow-up question.",
      ],
    },
    {
      heading: "Handling follow-up questions",
      paragraphs: [
        "Good interviewers probe. Expect questions such as “What would you do differently?”, “How did your manager react?”, “What was the hardest part?” or “What did the other person say?” These are not traps; they check that the story is real and that you reflect on your experience. Answer them briefly and honestly. If you do not remember a detail, say so rather than inventing one.",
        "If a question does not fit any of your prepared stories, take a moment. It is perfectly acceptable to say “Let me think of the best example for a moment.” A short pause followed by a clear answer makes a better impression than an immediate, wandering one.",
      ],
    },
    {
      heading: "Practise out loud",
      paragraphs: [
        "Reading your notes is not the same as speaking them. Practise each story aloud and time it: aim for around two minutes, and no more than three. Record yourself on your phone and listen for filler, for missing results and for places where you drift into “we”. Better still, ask a friend to interview you and to ask one unexpected follow-up for every answer.",
        "You can also practise with Amal: ask your coach for behavioural questions for the role you are targeting, answer in STAR form, and ask for feedback on structure, clarity and the strength of your results.",
      ],
    },
  ],
};
