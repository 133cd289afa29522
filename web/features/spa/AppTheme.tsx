import { Theme } from "@radix-ui/themes";
import type { ReactNode } from "react";
import { CustomerChat } from "../site/CustomerChat";

/**
 * The one theme of the app (Radix Themes) and the customer chat widget, around the SPA.
 * Public pages use the same theme root without Radix's runtime (web/site/SiteApp.tsx); keep
 * the two in step.
 */
export function AppTheme({ children }: { children: ReactNode }) {
  return (
    <Theme accentColor="teal" grayColor="slate" radius="large" scaling="100%">
      {children}
      <CustomerChat />
    </Theme>
  );
}
