import { Button, Text, VisuallyHidden } from "@radix-ui/themes";
import { ArrowUpRight, Lightbulb } from "lucide-react";
import { useState } from "react";
import { formatLongDate } from "../../../../core/format/dates";
import { BlogIllustration } from "../../blog/BlogIllustration";
import { useBlogPosts } from "../../blog/data";
import { HomeSection } from "./Section";

const STEP = 4;

/** The newest blog articles as short cards; each opens in a new tab. */
export function DailyTips() {
  const posts = useBlogPosts();
  const [shown, setShown] = useState(STEP);
  const visible = posts.slice(0, shown);
  return (
    <HomeSection id="tips" title="Daily Tips To keep you on Track" icon={<Lightbulb size={20} />} description="Fresh advice from the Amal blog.">
      <ul className="tips">
        {visible.map((post) => (
          <li key={post.id} className="tip">
            <div className="tip__art">
              <BlogIllustration id={post.id} alt={post.alt} />
            </div>
            <div className="tip__body">
              <Text as="p" size="1" color="gray">
                <time dateTime={post.blog_date}>{formatLongDate(post.blog_date)}</time>
              </Text>
              <h3 className="tip__title">{post.blog_title}</h3>
              <a className="tip__read" href={`/blog/article/${post.id}`} target="_blank" rel="noopener">
                Read
                <ArrowUpRight size={15} aria-hidden="true" />
                <VisuallyHidden>: {post.blog_title} (opens in a new tab)</VisuallyHidden>
              </a>
            </div>
          </li>
        ))}
      </ul>
      {shown < posts.length && (
        <div className="home-load-more">
          <Button type="button" variant="soft" onClick={() => setShown((n) => n + STEP)}>
            Load More
          </Button>
        </div>
      )}
    </HomeSection>
  );
}
