import { Button, Callout, Heading, Skeleton, Text } from "@radix-ui/themes";
import { useRouter } from "@tanstack/react-router";
import { CircleAlert, CircleCheck, CloudOff, CreditCard, Info, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { ApiError, NETWORK_MESSAGE } from "../../api-errors";
import { useErrorText } from "../../i18n/errors";
import { useT } from "../../i18n/I18n";
import { PortalHeader } from "../portal/header/PortalHeader";
import type { CardSetupView } from "./card-setup";
import { useFailureText } from "./text";
import "./billing.css";

/** A billing page's frame inside the portal: the header bar, then a titled column. */
export function BillingPage({ title, lead, children, busy }: { title: string; lead: ReactNode; children: ReactNode; busy?: boolean }) {
  return (
    <>
      <PortalHeader />
      <div className="billing" aria-busy={busy || undefined}>
        <header className="billing-head">
          <span className="billing-head__icon" aria-hidden="true">
            <CreditCard size={24} />
          </span>
          <div>
            <Heading as="h1" size="7">
              {title}
            </Heading>
            <Text as="p" color="gray">
              {lead}
            </Text>
          </div>
        </header>
        {children}
      </div>
    </>
  );
}

/** The subscription pages in grey while the overview loads. */
export function BillingSkeleton() {
  const t = useT("billing");
  return (
    <BillingPage title={t("page.title")} lead={t("page.loading")} busy>
      {[96, 72, 180].map((h, i) => (
        <div key={i} className="billing-section">
          <Skeleton height="22px" width="180px" />
          <Skeleton height={`${h}px`} width="100%" mt="4" />
        </div>
      ))}
    </BillingPage>
  );
}

/** The overview could not load: the server's words (or the connection), and Retry. */
export function BillingError({ error }: { error: unknown }) {
  const router = useRouter();
  const t = useT("billing");
  const errors = useErrorText();
  const message = errors.refusal(error instanceof ApiError ? error : { status: 0, message: NETWORK_MESSAGE });
  return (
    <BillingPage title={t("page.title")} lead={t("page.lead")}>
      <div className="billing-section billing-load-error" role="alert">
        <CloudOff size={28} aria-hidden="true" />
        <Heading as="h2" size="4">
          {t("page.loadError")}
        </Heading>
        <Text as="p" color="gray">
          {message}
        </Text>
        <Button onClick={() => void router.invalidate()}>
          <RotateCw size={16} aria-hidden="true" /> {t("page.retry")}
        </Button>
      </div>
    </BillingPage>
  );
}

/** A short message after an action (saved, cancelled, refused). */
export function Notice({ tone, children }: { tone: "success" | "error" | "info"; children: ReactNode }) {
  const color = tone === "success" ? "green" : tone === "error" ? "red" : "teal";
  const Icon = tone === "success" ? CircleCheck : tone === "error" ? CircleAlert : Info;
  return (
    <Callout.Root color={color} role={tone === "error" ? "alert" : "status"} variant="surface" highContrast className="billing-notice">
      <Callout.Icon>
        <Icon size={16} />
      </Callout.Icon>
      <Callout.Text>{children}</Callout.Text>
    </Callout.Root>
  );
}

/** What became of the card the user just entered at the payment partner. */
export function CardSetupNotice({ view }: { view: CardSetupView }) {
  const t = useT("billing");
  const failure = useFailureText();
  if (view.state === "idle") return null;
  if (view.state === "pending") return <Notice tone="info">{t("cardSetup.pending")}</Notice>;
  if (view.state === "saved") {
    const saved = view.last4 ? t("cardSetup.savedCard", { last4: view.last4 }) : t("cardSetup.saved");
    return <Notice tone="success">{`${saved} ${t("cardSetup.primaryNote")}`}</Notice>;
  }
  if (view.state === "failed") {
    const reason = failure.outcome(view.reason);
    return <Notice tone="error">{reason ? t("cardSetup.failed", { reason }) : t("cardSetup.failedNoReason")}</Notice>;
  }
  if (view.state === "error") return <Notice tone="info">{failure.refusal(view.error)}</Notice>;
  return <Notice tone="info">{t(view.state === "stillPending" ? "cardSetup.stillPending" : "cardSetup.unchecked")}</Notice>;
}
