import { createFileRoute } from "@tanstack/react-router";
import { ForgotPasswordPage } from "../features/auth/ForgotPasswordPage";
import { guestOnly } from "../features/auth/guards";
import { pageHead } from "../lib/seo";

export const Route = createFileRoute("/forgot-password")({
  beforeLoad: guestOnly,
  head: () =>
    pageHead({
      title: "Reset Your Password",
      description: "Forgot your Amal password? We'll e-mail you a link to choose a new one.",
      path: "/forgot-password",
    }),
  component: ForgotPasswordPage,
});
