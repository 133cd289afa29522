/**
 * Books picked for one user — the chat screen's Books window ("10 Books") and the
 * recommend_books tool without a topic: books on the user's skills and role, the trade's core
 * reading, and what fits their stage (job search early on, leadership later), each with the
 * reason it was picked.
 */
import { BOOKS, type Book, type BookCategory } from "./knowledge/books.ts";
import { findRoadmap, roadmapSkills } from "./knowledge/roadmaps.ts";
import type { CoachLanguage, CoachProfile, RecommendedBook } from "./types.ts";

/** The trade's book category for a roadmap. */
const TRADE: Record<string, BookCategory> = {
  "frontend-developer": "software-engineering", "backend-developer": "software-engineering", "full-stack-developer": "software-engineering",
  "mobile-developer": "software-engineering", "software-engineer": "software-engineering", "game-developer": "software-engineering",
  "devops-engineer": "software-engineering", "cloud-engineer": "software-engineering", "cybersecurity-analyst": "software-engineering",
  "network-engineer": "software-engineering", "data-analyst": "data-ml", "data-scientist": "data-ml", "data-engineer": "data-ml",
  "ml-engineer": "data-ml", "business-analyst": "data-ml", "ux-ui-designer": "design-ux", "graphic-designer": "design-ux",
  "digital-marketer": "marketing", "content-writer": "communication", "product-manager": "product", "project-manager": "leadership",
  "supply-chain-specialist": "strategy", "financial-analyst": "finance", "accountant": "finance", "hr-specialist": "leadership",
  "sales-representative": "sales", "nurse": "wellbeing", "teacher": "learning",
};

/** Categories that fit each stage of a career. */
function stageCategories(level: string): BookCategory[] {
  const l = level.toLowerCase();
  if (l === "student" || l === "junior") return ["career", "job-search", "interviewing", "learning"];
  if (l.startsWith("mid")) return ["communication", "productivity", "negotiation", "career"];
  if (l === "senior" || l === "lead") return ["leadership", "strategy", "communication"];
  return ["career", "productivity", "communication"];
}

export interface ScoredBook {
  book: Book;
  reason: string;
}

/**
 * Books for `profile`, best first. Arabic editions are included for Arabic conversations and
 * left out otherwise; at most three books share a first category, so the list stays varied.
 */
export function rankBooksForProfile(
  profile: CoachProfile,
  limit: number,
  language: CoachLanguage = "en",
  exclude: ReadonlySet<string> = new Set(),
): ScoredBook[] {
  const mine = new Set(profile.skills.map((s) => s.name));
  const roadmap = profile.title ? findRoadmap(profile.title) : null;
  const role = roadmap && roadmap.score >= 8 ? roadmap.roadmap : null;
  const roleSkills = new Set(role ? roadmapSkills(role) : []);
  const trade = role ? TRADE[role.id] : undefined;
  const stage = stageCategories(profile.level);
  const ar = language === "ar";

  const scored = BOOKS.filter((b) => !exclude.has(b.id) && !exclude.has(b.link) && (ar || b.language === "en")).map((book, order) => {
    const skillHits = book.skills.filter((s) => mine.has(s));
    const roleHits = book.skills.filter((s) => roleSkills.has(s) && !mine.has(s));
    const inTrade = trade ? book.categories.includes(trade) : false;
    const inStage = book.categories.filter((c) => stage.includes(c)).length;
    const score = 2 * skillHits.length + 1.5 * roleHits.length + (inTrade ? 2 : 0) + inStage + (ar && book.language === "ar" ? 1.5 : 0)
      + (book.level === "advanced" && stage.includes("job-search") ? -1 : 0) - order * 0.001;
    let reason: string;
    if (skillHits.length > 0) reason = ar ? `يناسب مهاراتك: ${skillHits.join("، ")}` : `Matches your skills: ${skillHits.join(", ")}`;
    else if (role && (inTrade || roleHits.length > 0)) reason = ar ? `قراءة أساسية لمسار ${role.titleAr}` : `Core reading for a ${role.title}`;
    else if (inStage > 0 && profile.level) reason = ar ? `مناسب لمرحلتك (${profile.level})` : `Fits your stage (${profile.level})`;
    else reason = ar ? "من الكتب الأساسية في تطوير المسار المهني" : "A career-building classic";
    return { book, reason, score };
  });
  scored.sort((a, b) => b.score - a.score);

  const perCategory = new Map<string, number>();
  const chosen: ScoredBook[] = [];
  for (const item of scored) {
    const category = item.book.categories[0];
    if ((perCategory.get(category) ?? 0) >= 3) continue;
    perCategory.set(category, (perCategory.get(category) ?? 0) + 1);
    chosen.push({ book: item.book, reason: item.reason });
    if (chosen.length === limit) break;
  }
  return chosen;
}

/** Books for the chat screen's Books window (spec: Recommended book), 10 by default. */
export function recommendBooksFor(profile: CoachProfile, limit = 10, language: CoachLanguage = "en"): RecommendedBook[] {
  return rankBooksForProfile(profile, limit, language).map(({ book, reason }) => ({
    id: book.id,
    link: book.link,
    image_url: null,
    book_object: { title: book.title, authors: book.authors, categories: book.categories },
    reason,
  }));
}
