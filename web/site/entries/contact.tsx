import { contactForm } from "../islands/contact";
import { layoutGlobals, layoutIslands } from "../islands/layout";
import { startIslands } from "../islands/runtime";
import "../../theme.css";
import "../../styles.css";
import "../../features/contact/contact.css";

startIslands({ ...layoutIslands, "contact-form": contactForm }, layoutGlobals);
