import { Button } from "@radix-ui/themes";
import type { ReactNode } from "react";
import { AuthIcon } from "../icons";

/**
 * A step's buttons: the main action, then Back. The main action comes first in the page (and in
 * keyboard order); wide screens show Back on the left and the action on the right, phones stack
 * the action above Back at full width.
 */
export function StepActions({ onBack, children }: { onBack?: () => void; children?: ReactNode }) {
  return (
    <div className="signup-actions">
      {children}
      {onBack && (
        <Button type="button" size="3" variant="soft" color="gray" onClick={onBack} className="signup-back">
          <AuthIcon name="arrowLeft" size={16} /> Back
        </Button>
      )}
    </div>
  );
}
