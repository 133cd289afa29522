import { Button, Heading, Text } from "@radix-ui/themes";
import { TriangleAlert } from "lucide-react";
import type { SubscriptionItem } from "./types";
import { AppLink } from "../../lib/nav";
import { formatAmount } from "./format";

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
  return (
    <section className="billing-issue" role="alert" aria-labelledby="payment-issue-title">
      <span className="billing-issue__icon" aria-hidden="true">
        <TriangleAlert size={22} />
      </span>
      <div className="billing-issue__text">
        <Heading as="h2" size="4" id="payment-issue-title">
          Payment Issue Detected
        </Heading>
        <Text as="p" size="2">
          {subscription
            ? `We couldn't charge your card for your ${subscription.name} renewal (${formatAmount(subscription.amount)}).`
            : "We couldn't charge your card for your last renewal."}{" "}
          Your portal is paused until the payment goes through — update your payment method to pick up where you left off.
        </Text>
      </div>
      <div className="billing-issue__actions">
        <Button color="red" size="3" onClick={onUpdate} loading={busy}>
          Update Payment Method
        </Button>
        {showDetailsLink && (
          <Button asChild variant="ghost" color="red" size="2">
            <AppLink to="/portal/renew-subscription">Retry with a saved card</AppLink>
          </Button>
        )}
      </div>
    </section>
  );
}
