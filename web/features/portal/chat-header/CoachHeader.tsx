import { Badge, Heading, Text } from "@radix-ui/themes";
import { Bot } from "lucide-react";
import { LiveClock } from "./LiveClock";
import "./chat-header.css";

/**
 * The header of the coach's chat screens: the coach's name and role, an Available badge and a
 * live date and time.
 */
export function CoachHeader({ coachName = "Amal", role = "Career Coach" }: { coachName?: string; role?: string }) {
  return (
    <header className="coach-header">
      <span className="coach-header__avatar" aria-hidden="true">
        <Bot size={24} />
      </span>
      <div className="coach-header__who">
        <div className="coach-header__name-row">
          <Heading as="h1" size="4" className="coach-header__name">
            {coachName}
          </Heading>
          <Badge color="green" variant="soft" radius="full" className="coach-header__status">
            <span className="coach-header__status-dot" aria-hidden="true" />
            Available
          </Badge>
        </div>
        <Text as="p" size="2" color="gray" className="coach-header__role">
          {role}
        </Text>
      </div>
      <LiveClock className="coach-header__clock" />
    </header>
  );
}
