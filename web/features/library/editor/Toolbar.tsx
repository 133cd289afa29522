/**
 * The editor's formatting bar: each button has an accessible name and, where it is a state
 * (bold, a heading level, an alignment), `aria-pressed`. The same actions have TipTap's keyboard
 * shortcuts (Mod-B, Mod-I, Mod-U, Mod-Z, Mod-Shift-Z, Mod-Alt-1…3, Mod-Shift-7/8, Mod-Shift-L/E/R/J).
 */
import { IconButton, Separator, Tooltip } from "@radix-ui/themes";
import type { Editor } from "@tiptap/react";
import { useEditorState } from "@tiptap/react";
import {
  AlignCenter,
  AlignJustify,
  AlignLeft,
  AlignRight,
  Bold,
  Heading1,
  Heading2,
  Heading3,
  Italic,
  Link,
  List,
  ListOrdered,
  Pilcrow,
  Redo2,
  Underline,
  Undo2,
} from "lucide-react";
import type { ReactNode } from "react";
import { useT } from "../../../i18n/I18n";

interface ToolProps {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

function Tool({ label, pressed, disabled, onClick, children }: ToolProps) {
  return (
    <Tooltip content={label}>
      <IconButton
        type="button"
        size="2"
        variant={pressed ? "soft" : "ghost"}
        color={pressed ? undefined : "gray"}
        aria-label={label}
        aria-pressed={pressed}
        disabled={disabled}
        // Keeps the editor's selection: the button acts on it without taking focus first.
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
        className="word-tool"
      >
        {children}
      </IconButton>
    </Tooltip>
  );
}

export function Toolbar({ editor, onLink }: { editor: Editor; onLink: () => void }) {
  const t = useT("library");
  const s = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
      paragraph: e.isActive("paragraph"),
      h1: e.isActive("heading", { level: 1 }),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      underline: e.isActive("underline"),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      link: e.isActive("link"),
      left: e.isActive({ textAlign: "left" }),
      center: e.isActive({ textAlign: "center" }),
      right: e.isActive({ textAlign: "right" }),
      justify: e.isActive({ textAlign: "justify" }),
    }),
  });
  const chain = () => editor.chain().focus();
  const icon = { size: 17, "aria-hidden": true } as const;
  return (
    <div className="word-toolbar" role="toolbar" aria-label={t("editor.toolbar")} aria-controls="word-editor-content">
      <Tool label={t("editor.undo")} disabled={!s.canUndo} onClick={() => chain().undo().run()}>
        <Undo2 {...icon} className="word-tool__flip" />
      </Tool>
      <Tool label={t("editor.redo")} disabled={!s.canRedo} onClick={() => chain().redo().run()}>
        <Redo2 {...icon} className="word-tool__flip" />
      </Tool>
      <Separator orientation="vertical" size="1" className="word-toolbar__sep" />
      <Tool label={t("editor.paragraph")} pressed={s.paragraph} onClick={() => chain().setParagraph().run()}>
        <Pilcrow {...icon} />
      </Tool>
      <Tool label={t("editor.heading1")} pressed={s.h1} onClick={() => chain().toggleHeading({ level: 1 }).run()}>
        <Heading1 {...icon} />
      </Tool>
      <Tool label={t("editor.heading2")} pressed={s.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        <Heading2 {...icon} />
      </Tool>
      <Tool label={t("editor.heading3")} pressed={s.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        <Heading3 {...icon} />
      </Tool>
      <Separator orientation="vertical" size="1" className="word-toolbar__sep" />
      <Tool label={t("editor.bold")} pressed={s.bold} onClick={() => chain().toggleBold().run()}>
        <Bold {...icon} />
      </Tool>
      <Tool label={t("editor.italic")} pressed={s.italic} onClick={() => chain().toggleItalic().run()}>
        <Italic {...icon} />
      </Tool>
      <Tool label={t("editor.underline")} pressed={s.underline} onClick={() => chain().toggleUnderline().run()}>
        <Underline {...icon} />
      </Tool>
      <Tool label={t("editor.link")} pressed={s.link} onClick={onLink}>
        <Link {...icon} />
      </Tool>
      <Separator orientation="vertical" size="1" className="word-toolbar__sep" />
      <Tool label={t("editor.bulletList")} pressed={s.bullet} onClick={() => chain().toggleBulletList().run()}>
        <List {...icon} />
      </Tool>
      <Tool label={t("editor.orderedList")} pressed={s.ordered} onClick={() => chain().toggleOrderedList().run()}>
        <ListOrdered {...icon} />
      </Tool>
      <Separator orientation="vertical" size="1" className="word-toolbar__sep" />
      <Tool label={t("editor.alignLeft")} pressed={s.left} onClick={() => chain().setTextAlign("left").run()}>
        <AlignLeft {...icon} />
      </Tool>
      <Tool label={t("editor.alignCenter")} pressed={s.center} onClick={() => chain().setTextAlign("center").run()}>
        <AlignCenter {...icon} />
      </Tool>
      <Tool label={t("editor.alignRight")} pressed={s.right} onClick={() => chain().setTextAlign("right").run()}>
        <AlignRight {...icon} />
      </Tool>
      <Tool label={t("editor.justify")} pressed={s.justify} onClick={() => chain().setTextAlign("justify").run()}>
        <AlignJustify {...icon} />
      </Tool>
    </div>
  );
}
