/** What the resume library tells a user in the portal's notifications, in Arabic. */
import type en from "./library-notice.en";
import type { Translation } from "../translate";

export default {
  "ready.resume": "سيرتك الذاتية المخصّصة «{title}» جاهزة. افتحها في المحرّر لمراجعتها وتنزيلها.",
  "ready.coverLetter": "خطاب التقديم «{title}» جاهز. افتحه في المحرّر لمراجعته وتنزيله.",
} satisfies Translation<typeof en>;
