import { isUuid } from '@odance/contract/ids';
import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconCoin } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PayableMoneyRequestDocument } from '../../gql/graphql';
import { fullName } from '@odance/contract/accounts';
import { formatOdance } from '../../shared/money/money';
import { STATUS_LABELS } from './money-request-status';

export interface PayingRequest {
  /** The request the transfer pays (transferOdance's moneyRequestId), while it waits for payment. */
  moneyRequestId: string | undefined;
  /** What the page says about it above the form. */
  notice: ReactNode;
}

/**
 * The transfer page opened to pay a request (`?request=<id>` beside the receive link's `to`, `amount` and `message`:
 * the payer's notification, or Pay on the requests page): the request is looked up, and only a pending one is paid.
 */
export function usePayingRequest(): PayingRequest {
  const [search] = useSearchParams();
  const id = search.get('request') ?? '';
  const valid = isUuid(id);
  const { data, error } = useQuery(PayableMoneyRequestDocument, {
    variables: { id },
    skip: !valid,
    fetchPolicy: 'network-only',
  });
  if (!valid) return { moneyRequestId: undefined, notice: null };
  const request = data?.moneyRequest;
  if (error) {
    return {
      moneyRequestId: undefined,
      notice: (
        <Alert color="yellow" variant="light" title="This request could not be found" maw={640}>
          The transfer below pays no request.
        </Alert>
      ),
    };
  }
  if (!request) return { moneyRequestId: undefined, notice: null };
  if (request.status !== 'pending') {
    return {
      moneyRequestId: undefined,
      notice: (
        <Alert color="yellow" variant="light" title={`This request is ${STATUS_LABELS[request.status].label.toLowerCase()}`} maw={640}>
          {fullName(request.requester)}’s request for {formatOdance(request.amount)} no longer waits for payment: the transfer below pays no request.
        </Alert>
      ),
    };
  }
  return {
    moneyRequestId: request.id,
    notice: (
      <Alert color="brand" variant="light" icon={<IconCoin aria-hidden />} title={`Paying ${fullName(request.requester)}’s request`} maw={640}>
        {fullName(request.requester)} asked you for {formatOdance(request.amount)}. The transfer below pays it; nothing is sent until you confirm.
      </Alert>
    ),
  };
}
