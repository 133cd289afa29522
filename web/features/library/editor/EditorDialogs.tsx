/** The word editor's small dialogs: a link's address, and the document's title. */
import { Button, Dialog, Flex, IconButton } from "@radix-ui/themes";
import type { Editor } from "@tiptap/react";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { titleError } from "../../../../core/schemas/library";
import { useErrorText } from "../../../i18n/errors";
import { useT } from "../../../i18n/I18n";
import { FormAlert, TextInput } from "../../auth/fields";
import { useFailureText } from "../../career/parts";
import { renameDocument } from "../api";

/** http(s) or mailto addresses only: what a resume links to (a profile, a portfolio, an e-mail). */
export function linkAddressOk(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === "https:" || url.protocol === "http:") ? !!url.hostname : url.protocol === "mailto:" && url.pathname.includes("@");
  } catch {
    return false;
  }
}

export function LinkDialog({ editor, open, onOpenChange }: { editor: Editor; open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT("library");
  const [href, setHref] = useState("");
  const [error, setError] = useState<string | null>(null);
  const current = editor.getAttributes("link").href as string | undefined;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setHref(current ?? "");
          setError(null);
        }
        onOpenChange(next);
        if (!next) editor.commands.focus();
      }}
    >
      <Dialog.Content maxWidth="440px" aria-describedby={undefined} onOpenAutoFocus={() => {
        setHref(editor.getAttributes("link").href ?? "");
        setError(null);
      }}>
        <Dialog.Title>{t("editor.linkTitle")}</Dialog.Title>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!linkAddressOk(href)) return setError(t("editor.linkInvalid"));
            editor.chain().focus().extendMarkRange("link").setLink({ href: href.trim() }).run();
            onOpenChange(false);
          }}
        >
          <TextInput label={t("editor.linkLabel")} type="url" dir="ltr" value={href} error={error} placeholder="https://" onChange={(e) => setHref(e.target.value)} />
          <Flex gap="3" mt="4" justify="end" wrap="wrap">
            {current && (
              <Button
                type="button"
                variant="soft"
                color="red"
                onClick={() => {
                  editor.chain().focus().extendMarkRange("link").unsetLink().run();
                  onOpenChange(false);
                }}
              >
                {t("editor.linkRemove")}
              </Button>
            )}
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray">
                {t("action.cancel")}
              </Button>
            </Dialog.Close>
            <Button type="submit">{t("editor.linkApply")}</Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

export function RenameDialog({ documentId, title, onRenamed }: { documentId: number; title: string; onRenamed: (title: string) => void }) {
  const t = useT("library");
  const errorText = useErrorText();
  const failureText = useFailureText();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(title);
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const local = titleError(value);
    if (local) return setError(errorText.message(local));
    setSaving(true);
    setProblem(null);
    try {
      const doc = await renameDocument(documentId, value.trim());
      onRenamed(doc.title);
      setOpen(false);
    } catch (err) {
      const field = (err as { fields?: Record<string, string> }).fields?.title;
      if (field) setError(errorText.message(field));
      else setProblem(failureText(err));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (saving) return;
        if (next) {
          setValue(title);
          setError(null);
          setProblem(null);
        }
        setOpen(next);
      }}
    >
      <Dialog.Trigger>
        <IconButton variant="ghost" color="gray" size="2" aria-label={t("editor.rename")}>
          <Pencil size={15} aria-hidden="true" />
        </IconButton>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="480px" aria-describedby={undefined}>
        <Dialog.Title>{t("editor.renameTitle")}</Dialog.Title>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          {problem && <FormAlert>{problem}</FormAlert>}
          <TextInput label={t("editor.renameLabel")} dir="auto" value={value} error={error} onChange={(e) => setValue(e.target.value)} />
          <Flex gap="3" mt="4" justify="end">
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray" disabled={saving}>
                {t("action.cancel")}
              </Button>
            </Dialog.Close>
            <Button type="submit" loading={saving}>
              {t("editor.renameSave")}
            </Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
