/**
 * Live session names on the portal home: the user's UserHub (`/parties/user-hub/<userId>`)
 * publishes an `update` on the `coach_sessions` topic when a coaching session is created or
 * renamed in any tab or device; this hook hands each one to the page. Reconnects ask for what was
 * missed (`?since=<seq>`). The first connection replays the hub's history too: applied in order
 * it ends at the current names, and it covers what changed between the page's data and the socket.
 * A socket the hub closes for good (signed out, password changed, session ended: `ROOM_CLOSE`) is
 * not reopened; the hook then returns why.
 */
import PartySocket from "partysocket";
import { useEffect, useRef, useState } from "react";
import { COACH_SESSIONS_TOPIC, readFrame, roomCloseCause, ROOMS, SINCE_PARAM, userHubEventSchema, type CoachSessionInfo, type RoomCloseCause } from "../../../party/protocol";

/**
 * Calls `onChange` with each session created or renamed while the page is open, or with null
 * when the hub no longer has every event the page missed (the page then re-reads the list).
 * Returns why the hub closed the socket for good, or null while it is live (or reconnecting).
 */
export function useLiveCoachSessions(userId: string | null, onChange: (session: CoachSessionInfo | null) => void): RoomCloseCause | null {
  const handler = useRef(onChange);
  handler.current = onChange;
  const [ended, setEnded] = useState<RoomCloseCause | null>(null);

  useEffect(() => {
    if (!userId) return;
    let lastSeq = 0;
    const socket = new PartySocket({
      host: window.location.host,
      protocol: window.location.protocol === "https:" ? "wss" : "ws",
      party: ROOMS.userHub,
      room: userId,
      query: () => ({ [SINCE_PARAM]: String(lastSeq) }),
      shouldReconnectOnClose: (e) => roomCloseCause(e.code) === null,
    });
    const onClose = (e: CloseEvent) => setEnded(roomCloseCause(e.code));
    const onMessage = (e: MessageEvent) => {
      const parsed = userHubEventSchema.safeParse(readFrame(e.data));
      if (!parsed.success) return console.warn("Ignored a UserHub event that could not be read", e.data);
      const event = parsed.data;
      if (event.type === "hello") {
        lastSeq = event.lastSeq;
        if (event.gap) handler.current(null);
        return;
      }
      if (event.type === "pong" || event.type === "refused") return;
      lastSeq = Math.max(lastSeq, event.seq);
      if (event.type === "update" && event.topic === COACH_SESSIONS_TOPIC) handler.current(event.data.session);
    };
    socket.addEventListener("message", onMessage);
    socket.addEventListener("close", onClose);
    return () => {
      socket.removeEventListener("message", onMessage);
      socket.removeEventListener("close", onClose);
      socket.close();
    };
  }, [userId]);
  return ended;
}
