/** The networking page's texts (/portal/career-networking). */
export default {
  "page.title": "Career Networking",
} as const;
