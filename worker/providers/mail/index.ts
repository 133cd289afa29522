/**
 * Mail-out providers. `outbox` (the default) stores the message in D1, where staff and developers
 * read it at /dev/mailbox; `resend` also delivers it through the Resend HTTP API.
 */
import { drizzle } from "drizzle-orm/d1";
import { eq } from "drizzle-orm";
import { outbox } from "../../db/schema";
import type { Vars } from "../../env";
import type { MailProvider, MailResult, OutgoingMail } from "./types";

export type { MailProvider, OutgoingMail, MailResult } from "./types";

async function record(db: D1Database, from: string, provider: string, mail: OutgoingMail, status: MailResult["status"]) {
  const [row] = await drizzle(db)
    .insert(outbox)
    .values({
      to: mail.to,
      from,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers ? JSON.stringify(mail.headers) : null,
      provider,
      status,
    })
    .returning({ id: outbox.id });
  return row!.id;
}

export function outboxMail(db: D1Database, from: string): MailProvider {
  return {
    name: "outbox",
    async send(mail) {
      return { id: await record(db, from, "outbox", mail, "stored"), status: "stored" };
    },
  };
}

/** Resend's documented `POST /emails` API (bearer key, JSON body). */
export function resendMail(db: D1Database, from: string, apiKey: string, baseUrl: string, fetcher: typeof fetch = fetch): MailProvider {
  return {
    name: "resend",
    async send(mail) {
      const id = await record(db, from, "resend", mail, "stored");
      let error: string | undefined;
      try {
        const res = await fetcher(`${baseUrl.replace(/\/$/, "")}/emails`, {
          method: "POST",
          headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
          body: JSON.stringify({ from, to: [mail.to], subject: mail.subject, text: mail.text, html: mail.html, reply_to: mail.replyTo, headers: mail.headers }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!res.ok) error = `Resend answered ${res.status}: ${(await res.text()).slice(0, 300)}`;
      } catch (e) {
        error = `Resend unreachable: ${String(e)}`;
      }
      const status = error ? "failed" : "sent";
      await drizzle(db).update(outbox).set({ status, error }).where(eq(outbox.id, id));
      return { id, status, error };
    },
  };
}

export function mailProvider(env: { DB: D1Database }, vars: Vars, fetcher?: typeof fetch): MailProvider {
  if (vars.MAIL_PROVIDER === "resend") {
    return resendMail(env.DB, vars.MAIL_FROM, vars.RESEND_API_KEY!, vars.RESEND_API_URL, fetcher);
  }
  return outboxMail(env.DB, vars.MAIL_FROM);
}
