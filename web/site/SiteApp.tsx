import type { ReactNode } from "react";
import { AppTheme } from "../features/site/AppTheme";
import { SiteLayout } from "../features/site/SiteLayout";

/** The tree of a prerendered public page: the same for the prerenderer and the browser. */
export function SiteApp({ children }: { children: ReactNode }) {
  return (
    <AppTheme>
      <SiteLayout>{children}</SiteLayout>
    </AppTheme>
  );
}
