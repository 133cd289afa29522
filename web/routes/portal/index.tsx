import { createFileRoute, redirect } from "@tanstack/react-router";

/** /portal is the portal home. */
export const Route = createFileRoute("/portal/")({
  beforeLoad: () => {
    throw redirect({ to: "/portal/home", replace: true });
  },
});
