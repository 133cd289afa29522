/**
 * The blog (/blog), its cards wherever they appear (the landing page's latest articles) and what
 * surrounds an article (/blog/article/:id): breadcrumb, states, the PDF viewer. The articles
 * themselves are English: `post.<id>.*` are the seeded articles' titles, summaries and
 * illustration descriptions (core/content/blog-index.ts), which other languages translate for
 * their blog index while the article stays English.
 */
export default {
  "meta.title": "Career Blog",
  "meta.description": "Practical career advice from Amal: ATS-friendly resumes, STAR interview answers, salary negotiation, networking messages and changing careers.",

  "index.eyebrow": "Amal Career Blog",
  "index.title": "Career advice you can use today",
  "index.intro":
    "Practical guides from the Amal coaching team on resumes, interviews, salary negotiation, networking and changing careers, written for job seekers in Egypt, the Gulf and the US. Each article opens right here and downloads as a PDF.",
  "index.articles": "Articles",
  "index.empty": "No articles yet. Please check back soon.",

  "card.read": "Read article",
  "card.reading": "You are reading this article",
  // Shown on pages in other languages, next to an article written in English.
  "card.inEnglish": "In English",

  "article.breadcrumb": "Breadcrumb",
  "article.blog": "Blog",
  "article.article": "Article",
  "article.loading": "Loading the article…",
  "article.loadFailed": "We couldn’t load this article",
  "article.retry": "Try again",
  "article.back": "Back to the blog",
  "article.notFound": "Article not found",
  "article.notFoundTitle": "We couldn’t find that article",
  "article.notFoundText": "The link may be mistyped, or the article may have moved. Every article we publish is on the blog.",
  "article.more": "More articles",
  "article.latest": "Latest articles",

  "pdf.label": "{title} (PDF)",
  "pdf.zoom": "Zoom",
  "pdf.zoomOut": "Zoom out",
  "pdf.zoomIn": "Zoom in",
  "pdf.reset": "Reset",
  "pdf.resetWhat": "zoom",
  "pdf.pages": { one: "{count} page", other: "{count} pages" },
  "pdf.download": "Download PDF",
  "pdf.region": "{title}: pages",
  "pdf.page": "Page {page} of {count}",
  "pdf.noscript": "The preview needs JavaScript. You can still read the article with Download PDF.",
  "pdf.failed": "We couldn’t show the article here",
  "pdf.failedHint": "{reason} You can also read it with Download PDF.",
  "pdf.error.unreadable": "The file is not a readable PDF.",
  "pdf.error.network": "We could not download the article. Check your connection and try again.",
  "pdf.error.missing": "This article’s PDF is not available right now.",
  "pdf.error.status": "The PDF could not be loaded (error {status}). Please try again.",
  "pdf.error.unknown": "Something went wrong while opening the PDF.",

  "post.1.title": "How to Write a Resume That Gets Past Applicant Tracking Systems",
  "post.1.summary": "What ATS software actually does with your resume, and a checklist for formatting, keywords and structure that keeps you in the running.",
  "post.1.alt": "Illustration of a resume page with highlighted keyword lines and a magnifying glass",
  "post.2.title": "The STAR Method: Answering Behavioral Interview Questions with Confidence",
  "post.2.summary": "A practical guide to Situation, Task, Action, Result answers, with worked examples and the mistakes interviewers notice.",
  "post.2.alt": "Illustration of two speech bubbles and a star, an interview answer in progress",
  "post.3.title": "Negotiating Your Salary: A Step-by-Step Playbook",
  "post.3.summary": "How to research your market rate, when to name a number, and what to say when the first offer comes in low.",
  "post.3.alt": "Illustration of a rising bar chart beside a stack of coins",
  "post.4.title": "Cold Emails and LinkedIn Notes That Actually Get Replies",
  "post.4.summary": "Short, specific outreach beats long pitches. Templates and rules for reaching recruiters, hiring managers and alumni.",
  "post.4.alt": "Illustration of an envelope and a paper plane on its way",
  "post.5.title": "Switching Careers into Tech: A 6-Month Learning Roadmap",
  "post.5.summary": "Pick a target role, map the skills gap, and build proof of work month by month while you keep your current job.",
  "post.5.alt": "Illustration of a winding road with milestone flags leading to a laptop",
  "post.6.title": "Job Hunting in Egypt and the Gulf: What Recruiters Look For in 2026",
  "post.6.summary": "CV conventions, platforms, languages and timelines that differ from the US market — and how to adapt your application.",
  "post.6.alt": "Illustration of a city skyline with towers and a minaret under the sun",
} as const;
