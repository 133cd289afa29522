/**
 * The weekly career e-mail and the pages its unsubscribe link leads to without JavaScript, in the
 * language of the account (worker/features/career-emails). `{name}` is the account's name.
 */
export default {
  subject: "Your week with Amal",
  preview: "A tip for the week, your job e-mails and courses for the skills you are building.",
  hello: "Hi {name},",
  intro: "Here is your weekly career summary from Amal.",
  "tip.heading": "Tip of the week",
  "posts.heading": "Worth reading on the blog",
  "tracker.heading": "Your job e-mails",
  "tracker.intro": { one: "Amal sorted {count} new job e-mail since your last summary:", other: "Amal sorted {count} new job e-mails since your last summary:" },
  "tracker.group": "{group}: {count}",
  "tracker.link": "Open the e-mail tracker",
  "courses.heading": "Courses for skills you are building",
  "courses.intro": "{role} roles often ask for these skills, which are not on your profile yet:",
  "courses.teaches": "Teaches {skills}",
  cta: "Open Amal",
  "footer.why": "You get this e-mail because you turned on career e-mails in your Amal portal.",
  "footer.unsubscribeQuestion": "Don't want these e-mails?",
  "footer.unsubscribe": "Unsubscribe with one click",
  notice: "Your weekly career summary was sent to your e-mail.",
  "page.title": "Unsubscribe | Amal",
  "page.confirm.title": "Unsubscribe from career e-mails",
  "page.confirm.message": "Stop the weekly career e-mails Amal sends to {email}.",
  "page.confirm.button": "Unsubscribe",
  "page.success.title": "You are unsubscribed",
  "page.success.message": "You will no longer receive career e-mails from Amal. You can turn them on again under Notifications in your portal.",
  "page.already.title": "Already unsubscribed",
  "page.already.message": "This address was not receiving career e-mails from Amal.",
  "page.error.title": "This link did not work",
  "page.home": "Go to Amal",
} as const;
