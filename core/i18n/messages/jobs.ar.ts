/** The Job Search page's texts, in Arabic. */
import type en from "./jobs.en";
import type { Translation } from "../translate";

export default {
  "page.title": "البحث عن وظائف",
  "page.intro": "صِف الوظيفة التي تريدها بكلماتك. ترتّب أمل الوظائف المتاحة حسب مدى ملاءمتها لك وتخبرك لماذا.",
} satisfies Translation<typeof en>;
