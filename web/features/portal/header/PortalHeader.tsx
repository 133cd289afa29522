import { Skeleton, Text } from "@radix-ui/themes";
import { useAtomValue } from "jotai";
import { useT } from "../../../i18n/I18n";
import { portalUserAtom } from "../state";
import { NotificationBell } from "./NotificationBell";
import { ProfileMenu } from "./ProfileMenu";
import "./header.css";

/** The bar at the top of a portal page: today's date, the bell, the user's name and menu. */
export function PortalHeader() {
  const user = useAtomValue(portalUserAtom);
  const t = useT("portal");
  return (
    <header className="portal-header">
      <Text as="p" size="2" color="gray" className="portal-header__date" data-testid="portal-date">
        {t.date(new Date(), { weekday: "long", month: "long", day: "numeric" })}
      </Text>
      <div className="portal-header__actions">
        <NotificationBell />
        {user ? (
          <>
            <Text as="span" weight="medium" className="portal-header__name">
              <bdi>{user.fullname}</bdi>
            </Text>
            <ProfileMenu user={user} />
          </>
        ) : (
          <>
            <Skeleton height="14px" width="120px" className="portal-header__name" />
            <Skeleton className="portal-header__avatar-skeleton" />
          </>
        )}
      </div>
    </header>
  );
}
