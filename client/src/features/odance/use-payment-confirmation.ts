import { useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { ConfirmPaymentDocument, type PaymentFieldsFragment } from '../../gql/graphql';
import { toApiError, type ApiError } from '../../shared/api/api-error';
import { refreshCurrentUser } from './refresh-user';

/** While the provider has not told the server yet, ask again this often, this many times, then offer a button. */
export const CONFIRM_POLL_MS = 2000;
export const CONFIRM_POLL_TRIES = 10;

export interface PaymentConfirmation {
  payment: PaymentFieldsFragment | null;
  error: ApiError | null;
  /** A confirmation request is under way (the first one, or a poll while pending). */
  checking: boolean;
  /** Still pending after every poll: the page offers "Check again". */
  gaveUp: boolean;
  /** The user (and so the header balance) was reloaded after the payment was found paid. */
  balanceRefreshed: boolean;
  checkAgain: () => void;
}

/**
 * Back from the checkout (success or failed page): confirmPayment makes the server ask the provider, so a
 * late webhook does not leave the buyer waiting. A pending answer is asked again a few times. Once paid, the
 * current user is refetched so the header shows the new balance.
 */
export function usePaymentConfirmation(paymentId: string | null): PaymentConfirmation {
  const client = useApolloClient();
  const [round, setRound] = useState(0);
  const [state, setState] = useState<Omit<PaymentConfirmation, 'checkAgain'>>({
    payment: null,
    error: null,
    checking: paymentId !== null,
    gaveUp: false,
    balanceRefreshed: false,
  });

  useEffect(() => {
    if (!paymentId) return;
    let cancelled = false;
    let timer: number | undefined;
    let tries = 0;

    const confirm = async () => {
      tries += 1;
      setState((previous) => ({ ...previous, checking: true, gaveUp: false }));
      try {
        const { data } = await client.mutate({ mutation: ConfirmPaymentDocument, variables: { id: paymentId } });
        if (cancelled || !data) return;
        const payment = data.confirmPayment;
        const waiting = payment.status === 'pending';
        setState((previous) => ({
          ...previous,
          payment,
          error: null,
          checking: waiting && tries < CONFIRM_POLL_TRIES,
          gaveUp: waiting && tries >= CONFIRM_POLL_TRIES,
        }));
        if (waiting && tries < CONFIRM_POLL_TRIES) timer = window.setTimeout(() => void confirm(), CONFIRM_POLL_MS);
        if (payment.status === 'paid') {
          await refreshCurrentUser(client);
          if (!cancelled) setState((previous) => ({ ...previous, balanceRefreshed: true }));
        }
      } catch (error) {
        if (!cancelled) setState((previous) => ({ ...previous, error: toApiError(error), checking: false }));
      }
    };
    void confirm();
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [client, paymentId, round]);

  return { ...state, checkAgain: () => setRound((value) => value + 1) };
}
