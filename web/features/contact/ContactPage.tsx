import { Card, Heading, Text } from "@radix-ui/themes";
import { useT } from "../../i18n/I18n";
import { ContactForm } from "./ContactForm";
import "./contact.css";

export const CONTACT = {
  email: "support@amal.careers",
  whatsapp: { display: "+20 100 555 0142", link: "https://wa.me/201005550142" },
};

/** The e-mail and WhatsApp cards (the public page and the portal's). */
export function ContactChannels() {
  const t = useT("contact");
  return (
    <div className="contact-channels">
      <Card size="3" className="contact-channel">
        <Heading as="h2" size="4">{t("email.title")}</Heading>
        <Text as="p" color="gray">{t("email.text")}</Text>
        <a href={`mailto:${CONTACT.email}`} dir="ltr">{CONTACT.email}</a>
      </Card>
      <Card size="3" className="contact-channel">
        <Heading as="h2" size="4">{t("whatsapp.title")}</Heading>
        <Text as="p" color="gray">{t("whatsapp.text")}</Text>
        <a href={CONTACT.whatsapp.link} target="_blank" rel="noopener noreferrer" dir="ltr">{CONTACT.whatsapp.display}</a>
      </Card>
    </div>
  );
}

export function ContactPage() {
  const t = useT("contact");
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <p className="page-hero__eyebrow">{t("eyebrow")}</p>
          <Heading as="h1" size="9" className="contact-title">{t("title")}</Heading>
          <Text as="p" size="4" color="gray" className="contact-lead">
            {t("lead")}
          </Text>
        </div>
      </section>
      <section className="container contact-grid">
        <ContactChannels />
        <Card size="4" className="contact-card">
          <Heading as="h2" size="6" mb="4">{t("form.title")}</Heading>
          <ContactForm />
        </Card>
      </section>
    </>
  );
}
