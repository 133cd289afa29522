import { Badge, Button, Heading, Text } from "@radix-ui/themes";
import { useRouter } from "@tanstack/react-router";
import { ArrowLeft, ClipboardCheck, Palette } from "lucide-react";
import type { ReactNode } from "react";
import type { ReportItem, ReportSeverity, ResumeReport } from "../../../../core/schemas/career";
import { useT } from "../../../i18n/I18n";
import { PdfViewer } from "../../blog/PdfViewer";
import { PortalHeader } from "../../portal/header/PortalHeader";
import { JobMatchPanel } from "./JobMatchPanel";
import { ScoreRing } from "./ScoreRing";
import "../../portal/home/home.css";
import "./report.css";

/** Go Back: where the user came from, or Career Info when the report was opened directly. */
export function GoBackButton() {
  const t = useT("career");
  const router = useRouter();
  return (
    <Button
      type="button"
      variant="ghost"
      size="2"
      className="report-back"
      onClick={() => {
        if (router.history.canGoBack()) router.history.back();
        else void router.navigate({ to: "/portal/career-info" });
      }}
    >
      <ArrowLeft size={16} aria-hidden="true" className="flip-rtl" />
      {t("report.back")}
    </Button>
  );
}

/**
 * /portal/resume-report: the resume itself beside what to change in it — Resume
 * Recommendations (what it says) and Resume Style Recommendations (how it reads to software and
 * people) — its scores, and how well it matches a job.
 */
export function ResumeReportPage({ report }: { report: ResumeReport }) {
  const t = useT("career");
  const { resume } = report;
  return (
    <>
      <PortalHeader />
      <div className="home report">
        <div className="report-head">
          <GoBackButton />
          <Heading as="h1" size={{ initial: "5", sm: "7" }} className="report-title">
            <bdi>{resume.title}</bdi>
          </Heading>
          <Text as="p" color="gray" size="2">
            {t("report.meta", { pages: t("report.pages", { count: resume.pages }), words: t("report.words", { count: resume.words }) })}
          </Text>
        </div>

        <section className="home-section report-scores" aria-labelledby="report-scores-title">
          <Heading as="h2" size="4" id="report-scores-title" className="career-visually-hidden">
            {t("report.scores")}
          </Heading>
          <ScoreRing value={report.score} label={t("report.overall")} size="large" />
          <div className="report-bars">
            <ScoreBar label={t("report.parseability")} hint={t("report.parseabilityHint")} value={report.scores.parseability} />
            <ScoreBar label={t("report.content")} hint={t("report.contentHint")} value={report.scores.content} />
          </div>
        </section>

        <div className="report-layout">
          <div className="report-viewer">
            <PdfViewer url={resume.resume_url} title={resume.title} fileName={resume.title} />
          </div>
          <div className="report-advice">
            <AdviceList id="recommendations" title={t("report.recommendations")} icon={<ClipboardCheck size={20} />} items={report.recommendations} empty={t("report.noRecommendations")} />
            <AdviceList id="style" title={t("report.style")} icon={<Palette size={20} />} items={report.style} empty={t("report.noStyle")} />
          </div>
        </div>

        <JobMatchPanel resumeId={resume.id} initial={report.match} />
      </div>
    </>
  );
}

/** A score out of 100 as a labelled bar. */
export function ScoreBar({ label, hint, value }: { label: string; hint?: string; value: number }) {
  const t = useT("career");
  const tone = value >= 75 ? "good" : value >= 50 ? "fair" : "poor";
  return (
    <div className="report-bar" data-tone={tone}>
      <div className="report-bar__head">
        <Text as="span" size="2" weight="medium">
          {label}
        </Text>
        <Text as="span" size="2" weight="bold" className="report-bar__value">
          {t("report.outOf", { score: value })}
        </Text>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a bar drawn with the theme's colours; a native <meter> cannot be styled alike in every browser. */}
      <div className="report-bar__track" role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} aria-valuetext={t("report.outOf", { score: value })}>
        <span className="report-bar__fill" style={{ inlineSize: `${Math.max(0, Math.min(100, value))}%` }} />
      </div>
      {hint && (
        <Text as="p" size="1" color="gray" className="report-bar__hint">
          {hint}
        </Text>
      )}
    </div>
  );
}

const SEVERITY_COLOR: Record<ReportSeverity, "red" | "amber" | "gray"> = { high: "red", medium: "amber", low: "gray" };

/** One heading's advice, most important first, each with the line or section it is about. */
function AdviceList({ id, title, icon, items, empty }: { id: string; title: string; icon: ReactNode; items: ReportItem[]; empty: string }) {
  const t = useT("career");
  const order: ReportSeverity[] = ["high", "medium", "low"];
  const sorted = [...items].sort((a, b) => order.indexOf(a.severity) - order.indexOf(b.severity));
  return (
    <section className="home-section report-advice__list" aria-labelledby={`${id}-title`} data-section={id}>
      <div className="home-section__head">
        <span className="home-section__icon" aria-hidden="true">
          {icon}
        </span>
        <div className="home-section__titles">
          <Heading as="h2" size="4" id={`${id}-title`}>
            {title}
          </Heading>
        </div>
        {items.length > 0 && (
          <Badge color="gray" variant="soft" radius="full">
            {t.number(items.length)}
          </Badge>
        )}
      </div>
      {sorted.length === 0 ? (
        <Text as="p" size="2" color="gray">
          {empty}
        </Text>
      ) : (
        <ol className="report-items">
          {sorted.map((item, i) => (
            <li key={`${item.code}-${i}`} className="report-item" data-severity={item.severity} data-code={item.code}>
              <Badge color={SEVERITY_COLOR[item.severity]} variant="soft" radius="full" className="report-item__severity">
                {t(`report.severity.${item.severity}`)}
              </Badge>
              <Text as="p" size="2" className="report-item__text" dir="auto">
                {item.text}
              </Text>
              {item.line ? (
                <blockquote className="report-item__quote" dir="auto">
                  {item.section && (
                    <Text as="span" size="1" color="gray" className="report-item__where">
                      {t("report.inSection", { section: item.section })}
                    </Text>
                  )}
                  <bdi>{item.line}</bdi>
                </blockquote>
              ) : (
                item.section && (
                  <Text as="p" size="1" color="gray" className="report-item__where">
                    {t("report.inSection", { section: item.section })}
                  </Text>
                )
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
