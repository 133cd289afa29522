import { House, MessagesSquare, Mic } from "lucide-react";
import { AppLink } from "../../../lib/nav";
import "./chat-header.css";

const ITEMS = [
  { label: "Home", to: "/portal/home", icon: House },
  { label: "Session", to: "/portal/assistant-chat", icon: MessagesSquare },
  { label: "Voice session", to: "/portal/assistant-audio-chat", icon: Mic },
] as const;

/** The chat screens' top navigation: Home, Session, Voice session. */
export function ChatTopNav() {
  return (
    <nav className="chat-top-nav" aria-label="Coach">
      <ul>
        {ITEMS.map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <AppLink to={to} className="chat-top-nav__link">
              <Icon size={17} aria-hidden="true" />
              <span>{label}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
