/**
 * "Your crafted document is ready": told once crafting has stored a resume or cover letter. The
 * crafting page shows the result itself; the notification is the record that stays, reaches the
 * user's other tabs and devices at once, and leads back to the document in the word editor.
 */
import type { CraftKindName } from "../../../core/schemas/library";
import en from "../../../core/i18n/messages/library-notice.en";
import ar from "../../../core/i18n/messages/library-notice.ar";
import { translatorFor } from "../../lib/i18n";
import { type NotifyDeps, notifyUser } from "./notify";

/** The word editor's address for a document (the spec's query names). */
export function editorLink(documentId: number): string {
  return `/portal/word-editor?${new URLSearchParams({ onlyOfficeId: String(documentId) })}`;
}

/** Tells `user` (in their account's language) that the document is ready; never throws. */
export async function notifyDocumentReady(
  deps: NotifyDeps,
  user: { id: string; locale?: string | null; digits?: string | null },
  document: { id: number; kind: CraftKindName; title: string },
): Promise<void> {
  try {
    const t = translatorFor({ en, ar }, { locale: user.locale ?? undefined, digits: user.digits ?? undefined });
    const text = t(document.kind === "cover_letter" ? "ready.coverLetter" : "ready.resume", { title: document.title });
    await notifyUser(deps, user.id, { text, kind: "document_ready", link: editorLink(document.id) });
  } catch (error) {
    console.error(JSON.stringify({ level: "error", msg: "document-ready notification not stored", userId: user.id, error: String(error) }));
  }
}
