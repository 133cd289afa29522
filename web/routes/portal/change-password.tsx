import { createFileRoute } from "@tanstack/react-router";
import { ChangePasswordPage } from "../../features/portal/change-password/ChangePasswordPage";
import { appT } from "../../i18n/app-messages";

export const Route = createFileRoute("/portal/change-password")({
  head: () => ({ meta: [{ title: appT("portal")("meta.changePassword") }] }),
  component: ChangePasswordPage,
});
