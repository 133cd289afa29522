import { Button, Heading } from "@radix-ui/themes";
import { useState, type FormEvent } from "react";
import { FormAlert, TextInput } from "../fields";
import { AuthIcon } from "../icons";
import { loadCoupon, saveCoupon } from "./progress";
import { StepActions } from "./StepActions";

type CouponState = { status: "unapplied" } | { status: "kept"; code: string };

const MAX_CODE = 50;

/**
 * Step 4 (spec): an optional discount code, Apply Coupon, Continue to Payment. Codes are checked
 * against a plan at checkout, which arrives with billing; until then an applied code is kept
 * for the payment (the spec's "coupon data") and the page says so plainly.
 */
export function CouponStep({
  firstName,
  welcomeBack,
  headingRef,
  onBack,
  onContinue,
}: {
  firstName: string | null;
  welcomeBack: boolean;
  headingRef: React.Ref<HTMLHeadingElement>;
  onBack: () => void;
  onContinue: () => void;
}) {
  const saved = loadCoupon();
  const [code, setCode] = useState(saved?.code ?? "");
  const [state, setState] = useState<CouponState>(saved ? { status: "kept", code: saved.code } : { status: "unapplied" });
  const [error, setError] = useState<string | null>(null);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = code.trim().toUpperCase();
    if (!trimmed) return setError("Please enter a discount code, or continue without one.");
    if (!/^[A-Z0-9_-]{2,50}$/.test(trimmed)) return setError("A discount code has only letters, numbers, - and _.");
    setError(null);
    setCode(trimmed);
    saveCoupon({ code: trimmed });
    setState({ status: "kept", code: trimmed });
  };

  const remove = () => {
    saveCoupon(null);
    setCode("");
    setState({ status: "unapplied" });
  };

  return (
    <section className="signup-step" aria-labelledby="signup-step-heading">
      <Heading as="h2" size="5" id="signup-step-heading" ref={headingRef} tabIndex={-1}>
        Have a discount code?
      </Heading>
      {welcomeBack ? (
        <FormAlert tone="warning">Welcome back! Please review your coupon code and continue with payment.</FormAlert>
      ) : (
        <FormAlert tone="success">
          Your account is ready{firstName ? `, ${firstName}` : ""}! If you have a discount code, add it here — otherwise continue to payment.
        </FormAlert>
      )}
      <form className="signup-coupon" onSubmit={apply} noValidate aria-label="Apply a coupon">
        <TextInput
          label="Discount code"
          optional
          name="coupon"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={MAX_CODE}
          value={code}
          error={error}
          onChange={(e) => {
            setCode(e.target.value);
            setError(null);
            if (state.status === "kept" && e.target.value.trim().toUpperCase() !== state.code) setState({ status: "unapplied" });
          }}
        />
        <Button
          type="submit"
          size="3"
          variant={state.status === "kept" ? "soft" : "outline"}
          color={state.status === "kept" ? "green" : undefined}
          className="signup-coupon__apply"
        >
          {state.status === "kept" ? <AuthIcon name="check" size={16} /> : null}
          {state.status === "kept" ? "Saved" : "Apply Coupon"}
        </Button>
      </form>
      {state.status === "kept" && (
        <div className="signup-coupon__kept" role="status">
          <AuthIcon name="tag" size={18} />
          <span>
            We've kept <strong>{state.code}</strong> for your payment. Its discount is checked against your plan at checkout.
          </span>
          <Button type="button" variant="ghost" size="1" color="gray" onClick={remove}>
            Remove
          </Button>
        </div>
      )}
      <StepActions onBack={onBack}>
        <Button type="button" size="3" onClick={onContinue}>
          Continue to Payment <AuthIcon name="arrowRight" size={16} />
        </Button>
      </StepActions>
    </section>
  );
}
