/** The courses page's texts, in Arabic. */
import type en from "./courses.en";
import type { Translation } from "../translate";

export default {
  "page.title": "البحث عن الدورات",
} satisfies Translation<typeof en>;
