import { Badge, Button, Checkbox, Dialog, Flex, IconButton, RadioGroup, Spinner, Text } from "@radix-ui/themes";
import { Award, ExternalLink, Lightbulb, Pencil, Plus } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { CertificateItem } from "../../../core/schemas/career";
import { certificateFieldError } from "../../../core/schemas/career-rules";
import { ApiError } from "../../api-errors";
import { useErrorText } from "../../i18n/errors";
import { useT } from "../../i18n/I18n";
import { TextInput } from "../auth/fields";
import { EmptyState, HomeSection } from "../portal/home/Section";
import { addCertificate, deleteCertificate, editCertificate } from "./api";
import { ConfirmDelete, refocus, SectionProblem, TextAreaField, useFailureText } from "./parts";
import { fieldErrors, hasErrors, NEW_ROW, useRowEdit, type FieldErrors } from "./row-edit";

type EditValues = { cert_name: string; cert_org_name: string; cert_issue_date: string; is_complete: 0 | 1 };
type AddValues = { input_text: string; is_complete: 0 | 1; cert_issue_date: string };
const EDIT_FIELDS = ["cert_name", "cert_org_name", "cert_issue_date"] as const;
const ADD_FIELDS = ["input_text", "cert_issue_date"] as const;
const EMPTY_ADD: AddValues = { input_text: "", is_complete: 1, cert_issue_date: "" };

/** The server's per-field messages for the fields this form has. */
function serverFields<V>(err: unknown, fields: readonly (keyof V & string)[]): FieldErrors<V> {
  const out: FieldErrors<V> = {};
  if (err instanceof ApiError) for (const f of fields) if (err.fields?.[f]) out[f] = err.fields[f];
  return out;
}

/**
 * Certificates & Courses: each row saved on its own, one row in edit at a time. Add New
 * Certificate first explains what to write; the server then finds the course in the catalogue.
 */
export function CertificatesSection({ certificates, onChange }: { certificates: CertificateItem[]; onChange: (next: CertificateItem[]) => void }) {
  const t = useT("career");
  const failureText = useFailureText();
  const [edit, dispatch] = useRowEdit<EditValues>();
  const [adding, dispatchAdd] = useRowEdit<AddValues>();
  const [explaining, setExplaining] = useState(false);
  const [added, setAdded] = useState<{ id: number; matched: boolean } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = edit.open !== null || adding.open !== null;

  const saveEdit = async (item: CertificateItem, values: EditValues) => {
    const errors = fieldErrors(values, (f, v) => (f === "is_complete" ? null : certificateFieldError(f, v)), EDIT_FIELDS);
    if (hasErrors(errors)) return dispatch({ type: "fail", errors });
    dispatch({ type: "saving" });
    try {
      const saved = await editCertificate(item.id, values);
      onChange(certificates.map((c) => (c.id === item.id ? saved : c)));
      dispatch({ type: "close" });
      refocus("certificates", `saved:${item.id}`);
    } catch (err) {
      const fields = serverFields<EditValues>(err, EDIT_FIELDS);
      dispatch({ type: "fail", errors: fields, problem: hasErrors(fields) ? null : failureText(err) });
    }
  };

  const saveAdd = async (values: AddValues) => {
    const errors = fieldErrors(values, (f, v) => (f === "is_complete" ? null : certificateFieldError(f, v)), ADD_FIELDS);
    if (hasErrors(errors)) return dispatchAdd({ type: "fail", errors });
    dispatchAdd({ type: "saving" });
    try {
      const { certificate, matched } = await addCertificate(values);
      onChange([...certificates, certificate]);
      setAdded({ id: certificate.id, matched });
      dispatchAdd({ type: "close" });
    } catch (err) {
      const fields = serverFields<AddValues>(err, ADD_FIELDS);
      dispatchAdd({ type: "fail", errors: fields, problem: hasErrors(fields) ? null : failureText(err) });
    }
  };

  const remove = async (item: CertificateItem) => {
    setProblem(null);
    try {
      await deleteCertificate(item.id);
      onChange(certificates.filter((c) => c.id !== item.id));
      refocus("certificates", null);
    } catch (err) {
      setProblem(failureText(err));
    }
  };

  const addNew = (
    <Button type="button" variant="soft" size="2" onClick={() => setExplaining(true)} disabled={busy} data-add>
      <Plus size={16} aria-hidden="true" />
      {t("certificates.add")}
    </Button>
  );

  return (
    <HomeSection id="certificates" title={t("certificates.title")} icon={<Award size={20} />} description={t("certificates.description")} aside={certificates.length > 0 && addNew}>
      {problem && <SectionProblem>{problem}</SectionProblem>}
      {certificates.length === 0 && adding.open === null ? (
        <EmptyState icon={<Award size={28} />} action={addNew}>
          {t("certificates.empty")}
        </EmptyState>
      ) : (
        <ul className="career-rows" aria-label={t("certificates.list")}>
          {certificates.map((item) =>
            edit.open === `saved:${item.id}` ? (
              <li key={item.id} className="career-row career-row--editing">
                <CertificateForm
                  label={t("certificates.editLabel", { name: item.cert_name })}
                  values={edit.values}
                  errors={edit.errors}
                  problem={edit.problem}
                  saving={edit.saving}
                  onChange={(field, value) => dispatch({ type: "change", field, value })}
                  onSave={() => void saveEdit(item, edit.values)}
                  onCancel={() => {
                    dispatch({ type: "close" });
                    refocus("certificates", `saved:${item.id}`);
                  }}
                />
              </li>
            ) : (
              <CertificateRow
                key={item.id}
                item={item}
                added={added?.id === item.id ? added : null}
                locked={busy}
                onEdit={() => {
                  setAdded(null);
                  dispatch({
                    type: "start",
                    key: `saved:${item.id}`,
                    values: { cert_name: item.cert_name, cert_org_name: item.cert_org_name, cert_issue_date: item.cert_issue_date, is_complete: item.is_complete },
                  });
                }}
                onDelete={() => remove(item)}
              />
            ),
          )}
          {adding.open === NEW_ROW && (
            <li className="career-row career-row--editing">
              <CertificateAddForm
                values={adding.values}
                errors={adding.errors}
                problem={adding.problem}
                saving={adding.saving}
                onChange={(field, value) => dispatchAdd({ type: "change", field, value })}
                onSave={() => void saveAdd(adding.values)}
                onCancel={() => {
                  dispatchAdd({ type: "close" });
                  refocus("certificates", null);
                }}
              />
            </li>
          )}
        </ul>
      )}
      <Dialog.Root open={explaining} onOpenChange={setExplaining}>
        <Dialog.Content maxWidth="480px">
          <Flex gap="3" align="start">
            <span className="career-dialog__icon" aria-hidden="true">
              <Lightbulb size={20} />
            </span>
            <div>
              <Dialog.Title mb="2">{t("certificates.dialogTitle")}</Dialog.Title>
              <Dialog.Description size="2">{t("certificates.dialogText")}</Dialog.Description>
              <Text as="p" size="2" mt="3" className="career-dialog__example">
                {t("certificates.dialogExample")}
              </Text>
              <Text as="p" size="2" color="gray" mt="3">
                {t("certificates.dialogAfter")}
              </Text>
            </div>
          </Flex>
          <Flex gap="3" mt="5" justify="end" wrap="wrap">
            <Dialog.Close>
              <Button variant="soft" color="gray">
                {t("action.cancel")}
              </Button>
            </Dialog.Close>
            <Button
              onClick={() => {
                setExplaining(false);
                setAdded(null);
                dispatchAdd({ type: "start", key: NEW_ROW, values: EMPTY_ADD });
              }}
            >
              {t("certificates.understood")}
            </Button>
          </Flex>
        </Dialog.Content>
      </Dialog.Root>
    </HomeSection>
  );
}

