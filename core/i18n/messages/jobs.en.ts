/** The Job Search page's texts (/portal/jobs-board-search). */
export default {
  "page.title": "Job Search",
  "page.intro": "Describe the job you want in your own words. Amal ranks open positions by how well they fit you and says why.",
} as const;
