import { Fragment, type ReactNode } from "react";

/**
 * A translated sentence with elements in it: `{name}` placeholders of `text` (as `t(key)` returns
 * it, without parameters) are replaced by the given nodes, so a link or button keeps its place in
 * the sentence whatever the language's word order.
 *
 *   rich(t("login.terms"), { terms: <AppLink …/>, privacy: <AppLink …/> })
 */
export function rich(text: string, parts: Record<string, ReactNode>): ReactNode {
  return text.split(/\{(\w+)\}/).map((piece, i) =>
    // Odd pieces are the placeholders' names.
    i % 2 === 1 ? <Fragment key={i}>{piece in parts ? parts[piece] : `{${piece}}`}</Fragment> : piece,
  );
}
