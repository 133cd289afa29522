/**
 * The Course Search page's pieces: the first visit's examples, the "What Amal understood" chips,
 * the filters, one course of the Search Results, the skeleton while searching, and what to change
 * when nothing fits.
 */
import { Badge, Button, IconButton, Select, Skeleton, Switch, Text, VisuallyHidden } from "@radix-ui/themes";
import { useNavigate } from "@tanstack/react-router";
import { Award, Clock, ExternalLink, Globe, GraduationCap, MessageCircleQuestion, SearchX, Sparkles, X } from "lucide-react";
import { Fragment, type ReactNode, useId, useState } from "react";
import { COURSE_LEVELS, type CourseLevelName, type CourseResult, type Relaxation } from "../../../core/schemas/courses";
import { useT } from "../../i18n/I18n";
import { useFailureText } from "../career/parts";
import { EmptyState } from "../portal/EmptyState";
import { askAboutCourse } from "./api";
import { courseDirection, DURATION_CHOICES, type Constraint, type EffectiveFilters, type LanguageChoice, type UnderstoodChip } from "./search-state";

/**
 * A catalogue sentence with parts that are not interface words (a course's skills, the user's
 * words) set where its placeholders were, each isolated in `<bdi>` so its direction stays its own.
 */
function fill(text: (marks: Record<string, string>) => string, parts: Record<string, ReactNode>): ReactNode[] {
  const marks = Object.fromEntries(Object.keys(parts).map((name) => [name, `\u0000${name}\u0000`]));
  return text(marks)
    .split("\u0000")
    .map((piece, i) => (i % 2 === 1 ? <Fragment key={i}>{parts[piece]}</Fragment> : piece));
}

/** "A, B and C" in the interface language, each item in its own `<bdi>`. */
function JoinedList({ items }: { items: string[] }) {
  const t = useT("courses");
  const nodes: ReactNode[] = items.map((item) => (
    <bdi key={item} className="course-card__why-items">
      {item}
    </bdi>
  ));
  if (nodes.length <= 1) return <>{nodes}</>;
  const head = nodes.slice(0, -1).reduce((a, b) => <>{fill((m) => t("list.comma", m), { a, b })}</>);
  return <>{fill((m) => t("list.and", m), { a: head, b: nodes[nodes.length - 1] })}</>;
}

const EXAMPLES = ["example.1", "example.2", "example.3", "example.4"] as const;

