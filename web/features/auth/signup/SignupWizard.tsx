import { Button, Heading, Progress, Text } from "@radix-ui/themes";
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import {
  AUTH_MESSAGES,
  SIGNUP_STEP_FIELDS,
  signupFieldError,
  signupStep3Notice,
  signupStepErrors,
  uploadError,
  type SignupErrors,
  type SignupField,
} from "../../../../core/schemas/auth-rules";
import { useErrorText } from "../../../i18n/errors";
import { useT } from "../../../i18n/I18n";
import { AppLink } from "../../../lib/nav";
import { useIsAuthed } from "../../../state/auth";
import { signInLocally } from "../../../state/session";
import { ApiError, createAccount } from "../api";
import { FormAlert } from "../fields";
import { AuthIcon } from "../icons";
import { StepAccount, StepCareer, StepDetails, withScheme, type StepFieldsProps } from "./AccountSteps";
import { CouponStep } from "./CouponStep";
import { PaymentStep } from "./PaymentStep";
import {
  clearProgress,
  EMPTY_VALUES,
  furthestOpenStep,
  loadProgress,
  markAccountCreated,
  saveProgress,
  stepOfField,
  STEP_COUNT,
  takeFromPaymentFlag,
  wasAccountCreatedInThisTab,
  type FormValues,
  type WizardStep,
} from "./progress";
import { SignupLoading } from "./SignupLoading";
import { StepActions } from "./StepActions";
import "./signup.css";

const STEP_TITLES = { 1: "step.1", 2: "step.2", 3: "step.3", 4: "step.4", 5: "step.5" } as const satisfies Record<WizardStep, string>;
const STEP_LEADS = { 1: "lead.1", 2: "lead.2", 3: "lead.3" } as const;

export interface SignupWizardProps {
  /** The step the URL asks for (`?step=`), already mapped; null when absent or unknown. */
  requestedStep: WizardStep | null;
  planId: number | undefined;
  /** Moves the URL to a step (and optionally a plan); the wizard follows the URL. */
  go: (step: WizardStep, options?: { replace?: boolean; planId?: number }) => void;
}

/** A notice over the step; `text` is in the page's language. */
type Notice = { tone: "error" | "warning" | "info"; text: string } | null;

function initialValues(): FormValues {
  const saved = loadProgress();
  return saved ? { ...EMPTY_VALUES, ...saved.values } : EMPTY_VALUES;
}

/**
 * The signup wizard (spec §2 and §4): steps 1–3 make the account, 4 takes a discount code and 5
 * the payment. The URL's `step` is the source of truth, so Back/Forward and reloads keep the
 * place; a step that is not yet open (an earlier step incomplete) is corrected in the URL.
 * What bad input meets: a message under each field, and nothing typed is lost — a refusal from
 * the server returns to the step holding the first failing field with the server's words.
 */
