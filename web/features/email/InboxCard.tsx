/** Getting e-mails in: the private forwarding address with Copy, and short steps for a Gmail and an Outlook rule. */
import { Button, Heading, Tabs, Text } from "@radix-ui/themes";
import { Check, Copy, MailPlus } from "lucide-react";
import { useId, useState } from "react";
import { useT } from "../../i18n/I18n";

export function AddressField({ address }: { address: string }) {
  const t = useT("emails");
  const id = useId();
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied("yes");
      setTimeout(() => setCopied(null), 2_000);
    } catch {
      setCopied("failed");
    }
  };
  return (
    <div className="email-address">
      <Text as="label" size="2" weight="medium" htmlFor={id}>
        {t("inbox.address")}
      </Text>
      <div className="email-address__row">
        <input id={id} className="email-address__input" readOnly value={address} dir="ltr" onFocus={(e) => e.currentTarget.select()} data-testid="forward-address" />
        <Button type="button" variant="soft" onClick={() => void copy()} aria-live="polite">
          {copied === "yes" ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
          {copied === "yes" ? t("inbox.copied") : t("inbox.copy")}
        </Button>
      </div>
      {copied === "failed" && (
        <Text as="p" size="1" color="gray">
          {t("inbox.copyFailed")}
        </Text>
      )}
    </div>
  );
}

export function InboxCard({ address }: { address: string }) {
  const t = useT("emails");
  return (
    <section className="email-inbox" aria-labelledby="email-inbox-title" id="getting-emails-in">
      <div className="email-inbox__head">
        <span className="email-inbox__icon" aria-hidden="true">
          <MailPlus size={20} />
        </span>
        <div>
          <Heading as="h2" size="4" id="email-inbox-title">
            {t("inbox.title")}
          </Heading>
          <Text as="p" size="2" color="gray">
            {t("inbox.text")}
          </Text>
        </div>
      </div>
      <AddressField address={address} />
      <Tabs.Root defaultValue="gmail">
        <Tabs.List size="1">
          <Tabs.Trigger value="gmail">{t("inbox.gmail")}</Tabs.Trigger>
          <Tabs.Trigger value="outlook">{t("inbox.outlook")}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="gmail">
          <ol className="email-inbox__steps">
            <li>{t("inbox.gmail1")}</li>
            <li>{t("inbox.gmail2")}</li>
            <li>{t("inbox.gmail3")}</li>
          </ol>
        </Tabs.Content>
        <Tabs.Content value="outlook">
          <ol className="email-inbox__steps">
            <li>{t("inbox.outlook1")}</li>
            <li>{t("inbox.outlook2")}</li>
            <li>{t("inbox.outlook3")}</li>
          </ol>
        </Tabs.Content>
      </Tabs.Root>
      <Text as="p" size="1" color="gray">
        {t("inbox.oneOff")}
      </Text>
    </section>
  );
}
