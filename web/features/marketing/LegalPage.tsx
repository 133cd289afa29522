import { Heading, Text } from "@radix-ui/themes";
import { useMemo } from "react";
import { intlLocale, localizedPath } from "../../../core/i18n/locales";
import type { Catalogue, Translator } from "../../../core/i18n/translate";
import { formatLongDateIn } from "../../../core/format/dates";
import { rememberLocale } from "../../i18n/choice";
import { withElements } from "../../i18n/elements";
import { useLocale, useMessages, useT } from "../../i18n/I18n";
import { Icon } from "./icons";
import { LEGAL_DOCUMENTS, LEGAL_LAST_UPDATED_ISO, legalOutline, SUPPORT_EMAIL, type LegalBlock, type LegalDocumentName } from "./legal";
import { RichText } from "./RichText";
import "./marketing.css";
import "./legal.css";

/** The support address as the texts' `{email}` placeholder, a mailto link in RichText's markup. */
const MAIL = `[${SUPPORT_EMAIL}](mailto:${SUPPORT_EMAIL})`;

/**
 * A legal text page (Privacy Policy, Terms of Service): title, last-updated date, a table of
 * contents linking to each section, and the sections as prose. The contents sit beside the
 * text on wide screens and above it on narrow ones. A translation says that the English text
 * prevails and links to it.
 */
export function LegalPage({ document }: { document: LegalDocumentName }) {
  const common = useT("legal");
  // The document's keys come from its own catalogue (legalOutline), so it is read as a plain one.
  const t = useT(document) as unknown as Translator<Catalogue>;
  const messages = useMessages(document);
  const outline = useMemo(() => legalOutline(Object.keys(messages)), [messages]);
  const { locale, digits } = useLocale();
  const text = (key: string) => t(key, { email: MAIL });
  const updated = formatLongDateIn(LEGAL_LAST_UPDATED_ISO, intlLocale(locale, digits));
  const english = LEGAL_DOCUMENTS[document];
  const mail = (
    <a href={`mailto:${SUPPORT_EMAIL}`} dir="ltr">
      {SUPPORT_EMAIL}
    </a>
  );

  return (
    <>
      <header className="page-hero legal-hero">
        <div className="container legal-hero__inner">
          <span className="eyebrow">{common("eyebrow")}</span>
          <Heading as="h1" size={{ initial: "8", md: "9" }} className="legal-hero__title">
            {t("page.title")}
          </Heading>
          <Text as="p" size="3" className="legal-hero__updated">
            <Icon name="clock" size={16} />
            <span>{withElements(common("updated"), { date: <time dateTime={LEGAL_LAST_UPDATED_ISO}>{updated}</time> })}</span>
          </Text>
          {locale !== "en" && (
            <p className="legal-hero__translation">
              {common("translation.notice")}{" "}
              <a href={localizedPath(english, "en")} hrefLang="en" onClick={() => rememberLocale("en")} data-remember-locale="en">
                {common("translation.original")}
              </a>
            </p>
          )}
        </div>
      </header>
      <div className="container legal-layout">
        <nav className="legal-toc" aria-labelledby="toc-title">
          <p id="toc-title" className="legal-toc__title">
            {common("toc.title")}
          </p>
          <ol>
            {outline.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{t(s.titleKey)}</a>
              </li>
            ))}
          </ol>
          <p className="legal-toc__contact">{withElements(common("toc.questions"), { email: mail })}</p>
        </nav>
        <article className="prose legal-prose">
          {outline.intro.map((key, i) => (
            <p key={key} className={i === 0 ? "legal-prose__intro" : undefined}>
              <RichText text={text(key)} newTab={common("newTab")} />
            </p>
          ))}
          {outline.sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="legal-section">
              <h2 id={`${s.id}-title`}>{t(s.titleKey)}</h2>
              {s.blocks.map((b) => (
                <Block key={b.kind === "list" ? b.keys[0] : b.key} block={b} text={text} newTab={common("newTab")} />
              ))}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}

function Block({ block, text, newTab }: { block: LegalBlock; text: (key: string) => string; newTab: string }) {
  if (block.kind === "list") {
    return (
      <ul>
        {block.keys.map((key) => (
          <li key={key}>
            <RichText text={text(key)} newTab={newTab} />
          </li>
        ))}
      </ul>
    );
  }
  if (block.kind === "h3") return <h3>{text(block.key)}</h3>;
  return (
    <p>
      <RichText text={text(block.key)} newTab={newTab} />
    </p>
  );
}
