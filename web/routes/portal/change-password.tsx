import { createFileRoute } from "@tanstack/react-router";
import { ChangePasswordPage } from "../../features/portal/change-password/ChangePasswordPage";

export const Route = createFileRoute("/portal/change-password")({
  head: () => ({ meta: [{ title: "Change Password | Amal" }] }),
  component: ChangePasswordPage,
});
