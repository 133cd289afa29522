import { IconButton, Text, TextField } from "@radix-ui/themes";
import { Eye, EyeOff } from "lucide-react";
import { forwardRef, useId, useState } from "react";

interface PasswordFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: "current-password" | "new-password";
  error?: string | null;
  hint?: string;
  disabled?: boolean;
}

/** A password input with a show/hide toggle, its label, and its message when there is one. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, name, value, onChange, autoComplete, error, hint, disabled },
  ref,
) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="password-field">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      <TextField.Root
        ref={ref}
        id={id}
        name={name}
        size="3"
        type={visible ? "text" : "password"}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={autoComplete}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        color={error ? "red" : undefined}
        className={error ? "password-field__input is-invalid" : "password-field__input"}
      >
        <TextField.Slot side="right">
          <IconButton
            type="button"
            size="2"
            variant="ghost"
            color="gray"
            aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
          </IconButton>
        </TextField.Slot>
      </TextField.Root>
      {hint && !error && (
        <Text as="p" size="1" color="gray" id={`${id}-hint`} className="password-field__hint">
          {hint}
        </Text>
      )}
      {error && (
        <Text as="p" size="2" color="red" id={`${id}-error`} className="password-field__error" role="alert">
          {error}
        </Text>
      )}
    </div>
  );
});
