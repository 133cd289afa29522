/**
 * /portal/courses-search-tool: Course Search. A description in the user's own words (Enter
 * searches, Shift+Enter is a new line), what Amal understood from it as removable chips, the
 * filters, and the Search Results (why each course fits, Ask Amal about it, Load more). The
 * search lives in the address, so reload and Back show the same results; what is typed in the
 * box stays there whatever the search answers.
 */
import { Heading, Text } from "@radix-ui/themes";
import { useEffect, useRef, useState } from "react";
import { COURSE_LIMITS, type CourseResult, type CourseSearchResponse } from "../../../core/schemas/courses";
import { useT } from "../../i18n/I18n";
import { SectionProblem, useFailureText } from "../career/parts";
import { PortalHeader } from "../portal/header/PortalHeader";
import { searchCourses } from "./api";
import { CourseCard, Filters, FirstVisit, NoMatch, ResultsSkeleton, UnderstoodChips } from "./parts";
import {
  appendPage,
  effectiveFilters,
  hasOwnFilters,
  PAGE_SIZE,
  sameSearch,
  submitDescription,
  understoodChips,
  withFree,
  withLanguage,
  withLevel,
  withMaxHours,
  withoutConstraint,
  type CourseSearch,
} from "./search-state";
import "../portal/home/home.css";
import "./courses.css";
import { LoadMore, type LoadMoreState } from "../portal/LoadMore";
import { DescriptionSearch } from "../portal/DescriptionSearch";
import { PageTitle } from "../portal/PageTitle";

/** The answer on screen and the search it answers. */
interface Shown {
  search: CourseSearch;
  response: CourseSearchResponse;
  results: CourseResult[];
}

export function CourseSearchPage({ search, onSearch }: { search: CourseSearch; onSearch: (next: CourseSearch) => void }) {
  const t = useT("courses");
  const failureText = useFailureText();
  const [draft, setDraft] = useState(search.q ?? "");
  const [emptyTried, setEmptyTried] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const [status, setStatus] = useState<"idle" | "loading" | "ready" | "error">(search.q ? "loading" : "idle");
  const [error, setError] = useState<unknown>(null);
  const [more, setMore] = useState<LoadMoreState>("idle");
  const [attempt, setAttempt] = useState(0);
  const box = useRef<HTMLTextAreaElement>(null);

  // The box follows the address when the description there changes (Back, a chip that searched the subject alone).
  const lastQ = useRef(search.q);
  useEffect(() => {
    if (search.q !== lastQ.current) {
      lastQ.current = search.q;
      setDraft(search.q ?? "");
    }
  }, [search.q]);

  const { q, language, free, level, max_hours } = search;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the Try again that re-runs the same search.
  useEffect(() => {
    const current: CourseSearch = { q, language, free, level, max_hours };
    if (!q) {
      setStatus("idle");
      setShown(null);
      return;
    }
    const controller = new AbortController();
    setStatus("loading");
    setMore("idle");
    searchCourses({ ...current, q }, { signal: controller.signal })
      .then((response) => {
        setShown({ search: current, response, results: response.results });
        setStatus("ready");
        setError(null);
      })
      .catch((err) => {
        if (controller.signal.aborted) return;
        setError(err);
        setStatus("error");
      });
    return () => controller.abort();
  }, [q, language, free, level, max_hours, attempt]);

  const submit = () => {
    const text = draft.trim();
    if (!text) {
      setEmptyTried(true);
      box.current?.focus();
      return;
    }
    setEmptyTried(false);
    const next = submitDescription(search, text);
    if (sameSearch(next, search)) setAttempt((n) => n + 1);
    else onSearch(next);
  };

  const loadMore = () => {
    if (!shown?.search.q) return;
    const of = shown;
    setMore("loading");
    searchCourses({ ...of.search, q: of.search.q! }, { offset: of.results.length, limit: PAGE_SIZE })
      .then((res) => {
        setShown((s) => (s === of ? { ...s, response: res, results: appendPage(s.results, res.results) } : s));
        setMore("idle");
      })
      .catch(() => setMore("error"));
  };

  // The words read and the filters in force come from the latest answer (kept while the next one loads).
  const understood = shown && shown.search.q === search.q ? shown.response.understood : null;
  const filters = effectiveFilters(search, understood);
  const chips = understoodChips(search, understood);
  const widen = (next: CourseSearch) => {
    if (!sameSearch(next, search)) onSearch(next);
  };

  const results = shown?.results ?? [];
  const total = shown?.response.total ?? 0;
  const busy = status === "loading";

  return (
    <>
      <PortalHeader />
      <div className="home courses">
        <header className="courses-head">
          <PageTitle title={t("page.title")} intro={t("page.intro")} />
        </header>

        <DescriptionSearch
          id="courses-description"
          boxRef={box}
          label={t("search.label")}
          placeholder={t("search.placeholder")}
          hint={t("search.hint")}
          problem={emptyTried && !draft.trim() ? t("search.empty") : null}
          value={draft}
          onChange={setDraft}
          onSubmit={submit}
          busy={busy}
          maxLength={COURSE_LIMITS.query.max}
          submitLabel={t("search.submit")}
        />

        {!search.q ? (
          <FirstVisit
            onExample={(text) => {
              setDraft(text);
              onSearch(submitDescription(search, text));
            }}
          />
        ) : (
          <>
            {understood && <UnderstoodChips subject={understood.subject} chips={chips} filters={filters} onRemove={(chip) => widen(withoutConstraint(search, chip.kind))} />}
            <Filters
              filters={filters}
              disabled={false}
              changes={{
                onLanguage: (v) => widen(withLanguage(search, v)),
                onFree: (v) => widen(withFree(search, v)),
                onLevel: (v) => widen(withLevel(search, understood, v)),
                onMaxHours: (v) => widen(withMaxHours(search, v)),
                onClear: hasOwnFilters(search) ? () => widen({ q: search.q }) : null,
              }}
            />

            <section className="courses-results" aria-labelledby="courses-results-title" aria-busy={busy}>
              <div className="courses-results__head">
                <Heading as="h2" size="5" id="courses-results-title">
                  {t("results.title")}
                </Heading>
                <Text as="p" size="2" color="gray" role="status" data-testid="results-count">
                  {status === "ready" && shown ? t("results.count", { count: total, size: shown.response.catalogue_size }) : busy ? t("results.updating") : ""}
                </Text>
              </div>

              {status === "error" ? (
                <SectionProblem action={t("error.retry")} onAction={() => setAttempt((n) => n + 1)}>
                  <strong>{t("error.title")}</strong> {failureText(error)} {t("error.keepText")}
                </SectionProblem>
              ) : busy || !shown ? (
                <ResultsSkeleton />
              ) : results.length === 0 ? (
                <NoMatch subject={shown.response.understood.subject || (search.q ?? "")} relaxations={shown.response.relaxations} filters={filters} onRelax={(drop) => widen(withoutConstraint(search, drop))} />
              ) : (
                <>
                  <ul className="courses-list">
                    {results.map((course) => (
                      <li key={course.id}>
                        <CourseCard course={course} />
                      </li>
                    ))}
                  </ul>
                  {results.length < total && (
                    <LoadMore
                      className="courses-more"
                      state={more}
                      onMore={loadMore}
                      labels={{ more: t("results.loadMore"), loading: t("results.loadingMore"), failed: t("results.loadMoreFailed") }}
                    >
                      <Text as="p" size="1" color="gray">
                        {t("results.showing", { shown: results.length, count: total })}
                      </Text>
                    </LoadMore>
                  )}
                </>
              )}
            </section>
          </>
        )}
      </div>
    </>
  );
}
