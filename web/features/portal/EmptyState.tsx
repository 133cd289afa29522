/**
 * A place with nothing to show: an icon, a bold line and a hint, then whatever can change that
 * (Course Search's "widen the search" list). Each page keeps its own look through `className`
 * (`<className>` and `<className>__icon`).
 */
import { Text } from "@radix-ui/themes";
import type { HTMLAttributes, ReactNode } from "react";

interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, "title"> {
  className: string;
  icon: ReactNode;
  title: ReactNode;
  hint: ReactNode;
  children?: ReactNode;
}

export function EmptyState({ className, icon, title, hint, children, ...rest }: EmptyStateProps) {
  return (
    <div className={className} {...rest}>
      <span className={`${className}__icon`} aria-hidden="true">
        {icon}
      </span>
      <Text as="p" size="4" weight="bold">
        {title}
      </Text>
      <Text as="p" size="2" color="gray">
        {hint}
      </Text>
      {children}
    </div>
  );
}
