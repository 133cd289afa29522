import { Button, Callout, Heading, Text } from "@radix-ui/themes";
import { CircleAlert, CircleCheck, Lightbulb, ShieldCheck } from "lucide-react";
import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { changePasswordErrors, type ChangePasswordValues } from "../../../../core/schemas/auth-rules";
import { ApiError, NETWORK_MESSAGE } from "../../../api-errors";
import { useErrorText } from "../../../i18n/errors";
import { useT } from "../../../i18n/I18n";
import { changePassword, forgetExpiredSession, isSessionExpired } from "../api";
import { PortalHeader } from "../header/PortalHeader";
import { PasswordInput } from "../../auth/fields";
import "./change-password.css";

type Field = keyof ChangePasswordValues;
const FIELDS: readonly Field[] = ["currentPassword", "newPassword", "confirmPassword"];
const EMPTY: ChangePasswordValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** The first field with a problem and its message (the spec shows one message at a time). */
function firstProblem(errors: Partial<Record<Field, string>>): { field: Field; message: string } | null {
  for (const field of FIELDS) {
    const message = errors[field];
    if (message) return { field, message };
  }
  return null;
}

/**
 * /portal/change-password. The rules and words are the shared ones (core/schemas/auth-rules.ts),
 * checked again by the server. What was typed stays after an error; a success clears the form.
 */
export function ChangePasswordPage() {
  const t = useT("portal");
  const errorText = useErrorText();
  const [values, setValues] = useState<ChangePasswordValues>(EMPTY);
  const [problem, setProblem] = useState<{ field: Field | null; message: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const update = (field: Field) => (e: ChangeEvent<HTMLInputElement>) => {
    const { value } = e.target;
    setValues((v) => ({ ...v, [field]: value }));
    setDone(false);
    // The message goes once the field it is about changes.
    setProblem((p) => (p && p.field === field ? null : p));
  };

  /** Shows one problem, in the interface language (the rules and the server speak English). */
  const fail = (field: Field | null, message: string) => {
    setProblem({ field, message: errorText.message(message) });
    if (field) inputs.current[field]?.focus();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    setDone(false);
    const local = firstProblem(changePasswordErrors(values));
    if (local) return fail(local.field, local.message);
    setProblem(null);
    setSaving(true);
    try {
      await changePassword(values);
      setValues(EMPTY);
      setDone(true);
    } catch (err) {
      if (isSessionExpired(err)) {
        window.location.assign(forgetExpiredSession());
        return;
      }
      if (err instanceof ApiError) {
        const server = firstProblem((err.fields ?? {}) as Partial<Record<Field, string>>);
        if (server) fail(server.field, server.message);
        else setProblem({ field: null, message: errorText.refusal(err) });
      } else {
        fail(null, NETWORK_MESSAGE);
      }
    } finally {
      setSaving(false);
    }
  };

  const errorFor = (field: Field) => (problem?.field === field ? problem.message : null);

  return (
    <>
      <PortalHeader />
      <div className="change-password">
        <div className="change-password__card">
          <div className="change-password__intro">
            <span className="change-password__icon" aria-hidden="true">
              <ShieldCheck size={26} />
            </span>
            <Heading as="h1" size="6">
              {t("password.title")}
            </Heading>
            <Text as="p" color="gray">
              {t("password.intro")}
            </Text>
          </div>

          {done && (
            <Callout.Root color="green" variant="surface" highContrast role="status" className="change-password__callout">
              <Callout.Icon>
                <CircleCheck size={16} />
              </Callout.Icon>
              <Callout.Text>{t("password.done")}</Callout.Text>
            </Callout.Root>
          )}
          {problem && problem.field === null && (
            <Callout.Root color="red" variant="surface" highContrast role="alert" className="change-password__callout">
              <Callout.Icon>
                <CircleAlert size={16} />
              </Callout.Icon>
              <Callout.Text>{problem.message}</Callout.Text>
            </Callout.Root>
          )}

          <form className="change-password__form" onSubmit={submit} noValidate aria-busy={saving}>
            <PasswordInput
              ref={(el) => {
                inputs.current.currentPassword = el;
              }}
              label={t("password.current")}
              name="currentPassword"
              autoComplete="current-password"
              value={values.currentPassword}
              onChange={update("currentPassword")}
              error={errorFor("currentPassword")}
            />
            <PasswordInput
              ref={(el) => {
                inputs.current.newPassword = el;
              }}
              label={t("password.new")}
              name="newPassword"
              autoComplete="new-password"
              value={values.newPassword}
              onChange={update("newPassword")}
              error={errorFor("newPassword")}
              hint={t("password.newHint")}
            />
            <PasswordInput
              ref={(el) => {
                inputs.current.confirmPassword = el;
              }}
              label={t("password.confirm")}
              name="confirmPassword"
              autoComplete="new-password"
              value={values.confirmPassword}
              onChange={update("confirmPassword")}
              error={errorFor("confirmPassword")}
            />
            <Button type="submit" size="3" loading={saving} className="change-password__submit">
              {t("password.submit")}
            </Button>
          </form>

          <aside className="change-password__tip" aria-label={t("password.tipLabel")}>
            <Lightbulb size={18} aria-hidden="true" className="change-password__tip-icon" />
            <Text as="p" size="2">
              <strong>{t("password.tipLead")}</strong> {t("password.tip")}
            </Text>
          </aside>
        </div>
      </div>
    </>
  );
}
