/**
 * Contact Us inside the portal (/portal/contact-us, spec section 4 "Contact form (portal)"): the
 * same form as the public page with the account's name and e-mail filled in; it becomes the
 * thank-you view after 200, with the buttons disabled and a spinner while it sends. Support
 * receives the message with the account it came from.
 */
import { Card, Heading, Text } from "@radix-ui/themes";
import { useAtomValue } from "jotai";
import { useT } from "../../i18n/I18n";
import { useFailureText } from "../career/parts";
import { PortalHeader } from "../portal/header/PortalHeader";
import { PageTitle } from "../portal/PageTitle";
import { portalUserAtom } from "../portal/state";
import { sendPortalContactMessage } from "./api";
import { ContactForm } from "./ContactForm";
import { ContactChannels } from "./ContactPage";
import "../portal/home/home.css";
import "./contact.css";

export function PortalContactPage() {
  const t = useT("contact");
  const nav = useT("portal");
  const user = useAtomValue(portalUserAtom);
  const failureText = useFailureText();
  return (
    <>
      <PortalHeader />
      <div className="home portal-contact">
        <header>
          <PageTitle title={nav("nav.contact")} intro={t("portal.intro")} />
        </header>
        <div className="portal-contact__grid">
          <Card size="3" className="contact-card">
            <Heading as="h2" size="5" mb="1">{t("form.title")}</Heading>
            <Text as="p" size="2" color="gray" mb="4">{t("portal.replyTo")}</Text>
            {user ? (
              // Mounted once the account is known, so its name and e-mail are the starting values.
              <ContactForm initial={{ name: user.fullname, email: user.email }} send={sendPortalContactMessage} failureText={failureText} />
            ) : (
              <div className="portal-contact__placeholder" aria-busy="true" />
            )}
          </Card>
          <ContactChannels />
        </div>
      </div>
    </>
  );
}
