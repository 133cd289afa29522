/**
 * The look every e-mail shares (React Email components): Amal's name on top, a white card, the
 * signature and the footer (why the reader gets it, the postal address, and where one is given,
 * the unsubscribe link). Arabic e-mails are right-to-left. Templates compose MailText,
 * MailButton and MailHeading inside MailLayout and are rendered with ./render.ts.
 */
import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { CSSProperties, ReactNode } from "react";
import type { Locale } from "../../../core/i18n/locales";
import mailAr from "../../../core/i18n/messages/mail.ar";
import mailEn from "../../../core/i18n/messages/mail.en";
import siteAr from "../../../core/i18n/messages/site.ar";
import siteEn from "../../../core/i18n/messages/site.en";

export const MAIL_COLORS = { accent: "#0d9b8a", accentDark: "#067a6c", text: "#1c2024", muted: "#60646c", line: "#e4e6e9", page: "#f3f5f6" } as const;

const FONT = {
  en: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  ar: "'Segoe UI', Tahoma, 'Geeza Pro', 'Noto Sans Arabic', Arial, sans-serif",
} as const;

export interface MailLayoutProps {
  locale: Locale;
  /** The line inbox lists show beside the subject (not shown in the body). */
  preview: string;
  /** The site's absolute URL (the header and the footer link to it). */
  appUrl: string;
  children: ReactNode;
  /** Extra footer lines under the postal address, e.g. the unsubscribe link. */
  footer?: ReactNode;
  /** Why the reader gets this e-mail, when it is more than having an account (a subscription they turned on). */
  why?: string;
}

export function MailLayout({ locale, preview, appUrl, children, footer, why }: MailLayoutProps) {
  const t = locale === "ar" ? mailAr : mailEn;
  const place = locale === "ar" ? siteAr : siteEn;
  const dir = locale === "ar" ? "rtl" : "ltr";
  const align = locale === "ar" ? "right" : "left";
  const site = appUrl.replace(/\/$/, "");
  return (
    <Html lang={locale} dir={dir}>
      <Head>
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ margin: 0, padding: "24px 0", backgroundColor: MAIL_COLORS.page, fontFamily: FONT[locale], color: MAIL_COLORS.text }}>
        <Container style={{ maxWidth: 560, margin: "0 auto", padding: "0 12px" }}>
          {/* The name on top links home; the plain-text part starts with the greeting instead. */}
          <Section style={{ padding: "8px 4px 16px", textAlign: align }} data-skip-in-text="true">
            <Link href={site} style={{ color: MAIL_COLORS.accentDark, fontSize: 22, fontWeight: 700, textDecoration: "none" }}>
              {locale === "ar" ? "أمل" : "Amal"}
            </Link>
          </Section>
          <Section style={{ backgroundColor: "#ffffff", border: `1px solid ${MAIL_COLORS.line}`, borderRadius: 12, padding: "28px 28px 20px", textAlign: align }} dir={dir}>
            {children}
            <Text style={{ ...paragraph, color: MAIL_COLORS.muted, marginTop: 24 }}>{t.signature}</Text>
          </Section>
          <Section style={{ padding: "16px 8px", textAlign: align }} dir={dir}>
            <Text style={footerText}>{why ?? t["layout.why"]}</Text>
            <Text style={footerText}>
              {place["footer.address.eg.1"]}, {place["footer.address.eg.2"]}
            </Text>
            {footer}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

const paragraph: CSSProperties = { fontSize: 15, lineHeight: "24px", margin: "0 0 14px" };
const footerText: CSSProperties = { fontSize: 12, lineHeight: "18px", color: MAIL_COLORS.muted, margin: "0 0 6px" };

export function MailHeading({ children }: { children: ReactNode }) {
  return <Heading as="h1" style={{ fontSize: 20, lineHeight: "28px", margin: "0 0 16px", fontWeight: 700 }}>{children}</Heading>;
}

export function MailSubheading({ children }: { children: ReactNode }) {
  return <Heading as="h2" style={{ fontSize: 16, lineHeight: "24px", margin: "20px 0 8px", fontWeight: 700 }}>{children}</Heading>;
}

export function MailText({ children, muted }: { children: ReactNode; muted?: boolean }) {
  return <Text style={muted ? { ...paragraph, color: MAIL_COLORS.muted, fontSize: 13, lineHeight: "20px" } : paragraph}>{children}</Text>;
}

/** A call to action; the plain-text part shows its label and URL. */
export function MailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: "8px 0 18px" }}>
      <Button href={href} style={{ backgroundColor: MAIL_COLORS.accent, color: "#ffffff", borderRadius: 8, padding: "12px 20px", fontSize: 15, fontWeight: 600, textDecoration: "none" }}>
        {children}
      </Button>
    </Section>
  );
}

/** A link shown as its own address (for clients that hide buttons) and a footer-style line. */
export function MailLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <Link href={href} style={{ color: MAIL_COLORS.accentDark, wordBreak: "break-all" }}>
      {children ?? href}
    </Link>
  );
}

/**
 * The e-mail's main link: a button, then the address itself as a link (for clients that hide
 * buttons, and to copy). The plain-text part shows the address once, on its own line. With
 * `address={false}` (the address is already written in a sentence) only the button is added.
 */
export function MailAction({ href, label, address = true }: { href: string; label: ReactNode; address?: boolean }) {
  return (
    <>
      <Section style={{ margin: "8px 0 12px" }} data-skip-in-text="true">
        <Button href={href} style={{ backgroundColor: MAIL_COLORS.accent, color: "#ffffff", borderRadius: 8, padding: "12px 20px", fontSize: 15, fontWeight: 600, textDecoration: "none" }}>
          {label}
        </Button>
      </Section>
      {address && (
        <Text style={{ ...paragraph, fontSize: 13, lineHeight: "20px" }}>
          <MailLink href={href} />
        </Text>
      )}
    </>
  );
}

const SLOT = "\u0001";

/**
 * A sentence with a link inside it: `words(slot)` is the translated sentence with `slot` where
 * the address goes (e.g. `(url) => t("alert.advice", { url })`); the address becomes a link.
 */
export function withLink(words: (slot: string) => string, href: string): ReactNode {
  const parts = words(SLOT).split(SLOT);
  return parts.flatMap((part, i) => (i === 0 ? [part] : [<MailLink key={i} href={href} />, part]));
}

export function MailRule() {
  return <Hr style={{ borderColor: MAIL_COLORS.line, margin: "20px 0" }} />;
}

export { Section as MailSection };
