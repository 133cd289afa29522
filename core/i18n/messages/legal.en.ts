/** What the Privacy Policy and Terms of Service pages share around their text (privacy.*, terms.*). */
export default {
  eyebrow: "Legal",
  updated: "Last updated: {date}",
  "toc.title": "On this page",
  "toc.questions": "Questions? {email}",
  newTab: "(opens in a new tab)",
  // Shown on the translations only: the English text is the binding one.
  "translation.notice": "This is a translation of the English text, for your convenience. If the two differ, the English version prevails.",
  "translation.original": "Read the English version",
} as const;
