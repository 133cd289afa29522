/** Writes a networking message from the user's career info. */
import type { GeneratedMessage, NetworkingRequest } from "../../../core/schemas/networking";
import type { Db } from "../../db/client";
import type { Bindings, UserRow } from "../../env";

export async function generateNetworkingMessage(_env: Bindings, _db: Db, _user: UserRow, _request: NetworkingRequest): Promise<GeneratedMessage> {
  throw new Error("networking messages are not available yet");
}