function CertificateRow({ item, added, locked, onEdit, onDelete }: { item: CertificateItem; added: { matched: boolean } | null; locked: boolean; onEdit: () => void; onDelete: () => Promise<void> }) {
  const t = useT("career");
  const row = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (added) row.current?.focus();
  }, [added]);
  return (
    <li ref={row} className={added ? "career-row career-row--added" : "career-row"} tabIndex={added ? -1 : undefined}>
      <span className="career-row__icon" aria-hidden="true">
        <Award size={16} />
      </span>
      <div className="career-row__text">
        <Text as="p" weight="bold" className="career-row__title">
          {item.course_url ? (
            <a href={item.course_url} target="_blank" rel="noopener noreferrer" className="career-link">
              <bdi>{item.cert_name}</bdi>
              <ExternalLink size={13} aria-hidden="true" />
              <span className="career-visually-hidden">{t("certificates.opensCourse")}</span>
            </a>
          ) : (
            <bdi>{item.cert_name}</bdi>
          )}
        </Text>
        {item.cert_org_name && (
          <Text as="p" size="2" color="gray">
            <bdi>{item.cert_org_name}</bdi>
          </Text>
        )}
        <Flex gap="2" wrap="wrap" mt="1" align="center">
          <Badge color={item.is_complete ? "green" : "amber"} variant="soft" radius="full">
            {item.is_complete ? t("certificates.completed") : t("certificates.inProgress")}
          </Badge>
          {item.cert_issue_date && (
            <Text as="span" size="1" color="gray">
              <bdi>{item.cert_issue_date}</bdi>
            </Text>
          )}
        </Flex>
        {added && (
          <Text as="p" size="2" role="status" className="career-row__note">
            {added.matched ? t("certificates.matched") : t("certificates.unmatched")}
          </Text>
        )}
      </div>
      <div className="career-row__actions">
        <IconButton type="button" variant="ghost" color="gray" size="2" aria-label={t("certificates.edit", { name: item.cert_name })} onClick={onEdit} disabled={locked} data-edit-key={`saved:${item.id}`}>
          <Pencil size={16} aria-hidden="true" />
        </IconButton>
        <ConfirmDelete
          label={t("certificates.delete", { name: item.cert_name })}
          title={t("certificates.deleteTitle")}
          description={t("certificates.deleteText", { name: item.cert_name })}
          disabled={locked}
          onConfirm={onDelete}
        />
      </div>
    </li>
  );
}

