import { Badge, Button, Heading, Text } from "@radix-ui/themes";
import { AppLink } from "../../lib/nav";
import { useEffect, useRef } from "react";
import { LatestPosts } from "../blog/LatestPosts";
import { ChatDemo } from "./ChatDemo";
import { useT } from "../../i18n/I18n";
import { DASHBOARD_ITEMS, FEATURES, HOW_IT_WORKS, SOLUTIONS, TRUST } from "./content";
import { Faq } from "./Faq";
import { smoothScrollTo } from "./smoothScroll";
import "./landing.css";

export type LandingSection = "solutions" | "features" | "faqs" | "how-it-works";

const ICON_PATHS = [
  "M4 5h16v11H8l-4 4V5Z",
  "M5 19V9m7 10V5m7 14v-7",
  "M7 3h7l5 5v13H7V3Zm7 0v5h5",
  "M8 12a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm8 2a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM2 20c0-3 3-5 6-5s6 2 6 5m2-5c3 0 6 2 6 5",
  "M12 3a4 4 0 0 1 4 4v4a4 4 0 0 1-8 0V7a4 4 0 0 1 4-4Zm-7 9a7 7 0 0 0 14 0M12 19v3",
  "M10 4a6 6 0 1 0 0 12 6 6 0 0 0 0-12Zm5 11 5 5",
];

