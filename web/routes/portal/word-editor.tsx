import { createFileRoute, redirect } from "@tanstack/react-router";
import * as z from "zod/mini";
import { ApiError } from "../../api";
import { fetchEditorDocument } from "../../features/library/api";
import { EditorError, EditorSkeleton } from "../../features/library/editor/EditorStates";
import { WordEditorPage } from "../../features/library/editor/WordEditorPage";
import { forgetExpiredSession, isSessionExpired } from "../../features/portal/api";

const documentId = z.catch(z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER))), undefined);
const text = z.catch(z.optional(z.string()), undefined);

/** `?onlyOfficeId=&onlyOfficeTitle=&onlyOfficeKey=` (spec), or `?id=`; anything else is no document. */
const searchSchema = z.object({ onlyOfficeId: documentId, id: documentId, onlyOfficeTitle: text, onlyOfficeKey: z.catch(z.optional(z.coerce.number()), undefined) });

export const Route = createFileRoute("/portal/word-editor")({
  head: () => ({ meta: [{ title: "Word Editor | Amal" }] }),
  validateSearch: (search: Record<string, unknown>) => searchSchema.parse(search),
  loaderDeps: ({ search }) => ({ id: search.onlyOfficeId ?? search.id ?? 0 }),
  loader: async ({ deps, abortController }) => {
    if (!deps.id) throw new ApiError(404, "This document does not exist or was deleted.", undefined, "not_found");
    try {
      return await fetchEditorDocument(deps.id, abortController.signal);
    } catch (err) {
      if (isSessionExpired(err)) {
        throw redirect({ href: forgetExpiredSession(), replace: true });
      }
      throw err;
    }
  },
  pendingComponent: EditorSkeleton,
  pendingMs: 0,
  pendingMinMs: 0,
  errorComponent: EditorError,
  gcTime: 0,
  component: function WordEditorRoute() {
    return <WordEditorPage document={Route.useLoaderData()} />;
  },
});