interface FormProps<V> {
  values: V;
  errors: FieldErrors<V>;
  problem: string | null;
  saving: boolean;
  onChange: (field: keyof V & string, value: V[keyof V]) => void;
  onSave: () => void;
  onCancel: () => void;
}

/** Add New Certificate's form: the user's own words, completed or not, and the date. */
function CertificateAddForm({ values, errors, problem, saving, onChange, onSave, onCancel }: FormProps<AddValues>) {
  const t = useT("career");
  const errorText = useErrorText();
  const first = useRef<HTMLTextAreaElement>(null);
  useEffect(() => first.current?.focus(), []);
  const error = (f: keyof AddValues) => (errors[f] ? errorText.message(errors[f]) : null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!saving) onSave();
  };
  return (
    <form className="career-form" onSubmit={submit} noValidate aria-label={t("certificates.addLabel")} aria-busy={saving}>
      {problem && <SectionProblem>{problem}</SectionProblem>}
      <fieldset className="career-fieldset career-fieldset--plain" disabled={saving}>
        <TextAreaField
          ref={first}
          dir="auto"
          label={t("certificates.inputText")}
          hint={t("certificates.inputHint")}
          rows={2}
          value={values.input_text}
          onChange={(e) => onChange("input_text", e.target.value)}
          error={error("input_text")}
        />
        <div className="career-form__grid">
          <fieldset className="career-fieldset">
            <legend className="auth-field__label">{t("certificates.completedQuestion")}</legend>
            <RadioGroup.Root value={String(values.is_complete)} onValueChange={(v) => onChange("is_complete", v === "1" ? 1 : 0)} className="career-radios" disabled={saving} aria-label={t("certificates.completedQuestion")}>
              <RadioGroup.Item value="1">{t("certificates.yes")}</RadioGroup.Item>
              <RadioGroup.Item value="0">{t("certificates.no")}</RadioGroup.Item>
            </RadioGroup.Root>
          </fieldset>
          <TextInput
            label={t("certificates.date")}
            optional
            placeholder={t("date.placeholder")}
            value={values.cert_issue_date}
            onChange={(e) => onChange("cert_issue_date", e.target.value)}
            error={error("cert_issue_date")}
          />
        </div>
      </fieldset>
      {saving && (
        <Text as="p" size="2" role="status" className="career-progress">
          <Spinner size="2" />
          {t("certificates.searching")}
        </Text>
      )}
      <Flex gap="2" wrap="wrap" className="career-form__actions">
        <Button type="submit" disabled={saving}>
          {t("certificates.addSubmit")}
        </Button>
        <Button type="button" variant="soft" color="gray" onClick={onCancel} disabled={saving}>
          {t("action.cancel")}
        </Button>
      </Flex>
    </form>
  );
}

/** A saved row's fields as shown: name, organisation, date and whether it is complete. */
function CertificateForm({ label, values, errors, problem, saving, onChange, onSave, onCancel }: FormProps<EditValues> & { label: string }) {
  const t = useT("career");
  const errorText = useErrorText();
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  const error = (f: keyof EditValues) => (errors[f] ? errorText.message(errors[f]) : null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!saving) onSave();
  };
  return (
    <form className="career-form" onSubmit={submit} noValidate aria-label={label} aria-busy={saving}>
      {problem && <SectionProblem>{problem}</SectionProblem>}
      <div className="career-form__grid">
        <TextInput ref={first} dir="auto" label={t("certificates.name")} value={values.cert_name} onChange={(e) => onChange("cert_name", e.target.value)} error={error("cert_name")} disabled={saving} />
        <TextInput dir="auto" label={t("certificates.org")} optional value={values.cert_org_name} onChange={(e) => onChange("cert_org_name", e.target.value)} error={error("cert_org_name")} disabled={saving} />
        <TextInput
          label={t("certificates.date")}
          optional
          placeholder={t("date.placeholder")}
          value={values.cert_issue_date}
          onChange={(e) => onChange("cert_issue_date", e.target.value)}
          error={error("cert_issue_date")}
          disabled={saving}
        />
      </div>
      <Text as="label" size="2" className="career-check">
        <Checkbox checked={values.is_complete === 1} onCheckedChange={(c) => onChange("is_complete", c === true ? 1 : 0)} disabled={saving} />
        {t("certificates.completedCheck")}
      </Text>
      <Flex gap="2" wrap="wrap" className="career-form__actions">
        <Button type="submit" loading={saving}>
          {t("action.save")}
        </Button>
        <Button type="button" variant="soft" color="gray" onClick={onCancel} disabled={saving}>
          {t("action.cancel")}
        </Button>
      </Flex>
    </form>
  );
}
