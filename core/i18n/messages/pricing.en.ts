/**
 * The pricing page (/pricing) and the plan cards and toggles the plan pickers share. A plan's own
 * words are keyed by its id ("plans.2.name"); they are the plans of core/content/plans.ts, and a
 * unit test keeps the English ones equal to them.
 */
export default {
  "meta.title": "Pricing",
  "meta.description": "Amal plans for students, job seekers and senior professionals — monthly or every 3 months, in EGP or USD, with unlimited AI career coaching.",

  "hero.eyebrow": "Pricing",
  "hero.title": "Simple plans for every stage of your career",
  "hero.lead": "Unlimited coaching with Amal on every plan. Pay monthly or every three months, and cancel any time.",
  "hero.usdNote": "USD prices are converted from EGP at today's rate; you are charged in EGP.",
  "plans.label": "Plans",
  "plans.loadFailed": "Showing our standard prices — live prices could not be loaded.",
  footnote: "Prices include VAT where it applies. Have a discount code? You can apply it during signup.",

  "toggle.period": "Billing period",
  "toggle.monthly": "Monthly",
  "toggle.quarterly": "3 Months",
  "toggle.currency": "Currency",
  "toggle.egp": "EGP",
  "toggle.usd": "USD",

  "price.monthly": "/monthly",
  "price.quarterly": "/3 months",
  "price.original": "Original price ",
  "price.save": "Save {percent}%",
  "plan.popular": "Popular",
  "plan.getStarted": "Get started",
  "plan.included": "What's included",

  "plans.1.name": "Starter",
  "plans.1.for": "For students and fresh graduates",
  "plans.1.description": "Find your direction, build a first resume that passes ATS filters and learn the skills employers ask for.",
  "plans.1.feature.1": "Unlimited chat sessions with Amal",
  "plans.1.feature.2": "Resume analysis with ATS recommendations",
  "plans.1.feature.3": "AI course search across 300,000+ courses",
  "plans.1.feature.4": "Personal learning roadmaps",
  "plans.1.feature.5": "Daily career tips",

  "plans.2.name": "Professional",
  "plans.2.for": "For job seekers and career switchers",
  "plans.2.description": "Everything you need to land the next role: tailored resumes and cover letters, job-application tracking and networking messages.",
  "plans.2.feature.1": "Everything in Starter",
  "plans.2.feature.2": "Voice coaching sessions with Amal",
  "plans.2.feature.3": "Resume and cover letter builder from any job post",
  "plans.2.feature.4": "Email tracker for job applications",
  "plans.2.feature.5": "Networking message generator",
  "plans.2.feature.6": "Saved roadmaps with progress",

  "plans.3.name": "Executive",
  "plans.3.for": "For senior professionals and leaders",
  "plans.3.description": "Plan a leadership move with deeper coaching, executive-level documents and priority support.",
  "plans.3.feature.1": "Everything in Professional",
  "plans.3.feature.2": "Executive resume and bio crafting",
  "plans.3.feature.3": "Salary and negotiation preparation",
  "plans.3.feature.4": "Leadership learning paths",
  "plans.3.feature.5": "Priority support within one business day",
};
