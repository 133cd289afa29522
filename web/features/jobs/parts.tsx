/**
 * The Job Search page's pieces: the job filter, one job card (why it matches, Apply, Prepare with
 * Amal, Create a tailored resume), the skeleton while searching, nothing found, and the Coming
 * Soon overlay shown while no job board is connected.
 */
import { Badge, Button, Select, Skeleton, Text, TextField, VisuallyHidden } from "@radix-ui/themes";
import { useNavigate } from "@tanstack/react-router";
import { Briefcase, Building2, Check, ExternalLink, FileText, Hourglass, MapPin, MessageCircleQuestion, SearchX, Sparkles, Wifi } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { JOB_LIMITS, JOB_TYPES, WORKPLACES, type JobResult, type JobType, type Workplace } from "../../../core/schemas/jobs";
import { useT } from "../../i18n/I18n";
import { useFailureText } from "../career/parts";
import { EmptyState } from "../portal/EmptyState";
import "../library/job-prefill";
import { jobById, prepareForJob, type JobAsk } from "./api";

/** The job filter: type and workplace apply at once, the location on Enter or when the field is left. */
export function JobFilters({ ask, onChange, disabled }: { ask: JobAsk; onChange: (next: JobAsk) => void; disabled?: boolean }) {
  const t = useT("jobs");
  const id = useId();
  const [place, setPlace] = useState(ask.location);
  const [shownPlace, setShownPlace] = useState(ask.location);
  if (shownPlace !== ask.location) {
    setShownPlace(ask.location);
    setPlace(ask.location);
  }
  const commitPlace = () => {
    if (place.trim() !== ask.location) onChange({ ...ask, location: place.trim() });
  };
  const filtered = ask.type !== "any" || ask.workplace !== "any" || ask.location !== "";
  return (
    <fieldset className="jobs-filters" disabled={disabled}>
      <VisuallyHidden asChild>
        <legend>{t("filters.title")}</legend>
      </VisuallyHidden>
      <div className="jobs-filter">
        <label htmlFor={`${id}-type`} className="jobs-filter__label">
          {t("filters.type")}
        </label>
        <Select.Root value={ask.type} onValueChange={(v) => onChange({ ...ask, type: v as JobType | "any" })} disabled={disabled}>
          <Select.Trigger id={`${id}-type`} variant="surface" />
          <Select.Content position="popper">
            <Select.Item value="any">{t("filters.typeAny")}</Select.Item>
            {JOB_TYPES.map((type) => (
              <Select.Item key={type} value={type}>
                {t(`type.${type}`)}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </div>
      <div className="jobs-filter">
        <label htmlFor={`${id}-workplace`} className="jobs-filter__label">
          {t("filters.workplace")}
        </label>
        <Select.Root value={ask.workplace} onValueChange={(v) => onChange({ ...ask, workplace: v as Workplace | "any" })} disabled={disabled}>
          <Select.Trigger id={`${id}-workplace`} variant="surface" />
          <Select.Content position="popper">
            <Select.Item value="any">{t("filters.workplaceAny")}</Select.Item>
            {WORKPLACES.map((w) => (
              <Select.Item key={w} value={w}>
                {t(`workplace.${w}`)}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </div>
      <div className="jobs-filter jobs-filter--place">
        <label htmlFor={`${id}-location`} className="jobs-filter__label">
          {t("filters.location")}
        </label>
        <TextField.Root
          id={`${id}-location`}
          value={place}
          maxLength={JOB_LIMITS.location.max}
          placeholder={t("filters.locationPlaceholder")}
          onChange={(e) => setPlace(e.target.value)}
          onBlur={commitPlace}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              commitPlace();
            }
          }}
        >
          <TextField.Slot>
            <MapPin size={14} aria-hidden="true" />
          </TextField.Slot>
        </TextField.Root>
      </div>
      {filtered && (
        <Button type="button" variant="ghost" className="jobs-filters__clear" onClick={() => onChange({ ...ask, type: "any", workplace: "any", location: "" })}>
          {t("filters.clear")}
        </Button>
      )}
    </fieldset>
  );
}

/** The parts of "why it matches", worded here in the page's language. */
function WhyItMatches({ match }: { match: JobResult["match"] }) {
  const t = useT("jobs");
  const lines: ReactNode[] = [];
  if (match.title_match) lines.push(<li key="title">{t("job.titleMatch")}</li>);
  if (match.location === "remote") lines.push(<li key="remote">{t("job.remote")}</li>);
  if (match.location === "near") lines.push(<li key="near">{t("job.near")}</li>);
  if (match.terms.length) lines.push(<li key="words">{t("job.words", { words: match.terms.slice(0, 5).map((w) => t("quote", { text: w })).join(t.locale === "ar" ? "، " : ", ") })}</li>);
  const nothing = lines.length === 0 && match.skills_matched.length === 0;
  return (
    <div className="job-card__why" data-testid="job-why">
      <Text as="p" size="2" weight="bold" className="job-card__why-title">
        <Sparkles size={15} aria-hidden="true" />
        {t("job.why")}
      </Text>
      {lines.length > 0 && <ul className="job-card__why-lines">{lines}</ul>}
      {match.skills_matched.length > 0 && (
        <div className="job-card__skills">
          <Text size="2" color="gray">
            {t("job.skillsYouHave")}
          </Text>
          <ul aria-label={t("job.skillsYouHave")}>
            {match.skills_matched.map((s) => (
              <li key={s} className="job-skill job-skill--have">
                <Check size={12} aria-hidden="true" />
                <bdi>{s}</bdi>
              </li>
            ))}
          </ul>
        </div>
      )}
      {match.skills_missing.length > 0 && (
        <div className="job-card__skills">
          <Text size="2" color="gray">
            {t("job.skillsToBuild")}
          </Text>
          <ul aria-label={t("job.skillsToBuild")}>
            {match.skills_missing.slice(0, 6).map((s) => (
              <li key={s} className="job-skill">
                <bdi>{s}</bdi>
              </li>
            ))}
          </ul>
        </div>
      )}
      {nothing && match.skills_missing.length === 0 && (
        <Text as="p" size="2">
          {t("job.whyGeneral")}
        </Text>
      )}
    </div>
  );
}

/** One job: what it is, why it matches, and what to do about it. */
export function JobCard({ job, preview }: { job: JobResult; preview?: boolean }) {
  const t = useT("jobs");
  const o = job.job_obj;
  const titleId = useId();
  return (
    <article className="job-card" aria-labelledby={titleId}>
      <div className="job-card__head">
        <div className="job-card__heading">
          <h3 className="job-card__title" id={titleId}>
            <bdi>{o.job_title}</bdi>
          </h3>
          <Text as="p" size="2" color="gray" className="job-card__company">
            <Building2 size={14} aria-hidden="true" />
            <bdi>{o.company_name}</bdi>
          </Text>
        </div>
        <span className="job-card__score" title={t("job.why")}>
          {t("job.score", { score: job.match.score })}
        </span>
      </div>
      <ul className="job-card__facts">
        {o.job_type && (
          <li>
            <Badge color="teal" variant="soft" size="2" highContrast>
              <Briefcase size={12} aria-hidden="true" />
              {t(`type.${o.job_type}`)}
            </Badge>
          </li>
        )}
        {o.workplace && (
          <li>
            <Badge color={o.workplace === "remote" ? "violet" : "gray"} variant="soft" size="2" highContrast>
              {o.workplace === "remote" ? <Wifi size={12} aria-hidden="true" /> : <MapPin size={12} aria-hidden="true" />}
              {t(`workplace.${o.workplace}`)}
            </Badge>
          </li>
        )}
        {o.location && (
          <li className="job-card__fact">
            <MapPin size={14} aria-hidden="true" />
            <bdi>{o.location}</bdi>
          </li>
        )}
      </ul>
      {o.description && (
        <p className="job-card__description" dir="auto">
          {o.description}
        </p>
      )}
      <WhyItMatches match={job.match} />
      {!preview && <JobActions job={job} />}
    </article>
  );
}

/** Apply (the posting, a new tab), Prepare with Amal (a coaching session), Create a tailored resume (the library's form). */
function JobActions({ job }: { job: JobResult }) {
  const t = useT("jobs");
  const failureText = useFailureText();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<"prepare" | "tailor" | null>(null);
  const [error, setError] = useState<unknown>(null);
  const run = async (what: "prepare" | "tailor") => {
    setBusy(what);
    setError(null);
    try {
      if (what === "prepare") {
        const session = await prepareForJob(job.id, t.locale === "ar" ? "ar" : "en");
        await navigate({ to: "/portal/assistant-chat", search: { session_id: session.session_id, session_name: session.session_name } });
      } else {
        const { job: whole } = await jobById(job.id);
        const o = whole.job_obj;
        const text = [o.job_title, o.company_name, o.location, "", o.description].join("\n").slice(0, 20_000);
        await navigate({ to: "/portal/resume-library", state: { craftResumeFor: text } });
      }
    } catch (err) {
      setError(err);
      setBusy(null);
    }
  };
  return (
    <div className="job-card__actions">
      <Button asChild size="2">
        <a href={job.job_obj.job_url} target="_blank" rel="noopener noreferrer">
          {t("job.apply")}
          <ExternalLink size={14} aria-hidden="true" />
          <VisuallyHidden> {t("job.newTab")}</VisuallyHidden>
        </a>
      </Button>
      <Button type="button" variant="soft" size="2" onClick={() => void run("prepare")} loading={busy === "prepare"} disabled={busy !== null}>
        <MessageCircleQuestion size={16} aria-hidden="true" />
        {t("job.prepare")}
      </Button>
      <Button type="button" variant="outline" size="2" onClick={() => void run("tailor")} loading={busy === "tailor"} disabled={busy !== null}>
        <FileText size={16} aria-hidden="true" />
        {t("job.tailor")}
      </Button>
      {error !== null && (
        <Text as="p" size="2" color="red" role="alert" className="job-card__error">
          {t("job.prepareFailed")} {failureText(error)}
        </Text>
      )}
    </div>
  );
}

/** Three cards in grey while the search runs. */
export function JobsSkeleton() {
  return (
    <ul className="jobs-list" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <li key={i} className="job-card job-card--skeleton">
          <Skeleton height="22px" width="60%" />
          <Skeleton height="14px" width="30%" />
          <div className="job-card__facts">
            <Skeleton height="22px" width="80px" />
            <Skeleton height="22px" width="70px" />
            <Skeleton height="22px" width="120px" />
          </div>
          <Skeleton height="14px" width="95%" />
          <Skeleton height="14px" width="80%" />
          <Skeleton height="64px" />
        </li>
      ))}
    </ul>
  );
}

export function NoJobs() {
  const t = useT("jobs");
  return (
    <EmptyState className="jobs-empty" role="status" icon={<SearchX size={26} />} title={t("empty.title")} hint={t("empty.text")} />
  );
}

/** The spec's Coming Soon overlay: over a preview of the page that cannot be used. */
export function ComingSoon({ children }: { children: ReactNode }) {
  const t = useT("jobs");
  return (
    <div className="jobs-soon">
      <div className="jobs-soon__preview" inert aria-hidden="true" data-testid="jobs-preview">
        {children}
      </div>
      <div className="jobs-soon__overlay">
        <section className="jobs-soon__card" role="status" aria-labelledby="jobs-soon-title">
          <span className="jobs-soon__icon" aria-hidden="true">
            <Hourglass size={26} />
          </span>
          <h2 id="jobs-soon-title" className="jobs-soon__title">
            {t("soon.title")}
          </h2>
          <Text as="p" size="3" color="gray">
            {t("soon.text")}
          </Text>
        </section>
      </div>
    </div>
  );
}
