import { Button, Heading, Text } from "@radix-ui/themes";
import { AppLink } from "../../lib/nav";
import { SiteLayout } from "./SiteLayout";

/** The spec's not-found content; served with status 404 by the worker and static assets. */
export function NotFoundContent() {
  const goBack = () => {
    if (window.history.length > 1) window.history.back();
    else window.location.assign("/");
  };
  return (
    <div className="not-found" data-not-found-page="">
      <p className="not-found__code" aria-hidden="true">404</p>
      <Heading as="h1" size="8">Sorry Not Found</Heading>
      <Text as="p" size="4" color="gray">
        Sorry, this page is not found. It may have moved, or the link may be mistyped.
      </Text>
      <div className="not-found__actions">
        <Button size="3" variant="soft" onClick={goBack}>
          Go Back
        </Button>
        <Button size="3" asChild>
          <AppLink to="/">Home Page</AppLink>
        </Button>
      </div>
    </div>
  );
}

/** The router's not-found page (client navigation to an unknown route). */
export function NotFoundPage() {
  return (
    <SiteLayout>
      <NotFoundContent />
    </SiteLayout>
  );
}
