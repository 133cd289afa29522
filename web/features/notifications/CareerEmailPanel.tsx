/** Manage Career Email Notifications: the account's address, Subscribe and Unsubscribe. */
export function CareerEmailPanel(_props: { email: string }) {
  return null;
}
