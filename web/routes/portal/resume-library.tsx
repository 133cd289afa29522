import { createFileRoute, redirect } from "@tanstack/react-router";
import { fetchLibrary } from "../../features/library/api";
import { LibraryPage } from "../../features/library/LibraryPage";
import { LibraryError, LibrarySkeleton } from "../../features/library/LibraryStates";
import { forgetExpiredSession, isSessionExpired } from "../../features/portal/api";

export const Route = createFileRoute("/portal/resume-library")({
  head: () => ({ meta: [{ title: "Resume & Cover Letter Library | Amal" }] }),
  loader: async ({ abortController }) => {
    try {
      return await fetchLibrary(abortController.signal);
    } catch (err) {
      if (isSessionExpired(err)) {
        throw redirect({ href: forgetExpiredSession(), replace: true });
      }
      throw err;
    }
  },
  pendingComponent: LibrarySkeleton,
  pendingMs: 0,
  pendingMinMs: 0,
  errorComponent: LibraryError,
  // Every visit reads the latest library (the editor and other tabs change it).
  gcTime: 0,
  component: function ResumeLibraryRoute() {
    return <LibraryPage data={Route.useLoaderData()} />;
  },
});
