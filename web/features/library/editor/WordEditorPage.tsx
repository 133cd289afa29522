/**
 * /portal/word-editor: a crafted resume or cover letter, edited live. The text is a Yjs document
 * kept by the document's DocRoom (TipTap's Collaboration over y-partyserver), so every open tab
 * sees each change and the room writes the DOCX; the bar says whether the latest edit is saved.
 * Downloads always give the latest text; Import .docx replaces the content with a Word file's.
 */
import { AlertDialog, Badge, Button, Flex, Heading, Spinner, Text } from "@radix-ui/themes";
import Collaboration from "@tiptap/extension-collaboration";
import CollaborationCaret from "@tiptap/extension-collaboration-caret";
import TextAlign from "@tiptap/extension-text-align";
import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useAtomValue } from "jotai";
import { ArrowLeft, Check, CloudOff, FileUp } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { YJS_FIELD } from "../../../../core/documents/types";
import type { EditorDocument } from "../../../../core/schemas/library";
import { useT } from "../../../i18n/I18n";
import { AppLink } from "../../../lib/nav";
import { FormAlert } from "../../auth/fields";
import { PortalHeader } from "../../portal/header/PortalHeader";
import { portalUserAtom } from "../../portal/state";
import { DownloadMenu } from "../DownloadMenu";
import { LinkDialog, RenameDialog } from "./EditorDialogs";
import { Toolbar } from "./Toolbar";
import { useDocRoom, type DocRoom, type DocStatus } from "./useDocRoom";
import "../../portal/home/home.css";
import "./editor.css";

/** Caret colours for collaborators, from the theme's scales (chosen by the user's id). */
const CARET_COLOURS = ["var(--tomato-9)", "var(--blue-9)", "var(--grass-9)", "var(--amber-9)", "var(--purple-9)", "var(--cyan-9)", "var(--pink-9)", "var(--orange-9)"];
function caretColour(id: string): string {
  let hash = 0;
  for (const ch of id) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return CARET_COLOURS[hash % CARET_COLOURS.length]!;
}

export function WordEditorPage({ document: doc }: { document: EditorDocument }) {
  const t = useT("library");
  const { room, synced, status } = useDocRoom(doc.room);
  const [title, setTitle] = useState(doc.title);
  const [source, setSource] = useState(doc);
  if (source !== doc) {
    setSource(doc);
    setTitle(doc.title);
  }
  const [editor, setEditor] = useState<Editor | null>(null);
  const ready = room && synced;
  return (
    <>
      <PortalHeader />
      <div className="word-editor">
        <div className="word-editor__bar">
          <Button asChild variant="ghost" size="2" className="word-editor__back">
            <AppLink to="/portal/resume-library">
              <ArrowLeft size={16} aria-hidden="true" className="word-editor__back-icon" />
              {t("editor.back")}
            </AppLink>
          </Button>
          <div className="word-editor__title">
            <Heading as="h1" size="4" className="word-editor__heading" dir="auto" data-i18n="content" title={title}>
              {title}
            </Heading>
            <RenameDialog documentId={doc.id} title={title} onRenamed={setTitle} />
            {doc.language === "ar" && (
              <Badge color="gray" variant="soft">
                {t("editor.ar")}
              </Badge>
            )}
          </div>
          <StatusLine status={status} />
          <DocumentActions doc={doc} editor={editor} />
        </div>
        {ready ? (
          <LiveEditor doc={doc} title={title} room={room} onEditor={setEditor} />
        ) : (
          <div className="word-editor__canvas">
            <div className="word-editor__page word-editor__page--skeleton" role="status" aria-label={t("editor.connecting")}>
              <Spinner size="3" />
            </div>
          </div>
        )}
      </div>
    </>
  );
}

function StatusLine({ status }: { status: DocStatus }) {
  const t = useT("library");
  const text = { connecting: t("editor.connecting"), saving: t("editor.saving"), saved: t("editor.saved"), offline: t("editor.offline") }[status];
  return (
    <Text as="p" size="2" color={status === "offline" ? "amber" : "gray"} role="status" className="word-editor__status" data-status={status}>
      {status === "saved" ? <Check size={15} aria-hidden="true" /> : status === "offline" ? <CloudOff size={15} aria-hidden="true" /> : <Spinner size="1" />}
      {text}
    </Text>
  );
}

