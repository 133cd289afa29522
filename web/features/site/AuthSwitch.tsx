import type { ReactElement } from "react";
import { useIsPrerender } from "../../lib/nav";
import { useIsAuthed } from "../../state/auth";

/**
 * Markup that differs once the visitor is signed in (the header's Logout and Portal, the footer's
 * account links). In the app React picks one. A prerendered page cannot know, so it carries the
 * signed-out element followed by the signed-in one in a <template>, and the page's script swaps
 * them (web/site/islands/signed-in.ts). Each side must be a single element.
 */
export function AuthSwitch({ signedOut, signedIn }: { signedOut: ReactElement; signedIn: ReactElement }) {
  const isAuthed = useIsAuthed();
  if (!useIsPrerender()) return isAuthed ? signedIn : signedOut;
  return (
    <>
      {signedOut}
      <template data-signed-in="">{signedIn}</template>
    </>
  );
}
