/**
 * The word editor's connection to the document's DocRoom: a Yjs document synced through
 * y-partyserver's provider (the session cookie admits the owner), and what the status line says
 * — connecting, saving after a local edit, saved when the room says it wrote the document, or
 * offline (edits stay in the tab and sync on reconnect).
 */
import { useEffect, useState } from "react";
import YProvider from "y-partyserver/provider";
import * as Y from "yjs";
import { docSavedSchema } from "../../../../party/doc-protocol";
import { ROOMS } from "../../../../party/protocol";

export type DocStatus = "connecting" | "saving" | "saved" | "offline";

export interface DocRoom {
  ydoc: Y.Doc;
  provider: YProvider;
}

export function useDocRoom(room: string): { room: DocRoom | null; synced: boolean; status: DocStatus } {
  const [docRoom, setDocRoom] = useState<DocRoom | null>(null);
  const [synced, setSynced] = useState(false);
  const [connected, setConnected] = useState(false);
  const [everConnected, setEverConnected] = useState(false);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    const ydoc = new Y.Doc();
    const provider = new YProvider(window.location.host, room, ydoc, {
      party: ROOMS.docRoom,
      protocol: window.location.protocol === "https:" ? "wss" : "ws",
      // Tabs meet in the room, not through the browser: what one sees another has, through the server.
      disableBc: true,
      maxBackoffTime: 5_000,
    });
    let isSynced = false;
    const onStatus = ({ status }: { status: "connected" | "connecting" | "disconnected" }) => {
      setConnected(status === "connected");
      if (status === "connected") setEverConnected(true);
    };
    const onSync = (state: boolean) => {
      isSynced = isSynced || state;
      if (state) setSynced(true);
    };
    const onCustom = (message: string) => {
      let value: unknown;
      try {
        value = JSON.parse(message);
      } catch {
        return;
      }
      if (docSavedSchema.safeParse(value).success) setPending(false);
    };
    // An edit made in this tab (the provider applies the room's own updates with itself as origin).
    const onUpdate = (_update: Uint8Array, origin: unknown) => {
      if (isSynced && origin !== provider) setPending(true);
    };
    provider.on("status", onStatus);
    provider.on("sync", onSync);
    provider.on("custom-message", onCustom);
    ydoc.on("update", onUpdate);
    setDocRoom({ ydoc, provider });
    return () => {
      provider.off("status", onStatus);
      provider.off("sync", onSync);
      provider.off("custom-message", onCustom);
      ydoc.off("update", onUpdate);
      provider.destroy();
      ydoc.destroy();
      setDocRoom(null);
      setSynced(false);
      setConnected(false);
      setEverConnected(false);
      setPending(false);
    };
  }, [room]);

  const status: DocStatus = !connected ? (everConnected ? "offline" : "connecting") : pending ? "saving" : "saved";
  return { room: docRoom, synced, status };
}
