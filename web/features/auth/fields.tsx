/**
 * Form pieces shared by the sign-in screens and the portal's password form: a labelled text field with its hint and error tied
 * to the input (aria-describedby, aria-invalid), a password field with show/hide, a file picker
 * and the form-level alert. Errors are announced (role=alert) when they appear.
 */
import { Callout, IconButton, TextField } from "@radix-ui/themes";
import { forwardRef, useEffect, useId, useRef, useState, type ComponentPropsWithoutRef, type ReactNode } from "react";
import { useT } from "../../i18n/I18n";
import { AuthIcon, type AuthIconName } from "./icons";
import "./fields.css";

type InputProps = Omit<ComponentPropsWithoutRef<typeof TextField.Root>, "size" | "children">;

export interface FieldProps extends InputProps {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  optional?: boolean;
  /** Content after the input inside the field box (e.g. the show/hide button). */
  trailing?: ReactNode;
}

/** Ids for an input and its hint and error, and the describedby list for whichever exist. */
function useFieldIds(id: string | undefined, hint: unknown, error: unknown) {
  const auto = useId();
  const inputId = id ?? `f${auto.replace(/:/g, "")}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return { inputId, hintId, errorId, describedBy };
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="auth-field__error" role="alert">
      <AuthIcon name="alert" size={15} />
      <span>{children}</span>
    </p>
  );
}

export const TextInput = forwardRef<HTMLInputElement, FieldProps>(function TextInput({ label, error, hint, optional, trailing, id, className, ...input }, ref) {
  const t = useT("auth");
  const { inputId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className={["auth-field", className].filter(Boolean).join(" ")}>
      <label htmlFor={inputId} className="auth-field__label">
        {label}
        {optional && <span className="auth-field__optional"> {t("field.optional")}</span>}
      </label>
      <TextField.Root ref={ref} id={inputId} size="3" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input}>
        {trailing}
      </TextField.Root>
      {hint && (
        <p id={hintId} className="auth-field__hint">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
});

/**
 * A password field with a show/hide toggle; the toggle keeps focus where it is. What is typed
 * reads left to right in every language.
 */
export const PasswordInput = forwardRef<HTMLInputElement, Omit<FieldProps, "type" | "trailing">>(function PasswordInput(props, ref) {
  const t = useT("auth");
  const [visible, setVisible] = useState(false);
  const label = props.label.toLowerCase();
  return (
    <TextInput
      ref={ref}
      dir="ltr"
      {...props}
      type={visible ? "text" : "password"}
      spellCheck={false}
      autoCapitalize="none"
      trailing={
        <TextField.Slot side="right">
          <IconButton
            type="button"
            variant="ghost"
            color="gray"
            size="2"
            aria-label={visible ? t("field.hide", { label }) : t("field.show", { label })}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
            disabled={props.disabled}
          >
            <AuthIcon name={visible ? "eyeOff" : "eye"} size={18} />
          </IconButton>
        </TextField.Slot>
      }
    />
  );
});

/** A message for the whole form (a refusal from the server, a step's notice). */
export function FormAlert({ children, tone = "error", icon }: { children: ReactNode; tone?: "error" | "info" | "success" | "warning"; icon?: AuthIconName }) {
  const color = { error: "red", info: "teal", success: "green", warning: "amber" } as const;
  const defaultIcon: Record<typeof tone, AuthIconName> = { error: "alert", info: "sparkle", success: "check", warning: "alert" };
  return (
    <Callout.Root color={color[tone]} highContrast role={tone === "error" ? "alert" : "status"} size="1" className="auth-alert">
      <Callout.Icon>
        <AuthIcon name={icon ?? defaultIcon[tone]} size={16} />
      </Callout.Icon>
      <Callout.Text>{children}</Callout.Text>
    </Callout.Root>
  );
}

export interface FileInputProps {
  label: string;
  accept: string;
  /** Shown in the empty picker, e.g. ".pdf, up to 5 MB". */
  hint: string;
  kind: "image" | "resume";
  file: File | null;
  error?: string | null;
  disabled?: boolean;
  /** A picked file (already checked by the caller) or null when removed. */
  onPick: (file: File | null) => void;
}


/**
 * A file picker that shows what was chosen (with a thumbnail for a picture) and can be cleared.
 * The native input stays in the page (visually hidden, focusable), named by the visible label.
 */
export const FileInput = forwardRef<HTMLInputElement, FileInputProps>(function FileInput({ label, accept, hint, kind, file, error, disabled, onPick }, ref) {
  const t = useT("auth");
  const { inputId, hintId, errorId, describedBy } = useFieldIds(undefined, hint, error);
  const labelId = `${inputId}-label`;
  const size = (bytes: number) =>
    bytes >= 1024 * 1024
      ? t("file.megabytes", { size: t.number(bytes / 1024 / 1024, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false }) })
      : t("file.kilobytes", { size: t.number(Math.max(1, Math.round(bytes / 1024)), { useGrouping: false }) });
  const preview = useObjectUrl(kind === "image" ? file : null);
  const input = useRef<HTMLInputElement | null>(null);

  return (
    <div className="auth-field">
      <span id={labelId} className="auth-field__label">
        {label}
      </span>
      <input
        ref={(el) => {
          input.current = el;
          if (typeof ref === "function") ref(el);
          else if (ref) ref.current = el;
        }}
        id={inputId}
        type="file"
        className="auth-file__input"
        accept={accept}
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        disabled={disabled}
        onChange={(e) => {
          const picked = e.target.files?.[0] ?? null;
          e.target.value = ""; // so choosing the same file again still reports a change
          if (picked) onPick(picked);
        }}
      />
      <div className={["auth-file", file ? "auth-file--chosen" : "", error ? "auth-file--invalid" : ""].filter(Boolean).join(" ")}>
        {file ? (
          <>
            {preview ? (
              <img className="auth-file__thumb" src={preview} alt="" />
            ) : (
              <AuthIcon name={kind === "image" ? "image" : "file"} size={28} className="auth-file__icon" />
            )}
            <span className="auth-file__name">
              <strong dir="auto">{file.name}</strong>
              <span>{size(file.size)}</span>
            </span>
            <label htmlFor={inputId} className="auth-file__action" aria-hidden="true">
              {t("file.change")}
            </label>
            {!disabled && (
              <IconButton type="button" variant="ghost" color="gray" size="2" aria-label={t("file.remove", { label: label.toLowerCase() })} onClick={() => onPick(null)}>
                <AuthIcon name="close" size={16} />
              </IconButton>
            )}
          </>
        ) : (
          <label htmlFor={inputId} className="auth-file__empty">
            <AuthIcon name="upload" size={22} className="auth-file__icon" />
            <span>
              <strong>{t(kind === "image" ? "file.chooseImage" : "file.chooseResume")}</strong>
              <span id={hintId}>{hint}</span>
            </span>
          </label>
        )}
      </div>
      {file && (
        <span id={hintId} className="auth-sr-only">
          {hint}
        </span>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
});

function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
