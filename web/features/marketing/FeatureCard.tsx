import { Heading, Text } from "@radix-ui/themes";
import { AppLink } from "../../lib/nav";
import { Icon, type IconName } from "./icons";

/** A feature or strength card: icon chip, title, body and an optional link (marketing pages). */
export function FeatureCard({ icon, title, body, link }: { icon: IconName; title: string; body: string; link?: { to: string; label: string } }) {
  return (
    <li className="feature-card">
      <span className="icon-chip">
        <Icon name={icon} />
      </span>
      <Heading as="h3" size="4">
        {title}
      </Heading>
      <Text as="p" size="3" color="gray">
        {body}
      </Text>
      {link && (
        <AppLink to={link.to} className="feature-card__link">
          {link.label}{" "}
          <span className="flip-rtl">
            <Icon name="arrowRight" size={16} />
          </span>
        </AppLink>
      )}
    </li>
  );
}
