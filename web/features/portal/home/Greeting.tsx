import { Button, Heading, Text } from "@radix-ui/themes";
import { Briefcase, MapPin, MessageSquarePlus, UserRoundPen } from "lucide-react";
import { useT } from "../../../i18n/I18n";
import { AppLink } from "../../../lib/nav";
import type { UserInfo } from "../types";
import { UserAvatar } from "../UserAvatar";

/** Morning before noon, afternoon until six, then evening: the key of the greeting. */
export function greetingFor(hour: number): "greeting.morning" | "greeting.afternoon" | "greeting.evening" {
  if (hour < 12) return "greeting.morning";
  if (hour < 18) return "greeting.afternoon";
  return "greeting.evening";
}

/** The top of the portal home: who the user is, their bio, and the two main actions. */
export function Greeting({ user }: { user: UserInfo }) {
  const t = useT("portal");
  const place = user.city && user.country ? t("hero.place", { city: user.city, country: user.country }) : user.city || user.country;
  return (
    <section className="home-hero" aria-labelledby="home-greeting">
      <div className="home-hero__avatar">
        <UserAvatar name={user.fullname} imageUrl={user.image_url} size="7" />
      </div>
      <div className="home-hero__text">
        <Text as="p" size="2" weight="medium" className="home-hero__eyebrow">
          {t(greetingFor(new Date().getHours()))}
        </Text>
        <Heading as="h1" size={{ initial: "6", sm: "7" }} id="home-greeting" className="home-hero__name">
          <bdi>{user.fullname}</bdi>
        </Heading>
        <ul className="home-hero__meta">
          {user.title && (
            <li>
              <Briefcase size={15} aria-hidden="true" />
              <bdi>{user.title}</bdi>
            </li>
          )}
          {place && (
            <li>
              <MapPin size={15} aria-hidden="true" />
              <bdi>{place}</bdi>
            </li>
          )}
        </ul>
        {user.bio.trim() ? (
          <Text as="p" size="3" className="home-hero__bio" data-testid="home-bio" dir="auto">
            {user.bio}
          </Text>
        ) : (
          <Text as="p" size="3" color="gray" className="home-hero__bio">
            {t("hero.noBio")}
          </Text>
        )}
        <div className="home-hero__actions">
          <Button asChild size="3" variant="outline">
            <AppLink to="/portal/career-info">
              <UserRoundPen size={18} aria-hidden="true" />
              {t("hero.updateCareerInfo")}
            </AppLink>
          </Button>
          <Button asChild size="3">
            <AppLink to="/portal/assistant-chat" search={{ new: "1" }}>
              <MessageSquarePlus size={18} aria-hidden="true" />
              {t("hero.newSession")}
            </AppLink>
          </Button>
        </div>
      </div>
    </section>
  );
}
