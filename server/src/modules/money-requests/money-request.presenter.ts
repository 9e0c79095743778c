/** What a money request is, as the API shows it (graphql/money-request.types.ts implements these views). */

/** A request's life: pending until paid by the payer, declined by the payer, or cancelled by the requester. */
export const MONEY_REQUEST_STATUSES = ['pending', 'paid', 'declined', 'cancelled'] as const;
export type MoneyRequestStatus = (typeof MONEY_REQUEST_STATUSES)[number];

/** Seen from the viewer: `sent` when the viewer asked, `received` when the viewer is asked to pay. */
export const MONEY_REQUEST_DIRECTIONS = ['sent', 'received'] as const;
export type MoneyRequestDirection = (typeof MONEY_REQUEST_DIRECTIONS)[number];

export interface MoneyRequestPartyView {
  id: string;
  firstName: string;
  lastName: string;
}

export interface MoneyRequestView {
  id: string;
  status: MoneyRequestStatus;
  direction: MoneyRequestDirection;
  amount: number;
  message: string | null;
  requester: MoneyRequestPartyView;
  payer: MoneyRequestPartyView;
  /** The transfer (ledger movement) that paid it, once paid. */
  transferId: string | null;
  createdAt: Date;
  /** When it was paid, declined or cancelled. */
  answeredAt: Date | null;
}

export interface MoneyRequestsPageView {
  total: number;
  page: number;
  pageSize: number;
  moneyRequests: MoneyRequestView[];
}

export interface MoneyRequestRow {
  id: string;
  status: MoneyRequestStatus;
  amount: string;
  message: string | null;
  movement_id: string | null;
  created_at: Date;
  answered_at: Date | null;
  requester_id: string;
  requester_first_name: string;
  requester_last_name: string;
  payer_id: string;
  payer_first_name: string;
  payer_last_name: string;
}

/** The columns of MoneyRequestRow, from `money_request r` joined with `account q` (requester) and `account p` (payer). */
export const MONEY_REQUEST_SELECT = `SELECT r.id, r.status, r.amount, r.message, r.movement_id, r.created_at, r.answered_at,
    q.id AS requester_id, q.first_name AS requester_first_name, q.last_name AS requester_last_name,
    p.id AS payer_id, p.first_name AS payer_first_name, p.last_name AS payer_last_name
  FROM money_request r JOIN account q ON q.id = r.requester_account_id JOIN account p ON p.id = r.payer_account_id`;

export function presentMoneyRequest(row: MoneyRequestRow, viewerId: string): MoneyRequestView {
  return {
    id: row.id,
    status: row.status,
    direction: row.requester_id === viewerId ? 'sent' : 'received',
    amount: Number(row.amount),
    message: row.message,
    requester: { id: row.requester_id, firstName: row.requester_first_name, lastName: row.requester_last_name },
    payer: { id: row.payer_id, firstName: row.payer_first_name, lastName: row.payer_last_name },
    transferId: row.movement_id,
    createdAt: row.created_at,
    answeredAt: row.answered_at,
  };
}
