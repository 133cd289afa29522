import { Button, Heading, Select, Spinner, Text } from "@radix-ui/themes";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { Plan } from "../../../../core/schemas/plan";
import { useErrorText } from "../../../i18n/errors";
import { useT } from "../../../i18n/I18n";
import { ApiError, applyCoupon } from "../../billing/api";
import { planPrice, usePlans } from "../../billing/usePlans";
import { FieldError, FormAlert, TextInput } from "../fields";
import { AuthIcon } from "../icons";
import { rich } from "../rich";
import { Money, usePlanWords } from "./plan-words";
import { appliedCouponFrom, loadCoupon, saveCoupon, type AppliedCoupon } from "./progress";
import { StepActions } from "./StepActions";

/** Spec §4 "Coupon": unapplied, checking, applied. */
type Status = "unapplied" | "checking" | "applied";

const MAX_CODE = 40;

/**
 * Step 4 (spec): an optional discount code, Apply Coupon, Continue to Payment. The code is
 * checked by the server for the chosen plan (the plan picker sits beside it, so a visitor who
 * came without a plan can still check a code); an accepted code turns the button green and shows
 * "Applied for plan {plan}" with the discounted prices. A refused code keeps what was typed and
 * shows the server's reason under the field. Everything is kept for the payment step.
 */
