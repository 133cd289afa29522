/**
 * Pieces every Career Info section uses: the bar that appears with unsaved changes, a long-text
 * field, the delete confirmation, a section's refusal with its action, and the words of a
 * failure in the interface language.
 */
import { AlertDialog, Button, Callout, Flex, IconButton, TextArea, Text } from "@radix-ui/themes";
import { CircleAlert, RotateCw, Trash2 } from "lucide-react";
import { useCallback, useId, useState, type ComponentPropsWithoutRef, type ReactNode, type Ref } from "react";
import { ApiError, NETWORK_MESSAGE } from "../../api-errors";
import { useErrorText } from "../../i18n/errors";
import { useT } from "../../i18n/I18n";
import { FieldError } from "../auth/fields";
import type { ListProblem } from "./useListSave";
import "./problem.css";

/** A failure in the interface language: the server's words, or the connection's. */
export function useFailureText(): (err: unknown) => string {
  const errorText = useErrorText();
  return useCallback((err: unknown) => (err instanceof ApiError ? errorText.refusal(err) : errorText.message(NETWORK_MESSAGE)), [errorText]);
}

interface UnsavedBarProps {
  /** "You have unsaved changes to your jobs." */
  message: ReactNode;
  saveLabel: string;
  cancelLabel: string;
  saving: boolean;
  /** Why Save cannot be pressed yet (a row's form is still open), or null. */
  blocked?: string | null;
  onSave: () => void;
  onCancel: () => void;
}

/** The Save and Cancel of a whole list, shown once something on it is unsaved; it stays in view while the list scrolls. */
export function UnsavedBar({ message, saveLabel, cancelLabel, saving, blocked, onSave, onCancel }: UnsavedBarProps) {
  const hintId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of the list's two actions and what they are about, not a form.
    <div className="career-unsaved" role="group" aria-label={typeof message === "string" ? message : undefined}>
      <Text as="p" size="2" weight="medium" className="career-unsaved__text">
        <span className="career-unsaved__dot" aria-hidden="true" />
        {message}
      </Text>
      {blocked && (
        <Text as="p" size="1" color="gray" id={hintId} className="career-unsaved__hint">
          {blocked}
        </Text>
      )}
      <Flex gap="2" className="career-unsaved__actions">
        <Button type="button" variant="soft" color="gray" onClick={onCancel} disabled={saving}>
          {cancelLabel}
        </Button>
        <Button type="button" onClick={onSave} loading={saving} disabled={!!blocked} aria-describedby={blocked ? hintId : undefined}>
          {saveLabel}
        </Button>
      </Flex>
    </div>
  );
}

interface TextAreaFieldProps extends Omit<ComponentPropsWithoutRef<typeof TextArea>, "size"> {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  optional?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line field, its hint and message tied to it like the one-line fields. */
export function TextAreaField({ label, error, hint, optional, id, ref, ...input }: TextAreaFieldProps) {
  const auto = useId();
  const t = useT("auth");
  const inputId = id ?? `t${auto.replace(/:/g, "")}`;
  const describedBy = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="auth-field">
      <label htmlFor={inputId} className="auth-field__label">
        {label}
        {optional && <span className="auth-field__optional"> {t("field.optional")}</span>}
      </label>
      <TextArea ref={ref} id={inputId} size="3" resize="vertical" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <p id={`${inputId}-hint`} className="auth-field__hint">
          {hint}
        </p>
      )}
      {error && <FieldError id={`${inputId}-error`}>{error}</FieldError>}
    </div>
  );
}

interface ConfirmDeleteProps {
  /** The trigger's accessible name ("Delete BSc Statistics"). */
  label: string;
  title: string;
  description: ReactNode;
  disabled?: boolean;
  /** Deletes; a failure is shown by the section once the dialog has closed. */
  onConfirm: () => Promise<void>;
}

/** A delete icon that asks first; the dialog stays open, busy, until the server has answered. */
export function ConfirmDelete({ label, title, description, disabled, onConfirm }: ConfirmDeleteProps) {
  const t = useT("career");
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <AlertDialog.Trigger>
        <IconButton type="button" variant="ghost" color="red" size="2" aria-label={label} disabled={disabled}>
          <Trash2 size={16} aria-hidden="true" />
        </IconButton>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <AlertDialog.Description size="2">{description}</AlertDialog.Description>
        <Flex gap="3" mt="5" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray" disabled={busy}>
              {t("action.cancel")}
            </Button>
          </AlertDialog.Cancel>
          <Button
            color="red"
            loading={busy}
            onClick={async () => {
              setBusy(true);
              try {
                await onConfirm();
              } finally {
                setBusy(false);
                setOpen(false);
              }
            }}
          >
            {t("action.delete")}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

/** A section's refusal, with the action that can fix it (Try again, Reload). */
export function SectionProblem({ children, action, onAction, tone = "red" }: { children: ReactNode; action?: string; onAction?: () => void; tone?: "red" | "amber" }) {
  return (
    <Callout.Root color={tone} variant="surface" role="alert" className="career-problem">
      <Callout.Icon>
        <CircleAlert size={16} />
      </Callout.Icon>
      <Callout.Text className="career-problem__text">{children}</Callout.Text>
      {action && onAction && (
        <Button type="button" size="1" variant="soft" color={tone} onClick={onAction} className="career-problem__action">
          <RotateCw size={14} aria-hidden="true" />
          {action}
        </Button>
      )}
    </Callout.Root>
  );
}

/** A whole list's refusal: stale (Reload shows the latest list), or failed (Try again). */
export function ListProblemCallout({ problem, onRetry, onReload, busy }: { problem: ListProblem; onRetry: () => void; onReload: () => void; busy?: boolean }) {
  const t = useT("career");
  if (!problem) return null;
  const stale = problem.kind !== "failed";
  return (
    <SectionProblem tone={stale ? "amber" : "red"} action={stale ? t("action.reload") : t("action.tryAgain")} onAction={busy ? undefined : stale ? onReload : onRetry}>
      {problem.message}
    </SectionProblem>
  );
}

/**
 * After a row's form closes, focus goes back to where the user was: the row's Edit button
 * (`data-edit-key`), else the section's add button (`data-add`).
 */
export function refocus(section: string, key: string | null) {
  requestAnimationFrame(() => {
    const root = document.querySelector(`[data-section="${section}"]`);
    const target = (key && root?.querySelector<HTMLElement>(`[data-edit-key="${CSS.escape(key)}"]`)) || root?.querySelector<HTMLElement>("[data-add]:not([disabled])");
    target?.focus();
  });
}
