/** The public unsubscribe page (/unsubscripe-from-email): a signed link from a career e-mail. */
export function UnsubscribePage(_props: { params: { user_email?: string; token?: string } }) {
  return null;
}
