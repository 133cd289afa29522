import { Heading, IconButton, Text, TextField } from "@radix-ui/themes";
import { Check, Pencil, Sparkles, X } from "lucide-react";
import { useEffect, useMemo, useRef, type FormEvent } from "react";
import type { SkillItem } from "../../../core/schemas/account";
import type { CareerInfo } from "../../../core/schemas/career";
import { CAREER_LIMITS, CAREER_MESSAGES, skillKey, skillNameError } from "../../../core/schemas/career-rules";
import { useErrorText } from "../../i18n/errors";
import { useT } from "../../i18n/I18n";
import { FieldError } from "../auth/fields";
import { HomeSection } from "../portal/home/Section";
import { saveSkills, type SkillDraft } from "./api";
import { rowState, useListDraft, type Row } from "./list-draft";
import { ListProblemCallout, UnsavedBar } from "./parts";
import { useRowEdit } from "./row-edit";
import { SkillAdder } from "./SkillAdder";
import { useListSave } from "./useListSave";

type SkillType = SkillItem["skill_type"];
const pickSkills = (career: CareerInfo) => ({ items: career.skills as SkillDraft[], version: career.versions.skills });

/**
 * Skills in two groups, hard and soft: added with suggestions, renamed and removed on the page,
 * then Save All (the whole list, committed only when the server answers 200) or Cancel All.
 */
