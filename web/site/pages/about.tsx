import { AboutPage } from "../../features/marketing/AboutPage";

export default AboutPage;
