/**
 * A portal page's title and its one-line introduction, as every tool page opens; a loading state
 * passes a skeleton in place of the introduction.
 */
import { Heading, Text } from "@radix-ui/themes";
import type { ReactNode } from "react";

export function PageTitle({ title, intro }: { title: string; intro: ReactNode }) {
  return (
    <>
      <Heading as="h1" size={{ initial: "6", sm: "7" }}>
        {title}
      </Heading>
      {typeof intro === "string" ? (
        <Text as="p" color="gray" size="3">
          {intro}
        </Text>
      ) : (
        intro
      )}
    </>
  );
}
