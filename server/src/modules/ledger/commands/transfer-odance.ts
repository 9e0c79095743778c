import { z } from 'zod';
import type { AppContainer } from '../../../app/container.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { prepared } from '../../../shared/database/prepared.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import type { Account } from '../../accounts/account.entity.js';
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
  const { recipient, from, to } = await transferParties(c, sender.id, input.recipientId);

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
async function transferParties(c: AppContainer, senderId: string, recipientId: string): Promise<{ recipient: TransferParty; from: number; to: number }> {
  const rows: Array<{ id: string; first_name: string; last_name: string; active: boolean; deleted_at: Date | null; from_wallet: number | null; to_wallet: number | null }> =
    await c.dataSource.query(TRANSFER_PARTIES, [recipientId, senderId]);
  const row = rows[0];
  if (!row || row.deleted_at) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
  if (!row.active) throw new AppError(ErrorCode.ODANCE_RECIPIENT_NOT_ACTIVE);
  return {
    recipient: { id: row.id, firstName: row.first_name, lastName: row.last_name },
    from: row.from_wallet ?? (await walletOf(c.dataSource.manager, senderId)),
    to: row.to_wallet ?? (await walletOf(c.dataSource.manager, row.id)),
  };
}

const TRANSFER_PARTIES = prepared(
  `SELECT a.id, a.first_name, a.last_name, a.active, a.deleted_at,
          (SELECT id FROM ledger_account WHERE kind = 'wallet' AND owner_account_id = $2) AS from_wallet,
          (SELECT id FROM ledger_account WHERE kind = 'wallet' AND owner_account_id = a.id) AS to_wallet
   FROM account a WHERE a.id = $1`,
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
