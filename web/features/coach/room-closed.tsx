/**
 * What a tab shows when a room closed its socket for good (party/protocol.ts `ROOM_CLOSE`): the
 * room's reason, in the interface's language, and the one step that helps — log in again, or see
 * the subscription.
 */
import { Button, Callout } from "@radix-ui/themes";
import { LogIn } from "lucide-react";
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
