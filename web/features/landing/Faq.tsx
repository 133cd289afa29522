import { Heading, Text } from "@radix-ui/themes";
import { useT } from "../../i18n/I18n";
import { FAQS } from "./content";

/**
 * The landing FAQ: an accordion with one question open at a time (the first to start with),
 * built from native <details> elements sharing a `name`, so it opens and closes the same with or
 * without JavaScript and needs no script of its own.
 */
export function Faq() {
  const t = useT("landing");
  return (
    <div className="faq">
      <div className="faq__intro">
        <Heading as="h2" size="8" className="section-title">{t("faq.title")}</Heading>
        <Text as="p" size="4" color="gray" className="faq__intro-wide">{t("faq.introWide")}</Text>
        <Text as="p" size="3" color="gray" className="faq__intro-narrow">{t("faq.introNarrow")}</Text>
      </div>
      <div className="faq__list">
        {FAQS.map((item, i) => (
          <details key={item} className="faq__item" name="faq" open={i === 0}>
            <summary className="faq__question">
              <h3>{t(`faq.${item}.q`)}</h3>
              <svg className="faq__chevron" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
                <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </summary>
            <div className="faq__answer">
              <p>{t(`faq.${item}.a`)}</p>
            </div>
          </details>
        ))}
      </div>
    </div>
  );
}
