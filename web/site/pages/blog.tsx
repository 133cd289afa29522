import { BlogIndexPage } from "../../features/blog/BlogIndexPage";

export default BlogIndexPage;
