/** The career e-mail endpoints (docs/api/career-emails.md) through the app's one API client. */
import { api, ApiError, read } from "../../api";

export { ApiError };

const careerEmails = api["career-emails"];

/** The account's address and whether it receives the weekly e-mail. */
export const fetchCareerEmailStatus = (signal?: AbortSignal) => read(careerEmails.$get(undefined, { init: { signal } }));

/** Subscribes, timed in this browser's time zone. */
export const subscribeCareerEmails = () => read(careerEmails.subscribe.$post({ json: { timeZone: browserTimeZone() } }));

export const unsubscribeCareerEmails = () => read(careerEmails.unsubscribe.$post());

/** The public unsubscribe page: the link's address and signed token. */
export const unsubscribeByLink = (user_email: string, token: string) => read(careerEmails["unsubscribe-link"].$post({ json: { user_email, token } }));

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
