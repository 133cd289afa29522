/**
 * What the resume library tells a user in the portal's notifications, in the language of their
 * account: a crafted document is ready in the word editor. `{title}` is the document's title.
 */
export default {
  "ready.resume": "Your tailored resume “{title}” is ready. Open it in the editor to review and download it.",
  "ready.coverLetter": "Your cover letter “{title}” is ready. Open it in the editor to review and download it.",
} as const;
