import { Button, Heading, Text } from "@radix-ui/themes";
import { Link, useRouter } from "@tanstack/react-router";
import { Footer } from "./Footer";
import { Header } from "./Header";

/** The spec's not-found page; the worker and static assets serve it with status 404. */
export function NotFoundPage() {
  const router = useRouter();
  return (
    <div className="site">
      <Header />
      <main className="not-found" id="main" data-not-found-page="">
        <p className="not-found__code" aria-hidden="true">404</p>
        <Heading as="h1" size="8">Sorry Not Found</Heading>
        <Text as="p" size="4" color="gray">
          Sorry, this page is not found. It may have moved, or the link may be mistyped.
        </Text>
        <div className="not-found__actions">
          <Button size="3" variant="soft" onClick={() => (window.history.length > 1 ? router.history.back() : router.navigate({ to: "/" }))}>
            Go Back
          </Button>
          <Button size="3" asChild>
            <Link to="/">Home Page</Link>
          </Button>
        </div>
      </main>
      <Footer />
    </div>
  );
}
