/**
 * The browser tab's title on the app's screens, by route id (the public pages' titles live in
 * their own namespaces). English routes keep the titles their route files declare.
 */
export default {
  default: "Amal — your AI career coach",
  "/login": "Log in | Amal",
  "/signup": "Create Your Account | Amal",
  "/forgot-password": "Reset Your Password | Amal",
  "/reset-password": "Choose a New Password | Amal",
  "/sign-in-link": "Signing you in | Amal",
  "/oauth2callback": "Signing you in | Amal",
  "/verify-subscription": "Processing Your Subscription | Amal",
  "/portal/home": "Homepage | Amal",
  "/portal/career-info": "Career Info | Amal",
  "/portal/resume-report": "Resume Report | Amal",
  "/portal/resume-library": "Resume & Cover Letter Library | Amal",
  "/portal/word-editor": "Word Editor | Amal",
  "/portal/change-password": "Change Password | Amal",
  "/portal/assistant-chat": "Assistant | Amal",
  "/portal/assistant-chat_/$sessionName/$sessionId": "{session} | Assistant | Amal",
  "/portal/assistant-audio-chat": "Voice Session | Amal",
  "/portal/renew-subscription": "Renew Subscription | Amal",
  "/portal/subscription-manager": "Subscription | Amal",
  "/portal/ai-email-tracker": "Email Tracker | Amal",
  "/portal/career-networking": "Career Networking | Amal",
  "/portal/courses-search-tool": "Course Search | Amal",
  "/portal/roadmap-visualizer": "Craft Roadmap | Amal",
  "/portal/jobs-board-search": "Job Search | Amal",
  "/portal/notifications": "Notifications | Amal",
  "/portal/contact-us": "Contact Us | Amal",
  "/unsubscripe-from-email": "Unsubscribe | Amal",
  "/unsubscribe-from-email": "Unsubscribe | Amal",
} as const;