export function SignupWizard({ requestedStep, planId, go }: SignupWizardProps) {
  const t = useT("signup");
  const errorText = useErrorText();
  const authed = useIsAuthed();
  const [values, setValues] = useState<FormValues>(initialValues);
  const [errors, setErrors] = useState<SignupErrors>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [submitting, setSubmitting] = useState(false);
  const [uploaded, setUploaded] = useState(0);
  const [firstName, setFirstName] = useState<string | null>(null);
  const [welcomeBack] = useState(takeFromPaymentFlag);
  const fields = useRef<Partial<Record<SignupField, HTMLElement | null>>>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const savedStep = useRef(loadProgress()?.step ?? null);
  // Values came back from an earlier visit: the password (never saved) must be typed again.
  const [restored] = useState(() => Object.values(loadProgress()?.values ?? {}).some(Boolean));

  // Steps 1–3 after the account exists: only reachable by Back from step 4 in this tab.
  const reviewing = authed && wasAccountCreatedInThisTab();
  // Back from the payment provider: the coupon step, with the welcome-back notice (spec §4).
  const returning = useRef(welcomeBack && authed);
  if (returning.current && requestedStep === 4) returning.current = false;
  const wanted: WizardStep = returning.current ? 4 : (requestedStep ?? savedStep.current ?? 1);
  const step: WizardStep =
    wanted >= 4 ? (authed ? wanted : furthestOpenStep(values)) : reviewing ? wanted : (Math.min(wanted, furthestOpenStep(values)) as WizardStep);

  // Keep the URL on the step shown.
  useEffect(() => {
    if (requestedStep !== step && !(requestedStep === null && step === 1)) go(step, { replace: true });
  }, [requestedStep, step, go]);

  // Saved progress: steps 1–4, never while reviewing a created account; cleared from step 5.
  useEffect(() => {
    if (step === 5) clearProgress();
    else if (!reviewing && (step > 1 || Object.values(values).some(Boolean))) saveProgress(values, step);
  }, [values, step, reviewing]);

  // Focus the step's heading when the step changes (not on the first paint).
  const shownStep = useRef(step);
  useLayoutEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  // The loading state replaces the form (and its focused button): move focus to what is shown.
  useEffect(() => {
    if (submitting) heading.current?.focus();
  }, [submitting]);

  const change: StepFieldsProps["change"] = (field, value) => {
    const next = { ...values, [field]: value };
    setValues(next);
    const f = field as SignupField;
    // Re-judge a field already marked wrong as it is fixed. The LinkedIn URL is judged with the
    // https:// that leaving the field adds, so fixing it there does not move the page under the pointer.
    if (errors[f]) setErrors((errs) => ({ ...errs, [f]: signupFieldError(f, { ...next, linkedin: withScheme(next.linkedin) }) ?? undefined }));
  };

  const pickFile = (field: "image" | "resume", file: File | null) => {
    const problem = file ? uploadError(field, file) : null;
    setErrors((errs) => ({ ...errs, [field]: problem ?? undefined }));
    if (!problem) setValues((prev) => ({ ...prev, [field]: file }));
    else setValues((prev) => ({ ...prev, [field]: null }));
    if (notice && !problem && file) setNotice(null);
  };

  const fieldRef = (field: SignupField) => (el: HTMLElement | null) => {
    fields.current[field] = el;
  };

  const focusFirst = (errs: SignupErrors, atStep: 1 | 2 | 3) => {
    const first = SIGNUP_STEP_FIELDS[atStep].find((f) => errs[f]);
    if (!first) return;
    // After a step change the new step renders first; focus once it is there.
    requestAnimationFrame(() => {
      const el = fields.current[first];
      const target = el && !(el instanceof HTMLInputElement) ? el.querySelector<HTMLElement>("button[role=radio], input, button") : el;
      target?.focus();
    });
  };

  /** Shows the problems of steps 1–2 (or 3) and returns false, or true when the step is fine. */
  const checkStep = (atStep: 1 | 2 | 3): boolean => {
    const found = signupStepErrors(atStep, values);
    const stepFields = SIGNUP_STEP_FIELDS[atStep] as readonly SignupField[];
    setErrors((prev) => {
      const kept = Object.fromEntries(Object.entries(prev).filter(([f]) => !stepFields.includes(f as SignupField)));
      return { ...kept, ...found };
    });
    if (Object.keys(found).length === 0) return true;
    focusFirst(found, atStep);
    return false;
  };

  const next = (e: FormEvent) => {
    e.preventDefault();
    if (reviewing) return go((step + 1) as WizardStep);
    if (step === 1 || step === 2) {
      setNotice(null);
      if (checkStep(step)) go((step + 1) as WizardStep);
    } else if (step === 3) void submit();
  };

  const back = () => {
    setNotice(null);
    if (step === 4) clearProgress(); // spec: Back from 4 goes to 3 and clears saved data
    go((step - 1) as WizardStep);
  };

  const submit = async () => {
    const linkedin = withScheme(values.linkedin);
    const all = { ...values, linkedin };
    if (linkedin !== values.linkedin) setValues(all);
    // Step 3 first: the spec's two notices, and a message under each field.
    const step3 = signupStepErrors(3, all);
    const step3Notice = signupStep3Notice(all);
    if (step3Notice || Object.keys(step3).length) {
      setErrors((prev) => ({ ...prev, ...step3 }));
      setNotice(step3Notice && step3Notice !== AUTH_MESSAGES.resumeRequired ? { tone: "error", text: errorText.message(step3Notice) } : null);
      focusFirst(step3, 3);
      return;
    }
    // Then the earlier steps (a reload keeps their values, but never the password).
    for (const earlier of [1, 2] as const) {
      const found = signupStepErrors(earlier, all);
      if (Object.keys(found).length) {
        setErrors((prev) => ({ ...prev, ...found }));
        setNotice(
          found.password && !all.password ? { tone: "warning", text: t("notice.passwordAgain") } : { tone: "error", text: t("notice.checkFields") },
        );
        go(earlier);
        focusFirst(found, earlier);
        return;
      }
    }

    setNotice(null);
    setUploaded(0);
    setSubmitting(true);
    const form = new FormData();
    for (const [key, value] of Object.entries(all)) {
      if (value instanceof File) form.append(key, value, value.name);
      else if (typeof value === "string") form.append(key, value.trim() && key !== "password" ? value.trim() : value);
    }
    try {
      const result = await createAccount(form, setUploaded);
      signInLocally(result);
      markAccountCreated(result.user.id);
      setFirstName(result.user.fullname.trim().split(/\s+/)[0] || null);
      const kept = { ...all, password: "" };
      setValues(kept);
      saveProgress(kept, 4);
      setSubmitting(false);
      go(4);
    } catch (err) {
      setSubmitting(false);
      failed(err);
    }
  };

  /** A refusal: back to the step of the first failing field, with the server's messages; nothing typed is lost. */
  const failed = (err: unknown) => {
    const apiErr = err instanceof ApiError ? err : null;
    const serverFields: SignupErrors = {};
    let firstStep: 1 | 2 | 3 | null = null;
    for (const [field, message] of Object.entries(apiErr?.fields ?? {})) {
      const at = stepOfField(field);
      if (!at) continue;
      serverFields[field as SignupField] = message;
      firstStep = firstStep === null ? at : (Math.min(firstStep, at) as 1 | 2 | 3);
    }
    if (firstStep === null) {
      // No field to point at (too many attempts, a file refused as a whole, the network).
      if (apiErr?.status === 413 || apiErr?.status === 415) serverFields.resume = apiErr.message;
      setErrors((prev) => ({ ...prev, ...serverFields }));
      setNotice({ tone: "error", text: apiErr ? errorText.refusal(apiErr) : t("notice.notCreated") });
      heading.current?.focus();
      return;
    }
    setErrors((prev) => ({ ...prev, ...serverFields }));
    setNotice(Object.keys(serverFields).length > 1 ? { tone: "error", text: t("notice.checkFields") } : null);
    if (firstStep !== step) go(firstStep);
    focusFirst(serverFields, firstStep);
  };

  // The rules and the server word their messages in English; each is shown in the page's language.
  const shownErrors: SignupErrors = Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, message && errorText.message(message)]));
  const stepFields: StepFieldsProps = { values, errors: shownErrors, readOnly: reviewing, change, fieldRef, pickFile };
  const progress = t("progress", { step, count: STEP_COUNT });

  return (
    <div className="signup">
      <header className="signup-head">
        <Heading as="h1" size="7">
          {t("title")}
        </Heading>
        <div className="signup-progress">
          <Text as="p" size="2" weight="medium" className="signup-progress__label">
            {progress}
            <span aria-hidden="true"> · </span>
            <span className="signup-progress__title">{t(STEP_TITLES[step])}</span>
          </Text>
          <Progress value={(step / STEP_COUNT) * 100} size="2" aria-label={progress} />
        </div>
      </header>

      {step <= 3 && submitting && <SignupLoading uploaded={uploaded} headingRef={heading} />}

      {step <= 3 && !submitting && (
        <form className="auth-form signup-step" onSubmit={next} noValidate aria-labelledby="signup-step-heading">
          <div className="signup-step__intro">
            <Heading as="h2" size="5" id="signup-step-heading" ref={heading} tabIndex={-1}>
              {t(STEP_TITLES[step])}
            </Heading>
            {!reviewing && (
              <Text as="p" size="2" color="gray">
                {t(STEP_LEADS[step as 1 | 2 | 3])}
              </Text>
            )}
          </div>
          {reviewing && <FormAlert tone="info">{t("reviewing")}</FormAlert>}
          {notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}
          {!notice && step === 1 && restored && !reviewing && !values.password && (
            <FormAlert tone="info">{t("restored")}</FormAlert>
          )}
          {step === 1 && <StepAccount {...stepFields} />}
          {step === 2 && <StepCareer {...stepFields} />}
          {step === 3 && <StepDetails {...stepFields} />}
          <StepActions onBack={step > 1 ? back : undefined}>
            <Button type="submit" size="3">
              {t(step === 3 ? (reviewing ? "continue" : "create") : "next")}
              {step < 3 || reviewing ? <AuthIcon name="arrowRight" size={16} className="auth-flip" /> : null}
            </Button>
          </StepActions>
        </form>
      )}

      {step === 4 && (
        <CouponStep
          firstName={firstName}
          welcomeBack={welcomeBack}
          planId={planId}
          headingRef={heading}
          onPickPlan={(id) => go(4, { planId: id, replace: true })}
          onBack={back}
          onContinue={() => go(5)}
        />
      )}
      {step === 5 && <PaymentStep planId={planId} headingRef={heading} onBack={back} onPickPlan={(id) => go(5, { planId: id })} />}

      {step <= 3 && !authed && !submitting && (
        <p className="auth-switch">
          {t("haveAccount")}{" "}
          <AppLink to="/login" className="auth-link">
            {t("logIn")}
          </AppLink>
        </p>
      )}
    </div>
  );
}
