import type { NotificationData, NotificationKind } from './notification.entity.js';

export interface NotificationRow {
  id: string;
  kind: NotificationKind;
  data: NotificationData;
  read_at: Date | null;
  created_at: Date;
}

export const NOTIFICATION_COLUMNS = 'id, kind, data, read_at, created_at';

export interface PresentedNotification {
  id: string;
  kind: NotificationKind;
  title: string;
  message: string | null;
  amount: number | null;
  link: string;
  read: boolean;
  createdAt: Date;
}

const odance = (amount: number | undefined) => `${new Intl.NumberFormat('en').format(amount ?? 0)} oDance`;

/** The sentence a person reads, and the page it opens, for each kind (the client shows them as they are). */
const TEXTS: Record<NotificationKind, (data: NotificationData) => { title: string; link: string }> = {
  transferReceived: (d) => ({ title: `${d.fromName ?? 'Someone'} sent you ${odance(d.amount)}`, link: '/dashboard/odance/transfers' }),
  distributionReceived: (d) => ({ title: `${d.fromName ?? 'A distributor'} credited you ${odance(d.amount)}`, link: '/dashboard/odance/transfers' }),
  paymentPaid: (d) => ({ title: `Your purchase of ${odance(d.amount)} is paid`, link: `/dashboard/odance/invoices/${d.paymentId}` }),
  paymentFailed: (d) => ({ title: `Your payment for ${odance(d.amount)} failed`, link: '/dashboard/odance/buy' }),
  paymentExpired: (d) => ({ title: `Your checkout for ${odance(d.amount)} expired unpaid`, link: '/dashboard/odance/buy' }),
  collectionDue: (d) => ({ title: `A collection is due: you sold ${odance(d.amount)} on credit`, link: '/dashboard/distributor' }),
  accountApproved: () => ({ title: 'Your account is approved', link: '/dashboard' }),
  affiliationRequested: (d) => ({ title: `${d.profileName ?? 'A profile'} asks to be listed as a member`, link: '/dashboard/affiliation-requests' }),
  // Opens the transfer form filled in (the receive link's parameters, client/src/shared/send-odance/receive-link.ts)
  // with the request's id, so the transfer it sends pays the request.
  moneyRequested: (d) => ({ title: `${d.fromName ?? 'Someone'} asks you for ${odance(d.amount)}`, link: payLink(d) }),
  moneyRequestPaid: (d) => ({ title: `${d.fromName ?? 'Someone'} paid your request for ${odance(d.amount)}`, link: '/dashboard/odance/requests' }),
  moneyRequestDeclined: (d) => ({ title: `${d.fromName ?? 'Someone'} declined your request for ${odance(d.amount)}`, link: '/dashboard/odance/requests' }),
};

function payLink(d: NotificationData): string {
  const params = new URLSearchParams({ to: d.fromAccountId ?? '', amount: String(d.amount ?? ''), request: d.moneyRequestId ?? '' });
  if (d.message) params.set('message', d.message);
  return `/dashboard/odance/transfers?${params.toString()}`;
}

export function presentNotification(row: NotificationRow): PresentedNotification {
  const { title, link } = TEXTS[row.kind](row.data);
  return {
    id: row.id,
    kind: row.kind,
    title,
    message: row.data.message ?? null,
    amount: row.data.amount ?? null,
    link,
    read: row.read_at !== null,
    createdAt: row.created_at,
  };
}