function Icon({ index }: { index: number }) {
  return (
    <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true">
      <path d={ICON_PATHS[index % ICON_PATHS.length]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The landing page (/ and /home). `section` scrolls smoothly (800 ms) to that anchor. */
export function Landing({ section }: { section?: LandingSection }) {
  const t = useT("landing");
  const first = useRef(true);
  useEffect(() => {
    if (!section) return;
    const el = document.getElementById(section);
    if (!el) return;
    // On first load give the layout a frame to settle so the target position is right.
    const delay = first.current ? 60 : 0;
    first.current = false;
    const t = window.setTimeout(() => smoothScrollTo(el, 800), delay);
    return () => window.clearTimeout(t);
  }, [section]);

  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <div className="hero__copy">
            <Badge size="2" variant="soft" radius="full" className="hero__eyebrow">{t("hero.eyebrow")}</Badge>
            <h1 className="hero__title">{t("hero.title")}</h1>
            <p className="hero__lead hero__lead--desktop">{t("hero.lead")}</p>
            <p className="hero__lead hero__lead--tablet">{t("hero.tabletLead")}</p>
            <p className="hero__lead hero__lead--mobile">{t("hero.mobileLead")}</p>
            <div className="hero__actions">
              <Button asChild size="4">
                <AppLink to="/signup" freshSignup>{t("hero.getStarted")}</AppLink>
              </Button>
              <Button asChild size="4" variant="soft">
                <AppLink to="/" search={{ section: "how-it-works" }}>{t("hero.howItWorks")}</AppLink>
              </Button>
            </div>
            <ul className="hero__trust">
              {TRUST.map((id) => (
                <li key={id}>{t(`hero.trust.${id}`)}</li>
              ))}
            </ul>
          </div>
          <div className="hero__visual">
            <ChatDemo />
          </div>
        </div>
      </section>

      <section id="how-it-works" className="section how" aria-labelledby="how-title">
        <div className="container">
          <p className="section-eyebrow">{t("how.eyebrow")}</p>
          <Heading as="h2" size="8" id="how-title" className="section-title">{t("how.title")}</Heading>
          <ol className="how__steps">
            {HOW_IT_WORKS.map((s) => (
              <li key={s.step} className="how__step">
                <span className="how__num" aria-hidden="true">{s.step}</span>
                <Heading as="h3" size="5">{t(`how.${s.id}.title`)}</Heading>
                <Text as="p" color="gray">{t(`how.${s.id}.text`)}</Text>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section id="solutions" className="section solutions" aria-labelledby="solutions-title">
        <div className="container">
          <p className="section-eyebrow">{t("solutions.eyebrow")}</p>
          <Heading as="h2" size="8" id="solutions-title" className="section-title">{t("solutions.title")}</Heading>
          <div className="cards-grid">
            {SOLUTIONS.map((s, i) => (
              <article key={s.id} className="solution-card">
                <span className="solution-card__icon"><Icon index={i} /></span>
                <Heading as="h3" size="5">
                  {t(`solutions.${s.id}.title`)} {s.comingSoon && <Badge color="amber" variant="soft" highContrast ml="1">{t("solutions.comingSoon")}</Badge>}
                </Heading>
                <Text as="p" color="gray">{t(`solutions.${s.id}.text`)}</Text>
                <AppLink to={s.to} className="solution-card__more" resetScroll aria-label={t("solutions.moreLabel", { title: t(`solutions.${s.id}.title`) })}>
                  {t("solutions.more")}
                </AppLink>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section id="features" className="section features" aria-labelledby="features-title">
        <div className="container">
          <p className="section-eyebrow">{t("features.eyebrow")}</p>
          <Heading as="h2" size="8" id="features-title" className="section-title">{t("features.title")}</Heading>
          <div className="cards-grid">
            {FEATURES.map((f) => (
              <article key={f.id} className="feature-card">
                <p className="feature-card__stat"><strong dir="ltr">{f.stat}</strong> <span>{t(`features.${f.id}.label`)}</span></p>
                <Heading as="h3" size="4">{t(`features.${f.id}.title`)}</Heading>
                <Text as="p" color="gray">{t(`features.${f.id}.text`)}</Text>
              </article>
            ))}
          </div>
          <p className="footnote">{t("features.footnote")}</p>
        </div>
      </section>

      <section className="section dashboard" aria-labelledby="dashboard-title">
        <div className="container dashboard__inner">
          <div>
            <p className="section-eyebrow">{t("dashboard.eyebrow")}</p>
            <Heading as="h2" size="8" id="dashboard-title" className="section-title">{t("dashboard.title")}</Heading>
            <Text as="p" size="4" color="gray">
              {t("dashboard.text")}
            </Text>
            <AppLink to="/" search={{ section: "solutions" }} className="dashboard__more">{t("dashboard.more")}</AppLink>
          </div>
          <figure className="dashboard__preview" aria-label={t("dashboard.preview")}>
            <div className="dashboard__bar" aria-hidden="true"><span /><span /><span /></div>
            <ul>
              {DASHBOARD_ITEMS.map((item, i) => (
                <li key={item} className={i === 0 ? "is-active" : undefined}>
                  <Icon index={i} />
                  {t(`dashboard.item.${item}`)}
                </li>
              ))}
            </ul>
          </figure>
        </div>
      </section>

      <section id="faqs" className="section faqs" aria-label={t("faq.label")}>
        <div className="container">
          <Faq />
        </div>
      </section>

      <section className="section insights" aria-labelledby="insights-title">
        <div className="container">
          <p className="section-eyebrow">{t("insights.eyebrow")}</p>
          <Heading as="h2" size="8" id="insights-title" className="section-title">{t("insights.title")}</Heading>
          <LatestPosts limit={3} label={t("insights.latest")} />
          <div className="insights__more">
            <Button asChild variant="soft" size="3"><AppLink to="/blog">{t("insights.more")}</AppLink></Button>
          </div>
        </div>
      </section>

      <section className="cta" aria-labelledby="cta-title">
        <div className="container cta__inner">
          <Heading as="h2" size="8" id="cta-title">{t("cta.title")}</Heading>
          <Text as="p" size="4">{t("cta.text")}</Text>
          <div className="hero__actions">
            <Button asChild size="4" highContrast>
              <AppLink to="/signup" freshSignup>{t("cta.getStarted")}</AppLink>
            </Button>
            <Button asChild size="4" variant="outline" className="cta__secondary">
              <AppLink to="/pricing">{t("cta.pricing")}</AppLink>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
