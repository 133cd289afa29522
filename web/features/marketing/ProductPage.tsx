import { Badge, Button, Heading, Text } from "@radix-ui/themes";
import type { CSSProperties } from "react";
import { AppLink } from "../../lib/nav";
import { planSeeds } from "../../../core/content/plans";
import { clearSignupProgress } from "../../lib/storage";
import { NewsletterForm } from "../site/NewsletterForm";
import { FeatureCard } from "./FeatureCard";
import { GetStartedButton } from "./GetStartedButton";
import { Icon } from "./icons";
import { ProductPreview } from "./ProductPreview";
import { productOrder, products, SURVEY_FOOTNOTE, type FeatureGroup, type ProductContent } from "./products";
import { SectionHeading } from "./SectionHeading";
import "./marketing.css";
import "./products.css";

const lowestMonthlyPrice = Math.min(...planSeeds.map((p) => p.priceMonthly));

/**
 * One product marketing page (spec section 2, "Marketing pages"), filled from products.ts. It
 * renders the page body only: the route (SPA) or SiteApp (prerendered site) adds SiteLayout.
 */
export function ProductPage({ product }: { product: ProductContent }) {
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
              <span className="eyebrow">{product.eyebrow}</span>
              {product.comingSoon && (
                <Badge size="2" color="amber" variant="soft" radius="full" highContrast>
                  Coming Soon
                </Badge>
              )}
            </div>
            <Heading as="h1" id="product-title" size={{ initial: "8", md: "9" }} className="product-hero__title">
              {product.title}
            </Heading>
            <Text as="p" size={{ initial: "4", md: "5" }} className="product-hero__lead">
              {product.lead}
            </Text>
            <div className="cta-row">
              {product.comingSoon ? (
                <>
                  <Button asChild size="4">
                    <a href="#available-now">
                      See what’s available now <Icon name="arrowRight" size={18} />
                    </a>
                  </Button>
                  <Button asChild size="4" variant="outline">
                    <a href="#notify">Notify me at launch</a>
                  </Button>
                </>
              ) : (
                <>
                  <GetStartedButton />
                  <Button asChild size="4" variant="outline">
                    <AppLink to="/pricing">See pricing</AppLink>
                  </Button>
                </>
              )}
            </div>
            <Text as="p" size="2" className="product-hero__note">
              {product.comingSoon
                ? "Not available yet. Everything else on Amal is ready to use today."
                : `Plans from EGP ${lowestMonthlyPrice} a month · Cancel any time · English and Arabic`}
            </Text>
          </div>
          <ProductPreview kind={product.preview} planned={product.comingSoon} />
        </div>
      </section>

      <section className="stats-band" aria-labelledby="stats-title">
        <div className="container">
          <Heading as="h2" id="stats-title" size="3" className="stats-band__title">
            {product.statsTitle}
          </Heading>
          <ul
            className={product.stats.length === 3 ? "stats-band__grid stats-band__grid--three" : "stats-band__grid"}
            style={{ "--stat-count": product.stats.length } as CSSProperties}
          >
            {product.stats.map((s) => (
              <li key={s.label} className="stat">
                {/* An empty prefix line keeps the figures of a row aligned. */}
                <span className="stat__prefix" aria-hidden={s.prefix ? undefined : true}>
                  {s.prefix ?? "\u00a0"}
                </span>
                <span className="stat__value">
                  {s.value}
                  {s.survey && <sup className="stat__mark">*</sup>}
                </span>
                <span className="stat__label">{s.label}</span>
              </li>
            ))}
          </ul>
          {hasSurveyFigures && <p className="stats-band__footnote">{product.statsFootnote ?? SURVEY_FOOTNOTE}</p>}
        </div>
      </section>

      <section className="section" aria-labelledby="steps-title">
        <div className="container">
          <SectionHeading id="steps-title" eyebrow={product.comingSoon ? "Planned" : "How it works"} title={product.stepsTitle} />
          <ol className="steps">
            {product.steps.map((step, i) => (
              <li key={step.title} className="step">
                <span className="step__number" aria-hidden="true">
                  {i + 1}
                </span>
                <Heading as="h3" size="4">
                  {step.title}
                </Heading>
                <Text as="p" size="3" color="gray">
                  {step.body}
                </Text>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <FeatureSection id="features" group={product.features} eyebrow={product.comingSoon ? "Coming Soon" : "Features"} tone="tinted" />
      {product.availableNow && <FeatureSection id="available-now" group={product.availableNow} eyebrow="Ready today" />}

      <section className="section" aria-labelledby="audience-title">
        <div className="container audience">
          <div className="audience__intro">
            <SectionHeading id="audience-title" eyebrow="Who it’s for" title={product.comingSoon ? "Questions you may have" : "Is it right for you?"} align="start" />
            <Text as="p" size="3" color="gray">
              Still unsure? <AppLink to="/contact-us">Ask our team a question</AppLink> — we are happy to help.
            </Text>
          </div>
          <dl className="audience__list">
            {product.audience.map((a) => (
              <div key={a.question} className="audience__item">
                <dt>{a.question}</dt>
                <dd>{a.answer}</dd>
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
              {product.cta.title}
            </Heading>
            <Text as="p" size="4" className="closing-cta__body">
              {product.cta.body}
            </Text>
            {product.comingSoon ? (
              <div className="closing-cta__notify">
                <NewsletterForm variant="light" formLabel="Launch updates" fieldLabel="Tell me when it launches" />
                <AppLink to="/signup" className="closing-cta__link" onClick={clearSignupProgress}>
                  Or join Amal now and use the coach today <Icon name="arrowRight" size={16} />
                </AppLink>
              </div>
            ) : (
              <div className="cta-row cta-row--center">
                <GetStartedButton inverted />
                <Button asChild size="4" variant="outline" className="closing-cta__secondary">
                  <AppLink to="/pricing">See pricing</AppLink>
                </Button>
              </div>
            )}
          </div>
        </div>
      </section>
    </>
  );
}

function FeatureSection({ id, group, eyebrow, tone }: { id: string; group: FeatureGroup; eyebrow: string; tone?: "tinted" }) {
  return (
    <section className={tone === "tinted" ? "section section--tinted" : "section"} id={id} aria-labelledby={`${id}-title`}>
      <div className="container">
        <SectionHeading id={`${id}-title`} eyebrow={eyebrow} title={group.title} lead={group.lead} />
        <ul className={group.items.length === 4 ? "feature-grid feature-grid--four" : "feature-grid"}>
          {group.items.map((f) => (
            <FeatureCard key={f.title} icon={f.icon} title={f.title} body={f.body} link={f.link} />
          ))}
        </ul>
      </div>
    </section>
  );
}

function RelatedProducts({ current }: { current: ProductContent }) {
  const others = productOrder.filter((slug) => slug !== current.slug).map((slug) => products[slug]);
  return (
    <section className="section section--tinted" aria-labelledby="related-title">
      <div className="container">
        <SectionHeading id="related-title" eyebrow="One subscription" title="Explore more of Amal" />
        <ul className="related-grid">
          {others.map((p) => (
            <li key={p.slug}>
              <AppLink to={p.path} className="related-card">
                <span className="icon-chip icon-chip--small">
                  <Icon name={p.icon} size={18} />
                </span>
                <span className="related-card__name">
                  {p.name}
                  {p.comingSoon && (
                    <Badge color="amber" variant="soft" radius="full" highContrast>
                      Coming Soon
                    </Badge>
                  )}
                </span>
                <span className="related-card__summary">{p.summary}</span>
                <span className="related-card__more" aria-hidden="true">
                  Learn more <Icon name="arrowRight" size={16} />
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
