import { Badge, Button, Callout, Dialog, Flex, RadioCards, Text } from "@radix-ui/themes";
import { CircleAlert } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { BillingPeriod, Currency } from "../../../core/pricing/price";
import type { PricingResponse } from "./types";
import { PricingToggles } from "../pricing/PricingPage";
import { usePlanWords } from "../pricing/plan-words";
import { useBillingFormat } from "./format";
import { planPrice } from "./usePlans";

export interface PlanChoice {
  planId: number;
  period: BillingPeriod;
}

/**
 * The plan picker of the subscription manager (spec §2: "Change Plan opens a plan picker modal"),
 * with the pricing page's Monthly / 3 Months and EGP / USD toggles. Choosing leads to the
 * payment partner's page; the server prices the new plan itself.
 */
export function ChangePlanDialog({
  open,
  onOpenChange,
  pricing,
  current,
  initial,
  firstPlan,
  busy,
  error,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pricing: PricingResponse | null;
  /** The plan and period paid for now (null when there is none). */
  current: PlanChoice | null;
  /** The plan to preselect (a plan card's button). */
  initial: PlanChoice | null;
  /** No subscription yet: "Choose a Plan" rather than "Change Plan". */
  firstPlan: boolean;
  busy: boolean;
  error: string | null;
  onConfirm: (choice: PlanChoice) => void;
}) {
  const [period, setPeriod] = useState<BillingPeriod>("monthly");
  const [currency, setCurrency] = useState<Currency>("EGP");
  const [planId, setPlanId] = useState<number | null>(null);
  const f = useBillingFormat();
  const planWords = usePlanWords();
  const { t } = f;

  // Each opening starts from the plan it was opened for (or the current one, or the popular one).
  const startFrom = useRef({ initial, current, pricing });
  startFrom.current = { initial, current, pricing };
  useEffect(() => {
    if (!open) return;
    const { initial: chosen, current: paying, pricing: plans } = startFrom.current;
    const start = chosen ?? paying;
    setPeriod(start?.period ?? "monthly");
    setPlanId(start?.planId ?? plans?.plans.find((p) => p.popular)?.id ?? null);
  }, [open]);

  const isCurrent = (id: number) => current?.planId === id && current.period === period;
  const unchanged = planId !== null && isCurrent(planId);
  const title = t(firstPlan ? "dialog.choose" : "dialog.change");

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Content maxWidth="680px" className="billing-dialog" aria-describedby="change-plan-description">
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description id="change-plan-description" size="2" color="gray" mb="4">
          {t(firstPlan ? "dialog.chooseLead" : "dialog.changeLead")}
        </Dialog.Description>

        <div className="billing-dialog__toggles">
          <PricingToggles period={period} currency={currency} onPeriod={setPeriod} onCurrency={setCurrency} />
        </div>

        {pricing ? (
          <RadioCards.Root
            value={planId !== null ? String(planId) : undefined}
            onValueChange={(v) => setPlanId(Number(v))}
            columns={{ initial: "1", sm: String(Math.min(3, pricing.plans.length)) as "1" | "2" | "3" }}
            gap="3"
            aria-label={t("dialog.plans")}
            className="billing-plan-options"
            disabled={busy}
          >
            {pricing.plans.map((p) => {
              const price = planPrice(p, period, currency, pricing.egpToUsd);
              return (
                <RadioCards.Item key={p.id} value={String(p.id)} className="billing-plan-option">
                  <Flex direction="column" gap="1" width="100%">
                    <Flex gap="2" align="center" wrap="wrap">
                      <Text weight="bold" size="3" asChild>
                        <bdi>{f.planName(p.id, p.name)}</bdi>
                      </Text>
                      {isCurrent(p.id) ? (
                        <Badge color="green" variant="soft" highContrast>
                          {t("plans.current")}
                        </Badge>
                      ) : (
                        p.popular && <Badge variant="soft" highContrast>{t("plans.popular")}</Badge>
                      )}
                    </Flex>
                    <Text size="2" color="gray" dir="auto">
                      {planWords(p).forWho}
                    </Text>
                    <span className="billing-plan-option__price">
                      {price.hasDiscount && <s className="billing-nowrap">{f.money(price.original, currency)}</s>}
                      <span className="billing-nowrap">
                        <strong>{f.money(price.final, currency)}</strong> <span>{f.perPeriod(period)}</span>
                      </span>
                    </span>
                  </Flex>
                </RadioCards.Item>
              );
            })}
          </RadioCards.Root>
        ) : (
          <Text as="p" color="gray">
            {t("plans.loading")}
          </Text>
        )}

        {currency === "USD" && (
          <Text as="p" size="1" color="gray" mt="3">
            {t("plans.usdNote")}
          </Text>
        )}
        {error && (
          <Callout.Root color="red" role="alert" mt="4" size="1" highContrast>
            <Callout.Icon>
              <CircleAlert size={16} />
            </Callout.Icon>
            <Callout.Text>{error}</Callout.Text>
          </Callout.Root>
        )}

        <Flex gap="3" mt="5" justify="end" className="billing-dialog__actions">
          <Dialog.Close>
            <Button variant="soft" color="gray" size="3" disabled={busy}>
              {t("dialog.cancel")}
            </Button>
          </Dialog.Close>
          <Button size="3" loading={busy} disabled={planId === null || unchanged} onClick={() => planId !== null && onConfirm({ planId, period })}>
            {t("dialog.continue")}
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
