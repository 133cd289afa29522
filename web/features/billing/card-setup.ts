import { useEffect, useRef, useState } from "react";
import type { CardSetupStatus } from "./types";
import { fetchCardSetup } from "./api";

/** While the provider has not confirmed the card yet: ask again this often, this many times. */
const POLL_MS = 1500;
const POLL_TRIES = 8;

/**
 * What the page says about the card: `saved` with its last digits when the server named it,
 * `failed` with the provider's reason (English, as the server stores it), `stillPending` after
 * the last check, `unchecked` when it could not be read, `error` with the refusal.
 */
export type CardSetupView =
  | { state: "idle" }
  | { state: "pending" }
  | { state: "saved"; last4: string | null }
  | { state: "failed"; reason: string }
  | { state: "stillPending" }
  | { state: "unchecked" }
  | { state: "error"; error: unknown };

/**
 * Follows a card-saving checkout the browser came back from (`?card_setup=<order id>`): saved,
 * failed with the provider's reason, or still pending, asked again a few times.
 * `onSaved` runs once when the card is there (to reload the cards, or pay a failed renewal).
 */
export function useCardSetup(orderId: string | undefined, first: CardSetupStatus | null, onSaved: () => void): CardSetupView {
  const [view, setView] = useState<CardSetupView>(() => toView(orderId, first));
  const saved = useRef(onSaved);
  saved.current = onSaved;
  useEffect(() => {
    if (!orderId) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = (status: CardSetupStatus) => {
      if (!live) return;
      const next = toView(orderId, status);
      setView(next);
      if (next.state === "saved") saved.current();
    };
    const poll = (tries: number) => {
      timer = setTimeout(() => {
        fetchCardSetup(orderId)
          .then((status) => {
            if (status.status === "pending" && tries + 1 < POLL_TRIES) return poll(tries + 1);
            if (status.status === "pending") return live && setView({ state: "stillPending" });
            settle(status);
          })
          .catch((error: unknown) => live && setView({ state: "error", error }));
      }, POLL_MS);
    };
    if (first?.status === "pending") poll(0);
    else if (first) settle(first);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [orderId, first]);
  return view;
}

function toView(orderId: string | undefined, status: CardSetupStatus | null): CardSetupView {
  if (!orderId) return { state: "idle" };
  if (!status) return { state: "unchecked" };
  if (status.status === "saved") return { state: "saved", last4: status.card?.last4 ?? null };
  if (status.status === "failed") return { state: "failed", reason: status.message };
  return { state: "pending" };
}

/** The loader's look-up: the setup's status, or null when it cannot be read (shown as "unchecked"). */
export async function loadCardSetup(orderId: string | undefined, signal?: AbortSignal): Promise<CardSetupStatus | null> {
  if (!orderId) return null;
  return fetchCardSetup(orderId, signal).catch(() => null);
}

/** Back from a card-saving checkout the server adds `card_setup=<order id>` to the page's URL. */
export interface CardSetupSearch {
  card_setup?: string;
}

export function validateCardSetupSearch(search: Record<string, unknown>): CardSetupSearch {
  return { card_setup: typeof search.card_setup === "string" && /^[\w-]{1,80}$/.test(search.card_setup) ? search.card_setup : undefined };
}
