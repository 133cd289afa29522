/** The notifications page (/portal/notifications), its career e-mail panel and the public unsubscribe page. */
export default {
  "page.title": "Notifications",
} as const;
