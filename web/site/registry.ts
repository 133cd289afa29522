/**
 * The prerendered public pages (spec section 2, "Public routes"): path, metadata, sitemap
 * priority and the module under ./pages that renders it (ADR 004). Route files in web/routes
 * use the same metadata, so a page reads the same whether it is served prerendered or reached
 * by client navigation inside the app.
 */
import { PUBLIC_PAGE_PRIORITY, type PublicPagePath } from "../../core/content/crawl";
import type { PageMeta } from "../lib/seo";
import { SITE_ROUTES, type SitePageModule } from "./routes";

export type { SitePageModule };

export interface SitePage {
  path: string;
  module: SitePageModule;
  meta: PageMeta;
  priority: number;
}

const page = (path: PublicPagePath, module: SitePageModule, title: string, description: string): SitePage => ({
  path,
  module,
  priority: PUBLIC_PAGE_PRIORITY[path],
  meta: { title, description, path: path === "/home" ? "/" : path },
});

const LANDING_TITLE = "Amal — your AI career coach";
const LANDING_DESCRIPTION =
  "Amal is an AI career coach for job seekers, students and professionals in Egypt and the US: coaching sessions, ATS-ready resumes, learning roadmaps and more.";

export const SITE_PAGES: SitePage[] = [
  page("/", "landing", LANDING_TITLE, LANDING_DESCRIPTION),
  page("/home", "landing", LANDING_TITLE, LANDING_DESCRIPTION),
  page("/pricing", "pricing", "Pricing", "Amal plans for students, job seekers and senior professionals — monthly or every 3 months, in EGP or USD, with unlimited AI career coaching."),
  page("/blog", "blog", "Career Blog", "Practical career advice from Amal: ATS-friendly resumes, STAR interview answers, salary negotiation, networking messages and changing careers."),
  page("/contact-us", "contact", "Contact us", "Reach the Amal team by e-mail, WhatsApp or the contact form — we answer within one business day."),
  page("/product-roadmap", "product", "Learning Roadmap Visualizer", "Turn a career goal into an interactive learning roadmap: every skill in order, with courses from 300,000+ courses and recommended books. Save your favourite roadmaps."),
  page("/product-career-coach", "product", "AI Career Coach", "Chat or talk with Amal, your AI career coach: personal advice from your profile, saved sessions, recaps, course and book recommendations, in English and Arabic."),
  page("/product-career-network", "product", "Career Networking Messages", "Write LinkedIn connection notes and cold emails that get replies: tailored to the person, the company, the role and your industry."),
  page("/product-interview-mockups", "product", "Interview Mock-ups (Coming Soon)", "Practice realistic interviews with Amal and get feedback on your answers. Coming soon — prepare with the AI career coach today."),
  page("/product-resume-and-cover-letter", "product", "Resume & Cover Letter Builder", "Build ATS-ready resumes and cover letters from a job link or description, analyse your resume for keywords and style, and edit online."),
  page("/product-job-board-search", "product", "AI Job Board Search (Coming Soon)", "Describe the job you want in your own words and get matching openings. Coming soon — track your applications with Amal today."),
  page("/privacy-policy", "privacy", "Privacy Policy", "How Amal Career Coaching LLC collects, uses, shares and protects your personal data — resumes, coaching sessions, voice, e-mails and payments — and the rights you have."),
  page("/terms-of-service", "terms", "Terms of Service", "The terms for using Amal, the AI career-coaching subscription: accounts, acceptable use, payment and renewal, refunds, cancellation and liability."),
  page("/about-us", "about", "About Us", "Amal Career Coaching LLC makes quality career coaching affordable for job seekers in Egypt and the US, in English and Arabic. Our story, strengths, vision and offices."),
];

// Every page crawlers are told about is registered, and every routed path has metadata and every
// page with metadata is routed.
for (const path of Object.keys(PUBLIC_PAGE_PRIORITY)) if (!SITE_PAGES.some((p) => p.path === path)) throw new Error(`web/site/registry.ts has no page for ${path}`);
for (const p of SITE_PAGES) if (SITE_ROUTES[p.path] !== p.module) throw new Error(`web/site/routes.ts does not route ${p.path} to ${p.module}`);

export const NOT_FOUND_META: PageMeta = { title: "Page not found", description: "Sorry, this page is not found.", path: "/404" };

/** Metadata of a registered public page (throws on a typo, at build time). */
export function sitePageMeta(path: string): PageMeta {
  const found = SITE_PAGES.find((p) => p.path === path);
  if (!found) throw new Error(`No public page registered for ${path}`);
  return found.meta;
}
