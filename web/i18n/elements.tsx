import { Fragment, type ReactNode } from "react";

/** Replaces the `{name}` placeholders of a message with elements (a link inside a sentence). */
export function withElements(message: string, elements: Record<string, ReactNode>): ReactNode[] {
  return message.split(/\{(\w+)\}/).map((part, i) => (i % 2 === 1 && part in elements ? <Fragment key={i}>{elements[part]}</Fragment> : part));
}
