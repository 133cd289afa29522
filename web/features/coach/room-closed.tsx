/**
 * What a tab shows when a room closed its socket for good (party/protocol.ts `ROOM_CLOSE`): the
 * room's reason, in the interface's language, and the one step that helps — log in again, or see
 * the subscription. Also what a session page shows when its session cannot be opened.
 */
import { Button, Callout, Heading, Text } from "@radix-ui/themes";
import { LogIn, RotateCw, SearchX } from "lucide-react";
import type { RoomCloseCause } from "../../../party/protocol";
import { useT } from "../../i18n/I18n";
import { AppLink } from "../../lib/nav";

/** The catalogue key of the sentence for a close cause (its English is the room's `reason`). */
export const closedReasonKey = (cause: RoomCloseCause) => `closed.${cause}` as const;

/** Where a user goes from a closed socket, and what the link says. */
export function useClosedRoom(cause: RoomCloseCause): { reason: string; to: string; label: string } {
  const t = useT("coach");
  const step =
    cause === "subscriptionEnded" ? { to: "/portal/subscription-manager", label: t("closed.seeSubscription") } : { to: "/login", label: t("closed.logIn") };
  return { reason: t(closedReasonKey(cause)), ...step };
}

/** A notice in a page (the portal home's live sessions): the reason and its next step. */
export function RoomClosedNotice({ cause }: { cause: RoomCloseCause }) {
  const closed = useClosedRoom(cause);
  return (
    <Callout.Root color="amber" role="status" size="1" className="room-closed">
      <Callout.Icon>
        <LogIn size={16} />
      </Callout.Icon>
      <Callout.Text>
        {closed.reason}{" "}
        <Button asChild variant="ghost" size="1">
          <AppLink to={closed.to}>{closed.label}</AppLink>
        </Button>
      </Callout.Text>
    </Callout.Root>
  );
}

/** A session page (chat or voice) whose room closed its socket for good: why, and the one step that helps. */
export function RoomClosed({ cause }: { cause: RoomCloseCause }) {
  const t = useT("coach");
  const closed = useClosedRoom(cause);
  return (
    <div className="coach-problem" role="alert">
      <span className="coach-problem__icon" aria-hidden="true">
        <LogIn size={28} className="flip-rtl" />
      </span>
      <Heading as="h2" size="5">
        {t("closed.title")}
      </Heading>
      <Text as="p" size="2" color="gray">
        {closed.reason}
      </Text>
      <div className="coach-problem__actions">
        <Button asChild>
          <AppLink to={closed.to}>{closed.label}</AppLink>
        </Button>
      </div>
    </div>
  );
}

interface SessionProblemProps {
  /** The session does not exist (rather than could not be read). */
  missing: boolean;
  title: string;
  /** The sentence under the title, when there is one. */
  text?: string | null;
  /** Try again (offered when the session could not be read). */
  retry: { label: string; onClick: () => void };
  startNew: { label: string; onClick: () => void };
}

/** A session page whose session is missing or could not be read: try again, start a new one, or go home. */
export function SessionProblem({ missing, title, text, retry, startNew }: SessionProblemProps) {
  const t = useT("coach");
  return (
    <div className="coach-problem" role="alert">
      <span className="coach-problem__icon" aria-hidden="true">
        {missing ? <SearchX size={28} /> : <RotateCw size={28} />}
      </span>
      <Heading as="h2" size="5">
        {title}
      </Heading>
      {text && (
        <Text as="p" size="2" color="gray">
          {text}
        </Text>
      )}
      <div className="coach-problem__actions">
        {!missing && (
          <Button type="button" onClick={retry.onClick}>
            {retry.label}
          </Button>
        )}
        <Button type="button" variant={missing ? "solid" : "soft"} onClick={startNew.onClick}>
          {startNew.label}
        </Button>
        <Button asChild variant="ghost" color="gray">
          <AppLink to="/portal/home">{t("backHome")}</AppLink>
        </Button>
      </div>
    </div>
  );
}
