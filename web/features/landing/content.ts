/**
 * The landing page's structure, in the order the sections appear. The words are in the "landing"
 * catalogue (core/i18n/messages/landing.*.ts), keyed by these ids.
 */

export const TRUST = ["markets", "languages", "cancel"] as const;

export const HOW_IT_WORKS = [
  { step: "1", id: "account" },
  { step: "2", id: "talk" },
  { step: "3", id: "plan" },
] as const;

export const SOLUTIONS = [
  { id: "coach", to: "/product-career-coach", comingSoon: false },
  { id: "roadmap", to: "/product-roadmap", comingSoon: false },
  { id: "resume", to: "/product-resume-and-cover-letter", comingSoon: false },
  { id: "network", to: "/product-career-network", comingSoon: false },
  { id: "interview", to: "/product-interview-mockups", comingSoon: true },
  { id: "jobs", to: "/product-job-board-search", comingSoon: true },
] as const;

export const FEATURES = [
  { id: "roadmaps", stat: "65%" },
  { id: "courses", stat: "2.5x" },
  { id: "documents", stat: "40%" },
  { id: "outreach", stat: "2x" },
  { id: "coaching", stat: "75%" },
  { id: "tracking", stat: "90%" },
] as const;

export const DASHBOARD_ITEMS = ["home", "jobs", "crafting", "networking", "documents", "sessions", "tracking", "info"] as const;

export const FAQS = ["secure", "price", "effective", "skills", "personal", "oversight"] as const;
