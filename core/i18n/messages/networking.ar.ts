/** The networking page's texts, in Arabic. */
import type en from "./networking.en";
import type { Translation } from "../translate";

export default {
  "page.title": "التواصل المهني",
} satisfies Translation<typeof en>;
