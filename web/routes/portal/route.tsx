import { createFileRoute, Outlet } from "@tanstack/react-router";
import { requireAuthed } from "../../features/auth/guards";
import { PortalNotFound } from "../../features/portal/shell/PortalNotFound";
import { PortalShell } from "../../features/portal/shell/PortalShell";

/** Every /portal page: signed-in users only, inside the portal's frame. */
export const Route = createFileRoute("/portal")({
  beforeLoad: requireAuthed,
  head: () => ({ meta: [{ name: "robots", content: "noindex" }] }),
  component: () => (
    <PortalShell>
      <Outlet />
    </PortalShell>
  ),
  notFoundComponent: PortalNotFound,
});
