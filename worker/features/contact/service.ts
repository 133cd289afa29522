import { contactMessages } from "../../db/schema";
import type { Db } from "../../db/client";
import type { MailProvider } from "../../providers/mail";

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

/**
 * Stores a contact message and forwards it to the support inbox (reply-to the sender), so
 * staff can answer from their mail client.
 */
export async function receiveContactMessage(
  deps: { db: Db; mail: MailProvider; supportEmail: string },
  input: ContactMessage & { source: "public" | "portal"; ip: string },
) {
  const [row] = await deps.db
    .insert(contactMessages)
    .values({ name: input.name, email: input.email, message: input.message, source: input.source, ip: input.ip })
    .returning({ id: contactMessages.id });
  await deps.mail.send({
    to: deps.supportEmail,
    replyTo: input.email,
    subject: `Contact form: ${input.name}`,
    text: `From: ${input.name} <${input.email}>\nVia: ${input.source} contact form\n\n${input.message}`,
  });
  return { id: row!.id };
}
