/**
 * Why a room keeps refusing a session's socket. The browser hides a refused upgrade's status, so
 * after two failed connects in a row the session is read from the API, which answers with the
 * reason (signed out 401, no plan 403, session deleted 404). Shared by the chat and the voice chat.
 */
import { ApiError } from "../../api-errors";
import { fetchSession } from "./api";

const REFUSALS = [401, 403, 404];

export function refusalProbe(sessionId: string, onRefused: (err: ApiError) => void) {
  let failures = 0;
  let checking = false;
  return {
    /** The socket opened: the count starts again. */
    opened() {
      failures = 0;
    },
    /** The socket closed without a reason of the room's own. */
    failed() {
      if (++failures < 2 || checking) return;
      checking = true;
      fetchSession(sessionId)
        .then(() => {
          checking = false;
        })
        .catch((err: unknown) => {
          checking = false;
          if (err instanceof ApiError && REFUSALS.includes(err.status)) onRefused(err);
        });
    },
  };
}
