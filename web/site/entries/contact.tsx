import { contactForm } from "../islands/contact";
import { layoutGlobals, layoutIslands } from "../islands/layout";
import { startIslands } from "../islands/runtime";
import "../styles/contact.css";

startIslands({ ...layoutIslands, "contact-form": contactForm }, layoutGlobals);
