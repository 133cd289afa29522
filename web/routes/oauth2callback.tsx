import { createFileRoute } from "@tanstack/react-router";
import { guestOnly } from "../features/auth/guards";
import { OAuthCallbackPage, type OAuthCallbackParams } from "../features/auth/OAuthCallbackPage";
import { rawSearchParam } from "../features/auth/search";
import { pageHead } from "../lib/seo";

export const Route = createFileRoute("/oauth2callback")({
  validateSearch: (search: Record<string, unknown>): OAuthCallbackParams => ({
    code: rawSearchParam(search, "code"),
    state: rawSearchParam(search, "state"),
    error: rawSearchParam(search, "error"),
    error_description: rawSearchParam(search, "error_description"),
  }),
  beforeLoad: guestOnly,
  head: () => {
    const head = pageHead({ title: "Signing you in", description: "Finishing sign-in to Amal.", path: "/oauth2callback" });
    return { meta: [...head.meta, { name: "robots", content: "noindex" }] };
  },
  component: function OAuthCallbackRoute() {
    return <OAuthCallbackPage params={Route.useSearch()} />;
  },
});
