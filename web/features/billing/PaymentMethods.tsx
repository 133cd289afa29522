import { Badge, Button, Text } from "@radix-ui/themes";
import { CreditCard } from "lucide-react";
import type { CardItem } from "./types";
import { ConfirmButton } from "./ConfirmButton";
import { cardName } from "./format";

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
  return (
    <div className="billing-cards">
      {cards.length === 0 ? (
        <Text as="p" size="2" color="gray" className="billing-empty">
          No saved cards yet. The card you pay with is saved for renewals.
        </Text>
      ) : (
        <ul className="billing-cards__list" aria-label="Saved cards">
          {cards.map((card) => (
            <li key={card.id} className={card.is_primary ? "billing-card billing-card--primary" : "billing-card"} data-testid="card">
              <span className="billing-card__icon" aria-hidden="true">
                <CreditCard size={20} />
              </span>
              <span className="billing-card__name">
                <Text weight="medium">{cardName(card)}</Text>
                {card.is_primary && (
                  <Badge color="teal" variant="soft" radius="full">
                    Primary
                  </Badge>
                )}
              </span>
              <span className="billing-card__actions">
                {!card.is_primary && (
                  <Button size="1" variant="soft" onClick={() => onMakePrimary(card)} disabled={busy !== null} aria-label={`Make ${cardName(card)} primary`}>
                    Make primary
                  </Button>
                )}
                <RemoveCardButton card={card} busy={busy === card.id} disabled={busy !== null && busy !== card.id} onConfirm={() => onRemove(card)} />
              </span>
            </li>
          ))}
        </ul>
      )}
      <Button variant="outline" onClick={onAdd} loading={adding} className="billing-cards__add">
        <CreditCard size={16} aria-hidden="true" /> Add card
      </Button>
    </div>
  );
}

function RemoveCardButton({ card, busy, disabled, onConfirm }: { card: CardItem; busy: boolean; disabled: boolean; onConfirm: () => Promise<void> }) {
  return (
    <ConfirmButton
      trigger={{ size: "1", variant: "ghost", disabled, "aria-label": `Remove ${cardName(card)}`, children: "Remove" }}
      title={`Remove ${cardName(card)}?`}
      description={
        card.is_primary
          ? "This is the card your renewals are charged to. Add or choose another primary card so your subscription keeps renewing."
          : "The card is deleted from your account. You can add it again any time."
      }
      keepLabel="Keep card"
      confirmLabel="Remove card"
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}
