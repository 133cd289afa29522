/** The notifications page, its career e-mail panel and the public unsubscribe page, in Arabic. */
import type en from "./notifications.en";
import type { Translation } from "../translate";

export default {
  "page.title": "الإشعارات",
} satisfies Translation<typeof en>;
