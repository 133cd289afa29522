/** The courses page's texts (/portal/courses-search-tool). */
export default {
  "page.title": "Course Search",
} as const;
