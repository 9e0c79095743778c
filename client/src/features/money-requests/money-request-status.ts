import type { MoneyRequestStatus } from '../../gql/graphql';

/** How each status reads and its badge colour (dark enough on light backgrounds for axe's contrast check). */
export const STATUS_LABELS: Record<MoneyRequestStatus, { label: string; color: string }> = {
  pending: { label: 'Waiting', color: 'yellow' },
  paid: { label: 'Paid', color: 'green' },
  declined: { label: 'Declined', color: 'red' },
  cancelled: { label: 'Cancelled', color: 'gray' },
};

/** The transfer form filled in to pay a request (the receive link's parameters, and the request's id). */
export function payRequestPath(request: { id: string; amount: number; message: string | null; requester: { id: string } }): string {
  const params = new URLSearchParams({
    to: request.requester.id,
    amount: String(request.amount),
    request: request.id,
  });
  if (request.message) params.set('message', request.message);
  return `/dashboard/odance/transfers?${params}`;
}
