import { Heading, Text } from "@radix-ui/themes";

/** The eyebrow + H2 (+ lead) that opens each section of a marketing page. */
export function SectionHeading({ id, eyebrow, title, lead, align = "center" }: { id: string; eyebrow: string; title: string; lead?: string; align?: "center" | "start" }) {
  return (
    <div className={`section-heading section-heading--${align}`}>
      <span className="eyebrow">{eyebrow}</span>
      <Heading as="h2" id={id} size={{ initial: "7", md: "8" }}>
        {title}
      </Heading>
      {lead && (
        <Text as="p" size="4" color="gray">
          {lead}
        </Text>
      )}
    </div>
  );
}
