/**
 * Sync Emails: without a Gmail client on the server it explains forwarding; configured but not
 * connected, it connects (the browser goes to Google and comes back with ?gmail=); connected,
 * it starts a background sync whose progress arrives through the user's hub, with Disconnect
 * beside it.
 */
import { AlertDialog, Button, Callout, Dialog, DropdownMenu, IconButton, Text } from "@radix-ui/themes";
import { ChevronDown, CircleAlert, RefreshCw } from "lucide-react";
import { useState } from "react";
import type { Inbox } from "../../../core/schemas/email";
import { useErrorText } from "../../i18n/errors";
import { useT } from "../../i18n/I18n";
import { useFailureText } from "../career/parts";
import { connectGmail, disconnectGmail, syncGmail } from "./api";
import { AddressField } from "./InboxCard";

export type SyncProgress = { state: "idle" } | { state: "running"; fetched: number; added: number } | { state: "done"; added: number } | { state: "failed"; error: string | null };

interface SyncControlProps {
  inbox: Inbox;
  progress: SyncProgress;
  onProgress: (progress: SyncProgress) => void;
  onDisconnected: () => void;
}

export function SyncControl({ inbox, progress, onProgress, onDisconnected }: SyncControlProps) {
  const t = useT("emails");
  const failureText = useFailureText();
  const [busy, setBusy] = useState<"connect" | "sync" | "disconnect" | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [explain, setExplain] = useState(false);
  const { gmail } = inbox;
  const running = progress.state === "running";

  const onSync = async () => {
    setError(null);
    if (!gmail.configured) return setExplain(true);
    if (!gmail.connected) {
      setBusy("connect");
      try {
        window.location.assign(await connectGmail());
      } catch (err) {
        setError(err);
        setBusy(null);
      }
      return;
    }
    setBusy("sync");
    try {
      await syncGmail();
      onProgress({ state: "running", fetched: 0, added: 0 });
    } catch (err) {
      setError(err);
    } finally {
      setBusy(null);
    }
  };

  const onDisconnect = async () => {
    setBusy("disconnect");
    setError(null);
    try {
      await disconnectGmail();
      onDisconnected();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(null);
    }
  };

  const label = busy === "connect" ? t("sync.connecting") : busy === "sync" ? t("sync.starting") : running ? t("sync.running") : t("sync.button");

  return (
    <div className="email-sync">
      <div className="email-sync__buttons">
        <Button type="button" size="3" onClick={() => void onSync()} disabled={busy !== null || running} className="email-sync__button">
          <RefreshCw size={16} aria-hidden="true" className={running || busy === "sync" ? "email-spin" : undefined} />
          {label}
        </Button>
        {gmail.connected && (
          <AlertDialog.Root>
            <DropdownMenu.Root>
              <DropdownMenu.Trigger>
                <IconButton type="button" size="3" variant="soft" aria-label={t("sync.more")}>
                  <ChevronDown size={16} aria-hidden="true" />
                </IconButton>
              </DropdownMenu.Trigger>
              <DropdownMenu.Content align="end">
                {gmail.account && <DropdownMenu.Label>{t("sync.account", { account: gmail.account })}</DropdownMenu.Label>}
                <DropdownMenu.Label>{gmail.last_sync_at ? t("sync.lastSync", { date: t.date(new Date(gmail.last_sync_at), { dateStyle: "medium", timeStyle: "short" }) }) : t("sync.never")}</DropdownMenu.Label>
                <DropdownMenu.Separator />
                <AlertDialog.Trigger>
                  <DropdownMenu.Item color="red">{t("sync.disconnect")}</DropdownMenu.Item>
                </AlertDialog.Trigger>
              </DropdownMenu.Content>
            </DropdownMenu.Root>
            <AlertDialog.Content maxWidth="440px">
              <AlertDialog.Title>{t("sync.disconnectTitle")}</AlertDialog.Title>
              <AlertDialog.Description size="2">{t("sync.disconnectText")}</AlertDialog.Description>
              <div className="email-dialog__actions">
                <AlertDialog.Cancel>
                  <Button variant="soft" color="gray">
                    {t("action.cancel")}
                  </Button>
                </AlertDialog.Cancel>
                <AlertDialog.Action>
                  <Button color="red" onClick={() => void onDisconnect()}>
                    {t("sync.disconnect")}
                  </Button>
                </AlertDialog.Action>
              </div>
            </AlertDialog.Content>
          </AlertDialog.Root>
        )}
      </div>
      {error !== null && (
        <Text as="p" size="2" color="red" role="alert" className="email-sync__error">
          {failureText(error)}
        </Text>
      )}
      <Dialog.Root open={explain} onOpenChange={setExplain}>
        <Dialog.Content maxWidth="520px">
          <Dialog.Title>{t("sync.forwardTitle")}</Dialog.Title>
          <Dialog.Description size="2">{t("sync.forwardText")}</Dialog.Description>
          <AddressField address={inbox.forward_address} />
          <div className="email-dialog__actions">
            <Dialog.Close>
              <Button>{t("sync.gotIt")}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Root>
    </div>
  );
}

/** How the last or running sync went, under the page's head. */
export function SyncStatus({ progress, gmailError, onDismiss }: { progress: SyncProgress; gmailError: string | null; onDismiss: () => void }) {
  const t = useT("emails");
  const errorText = useErrorText();
  if (progress.state === "running") {
    return (
      <Callout.Root color="indigo" variant="surface" role="status" className="email-note">
        <Callout.Icon>
          <RefreshCw size={16} className="email-spin" />
        </Callout.Icon>
        <Callout.Text>{t("sync.progress", { fetched: progress.fetched, added: progress.added })}</Callout.Text>
      </Callout.Root>
    );
  }
  if (progress.state === "done") {
    return (
      <Callout.Root color="green" variant="surface" role="status" className="email-note">
        <Callout.Text>{t("sync.done", { count: progress.added })}</Callout.Text>
        <DismissButton onClick={onDismiss} />
      </Callout.Root>
    );
  }
  const error = progress.state === "failed" ? (progress.error ?? "") : gmailError;
  if (progress.state === "failed" || gmailError) {
    return (
      <Callout.Root color="red" variant="surface" role="alert" className="email-note">
        <Callout.Icon>
          <CircleAlert size={16} />
        </Callout.Icon>
        <Callout.Text>
          {t("sync.failed")} {error ? errorText.message(error) : ""}
        </Callout.Text>
        <DismissButton onClick={onDismiss} />
      </Callout.Root>
    );
  }
  return null;
}

function DismissButton({ onClick }: { onClick: () => void }) {
  const t = useT("emails");
  return (
    <Button type="button" size="1" variant="ghost" color="gray" onClick={onClick} className="email-note__close">
      {t("list.dismiss")}
    </Button>
  );
}
