/**
 * The courses page's texts (/portal/courses-search-tool). The spec's English texts (Course
 * Search, Search Results) are written here exactly as the spec has them.
 */
export default {
  // The page
  "page.title": "Course Search",
  "page.intro": "Describe what you want to learn in your own words — the subject, the language, free or paid, your level, how much time you have. Amal finds the courses that fit and tells you why.",

  // The description box
  "search.label": "What do you want to learn?",
  "search.placeholder": "I want to move from Excel reporting to Python data analysis, free, in Arabic if possible",
  "search.hint": "Enter searches; Shift+Enter starts a new line.",
  "search.submit": "Search",
  "search.searching": "Searching...",
  "search.empty": "Describe what you want to learn first.",

  // First visit
  "first.title": "Start with a sentence",
  "first.text": "Say it as you would to a friend: what you do now, where you want to go, and anything that matters — free, Arabic, beginner, under 10 hours, with a certificate. Or try one of these:",
  "first.examples": "Example searches",
  "example.1": "python for data analysis free",
  "example.2": "beginner project management course with a certificate",
  "example.3": "UX design in Arabic",
  "example.4": "SQL for reporting, under 20 hours",

  // What Amal understood
  "understood.title": "What Amal understood",
  "understood.subject": "About: {subject}",
  "understood.hint": "Remove one to widen the search.",
  "understood.remove": "Remove “{name}”",
  "chip.free": "Free",
  "chip.language.en": "In English",
  "chip.language.ar": "In Arabic",
  "chip.maxHours": { one: "Under {count} hour", other: "Under {count} hours" },
  "chip.certificate": "With a certificate",

  // Filters
  "filters.title": "Filters",
  "filters.language": "Language",
  "filters.languageAny": "Any language",
  "filters.free": "Free only",
  "filters.level": "Level",
  "filters.levelAny": "Any level",
  "filters.duration": "Duration",
  "filters.durationAny": "Any length",
  "filters.durationUnder": { one: "Under {count} hour", other: "Under {count} hours" },
  "filters.clear": "Clear filters",

  // Course facts
  "language.en": "English",
  "language.ar": "Arabic",
  "level.Beginner": "Beginner",
  "level.Intermediate": "Intermediate",
  "level.Advanced": "Advanced",

  // Search Results
  "results.title": "Search Results",
  "results.count": {
    zero: "No course found among {size} courses",
    one: "{count} course found among {size} courses",
    other: "{count} courses found among {size} courses",
  },
  "results.showing": "Showing {shown} of {count}",
  "results.loadMore": "Load more",
  "results.loadingMore": "Loading...",
  "results.loadMoreFailed": "More courses could not be loaded.",
  "results.updating": "Updating the results",

  // One course
  "course.by": "by {provider}",
  "course.free": "Free",
  "course.paid": "Paid",
  "course.certificate": "Certificate",
  "course.hours": { one: "{count} hour", other: "{count} hours" },
  "course.minutes": "{count} min",
  "course.skills": "Skills",
  "course.matched": "(matches your search)",
  "course.why": "Why this course",
  "course.whySkills": "It teaches {skills}.",
  "course.whyWords": "It mentions {words}.",
  "course.whyGeneral": "It is close to what you described.",
  "course.open": "Go to the course",
  "course.newTab": "(opens in a new tab)",
  "course.ask": "Ask Amal about this course",
  "course.asking": "Opening a session...",
  "course.facts": "Course details",
  "quote": "“{text}”",
  "list.and": "{a} and {b}",
  "list.comma": "{a}, {b}",

  // Nothing fits
  "noMatch.title": "No course fits all of that",
  "noMatch.relaxIntro": "Here is what would help:",
  "noMatch.relax": { one: "Without “{name}” there is 1 course.", other: "Without “{name}” there are {count} courses." },
  "noMatch.relaxButton": "Search without “{name}”",
  "noMatch.subjectTitle": "The catalogue has nothing on “{subject}” yet",
  "noMatch.subjectText": "Try broader or more common words — “data analysis” rather than a tool's version, “marketing” rather than one platform — or describe the job you want to do.",

  // Errors
  "error.title": "The search did not go through",
  "error.retry": "Try again",
  "error.keepText": "Your description is still in the box.",
  "ask.failed": "The session could not be opened.",
} as const;
