import { useLocation } from "@tanstack/react-router";
import { House, MessagesSquare, Mic } from "lucide-react";
import { useT } from "../../../i18n/I18n";
import { AppLink } from "../../../lib/nav";
import "./chat-header.css";

const ITEMS = [
  { label: "chat.home", to: "/portal/home", icon: House },
  { label: "chat.session", to: "/portal/assistant-chat", icon: MessagesSquare },
  { label: "chat.voice", to: "/portal/assistant-audio-chat", icon: Mic },
] as const;

/** The chat screens' top navigation: Home, Session, Voice session. */
export function ChatTopNav() {
  const t = useT("portal");
  const pathname = useLocation({ select: (l) => l.pathname });
  return (
    <nav className="chat-top-nav" aria-label={t("chat.nav")}>
      <ul>
        {ITEMS.map(({ label, to, icon: Icon }) => (
          <li key={to}>
            {/* A session opened at /portal/assistant-chat/<name>/<id> is still the Session tab. */}
            <AppLink to={to} className="chat-top-nav__link" aria-current={pathname === to || pathname.startsWith(`${to}/`) ? "page" : undefined}>
              <Icon size={17} aria-hidden="true" />
              <span>{t(label)}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
