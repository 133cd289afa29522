/**
 * The three steps that make the account (spec §2): who you are, your career, a few details and
 * your files. Presentational: the wizard owns the values, the errors and the moves between steps.
 */
import { RadioCards, Text } from "@radix-ui/themes";
import { useId } from "react";
import { useT } from "../../../i18n/I18n";
import { IMAGE_ACCEPT, LEVELS, RESUME_ACCEPT, SIGNUP_LIMITS, type SignupErrors, type SignupField } from "../../../../core/schemas/auth-rules";
import { FieldError, FileInput, PasswordInput, TextInput } from "../fields";
import { AuthIcon } from "../icons";
import type { FormValues } from "./progress";

export interface StepFieldsProps {
  values: FormValues;
  errors: SignupErrors;
  /** The account already exists (Back from the coupon step): the details are shown, not edited. */
  readOnly: boolean;
  change: <K extends keyof FormValues>(field: K, value: FormValues[K]) => void;
  /** Registers a field's focusable element, so the wizard can focus the first invalid one. */
  fieldRef: (field: SignupField) => (el: HTMLElement | null) => void;
  /** Checks a picked file; returns its problem or null. */
  pickFile: (field: "image" | "resume", file: File | null) => void;
}

const L = SIGNUP_LIMITS;

const PASSWORD_RULES = [
  { label: "password.length", test: (p: string) => p.length >= 8 },
  { label: "password.lower", test: (p: string) => /[a-z]/.test(p) },
  { label: "password.upper", test: (p: string) => /[A-Z]/.test(p) },
  { label: "password.number", test: (p: string) => /\d/.test(p) },
  { label: "password.special", test: (p: string) => /[@$!%*?&]/.test(p) },
] as const;

/** What the password still needs, ticked off while typing. */
function PasswordChecklist({ password }: { password: string }) {
  const t = useT("signup");
  return (
    <ul className="auth-checklist" aria-label={t("password.needs")}>
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <li key={rule.label} data-met={met}>
            <AuthIcon name={met ? "check" : "dot"} size={14} />
            {t(rule.label)}
            <span className="auth-sr-only">{met ? ` ${t("password.done")}` : ""}</span>
          </li>
        );
      })}
    </ul>
  );
}

const text = (props: StepFieldsProps, field: Exclude<SignupField, "image" | "resume" | "level">) => ({
  ref: props.fieldRef(field),
  name: field,
  value: props.values[field],
  error: props.errors[field],
  disabled: props.readOnly,
  onChange: (e: { target: { value: string } }) => props.change(field, e.target.value),
});

export function StepAccount(props: StepFieldsProps) {
  const t = useT("signup");
  return (
    <>
      <TextInput
        label={t("field.email")}
        type="email"
        dir="ltr"
        autoComplete="email"
        inputMode="email"
        maxLength={L.email.max}
        required
        {...text(props, "email")}
      />
      {!props.readOnly && (
        <PasswordInput
          label={t("field.password")}
          autoComplete="new-password"
          maxLength={L.password.max}
          required
          hint={<PasswordChecklist password={props.values.password} />}
          {...text(props, "password")}
        />
      )}
      <TextInput label={t("field.fullname")} autoComplete="name" maxLength={L.fullname.max} required {...text(props, "fullname")} />
      <TextInput
        label={t("field.phone")}
        type="tel"
        dir="ltr"
        autoComplete="tel"
        inputMode="tel"
        minLength={L.phone_number.min}
        maxLength={L.phone_number.inputMax}
        placeholder={t("field.phone.placeholder")}
        hint={t("field.phone.hint")}
        required
        {...text(props, "phone_number")}
      />
    </>
  );
}

export function StepCareer(props: StepFieldsProps) {
  const t = useT("signup");
  const levelLabel = `lv${useId().replace(/:/g, "")}`;
  const levelError = `${levelLabel}-error`;
  return (
    <>
      <TextInput
        label={t("field.title")}
        autoComplete="organization-title"
        maxLength={L.title.max}
        placeholder={t("field.title.placeholder")}
        hint={t("field.title.hint")}
        required
        {...text(props, "title")}
      />
      <div className="auth-row">
        <TextInput label={t("field.country")} autoComplete="country-name" maxLength={L.country.max} required {...text(props, "country")} />
        <TextInput label={t("field.city")} autoComplete="address-level2" maxLength={L.city.max} required {...text(props, "city")} />
      </div>
      <div className="auth-field">
        <span id={levelLabel} className="auth-field__label">
          {t("field.level")}
        </span>
        <RadioCards.Root
          ref={props.fieldRef("level")}
          value={props.values.level || undefined}
          onValueChange={(v) => props.change("level", v)}
          columns={{ initial: "2", sm: "3" }}
          gap="2"
          size="1"
          aria-labelledby={levelLabel}
          aria-describedby={props.errors.level ? levelError : undefined}
          aria-invalid={props.errors.level ? true : undefined}
          disabled={props.readOnly}
          className={props.errors.level ? "signup-levels signup-levels--invalid" : "signup-levels"}
        >
          {LEVELS.map((level) => (
            <RadioCards.Item key={level} value={level}>
              <Text weight="medium">{t(`level.${level}`)}</Text>
            </RadioCards.Item>
          ))}
        </RadioCards.Root>
        {props.errors.level && <FieldError id={levelError}>{props.errors.level}</FieldError>}
      </div>
    </>
  );
}

/** Adds the https:// people leave out, so "linkedin.com/in/me" is accepted as a URL. */
export function withScheme(url: string): string {
  const trimmed = url.trim();
  return trimmed && !/^[a-z][a-z\d+.-]*:/i.test(trimmed) && /^[\w-]+(\.[\w-]+)+(\/|$)/.test(trimmed) ? `https://${trimmed}` : trimmed;
}

export function StepDetails(props: StepFieldsProps) {
  const t = useT("signup");
  return (
    <>
      <TextInput
        label={t("field.institute")}
        autoComplete="off"
        maxLength={L.institute.inputMax}
        placeholder={t("field.institute.placeholder")}
        required
        {...text(props, "institute")}
      />
      <TextInput
        label={t("field.salary")}
        inputMode="numeric"
        maxLength={7}
        placeholder={t("field.salary.placeholder")}
        hint={t("field.salary.hint")}
        required
        {...text(props, "salary")}
        onChange={(e) => props.change("salary", e.target.value.replace(/[\s,]/g, ""))}
      />
      <TextInput
        label={t("field.linkedin")}
        type="url"
        dir="ltr"
        inputMode="url"
        autoComplete="url"
        maxLength={L.linkedin.max}
        placeholder={t("field.linkedin.placeholder")}
        required
        {...text(props, "linkedin")}
        onBlur={(e) => {
          const fixed = withScheme(e.target.value);
          if (fixed !== e.target.value) props.change("linkedin", fixed);
        }}
      />
      <FileInput
        ref={props.fieldRef("image")}
        label={t("field.image")}
        kind="image"
        accept={IMAGE_ACCEPT}
        hint={t("field.image.hint")}
        file={props.values.image}
        error={props.errors.image}
        disabled={props.readOnly}
        onPick={(file) => props.pickFile("image", file)}
      />
      <FileInput
        ref={props.fieldRef("resume")}
        label={t("field.resume")}
        kind="resume"
        accept={RESUME_ACCEPT}
        hint={t("field.resume.hint")}
        file={props.values.resume}
        error={props.errors.resume}
        disabled={props.readOnly}
        onPick={(file) => props.pickFile("resume", file)}
      />
    </>
  );
}
