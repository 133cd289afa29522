/**
 * The coach's bundled knowledge base: courses, recommended books, YouTube channels, daily career
 * tips and the industries list. Plain data with small lookup helpers; the offline coach engine retrieves
 * from it and the portal shows it.
 */
export { BOOKS, BOOK_CATEGORIES, type Book, type BookCategory, type BookLevel } from "./books.ts";
export { YOUTUBE_CHANNELS, type YouTubeChannel } from "./youtube.ts";
export { CAREER_TIPS, TIP_CATEGORIES, tipForDay, type CareerTip, type TipAudience, type TipCategory } from "./tips.ts";
export { INDUSTRIES, industryByCode, searchIndustries, type Industry } from "./industries.ts";
export { courses, buildCourseIndex, type Course } from "./courses/index.ts";
export { ROADMAPS, findRoadmap, roadmapById, roadmapSkills, type Roadmap, type RoadmapStage } from "./roadmaps.ts";
