import { Text } from "@radix-ui/themes";
import { Mail } from "lucide-react";
import { useT } from "../../../i18n/I18n";
import { NewsletterForm } from "../../site/NewsletterForm";
import { FloatingWindow, type FloatingWindowProps } from "./FloatingWindow";

/** The Newsletter window: the site's newsletter box. */
export function NewsletterWindow(frame: Pick<FloatingWindowProps, "opener" | "onClose">) {
  const t = useT("coach");
  return (
    <FloatingWindow {...frame} title={t("newsletter.title")} subtitle={t("newsletter.subtitle")} icon={<Mail size={18} />} side="start" width={380} testId="newsletter-window">
      <div className="window-newsletter">
        <Text as="p" size="2" color="gray">
          {t("newsletter.text")}
        </Text>
        <NewsletterForm formLabel={t("newsletter.form")} fieldLabel={t("newsletter.field")} />
      </div>
    </FloatingWindow>
  );
}
