import { createFileRoute } from "@tanstack/react-router";
import { validateCardSetupSearch } from "../../features/billing/card-setup";
import { loadBillingPage } from "../../features/billing/loader";
import { BillingError, BillingSkeleton } from "../../features/billing/PageStates";
import { SubscriptionManagerPage } from "../../features/billing/SubscriptionManagerPage";

export const Route = createFileRoute("/portal/subscription-manager")({
  validateSearch: validateCardSetupSearch,
  loaderDeps: ({ search }) => ({ cardSetup: search.card_setup }),
  loader: ({ abortController, deps }) => loadBillingPage(abortController.signal, deps.cardSetup, "meta.manager"),
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title ?? "Subscription | Amal" }] }),
  pendingComponent: BillingSkeleton,
  pendingMs: 0,
  pendingMinMs: 0,
  errorComponent: BillingError,
  component: function SubscriptionManagerRoute() {
    const { overview, setup } = Route.useLoaderData();
    const { card_setup } = Route.useSearch();
    return <SubscriptionManagerPage initial={overview} cardSetup={{ orderId: card_setup, first: setup }} />;
  },
});
