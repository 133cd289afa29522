
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import type { SavedNetworkingItem } from "../../../core/schemas/saved";
import { ApiError } from "../../api-errors";
import { useErrorText } from "../../i18n/errors";
import { useLocale, useT } from "../../i18n/I18n";
import { useFailureText } from "../career/parts";
import { PortalHeader } from "../portal/header/PortalHeader";
import { deleteSavedMessage, fetchSavedMessages, generateMessage, saveMessage } from "./api";
import { hasErrors, networkingMessageKey, serverFieldErrors, validateForm, type FieldErrors } from "./form-errors";
import { GeneratorForm } from "./GeneratorForm";
import { initialState, networkingReducer, savedIdOf, toRequest, type FormField, type FormValues } from "./networking-state";
import { ResultCard } from "./ResultCard";
import { SavedPanel } from "./SavedPanel";
import "../portal/home/home.css";
import "./networking.css";
import { PageTitle } from "../portal/PageTitle";

export function NetworkingPage({ saved }: { saved: SavedNetworkingItem[] }) {
  const t = useT("networking");
  const { locale } = useLocale();
  const errorText = useErrorText();
  const failureText = useFailureText();
  const [state, dispatch] = useReducer(networkingReducer, undefined, () => initialState(locale, saved));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [writing, setWriting] = useState(false);
  const [toggling, setToggling] = useState(false);
  const [toggleProblem, setToggleProblem] = useState<string | null>(null);
  const [listProblem, setListProblem] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const resultRef = useRef<HTMLDivElement | null>(null);
  const formRef = useRef<HTMLDivElement | null>(null);
  const writeRequest = useRef<AbortController | null>(null);
  useEffect(() => () => writeRequest.current?.abort(), []);

  /** A field's message in the interface language: the schema's sentences from this page's catalogue. */
  const fieldText = (message: string) => {
    const key = networkingMessageKey(message);
    return key ? t(`error.${key}`) : errorText.message(message);
  };
  const shownErrors = Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, fieldText(message)])) as Partial<Record<FormField, string>>;
  const refusalText = (err: unknown) => (err instanceof ApiError && networkingMessageKey(err.message) ? fieldText(err.message) : failureText(err));

  const refresh = useCallback(() => {
    setRefreshing(true);
    fetchSavedMessages()
      .then((items) => {
        dispatch({ type: "savedList", items });
        setListProblem(null);
      })
      .catch((err) => setListProblem(failureText(err)))
      .finally(() => setRefreshing(false));
  }, [failureText]);

  /** Brings a part of the page into view when it is out of sight (phones, where the panel is below). */
  const reveal = (el: HTMLElement | null) => {
    if (!el) return;
    const { top } = el.getBoundingClientRect();
    if (top < 0 || top > window.innerHeight * 0.7) el.scrollIntoView({ behavior: "smooth", block: "start" });
  };

  const write = (form: FormValues) => {
    const found = validateForm(form);
    setErrors(found);
    if (hasErrors(found)) {
      setProblem(t("form.fix"));
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setProblem(null);
    setToggleProblem(null);
    setWriting(true);
    writeRequest.current?.abort();
    const controller = new AbortController();
    writeRequest.current = controller;
    generateMessage(toRequest(form), controller.signal)
      .then((result) => {
        dispatch({ type: "generated", result });
        requestAnimationFrame(() => reveal(resultRef.current));
      })
      .catch((err) => {
        if (controller.signal.aborted) return;
        const fields = serverFieldErrors(err);
        setErrors(fields);
        setProblem(hasErrors(fields) ? t("form.fix") : refusalText(err));
      })
      .finally(() => {
        if (writeRequest.current === controller) setWriting(false);
      });
  };

  const edit = <F extends FormField>(field: F, value: FormValues[F]) => {
    dispatch({ type: "edit", field, value });
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  const savedId = savedIdOf(state);

  const toggle = async () => {
    const message = state.message;
    if (!message) return;
    setToggling(true);
    setToggleProblem(null);
    try {
      if (savedId !== null) {
        try {
          await deleteSavedMessage(savedId);
        } catch (err) {
          // Already deleted (another tab): it is not saved either way.
          if (!(err instanceof ApiError && err.status === 404)) throw err;
        }
        dispatch({ type: "savedRemoved", id: savedId });
      } else {
        dispatch({ type: "savedAdded", item: await saveMessage(message.report, message.formData) });
      }
      refresh();
    } catch (err) {
      setToggleProblem(failureText(err));
    } finally {
      setToggling(false);
    }
  };

  const remove = async (item: SavedNetworkingItem) => {
    try {
      await deleteSavedMessage(item.id);
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 404)) {
        setListProblem(failureText(err));
        return;
      }
    }
    dispatch({ type: "savedRemoved", id: item.id });
    refresh();
  };

  const select = (item: SavedNetworkingItem) => {
    const opening = state.selectedId !== item.id;
    dispatch({ type: "select", item });
    setErrors({});
    setProblem(null);
    setToggleProblem(null);
    if (opening) requestAnimationFrame(() => reveal(formRef.current));
  };

  return (
    <>
      <PortalHeader />
      <div className="home networking">
        <header className="net-head">
          <PageTitle title={t("page.title")} intro={t("page.intro")} />
        </header>
        <div className="net-layout">
          <div className="net-main">
            <div ref={formRef} className="net-anchor">
              <GeneratorForm form={state.form} errors={shownErrors} problem={problem} writing={writing} onEdit={edit} onSubmit={() => write(state.form)} />
            </div>
            <div ref={resultRef} className="net-anchor">
              <ResultCard
                message={state.message}
                saved={savedId !== null}
                writing={writing}
                toggling={toggling}
                toggleProblem={toggleProblem}
                onToggle={() => void toggle()}
                onAgain={() => write(state.form)}
              />
            </div>
          </div>
          <SavedPanel items={state.saved} selectedId={state.selectedId} problem={listProblem} refreshing={refreshing} onRetry={refresh} onSelect={select} onDelete={remove} />
        </div>
      </div>
    </>
  );
}
