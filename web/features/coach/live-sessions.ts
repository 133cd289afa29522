/**
 * Live session names on the portal home: the user's hub publishes an `update` on the
 * `coach_sessions` topic when a coaching session is created or renamed in any tab or device; this
 * hook hands each one to the page. The first connection replays the hub's history too: applied
 * in order it ends at the current names, and it covers what changed between the page's data and
 * the socket.
 */
import { useCallback, useRef } from "react";
import { COACH_SESSIONS_TOPIC, type CoachSessionInfo, type RoomCloseCause } from "../../../party/protocol";
import { useUserHub } from "../portal/user-hub";

/**
 * Calls `onChange` with each session created or renamed while the page is open, or with null
 * when the hub no longer has every event the page missed (the page then re-reads the list).
 * Returns why the hub closed the socket for good, or null while it is live (or reconnecting).
 */
export function useLiveCoachSessions(userId: string | null, onChange: (session: CoachSessionInfo | null) => void): RoomCloseCause | null {
  const handler = useRef(onChange);
  handler.current = onChange;
  return useUserHub(
    userId,
    useCallback((signal) => {
      if (signal.kind === "gap") return handler.current(null);
      const { event } = signal;
      if (event.type === "update" && event.topic === COACH_SESSIONS_TOPIC) handler.current(event.data.session);
    }, []),
  );
}
