import { Heading } from "@radix-ui/themes";
import { forwardRef, type ReactNode } from "react";
import { AuthIcon, type AuthIconName } from "./icons";

const BADGE = { success: "auth-state__badge", warn: "auth-state__badge auth-state__badge--warn", error: "auth-state__badge auth-state__badge--error" };

/**
 * The outcome of a sign-in flow (e-mail sent, password changed, a link that can't be used): an
 * icon badge, a heading that takes focus (the ref), and the text below it. Success is a status;
 * the other tones are alerts.
 */
export const AuthState = forwardRef<
  HTMLHeadingElement,
  { tone?: keyof typeof BADGE; icon: AuthIconName; iconSize?: number; title: string; titleSize?: "6" | "7"; children: ReactNode }
>(function AuthState({ tone = "success", icon, iconSize = 30, title, titleSize = "6", children }, ref) {
  return (
    <div className="auth-state" role={tone === "success" ? "status" : "alert"}>
      <span className={BADGE[tone]}>
        <AuthIcon name={icon} size={iconSize} />
      </span>
      <Heading as="h1" size={titleSize} ref={ref} tabIndex={-1}>
        {title}
      </Heading>
      {children}
    </div>
  );
});
