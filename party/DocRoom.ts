/**
 * The word editor's room: one crafted document as Yjs (party/doc-protocol.ts).
 */
import { YServer } from "y-partyserver";
import type { Bindings } from "../worker/env";
import type { DocRoomRpc } from "./doc-protocol";

export class DocRoom extends YServer<Bindings> implements DocRoomRpc {
  async flush(): Promise<number> {
    throw new Error("DocRoom.flush is not built yet");
  }

  async destroy(): Promise<void> {
    throw new Error("DocRoom.destroy is not built yet");
  }
}
