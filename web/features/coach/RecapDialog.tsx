import { Button, Dialog, Flex } from "@radix-ui/themes";
import { useT } from "../../i18n/I18n";

/**
 * The Recap confirmation (spec): the fixed text with OK and Cancel; Cancel, Escape or a click
 * outside close it; OK closes it and asks for the recap. The text is the room's
 * COACH_RECAP_CONFIRM in English.
 */
export function RecapDialog({ open, onOpenChange, onConfirm }: { open: boolean; onOpenChange: (open: boolean) => void; onConfirm: () => void }) {
  const t = useT("coach");
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="420px" className="recap-dialog">
        <Dialog.Title size="4">{t("recap.title")}</Dialog.Title>
        <Dialog.Description size="2">{t("recap.confirm")}</Dialog.Description>
        <Flex gap="3" mt="5" justify="end">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray">
              {t("recap.cancel")}
            </Button>
          </Dialog.Close>
          <Button
            type="button"
            onClick={() => {
              onOpenChange(false);
              onConfirm();
            }}
          >
            {t("recap.ok")}
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