export function SkillsSection({ skills, version, reload, onDirty }: { skills: SkillItem[]; version: string; reload: () => Promise<CareerInfo>; onDirty: (dirty: boolean) => void }) {
  const t = useT("career");
  const errorText = useErrorText();
  const list = useListDraft<SkillDraft>(skills, version);
  const saver = useListSave(list, (v, values) => saveSkills(v, values).then((r) => ({ items: r.skills, version: r.version })), reload, pickSkills);
  const [edit, dispatch] = useRowEdit<{ skill_name: string }>();
  const rows = list.draft.rows;
  useEffect(() => onDirty(list.dirty), [list.dirty, onDirty]);
  const taken = useMemo(() => new Set(rows.map((r) => skillKey(r.value.skill_name))), [rows]);

  /** The first reason a name cannot be on the list (besides the row `except`), in the interface language. */
  const refusal = (name: string, except?: string): string | null => {
    const problem = skillNameError(name) ?? (rows.some((r) => r.key !== except && skillKey(r.value.skill_name) === skillKey(name)) ? CAREER_MESSAGES.skillDuplicate : null);
    return problem ? errorText.message(problem) : null;
  };

  const add = (type: SkillType) => (name: string) => {
    const problem = refusal(name) ?? (rows.length >= CAREER_LIMITS.skills.max ? errorText.message(CAREER_MESSAGES.tooManySkills) : null);
    if (!problem) list.add({ skill_name: name.trim(), skill_type: type });
    return problem;
  };

  const rename = (row: Row<SkillDraft>, name: string) => {
    const problem = refusal(name, row.key);
    if (problem) return dispatch({ type: "fail", errors: { skill_name: problem } });
    list.update(row.key, { ...row.value, skill_name: name.trim() });
    dispatch({ type: "close" });
  };

  const groups: { type: SkillType; title: string; empty: string; adder: string }[] = [
    { type: "hard", title: t("skills.hard"), empty: t("skills.hardEmpty"), adder: t("skills.addHard") },
    { type: "soft", title: t("skills.soft"), empty: t("skills.softEmpty"), adder: t("skills.addSoft") },
  ];

  return (
    <HomeSection id="skills" title={t("skills.title")} icon={<Sparkles size={20} />} description={t("skills.description")}>
      <ListProblemCallout problem={saver.problem} onRetry={() => void saver.save()} onReload={() => void saver.reload()} busy={saver.reloading} />
      <div className="career-skills">
        {groups.map((group) => {
          const mine = rows.filter((r) => r.value.skill_type === group.type);
          const headingId = `career-skills-${group.type}`;
          return (
            <div key={group.type} className="career-skills__group">
              <Heading as="h3" size="2" id={headingId} className="career-skills__label">
                {group.title}
              </Heading>
              {mine.length === 0 ? (
                <Text as="p" size="2" color="gray" className="career-skills__empty">
                  {group.empty}
                </Text>
              ) : (
                <ul className="career-chips" aria-labelledby={headingId}>
                  {mine.map((row) =>
                    edit.open === row.key ? (
                      <li key={row.key} className="career-chip career-chip--editing">
                        <SkillRename
                          name={row.value.skill_name}
                          value={edit.values.skill_name}
                          error={edit.errors.skill_name ?? null}
                          onChange={(value) => dispatch({ type: "change", field: "skill_name", value })}
                          onDone={() => rename(row, edit.values.skill_name)}
                          onCancel={() => dispatch({ type: "close" })}
                        />
                      </li>
                    ) : (
                      <SkillChip
                        key={row.key}
                        row={row}
                        color={group.type === "hard" ? undefined : "indigo"}
                        unsaved={rowState(list.draft, row.key) !== "saved"}
                        locked={edit.open !== null || saver.saving}
                        onEdit={() => dispatch({ type: "start", key: row.key, values: { skill_name: row.value.skill_name } })}
                        onRemove={() => list.remove(row.key)}
                      />
                    ),
                  )}
                </ul>
              )}
              <SkillAdder type={group.type} label={group.adder} taken={taken} disabled={saver.saving} onAdd={add(group.type)} />
            </div>
          );
        })}
      </div>
      {list.dirty && (
        <UnsavedBar
          message={t("skills.unsaved")}
          saveLabel={t("skills.saveAll")}
          cancelLabel={t("skills.cancelAll")}
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

function SkillChip({
  row,
  color,
  unsaved,
  locked,
  onEdit,
  onRemove,
}: {
  row: Row<SkillDraft>;
  color: "indigo" | undefined;
  unsaved: boolean;
  locked: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const t = useT("career");
  const name = row.value.skill_name;
  return (
    <li className="career-chip" data-color={color ?? "accent"} data-unsaved={unsaved || undefined}>
      <span className="career-chip__name">
        <bdi>{name}</bdi>
      </span>
      <IconButton type="button" size="1" variant="ghost" color="gray" radius="full" aria-label={t("skills.rename", { name })} onClick={onEdit} disabled={locked}>
        <Pencil size={12} aria-hidden="true" />
      </IconButton>
      <IconButton type="button" size="1" variant="ghost" color="gray" radius="full" aria-label={t("skills.remove", { name })} onClick={onRemove} disabled={locked}>
        <X size={14} aria-hidden="true" />
      </IconButton>
    </li>
  );
}

/** A skill's name in an input: Enter or Done keeps it, Escape or Cancel leaves it as it was. */
function SkillRename({ name, value, error, onChange, onDone, onCancel }: { name: string; value: string; error: string | null; onChange: (v: string) => void; onDone: () => void; onCancel: () => void }) {
  const t = useT("career");
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.select(), []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onDone();
  };
  const errorId = `skill-rename-error`;
  return (
    <form className="career-chip__form" onSubmit={submit} noValidate>
      <TextField.Root
        ref={input}
        size="1"
        dir="auto"
        value={value}
        aria-label={t("skills.renameField", { name })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Escape") {
            e.preventDefault();
            onCancel();
          }
        }}
      />
      <IconButton type="submit" size="1" variant="soft" aria-label={t("action.done")}>
        <Check size={14} aria-hidden="true" />
      </IconButton>
      <IconButton type="button" size="1" variant="soft" color="gray" aria-label={t("action.cancel")} onClick={onCancel}>
        <X size={14} aria-hidden="true" />
      </IconButton>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </form>
  );
}

