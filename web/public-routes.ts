/**
 * The public routes prerendered at build time (spec section 2, "Public routes"), with their
 * sitemap priority. Client-rendered public routes (signup, verify-subscription, unsubscribe)
 * are answered by the worker with the app shell instead.
 */
export const PRERENDERED_ROUTES: { path: string; priority: number }[] = [
  { path: "/", priority: 1.0 },
  { path: "/home", priority: 0.5 },
  { path: "/pricing", priority: 0.9 },
  { path: "/blog", priority: 0.8 },
  { path: "/contact-us", priority: 0.6 },
  { path: "/product-roadmap", priority: 0.7 },
  { path: "/product-career-coach", priority: 0.7 },
  { path: "/product-career-network", priority: 0.7 },
  { path: "/product-interview-mockups", priority: 0.6 },
  { path: "/product-resume-and-cover-letter", priority: 0.7 },
  { path: "/product-job-board-search", priority: 0.6 },
  { path: "/privacy-policy", priority: 0.3 },
  { path: "/terms-of-service", priority: 0.3 },
  { path: "/about-us", priority: 0.5 },
];
