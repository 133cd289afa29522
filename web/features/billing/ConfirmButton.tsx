import { AlertDialog, Button, Flex } from "@radix-ui/themes";
import { useState, type ComponentProps, type ReactNode } from "react";

/**
 * A button that asks first (a destructive billing action: cancel a subscription, remove a card).
 * The dialog says what will happen and stays open, busy, until the action has answered.
 */
export function ConfirmButton({
  trigger,
  title,
  description,
  keepLabel,
  confirmLabel,
  busy,
  onConfirm,
}: {
  /** The trigger button's look, name and text. */
  trigger: Omit<ComponentProps<typeof Button>, "loading" | "onClick"> & { children: ReactNode };
  title: ReactNode;
  description: ReactNode;
  keepLabel: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <AlertDialog.Trigger>
        <Button color="red" loading={busy} {...trigger} />
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="460px">
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <AlertDialog.Description size="2">{description}</AlertDialog.Description>
        <Flex gap="3" mt="5" justify="end" className="billing-confirm-actions">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray" disabled={busy}>
              {keepLabel}
            </Button>
          </AlertDialog.Cancel>
          <Button
            color="red"
            loading={busy}
            onClick={async () => {
              await onConfirm();
              setOpen(false);
            }}
          >
            {confirmLabel}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
