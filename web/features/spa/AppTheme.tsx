import { Direction } from "radix-ui";
import { useLocale } from "../../i18n/I18n";
import { Theme } from "@radix-ui/themes";
import type { ReactNode } from "react";
import { CustomerChat } from "../site/CustomerChat";

/**
 * The one theme of the app (Radix Themes) and the customer chat widget, around the SPA.
 * Public pages use the same theme root without Radix's runtime (web/site/SiteApp.tsx); keep
 * the two in step.
 */
export function AppTheme({ children }: { children: ReactNode }) {
  const { dir } = useLocale();
  return (
    <Theme accentColor="teal" grayColor="slate" radius="large" scaling="100%">
      {/* Menus, selects and sliders follow the interface language's direction. */}
      <Direction.Provider dir={dir}>
        {children}
        <CustomerChat />
      </Direction.Provider>
    </Theme>
  );
}
