/**
 * The description box of the portal's search tools (Course Search, Job Search): what the user
 * wants in their own words, Enter searches and Shift+Enter starts a new line, a hint below it (or
 * what is wrong in its place) and the search button. What is typed reads in its own direction;
 * the empty box's example in the page's.
 */
import { Button, Text, TextArea } from "@radix-ui/themes";
import { Search } from "lucide-react";
import type { Ref } from "react";
import { useLocale } from "../../i18n/I18n";
import "./description-search.css";

interface DescriptionSearchProps {
  id: string;
  /** The tool's own class (its look beside the shared one). */
  className?: string;
  label: string;
  placeholder: string;
  hint: string;
  /** Shown in place of the hint, and the box marked invalid. */
  problem?: string | null;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  busy: boolean;
  disabled?: boolean;
  maxLength: number;
  submitLabel: string;
  boxRef?: Ref<HTMLTextAreaElement>;
}

export function DescriptionSearch(props: DescriptionSearchProps) {
  const { id, className, label, placeholder, hint, problem, value, onChange, onSubmit, busy, disabled, maxLength, submitLabel, boxRef } = props;
  const { dir } = useLocale();
  const hintId = `${id}-hint`;
  return (
    <search className={className ? `description-search ${className}` : "description-search"}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <label htmlFor={id} className="description-search__label">
          {label}
        </label>
        <TextArea
          ref={boxRef}
          id={id}
          size="3"
          rows={3}
          resize="vertical"
          value={value}
          disabled={disabled}
          maxLength={maxLength}
          placeholder={placeholder}
          aria-describedby={hintId}
          aria-invalid={problem ? true : undefined}
          dir={value ? "auto" : dir}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              onSubmit();
            }
          }}
        />
        <div className="description-search__bar">
          <Text as="p" size="1" color={problem ? "red" : "gray"} id={hintId} className="description-search__hint">
            {problem || hint}
          </Text>
          <Button type="submit" size="3" loading={busy} disabled={disabled} className="description-search__submit">
            <Search size={16} aria-hidden="true" />
            {submitLabel}
          </Button>
        </div>
      </form>
    </search>
  );
}
