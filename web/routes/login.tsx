import { createFileRoute } from "@tanstack/react-router";
import { guestOnly } from "../features/auth/guards";
import { LoginPage } from "../features/auth/LoginPage";
import { pageHead } from "../lib/seo";

export const Route = createFileRoute("/login")({
  validateSearch: (search: Record<string, unknown>): { expired?: 1 } => (search.expired ? { expired: 1 } : {}),
  beforeLoad: guestOnly,
  head: () => pageHead({ title: "Log in", description: "Log in to Amal, your AI career coach.", path: "/login" }),
  component: function LoginRoute() {
    const { expired } = Route.useSearch();
    return <LoginPage expired={expired === 1} />;
  },
});
