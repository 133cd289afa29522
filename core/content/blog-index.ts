/**
 * The blog's articles as seeded into D1 (metadata only: the bodies are PDFs in R2, generated
 * from core/content/blog-articles by scripts/blog-pdf.mjs during scripts/setup-local.mjs).
 * Kept free of the article text so pages that list posts stay small. `alt` describes the
 * illustration the site draws for each post (web/features/blog/BlogIllustration.tsx).
 */
export interface BlogPostSummary {
  id: number;
  blog_title: string;
  /** ISO date, YYYY-MM-DD. */
  blog_date: string;
  alt: string;
  summary: string;
}

export const blogIndex: BlogPostSummary[] = [
  {
    id: 1,
    blog_title: "How to Write a Resume That Gets Past Applicant Tracking Systems",
    blog_date: "2026-10-28",
    alt: "Illustration of a resume page with highlighted keyword lines and a magnifying glass",
    summary: "What ATS software actually does with your resume, and a checklist for formatting, keywords and structure that keeps you in the running.",
  },
  {
    id: 2,
    blog_title: "The STAR Method: Answering Behavioral Interview Questions with Confidence",
    blog_date: "2026-10-14",
    alt: "Illustration of two speech bubbles and a star, an interview answer in progress",
    summary: "A practical guide to Situation, Task, Action, Result answers, with worked examples and the mistakes interviewers notice.",
  },
  {
    id: 3,
    blog_title: "Negotiating Your Salary: A Step-by-Step Playbook",
    blog_date: "2026-09-30",
    alt: "Illustration of a rising bar chart beside a stack of coins",
    summary: "How to research your market rate, when to name a number, and what to say when the first offer comes in low.",
  },
  {
    id: 4,
    blog_title: "Cold Emails and LinkedIn Notes That Actually Get Replies",
    blog_date: "2026-09-16",
    alt: "Illustration of an envelope and a paper plane on its way",
    summary: "Short, specific outreach beats long pitches. Templates and rules for reaching recruiters, hiring managers and alumni.",
  },
  {
    id: 5,
    blog_title: "Switching Careers into Tech: A 6-Month Learning Roadmap",
    blog_date: "2026-09-02",
    alt: "Illustration of a winding road with milestone flags leading to a laptop",
    summary: "Pick a target role, map the skills gap, and build proof of work month by month while you keep your current job.",
  },
  {
    id: 6,
    blog_title: "Job Hunting in Egypt and the Gulf: What Recruiters Look For in 2026",
    blog_date: "2026-08-19",
    alt: "Illustration of a city skyline with towers and a minaret under the sun",
    summary: "CV conventions, platforms, languages and timelines that differ from the US market — and how to adapt your application.",
  },
];
