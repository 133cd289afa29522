import { Badge, Button, Text } from "@radix-ui/themes";
import { CreditCard } from "lucide-react";
import type { CardItem } from "./types";
import { ConfirmButton } from "./ConfirmButton";
import { useBillingFormat, type BillingFormat } from "./format";
import { rich } from "./text";

/**
 * Saved cards (spec §3 Card: id, token, is_primary), the primary one marked. Renewals charge the
 * primary card; Add card opens the payment partner's page to save a new one.
 */
export function PaymentMethods({
  cards,
  busy,
  adding,
  onAdd,
  onMakePrimary,
  onRemove,
}: {
  cards: CardItem[];
  /** The card an action is running for. */
  busy: number | null;
  adding: boolean;
  onAdd: () => void;
  onMakePrimary: (card: CardItem) => void;
  onRemove: (card: CardItem) => Promise<void>;
}) {
  const f = useBillingFormat();
  const { t } = f;
  return (
    <div className="billing-cards">
      {cards.length === 0 ? (
        <Text as="p" size="2" color="gray" className="billing-empty">
          {t("cards.empty")}
        </Text>
      ) : (
        <ul className="billing-cards__list" aria-label={t("cards.list")}>
          {cards.map((card) => (
            <li key={card.id} className={card.is_primary ? "billing-card billing-card--primary" : "billing-card"} data-testid="card">
              <span className="billing-card__icon" aria-hidden="true">
                <CreditCard size={20} />
              </span>
              <span className="billing-card__name">
                <Text weight="medium" asChild>
                  <bdi>{f.cardName(card)}</bdi>
                </Text>
                {card.is_primary && (
                  <Badge color="teal" variant="soft" radius="full" highContrast>
                    {t("cards.primary")}
                  </Badge>
                )}
              </span>
              <span className="billing-card__actions">
                {!card.is_primary && (
                  <Button
                    size="1"
                    variant="soft"
                    onClick={() => onMakePrimary(card)}
                    disabled={busy !== null}
                    aria-label={t("cards.makePrimaryLabel", { card: f.cardName(card) })}
                  >
                    {t("cards.makePrimary")}
                  </Button>
                )}
                <RemoveCardButton f={f} card={card} busy={busy === card.id} disabled={busy !== null && busy !== card.id} onConfirm={() => onRemove(card)} />
              </span>
            </li>
          ))}
        </ul>
      )}
      <Button variant="outline" onClick={onAdd} loading={adding} className="billing-cards__add">
        <CreditCard size={16} aria-hidden="true" /> {t("cards.add")}
      </Button>
    </div>
  );
}

function RemoveCardButton({ f, card, busy, disabled, onConfirm }: { f: BillingFormat; card: CardItem; busy: boolean; disabled: boolean; onConfirm: () => Promise<void> }) {
  const { t } = f;
  const name = f.cardName(card);
  return (
    <ConfirmButton
      trigger={{ size: "1", variant: "ghost", disabled, "aria-label": t("cards.removeLabel", { card: name }), children: t("cards.remove") }}
      title={rich(t("cards.removeTitle"), { card: <bdi>{name}</bdi> })}
      description={card.is_primary ? t("cards.removePrimary") : t("cards.removeOther")}
      keepLabel={t("cards.keep")}
      confirmLabel={t("cards.confirmRemove")}
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}
