import { Badge, Button, Heading, Text } from "@radix-ui/themes";
import { Fragment, type CSSProperties, type ReactNode } from "react";
import { planSeeds } from "../../../core/content/plans";
import { useT } from "../../i18n/I18n";
import type { Namespaces } from "../../i18n/namespaces";
import type { Translator } from "../../../core/i18n/translate";
import { AppLink } from "../../lib/nav";
import { NewsletterForm } from "../site/NewsletterForm";
import { FeatureCard } from "./FeatureCard";
import { GetStartedButton } from "./GetStartedButton";
import { Icon } from "./icons";
import { ProductPreview } from "./ProductPreview";
import { numbered, productOrder, products, type ProductContent } from "./products";
import { SectionHeading } from "./SectionHeading";
import "./marketing.css";
import "./products.css";

const lowestMonthlyPrice = Math.min(...planSeeds.map((p) => p.priceMonthly));

type ProductMessage = keyof Namespaces["products"] & string;
type Words = (part: string) => string;

/** The words of one product page: `words("title")` reads "product-roadmap.title" (products.ts explains the keys). */
function useProductWords(product: ProductContent): { t: Translator<Namespaces["products"]>; words: Words } {
  const t = useT("products");
  return { t, words: (part) => t(`${product.key}.${part}` as ProductMessage) };
}

/** An arrow along the reading direction: it turns around in right-to-left text. */
function ForwardArrow({ size }: { size: number }) {
  return (
    <span className="flip-rtl">
      <Icon name="arrowRight" size={size} />
    </span>
  );
}

/**
 * One product marketing page (spec section 2, "Marketing pages"), built from products.ts and the
 * "products" catalogue. It renders the page body only: the route (SPA) or SiteApp (prerendered
 * site) adds SiteLayout.
 */
