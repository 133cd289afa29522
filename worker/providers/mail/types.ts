/** The mail-out provider interface. Every adapter also records the message in the outbox table. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

export interface MailResult {
  id: number;
  status: "stored" | "sent" | "failed";
  error?: string;
}

export interface MailProvider {
  readonly name: string;
  send(mail: OutgoingMail): Promise<MailResult>;
}
