import { Badge, Button, Flex, Heading, RadioGroup, Select, Text } from "@radix-ui/themes";
import { Target } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { JobItem, JobMatch, RequirementStatus } from "../../../../core/schemas/career";
import { jobPostError } from "../../../../core/schemas/career-rules";
import { useErrorText } from "../../../i18n/errors";
import { useT } from "../../../i18n/I18n";
import { AppLink } from "../../../lib/nav";
import { fetchCareer, resumeReport } from "../api";
import { SectionProblem, TextAreaField, useFailureText } from "../parts";
import { ScoreBar } from "./ResumeReportPage";
import { ScoreRing } from "./ScoreRing";

const STATUS_COLOR: Record<RequirementStatus, "green" | "amber" | "red"> = { met: "green", partly: "amber", not_shown: "red" };

/**
 * How well the resume matches a job: a pasted job description or one of the user's jobs from
 * Career Info. Shows the score, its parts and each requirement with the line that shows it.
 */
export function JobMatchPanel({ resumeId, initial }: { resumeId: number; initial: JobMatch | null }) {
  const t = useT("career");
  const errorText = useErrorText();
  const failureText = useFailureText();
  const [source, setSource] = useState<"paste" | "job">("paste");
  const [text, setText] = useState("");
  const [textError, setTextError] = useState<string | null>(null);
  const [jobs, setJobs] = useState<JobItem[] | null>(null);
  const [jobId, setJobId] = useState<string>("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [match, setMatch] = useState<JobMatch | null>(initial);
  const result = useRef<HTMLElement>(null);
  const selectLabel = useId();

  // The user's jobs, for the second way; only read when it is chosen.
  useEffect(() => {
    if (source !== "job" || jobs) return;
    const controller = new AbortController();
    fetchCareer(controller.signal)
      .then((career) => {
        setJobs(career.jobs);
        if (career.jobs[0]) setJobId(String(career.jobs[0].id));
      })
      .catch((err: unknown) => {
        if (!controller.signal.aborted) setProblem(failureText(err));
      });
    return () => controller.abort();
  }, [source, jobs, failureText]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setProblem(null);
    if (source === "paste") {
      const local = jobPostError(text);
      if (local) return setTextError(errorText.message(local));
    } else if (!jobId) return;
    setBusy(true);
    try {
      const report = await resumeReport(resumeId, source === "paste" ? { job_description: text } : { job_id: Number(jobId) });
      setMatch(report.match);
      requestAnimationFrame(() => result.current?.focus());
    } catch (err) {
      setProblem(failureText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="home-section report-match" aria-labelledby="match-title">
      <div className="home-section__head">
        <span className="home-section__icon" aria-hidden="true">
          <Target size={20} />
        </span>
        <div className="home-section__titles">
          <Heading as="h2" size="4" id="match-title">
            {t("match.title")}
          </Heading>
          <Text as="p" size="2" color="gray">
            {t("match.description")}
          </Text>
        </div>
      </div>
      <form className="career-form" onSubmit={submit} noValidate aria-busy={busy} aria-label={t("match.title")}>
        <fieldset className="career-fieldset">
          <legend className="auth-field__label">{t("match.source")}</legend>
          <RadioGroup.Root value={source} onValueChange={(v) => setSource(v as "paste" | "job")} className="career-radios" aria-label={t("match.source")}>
            <RadioGroup.Item value="paste">{t("match.paste")}</RadioGroup.Item>
            <RadioGroup.Item value="job">{t("match.pick")}</RadioGroup.Item>
          </RadioGroup.Root>
        </fieldset>
        {source === "paste" ? (
          <TextAreaField
            dir="auto"
            label={t("match.postLabel")}
            hint={t("match.postHint")}
            rows={6}
            value={text}
            disabled={busy}
            error={textError}
            onChange={(e) => {
              setText(e.target.value);
              setTextError(null);
            }}
          />
        ) : jobs === null ? (
          <Text as="p" size="2" color="gray" role="status">
            {t("match.jobsLoading")}
          </Text>
        ) : jobs.length === 0 ? (
          <Text as="p" size="2" color="gray">
            {t("match.noJobs")} <AppLink to="/portal/career-info">{t("match.addJobs")}</AppLink>
          </Text>
        ) : (
          <div className="auth-field">
            <span id={selectLabel} className="auth-field__label">
              {t("match.jobLabel")}
            </span>
            <Select.Root value={jobId} onValueChange={setJobId} disabled={busy}>
              <Select.Trigger aria-labelledby={selectLabel} className="report-match__select" />
              <Select.Content position="popper">
                {jobs.map((job) => (
                  <Select.Item key={job.id} value={String(job.id)}>
                    {t("match.jobOption", { title: job.job_title, company: job.company_name })}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </div>
        )}
        {problem && <SectionProblem>{problem}</SectionProblem>}
        <Flex gap="2" className="career-form__actions">
          <Button type="submit" loading={busy} disabled={source === "job" && !jobId}>
            {t("match.check")}
          </Button>
        </Flex>
      </form>

      {match && (
        <section ref={result} tabIndex={-1} className="report-match__result" aria-labelledby="match-result-title">
          <Heading as="h3" size="3" id="match-result-title">
            {match.job_title ? t("match.resultFor", { title: match.job_title }) : t("match.result")}
          </Heading>
          <div className="report-match__scores">
            <ScoreRing value={match.score} label={t("match.score")} />
            <div className="report-bars">
              <ScoreBar label={t("match.hard")} value={match.breakdown.hard} />
              <ScoreBar label={t("match.soft")} value={match.breakdown.soft} />
              <ScoreBar label={t("match.jobTitle")} value={match.breakdown.title} />
            </div>
          </div>
          <ul className="report-reqs" aria-label={t("match.requirements")}>
            {match.requirements.map((req, i) => (
              <li key={`${req.requirement}-${i}`} className="report-req" data-status={req.status}>
                <div className="report-req__head">
                  <Text as="span" weight="medium">
                    <bdi>{req.requirement}</bdi>
                  </Text>
                  <Text as="span" size="1" color="gray">
                    {t(`match.kind.${req.kind}`)}
                  </Text>
                  <Badge color={STATUS_COLOR[req.status]} variant="soft" radius="full" className="report-req__status">
                    {t(`match.status.${req.status}`)}
                  </Badge>
                </div>
                {req.evidence && (
                  <blockquote className="report-item__quote" dir="auto">
                    <bdi>{req.evidence}</bdi>
                  </blockquote>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
