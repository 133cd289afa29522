import { Badge, Button, Heading, SegmentedControl, Spinner, Text } from "@radix-ui/themes";
import { useEffect, useRef, useState } from "react";
import type { BillingPeriod } from "../../../../core/pricing/price";
import type { Plan } from "../../../../core/schemas/plan";
import { useErrorText } from "../../../i18n/errors";
import { useT } from "../../../i18n/I18n";
import { ApiError, applyCoupon, startCheckout } from "../../billing/api";
import { savePendingPayment } from "../../billing/storage";
import { planPrice, usePlans } from "../../billing/usePlans";
import { FormAlert } from "../fields";
import { AuthIcon } from "../icons";
import { Money, usePlanWords } from "./plan-words";
import { appliedCouponFrom, loadCoupon, markFromPayment, saveCoupon, type CouponData } from "./progress";
import { StepActions } from "./StepActions";

/** The saved code as it stands for the chosen plan (a refusal keeps the server's answer, shown in the page's language). */
type CouponCheck = { state: "none" } | { state: "checking" } | { state: "applied"; coupon: CouponData } | { state: "refused"; code: string; error: unknown };

function initialCheck(planId: number | undefined): CouponCheck {
  const saved = loadCoupon();
  if (!saved) return { state: "none" };
  if (saved.applied && saved.applied.plan_id === planId) return { state: "applied", coupon: saved };
  return { state: "checking" };
}

/**
 * Step 5 (spec): Proceed to Payment when a plan is chosen, otherwise View Subscription Plans to
 * pick one. Proceeding asks the server for a checkout (it prices the plan and the code itself),
 * keeps the verify token for /verify-subscription, marks `fromPayment` and sends the browser to
 * the provider's secure page. Coming back without paying lands on the coupon step (spec §4).
 */
