import type { Request } from 'express';
import { z } from 'zod';
import type { AppContainer } from '../../../app/container.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { prepared } from '../../../shared/database/prepared.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import type { Account } from '../../accounts/account.entity.js';
import { requireViewer } from '../../auth/policies.js';
import { sessionLookupWith } from '../../auth/sessions.js';
import { walletOf } from '../ledger-accounts.js';
import { inLedgerTransaction } from '../ledger-transaction.js';
import { accountIdRule, idempotencyKeyRule, messageRule, odanceAmountRule } from '../ledger-rules.js';
import { postMovement } from '../post-movement.js';

export const TransferOdanceInput = z.object({
  recipientId: accountIdRule,
  amount: odanceAmountRule(1_000_000_000),
  message: messageRule,
  idempotencyKey: idempotencyKeyRule,
});

export interface TransferParty {
  id: string;
  firstName: string;
  lastName: string;
}

export interface TransferView {
  id: string;
  sender: TransferParty;
  recipient: TransferParty;
  amount: number;
  message: string | null;
  createdAt: Date;
}

/**
 * Moves oDance from the sender's wallet to an active recipient's. The same idempotency key from the same
 * sender returns the transfer it first made, however often and however concurrently it is sent.
 */
export async function transferOdance(c: AppContainer, sender: Account, raw: unknown): Promise<TransferView> {
  const input = parseInput(TransferOdanceInput, raw);
  if (input.recipientId.toLowerCase() === sender.id.toLowerCase()) throw new AppError(ErrorCode.ODANCE_TRANSFER_TO_SELF);
  return post(c, sender, input, await transferParties(c, sender.id, input.recipientId));
}

/**
 * transferOdance for the signed-in viewer of a request: when the request has not looked up its viewer yet,
 * the session lookup, the recipient and both wallets are ONE statement (Sessions.resolveWith), so a transfer
 * costs one round trip to PostgreSQL less. Same answers and errors, in the same order, as
 * `transferOdance(c, requireViewer(await viewer()), raw)`.
 */
export async function transferOdanceAsViewer(c: AppContainer, req: Request, raw: unknown): Promise<TransferView> {
  if (c.sessions.isResolved(req)) return transferOdance(c, requireViewer(await c.sessions.resolve(req)), raw);
  let input: z.output<typeof TransferOdanceInput>;
  try {
    input = parseInput(TransferOdanceInput, raw);
  } catch (error) {
    requireViewer(await c.sessions.resolve(req)); // signed out comes first
    throw error;
  }
  const found = await c.sessions.resolveWith<PartiesRow>(req, VIEWER_AND_TRANSFER_PARTIES, [input.recipientId]);
  const sender = requireViewer(found?.viewer ?? null);
  if (input.recipientId.toLowerCase() === sender.id.toLowerCase()) throw new AppError(ErrorCode.ODANCE_TRANSFER_TO_SELF);
  return post(c, sender, input, await partiesOf(c, sender.id, found!.row));
}

async function post(c: AppContainer, sender: Account, input: z.output<typeof TransferOdanceInput>, parties: Parties): Promise<TransferView> {
  const { recipient, from, to } = parties;
  const movement = await inLedgerTransaction(c.dataSource, (manager) =>
    postMovement(manager, {
      kind: 'transfer',
      initiatorAccountId: sender.id,
      idempotencyKey: input.idempotencyKey,
      message: input.message,
      entries: [
        { ledgerAccountId: from, amount: -input.amount },
        { ledgerAccountId: to, amount: input.amount },
      ],
    }),
  );
  return {
    id: movement.id,
    sender: { id: sender.id, firstName: sender.firstName, lastName: sender.lastName },
    recipient,
    amount: input.amount,
    message: movement.message,
    createdAt: movement.createdAt,
  };
}

/**
 * The recipient (as activeRecipient checks it) and both wallets in ONE statement: under load every round trip
 * to PostgreSQL costs the process more than the SQL itself (npm run bench, transferRatio). A wallet that does
 * not exist yet is created by walletOf, as before.
 */
async function transferParties(c: AppContainer, senderId: string, recipientId: string): Promise<Parties> {
  const rows: Array<{ id: string; first_name: string; last_name: string; active: boolean; deleted_at: Date | null; from_wallet: number | null; to_wallet: number | null }> =
    await c.dataSource.query(TRANSFER_PARTIES, [recipientId, senderId]);
  const row = rows[0];
  return partiesOf(c, senderId, row && { recipient_id: row.id, recipient_first_name: row.first_name, recipient_last_name: row.last_name, recipient_active: row.active, recipient_deleted_at: row.deleted_at, from_wallet: row.from_wallet, to_wallet: row.to_wallet });
}

interface Parties {
  recipient: TransferParty;
  from: number;
  to: number;
}

type PartiesRow = {
  recipient_id: string | null;
  recipient_first_name: string;
  recipient_last_name: string;
  recipient_active: boolean;
  recipient_deleted_at: Date | null;
  from_wallet: number | null;
  to_wallet: number | null;
};

async function partiesOf(c: AppContainer, senderId: string, row: PartiesRow | undefined): Promise<Parties> {
  if (!row?.recipient_id || row.recipient_deleted_at) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
  if (!row.recipient_active) throw new AppError(ErrorCode.ODANCE_RECIPIENT_NOT_ACTIVE);
  return {
    recipient: { id: row.recipient_id, firstName: row.recipient_first_name, lastName: row.recipient_last_name },
    from: row.from_wallet ?? (await walletOf(c.dataSource.manager, senderId)),
    to: row.to_wallet ?? (await walletOf(c.dataSource.manager, row.recipient_id)),
  };
}

const TRANSFER_PARTIES = prepared(
  `SELECT a.id, a.first_name, a.last_name, a.active, a.deleted_at,
          (SELECT id FROM ledger_account WHERE kind = 'wallet' AND owner_account_id = $2) AS from_wallet,
          (SELECT id FROM ledger_account WHERE kind = 'wallet' AND owner_account_id = a.id) AS to_wallet
   FROM account a WHERE a.id = $1`,
);

// TRANSFER_PARTIES folded into the session lookup: `a` is the sender (the viewer), `r` the recipient ($2).
const VIEWER_AND_TRANSFER_PARTIES = sessionLookupWith(
  `r.id AS recipient_id, r.first_name AS recipient_first_name, r.last_name AS recipient_last_name, r.active AS recipient_active,
          r.deleted_at AS recipient_deleted_at,
          (SELECT id FROM ledger_account WHERE kind = 'wallet' AND owner_account_id = a.id) AS from_wallet,
          (SELECT id FROM ledger_account WHERE kind = 'wallet' AND owner_account_id = r.id) AS to_wallet`,
  'LEFT JOIN account r ON r.id = $2',
);

/** The named recipient of a transfer or distribution: it must exist, not be erased, and be active. */
export async function activeRecipient(c: AppContainer, id: string): Promise<TransferParty> {
  const rows: Array<{ id: string; first_name: string; last_name: string; active: boolean; deleted_at: Date | null }> = await c.dataSource.query(
    'SELECT id, first_name, last_name, active, deleted_at FROM account WHERE id = $1',
    [id],
  );
  const row = rows[0];
  if (!row || row.deleted_at) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
  if (!row.active) throw new AppError(ErrorCode.ODANCE_RECIPIENT_NOT_ACTIVE);
  return { id: row.id, firstName: row.first_name, lastName: row.last_name };
}
