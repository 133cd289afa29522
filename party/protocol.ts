/**
 * Wire types shared by the rooms and the browser. No runtime dependencies: the web bundle
 * imports this file and must not pull in worker code.
 */

/** Every server event carries `seq`, increasing per room, so a reconnecting client can catch up. */
export interface Sequenced {
  seq: number;
}

export interface HubNotification {
  id: number;
  text: string;
  insertedAt: string;
}

/** Events the UserHub sends to every signed-in tab of its user. */
export type UserHubEvent =
  | ({ type: "hello"; lastSeq: number } & Sequenced)
  | ({ type: "notification"; notification: HubNotification } & Sequenced)
  | ({ type: "update"; topic: string; data: unknown } & Sequenced);

/** Messages a tab may send to its UserHub. */
export type UserHubClientMessage = { type: "ping" };

/** URL query a client adds when it reconnects: the last `seq` it saw. */
export const SINCE_PARAM = "since";

/** partyserver routes `/parties/<kebab-case class>/<room name>`. */
export const ROOMS = { userHub: "user-hub", coachRoom: "coach-room" } as const;