export function PaymentStep({
  planId,
  headingRef,
  onPickPlan,
  onBack,
}: {
  planId: number | undefined;
  headingRef: React.Ref<HTMLHeadingElement>;
  onPickPlan: (planId: number) => void;
  onBack: () => void;
}) {
  const t = useT("signup");
  const planWords = usePlanWords();
  const errorText = useErrorText();
  const { pricing, error: loadError, retry } = usePlans();
  const [picking, setPicking] = useState(false);
  const [period, setPeriod] = useState<BillingPeriod>("monthly");
  const [coupon, setCoupon] = useState<CouponCheck>(() => initialCheck(planId));
  const [leaving, setLeaving] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const pickerRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (picking) pickerRef.current?.focus();
  }, [picking]);

  // The browser's Back from the provider may restore this page as it was left ("Redirecting…"):
  // load it afresh instead, which opens the coupon step with the welcome-back notice.
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => e.persisted && window.location.reload();
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);

  // A saved code not yet checked for this plan is checked now; a refusal is said, not hidden.
  useEffect(() => {
    const saved = loadCoupon();
    if (!saved) return setCoupon({ state: "none" });
    if (planId === undefined) return;
    if (saved.applied && saved.applied.plan_id === planId) return setCoupon({ state: "applied", coupon: saved });
    let live = true;
    setCoupon({ state: "checking" });
    applyCoupon({ code: saved.code, plan_id: planId })
      .then((res) => {
        const next: CouponData = { code: res.coupon.code, applied: appliedCouponFrom(res) };
        saveCoupon(next);
        if (live) setCoupon({ state: "applied", coupon: next });
      })
      .catch((err: unknown) => live && setCoupon({ state: "refused", code: saved.code, error: err }));
    return () => {
      live = false;
    };
  }, [planId]);

  const plan = planId !== undefined ? pricing?.plans.find((p) => p.id === planId) : undefined;
  const unknownPlan = planId !== undefined && pricing !== null && !plan;
  const showPicker = picking || unknownPlan;
  const applied = coupon.state === "applied" ? coupon.coupon.applied : null;

  const proceed = async () => {
    if (!plan || leaving || coupon.state === "checking") return;
    setPayError(null);
    setLeaving(true);
    try {
      const couponId = applied?.id ?? null;
      const res = await startCheckout({ plan_id: plan.id, period, coupon_id: couponId });
      savePendingPayment({ verify_token: res.verify_token, plan_id: plan.id, coupon_id: couponId, origin: "signup" });
      markFromPayment();
      window.location.assign(res.redirect_url);
    } catch (err) {
      setLeaving(false);
      setPayError(err instanceof ApiError ? errorText.refusal(err) : t("pay.failed"));
    }
  };

  return (
    <section className="signup-step" aria-labelledby="signup-step-heading">
      <div className="signup-step__intro">
        <Heading as="h2" size="5" id="signup-step-heading" ref={headingRef} tabIndex={-1}>
          {t("step.5")}
        </Heading>
        <Text as="p" size="2" color="gray">
          {t("pay.lead")}
        </Text>
      </div>

      {loadError && (
        <FormAlert>
          {t.locale === "en" ? loadError : t("pay.plansFailed")}{" "}
          <button type="button" className="auth-inline-button" onClick={retry}>
            {t("pay.tryAgain")}
          </button>
        </FormAlert>
      )}
      {!pricing && !loadError && planId !== undefined && (
        <Text as="p" color="gray" className="signup-inline-loading">
          <Spinner /> {t("pay.loadingPlan")}
        </Text>
      )}
      {unknownPlan && <FormAlert tone="warning">{t("pay.unknownPlan")}</FormAlert>}

      {plan && pricing && !picking && (
        <>
          <div className="signup-plan signup-plan--chosen" data-testid="chosen-plan">
            <div>
              <Text as="p" size="2" color="gray">
                {planWords(plan).forWho}
              </Text>
              <Heading as="h3" size="4">
                {planWords(plan).name} {plan.popular && <Badge variant="soft">{t("pay.popular")}</Badge>}
              </Heading>
            </div>
            <Button type="button" variant="ghost" onClick={() => setPicking(true)} disabled={leaving}>
              {t("pay.changePlan")}
            </Button>
          </div>
          <PeriodToggle period={period} onChange={setPeriod} disabled={leaving} />
          <OrderSummary plan={plan} period={period} coupon={coupon} />
        </>
      )}

      {showPicker && (
        <div className="signup-plans">
          <div className="signup-plans__head">
            <Heading as="h3" size="3" ref={pickerRef} tabIndex={-1}>
              {t("pay.plans")}
            </Heading>
            <PeriodToggle period={period} onChange={setPeriod} />
          </div>
          {!pricing && !loadError && (
            <Text as="p" color="gray" className="signup-inline-loading">
              <Spinner /> {t("pay.loadingPlans")}
            </Text>
          )}
          <ul className="signup-plans__list">
            {pricing?.plans.map((p) => {
              const price = planPrice(p, period, "EGP", pricing.egpToUsd);
              const words = planWords(p);
              return (
                <li key={p.id} className={p.id === planId ? "signup-plan signup-plan--current" : "signup-plan"}>
                  <div>
                    <Heading as="h4" size="3">
                      {words.name} {p.popular && <Badge variant="soft">{t("pay.popular")}</Badge>}
                    </Heading>
                    <Text as="p" size="2" color="gray">
                      {words.description}
                    </Text>
                    <span className="signup-plan__price">
                      {price.hasDiscount && (
                        <s>
                          <Money amount={price.original} />
                        </s>
                      )}{" "}
                      <strong>
                        <Money amount={price.final} />
                      </strong>
                      <span>{t(period === "monthly" ? "price.monthly" : "price.quarterly")}</span>
                    </span>
                  </div>
                  <Button
                    type="button"
                    variant={p.popular ? "solid" : "soft"}
                    aria-label={t("pay.chooseLabel", { plan: words.name })}
                    onClick={() => {
                      setPicking(false);
                      setPayError(null);
                      onPickPlan(p.id);
                    }}
                  >
                    {t("pay.choose")}
                  </Button>
                </li>
              );
            })}
          </ul>
        </div>
      )}

      {payError && <FormAlert>{payError}</FormAlert>}

      <StepActions onBack={leaving ? undefined : onBack}>
        {plan && !picking ? (
          <Button type="button" size="3" onClick={() => void proceed()} disabled={leaving || coupon.state === "checking"}>
            {leaving ? (
              <>
                <Spinner /> {t("pay.opening")}
              </>
            ) : (
              <>
                {t("pay.proceed")} <AuthIcon name="arrowRight" size={16} className="auth-flip" />
              </>
            )}
          </Button>
        ) : (
          !showPicker && (
            <Button type="button" size="3" onClick={() => setPicking(true)}>
              {t("pay.viewPlans")}
            </Button>
          )
        )}
      </StepActions>
      {plan && !picking && (
        <p className="signup-secure">
          <AuthIcon name="lock" size={14} /> {t("pay.secure")}
        </p>
      )}
    </section>
  );
}

