/**
 * CoachRoom — one Durable Object per coaching session (`<userId>:<sessionId>`).
 * Skeleton: the coach issue fills in the transcript, replay and streaming replies.
 */
import { Server } from "partyserver";

export class CoachRoom extends Server {
  static options = { hibernate: true };
}
