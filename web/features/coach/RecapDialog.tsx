import { Button, Dialog, Flex } from "@radix-ui/themes";
import { COACH_RECAP_CONFIRM } from "../../../party/coach-protocol";

/**
 * The Recap confirmation (spec): the fixed text with OK and Cancel; Cancel, Escape or a click
 * outside close it; OK closes it and asks for the recap.
 */
export function RecapDialog({ open, onOpenChange, onConfirm }: { open: boolean; onOpenChange: (open: boolean) => void; onConfirm: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="420px" className="recap-dialog">
        <Dialog.Title size="4">Recap this session</Dialog.Title>
        <Dialog.Description size="2">{COACH_RECAP_CONFIRM}</Dialog.Description>
        <Flex gap="3" mt="5" justify="end">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray">
              Cancel
            </Button>
          </Dialog.Close>
          <Button
            type="button"
            onClick={() => {
              onOpenChange(false);
              onConfirm();
            }}
          >
            OK
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
