/**
 * The weekly career e-mail (React Email, the shared layout), in the account's language, with the
 * one-click unsubscribe of RFC 8058: the footer links to the signed unsubscribe page and the
 * headers give mail clients the same URL to POST to.
 */
import blogAr from "../../../core/i18n/messages/blog.ar";
import blogEn from "../../../core/i18n/messages/blog.en";
import mailAr from "../../../core/i18n/messages/career-mail.ar";
import mailEn from "../../../core/i18n/messages/career-mail.en";
import emailsAr from "../../../core/i18n/messages/emails.ar";
import emailsEn from "../../../core/i18n/messages/emails.en";
import { skillLabel } from "../../../core/roadmap/knowledge";
import { translatorFor } from "../../lib/i18n";
import type { OutgoingMail } from "../../providers/mail";
import { MailButton, MailHeading, MailLayout, MailLink, MailSubheading, MailText } from "../mail/layout";
import { renderMail } from "../mail/render";
import type { Digest } from "./digest";

export interface WeeklyMailInput {
  to: string;
  name: string;
  locale: "en" | "ar";
  digits: "latn" | "arab";
  appUrl: string;
  /** The signed unsubscribe page for this account (also the one-click POST target). */
  unsubscribeUrl: string;
  digest: Digest;
}

/** `/unsubscribe-from-email?user_email=…&token=…` on the site. */
export function unsubscribeUrl(appUrl: string, email: string, token: string): string {
  const url = new URL("/unsubscribe-from-email", appUrl);
  url.searchParams.set("user_email", email);
  url.searchParams.set("token", token);
  return url.toString();
}

export function weeklyCareerMail(input: WeeklyMailInput): OutgoingMail {
  const language = { locale: input.locale, digits: input.digits };
  const t = translatorFor({ en: mailEn, ar: mailAr }, language);
  const blog = translatorFor({ en: blogEn, ar: blogAr }, language);
  const groups = translatorFor({ en: emailsEn, ar: emailsAr }, language);
  const site = input.appUrl.replace(/\/$/, "");
  const { digest } = input;
  const postTitle = (post: { id: number; title: string }) => {
    const key = `post.${post.id}.title` as keyof typeof blogEn & string;
    return key in blogEn ? blog(key) : post.title;
  };
  const footer = (
    <>
      <MailText muted>
        {t("footer.unsubscribeQuestion")} <MailLink href={input.unsubscribeUrl}>{t("footer.unsubscribe")}</MailLink>
      </MailText>
    </>
  );
  const { html, text } = renderMail(
    <MailLayout locale={input.locale} preview={t("preview")} appUrl={site} footer={footer} why={t("footer.why")}>
      <MailHeading>{t("hello", { name: input.name })}</MailHeading>
      <MailText>{t("intro")}</MailText>
      {digest.tip && (
        <>
          <MailSubheading>{t("tip.heading")}</MailSubheading>
          <MailText>{digest.tip}</MailText>
        </>
      )}
      {digest.posts.length > 0 && (
        <>
          <MailSubheading>{t("posts.heading")}</MailSubheading>
          {digest.posts.map((post) => (
            <MailText key={post.id}>
              <MailLink href={`${site}/blog/article/${post.id}`}>{postTitle(post)}</MailLink>
            </MailText>
          ))}
        </>
      )}
      {digest.tracker.total > 0 && (
        <>
          <MailSubheading>{t("tracker.heading")}</MailSubheading>
          <MailText>{t("tracker.intro", { count: digest.tracker.total })}</MailText>
          {digest.tracker.groups.map((g) => (
            <MailText key={g.group}>{t("tracker.group", { group: groups(`group.${g.group}`), count: g.count })}</MailText>
          ))}
          <MailText>
            <MailLink href={`${site}/portal/ai-email-tracker`}>{t("tracker.link")}</MailLink>
          </MailText>
        </>
      )}
      {digest.courses && (
        <>
          <MailSubheading>{t("courses.heading")}</MailSubheading>
          <MailText>{t("courses.intro", { role: digest.courses.role })}</MailText>
          {digest.courses.items.map((course) => (
            <MailText key={course.url}>
              <MailLink href={course.url}>{course.title}</MailLink> ({course.provider}) — {t("courses.teaches", { skills: course.skills.map((s) => skillLabel(s, input.locale)).join(input.locale === "ar" ? "، " : ", ") })}
            </MailText>
          ))}
        </>
      )}
      <MailButton href={`${site}/portal/home`}>{t("cta")}</MailButton>
    </MailLayout>,
  );
  return {
    to: input.to,
    subject: t("subject"),
    text,
    html,
    headers: { "List-Unsubscribe": `<${input.unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
