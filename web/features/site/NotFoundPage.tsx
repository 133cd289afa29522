import { Button, Heading, Text } from "@radix-ui/themes";
import { useT } from "../../i18n/I18n";
import { AppLink } from "../../lib/nav";
import { SiteLayout } from "./SiteLayout";

/** The spec's not-found content; served with status 404 by the worker and static assets. */
export function NotFoundContent() {
  const t = useT("site");
  const goBack = () => {
    if (window.history.length > 1) window.history.back();
    else window.location.assign("/");
  };
  return (
    <div className="not-found" data-not-found-page="">
      <p className="not-found__code" aria-hidden="true">404</p>
      <Heading as="h1" size="8">{t("notFound.title")}</Heading>
      <Text as="p" size="4" color="gray">
        {t("notFound.text")}
      </Text>
      <div className="not-found__actions">
        <Button size="3" variant="soft" onClick={goBack} data-island="go-back">
          {t("notFound.back")}
        </Button>
        <Button size="3" asChild>
          <AppLink to="/">{t("notFound.home")}</AppLink>
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
