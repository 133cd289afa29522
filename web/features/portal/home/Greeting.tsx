import { Button, Heading, Text } from "@radix-ui/themes";
import { Briefcase, MapPin, MessageSquarePlus, UserRoundPen } from "lucide-react";
import { AppLink } from "../../../lib/nav";
import type { UserInfo } from "../types";
import { UserAvatar } from "../UserAvatar";

/** "Good morning" before noon, "Good afternoon" until six, then "Good evening". */
export function greetingFor(hour: number): string {
  if (hour < 12) return "Good morning";
  if (hour < 18) return "Good afternoon";
  return "Good evening";
}

/** The top of the portal home: who the user is, their bio, and the two main actions. */
export function Greeting({ user }: { user: UserInfo }) {
  const place = [user.city, user.country].filter(Boolean).join(", ");
  return (
    <section className="home-hero" aria-labelledby="home-greeting">
      <div className="home-hero__avatar">
        <UserAvatar name={user.fullname} imageUrl={user.image_url} size="7" />
      </div>
      <div className="home-hero__text">
        <Text as="p" size="2" weight="medium" className="home-hero__eyebrow">
          {greetingFor(new Date().getHours())}
        </Text>
        <Heading as="h1" size={{ initial: "6", sm: "7" }} id="home-greeting" className="home-hero__name">
          {user.fullname}
        </Heading>
        <ul className="home-hero__meta">
          {user.title && (
            <li>
              <Briefcase size={15} aria-hidden="true" />
              <span>{user.title}</span>
            </li>
          )}
          {place && (
            <li>
              <MapPin size={15} aria-hidden="true" />
              <span>{place}</span>
            </li>
          )}
        </ul>
        {user.bio.trim() ? (
          <Text as="p" size="3" className="home-hero__bio" data-testid="home-bio">
            {user.bio}
          </Text>
        ) : (
          <Text as="p" size="3" color="gray" className="home-hero__bio">
            No bio yet. Tell employers who you are in Career Info.
          </Text>
        )}
        <div className="home-hero__actions">
          <Button asChild size="3" variant="outline">
            <AppLink to="/portal/career-info">
              <UserRoundPen size={18} aria-hidden="true" />
              Update Career Info
            </AppLink>
          </Button>
          <Button asChild size="3">
            <AppLink to="/portal/assistant-chat" search={{ new: "1" }}>
              <MessageSquarePlus size={18} aria-hidden="true" />
              Create New Session
            </AppLink>
          </Button>
        </div>
      </div>
    </section>
  );
}
