import { Heading, Text } from "@radix-ui/themes";
import type { ReactNode } from "react";

interface HomeSectionProps {
  id: string;
  title: string;
  icon: ReactNode;
  /** A short line under the title. */
  description?: string;
  /** Shown at the end of the section's title row (a count, a link). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One card of the portal home, titled by an h2 that also names its landmark. */
export function HomeSection({ id, title, icon, description, aside, className, children }: HomeSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section className={className ? `home-section ${className}` : "home-section"} aria-labelledby={headingId} data-section={id}>
      <div className="home-section__head">
        <span className="home-section__icon" aria-hidden="true">
          {icon}
        </span>
        <div className="home-section__titles">
          <Heading as="h2" size="4" id={headingId}>
            {title}
          </Heading>
          {description && (
            <Text as="p" size="2" color="gray">
              {description}
            </Text>
          )}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}

interface EmptyStateProps {
  icon: ReactNode;
  title?: string;
  children: ReactNode;
  action?: ReactNode;
}

/** What a section shows before the user has anything in it. */
export function EmptyState({ icon, title, children, action }: EmptyStateProps) {
  return (
    <div className="home-empty">
      <span className="home-empty__icon" aria-hidden="true">
        {icon}
      </span>
      {title && (
        <Heading as="h3" size="3">
          {title}
        </Heading>
      )}
      <Text as="p" size="2" color="gray" className="home-empty__text">
        {children}
      </Text>
      {action}
    </div>
  );
}
