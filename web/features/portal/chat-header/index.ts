/** The coach's chat screens' top navigation and header (used by the assistant and voice pages). */
export { ChatTopNav } from "./ChatTopNav";
export { CoachHeader } from "./CoachHeader";
export { LiveClock } from "./LiveClock";