/** The editor is made once the room's document has arrived, so it starts from the stored text. */
function LiveEditor({ doc, title, room, onEditor }: { doc: EditorDocument; title: string; room: DocRoom; onEditor: (editor: Editor | null) => void }) {
  const t = useT("library");
  const user = useAtomValue(portalUserAtom);
  const [linkOpen, setLinkOpen] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        // Collaboration brings its own undo, which undoes only this tab's edits.
        undoRedo: false,
        // Only what a document can hold (core/documents/types.ts).
        blockquote: false,
        code: false,
        codeBlock: false,
        strike: false,
        link: { openOnClick: false, autolink: true, protocols: ["http", "https", "mailto"] },
      }),
      TextAlign.configure({ types: ["heading", "paragraph"] }),
      Collaboration.configure({ document: room.ydoc, field: YJS_FIELD }),
      CollaborationCaret.configure({ provider: room.provider, user: { name: user?.fullname ?? "", color: caretColour(user?.id ?? room.provider.id) } }),
    ],
    editorProps: {
      attributes: {
        id: "word-editor-content",
        class: "word-editor__content",
        dir: doc.language === "ar" ? "rtl" : "ltr",
        lang: doc.language,
        "aria-label": t("editor.document", { title }),
        "aria-multiline": "true",
        role: "textbox",
        "data-i18n": "content",
      },
    },
  });
  useEffect(() => {
    onEditor(editor);
    return () => onEditor(null);
  }, [editor, onEditor]);
  if (!editor) return null;
  return (
    <>
      <div className="word-editor__tools">
        <Toolbar editor={editor} onLink={() => setLinkOpen(true)} />
      </div>
      <div className="word-editor__canvas">
        <div className="word-editor__page" dir={doc.language === "ar" ? "rtl" : "ltr"}>
          <EditorContent editor={editor} />
        </div>
      </div>
      <LinkDialog editor={editor} open={linkOpen} onOpenChange={setLinkOpen} />
    </>
  );
}

function DocumentActions({ doc, editor }: { doc: EditorDocument; editor: Editor | null }) {
  const t = useT("library");
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [importing, setImporting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const replace = async (chosen: File) => {
    if (!editor) return;
    setImporting(true);
    try {
      const mammoth = (await import("mammoth")).default;
      const { value } = await mammoth.convertToHtml({ arrayBuffer: await chosen.arrayBuffer() });
      editor.chain().focus().setContent(value).run();
      setFile(null);
    } catch {
      setProblem(t("editor.importFailed", { file: chosen.name }));
    } finally {
      setImporting(false);
    }
  };

  return (
    <Flex gap="2" align="center" wrap="wrap" className="word-editor__actions">
      <DownloadMenu id={doc.id} docxLabel={t("editor.downloadDocx")} pdfLabel={t("editor.downloadPdf")} />
      <Button variant="soft" color="gray" size="2" loading={importing} disabled={!editor} onClick={() => input.current?.click()}>
        <FileUp size={15} aria-hidden="true" />
        {t("editor.import")}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        className="word-editor__file"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          e.target.value = "";
          if (!chosen) return;
          setProblem(null);
          if (!/\.docx$/i.test(chosen.name)) return setProblem(t("editor.importType"));
          setFile(chosen);
        }}
      />
      {problem && (
        <div className="word-editor__problem">
          <FormAlert>{problem}</FormAlert>
        </div>
      )}
      <AlertDialog.Root open={file !== null} onOpenChange={(open) => !open && !importing && setFile(null)}>
        <AlertDialog.Content maxWidth="440px">
          <AlertDialog.Title>{t("editor.importTitle")}</AlertDialog.Title>
          <AlertDialog.Description size="2">{t("editor.importText", { file: file?.name ?? "" })}</AlertDialog.Description>
          <Flex gap="3" mt="5" justify="end">
            <AlertDialog.Cancel>
              <Button variant="soft" color="gray" disabled={importing}>
                {t("action.cancel")}
              </Button>
            </AlertDialog.Cancel>
            <Button loading={importing} onClick={() => file && void replace(file)}>
              {t("editor.importConfirm")}
            </Button>
          </Flex>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </Flex>
  );
}

