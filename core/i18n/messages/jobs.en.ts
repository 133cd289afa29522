/** The Job Search page's texts (/portal/jobs-board-search). "Coming Soon" is the spec's own text. */
export default {
  "page.title": "Job Search",
  "page.intro": "Describe the job you want in your own words. Amal ranks open positions by how well they fit you and says why.",

  // Coming Soon (no job board connected)
  "soon.title": "Coming Soon",
  "soon.text": "We are connecting Amal to company job boards. Open positions will appear here, ranked for you.",

  // The description box
  "search.label": "Describe the job you want",
  "search.placeholder": "A remote data analyst role where I can use SQL and Python, in a product company",
  "search.hint": "Enter searches; Shift+Enter starts a new line. Leave it empty to see the jobs that fit your profile.",
  "search.submit": "Search jobs",

  // The job filter
  "filters.title": "Job filter",
  "filters.type": "Job type",
  "filters.typeAny": "Any type",
  "filters.workplace": "Workplace",
  "filters.workplaceAny": "Anywhere",
  "filters.location": "Location",
  "filters.locationPlaceholder": "City or country",
  "filters.apply": "Apply",
  "filters.clear": "Clear filters",

  "type.full_time": "Full-time",
  "type.part_time": "Part-time",
  "type.contract": "Contract",
  "type.internship": "Internship",
  "type.temporary": "Temporary",
  "workplace.remote": "Remote",
  "workplace.hybrid": "Hybrid",
  "workplace.onsite": "On-site",

  // Results
  "results.title": "Open positions",
  "results.count": { zero: "No open position found", one: "{count} open position", other: "{count} open positions" },
  "results.forYou": "Ranked for your profile",
  "results.showing": "Showing {shown} of {count}",
  "results.loadMore": "Load more",
  "results.loadingMore": "Loading...",
  "results.loadMoreFailed": "More jobs could not be loaded.",
  "results.updating": "Updating the results",
  "empty.title": "No job fits this search yet",
  "empty.text": "Try fewer words, another place, or clear the filters.",
  "error.title": "The jobs could not be loaded.",
  "error.retry": "Try again",

  // One job
  "job.at": "at {company}",
  "job.score": "{score}% match",
  "job.apply": "Apply",
  "job.newTab": "(opens in a new tab)",
  "job.prepare": "Prepare with Amal",
  "job.prepareFailed": "The session could not be opened.",
  "job.tailor": "Create a tailored resume",
  "job.why": "Why it matches",
  "job.skillsYouHave": "Skills you have",
  "job.skillsToBuild": "Skills to build",
  "job.titleMatch": "The title matches what you do or asked for.",
  "job.remote": "You can work from anywhere.",
  "job.near": "It is where you live.",
  "job.words": "It mentions {words}.",
  "job.whyGeneral": "A recent opening; add skills to your career info to see how you fit.",
  "job.posted": "Posted {date}",
  quote: "“{text}”",
} as const;
