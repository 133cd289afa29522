import { createRootRoute, Link, Outlet } from "@tanstack/react-router";
import { AppTheme } from "../features/spa/AppTheme";
import { DocumentHead } from "../features/spa/DocumentHead";
import { RouterLinks } from "../lib/nav";

export const Route = createRootRoute({
  component: function RootLayout() {
    return (
      <AppTheme>
        <RouterLinks link={Link}>
          <DocumentHead />
          <Outlet />
        </RouterLinks>
      </AppTheme>
    );
  },
});
