import { Heading, Text } from "@radix-ui/themes";
import { useId, useState } from "react";
import { useT } from "../../i18n/I18n";
import { FAQS } from "./content";

/** The landing FAQ: an accordion with one question open at a time. */
export function Faq() {
  const t = useT("landing");
  const [open, setOpen] = useState<number | null>(0);
  const baseId = useId();
  return (
    <div className="faq">
      <div className="faq__intro">
        <Heading as="h2" size="8" className="section-title">{t("faq.title")}</Heading>
        <Text as="p" size="4" color="gray" className="faq__intro-wide">{t("faq.introWide")}</Text>
        <Text as="p" size="3" color="gray" className="faq__intro-narrow">{t("faq.introNarrow")}</Text>
      </div>
      <div className="faq__list">
        {FAQS.map((item, i) => {
          const isOpen = open === i;
          const buttonId = `${baseId}-q${i}`;
          const panelId = `${baseId}-a${i}`;
          return (
            <div key={item} className={isOpen ? "faq__item faq__item--open" : "faq__item"}>
              <h3 className="faq__question">
                <button id={buttonId} type="button" aria-expanded={isOpen} aria-controls={panelId} onClick={() => setOpen(isOpen ? null : i)}>
                  <span>{t(`faq.${item}.q`)}</span>
                  <svg className="faq__chevron" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
                    <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </button>
              </h3>
              <section id={panelId} aria-labelledby={buttonId} className="faq__answer" hidden={!isOpen}>
                <p>{t(`faq.${item}.a`)}</p>
              </section>
            </div>
          );
        })}
      </div>
    </div>
  );
}
