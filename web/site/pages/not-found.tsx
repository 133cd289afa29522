import { NotFoundContent } from "../../features/site/NotFoundPage";

export default NotFoundContent;
