import { Heading, Text } from "@radix-ui/themes";
import { Icon } from "./icons";
import { LEGAL_LAST_UPDATED, LEGAL_LAST_UPDATED_ISO, SUPPORT_EMAIL, type LegalBlock, type LegalDocument } from "./legal";
import { RichText } from "./RichText";
import "./marketing.css";
import "./legal.css";

/**
 * A legal text page (Privacy Policy, Terms of Service): title, last-updated date, a table of
 * contents linking to each section, and the sections as prose. The contents sit beside the
 * text on wide screens and above it on narrow ones.
 */
export function LegalPage({ doc }: { doc: LegalDocument }) {
  return (
    <>
      <header className="page-hero legal-hero">
        <div className="container legal-hero__inner">
          <span className="eyebrow">{doc.eyebrow}</span>
          <Heading as="h1" size={{ initial: "8", md: "9" }} className="legal-hero__title">
            {doc.title}
          </Heading>
          <Text as="p" size="3" className="legal-hero__updated">
            <Icon name="clock" size={16} />
            <span>
              Last updated: <time dateTime={LEGAL_LAST_UPDATED_ISO}>{LEGAL_LAST_UPDATED}</time>
            </span>
          </Text>
        </div>
      </header>
      <div className="container legal-layout">
        <nav className="legal-toc" aria-labelledby="toc-title">
          <p id="toc-title" className="legal-toc__title">
            On this page
          </p>
          <ol>
            {doc.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.title}</a>
              </li>
            ))}
          </ol>
          <p className="legal-toc__contact">
            Questions? <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </p>
        </nav>
        <article className="prose legal-prose">
          {doc.intro.map((p, i) => (
            <p key={i} className={i === 0 ? "legal-prose__intro" : undefined}>
              <RichText text={p} />
            </p>
          ))}
          {doc.sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="legal-section">
              <h2 id={`${s.id}-title`}>{s.title}</h2>
              {s.blocks.map((b, i) => (
                <Block key={i} block={b} />
              ))}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === "string") {
    return (
      <p>
        <RichText text={block} />
      </p>
    );
  }
  if ("h3" in block) return <h3>{block.h3}</h3>;
  return (
    <ul>
      {block.list.map((item, i) => (
        <li key={i}>
          <RichText text={item} />
        </li>
      ))}
    </ul>
  );
}
