import { useLocation } from "@tanstack/react-router";
import { House, MessagesSquare, Mic } from "lucide-react";
import { useT } from "../../../i18n/I18n";
import { AppLink } from "../../../lib/nav";
import "./chat-header.css";

const ITEMS = [
  { label: "chat.home", to: "/portal/home", icon: House, carriesSession: false },
  { label: "chat.session", to: "/portal/assistant-chat", icon: MessagesSquare, carriesSession: true },
  { label: "chat.voice", to: "/portal/assistant-audio-chat", icon: Mic, carriesSession: true },
] as const;

/** The session the page shows: `?session_id=&session_name=`, or the nested route's `/<name>/<id>`. */
function currentSession(pathname: string, search: Record<string, unknown>): { session_id: string; session_name: string } | undefined {
  if (typeof search.session_id === "string" || typeof search.session_id === "number") {
    return { session_id: String(search.session_id), session_name: typeof search.session_name === "string" ? search.session_name : "" };
  }
  const nested = /^\/portal\/assistant-chat\/([^/]+)\/(\d+)$/.exec(pathname);
  return nested ? { session_id: nested[2]!, session_name: decodeURIComponent(nested[1]!) } : undefined;
}

/**
 * The chat screens' top navigation: Home, Session, Voice session. Session and Voice session carry
 * the session shown, so the text and the voice chat continue the same coaching session.
 */
export function ChatTopNav() {
  const t = useT("portal");
  const pathname = useLocation({ select: (l) => l.pathname });
  const search = useLocation({ select: (l) => l.search as Record<string, unknown> });
  const session = currentSession(pathname, search);
  return (
    <nav className="chat-top-nav" aria-label={t("chat.nav")}>
      <ul>
        {ITEMS.map(({ label, to, icon: Icon, carriesSession }) => (
          <li key={to}>
            {/* A session opened at /portal/assistant-chat/<name>/<id> is still the Session tab. */}
            <AppLink
              to={to}
              search={carriesSession ? session : undefined}
              className="chat-top-nav__link"
              aria-current={pathname === to || pathname.startsWith(`${to}/`) ? "page" : undefined}
            >
              <Icon size={17} aria-hidden="true" />
              <span>{t(label)}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
