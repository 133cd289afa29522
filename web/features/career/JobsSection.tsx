import { Badge, Button, Flex, IconButton, RadioGroup, Text } from "@radix-ui/themes";
import { Briefcase, Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect, useRef, type FormEvent } from "react";
import type { CareerInfo, JobItem } from "../../../core/schemas/career";
import { jobFieldError } from "../../../core/schemas/career-rules";
import { useErrorText } from "../../i18n/errors";
import { useT } from "../../i18n/I18n";
import { TextInput } from "../auth/fields";
import { EmptyState, HomeSection } from "../portal/home/Section";
import { saveJobs, type JobDraft } from "./api";
import { rowState, useListDraft, type Row } from "./list-draft";
import { ListProblemCallout, refocus, TextAreaField, UnsavedBar } from "./parts";
import { fieldErrors, hasErrors, NEW_ROW, useRowEdit } from "./row-edit";
import { useListSave } from "./useListSave";

type JobValues = { job_title: string; company_name: string; is_current: 0 | 1; job_description: string };
const JOB_FIELDS = ["job_title", "company_name", "job_description"] as const;
const EMPTY_JOB: JobValues = { job_title: "", company_name: "", is_current: 1, job_description: "" };
const pickJobs = (career: CareerInfo) => ({ items: career.jobs as JobDraft[], version: career.versions.jobs });

/**
 * Job Titles: rows added, edited and deleted on the page; once something is unsaved, Save sends
 * the whole list with the version it was read at, and Cancel goes back to the saved list.
 */
export function JobsSection({ jobs, version, reload, onDirty }: { jobs: JobItem[]; version: string; reload: () => Promise<CareerInfo>; onDirty: (dirty: boolean) => void }) {
  const t = useT("career");
  const list = useListDraft<JobDraft>(jobs, version);
  const saver = useListSave(list, (v, values) => saveJobs(v, values).then((r) => ({ items: r.jobs, version: r.version })), reload, pickJobs);
  const [edit, dispatch] = useRowEdit<JobValues>();
  const rows = list.draft.rows;
  useEffect(() => onDirty(list.dirty), [list.dirty, onDirty]);

  const startAdd = () => dispatch({ type: "start", key: NEW_ROW, values: EMPTY_JOB });
  const close = (key: string | null) => {
    dispatch({ type: "close" });
    refocus("jobs", key);
  };
  const done = (key: string, values: JobValues) => {
    const errors = fieldErrors(values, (field, value) => (field === "is_current" ? null : jobFieldError(field, value)), JOB_FIELDS);
    if (hasErrors(errors)) return dispatch({ type: "fail", errors });
    const trimmed = { ...values, job_title: values.job_title.trim(), company_name: values.company_name.trim(), job_description: values.job_description.trim() };
    if (key === NEW_ROW) list.add(trimmed);
    else {
      const row = rows.find((r) => r.key === key);
      if (row) list.update(key, { ...row.value, ...trimmed });
    }
    dispatch({ type: "close" });
    refocus("jobs", key === NEW_ROW ? null : key);
  };

  return (
    <HomeSection
      id="jobs"
      title={t("jobs.title")}
      icon={<Briefcase size={20} />}
      description={t("jobs.description")}
      aside={
        rows.length > 0 && (
          <Button type="button" variant="soft" size="2" onClick={startAdd} disabled={edit.open !== null} data-add>
            <Plus size={16} aria-hidden="true" />
            {t("jobs.add")}
          </Button>
        )
      }
    >
      <ListProblemCallout problem={saver.problem} onRetry={() => void saver.save()} onReload={() => void saver.reload()} busy={saver.reloading} />
      {rows.length === 0 && edit.open !== NEW_ROW ? (
        <EmptyState
          icon={<Briefcase size={28} />}
          action={
            <Button type="button" variant="soft" onClick={startAdd} data-add>
              <Plus size={16} aria-hidden="true" />
              {t("jobs.add")}
            </Button>
          }
        >
          {t("jobs.empty")}
        </EmptyState>
      ) : (
        <ul className="career-rows" aria-label={t("jobs.list")}>
          {rows.map((row) =>
            edit.open === row.key ? (
              <li key={row.key} className="career-row career-row--editing">
                <JobForm state={edit} dispatch={dispatch} onDone={(v) => done(row.key, v)} onCancel={() => close(row.key)} legend={t("jobs.editLabel", { title: row.value.job_title })} />
              </li>
            ) : (
              <JobRow
                key={row.key}
                row={row}
                state={rowState(list.draft, row.key)}
                locked={edit.open !== null || saver.saving}
                onEdit={() => dispatch({ type: "start", key: row.key, values: { ...EMPTY_JOB, ...row.value } })}
                onDelete={() => {
                  list.remove(row.key);
                  refocus("jobs", null);
                }}
              />
            ),
          )}
          {edit.open === NEW_ROW && (
            <li className="career-row career-row--editing">
              <JobForm state={edit} dispatch={dispatch} onDone={(v) => done(NEW_ROW, v)} onCancel={() => close(null)} legend={t("jobs.addLabel")} />
            </li>
          )}
        </ul>
      )}
      {list.dirty && (
        <UnsavedBar
          message={t("jobs.unsaved")}
          saveLabel={t("action.save")}
          cancelLabel={t("action.cancel")}
          saving={saver.saving}
          blocked={edit.open !== null ? t("unsaved.finishRow") : null}
          onSave={() => void saver.save()}
          onCancel={() => {
            dispatch({ type: "close" });
            saver.cancel();
          }}
        />
      )}
    </HomeSection>
  );
}

