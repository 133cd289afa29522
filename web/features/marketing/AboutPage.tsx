import { Button, Heading, Text } from "@radix-ui/themes";
import { withElements } from "../../i18n/elements";
import { useT } from "../../i18n/I18n";
import { AppLink } from "../../lib/nav";
import { COMPANY } from "../site/Footer";
import { FeatureCard } from "./FeatureCard";
import { Icon } from "./icons";
import { GetStartedButton } from "./GetStartedButton";
import { SUPPORT_EMAIL } from "./legal";
import { SectionHeading } from "./SectionHeading";
import "./marketing.css";
import "./about.css";

/** The page's structure; the words are in the "about" catalogue (core/i18n/messages/about.*.ts), keyed by these ids. */
const STORY = ["p1", "p2"] as const;
const STRENGTHS = [
  { id: "personal", icon: "sparkle" },
  { id: "languages", icon: "globe" },
  { id: "price", icon: "wallet" },
  { id: "toolkit", icon: "layers" },
  { id: "anytime", icon: "clock" },
  { id: "privacy", icon: "shield" },
] as const;
const VISION = ["p1", "p2"] as const;
const OFFICES = ["us", "eg"] as const;

/** About Us (spec section 2): the company, its mission, strengths, vision and offices. */
export function AboutPage() {
  const t = useT("about");
  return (
    <>
      <header className="page-hero about-hero">
        <div className="container about-hero__inner">
          <span className="eyebrow">{t("hero.eyebrow")}</span>
          <Heading as="h1" size={{ initial: "8", md: "9" }} className="about-hero__title">
            {t("hero.title")}
          </Heading>
          <Text as="p" size={{ initial: "4", md: "5" }} className="about-hero__lead">
            {t("hero.lead")}
          </Text>
        </div>
      </header>

      <section className="section" aria-labelledby="story-title">
        <div className="container about-story">
          <div className="about-story__text">
            <SectionHeading id="story-title" eyebrow={t("story.eyebrow")} title={t("story.title")} align="start" />
            {STORY.map((id) => (
              <Text as="p" size="4" key={id} className="about-story__paragraph">
                {t(`story.${id}`)}
              </Text>
            ))}
          </div>
          <aside className="about-mission" aria-labelledby="mission-title">
            <span className="icon-chip">
              <Icon name="compass" />
            </span>
            <Heading as="h3" id="mission-title" size="3" className="about-mission__label">
              {t("mission.title")}
            </Heading>
            <p className="about-mission__text">{t("mission.text")}</p>
            <dl className="about-facts">
              <div>
                <dt>{t("facts.company")}</dt>
                <dd>{COMPANY.name}</dd>
              </div>
              <div>
                <dt>{t("facts.registered.label")}</dt>
                <dd>{t("facts.registered.value")}</dd>
              </div>
              <div>
                <dt>{t("facts.serving.label")}</dt>
                <dd>{t("facts.serving.value")}</dd>
              </div>
              <div>
                <dt>{t("facts.languages.label")}</dt>
                <dd>{t("facts.languages.value")}</dd>
              </div>
            </dl>
          </aside>
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="strengths-title">
        <div className="container">
          <SectionHeading id="strengths-title" eyebrow={t("strengths.eyebrow")} title={t("strengths.title")} />
          <ul className="feature-grid">
            {STRENGTHS.map((s) => (
              <FeatureCard key={s.id} icon={s.icon} title={t(`strengths.${s.id}.title`)} body={t(`strengths.${s.id}.body`)} />
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="vision-title">
        <div className="container about-vision">
          <SectionHeading id="vision-title" eyebrow={t("vision.eyebrow")} title={t("vision.title")} />
          {VISION.map((id) => (
            <Text as="p" size={{ initial: "4", md: "5" }} key={id} className="about-vision__paragraph">
              {t(`vision.${id}`)}
            </Text>
          ))}
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="offices-title">
        <div className="container">
          <SectionHeading id="offices-title" eyebrow={t("offices.eyebrow")} title={t("offices.title")} />
          <ul className="about-offices">
            {OFFICES.map((id) => (
              <li key={id} className="about-office">
                <span className="icon-chip">
                  <Icon name="building" />
                </span>
                <Heading as="h3" size="4">
                  {t(`offices.${id}.label`)}
                </Heading>
                <address>
                  {COMPANY.name}
                  <span>{t(`offices.${id}.line1`)}</span>
                  <span>{t(`offices.${id}.line2`)}</span>
                </address>
              </li>
            ))}
          </ul>
          <Text as="p" size="3" color="gray" className="about-offices__contact">
            {withElements(t("offices.contact"), {
              email: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>,
              contactPage: <AppLink to="/contact-us">{t("offices.contactPage")}</AppLink>,
            })}
          </Text>
        </div>
      </section>

      <section className="section section--closing" aria-labelledby="cta-title">
        <div className="container">
          <div className="closing-cta">
            <Heading as="h2" id="cta-title" size={{ initial: "7", md: "8" }}>
              {t("cta.title")}
            </Heading>
            <Text as="p" size="4" className="closing-cta__body">
              {t("cta.text")}
            </Text>
            <div className="cta-row cta-row--center">
              <GetStartedButton inverted />
              <Button asChild size="4" variant="outline" className="closing-cta__secondary">
                <AppLink to="/pricing">{t("cta.pricing")}</AppLink>
              </Button>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
