/** The word editor's address for a document (spec: onlyOfficeId, onlyOfficeTitle, onlyOfficeKey). */
export function editorSearch(doc: { id: number; title: string; version: number }) {
  return { onlyOfficeId: doc.id, onlyOfficeTitle: doc.title, onlyOfficeKey: doc.version };
}
