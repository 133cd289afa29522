/**
 * The coach's bundled knowledge base: courses, recommended books, YouTube channels, daily career
 * tips, roadmaps and the industries list. The records live as JSON in core/data/ (each file
 * checked against its schema by a unit test); these modules load them and hold the small lookup
 * helpers. The offline coach engine retrieves from them and the portal shows them.
 */
export { BOOKS, BOOK_CATEGORIES, bookSummary, type Book, type BookCategory, type BookLevel } from "./books.ts";
export { YOUTUBE_CHANNELS, channelDescription, type YouTubeChannel } from "./youtube.ts";
export { CAREER_TIPS, TIP_CATEGORIES, tipForDay, type CareerTip, type TipAudience, type TipCategory } from "./tips.ts";
export { INDUSTRIES, industryByCode, searchIndustries, type Industry } from "./industries.ts";
export { courses, buildCourseIndex, type Course } from "./courses.ts";
export { ROADMAPS, findRoadmap, roadmapById, roadmapSkills, type Roadmap, type RoadmapStage } from "./roadmaps.ts";
