import { Card, Heading, Text } from "@radix-ui/themes";
import { ContactForm } from "./ContactForm";
import "./contact.css";

export const CONTACT = {
  email: "support@amal.careers",
  whatsapp: { display: "+20 100 555 0142", link: "https://wa.me/201005550142" },
};

export function ContactPage() {
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <p className="page-hero__eyebrow">Contact</p>
          <Heading as="h1" size="9" className="contact-title">We're here to help</Heading>
          <Text as="p" size="4" color="gray" className="contact-lead">
            Questions about plans, your account or a payment? Write to us and a member of our team in Cairo or New Mexico will answer within one business day.
          </Text>
        </div>
      </section>
      <section className="container contact-grid">
        <div className="contact-channels">
          <Card size="3" className="contact-channel">
            <Heading as="h2" size="4">Email</Heading>
            <Text as="p" color="gray">For support, billing and partnerships.</Text>
            <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
          </Card>
          <Card size="3" className="contact-channel">
            <Heading as="h2" size="4">WhatsApp</Heading>
            <Text as="p" color="gray">Sunday to Thursday, 9:00–17:00 Cairo time.</Text>
            <a href={CONTACT.whatsapp.link} target="_blank" rel="noopener noreferrer">{CONTACT.whatsapp.display}</a>
          </Card>
        </div>
        <Card size="4" className="contact-card">
          <Heading as="h2" size="6" mb="4">Send a message</Heading>
          <ContactForm />
        </Card>
      </section>
    </>
  );
}
