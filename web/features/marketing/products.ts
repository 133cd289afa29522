/**
 * The six product pages (spec sections 1–2): what each page is made of. Their words are in the
 * "products" catalogue (core/i18n/messages/products.*.ts) under the page's path without its slash
 * ("product-roadmap.title"), numbered in the order they appear ("product-roadmap.steps.2.body").
 * Figures flagged `survey` are the spec's marketing claims: they are shown as what Amal users
 * report, with "Up to" where the number is a best case, and carry the footnote that they come
 * from Amal's internal surveys.
 */
import type { IconName } from "./icons";

export type ProductSlug =
  | "roadmap"
  | "career-coach"
  | "career-network"
  | "interview-mockups"
  | "resume-and-cover-letter"
  | "job-board-search";

export type ProductPath = `/product-${ProductSlug}`;
/** The prefix of a product page's keys in the "products" catalogue. */
export type ProductKey = `product-${ProductSlug}`;

/** Which illustrated product preview the hero shows. */
export type PreviewKind = "roadmap" | "chat" | "message" | "interview" | "document" | "search";

export interface ProductStat {
  /** Shown with "Up to" above the figure: the number is a best case. */
  upTo: boolean;
  /** From Amal's internal user surveys: gets the footnote marker. */
  survey: boolean;
}

/** A tool the visitor can already use, with the product page that tells more. */
export interface AvailableTool {
  icon: IconName;
  link: ProductPath;
}

export interface ProductContent {
  slug: ProductSlug;
  path: ProductPath;
  key: ProductKey;
  icon: IconName;
  comingSoon: boolean;
  preview: PreviewKind;
  stats: ProductStat[];
  /** The page has its own footnote to the figures ("….stats.footnote") instead of the shared one. */
  ownFootnote: boolean;
  /** How many "How it works" steps the page has. */
  steps: number;
  /** The icons of the feature cards, in order. */
  features: IconName[];
  /** Coming-soon pages: what the visitor can already use in Amal today. */
  availableNow?: AvailableTool[];
  /** How many "Who it's for" questions the page answers. */
  questions: number;
}

const SURVEY: ProductStat = { upTo: true, survey: true };
const FACT: ProductStat = { upTo: false, survey: false };

function product(slug: ProductSlug, content: Omit<ProductContent, "slug" | "path" | "key" | "ownFootnote" | "steps"> & { ownFootnote?: boolean }): ProductContent {
  return { slug, path: `/product-${slug}`, key: `product-${slug}`, ownFootnote: false, steps: 4, ...content };
}

export const products: Record<ProductSlug, ProductContent> = {
  roadmap: product("roadmap", {
    icon: "map",
    comingSoon: false,
    preview: "roadmap",
    stats: [SURVEY, SURVEY, SURVEY, SURVEY],
    features: ["map", "graduation", "book", "layers", "star", "search"],
    questions: 4,
  }),
  "career-coach": product("career-coach", {
    icon: "chat",
    comingSoon: false,
    preview: "chat",
    stats: [SURVEY, SURVEY, SURVEY],
    features: ["chat", "mic", "briefcase", "clock", "sparkle", "doc"],
    questions: 4,
  }),
  "career-network": product("career-network", {
    icon: "users",
    comingSoon: false,
    preview: "message",
    stats: [SURVEY, FACT, FACT, FACT],
    features: ["link", "mail", "building", "star", "filter", "chat"],
    questions: 4,
  }),
  "interview-mockups": product("interview-mockups", {
    icon: "mic",
    comingSoon: true,
    preview: "interview",
    stats: [SURVEY, SURVEY, FACT],
    features: ["target", "mic", "check", "chart"],
    availableNow: [
      { icon: "chat", link: "/product-career-coach" },
      { icon: "mic", link: "/product-career-coach" },
      { icon: "doc", link: "/product-resume-and-cover-letter" },
    ],
    questions: 3,
  }),
  "resume-and-cover-letter": product("resume-and-cover-letter", {
    icon: "doc",
    comingSoon: false,
    preview: "document",
    // The last figure is a share of hiring managers surveyed: a survey figure, not a best case.
    stats: [SURVEY, SURVEY, SURVEY, SURVEY, { upTo: false, survey: true }],
    ownFootnote: true,
    features: ["doc", "mail", "target", "edit", "layers", "sparkle"],
    questions: 4,
  }),
  "job-board-search": product("job-board-search", {
    icon: "search",
    comingSoon: true,
    preview: "search",
    stats: [SURVEY, SURVEY, SURVEY],
    features: ["search", "filter", "briefcase", "target"],
    availableNow: [
      { icon: "doc", link: "/product-resume-and-cover-letter" },
      { icon: "filter", link: "/product-career-network" },
      { icon: "graduation", link: "/product-roadmap" },
    ],
    questions: 3,
  }),
};

/** The order product cards appear in when one page links to the others. */
export const productOrder: ProductSlug[] = [
  "career-coach",
  "resume-and-cover-letter",
  "roadmap",
  "career-network",
  "interview-mockups",
  "job-board-search",
];

/** 1, 2, … n: the numbers of a page's numbered keys. */
export const numbered = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
