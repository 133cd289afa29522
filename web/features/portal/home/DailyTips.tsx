import { Button, Text, VisuallyHidden } from "@radix-ui/themes";
import { ArrowUpRight, Lightbulb } from "lucide-react";
import { useState } from "react";
import type portal from "../../../../core/i18n/messages/portal.en";
import type { Translator } from "../../../../core/i18n/translate";
import { useT } from "../../../i18n/I18n";
import { BlogIllustration } from "../../blog/BlogIllustration";
import { useBlogPosts, type BlogPostSummary } from "../../blog/data";
import { useLongDate } from "./long-date";
import { HomeSection } from "./Section";

const STEP = 4;

/**
 * An article's title and illustration text in the interface language: the catalogue's words for
 * the articles it knows, else the article's own (English) words, marked as English.
 */
export function tipText(t: Translator<typeof portal>, post: BlogPostSummary): { title: string; alt: string; lang?: "en" } {
  if (t.locale === "en") return { title: post.blog_title, alt: post.alt };
  const key = (part: "title" | "alt") => `tips.post.${post.id}.${part}` as keyof typeof portal;
  const title = t(key("title"));
  const alt = t(key("alt"));
  // The translator answers a key it does not have with the key itself.
  return title === key("title") ? { title: post.blog_title, alt: post.alt, lang: "en" } : { title, alt: alt === key("alt") ? post.alt : alt };
}

/** The newest blog articles as short cards; each opens in a new tab. */
export function DailyTips() {
  const t = useT("portal");
  const longDate = useLongDate();
  const posts = useBlogPosts();
  const [shown, setShown] = useState(STEP);
  const visible = posts.slice(0, shown);
  return (
    <HomeSection id="tips" title={t("tips.title")} icon={<Lightbulb size={20} />} description={t("tips.description")}>
      <ul className="tips">
        {visible.map((post) => {
          const text = tipText(t, post);
          return (
            <li key={post.id} className="tip">
              <div className="tip__art">
                <BlogIllustration id={post.id} alt={text.alt} />
              </div>
              <div className="tip__body">
                <Text as="p" size="1" color="gray">
                  <time dateTime={post.blog_date}>{longDate(post.blog_date)}</time>
                </Text>
                <h3 className="tip__title" lang={text.lang}>
                  {text.title}
                </h3>
                <a className="tip__read" href={`/blog/article/${post.id}`} target="_blank" rel="noopener">
                  {t("tips.read")}
                  <ArrowUpRight size={15} aria-hidden="true" className="flip-rtl" />
                  <VisuallyHidden>{t("tips.readLabel", { title: text.title })}</VisuallyHidden>
                </a>
              </div>
            </li>
          );
        })}
      </ul>
      {shown < posts.length && (
        <div className="home-load-more">
          <Button type="button" variant="soft" onClick={() => setShown((n) => n + STEP)}>
            {t("more.load")}
          </Button>
        </div>
      )}
    </HomeSection>
  );
}
