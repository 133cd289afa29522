/**
 * The sign-in screens: their frame (header, value panel, footer), the shared form fields, login,
 * password reset, the e-mailed sign-in link, the LinkedIn sign-in and its callback, and the page
 * the payment provider returns to (/verify-subscription). `{name}` parts of a sentence that are
 * links or buttons are filled in by the screen.
 */
export default {
  // The frame of every sign-in screen.
  "layout.skip": "Skip to content",
  "layout.aside": "Why Amal",
  "layout.aside.title": "Your AI career coach, in your pocket",
  "layout.aside.chat.title": "A coach that knows you",
  "layout.aside.chat.text": "Coaching sessions with Amal start from your resume, your experience and your goals.",
  "layout.aside.doc.title": "Documents that get read",
  "layout.aside.doc.text": "ATS-ready resumes and cover letters tailored to each job, ready to edit online.",
  "layout.aside.map.title": "A plan you can follow",
  "layout.aside.map.text": "Learning roadmaps built from real job descriptions, with courses and books for each skill.",
  "layout.aside.footnote": "In English and Arabic, for job seekers, students and professionals.",
  "layout.legal": "Legal",
  "layout.backToLogin": "Back to Login",

  // Form fields.
  "field.email": "Email",
  "field.password": "Password",
  "field.optional": "(optional)",
  "field.show": "Show {label}",
  "field.hide": "Hide {label}",
  "file.change": "Change",
  "file.remove": "Remove {label}",
  "file.chooseImage": "Choose a picture",
  "file.chooseResume": "Choose your resume",
  "file.megabytes": "{size} MB",
  "file.kilobytes": "{size} KB",
  "error.generic": "Something went wrong. Please try again.",
  "error.signInFailed": "Sign-in failed. Please try again.",

  // Login.
  "login.newHere": "New to Amal?",
  "login.createAccount": "Create an account",
  "login.title": "Welcome Back",
  "login.lead": "Log in to continue with your career coach.",
  "login.expired": "Your session has expired. Please log in again.",
  "login.checkEmail": "Check your e-mail.",
  "login.form": "Log in",
  "login.forgot": "Forgot password?",
  "login.submit": "LOG IN",
  "login.or": "or",
  "login.noAccount": "Don't have an account?",
  "login.signUp": "Sign up",
  "login.terms": "By logging in, you agree to our {terms} and {privacy}.",
  "login.termsLink": "Terms of Service",
  "login.privacyLink": "Privacy Policy",

  // LinkedIn.
  "linkedin.signIn": "Sign in with LinkedIn",
  "linkedin.notConfigured": "Sign in with LinkedIn is not configured",
  "oauth.cancelled": "Sign-in with LinkedIn was cancelled. You can try again or log in with your e-mail and password.",
  "oauth.failedBecause": "LinkedIn could not sign you in: {reason}",
  "oauth.failed": "LinkedIn could not sign you in. Please try again or log in with your e-mail and password.",
  "oauth.incomplete": "This sign-in link is incomplete. Please start again from the login page.",
  "oauth.title": "We couldn't sign you in",
  "oauth.signingIn": "Signing you in…",
  "oauth.confirming": "Confirming your LinkedIn account.",

  // The e-mailed sign-in link.
  "link.unusable": "This link can't be used",
  "link.checking": "Checking your sign-in link.",

  // Forgot password.
  "forgot.remembered": "Remembered it?",
  "forgot.logIn": "Log in",
  "forgot.title": "Reset Your Password",
  "forgot.lead": "Enter the e-mail address of your account. We will e-mail you instructions to choose a new password.",
  "forgot.form": "Reset your password",
  "forgot.submit": "RESET PASSWORD",
  "forgot.sent.title": "Email Sent !",
  "forgot.sent.text": "Your Reset Email Was Sent to Inbox !",
  "forgot.sent.check": "Please Check Your Email For Details !",
  "forgot.sent.help": "The link in the e-mail is valid for a limited time. If nothing arrives within a few minutes, check your spam folder or {tryAgain}.",
  "forgot.sent.tryAgain": "try again",

  // Reset password.
  "reset.title": "Choose a New Password",
  "reset.lead": "Pick a password you don't use anywhere else.",
  "reset.form": "Choose a new password",
  "reset.new": "New Password",
  "reset.confirm": "Confirm New Password",
  "reset.hint": "8 to 50 characters, with a letter, a number and one of @ $ ! % * # ? &",
  "reset.submit": "CHANGE PASSWORD",
  "reset.changed.title": "Password Changed!",
  "reset.changed.text": "Your password has been updated, and any other signed-in devices were signed out. Log in with your new password.",
  "reset.goToLogin": "Go to Login",
  "reset.requestNew": "Request a new link",

  // After the payment provider (/verify-subscription).
  "verify.processing.title": "Processing Your Subscription",
  "verify.processing.text": "We're confirming your payment. This only takes a moment — please keep this page open.",
  "verify.success.title": "Subscription Successful!",
  "verify.success.card": "Your card is saved and your subscription is up to date.",
  "verify.success.welcome": "Welcome aboard — your coach is ready.",
  "verify.success.taking": "Taking you to your portal…",
  "verify.success.goNow": "Go now",
  "verify.pending.waitedOut": "Your bank hasn't confirmed the payment yet. This can take a few minutes; you won't be charged twice.",
  "verify.pending.checkAgain": "Check again",
  "verify.pending.text": "Your bank is still confirming the payment. We'll check again in a moment…",
  "verify.failed.title": "Your subscription wasn't completed",
  "verify.failed.list": "What went wrong",
  "verify.failed.incomplete": "The payment link is incomplete: it does not say which payment to check.",
  "verify.failed.signedOut": "Your session has ended. Log in again, then try your payment once more.",
  "verify.failed.logIn": "Log in",
  "verify.failed.backToPayment": "Back to payment",
  "verify.failed.backToSubscription": "Back to your subscription",
  "verify.failed.contact": "Contact support",
} as const;
