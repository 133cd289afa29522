/**
 * The three steps that make the account (spec §2): who you are, your career, a few details and
 * your files. Presentational: the wizard owns the values, the errors and the moves between steps.
 */
import { RadioCards, Text } from "@radix-ui/themes";
import { useId } from "react";
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

const PASSWORD_RULES: { label: string; test: (p: string) => boolean }[] = [
  { label: "8+ characters", test: (p) => p.length >= 8 },
  { label: "a lowercase letter", test: (p) => /[a-z]/.test(p) },
  { label: "an uppercase letter", test: (p) => /[A-Z]/.test(p) },
  { label: "a number", test: (p) => /\d/.test(p) },
  { label: "one of @$!%*?&", test: (p) => /[@$!%*?&]/.test(p) },
];

/** What the password still needs, ticked off while typing. */
function PasswordChecklist({ password }: { password: string }) {
  return (
    <ul className="auth-checklist" aria-label="Password needs">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <li key={rule.label} data-met={met}>
            <AuthIcon name={met ? "check" : "dot"} size={14} />
            {rule.label}
            <span className="auth-sr-only">{met ? " (done)" : ""}</span>
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
  return (
    <>
      <TextInput label="Email" type="email" autoComplete="email" inputMode="email" maxLength={L.email.max} required {...text(props, "email")} />
      {!props.readOnly && (
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          maxLength={L.password.max}
          required
          hint={<PasswordChecklist password={props.values.password} />}
          {...text(props, "password")}
        />
      )}
      <TextInput label="Full name" autoComplete="name" maxLength={L.fullname.max} required {...text(props, "fullname")} />
      <TextInput
        label="Phone number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        minLength={L.phone_number.min}
        maxLength={L.phone_number.inputMax}
        placeholder="+20 100 123 4567"
        hint="10 to 15 characters, with your country code"
        required
        {...text(props, "phone_number")}
      />
    </>
  );
}

export function StepCareer(props: StepFieldsProps) {
  const levelLabel = `lv${useId().replace(/:/g, "")}`;
  const levelError = `${levelLabel}-error`;
  return (
    <>
      <TextInput
        label="Job title"
        autoComplete="organization-title"
        maxLength={L.title.max}
        placeholder="e.g. Data Analyst"
        hint="The role you have or want, 5 to 25 characters"
        required
        {...text(props, "title")}
      />
      <div className="auth-row">
        <TextInput label="Country" autoComplete="country-name" maxLength={L.country.max} required {...text(props, "country")} />
        <TextInput label="City" autoComplete="address-level2" maxLength={L.city.max} required {...text(props, "city")} />
      </div>
      <div className="auth-field">
        <span id={levelLabel} className="auth-field__label">
          Experience level
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
              <Text weight="medium">{level}</Text>
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
  return (
    <>
      <TextInput
        label="Institute"
        autoComplete="off"
        maxLength={L.institute.inputMax}
        placeholder="University, school or institute"
        required
        {...text(props, "institute")}
      />
      <TextInput
        label="Expected salary"
        inputMode="numeric"
        maxLength={7}
        placeholder="e.g. 25000"
        hint="A whole number per month"
        required
        {...text(props, "salary")}
        onChange={(e) => props.change("salary", e.target.value.replace(/[\s,]/g, ""))}
      />
      <TextInput
        label="LinkedIn URL"
        type="url"
        inputMode="url"
        autoComplete="url"
        maxLength={L.linkedin.max}
        placeholder="linkedin.com/in/your-name"
        required
        {...text(props, "linkedin")}
        onBlur={(e) => {
          const fixed = withScheme(e.target.value);
          if (fixed !== e.target.value) props.change("linkedin", fixed);
        }}
      />
      <FileInput
        ref={props.fieldRef("image")}
        label="Profile picture"
        kind="image"
        accept={IMAGE_ACCEPT}
        hint=".jpg, .jpeg or .png, up to 5 MB"
        file={props.values.image}
        error={props.errors.image}
        disabled={props.readOnly}
        onPick={(file) => props.pickFile("image", file)}
      />
      <FileInput
        ref={props.fieldRef("resume")}
        label="Resume"
        kind="resume"
        accept={RESUME_ACCEPT}
        hint="PDF only, up to 5 MB — we read it to fill in your bio and skills"
        file={props.values.resume}
        error={props.errors.resume}
        disabled={props.readOnly}
        onPick={(file) => props.pickFile("resume", file)}
      />
    </>
  );
}
