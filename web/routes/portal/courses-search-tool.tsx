import { createFileRoute } from "@tanstack/react-router";
import { CourseSearchPage } from "../../features/courses/CourseSearchPage";
import { readSearch, type CourseSearch } from "../../features/courses/search-state";

/** /portal/courses-search-tool, with the search in the address (`?q=&language=&free=&level=&max_hours=&certificate=`). */
export const Route = createFileRoute("/portal/courses-search-tool")({
  validateSearch: (search: Record<string, unknown>): CourseSearch => readSearch(search),
  head: () => ({ meta: [{ title: "Course Search | Amal" }] }),
  component: function CourseSearchRoute() {
    const navigate = Route.useNavigate();
    return <CourseSearchPage search={Route.useSearch()} onSearch={(next) => void navigate({ search: next })} />;
  },
});
