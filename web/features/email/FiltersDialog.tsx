/**
 * The filter-management popup (spec section 4): a new row (company name, job title, company
 * e-mail; the page's `isNew` flag) is edited and saved; saved rows are read-only and can be
 * applied or deleted. Applying adds the filter to the active set (never twice); the page then
 * re-reads the list by the active filter ids. A refusal puts each field's message under its field
 * and keeps what was typed.
 */
import { Badge, Button, Dialog, IconButton, Spinner, Text, TextField } from "@radix-ui/themes";
import { Check, CircleAlert, Plus, SlidersHorizontal, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import type { EmailFilter } from "../../../core/schemas/email";
import { ApiError } from "../../api-errors";
import { useErrorText } from "../../i18n/errors";
import { useT } from "../../i18n/I18n";
import { useFailureText } from "../career/parts";
import { createFilter, deleteFilter } from "./api";

/** A row of the popup: a saved filter, or a new one being written (`isNew`). */
export type FilterRow = (EmailFilter & { isNew?: false }) | { isNew: true; key: number; company_name: string; job_title: string; company_email: string };

const FIELDS = ["company_name", "job_title", "company_email"] as const;
type Field = (typeof FIELDS)[number];

interface FiltersDialogProps {
  /** The saved filters, or null while they load (or when they could not: `loadError`). */
  saved: EmailFilter[] | null;
  loadError: unknown;
  active: number[];
  onSaved: (filter: EmailFilter) => void;
  onDeleted: (id: number) => void;
  onApply: (id: number) => void;
  onRetryLoad: () => void;
}

let nextKey = 1;

export function FiltersDialog({ saved, loadError, active, onSaved, onDeleted, onApply, onRetryLoad }: FiltersDialogProps) {
  const t = useT("emails");
  const failureText = useFailureText();
  const [drafts, setDrafts] = useState<Extract<FilterRow, { isNew: true }>[]>([]);

  const addRow = () => setDrafts((d) => [...d, { isNew: true, key: nextKey++, company_name: "", job_title: "", company_email: "" }]);

  return (
    <Dialog.Root
      onOpenChange={(open) => {
        // Opening on an empty list starts a new row at once.
        if (open && drafts.length === 0 && saved && saved.length === 0) addRow();
      }}
    >
      <Dialog.Trigger>
        <Button type="button" variant="soft" size="3" className="email-filters-button">
          <SlidersHorizontal size={16} aria-hidden="true" />
          {t("filters.open")}
          {active.length > 0 && (
            <Badge color="indigo" variant="solid" radius="full">
              {t.number(active.length)}
            </Badge>
          )}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="720px" className="email-filters">
        <Dialog.Title>{t("filters.title")}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {t("filters.intro")}
        </Dialog.Description>
        {saved === null && loadError === null && (
          <div className="email-filters__loading" role="status">
            <Spinner /> <Text size="2">{t("filters.loading")}</Text>
          </div>
        )}
        {loadError !== null && (
          <div className="email-filters__loading" role="alert">
            <CircleAlert size={16} aria-hidden="true" />
            <Text size="2">
              {t("filters.loadFailed")} {failureText(loadError)}
            </Text>
            <Button size="1" variant="soft" onClick={onRetryLoad}>
              {t("action.retry")}
            </Button>
          </div>
        )}
        {saved && saved.length === 0 && drafts.length === 0 && (
          <Text as="p" size="2" color="gray" className="email-filters__none">
            {t("filters.none")}
          </Text>
        )}
        <ul className="email-filters__rows">
          {drafts.map((draft) => (
            <NewFilterRow
              key={draft.key}
              draft={draft}
              onChange={(next) => setDrafts((d) => d.map((r) => (r.key === draft.key ? next : r)))}
              onDiscard={() => setDrafts((d) => d.filter((r) => r.key !== draft.key))}
              onSaved={(filter) => {
                setDrafts((d) => d.filter((r) => r.key !== draft.key));
                onSaved(filter);
              }}
            />
          ))}
          {saved?.map((filter) => (
            <SavedFilterRow key={filter.id} filter={filter} applied={active.includes(filter.id)} onApply={() => onApply(filter.id)} onDeleted={() => onDeleted(filter.id)} />
          ))}
        </ul>
        <div className="email-dialog__actions email-dialog__actions--split">
          <Button type="button" variant="soft" onClick={addRow} disabled={saved === null}>
            <Plus size={16} aria-hidden="true" />
            {t("filters.add")}
          </Button>
          <Dialog.Close>
            <Button type="button" variant="solid" color="gray" highContrast>
              {t("action.close")}
            </Button>
          </Dialog.Close>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function NewFilterRow({
  draft,
  onChange,
  onDiscard,
  onSaved,
}: {
  draft: Extract<FilterRow, { isNew: true }>;
  onChange: (next: Extract<FilterRow, { isNew: true }>) => void;
  onDiscard: () => void;
  onSaved: (filter: EmailFilter) => void;
}) {
  const t = useT("emails");
  const errorText = useErrorText();
  const failureText = useFailureText();
  const id = useId();
  const [saving, setSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const labels: Record<Field, string> = { company_name: t("filters.companyName"), job_title: t("filters.jobTitle"), company_email: t("filters.companyEmail") };

  const save = async () => {
    setSaving(true);
    setError(null);
    setFieldErrors({});
    try {
      onSaved(await createFilter({ company_name: draft.company_name.trim(), job_title: draft.job_title.trim(), company_email: draft.company_email.trim() }));
    } catch (err) {
      setSaving(false);
      const fields = err instanceof ApiError && err.fields ? errorText.fields(err.fields) : null;
      const known = fields ? Object.fromEntries(Object.entries(fields).filter(([k]) => (FIELDS as readonly string[]).includes(k))) : {};
      if (Object.keys(known).length > 0) setFieldErrors(known);
      else setError(failureText(err));
    }
  };

  return (
    <li className="email-filter email-filter--new" data-new="true">
      <form
        className="email-filter__form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {FIELDS.map((field) => (
          <div key={field} className="email-filter__field">
            <Text as="label" size="2" weight="medium" htmlFor={`${id}-${field}`}>
              {labels[field]}
            </Text>
            <TextField.Root
              id={`${id}-${field}`}
              value={draft[field]}
              dir="auto"
              type={field === "company_email" ? "email" : "text"}
              inputMode={field === "company_email" ? "email" : undefined}
              autoComplete="off"
              placeholder={field === "company_email" ? "jobs@company.com" : undefined}
              aria-invalid={fieldErrors[field] ? true : undefined}
              aria-describedby={fieldErrors[field] ? `${id}-${field}-error` : undefined}
              color={fieldErrors[field] ? "red" : undefined}
              onChange={(e) => onChange({ ...draft, [field]: e.target.value })}
            />
            {fieldErrors[field] && (
              <Text as="p" size="1" color="red" id={`${id}-${field}-error`} className="email-filter__error">
                {fieldErrors[field]}
              </Text>
            )}
          </div>
        ))}
        <div className="email-filter__actions">
          <Button type="submit" loading={saving}>
            <Check size={16} aria-hidden="true" />
            {t("filters.save")}
          </Button>
          <Button type="button" variant="soft" color="gray" onClick={onDiscard} disabled={saving}>
            {t("filters.discard")}
          </Button>
        </div>
        {error && (
          <Text as="p" size="2" color="red" role="alert" className="email-filter__form-error">
            {error}
          </Text>
        )}
      </form>
    </li>
  );
}

function SavedFilterRow({ filter, applied, onApply, onDeleted }: { filter: EmailFilter; applied: boolean; onApply: () => void; onDeleted: () => void }) {
  const t = useT("emails");
  const failureText = useFailureText();
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const remove = async () => {
    setDeleting(true);
    setError(null);
    try {
      await deleteFilter(filter.id);
      onDeleted();
    } catch (err) {
      setDeleting(false);
      setError(err);
    }
  };
  const cell = (label: string, value: string) => (
    <div className="email-filter__cell">
      <Text as="span" size="1" color="gray">
        {label}
      </Text>
      <Text as="span" size="2" weight="medium">
        {value ? <bdi>{value}</bdi> : <span className="email-filter__any">{t("filters.any")}</span>}
      </Text>
    </div>
  );
  return (
    <li className="email-filter" data-filter-id={filter.id}>
      <div className="email-filter__saved">
        {cell(t("filters.companyName"), filter.company_name)}
        {cell(t("filters.jobTitle"), filter.job_title)}
        {cell(t("filters.companyEmail"), filter.company_email)}
      </div>
      <div className="email-filter__actions">
        <Button type="button" variant={applied ? "soft" : "solid"} onClick={onApply} disabled={applied} aria-pressed={applied}>
          {applied ? <Check size={16} aria-hidden="true" /> : null}
          {applied ? t("filters.applied") : t("filters.apply")}
        </Button>
        <IconButton type="button" variant="soft" color="red" aria-label={t("filters.delete")} onClick={() => void remove()} loading={deleting}>
          <Trash2 size={16} aria-hidden="true" />
        </IconButton>
      </div>
      {error !== null && (
        <Text as="p" size="2" color="red" role="alert">
          {failureText(error)}
        </Text>
      )}
    </li>
  );
}
