import { ContactPage } from "../../features/contact/ContactPage";

export default ContactPage;
