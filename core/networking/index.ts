/**
 * Networking messages: a LinkedIn connection note or a cold e-mail written from the user's
 * career info (compose.ts), and the check a model's message must pass (guard.ts).
 */
export { clipWords, type ComposeOptions, composeNetworkingMessage, countWords, messageIdentity, withinLimits } from "./compose.ts";
export { findMessageInventions, type MessageFinding } from "./guard.ts";
export { type Intent, networkingPhrases } from "./phrases.ts";
export { intentOf } from "./select.ts";
