/**
 * The account e-mails (password reset, the e-mailed sign-in link, the failed-login alert): React
 * Email templates in the account's language, rendered to HTML and plain text from the same tree.
 */
import type { DigitStyle, Locale } from "../../../core/i18n/locales";
import { MailAction, MailLayout, MailText, withLink } from "../mail/layout";
import { composeMail, type MailContent } from "../mail/render";
import { mailTime, mailWords } from "./mail-text";

/** Whom an account e-mail is written to: their name, language and digit style. */
export interface MailReader {
  fullname: string;
  locale: Locale | string;
  digits: DigitStyle | string;
}

const localeOf = (reader: MailReader): Locale => (reader.locale === "ar" ? "ar" : "en");
const clock = (reader: MailReader) => ({ locale: localeOf(reader), digits: (reader.digits === "arab" ? "arab" : "latn") as DigitStyle });

export interface PasswordResetProps {
  reader: MailReader;
  /** The one-hour reset link. */
  link: string;
  appUrl: string;
}

export function PasswordResetMail({ reader, link, appUrl }: PasswordResetProps) {
  const t = mailWords(clock(reader));
  return (
    <MailLayout locale={localeOf(reader)} preview={t("reset.intro")} appUrl={appUrl}>
      <MailText>{t("greeting", { name: reader.fullname })}</MailText>
      <MailText>{t("reset.intro")}</MailText>
      <MailAction href={link} label={t("reset.button")} />
      <MailText>{t("reset.ignore")}</MailText>
    </MailLayout>
  );
}

export function passwordResetMail(props: PasswordResetProps): MailContent {
  return composeMail(mailWords(clock(props.reader))("reset.subject"), <PasswordResetMail {...props} />);
}

export interface SignInLinkProps {
  reader: MailReader;
  /** The one-time sign-in link (15 minutes). */
  link: string;
  /** Where a stranger who knows the password is stopped: the forgot-password page. */
  resetUrl: string;
  /** When the right password was entered. */
  at: Date;
  appUrl: string;
}

export function SignInLinkMail({ reader, link, resetUrl, at, appUrl }: SignInLinkProps) {
  const t = mailWords(clock(reader));
  const intro = t("signInLink.intro", { when: mailTime(at, clock(reader)) });
  return (
    <MailLayout locale={localeOf(reader)} preview={intro} appUrl={appUrl}>
      <MailText>{t("greeting", { name: reader.fullname })}</MailText>
      <MailText>{intro}</MailText>
      <MailAction href={link} label={t("signInLink.button")} />
      <MailText>{t("signInLink.once")}</MailText>
      <MailText>{withLink((url) => t("signInLink.notYou", { url }), resetUrl)}</MailText>
    </MailLayout>
  );
}

export function signInLinkMail(props: SignInLinkProps): MailContent {
  return composeMail(mailWords(clock(props.reader))("signInLink.subject"), <SignInLinkMail {...props} />);
}

export interface LoginAlertProps {
  reader: MailReader;
  /** The failures in the window, and the network the latest came from. */
  failures: number;
  ip: string;
  at: Date;
  /** The forgot-password page. */
  resetUrl: string;
  appUrl: string;
}

export function LoginAlertMail({ reader, failures, ip, at, resetUrl, appUrl }: LoginAlertProps) {
  const t = mailWords(clock(reader));
  const intro = t("alert.intro", { count: failures, when: mailTime(at, clock(reader)), ip });
  return (
    <MailLayout locale={localeOf(reader)} preview={intro} appUrl={appUrl}>
      <MailText>{t("greeting", { name: reader.fullname })}</MailText>
      <MailText>{intro}</MailText>
      <MailText>{t("alert.slowed")}</MailText>
      <MailText>{withLink((url) => t("alert.advice", { url }), resetUrl)}</MailText>
      <MailAction href={resetUrl} label={t("alert.button")} address={false} />
    </MailLayout>
  );
}

export function loginAlertMail(props: LoginAlertProps): MailContent {
  return composeMail(mailWords(clock(props.reader))("alert.subject"), <LoginAlertMail {...props} />);
}
