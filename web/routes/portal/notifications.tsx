import { createFileRoute } from "@tanstack/react-router";
import { NotificationsPage } from "../../features/notifications/NotificationsPage";

export const Route = createFileRoute("/portal/notifications")({
  head: () => ({ meta: [{ title: "Notifications | Amal" }] }),
  component: NotificationsPage,
});
