import { Button, Flex, IconButton, Text } from "@radix-ui/themes";
import { GraduationCap, Pencil, Plus } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { EducationItem } from "../../../core/schemas/career";
import { educationFieldError } from "../../../core/schemas/career-rules";
import { ApiError } from "../../api-errors";
import { useErrorText } from "../../i18n/errors";
import { useT } from "../../i18n/I18n";
import { TextInput } from "../auth/fields";
import { EmptyState, HomeSection } from "../portal/home/Section";
import { addEducation, deleteEducation, editEducation } from "./api";
import { ConfirmDelete, refocus, SectionProblem, useFailureText } from "./parts";
import { canStart, fieldErrors, hasErrors, NEW_ROW, useRowEdit, type FieldErrors } from "./row-edit";

type EducationValues = { degree: string; school_name: string; issue_date: string };
const FIELDS = ["degree", "school_name", "issue_date"] as const;
const EMPTY: EducationValues = { degree: "", school_name: "", issue_date: "" };

/** Education: degree, school and date, each row saved on its own, one row in edit at a time. */
export function EducationSection({ education, onChange }: { education: EducationItem[]; onChange: (next: EducationItem[]) => void }) {
  const t = useT("career");
  const failureText = useFailureText();
  const [edit, dispatch] = useRowEdit<EducationValues>();
  const [problem, setProblem] = useState<string | null>(null);

  const save = async (key: string, values: EducationValues) => {
    const errors = fieldErrors(values, educationFieldError, FIELDS);
    if (hasErrors(errors)) return dispatch({ type: "fail", errors });
    dispatch({ type: "saving" });
    try {
      if (key === NEW_ROW) {
        onChange([...education, await addEducation(values)]);
      } else {
        const id = Number(key.slice("saved:".length));
        const saved = await editEducation(id, values);
        onChange(education.map((e) => (e.id === id ? saved : e)));
      }
      dispatch({ type: "close" });
      refocus("education", key === NEW_ROW ? null : key);
    } catch (err) {
      const fields: FieldErrors<EducationValues> = {};
      if (err instanceof ApiError) for (const f of FIELDS) if (err.fields?.[f]) fields[f] = err.fields[f];
      dispatch({ type: "fail", errors: fields, problem: hasErrors(fields) ? null : failureText(err) });
    }
  };

  const remove = async (item: EducationItem) => {
    setProblem(null);
    try {
      await deleteEducation(item.id);
      onChange(education.filter((e) => e.id !== item.id));
      refocus("education", null);
    } catch (err) {
      setProblem(failureText(err));
    }
  };

  const startAdd = () => dispatch({ type: "start", key: NEW_ROW, values: EMPTY });
  const addNew = (
    <Button type="button" variant="soft" size="2" onClick={startAdd} disabled={!canStart(edit, NEW_ROW)} data-add>
      <Plus size={16} aria-hidden="true" />
      {t("education.add")}
    </Button>
  );

  const form = (key: string, label: string) =>
    edit.open === key && (
      <EducationForm
        label={label}
        adding={key === NEW_ROW}
        values={edit.values}
        errors={edit.errors}
        problem={edit.problem}
        saving={edit.saving}
        onChange={(field, value) => dispatch({ type: "change", field, value })}
        onSave={() => void save(key, edit.values)}
        onCancel={() => {
          dispatch({ type: "close" });
          refocus("education", key === NEW_ROW ? null : key);
        }}
      />
    );

  return (
    <HomeSection id="education" title={t("education.title")} icon={<GraduationCap size={20} />} description={t("education.description")} aside={education.length > 0 && addNew}>
      {problem && <SectionProblem>{problem}</SectionProblem>}
      {education.length === 0 && edit.open !== NEW_ROW ? (
        <EmptyState icon={<GraduationCap size={28} />} action={addNew}>
          {t("education.empty")}
        </EmptyState>
      ) : (
        <ul className="career-rows" aria-label={t("education.list")}>
          {education.map((item) => {
            const key = `saved:${item.id}`;
            return edit.open === key ? (
              <li key={key} className="career-row career-row--editing">
                {form(key, t("education.editLabel", { degree: item.degree }))}
              </li>
            ) : (
              <li key={key} className="career-row">
                <span className="career-row__icon" aria-hidden="true">
                  <GraduationCap size={16} />
                </span>
                <div className="career-row__text">
                  <Text as="p" weight="bold" className="career-row__title">
                    <bdi>{item.degree}</bdi>
                  </Text>
                  <Text as="p" size="2" color="gray">
                    <bdi>{item.school_name}</bdi>
                  </Text>
                  {item.issue_date && (
                    <Text as="p" size="1" color="gray">
                      <bdi>{item.issue_date}</bdi>
                    </Text>
                  )}
                </div>
                <div className="career-row__actions">
                  <IconButton
                    type="button"
                    variant="ghost"
                    color="gray"
                    size="2"
                    aria-label={t("education.edit", { degree: item.degree })}
                    data-edit-key={key}
                    disabled={edit.open !== null}
                    onClick={() => dispatch({ type: "start", key, values: { degree: item.degree, school_name: item.school_name, issue_date: item.issue_date } })}
                  >
                    <Pencil size={16} aria-hidden="true" />
                  </IconButton>
                  <ConfirmDelete
                    label={t("education.delete", { degree: item.degree })}
                    title={t("education.deleteTitle")}
                    description={t("education.deleteText", { degree: item.degree, school: item.school_name })}
                    disabled={edit.open !== null}
                    onConfirm={() => remove(item)}
                  />
                </div>
              </li>
            );
          })}
          {edit.open === NEW_ROW && <li className="career-row career-row--editing">{form(NEW_ROW, t("education.addLabel"))}</li>}
        </ul>
      )}
    </HomeSection>
  );
}

interface EducationFormProps {
  label: string;
  adding: boolean;
  values: EducationValues;
  errors: FieldErrors<EducationValues>;
  problem: string | null;
  saving: boolean;
  onChange: (field: keyof EducationValues, value: string) => void;
  onSave: () => void;
  onCancel: () => void;
}

function EducationForm({ label, adding, values, errors, problem, saving, onChange, onSave, onCancel }: EducationFormProps) {
  const t = useT("career");
  const errorText = useErrorText();
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  const error = (f: keyof EducationValues) => (errors[f] ? errorText.message(errors[f]) : null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!saving) onSave();
  };
  const field = (name: keyof EducationValues) => ({ dir: "auto" as const, value: values[name], onChange: (e: { target: { value: string } }) => onChange(name, e.target.value), error: error(name), disabled: saving });
  return (
    <form className="career-form" onSubmit={submit} noValidate aria-label={label} aria-busy={saving}>
      {problem && <SectionProblem>{problem}</SectionProblem>}
      <div className="career-form__grid">
        <TextInput ref={first} label={t("education.degree")} placeholder={t("education.degreePlaceholder")} {...field("degree")} />
        <TextInput label={t("education.school")} {...field("school_name")} />
        <TextInput label={t("education.date")} optional placeholder={t("date.placeholder")} hint={t("date.hint")} {...field("issue_date")} />
      </div>
      <Flex gap="2" wrap="wrap" className="career-form__actions">
        <Button type="submit" disabled={saving}>
          {saving && adding ? t("education.adding") : saving ? t("action.saving") : adding ? t("education.addSubmit") : t("action.save")}
        </Button>
        <Button type="button" variant="soft" color="gray" onClick={onCancel} disabled={saving}>
          {t("action.cancel")}
        </Button>
      </Flex>
    </form>
  );
}
