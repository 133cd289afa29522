import { DropdownMenu } from "@radix-ui/themes";
import { KeyRound } from "lucide-react";
import { AppLink } from "../../../lib/nav";
import { UserAvatar } from "../UserAvatar";
import type { UserInfo } from "../types";

/**
 * The profile picture in the header, opening a menu with one item, Change Password. Radix's
 * menu closes on an outside click and on Escape, and handles focus and arrow keys.
 */
export function ProfileMenu({ user }: { user: UserInfo }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger>
        <button type="button" className="portal-header__avatar-button" aria-label="Open profile menu">
          <UserAvatar name={user.fullname} imageUrl={user.image_url} size="3" />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" sideOffset={8} className="portal-header__menu">
        <DropdownMenu.Item asChild>
          <AppLink to="/portal/change-password">
            <KeyRound size={16} aria-hidden="true" />
            Change Password
          </AppLink>
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
