/**
 * Billing's e-mails (the welcome after a first payment, a renewal that failed): React Email
 * templates in the subscriber's language, rendered to HTML and plain text from the same tree.
 */
import type { DigitStyle, Locale } from "../../../core/i18n/locales";
import { MailAction, MailLayout, MailText } from "../mail/layout";
import { composeMail, type MailContent } from "../mail/render";
import { subscriberText } from "./notifications";

/** Whom a billing e-mail is written to, and the plan's name as stored. */
export interface Subscriber {
  fullname: string;
  plan: string;
  locale: Locale;
  digits: DigitStyle;
}

const siteUrl = (appUrl: string, path: string) => `${appUrl.replace(/\/$/, "")}${path}`;

export interface WelcomeProps {
  subscriber: Subscriber;
  /** What was paid, already formatted ("EGP 479"), and the order it paid. */
  price: string;
  order: string;
  /** The day the subscription renews, already formatted. */
  renews: string;
  appUrl: string;
}

export function WelcomeMail({ subscriber, price, order, renews, appUrl }: WelcomeProps) {
  const { t } = subscriberText(subscriber);
  const paid = t("welcome.paid", { plan: subscriber.plan, price, order });
  return (
    <MailLayout locale={subscriber.locale} preview={paid} appUrl={appUrl}>
      <MailText>{t("hello", { name: subscriber.fullname })}</MailText>
      <MailText>{paid}</MailText>
      <MailText>{t("welcome.renews", { date: renews })}</MailText>
      <MailAction href={siteUrl(appUrl, "/portal")} label={t("welcome.button")} />
    </MailLayout>
  );
}

export function welcomeMail(props: WelcomeProps): MailContent {
  const { t } = subscriberText(props.subscriber);
  return composeMail(t("welcome.subject", { plan: props.subscriber.plan }), <WelcomeMail {...props} />);
}

export interface PaymentFailedProps {
  subscriber: Subscriber;
  /** The decline's reason as the provider gave it (translated here when it can be). */
  reason: string;
  appUrl: string;
}

export function PaymentFailedMail({ subscriber, reason, appUrl }: PaymentFailedProps) {
  const text = subscriberText(subscriber);
  const { t } = text;
  const why = t("failed.reason", { plan: subscriber.plan, reason: text.reason(reason) });
  return (
    <MailLayout locale={subscriber.locale} preview={why} appUrl={appUrl}>
      <MailText>{t("hello", { name: subscriber.fullname })}</MailText>
      <MailText>{why}</MailText>
      <MailText>{t("failed.locked")}</MailText>
      <MailAction href={siteUrl(appUrl, "/portal/renew-subscription")} label={t("failed.button")} />
      <MailText>{t("failed.safe")}</MailText>
    </MailLayout>
  );
}

export function paymentFailedMail(props: PaymentFailedProps): MailContent {
  const { t } = subscriberText(props.subscriber);
  return composeMail(t("failed.subject"), <PaymentFailedMail {...props} />);
}