export function ProductPage({ product }: { product: ProductContent }) {
  const { t, words } = useProductWords(product);
  const hasSurveyFigures = product.stats.some((s) => s.survey);
  return (
    <>
      <section className="product-hero" aria-labelledby="product-title">
        <div className="container product-hero__grid">
          <div className="product-hero__text">
            <div className="product-hero__eyebrow">
              <span className="icon-chip">
                <Icon name={product.icon} size={20} />
              </span>
              <span className="eyebrow">{words("eyebrow")}</span>
              {product.comingSoon && (
                <Badge size="2" color="amber" variant="soft" radius="full" highContrast>
                  {t("comingSoon")}
                </Badge>
              )}
            </div>
            <Heading as="h1" id="product-title" size={{ initial: "8", md: "9" }} className="product-hero__title">
              {words("title")}
            </Heading>
            <Text as="p" size={{ initial: "4", md: "5" }} className="product-hero__lead">
              {words("lead")}
            </Text>
            <div className="cta-row">
              {product.comingSoon ? (
                <>
                  <Button asChild size="4">
                    <a href="#available-now">
                      {t("hero.seeAvailable")} <ForwardArrow size={18} />
                    </a>
                  </Button>
                  <Button asChild size="4" variant="outline">
                    <a href="#notify">{t("hero.notify")}</a>
                  </Button>
                </>
              ) : (
                <>
                  <GetStartedButton />
                  <Button asChild size="4" variant="outline">
                    <AppLink to="/pricing">{t("hero.pricing")}</AppLink>
                  </Button>
                </>
              )}
            </div>
            <Text as="p" size="2" className="product-hero__note">
              {product.comingSoon ? t("hero.noteSoon") : t("hero.note", { amount: lowestMonthlyPrice })}
            </Text>
          </div>
          <ProductPreview kind={product.preview} planned={product.comingSoon} />
        </div>
      </section>

      <section className="stats-band" aria-labelledby="stats-title">
        <div className="container">
          <Heading as="h2" id="stats-title" size="3" className="stats-band__title">
            {words("stats.title")}
          </Heading>
          <ul
            className={product.stats.length === 3 ? "stats-band__grid stats-band__grid--three" : "stats-band__grid"}
            style={{ "--stat-count": product.stats.length } as CSSProperties}
          >
            {product.stats.map((s, i) => (
              <li key={i} className="stat">
                {/* An empty prefix line keeps the figures of a row aligned. */}
                <span className="stat__prefix" aria-hidden={s.upTo ? undefined : true}>
                  {s.upTo ? t("stats.upTo") : "\u00a0"}
                </span>
                <span className="stat__value">
                  {words(`stats.${i + 1}.value`)}
                  {s.survey && <sup className="stat__mark">*</sup>}
                </span>
                <span className="stat__label">{words(`stats.${i + 1}.label`)}</span>
              </li>
            ))}
          </ul>
          {hasSurveyFigures && <p className="stats-band__footnote">{product.ownFootnote ? words("stats.footnote") : t("stats.footnote")}</p>}
        </div>
      </section>

      <section className="section" aria-labelledby="steps-title">
        <div className="container">
          <SectionHeading id="steps-title" eyebrow={t(product.comingSoon ? "steps.eyebrowSoon" : "steps.eyebrow")} title={words("steps.title")} />
          <ol className="steps">
            {numbered(product.steps).map((n) => (
              <li key={n} className="step">
                <span className="step__number" aria-hidden="true">
                  {t.number(n)}
                </span>
                <Heading as="h3" size="4">
                  {words(`steps.${n}.title`)}
                </Heading>
                <Text as="p" size="3" color="gray">
                  {words(`steps.${n}.body`)}
                </Text>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <FeatureSection id="features" group="features" product={product} eyebrow={t(product.comingSoon ? "features.eyebrowSoon" : "features.eyebrow")} tone="tinted" />
      {product.availableNow && <FeatureSection id="available-now" group="now" product={product} eyebrow={t("now.eyebrow")} />}

      <section className="section" aria-labelledby="audience-title">
        <div className="container audience">
          <div className="audience__intro">
            <SectionHeading id="audience-title" eyebrow={t("audience.eyebrow")} title={t(product.comingSoon ? "audience.titleSoon" : "audience.title")} align="start" />
            <Text as="p" size="3" color="gray">
              {withElements(t("audience.ask"), { link: <AppLink to="/contact-us">{t("audience.askLink")}</AppLink> })}
            </Text>
          </div>
          <dl className="audience__list">
            {numbered(product.questions).map((n) => (
              <div key={n} className="audience__item">
                <dt>{words(`faq.${n}.q`)}</dt>
                <dd>{words(`faq.${n}.a`)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <RelatedProducts current={product} />

      <section className="section section--closing" id={product.comingSoon ? "notify" : undefined} aria-labelledby="cta-title">
        <div className="container">
          <div className="closing-cta">
            <Heading as="h2" id="cta-title" size={{ initial: "7", md: "8" }}>
              {words("cta.title")}
            </Heading>
            <Text as="p" size="4" className="closing-cta__body">
              {words("cta.body")}
            </Text>
            {product.comingSoon ? (
              <div className="closing-cta__notify">
                <NewsletterForm variant="light" formLabel={t("cta.notifyForm")} fieldLabel={t("cta.notifyField")} />
                <AppLink to="/signup" className="closing-cta__link" freshSignup>
                  {t("cta.joinNow")} <ForwardArrow size={16} />
                </AppLink>
              </div>
            ) : (
              <div className="cta-row cta-row--center">
                <GetStartedButton inverted />
                <Button asChild size="4" variant="outline" className="closing-cta__secondary">
                  <AppLink to="/pricing">{t("cta.pricing")}</AppLink>
                </Button>
              </div>
            )}
          </div>
        </div>
      </section>
    </>
  );
}

/** Replaces the `{name}` placeholders of a message with elements (a link inside a sentence). */
function withElements(message: string, elements: Record<string, ReactNode>): ReactNode[] {
  return message.split(/\{(\w+)\}/).map((part, i) => (i % 2 === 1 && part in elements ? <Fragment key={i}>{elements[part]}</Fragment> : part));
}

/** The feature cards ("features") or the tools available today ("now") of a product page. */
function FeatureSection({ id, group, product, eyebrow, tone }: { id: string; group: "features" | "now"; product: ProductContent; eyebrow: string; tone?: "tinted" }) {
  const { words } = useProductWords(product);
  const items = group === "features" ? product.features.map((icon) => ({ icon, link: undefined })) : (product.availableNow ?? []);
  return (
    <section className={tone === "tinted" ? "section section--tinted" : "section"} id={id} aria-labelledby={`${id}-title`}>
      <div className="container">
        <SectionHeading id={`${id}-title`} eyebrow={eyebrow} title={words(`${group}.title`)} lead={words(`${group}.lead`)} />
        <ul className={items.length === 4 ? "feature-grid feature-grid--four" : "feature-grid"}>
          {items.map((item, i) => (
            <FeatureCard
              key={i}
              icon={item.icon}
              title={words(`${group}.${i + 1}.title`)}
              body={words(`${group}.${i + 1}.body`)}
              link={item.link ? { to: item.link, label: words(`${group}.${i + 1}.link`) } : undefined}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}

function RelatedProducts({ current }: { current: ProductContent }) {
  const t = useT("products");
  const others = productOrder.filter((slug) => slug !== current.slug).map((slug) => products[slug]);
  return (
    <section className="section section--tinted" aria-labelledby="related-title">
      <div className="container">
        <SectionHeading id="related-title" eyebrow={t("related.eyebrow")} title={t("related.title")} />
        <ul className="related-grid">
          {others.map((p) => (
            <li key={p.slug}>
              <AppLink to={p.path} className="related-card">
                <span className="icon-chip icon-chip--small">
                  <Icon name={p.icon} size={18} />
                </span>
                <span className="related-card__name">
                  {t(`${p.key}.name`)}
                  {p.comingSoon && (
                    <Badge color="amber" variant="soft" radius="full" highContrast>
                      {t("comingSoon")}
                    </Badge>
                  )}
                </span>
                <span className="related-card__summary">{t(`${p.key}.summary`)}</span>
                <span className="related-card__more" aria-hidden="true">
                  {t("related.more")} <ForwardArrow size={16} />
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