export function CouponStep({
  firstName,
  welcomeBack,
  planId,
  headingRef,
  onPickPlan,
  onBack,
  onContinue,
}: {
  firstName: string | null;
  welcomeBack: boolean;
  planId: number | undefined;
  headingRef: React.Ref<HTMLHeadingElement>;
  onPickPlan: (planId: number) => void;
  onBack: () => void;
  onContinue: () => void;
}) {
  const t = useT("signup");
  const planWords = usePlanWords();
  const errorText = useErrorText();
  const [saved] = useState(loadCoupon);
  const { pricing, error: plansError, retry } = usePlans();
  const [code, setCode] = useState(saved?.code ?? "");
  const [applied, setApplied] = useState<AppliedCoupon | null>(saved?.applied && saved.applied.plan_id === planId ? saved.applied : null);
  const [status, setStatus] = useState<Status>(applied ? "applied" : "unapplied");
  const [error, setError] = useState<string | null>(null);
  const [planError, setPlanError] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const planRef = useRef<HTMLButtonElement>(null);
  const planLabel = `plan${useId().replace(/:/g, "")}`;
  const plan = pricing?.plans.find((p) => p.id === planId);

  /** Asks the server; true when the code was accepted. */
  const check = async (): Promise<boolean> => {
    const trimmed = code.trim();
    if (!trimmed) {
      setError(t("coupon.enterCode"));
      codeRef.current?.focus();
      return false;
    }
    if (planId === undefined) {
      setPlanError(t("coupon.planFirst"));
      planRef.current?.focus();
      return false;
    }
    setError(null);
    setStatus("checking");
    try {
      const res = await applyCoupon({ code: trimmed, plan_id: planId });
      const accepted = appliedCouponFrom(res);
      setCode(res.coupon.code);
      setApplied(accepted);
      setStatus("applied");
      saveCoupon({ code: res.coupon.code, applied: accepted });
      return true;
    } catch (err) {
      setStatus("unapplied");
      setApplied(null);
      setError(err instanceof ApiError ? errorText.refusal(err) : t("error.generic"));
      saveCoupon({ code: trimmed.toUpperCase(), applied: null });
      codeRef.current?.focus();
      return false;
    }
  };

  // A code kept from an earlier visit, or one applied for another plan: check it for this plan.
  const checkedFor = useRef<number | undefined>(applied ? planId : undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of plan re-checks the code; typing in the box must not.
  useEffect(() => {
    if (planId === undefined || checkedFor.current === planId || !code.trim() || status === "checking") return;
    checkedFor.current = planId;
    const checkedBefore = applied !== null || error !== null || saved?.code === code.trim().toUpperCase();
    if (checkedBefore) void check();
  }, [planId]); // only when the plan changes

  const apply = (e: FormEvent) => {
    e.preventDefault();
    if (status === "checking" || status === "applied") return;
    void check();
  };

  const remove = () => {
    saveCoupon(null);
    setCode("");
    setApplied(null);
    setStatus("unapplied");
    setError(null);
    codeRef.current?.focus();
  };

  const next = async () => {
    if (status === "checking") return;
    if (!code.trim()) {
      saveCoupon(null);
      return onContinue();
    }
    // A typed code that was never applied is checked first, so no discount is lost by accident.
    if (status === "applied" || (await check())) onContinue();
  };

  return (
    <section className="signup-step" aria-labelledby="signup-step-heading">
      <div className="signup-step__intro">
        <Heading as="h2" size="5" id="signup-step-heading" ref={headingRef} tabIndex={-1}>
          {t("coupon.title")}
        </Heading>
        <Text as="p" size="2" color="gray">
          {t("coupon.lead")}
        </Text>
      </div>
      {welcomeBack ? (
        <FormAlert tone="warning">{t("coupon.welcomeBack")}</FormAlert>
      ) : (
        <FormAlert tone="success">{firstName ? rich(t("coupon.readyNamed"), { name: <bdi>{firstName}</bdi> }) : t("coupon.ready")}</FormAlert>
      )}

      <div className="auth-field">
        <span id={planLabel} className="auth-field__label">
          {t("coupon.plan")}
        </span>
        <Select.Root
          value={planId !== undefined ? String(planId) : undefined}
          onValueChange={(v) => {
            setPlanError(null);
            onPickPlan(Number(v));
          }}
          disabled={status === "checking"}
          size="3"
        >
          <Select.Trigger
            ref={planRef}
            placeholder={t(pricing ? "coupon.choosePlan" : "coupon.loadingPlans")}
            aria-labelledby={planLabel}
            aria-invalid={planError ? true : undefined}
            aria-describedby={planError ? `${planLabel}-error` : undefined}
            className="signup-plan-select"
          />
          <Select.Content position="popper">
            {pricing?.plans.map((p) => (
              <Select.Item key={p.id} value={String(p.id)}>
                {rich(t("coupon.planOption"), { plan: planWords(p).name, price: <Money amount={planPrice(p, "monthly", "EGP", pricing.egpToUsd).final} /> })}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
        {planError && <FieldError id={`${planLabel}-error`}>{planError}</FieldError>}
        {plansError && (
          <p className="auth-field__hint">
            {t.locale === "en" ? plansError : t("pay.plansFailed")}{" "}
            <button type="button" className="auth-inline-button" onClick={retry}>
              {t("pay.tryAgain")}
            </button>
          </p>
        )}
      </div>

      <form className="signup-coupon" onSubmit={apply} noValidate aria-label={t("coupon.form")}>
        <TextInput
          ref={codeRef}
          label={t("coupon.code")}
          dir="ltr"
          optional
          name="coupon"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={MAX_CODE}
          value={code}
          error={error}
          readOnly={status === "checking"}
          onChange={(e) => {
            setCode(e.target.value);
            setError(null);
            if (status === "applied") {
              setStatus("unapplied");
              setApplied(null);
              saveCoupon(e.target.value.trim() ? { code: e.target.value.trim().toUpperCase(), applied: null } : null);
            }
          }}
        />
        <Button
          type="submit"
          size="3"
          variant={status === "applied" ? "solid" : "outline"}
          color={status === "applied" ? "green" : undefined}
          className="signup-coupon__apply"
          disabled={status === "checking"}
          aria-live="polite"
        >
          {status === "checking" ? <Spinner /> : status === "applied" ? <AuthIcon name="check" size={16} /> : null}
          {t(status === "checking" ? "coupon.checking" : status === "applied" ? "coupon.applied" : "coupon.apply")}
        </Button>
      </form>

      {status === "applied" && applied && <AppliedLine applied={applied} plan={plan} onRemove={remove} />}

      <StepActions onBack={onBack}>
        <Button type="button" size="3" onClick={() => void next()} disabled={status === "checking"}>
          {t("coupon.continue")} <AuthIcon name="arrowRight" size={16} className="auth-flip" />
        </Button>
      </StepActions>
    </section>
  );
}

/** "Applied for plan {plan}" with what the plan costs now, the plan's price struck through. */
function AppliedLine({ applied, plan, onRemove }: { applied: AppliedCoupon; plan: Plan | undefined; onRemove: () => void }) {
  const t = useT("signup");
  const planWords = usePlanWords();
  const before = (period: "monthly" | "quarterly") => (plan ? planPrice(plan, period, "EGP", 0).final : null);
  const line = (period: "monthly" | "quarterly") => {
    const was = before(period);
    const now = applied.price[period];
    return (
      <span className="signup-coupon__price">
        {was !== null && was > now && (
          <s>
            <Money amount={was} />
          </s>
        )}{" "}
        <strong>
          <Money amount={now} />
        </strong>
        {t(period === "monthly" ? "price.monthly" : "price.quarterly")}
      </span>
    );
  };
  // The server's sentence in English; in another language the same sentence from the catalogue.
  const appliedFor =
    t.locale === "en" ? applied.message : t("coupon.appliedFor", { plan: plan ? planWords(plan).name : applied.plan_name });
  return (
    <div className="signup-coupon__kept" role="status" data-testid="coupon-applied">
      <AuthIcon name="tag" size={18} />
      <span className="signup-coupon__text">
        <strong>
          {appliedFor}
          {applied.percent_off > 0 && <span className="signup-coupon__off">{t("coupon.off", { percent: applied.percent_off })}</span>}
        </strong>
        <span className="signup-coupon__prices">
          {line("monthly")}
          {line("quarterly")}
        </span>
      </span>
      <Button type="button" variant="ghost" size="1" color="gray" onClick={onRemove}>
        {t("coupon.remove")}
      </Button>
    </div>
  );
}
