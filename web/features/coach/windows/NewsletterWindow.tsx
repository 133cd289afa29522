import { Text } from "@radix-ui/themes";
import { Mail } from "lucide-react";
import { NewsletterForm } from "../../site/NewsletterForm";
import { FloatingWindow, type FloatingWindowProps } from "./FloatingWindow";

/** The Newsletter window: the site's newsletter box. */
export function NewsletterWindow(frame: Pick<FloatingWindowProps, "opener" | "onClose">) {
  return (
    <FloatingWindow {...frame} title="Newsletter" subtitle="Career tips, once a week" icon={<Mail size={18} />} side="left" width={380} testId="newsletter-window">
      <div className="window-newsletter">
        <Text as="p" size="2" color="gray">
          Job-search tactics, interview advice and new courses from Amal, straight to your inbox. Unsubscribe with one click.
        </Text>
        <NewsletterForm formLabel="Newsletter sign-up" fieldLabel="Your e-mail address" />
      </div>
    </FloatingWindow>
  );
}
