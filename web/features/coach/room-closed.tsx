/**
 * What a tab shows when a room closed its socket for good (party/protocol.ts `ROOM_CLOSE`): the
 * room's reason and the one step that helps — log in again, or see the subscription.
 */
import { Button, Callout } from "@radix-ui/themes";
import { LogIn } from "lucide-react";
import { ROOM_CLOSE, type RoomCloseCause } from "../../../party/protocol";
import { AppLink } from "../../lib/nav";

/** Where a user goes from a closed socket. */
export function nextStepAfter(cause: RoomCloseCause): { to: string; label: string } {
  return cause === "subscriptionEnded" ? { to: "/portal/subscription-manager", label: "See your subscription" } : { to: "/login", label: "Log in again" };
}

/** The sentence a tab shows for a close cause. */
export const closedReason = (cause: RoomCloseCause) => ROOM_CLOSE[cause].reason;

/** A notice in a page (the portal home's live sessions): the reason and its next step. */
export function RoomClosedNotice({ cause }: { cause: RoomCloseCause }) {
  const step = nextStepAfter(cause);
  return (
    <Callout.Root color="amber" role="status" size="1" className="room-closed">
      <Callout.Icon>
        <LogIn size={16} />
      </Callout.Icon>
      <Callout.Text>
        {closedReason(cause)}{" "}
        <Button asChild variant="ghost" size="1">
          <AppLink to={step.to}>{step.label}</AppLink>
        </Button>
      </Callout.Text>
    </Callout.Root>
  );
}
