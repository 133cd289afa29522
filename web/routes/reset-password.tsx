import { createFileRoute } from "@tanstack/react-router";
import { guestOnly } from "../features/auth/guards";
import { ResetPasswordPage } from "../features/auth/ResetPasswordPage";
import { rawSearchParam } from "../features/auth/search";
import { pageHead } from "../lib/seo";

export const Route = createFileRoute("/reset-password")({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: rawSearchParam(search, "token") }),
  beforeLoad: guestOnly,
  head: () => {
    const head = pageHead({ title: "Choose a New Password", description: "Choose a new password for your Amal account.", path: "/reset-password" });
    return { meta: [...head.meta, { name: "robots", content: "noindex" }] };
  },
  component: function ResetPasswordRoute() {
    const { token } = Route.useSearch();
    return <ResetPasswordPage token={token} />;
  },
});
