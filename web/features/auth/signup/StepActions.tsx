import { Button } from "@radix-ui/themes";
import type { ReactNode } from "react";
import { useT } from "../../../i18n/I18n";
import { AuthIcon } from "../icons";

/**
 * A step's buttons: the main action, then Back. The main action comes first in the page (and in
 * keyboard order); wide screens show Back at the start of the line and the action at its end,
 * phones stack the action above Back at full width.
 */
export function StepActions({ onBack, children }: { onBack?: () => void; children?: ReactNode }) {
  const t = useT("signup");
  return (
    <div className="signup-actions">
      {children}
      {onBack && (
        <Button type="button" size="3" variant="soft" color="gray" onClick={onBack} className="signup-back">
          <AuthIcon name="arrowLeft" size={16} className="auth-flip" /> {t("back")}
        </Button>
      )}
    </div>
  );
}
