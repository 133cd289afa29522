/** The e-mails Amal sends (account e-mails and the words every e-mail shares), in English. */
export default {
  greeting: "Hi {name},",
  signature: "Amal, your AI career coach",
  "reset.subject": "Reset your Amal password",
  "reset.intro": "We received a request to reset the password of your Amal account. Open this link within one hour to choose a new password:",
  "reset.ignore": "If you didn't ask for this, you can ignore this e-mail: your password stays the same.",
  "signInLink.subject": "Your Amal sign-in link",
  "signInLink.intro":
    "Someone entered the right password for your Amal account on {when}, after several wrong attempts. For your security, we didn't sign them in straight away. If it was you, open this link within 15 minutes to finish logging in:",
  "signInLink.once": "The link works once.",
  "signInLink.notYou": "If it wasn't you, don't open the link: someone knows your password. Reset it now at {url}",
  "alert.subject": "Someone tried to log in to your Amal account",
  "alert.intro": {
    one: "Someone tried to log in to your Amal account with a wrong password {count} time in the last 15 minutes, most recently on {when} (network address {ip}).",
    other: "Someone tried to log in to your Amal account with a wrong password {count} times in the last 15 minutes, most recently on {when} (network address {ip}).",
  },
  "alert.slowed":
    "For your security, we've slowed down further attempts, and logging in from that network now needs a link we send to this address.",
  "alert.advice": "If this was you, there's nothing to do. If it wasn't, please reset your password: {url}",
  "reset.button": "Choose a new password",
  "signInLink.button": "Finish logging in",
  "alert.button": "Reset your password",
  "layout.why": "You receive this e-mail because you have an Amal account.",
  "layout.open": "Open Amal",
} as const;
