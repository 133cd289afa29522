/**
 * /portal/jobs-board-search: Job Search. The AI description box (Enter searches, Shift+Enter is a
 * new line; empty shows the jobs that fit the profile), the job filter, and the job cards ranked
 * for the user with why each matches. While no job board is connected the spec's Coming Soon
 * overlay covers a preview of the page that cannot be used.
 */
import { Heading, Text } from "@radix-ui/themes";
import { useEffect, useState } from "react";
import { JOB_LIMITS, type JobResult, type JobSearchAnswer } from "../../../core/schemas/jobs";
import { useT } from "../../i18n/I18n";
import { SectionProblem, useFailureText } from "../career/parts";
import { DescriptionSearch } from "../portal/DescriptionSearch";
import { LoadMore, type LoadMoreState } from "../portal/LoadMore";
import { PortalHeader } from "../portal/header/PortalHeader";
import { PageTitle } from "../portal/PageTitle";
import { NO_ASK, searchJobs, type JobAsk } from "./api";
import { ComingSoon, JobCard, JobFilters, JobsSkeleton, NoJobs } from "./parts";
import "../portal/home/home.css";
import "./jobs.css";

interface Shown {
  ask: JobAsk;
  answer: JobSearchAnswer;
  results: JobResult[];
}

/** The description box: what is typed stays whatever the search answers. */
function SearchBox({ draft, setDraft, onSubmit, busy, disabled }: { draft: string; setDraft: (v: string) => void; onSubmit: () => void; busy: boolean; disabled?: boolean }) {
  const t = useT("jobs");
  return (
    <DescriptionSearch
      id="jobs-description"
      className="jobs-search"
      label={t("search.label")}
      placeholder={t("search.placeholder")}
      hint={t("search.hint")}
      value={draft}
      onChange={setDraft}
      onSubmit={onSubmit}
      busy={busy}
      disabled={disabled}
      maxLength={JOB_LIMITS.query.max}
      submitLabel={t("search.submit")}
    />
  );
}

export function JobSearchPage() {
  const t = useT("jobs");
  const failureText = useFailureText();
  const [draft, setDraft] = useState("");
  const [ask, setAsk] = useState<JobAsk>(NO_ASK);
  const [attempt, setAttempt] = useState(0);
  const [shown, setShown] = useState<Shown | null>(null);
  const [status, setStatus] = useState<"loading" | "ready" | "error">("loading");
  const [error, setError] = useState<unknown>(null);
  const [more, setMore] = useState<LoadMoreState>("idle");

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the Try again that re-runs the same search.
  useEffect(() => {
    const controller = new AbortController();
    setStatus("loading");
    setMore("idle");
    searchJobs(ask, 1, controller.signal)
      .then((answer) => {
        setShown({ ask, answer, results: answer.results });
        setStatus("ready");
        setError(null);
      })
      .catch((err) => {
        if (controller.signal.aborted) return;
        setError(err);
        setStatus("error");
      });
    return () => controller.abort();
  }, [ask, attempt]);

  const submit = () => {
    const q = draft.trim();
    if (q === ask.q) setAttempt((n) => n + 1);
    else setAsk({ ...ask, q });
  };

  const loadMore = () => {
    if (!shown) return;
    const of = shown;
    setMore("loading");
    searchJobs(of.ask, of.answer.page + 1)
      .then((answer) => {
        setShown((s) => (s === of ? { ...s, answer, results: [...s.results, ...answer.results.filter((r) => !s.results.some((x) => x.id === r.id))] } : s));
        setMore("idle");
      })
      .catch(() => setMore("error"));
  };

  const busy = status === "loading";
  const configured = shown?.answer.configured;
  const title = (
    <header className="jobs-head">
      <PageTitle title={t("page.title")} intro={t("page.intro")} />
    </header>
  );

  // No job board connected: Coming Soon over a preview of the page.
  if (configured === false) {
    return (
      <>
        <PortalHeader />
        <div className="home job-search">
          {title}
          <ComingSoon>
            <div className="jobs-body">
              <SearchBox draft="" setDraft={() => {}} onSubmit={() => {}} busy={false} disabled />
              <JobFilters ask={NO_ASK} onChange={() => {}} disabled />
              <JobsSkeleton />
            </div>
          </ComingSoon>
        </div>
      </>
    );
  }

  const results = shown?.results ?? [];
  const total = shown?.answer.total ?? 0;
  return (
    <>
      <PortalHeader />
      <div className="home job-search">
        {title}
        <div className="jobs-body">
          <SearchBox draft={draft} setDraft={setDraft} onSubmit={submit} busy={busy && shown !== null} />
          <JobFilters ask={ask} onChange={setAsk} />
          <section className="jobs-results" aria-labelledby="jobs-results-title" aria-busy={busy}>
            <div className="jobs-results__head">
              <Heading as="h2" size="5" id="jobs-results-title">
                {t("results.title")}
              </Heading>
              <Text as="p" size="2" color="gray" role="status" data-testid="results-count">
                {status === "ready" && shown ? `${t("results.count", { count: total })} · ${t("results.forYou")}` : busy ? t("results.updating") : ""}
              </Text>
            </div>
            {status === "error" ? (
              <SectionProblem action={t("error.retry")} onAction={() => setAttempt((n) => n + 1)}>
                <strong>{t("error.title")}</strong> {failureText(error)}
              </SectionProblem>
            ) : busy || !shown ? (
              <JobsSkeleton />
            ) : results.length === 0 ? (
              <NoJobs />
            ) : (
              <>
                <ul className="jobs-list">
                  {results.map((job) => (
                    <li key={job.id}>
                      <JobCard job={job} />
                    </li>
                  ))}
                </ul>
                {shown.answer.has_more && (
                  <LoadMore className="jobs-more" state={more} onMore={loadMore} labels={{ more: t("results.loadMore"), loading: t("results.loadingMore"), failed: t("results.loadMoreFailed") }}>
                    <Text as="p" size="1" color="gray">
                      {t("results.showing", { shown: results.length, count: total })}
                    </Text>
                  </LoadMore>
                )}
              </>
            )}
          </section>
        </div>
      </div>
    </>
  );
}
