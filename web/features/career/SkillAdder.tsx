import { Button, TextField } from "@radix-ui/themes";
import { Plus } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { skillKey } from "../../../core/schemas/career-rules";
import { useT } from "../../i18n/I18n";
import { FieldError } from "../auth/fields";
import { suggestSkills, type SkillSuggestion } from "./api";

/** How long typing must pause before suggestions are asked for. */
const DEBOUNCE_MS = 200;

interface SkillAdderProps {
  type: "hard" | "soft";
  label: string;
  /** The skills already on the list (by `skillKey`), left out of the suggestions. */
  taken: ReadonlySet<string>;
  disabled?: boolean;
  /** Adds the skill; answers a message when it cannot be added (it stays typed). */
  onAdd: (name: string) => string | null;
}

/**
 * An input that adds a skill, with suggestions from the skills taxonomy as a list box (the
 * ARIA combobox pattern): arrows move through the list, Enter adds the highlighted suggestion
 * or what was typed, Escape closes the list.
 */
export function SkillAdder({ type, label, taken, disabled, onAdd }: SkillAdderProps) {
  const t = useT("career");
  const id = useId().replace(/:/g, "");
  const inputId = `skill-${type}-${id}`;
  const listId = `${inputId}-list`;
  const errorId = `${inputId}-error`;
  const [text, setText] = useState("");
  const [suggestions, setSuggestions] = useState<SkillSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const q = text.trim();
    if (!q) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      suggestSkills(q, type, controller.signal)
        .then((found) => {
          setSuggestions(found.filter((s) => !taken.has(skillKey(s.name))));
          setActive(-1);
        })
        // Suggestions are a help, not the form: without them the typed name is still added.
        .catch(() => setSuggestions([]));
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, type, taken]);

  const expanded = open && suggestions.length > 0;

  const add = (name: string) => {
    const refusal = onAdd(name);
    if (refusal) {
      setProblem(refusal);
      return;
    }
    setText("");
    setProblem(null);
    setOpen(false);
    setActive(-1);
    input.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      if (suggestions.length === 0) return;
      e.preventDefault();
      setOpen(true);
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((i) => {
        // -1 is the input itself; the arrows go round the list through it.
        const next = i + step;
        if (next >= suggestions.length) return -1;
        if (next < -1) return suggestions.length - 1;
        return next;
      });
    } else if (e.key === "Enter") {
      e.preventDefault();
      const chosen = expanded && active >= 0 ? suggestions[active] : null;
      add(chosen ? chosen.name : text);
    } else if (e.key === "Escape" && expanded) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="skill-adder">
      <label htmlFor={inputId} className="auth-field__label">
        {label}
      </label>
      <div className="skill-adder__row">
        <div className="skill-adder__combo">
          <TextField.Root
            ref={input}
            id={inputId}
            size="2"
            dir="auto"
            value={text}
            disabled={disabled}
            placeholder={t(type === "hard" ? "skills.hardPlaceholder" : "skills.softPlaceholder")}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            autoComplete="off"
            onChange={(e) => {
              setText(e.target.value);
              setProblem(null);
              setOpen(true);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
            onFocus={() => setOpen(true)}
          />
          {/* The ARIA combobox pattern: focus stays in the input, which points at an option with aria-activedescendant. */}
          <div id={listId} role="listbox" aria-label={t("skills.suggestions")} className="skill-adder__list" hidden={!expanded}>
            {suggestions.map((s, i) => (
              <div
                key={s.name}
                id={`${listId}-${i}`}
                role="option"
                tabIndex={-1}
                aria-selected={i === active}
                className="skill-adder__option"
                // Keep focus in the input: the choice is made on click.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => add(s.name)}
                onKeyDown={() => undefined}
              >
                <bdi>{s.name}</bdi>
              </div>
            ))}
          </div>
        </div>
        <Button type="button" variant="soft" size="2" disabled={disabled || !text.trim()} onClick={() => add(text)} aria-label={t("skills.addNamed", { name: text.trim() || label })}>
          <Plus size={16} aria-hidden="true" />
          {t("skills.add")}
        </Button>
      </div>
      {problem && <FieldError id={errorId}>{problem}</FieldError>}
    </div>
  );
}
