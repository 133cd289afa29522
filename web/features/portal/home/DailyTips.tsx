import { Button, Text, VisuallyHidden } from "@radix-ui/themes";
import { ArrowUpRight, Lightbulb } from "lucide-react";
import { useState } from "react";
import { useLocale, useT } from "../../../i18n/I18n";
import { BlogIllustration } from "../../blog/BlogIllustration";
import { useBlogPosts } from "../../blog/data";
import { postText } from "../../blog/posts";
import { useLongDate } from "./long-date";
import { HomeSection } from "./Section";

const STEP = 4;

/** The newest blog articles as short cards; each opens in a new tab. */
export function DailyTips() {
  const t = useT("portal");
  const blog = useT("blog");
  const { locale } = useLocale();
  const longDate = useLongDate();
  const posts = useBlogPosts();
  const [shown, setShown] = useState(STEP);
  const visible = posts.slice(0, shown);
  return (
    <HomeSection id="tips" title={t("tips.title")} icon={<Lightbulb size={20} />} description={t("tips.description")}>
      <ul className="tips">
        {visible.map((post) => {
          // The blog's words for the article: translated, or its own English ones (content, not interface).
          const text = postText(post, blog);
          const content = locale === "en" || text.lang ? "content" : undefined;
          return (
            <li key={post.id} className="tip">
              <div className="tip__art" data-i18n={content}>
                <BlogIllustration id={post.id} alt={text.alt} />
              </div>
              <div className="tip__body">
                <Text as="p" size="1" color="gray">
                  <time dateTime={post.blog_date}>{longDate(post.blog_date)}</time>
                </Text>
                <h3 className="tip__title" lang={text.lang} data-i18n={content}>
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
