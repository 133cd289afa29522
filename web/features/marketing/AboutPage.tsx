import { Button, Heading, Text } from "@radix-ui/themes";
import { AppLink } from "../../lib/nav";
import { COMPANY } from "../site/Footer";
import { FeatureCard } from "./FeatureCard";
import { Icon } from "./icons";
import { GetStartedButton } from "./GetStartedButton";
import { aboutUs, SUPPORT_EMAIL } from "./legal";
import { SectionHeading } from "./SectionHeading";
import "./marketing.css";
import "./about.css";

/** About Us (spec section 2): the company, its mission, strengths, vision and offices. */
export function AboutPage() {
  return (
    <>
      <header className="page-hero about-hero">
        <div className="container about-hero__inner">
          <span className="eyebrow">About Us</span>
          <Heading as="h1" size={{ initial: "8", md: "9" }} className="about-hero__title">
            {aboutUs.title}
          </Heading>
          <Text as="p" size={{ initial: "4", md: "5" }} className="about-hero__lead">
            {aboutUs.lead}
          </Text>
        </div>
      </header>

      <section className="section" aria-labelledby="story-title">
        <div className="container about-story">
          <div className="about-story__text">
            <SectionHeading id="story-title" eyebrow="Our story" title="Who we are" align="start" />
            {aboutUs.story.map((p, i) => (
              <Text as="p" size="4" key={i} className="about-story__paragraph">
                {p}
              </Text>
            ))}
          </div>
          <aside className="about-mission" aria-labelledby="mission-title">
            <span className="icon-chip">
              <Icon name="compass" />
            </span>
            <Heading as="h3" id="mission-title" size="3" className="about-mission__label">
              Our mission
            </Heading>
            <p className="about-mission__text">{aboutUs.mission}</p>
            <dl className="about-facts">
              <div>
                <dt>Company</dt>
                <dd>{COMPANY.name}</dd>
              </div>
              <div>
                <dt>Registered in</dt>
                <dd>New Mexico, USA</dd>
              </div>
              <div>
                <dt>Serving</dt>
                <dd>Egypt and the United States</dd>
              </div>
              <div>
                <dt>Languages</dt>
                <dd>English and Arabic</dd>
              </div>
            </dl>
          </aside>
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="strengths-title">
        <div className="container">
          <SectionHeading id="strengths-title" eyebrow="Why Amal" title="Our strengths" />
          <ul className="feature-grid">
            {aboutUs.strengths.map((s) => (
              <FeatureCard key={s.title} icon={s.icon} title={s.title} body={s.body} />
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="vision-title">
        <div className="container about-vision">
          <SectionHeading id="vision-title" eyebrow="Looking ahead" title="Our vision" />
          {aboutUs.vision.map((p, i) => (
            <Text as="p" size={{ initial: "4", md: "5" }} key={i} className="about-vision__paragraph">
              {p}
            </Text>
          ))}
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="offices-title">
        <div className="container">
          <SectionHeading id="offices-title" eyebrow="Where we are" title="Our offices" />
          <ul className="about-offices">
            {COMPANY.addresses.map((a) => (
              <li key={a.label} className="about-office">
                <span className="icon-chip">
                  <Icon name="building" />
                </span>
                <Heading as="h3" size="4">
                  {a.label}
                </Heading>
                <address>
                  {COMPANY.name}
                  {a.lines.map((l) => (
                    <span key={l}>{l}</span>
                  ))}
                </address>
              </li>
            ))}
          </ul>
          <Text as="p" size="3" color="gray" className="about-offices__contact">
            Write to us any time at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or through the <AppLink to="/contact-us">contact page</AppLink>.
          </Text>
        </div>
      </section>

      <section className="section section--closing" aria-labelledby="cta-title">
        <div className="container">
          <div className="closing-cta">
            <Heading as="h2" id="cta-title" size={{ initial: "7", md: "8" }}>
              Meet your career coach
            </Heading>
            <Text as="p" size="4" className="closing-cta__body">
              Create your account, upload your resume and get your first plan from Amal today.
            </Text>
            <div className="cta-row cta-row--center">
              <GetStartedButton inverted />
              <Button asChild size="4" variant="outline" className="closing-cta__secondary">
                <AppLink to="/pricing">See pricing</AppLink>
              </Button>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
