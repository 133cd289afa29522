import { Theme } from "@radix-ui/themes";
import type { ReactNode } from "react";
import { CustomerChat } from "./CustomerChat";

/** The one theme of the app (Radix Themes) and the customer chat widget, around every page. */
export function AppTheme({ children }: { children: ReactNode }) {
  return (
    <Theme accentColor="teal" grayColor="slate" radius="large" scaling="100%">
      {children}
      <CustomerChat />
    </Theme>
  );
}
