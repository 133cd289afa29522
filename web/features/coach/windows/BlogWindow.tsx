import { Text, VisuallyHidden } from "@radix-ui/themes";
import { ArrowUpRight, Newspaper } from "lucide-react";
import { formatLongDate } from "../../../../core/format/dates";
import { BlogIllustration } from "../../blog/BlogIllustration";
import { useBlogPosts } from "../../blog/data";
import { FloatingWindow, type FloatingWindowProps } from "./FloatingWindow";

const LATEST = 4;

/** The Blog window: the four newest articles; each opens in a new tab so the chat stays put. */
export function BlogWindow(frame: Pick<FloatingWindowProps, "opener" | "onClose">) {
  const posts = useBlogPosts().slice(0, LATEST);
  return (
    <FloatingWindow
      {...frame}
      title="Blog"
      subtitle="Fresh advice from the Amal blog"
      icon={<Newspaper size={18} />}
      side="left"
      width={380}
      testId="blog-window"
      footer={<Text size="2" color="gray">{`${posts.length} Posts`}</Text>}
    >
      <ul className="window-posts">
        {posts.map((post) => (
          <li key={post.id}>
            <a className="window-post" href={`/blog/article/${post.id}`} target="_blank" rel="noopener">
              <span className="window-post__art">
                <BlogIllustration id={post.id} alt={post.alt} />
              </span>
              <span className="window-post__text">
                <Text as="span" size="1" color="gray">
                  <time dateTime={post.blog_date}>{formatLongDate(post.blog_date)}</time>
                </Text>
                <span className="window-post__title">{post.blog_title}</span>
              </span>
              <ArrowUpRight size={16} className="window-post__go" aria-hidden="true" />
              <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
            </a>
          </li>
        ))}
      </ul>
    </FloatingWindow>
  );
}