/** The first visit: what to write, and a few searches to start from. */
export function FirstVisit({ onExample }: { onExample: (text: string) => void }) {
  const t = useT("courses");
  return (
    <section className="courses-first" aria-labelledby="courses-first-title">
      <span className="courses-first__icon" aria-hidden="true">
        <GraduationCap size={28} />
      </span>
      <div className="courses-first__text">
        <Text as="p" size="4" weight="bold" id="courses-first-title">
          {t("first.title")}
        </Text>
        <Text as="p" size="2" color="gray">
          {t("first.text")}
        </Text>
        <ul className="courses-examples" aria-label={t("first.examples")}>
          {EXAMPLES.map((key) => (
            <li key={key}>
              <button type="button" className="courses-example" onClick={() => onExample(t(key))}>
                <Sparkles size={14} aria-hidden="true" />
                <span>{t(key)}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The words a constraint goes by, on its chip and in "Without …". */
export function useConstraintName(): (constraint: Constraint | UnderstoodChip, filters: EffectiveFilters) => string {
  const t = useT("courses");
  return (constraint, filters) => {
    const kind = typeof constraint === "string" ? constraint : constraint.kind;
    switch (kind) {
      case "language": {
        const value = typeof constraint === "object" && constraint.kind === "language" ? constraint.value : filters.language;
        return value === "any" ? t("filters.languageAny") : t(`chip.language.${value}`);
      }
      case "free":
        return t("chip.free");
      case "level": {
        const value = typeof constraint === "object" && constraint.kind === "level" ? constraint.value : filters.level;
        return value === "any" ? t("filters.levelAny") : t(`level.${value}`);
      }
      case "max_hours": {
        const value = typeof constraint === "object" && constraint.kind === "max_hours" ? constraint.value : filters.maxHours;
        return value === null ? t("filters.durationAny") : t("chip.maxHours", { count: value });
      }
      case "certificate":
        return t("chip.certificate");
    }
  };
}

/** What the search read from the words; each chip removable (which widens the search). */
export function UnderstoodChips({ subject, chips, filters, onRemove }: { subject: string; chips: UnderstoodChip[]; filters: EffectiveFilters; onRemove: (chip: UnderstoodChip) => void }) {
  const t = useT("courses");
  const nameOf = useConstraintName();
  if (!subject && chips.length === 0) return null;
  return (
    <section className="courses-understood" aria-labelledby="courses-understood-title">
      <Text as="p" size="2" weight="bold" id="courses-understood-title" className="courses-understood__title">
        <Sparkles size={16} aria-hidden="true" />
        {t("understood.title")}
      </Text>
      <ul className="courses-chips">
        {subject && (
          <li className="courses-chip courses-chip--subject">
            <span>
              {fill((m) => t("understood.subject", m), { subject: <bdi>{subject}</bdi> })}
            </span>
          </li>
        )}
        {chips.map((chip) => {
          const name = nameOf(chip, filters);
          return (
            <li key={chip.kind} className="courses-chip" data-chip={chip.kind}>
              <span>{name}</span>
              <IconButton type="button" size="1" variant="ghost" radius="full" aria-label={t("understood.remove", { name })} onClick={() => onRemove(chip)}>
                <X size={14} aria-hidden="true" />
              </IconButton>
            </li>
          );
        })}
      </ul>
      {chips.length > 0 && (
        <Text as="p" size="1" color="gray" className="courses-understood__hint">
          {t("understood.hint")}
        </Text>
      )}
    </section>
  );
}

export interface FilterChanges {
  onLanguage: (language: LanguageChoice) => void;
  onFree: (free: boolean) => void;
  onLevel: (level: CourseLevelName | "any") => void;
  onMaxHours: (hours: number | "any") => void;
  onClear: (() => void) | null;
}

/** Language, free only, level and duration: the filters in force, each change searching again. */
export function Filters({ filters, disabled, changes }: { filters: EffectiveFilters; disabled: boolean; changes: FilterChanges }) {
  const t = useT("courses");
  const id = useId();
  const hours = filters.maxHours === null ? "any" : String(filters.maxHours);
  // A limit the words named that is not one of the choices is offered as it is.
  const hourChoices = filters.maxHours === null || (DURATION_CHOICES as readonly number[]).includes(filters.maxHours) ? DURATION_CHOICES : [...DURATION_CHOICES, filters.maxHours].sort((a, b) => a - b);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of the search's filters, not a form of its own.
    <div className="courses-filters" role="group" aria-label={t("filters.title")}>
      <div className="courses-filter">
        <label htmlFor={`${id}-language`} className="courses-filter__label">
          {t("filters.language")}
        </label>
        <Select.Root value={filters.language} onValueChange={(v) => changes.onLanguage(v as LanguageChoice)} disabled={disabled}>
          <Select.Trigger id={`${id}-language`} variant="surface" />
          <Select.Content position="popper">
            <Select.Item value="any">{t("filters.languageAny")}</Select.Item>
            <Select.Item value="en">{t("language.en")}</Select.Item>
            <Select.Item value="ar">{t("language.ar")}</Select.Item>
          </Select.Content>
        </Select.Root>
      </div>
      <div className="courses-filter">
        <label htmlFor={`${id}-level`} className="courses-filter__label">
          {t("filters.level")}
        </label>
        <Select.Root value={filters.level} onValueChange={(v) => changes.onLevel(v as CourseLevelName | "any")} disabled={disabled}>
          <Select.Trigger id={`${id}-level`} variant="surface" />
          <Select.Content position="popper">
            <Select.Item value="any">{t("filters.levelAny")}</Select.Item>
            {COURSE_LEVELS.map((level) => (
              <Select.Item key={level} value={level}>
                {t(`level.${level}`)}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </div>
      <div className="courses-filter">
        <label htmlFor={`${id}-hours`} className="courses-filter__label">
          {t("filters.duration")}
        </label>
        <Select.Root value={hours} onValueChange={(v) => changes.onMaxHours(v === "any" ? "any" : Math.ceil(Number(v)))} disabled={disabled}>
          <Select.Trigger id={`${id}-hours`} variant="surface" />
          <Select.Content position="popper">
            <Select.Item value="any">{t("filters.durationAny")}</Select.Item>
            {hourChoices.map((n) => (
              <Select.Item key={n} value={String(n)}>
                {t("filters.durationUnder", { count: n })}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </div>
      <Text as="label" size="2" className="courses-filter courses-filter--switch">
        <Switch checked={filters.free} onCheckedChange={(on) => changes.onFree(on)} disabled={disabled} />
        {t("filters.free")}
      </Text>
      {changes.onClear && (
        <Button type="button" variant="ghost" color="gray" onClick={changes.onClear} disabled={disabled} className="courses-filters__clear">
          <X size={14} aria-hidden="true" />
          {t("filters.clear")}
        </Button>
      )}
    </div>
  );
}

/** "12 hours", "1.5 hours", "45 min". */
function useDuration(): (hours: number) => string {
  const t = useT("courses");
  return (hours) => {
    if (hours > 0 && hours < 1) return t("course.minutes", { count: Math.round(hours * 60) });
    const rounded = Math.round(hours * 10) / 10;
    return t("course.hours", { count: rounded });
  };
}

const sameWord = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: "base" }) === 0;

/** One course of the Search Results. */
export function CourseCard({ course }: { course: CourseResult }) {
  const t = useT("courses");
  const duration = useDuration();
  const dir = courseDirection(course);
  const titleId = useId();
  const matched = (skill: string) => course.why.skills.some((s) => sameWord(s, skill));
  const whySkills = course.why.skills;
  const whyWords = course.why.words;
  return (
    <article className="course-card" aria-labelledby={titleId} data-course-id={course.id}>
      <header className="course-card__head">
        <h3 className="course-card__title" id={titleId}>
          <a href={course.url} target="_blank" rel="noopener noreferrer" dir={dir} lang={course.language} data-i18n="content">
            {course.title}
          </a>
        </h3>
        <Text as="p" size="2" color="gray" className="course-card__provider">
          {fill((m) => t("course.by", m), { provider: <bdi>{course.provider}</bdi> })}
        </Text>
      </header>

      <ul className="course-card__facts" aria-label={t("course.facts")}>
        <li>
          <Badge color={course.free ? "green" : "gray"} variant="soft" highContrast radius="full" size="2" data-testid="price-badge">
            {course.free ? t("course.free") : t("course.paid")}
          </Badge>
        </li>
        {course.certificate && (
          <li>
            <Badge color="amber" variant="soft" highContrast radius="full" size="2">
              <Award size={13} aria-hidden="true" />
              {t("course.certificate")}
            </Badge>
          </li>
        )}
        <li className="course-card__fact">
          <GraduationCap size={15} aria-hidden="true" />
          {t(`level.${course.level}`)}
        </li>
        <li className="course-card__fact" data-testid="course-language">
          <Globe size={15} aria-hidden="true" />
          {t(`language.${course.language}`)}
        </li>
        {course.duration_hours > 0 && (
          <li className="course-card__fact">
            <Clock size={15} aria-hidden="true" />
            {duration(course.duration_hours)}
          </li>
        )}
      </ul>

      {course.description && (
        <p className="course-card__description" dir={dir} lang={course.language} data-i18n="content">
          {course.description}
        </p>
      )}

      {course.skills.length > 0 && (
        <div className="course-card__skills">
          <Text as="span" size="1" color="gray" weight="medium" className="course-card__skills-label">
            {t("course.skills")}
          </Text>
          <ul>
            {course.skills.map((skill) => (
              <li key={skill} className={matched(skill) ? "course-skill course-skill--matched" : "course-skill"} data-matched={matched(skill) || undefined}>
                <bdi>{skill}</bdi>
                {matched(skill) && <VisuallyHidden> {t("course.matched")}</VisuallyHidden>}
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="course-card__why">
        <Text as="p" size="2" weight="bold" className="course-card__why-title">
          <Sparkles size={15} aria-hidden="true" />
          {t("course.why")}
        </Text>
        <Text as="p" size="2" data-testid="course-why">
          {whySkills.length > 0 && fill((m) => t("course.whySkills", m), { skills: <JoinedList items={whySkills} /> })}
          {whySkills.length > 0 && whyWords.length > 0 && " "}
          {whyWords.length > 0 && fill((m) => t("course.whyWords", m), { words: <JoinedList items={whyWords.map((w) => t("quote", { text: w }))} /> })}
          {whySkills.length === 0 && whyWords.length === 0 && t("course.whyGeneral")}
        </Text>
      </div>

      <CourseActions course={course} />
    </article>
  );
}

/** Go to the course (a new tab) and "Ask Amal about this course" (a coaching session about it). */
function CourseActions({ course }: { course: CourseResult }) {
  const t = useT("courses");
  const failureText = useFailureText();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const ask = async () => {
    setBusy(true);
    setError(null);
    try {
      const session = await askAboutCourse(course.id, t.locale === "ar" ? "ar" : "en");
      await navigate({ to: "/portal/assistant-chat", search: { session_id: session.session_id, session_name: session.session_name } });
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  };
  return (
    <div className="course-card__actions">
      <Button asChild variant="soft" size="2">
        <a href={course.url} target="_blank" rel="noopener noreferrer">
          {t("course.open")}
          <ExternalLink size={14} aria-hidden="true" />
          <VisuallyHidden> {t("course.newTab")}</VisuallyHidden>
        </a>
      </Button>
      <Button type="button" size="2" onClick={() => void ask()} loading={busy}>
        <MessageCircleQuestion size={16} aria-hidden="true" />
        {t("course.ask")}
      </Button>
      {error !== null && (
        <Text as="p" size="2" color="red" role="alert" className="course-card__error">
          {t("ask.failed")} {failureText(error)}
        </Text>
      )}
    </div>
  );
}

/** Three cards in grey while the search runs. */
export function ResultsSkeleton() {
  return (
    <ul className="courses-list" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <li key={i} className="course-card course-card--skeleton">
          <Skeleton height="22px" width="70%" />
          <Skeleton height="14px" width="35%" />
          <div className="course-card__facts">
            <Skeleton height="22px" width="60px" />
            <Skeleton height="22px" width="90px" />
            <Skeleton height="22px" width="80px" />
          </div>
          <Skeleton height="14px" width="95%" />
          <Skeleton height="14px" width="85%" />
          <Skeleton height="56px" />
        </li>
      ))}
    </ul>
  );
}

/**
 * Nothing fits: the constraints whose removal finds courses, each with a button that searches
 * without it; or, when the subject itself is not in the catalogue, broader words to try.
 */
export function NoMatch({ subject, relaxations, filters, onRelax }: { subject: string; relaxations: Relaxation[]; filters: EffectiveFilters; onRelax: (drop: Constraint) => void }) {
  const t = useT("courses");
  const nameOf = useConstraintName();
  if (relaxations.length === 0) {
    return (
      <EmptyState
        className="courses-nomatch"
        role="status"
        icon={<SearchX size={26} />}
        title={fill((m) => t("noMatch.subjectTitle", m), { subject: <bdi>{subject}</bdi> })}
        hint={t("noMatch.subjectText")}
      />
    );
  }
  return (
    <EmptyState className="courses-nomatch" role="status" icon={<SearchX size={26} />} title={t("noMatch.title")} hint={t("noMatch.relaxIntro")}>
      <ul className="courses-relax">
        {relaxations.map((r) => {
          const name = nameOf(r.drop, filters);
          return (
            <li key={r.drop}>
              <Text size="2">{t("noMatch.relax", { name, count: r.count })}</Text>
              <Button type="button" variant="soft" onClick={() => onRelax(r.drop)}>
                {t("noMatch.relaxButton", { name })}
              </Button>
            </li>
          );
        })}
      </ul>
    </EmptyState>
  );
}