function JobRow({ row, state, locked, onEdit, onDelete }: { row: Row<JobDraft>; state: "saved" | "new" | "changed"; locked: boolean; onEdit: () => void; onDelete: () => void }) {
  const t = useT("career");
  const job = row.value;
  return (
    <li className="career-row">
      <span className="career-row__icon" aria-hidden="true">
        <Briefcase size={16} />
      </span>
      <div className="career-row__text">
        <Text as="p" weight="bold" className="career-row__title">
          <bdi>{job.job_title}</bdi>
        </Text>
        <Text as="p" size="2" color="gray">
          <bdi>{job.company_name}</bdi>
        </Text>
        <Flex gap="2" wrap="wrap" mt="1">
          <Badge color={job.is_current === 1 ? undefined : "gray"} variant="soft" radius="full">
            {job.is_current === 1 ? t("jobs.current") : t("jobs.former")}
          </Badge>
          {state !== "saved" && (
            <Badge color="amber" variant="outline" radius="full">
              {state === "new" ? t("unsaved.new") : t("unsaved.changed")}
            </Badge>
          )}
        </Flex>
        {job.job_description && (
          <Text as="p" size="2" className="career-row__description" dir="auto">
            {job.job_description}
          </Text>
        )}
      </div>
      <div className="career-row__actions">
        <IconButton type="button" variant="ghost" color="gray" size="2" aria-label={t("jobs.edit", { title: job.job_title })} onClick={onEdit} disabled={locked} data-edit-key={row.key}>
          <Pencil size={16} aria-hidden="true" />
        </IconButton>
        <IconButton type="button" variant="ghost" color="red" size="2" aria-label={t("jobs.delete", { title: job.job_title })} onClick={onDelete} disabled={locked}>
          <Trash2 size={16} aria-hidden="true" />
        </IconButton>
      </div>
    </li>
  );
}

type JobEdit = ReturnType<typeof useRowEdit<JobValues>>;


/** A job's fields; Done puts it on the list (saved with the list's Save). */
function JobForm({ state, dispatch, legend, onDone, onCancel }: { state: JobEdit[0]; dispatch: JobEdit[1]; legend: string; onDone: (values: JobValues) => void; onCancel: () => void }) {
  const t = useT("career");
  const errorText = useErrorText();
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  if (state.open === null) return null;
  const { values, errors } = state;
  const error = (field: keyof JobValues) => (errors[field] ? errorText.message(errors[field]) : null);
  const change = (field: keyof JobValues) => (e: { target: { value: string } }) => dispatch({ type: "change", field, value: e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onDone(values);
  };
  return (
    <form className="career-form" onSubmit={submit} noValidate aria-label={legend}>
      <div className="career-form__grid">
        <TextInput ref={first} dir="auto" label={t("jobs.jobTitle")} value={values.job_title} onChange={change("job_title")} error={error("job_title")} />
        <TextInput dir="auto" label={t("jobs.company")} value={values.company_name} onChange={change("company_name")} error={error("company_name")} />
      </div>
      <fieldset className="career-fieldset">
        <legend className="auth-field__label">{t("jobs.status")}</legend>
        <RadioGroup.Root
          value={String(values.is_current)}
          onValueChange={(v) => dispatch({ type: "change", field: "is_current", value: v === "1" ? 1 : 0 })}
          className="career-radios"
          aria-label={t("jobs.status")}
        >
          <RadioGroup.Item value="1">{t("jobs.current")}</RadioGroup.Item>
          <RadioGroup.Item value="0">{t("jobs.former")}</RadioGroup.Item>
        </RadioGroup.Root>
      </fieldset>
      <TextAreaField dir="auto" label={t("jobs.descriptionLabel")} optional rows={4} value={values.job_description} onChange={change("job_description")} error={error("job_description")} />
      <Flex gap="2" wrap="wrap" className="career-form__actions">
        <Button type="submit">{t("action.done")}</Button>
        <Button type="button" variant="soft" color="gray" onClick={onCancel}>
          {t("action.cancel")}
        </Button>
      </Flex>
    </form>
  );
}
