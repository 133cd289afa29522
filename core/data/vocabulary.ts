/**
 * The closed lists the knowledge files may use: languages, levels, categories. Plain constants
 * with no dependencies, so the engine and the browser can import them without the schemas.
 */

/** The language a course, book, channel or tip is in. */
export const LANGUAGES = ["en", "ar"] as const;

export const COURSE_LEVELS = ["Beginner", "Intermediate", "Advanced"] as const;

export const BOOK_LEVELS = ["beginner", "intermediate", "advanced"] as const;

export const BOOK_CATEGORIES = [
  "career",
  "job-search",
  "interviewing",
  "negotiation",
  "leadership",
  "communication",
  "productivity",
  "learning",
  "software-engineering",
  "data-ml",
  "design-ux",
  "product",
  "marketing",
  "sales",
  "finance",
  "entrepreneurship",
  "strategy",
  "wellbeing",
] as const;

export const TIP_CATEGORIES = [
  "resume",
  "interview",
  "networking",
  "learning",
  "productivity",
  "job-search",
  "negotiation",
  "wellbeing",
  "leadership",
] as const;

/** Who a tip is for. */
export const TIP_AUDIENCES = ["student", "junior", "mid", "senior"] as const;

export const SKILL_TYPES = ["hard", "soft"] as const;

/** The taxonomy's categories, in the order the file lists them. */
export const SKILL_CATEGORIES = [
  "Programming languages",
  "Web and frameworks",
  "Databases",
  "Cloud and DevOps",
  "Data and AI",
  "Mobile, games and hardware",
  "Security and quality",
  "Software engineering",
  "Design and media",
  "Marketing and sales",
  "Project, product and operations",
  "Finance and accounting",
  "Human resources",
  "Healthcare",
  "Teaching and education",
  "Languages",
  "Office and productivity tools",
  "Soft skills",
] as const;
