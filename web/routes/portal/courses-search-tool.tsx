import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/portal/courses-search-tool")({
  head: () => ({ meta: [{ title: "Course Search | Amal" }] }),
  component: function Placeholder() {
    return <h1>Course Search</h1>;
  },
});