function PeriodToggle({ period, onChange, disabled }: { period: BillingPeriod; onChange: (p: BillingPeriod) => void; disabled?: boolean }) {
  const t = useT("signup");
  return (
    <SegmentedControl.Root
      value={period}
      onValueChange={(v) => onChange(v as BillingPeriod)}
      size="2"
      aria-label={t("pay.period")}
      disabled={disabled}
      className="signup-period"
    >
      <SegmentedControl.Item value="monthly">{t("period.monthly")}</SegmentedControl.Item>
      <SegmentedControl.Item value="quarterly">{t("period.quarterly")}</SegmentedControl.Item>
    </SegmentedControl.Root>
  );
}

/** The plan's price, the code's discount and what is due today (the server charges its own figure). */
function OrderSummary({ plan, period, coupon }: { plan: Plan; period: BillingPeriod; coupon: CouponCheck }) {
  const t = useT("signup");
  const planWords = usePlanWords();
  const errorText = useErrorText();
  const price = planPrice(plan, period, "EGP", 0);
  const applied = coupon.state === "applied" ? coupon.coupon.applied : null;
  const due = applied ? applied.price[period] : price.final;
  const refusal = coupon.state === "refused" ? (coupon.error instanceof ApiError ? errorText.refusal(coupon.error) : t("error.generic")) : null;
  return (
    <div className="signup-summary">
      <dl aria-label={t("pay.summary")}>
        <div>
          <dt>{t("pay.planLine", { plan: planWords(plan).name, period: t(period === "monthly" ? "period.monthly.inline" : "period.quarterly.inline") })}</dt>
          <dd>
            {price.hasDiscount && (
              <s>
                <Money amount={price.original} />
              </s>
            )}{" "}
            <Money amount={price.final} />
          </dd>
        </div>
        {coupon.state === "checking" && (
          <div>
            <dt>{t("pay.discountCode")}</dt>
            <dd className="signup-inline-loading">
              <Spinner size="1" /> {t("coupon.checking")}
            </dd>
          </div>
        )}
        {applied && coupon.state === "applied" && (
          <div className="signup-summary__discount">
            <dt>
              <AuthIcon name="tag" size={14} /> {t("pay.codeOff", { code: coupon.coupon.code, percent: applied.percent_off })}
            </dt>
            <dd>
              −<Money amount={Math.max(0, price.final - due)} />
            </dd>
          </div>
        )}
        {coupon.state === "refused" && (
          <div className="signup-summary__refused" role="status">
            <dt>
              <AuthIcon name="tag" size={14} /> <bdi>{coupon.code}</bdi>
            </dt>
            <dd>
              {refusal} {t("pay.refused")}
            </dd>
          </div>
        )}
        <div className="signup-summary__total">
          <dt>{t("pay.due")}</dt>
          <dd data-testid="due-today">
            <Money amount={due} />
          </dd>
        </div>
      </dl>
      <Text as="p" size="1" color="gray" className="signup-summary__note">
        {t(period === "monthly" ? "pay.renews.monthly" : "pay.renews.quarterly")}
      </Text>
    </div>
  );
}
