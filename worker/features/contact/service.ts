import { contactMessages } from "../../db/schema";
import type { Db } from "../../db/client";
import type { MailProvider } from "../../providers/mail";
import { supportMail } from "./mails";

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

/**
 * Stores a contact message and forwards it to the support inbox (reply-to the sender), so
 * staff can answer from their mail client. A message from the portal names the sender's
 * account, so support knows who wrote whatever address they typed.
 */
export async function receiveContactMessage(
  deps: { db: Db; mail: MailProvider; supportEmail: string; appUrl: string },
  input: ContactMessage & { source: "public" | "portal"; ip: string; account?: { id: string; email: string } },
) {
  const [row] = await deps.db
    .insert(contactMessages)
    .values({ name: input.name, email: input.email, message: input.message, source: input.source, ip: input.ip, userId: input.account?.id ?? null })
    .returning({ id: contactMessages.id });
  const mail = supportMail(input, deps.appUrl);
  await deps.mail.send({ to: deps.supportEmail, replyTo: input.email, subject: mail.subject, text: mail.text, html: mail.html });
  return { id: row!.id };
}
