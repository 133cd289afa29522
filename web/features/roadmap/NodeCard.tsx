/**
 * The selected step (spec section 2: name, description, courses needed, recommended books):
 * each course links to its page in a new tab with its provider, level and a Free badge; each
 * book reads "title — authors". Beside the graph on wide pages, below it on phones.
 */
import { Badge, Heading, IconButton, Text, VisuallyHidden } from "@radix-ui/themes";
import { BookOpen, CircleCheck, ExternalLink, GraduationCap, X } from "lucide-react";
import { useEffect, useRef } from "react";
import type { Roadmap, RoadmapNode } from "../../../core/schemas/roadmap";
import { useT } from "../../i18n/I18n";

interface NodeCardProps {
  node: RoadmapNode;
  language: Roadmap["language"];
  leaf: boolean;
  onClose: () => void;
}

export function NodeCard({ node, language, leaf, onClose }: NodeCardProps) {
  const t = useT("roadmap");
  const dir = language === "ar" ? "rtl" : "ltr";
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  // A card opened from the list view on a phone is below the fold: bring it into view (the card is keyed by its step).
  useEffect(() => {
    const el = headingRef.current?.closest<HTMLElement>(".rm-card-node");
    if (!el) return;
    const { top, bottom } = el.getBoundingClientRect();
    if (top > window.innerHeight || bottom < 0) el.scrollIntoView({ behavior: "smooth", block: "nearest" });
  }, []);
  return (
    <section className="rm-card-node" aria-labelledby="rm-node-title" data-node-id={node.id}>
      <div className="rm-card-node__head">
        <span className={`rm-pill rm-pill--${node.kind}`}>{t(`kind.${node.kind}`)}</span>
        <IconButton type="button" size="1" variant="ghost" color="gray" aria-label={t("card.close")} onClick={onClose}>
          <X size={16} aria-hidden="true" />
        </IconButton>
      </div>
      <Heading as="h2" size="4" id="rm-node-title" ref={headingRef} className="rm-card-node__title" lang={language} dir={dir}>
        {node.name}
      </Heading>
      {node.status === "done" && (
        <Text as="p" size="2" className="rm-card-node__done">
          <CircleCheck size={16} aria-hidden="true" />
          {t("card.done")}
        </Text>
      )}
      {node.description && (
        <Text as="p" size="2" className="rm-card-node__description" lang={language} dir={dir}>
          {node.description}
        </Text>
      )}
      {leaf && (
        <Text as="p" size="1" color="gray">
          {t("card.leafHint")}
        </Text>
      )}

      <Heading as="h3" size="2" className="rm-card-node__section">
        <GraduationCap size={16} aria-hidden="true" />
        {t("card.courses")}
      </Heading>
      {node.courses_needed.length === 0 ? (
        <Text as="p" size="2" color="gray">
          {t("card.noCourses")}
        </Text>
      ) : (
        <ul className="rm-courses">
          {node.courses_needed.map((course) => (
            <li key={course.id} className="rm-course">
              <a href={course.url} target="_blank" rel="noopener noreferrer" className="rm-course__link">
                <bdi>{course.title}</bdi>
                <ExternalLink size={13} aria-hidden="true" className="rm-course__icon" />
                <VisuallyHidden>{t("card.newTab")}</VisuallyHidden>
              </a>
              <span className="rm-course__meta">
                {course.provider && <bdi>{course.provider}</bdi>}
                {course.level && <span className="rm-course__level">{course.level}</span>}
                {course.free && (
                  <Badge color="green" variant="soft" highContrast size="1">
                    {t("card.free")}
                  </Badge>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}

      <Heading as="h3" size="2" className="rm-card-node__section">
        <BookOpen size={16} aria-hidden="true" />
        {t("card.books")}
      </Heading>
      {node.books_needed.length === 0 ? (
        <Text as="p" size="2" color="gray">
          {t("card.noBooks")}
        </Text>
      ) : (
        <ul className="rm-books">
          {node.books_needed.map((book) => (
            <li key={book.id} className="rm-book">
              <bdi className="rm-book__title">{book.title}</bdi>
              {book.authors.length > 0 && (
                <>
                  {" — "}
                  <bdi className="rm-book__authors">{book.authors.join(", ")}</bdi>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
