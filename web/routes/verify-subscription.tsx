import { createFileRoute } from "@tanstack/react-router";
import { idSearchParam, rawSearchParam } from "../features/auth/search";
import { VerifySubscriptionPage, type VerifyParams } from "../features/billing/VerifySubscriptionPage";
import { pageHead } from "../lib/seo";

/** Subscription completion: where the payment provider sends the browser back (spec §2). */
export const Route = createFileRoute("/verify-subscription")({
  validateSearch: (search: Record<string, unknown>): VerifyParams => ({
    verify_token: rawSearchParam(search, "verify_token"),
    plan_id: idSearchParam(search, "plan_id"),
    coupon_id: idSearchParam(search, "coupon_id"),
  }),
  head: () => {
    const head = pageHead({ title: "Processing Your Subscription", description: "Finishing your Amal subscription.", path: "/verify-subscription" });
    return { meta: [...head.meta, { name: "robots", content: "noindex" }] };
  },
  component: function VerifySubscriptionRoute() {
    return <VerifySubscriptionPage params={Route.useSearch()} />;
  },
});
