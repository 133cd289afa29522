/**
 * The blog's article bodies, one file per article, keyed by the ids in
 * core/content/blog-index.ts. Only scripts/blog-pdf.mjs reads them: the site shows the
 * rendered PDFs, so the text never reaches the browser bundle.
 */
import type { BlogArticle } from "./types.ts";
import { atsResume } from "./ats-resume.ts";
import { starMethod } from "./star-method.ts";
import { salaryNegotiation } from "./salary-negotiation.ts";
import { outreachMessages } from "./outreach-messages.ts";
import { techCareerSwitch } from "./tech-career-switch.ts";
import { egyptGulfJobMarket } from "./egypt-gulf-job-market.ts";

export type { BlogArticle, BlogArticleSection } from "./types.ts";

export const blogArticles: BlogArticle[] = [atsResume, starMethod, salaryNegotiation, outreachMessages, techCareerSwitch, egyptGulfJobMarket];
