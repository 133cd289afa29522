/** The e-mail a contact message becomes in the support inbox (English: it is read by staff). */
import { MailHeading, MailLayout, MailRule, MailText } from "../mail/layout";
import { renderMail } from "../mail/render";

export interface SupportMailInput {
  name: string;
  email: string;
  message: string;
  source: "public" | "portal";
  /** The signed-in sender's account, from the portal's form. */
  account?: { id: string; email: string };
}

function SupportMessage({ input, appUrl }: { input: SupportMailInput; appUrl: string }) {
  return (
    <MailLayout locale="en" preview={input.message.slice(0, 120)} appUrl={appUrl}>
      <MailHeading>Contact form: {input.name}</MailHeading>
      <MailText>
        From: {input.name} &lt;{input.email}&gt;
        <br />
        Via: {input.source} contact form
        {input.account && (
          <>
            <br />
            Account: {input.account.id} ({input.account.email})
          </>
        )}
      </MailText>
      <MailRule />
      {input.message.split(/\n{2,}/).map((paragraph, i) => (
        <MailText key={i}>
          {paragraph.split("\n").map((line, j) => (
            <span key={j}>
              {j > 0 && <br />}
              {line}
            </span>
          ))}
        </MailText>
      ))}
    </MailLayout>
  );
}

export function supportMail(input: SupportMailInput, appUrl: string) {
  return { subject: `Contact form: ${input.name}`, ...renderMail(<SupportMessage input={input} appUrl={appUrl} />) };
}
