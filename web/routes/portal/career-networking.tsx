import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/portal/career-networking")({
  head: () => ({ meta: [{ title: "Career Networking | Amal" }] }),
  component: function Placeholder() {
    return <h1>Career Networking</h1>;
  },
});
