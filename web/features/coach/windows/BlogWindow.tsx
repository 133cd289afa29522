import { Text, VisuallyHidden } from "@radix-ui/themes";
import { ArrowUpRight, Newspaper } from "lucide-react";
import { parseIsoDate } from "../../../../core/format/dates";
import { useT } from "../../../i18n/I18n";
import { BlogIllustration } from "../../blog/BlogIllustration";
import { useBlogPosts } from "../../blog/data";
import { postText } from "../../blog/posts";
import { FloatingWindow, type FloatingWindowProps } from "./FloatingWindow";

const LATEST = 4;
const LONG_DATE: Intl.DateTimeFormatOptions = { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" };

/** The Blog window: the four newest articles; each opens in a new tab so the chat stays put. */
export function BlogWindow(frame: Pick<FloatingWindowProps, "opener" | "onClose">) {
  const t = useT("coach");
  const blog = useT("blog");
  const posts = useBlogPosts().slice(0, LATEST);
  /** "October 28, 2026" in the interface's language; a date that is not one shows as written. */
  const longDate = (iso: string) => {
    const d = parseIsoDate(iso);
    return d ? t.date(Date.UTC(d.year, d.month - 1, d.day), LONG_DATE) : iso;
  };
  return (
    <FloatingWindow
      {...frame}
      title={t("blog.title")}
      subtitle={t("blog.subtitle")}
      icon={<Newspaper size={18} />}
      side="start"
      width={380}
      testId="blog-window"
      footer={<Text size="2" color="gray">{t("blog.count", { count: posts.length })}</Text>}
    >
      <ul className="window-posts">
        {posts.map((post) => {
          // The blog's words for the article: translated where the catalogue has them, else its own.
          const text = postText(post, blog);
          return (
          <li key={post.id}>
            <a className="window-post" href={`/blog/article/${post.id}`} target="_blank" rel="noopener">
              <span className="window-post__art">
                <BlogIllustration id={post.id} alt={text.alt} />
              </span>
              <span className="window-post__text">
                <Text as="span" size="1" color="gray">
                  <time dateTime={post.blog_date}>{longDate(post.blog_date)}</time>
                </Text>
                <span className="window-post__title" dir="auto" lang={text.lang}>
                  {text.title}
                </span>
              </span>
              <ArrowUpRight size={16} className="window-post__go flip-rtl" aria-hidden="true" />
              <VisuallyHidden>{t("window.newTab")}</VisuallyHidden>
            </a>
          </li>
          );
        })}
      </ul>
    </FloatingWindow>
  );
}
