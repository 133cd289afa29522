/**
 * The company's industry: a searchable list of LinkedIn's 147 industries (spec: Industry list),
 * as a WAI-ARIA combobox. Typing filters; Up and Down move through the matches, Enter picks,
 * Escape closes and puts back what was picked. Leaving the field keeps a typed name only when
 * it is exactly an industry's; otherwise the picked industry comes back.
 */
import { IconButton, TextField, VisuallyHidden } from "@radix-ui/themes";
import { ChevronDown, X } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { INDUSTRIES, searchIndustries, type Industry } from "../../../core/coach/knowledge/industries";
import { useT } from "../../i18n/I18n";
import { FieldError } from "../auth/fields";

interface IndustryPickerProps {
  value: Industry | null;
  error?: string | null;
  disabled?: boolean;
  onChange: (industry: Industry | null) => void;
}

export function IndustryPicker({ value, error, disabled, onChange }: IndustryPickerProps) {
  const t = useT("networking");
  const auto = useId().replace(/:/g, "");
  const inputId = `industry-${auto}`;
  const listId = `${inputId}-list`;
  const errorId = `${inputId}-error`;
  const [text, setText] = useState(value?.description ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement | null>(null);

  // A value set from outside (a saved message loaded, the form cleared) shows in the field.
  const shown = value?.description ?? "";
  useEffect(() => setText(shown), [shown]);

  const matches = useMemo(() => (open ? searchIndustries(text === shown ? "" : text) : []), [open, text, shown]);
  const activeIndustry = matches[Math.min(active, matches.length - 1)];

  useEffect(() => {
    if (!open || !activeIndustry) return;
    listRef.current?.querySelector(`[data-code="${activeIndustry.code}"]`)?.scrollIntoView({ block: "nearest" });
  }, [open, activeIndustry]);

  const pick = (industry: Industry) => {
    onChange(industry);
    setText(industry.description);
    setOpen(false);
  };

  /** Leaving the field: a typed exact name is picked, anything else gives the picked one back. */
  const settle = () => {
    setOpen(false);
    const typed = text.trim().toLowerCase();
    if (!typed) {
      if (value) onChange(null);
      return;
    }
    const exact = INDUSTRIES.find((industry) => industry.description.toLowerCase() === typed);
    if (exact) {
      if (exact.code !== value?.code) onChange(exact);
      setText(exact.description);
    } else setText(shown);
  };

  const optionId = (industry: Industry) => `${inputId}-o${industry.code}`;

  return (
    <div className="auth-field net-industry">
      <label htmlFor={inputId} className="auth-field__label">
        {t("form.industry")}
      </label>
      <div className="net-industry__box">
        <TextField.Root
          id={inputId}
          size="3"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          dir="auto"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && activeIndustry ? optionId(activeIndustry) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder={t("form.industryPlaceholder")}
          value={text}
          disabled={disabled}
          onChange={(e) => {
            setText(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setActive(0)}
          onClick={() => setOpen(true)}
          onBlur={settle}
          onKeyDown={(e) => {
            if (e.key === "ArrowDown" || e.key === "ArrowUp") {
              e.preventDefault();
              if (!open) {
                setOpen(true);
                setActive(0);
                return;
              }
              const step = e.key === "ArrowDown" ? 1 : -1;
              setActive((i) => (matches.length ? (Math.min(i, matches.length - 1) + step + matches.length) % matches.length : 0));
            } else if (e.key === "Enter" && open) {
              e.preventDefault();
              if (activeIndustry) pick(activeIndustry);
            } else if (e.key === "Escape" && open) {
              e.preventDefault();
              setOpen(false);
              setText(shown);
            }
          }}
        >
          <TextField.Slot side="right">
            {text && !disabled ? (
              <IconButton
                type="button"
                size="1"
                variant="ghost"
                color="gray"
                aria-label={t("form.industryClear")}
                // Keeps focus in the field, so leaving it does not settle first.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => {
                  setText("");
                  onChange(null);
                  setOpen(true);
                }}
              >
                <X size={14} aria-hidden="true" />
              </IconButton>
            ) : null}
            <IconButton
              type="button"
              size="1"
              variant="ghost"
              color="gray"
              tabIndex={-1}
              aria-label={t("form.industryShow")}
              disabled={disabled}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                setOpen((o) => !o);
                document.getElementById(inputId)?.focus();
              }}
            >
              <ChevronDown size={16} aria-hidden="true" />
            </IconButton>
          </TextField.Slot>
        </TextField.Root>
        {/* The listbox stays in the page (empty when closed) so aria-controls always names it. */}
        <div ref={listRef} id={listId} role="listbox" aria-label={t("form.industry")} className="net-industry__list" hidden={!open}>
          {matches.map((industry, i) => (
            <div
              key={industry.code}
              id={optionId(industry)}
              data-code={industry.code}
              role="option"
              tabIndex={-1}
              aria-selected={industry === activeIndustry}
              className={industry.code === value?.code ? "net-industry__option net-industry__option--picked" : "net-industry__option"}
              onMouseDown={(e) => e.preventDefault()}
              onMouseMove={() => active !== i && setActive(i)}
              onClick={() => pick(industry)}
              onKeyDown={() => undefined}
            >
              <bdi>{industry.description}</bdi>
            </div>
          ))}
          {open && matches.length === 0 && (
            <div className="net-industry__none">{t("form.industryNone", { query: text.trim() })}</div>
          )}
        </div>
        <VisuallyHidden aria-live="polite">{open ? t("form.industryResults", { count: matches.length }) : ""}</VisuallyHidden>
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
