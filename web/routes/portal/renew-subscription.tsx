import { createFileRoute } from "@tanstack/react-router";
import { validateCardSetupSearch } from "../../features/billing/card-setup";
import { loadBillingPage } from "../../features/billing/loader";
import { BillingError, BillingSkeleton } from "../../features/billing/PageStates";
import { RenewSubscriptionPage } from "../../features/billing/RenewSubscriptionPage";

/** Renew Subscription: open to any signed-in user (spec §2), whatever the state of their payments. */
export const Route = createFileRoute("/portal/renew-subscription")({
  validateSearch: validateCardSetupSearch,
  loaderDeps: ({ search }) => ({ cardSetup: search.card_setup }),
  loader: ({ abortController, deps }) => loadBillingPage(abortController.signal, deps.cardSetup, "meta.renew"),
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title ?? "Renew Subscription | Amal" }] }),
  pendingComponent: BillingSkeleton,
  pendingMs: 0,
  pendingMinMs: 0,
  errorComponent: BillingError,
  component: function RenewSubscriptionRoute() {
    const { overview, setup } = Route.useLoaderData();
    const { card_setup } = Route.useSearch();
    return <RenewSubscriptionPage initial={overview} cardSetup={{ orderId: card_setup, first: setup }} />;
  },
});
