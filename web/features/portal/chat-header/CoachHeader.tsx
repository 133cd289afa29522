import { Badge, Heading, Text } from "@radix-ui/themes";
import { Bot } from "lucide-react";
import { useT } from "../../../i18n/I18n";
import { LiveClock } from "./LiveClock";
import "./chat-header.css";

/**
 * The header of the coach's chat screens: the coach's name and role (Amal, Career Coach, in the
 * interface language, unless given), an Available badge and a live date and time.
 */
export function CoachHeader({ coachName, role }: { coachName?: string; role?: string }) {
  const t = useT("portal");
  return (
    <header className="coach-header">
      <span className="coach-header__avatar" aria-hidden="true">
        <Bot size={24} />
      </span>
      <div className="coach-header__who">
        <div className="coach-header__name-row">
          <Heading as="h1" size="4" className="coach-header__name">
            {coachName ?? t("coach.name")}
          </Heading>
          <Badge color="green" variant="soft" radius="full" className="coach-header__status">
            <span className="coach-header__status-dot" aria-hidden="true" />
            {t("coach.available")}
          </Badge>
        </div>
        <Text as="p" size="2" color="gray" className="coach-header__role">
          {role ?? t("coach.role")}
        </Text>
      </div>
      <LiveClock className="coach-header__clock" />
    </header>
  );
}
