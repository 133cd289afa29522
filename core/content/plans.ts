/**
 * The plans Amal sells, as seeded into D1. Prices are whole Egyptian pounds; the pricing page
 * shows them as they are or converted to USD with the stored exchange rate.
 */
export interface PlanSeed {
  id: number;
  name: string;
  forWho: string;
  description: string;
  priceMonthly: number;
  priceQuarterly: number;
  discount: number;
  features: string[];
  popular: boolean;
  sortOrder: number;
}

export const planSeeds: PlanSeed[] = [
  {
    id: 1,
    name: "Starter",
    forWho: "For students and fresh graduates",
    description: "Find your direction, build a first resume that passes ATS filters and learn the skills employers ask for.",
    priceMonthly: 299,
    priceQuarterly: 799,
    discount: 0,
    features: [
      "Unlimited chat sessions with Amal",
      "Resume analysis with ATS recommendations",
      "AI course search across 300,000+ courses",
      "Personal learning roadmaps",
      "Daily career tips",
    ],
    popular: false,
    sortOrder: 1,
  },
  {
    id: 2,
    name: "Professional",
    forWho: "For job seekers and career switchers",
    description: "Everything you need to land the next role: tailored resumes and cover letters, job-application tracking and networking messages.",
    priceMonthly: 599,
    priceQuarterly: 1599,
    discount: 20,
    features: [
      "Everything in Starter",
      "Voice coaching sessions with Amal",
      "Resume and cover letter builder from any job post",
      "Email tracker for job applications",
      "Networking message generator",
      "Saved roadmaps with progress",
    ],
    popular: true,
    sortOrder: 2,
  },
  {
    id: 3,
    name: "Executive",
    forWho: "For senior professionals and leaders",
    description: "Plan a leadership move with deeper coaching, executive-level documents and priority support.",
    priceMonthly: 999,
    priceQuarterly: 2699,
    discount: 10,
    features: [
      "Everything in Professional",
      "Executive resume and bio crafting",
      "Salary and negotiation preparation",
      "Leadership learning paths",
      "Priority support within one business day",
    ],
    popular: false,
    sortOrder: 3,
  },
];

/** 1 EGP in USD at seed time; the live value is the `exchange_rates` row EGP→USD. */
export const seedEgpToUsd = 0.0206;
