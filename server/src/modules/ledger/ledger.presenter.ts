import type { CursorPageInfo } from '../../shared/database/cursor-page.js';
import type { PageInfo } from '../../shared/database/page-query.js';
import type { MyTransferKind } from './queries/my-history.js';

// What the ledger answers: graphql/ledger.types.ts declares these same shapes (`Transfer implements TransferView`…),
// so the resolvers return them as they are, without a cast.

/** A sender or recipient: an account, named. */
export interface TransferPartyView {
  id: string;
  firstName: string;
  lastName: string;
}

export interface TransferView {
  id: string;
  sender: TransferPartyView;
  recipient: TransferPartyView;
  amount: number;
  message: string | null;
  /** The sender's own id for it, if it gave one (a partner's order or invoice number). */
  reference: string | null;
  createdAt: Date;
}

/** Seen from the viewer's side; graphql/ledger.types.ts registers these as the GraphQL `TransferDirection`. */
export const TRANSFER_DIRECTIONS = ['sent', 'received'] as const;
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number];

/** A transfer or distribution in the viewer's history: sent or received, with the other party. */
export interface MyTransferView {
  id: string;
  direction: TransferDirection;
  /** Which kind of movement, from the viewer's side (my-history.ts). */
  kind: MyTransferKind;
  /** A distribution's money: what the buyer paid the distributor, in cents; null for a transfer. */
  fiatCents: number | null;
  counterparty: TransferPartyView;
  amount: number;
  message: string | null;
  /** The sender's own id for it, if it gave one. */
  reference: string | null;
  createdAt: Date;
}

export interface MyTransfersPageView extends PageInfo {
  transfers: MyTransferView[];
  pageInfo: CursorPageInfo;
}

export function presentParty(account: TransferPartyView): TransferPartyView {
  return { id: account.id, firstName: account.firstName, lastName: account.lastName };
}

/** One of the viewer's entries on a transfer: its signed `amount` (negative when sent) and the other party. */
export interface MyTransferRow {
  id: string;
  created_at: Date;
  message: string | null;
  reference: string | null;
  amount: string;
  movement_kind: 'transfer' | 'distribution';
  counterpart_id: string;
  first_name: string;
  last_name: string;
  fiat_cents: string | null;
}

export function presentMyTransfer(row: MyTransferRow): MyTransferView {
  const amount = Number(row.amount);
  const sent = amount < 0;
  const kind: MyTransferKind = row.movement_kind === 'transfer' ? (sent ? 'sent' : 'received') : sent ? 'distributionMade' : 'distributionReceived';
  return {
    id: row.id,
    direction: sent ? 'sent' : 'received',
    kind,
    fiatCents: row.fiat_cents === null ? null : Number(row.fiat_cents),
    counterparty: { id: row.counterpart_id, firstName: row.first_name, lastName: row.last_name },
    amount: Math.abs(amount),
    message: row.message,
    reference: row.reference,
    createdAt: row.created_at,
  };
}
