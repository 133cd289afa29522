/**
 * While a roadmap is generated or expanded (spec section 4, Roadmap): the four messages, one
 * after another every 5 s, staying on the last; the whole thing goes as soon as the roadmap is
 * ready, wherever it had got to.
 */
import { Spinner, Text } from "@radix-ui/themes";
import { useEffect, useState } from "react";
import { useT } from "../../i18n/I18n";

export const LOADING_STEPS = ["loading.1", "loading.2", "loading.3", "loading.4"] as const;
export const LOADING_STEP_MS = 5000;

export function LoadingMessages({ label }: { label?: string }) {
  const t = useT("roadmap");
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setStep((current) => Math.min(current + 1, LOADING_STEPS.length - 1)), LOADING_STEP_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="rm-loading" role="status" aria-live="polite">
      <Spinner size="3" />
      {label && (
        <Text as="p" size="2" weight="medium" className="rm-loading__label">
          {label}
        </Text>
      )}
      <Text as="p" size="3" className="rm-loading__message" data-step={step + 1}>
        {t(LOADING_STEPS[step] as (typeof LOADING_STEPS)[number])}
      </Text>
      <div className="rm-loading__steps" aria-hidden="true">
        {LOADING_STEPS.map((key, i) => (
          <span key={key} className={i <= step ? "rm-loading__dot rm-loading__dot--on" : "rm-loading__dot"} />
        ))}
      </div>
      <Text as="p" size="1" color="gray">
        {t("loading.step", { step: step + 1, total: LOADING_STEPS.length })}
      </Text>
    </div>
  );
}
