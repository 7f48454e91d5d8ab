import { saveCustomerNumberOfCard } from '@lindner/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useFormSubmit } from '../../shared/forms/useFormSubmit';
import type { SubmitOutcome } from '../../shared/forms/submitOutcome';
import { customerNumberMessages } from './messages';

/**
 * The query parameter that carries a loyalty card's code to the profile: the card's landing
 * signs in (or registers) to `profile?card=…`.
 */
export const cardParameter = 'card';

/** Taking over the customer number of the card the user followed: while it runs, and its end. */
export type CardClaim =
  { state: 'claiming' } | { state: 'ended'; outcome: SubmitOutcome; retry: () => void };

/**
 * Takes the customer number of the loyalty card in the address into the profile, once, as soon
 * as the page opens; then the code leaves the address, so that a reload or a bookmark does not
 * claim it again. Null when the address carries no card.
 */
export function useCardClaim(revalidate: string[]): CardClaim | null {
  const [search, setSearch] = useSearchParams();
  const [code] = useState(() => search.get(cardParameter));
  const [claim, setClaim] = useState<CardClaim | null>(code ? { state: 'claiming' } : null);
  const send = useFormSubmit(saveCustomerNumberOfCard, {
    successMessage: customerNumberMessages.addedFromCard,
    revalidate,
  });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setClaim({ state: 'claiming' });
    setAttempt((count) => count + 1);
  }, []);

  // Each attempt once, also where React runs effects twice.
  const sent = useRef(-1);
  useEffect(() => {
    if (!code || sent.current === attempt) return;
    if (sent.current === -1) {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(cardParameter);
          return next;
        },
        { replace: true },
      );
    }
    sent.current = attempt;
    void send({ code }).then((outcome) => {
      if (outcome) setClaim({ state: 'ended', outcome, retry });
    });
  }, [attempt, code, retry, send, setSearch]);
  return claim;
}
