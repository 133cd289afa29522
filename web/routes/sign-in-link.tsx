import { createFileRoute } from "@tanstack/react-router";
import { guestOnly } from "../features/auth/guards";
import { rawSearchParam } from "../features/auth/search";
import { SignInLinkPage } from "../features/auth/SignInLinkPage";
import { pageHead } from "../lib/seo";

export const Route = createFileRoute("/sign-in-link")({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: rawSearchParam(search, "token") }),
  beforeLoad: guestOnly,
  head: () => {
    const head = pageHead({ title: "Signing you in", description: "Finishing sign-in to Amal with an e-mailed link.", path: "/sign-in-link" });
    return { meta: [...head.meta, { name: "robots", content: "noindex" }] };
  },
  component: function SignInLinkRoute() {
    const { token } = Route.useSearch();
    return <SignInLinkPage token={token} />;
  },
});
