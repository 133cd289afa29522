import type { ReactNode } from "react";
import { direction } from "../../core/i18n/locales";
import { I18nProvider, type I18nState } from "../i18n/I18n";
import { CustomerChat } from "../features/site/CustomerChat";
import { SiteLayout } from "../features/site/SiteLayout";

/**
 * The theme root of the public pages: the same element and attributes Radix Themes' <Theme>
 * renders for the app's theme (see AppTheme), without its runtime — tooltip and direction
 * providers that no public component uses — to keep the landing page within its JS budget.
 * Components that need the theme's context (menus, selects) belong to the portal, under <Theme>.
 */
function SiteTheme({ dir, children }: { dir: "ltr" | "rtl"; children: ReactNode }) {
  return (
    <div
      dir={dir}
      data-is-root-theme="true"
      data-accent-color="teal"
      data-gray-color="slate"
      data-has-background="true"
      data-panel-background="translucent"
      data-radius="large"
      data-scaling="100%"
      className="radix-themes"
    >
      {children}
    </div>
  );
}

/** The tree of a prerendered public page: the same for the prerenderer and the browser. */
export function SiteApp({ i18n, children }: { i18n: I18nState; children: ReactNode }) {
  return (
    <I18nProvider value={i18n}>
      <SiteTheme dir={direction(i18n.locale)}>
        <SiteLayout>{children}</SiteLayout>
        <CustomerChat />
      </SiteTheme>
    </I18nProvider>
  );
}
