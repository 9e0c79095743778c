import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { AccountSummaryDocument } from '../../gql/graphql';
import { receiveRequestOf } from './receive-link';
import type { SendValues } from './SendOdanceForm';

export type ReceivePrefill = { state: 'none' } | { state: 'loading' } | { state: 'unknown' } | { state: 'ready'; values: SendValues; linkName: string | null };

/**
 * The form's starting values from a receive link opened here (`?to=&amount=&message=`, receive-link.ts):
 * the recipient is looked up first, so the form shows their name and avatar before anything is sent.
 */
export function useReceivePrefill(): ReceivePrefill {
  const [search] = useSearchParams();
  const request = receiveRequestOf(search);
  const { data, error } = useQuery(AccountSummaryDocument, { variables: { id: request?.to ?? '' }, skip: !request, fetchPolicy: 'network-only' });
  if (!request) return { state: 'none' };
  if (error) return { state: 'unknown' };
  if (!data) return { state: 'loading' };
  return { state: 'ready', values: { recipient: data.accountSummary, amount: request.amount ?? '', message: request.message ?? '' }, linkName: request.name ?? null };
}
