/**
 * "Load more" under a paged list: the button, its busy label while the next page loads, and a
 * line that says when that page could not be read (the button stays, to try again).
 */
import { Button, Text } from "@radix-ui/themes";
import type { ReactNode } from "react";

export type LoadMoreState = "idle" | "loading" | "error";

export function LoadMore(props: {
  className: string;
  state: LoadMoreState;
  onMore: () => void;
  labels: { more: string; loading: string; failed: string };
  /** Shown above the button ("Showing 20 of 64"). */
  children?: ReactNode;
}) {
  const { state, labels } = props;
  return (
    <div className={props.className}>
      {props.children}
      <Button type="button" variant="soft" size="3" onClick={props.onMore} disabled={state === "loading"}>
        {state === "loading" ? labels.loading : labels.more}
      </Button>
      {state === "error" && (
        <Text as="p" size="2" color="red" role="alert">
          {labels.failed}
        </Text>
      )}
    </div>
  );
}
