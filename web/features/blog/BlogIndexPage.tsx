import { Heading, Text } from "@radix-ui/themes";
import { BlogCard } from "./BlogCard";
import { BlogGrid } from "./BlogGrid";
import { useBlogPosts } from "./data";
import "./blog.css";

/** /blog: every article, newest first. */
export function BlogIndexPage() {
  const posts = useBlogPosts();
  return (
    <>
      <section className="page-hero blog-hero" aria-labelledby="blog-title">
        <div className="container">
          <p className="page-hero__eyebrow">Amal Career Blog</p>
          <Heading as="h1" size={{ initial: "8", sm: "9" }} id="blog-title" className="blog-hero__title">
            Career advice you can use today
          </Heading>
          <Text as="p" size="4" className="blog-hero__intro">
            Practical guides from the Amal coaching team on resumes, interviews, salary negotiation, networking and changing careers, written
            for job seekers in Egypt, the Gulf and the US. Each article opens right here and downloads as a PDF.
          </Text>
        </div>
      </section>
      <section className="container blog-list" aria-label="Articles">
        {posts.length ? (
          <BlogGrid label="Articles">
            {posts.map((post) => (
              <BlogCard key={post.id} post={post} />
            ))}
          </BlogGrid>
        ) : (
          <Text as="p" size="3" color="gray">
            No articles yet. Please check back soon.
          </Text>
        )}
      </section>
    </>
  );
}
