/** The public unsubscribe page's query, read the same way at both spellings of its address (kept out of the page's own chunk). */
import { rawSearchParam } from "../auth/search";

export interface UnsubscribeParams {
  user_email?: string;
  token?: string;
}

export function unsubscribeSearch(search: Record<string, unknown>): UnsubscribeParams {
  return { user_email: rawSearchParam(search, "user_email"), token: rawSearchParam(search, "token") };
}
