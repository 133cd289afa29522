import { Button, Heading, Text } from "@radix-ui/themes";
import { TriangleAlert } from "lucide-react";
import type { SubscriptionItem } from "./types";
import { AppLink } from "../../lib/nav";
import { useBillingFormat } from "./format";
import { rich } from "./text";

/**
 * Spec §2: "A Payment Issue Detected banner shows when a failed-payment flag is stored." Says what
 * failed and what the user can do: update the card (which pays the renewal) or see the details.
 */
export function PaymentIssueBanner({
  subscription,
  busy,
  onUpdate,
  showDetailsLink = true,
}: {
  subscription: SubscriptionItem | null;
  busy: boolean;
  onUpdate: () => void;
  showDetailsLink?: boolean;
}) {
  const f = useBillingFormat();
  const { t } = f;
  return (
    <section className="billing-issue" role="alert" aria-labelledby="payment-issue-title">
      <span className="billing-issue__icon" aria-hidden="true">
        <TriangleAlert size={22} />
      </span>
      <div className="billing-issue__text">
        <Heading as="h2" size="4" id="payment-issue-title">
          {t("issue.title")}
        </Heading>
        <Text as="p" size="2">
          {subscription
            ? rich(t("issue.plan", { amount: f.amount(subscription.amount) }), { plan: <bdi>{f.planName(subscription.plan_id, subscription.name)}</bdi> })
            : t("issue.any")}{" "}
          {t("issue.paused")}
        </Text>
      </div>
      <div className="billing-issue__actions">
        <Button color="red" size="3" onClick={onUpdate} loading={busy}>
          {t("action.updatePayment")}
        </Button>
        {showDetailsLink && (
          <Button asChild variant="ghost" color="red" size="2">
            <AppLink to="/portal/renew-subscription">{t("issue.retry")}</AppLink>
          </Button>
        )}
      </div>
    </section>
  );
}
