import { fullName, UUID_PATTERN } from '@odance/contract';
import { z } from 'zod';
import type { EntityManager } from 'typeorm';
import type { CommandContext } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { prepared } from '../../../shared/database/prepared.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { accountPartySql, type Account, type AccountPartyRow } from '../../account-rows/index.js';
import { requireViewer, sessionLookupWith } from '../../auth/index.js';
import { walletIdSql, walletOf } from '../ledger-accounts.js';
import type { RunStatement } from '../../../shared/database/direct-query.js';
import { inLedgerTransactionOpenedBy } from '../ledger-transaction.js';
import { accountIdRule, idempotencyKeyRule, messageRule, odanceAmountRule, referenceRule } from '../ledger-rules.js';
import { postMovement, type PostedMovement } from '../post-movement.js';
import { presentParty, type TransferPartyView, type TransferView } from '../ledger.presenter.js';
import { lockMoneyRequestForPayment, markMoneyRequestPaid } from '../../money-requests/index.js';

export const TransferOdanceSchema = z.object({
  recipientId: accountIdRule,
  amount: odanceAmountRule(1_000_000_000),
  message: messageRule,
  idempotencyKey: idempotencyKeyRule,
  reference: referenceRule,
  /** The money request this transfer pays (modules/money-requests): it is marked paid in this transaction. */
  moneyRequestId: z.string({ error: 'invalid' }).regex(UUID_PATTERN, 'invalid').nullish(),
});

type Recipient = TransferPartyView;

/**
 * Moves oDance from the signed-in viewer's wallet to an active recipient's. The same idempotency key from the
 * same sender returns the transfer it first made, however often and however concurrently it is sent.
 * When the request has not looked up its viewer yet, the session lookup, the recipient and both wallets are
 * ONE statement (CommandContext.viewerWith), sent with the ledger transaction's BEGIN (inLedgerTransactionOpenedBy):
 * a transfer costs the same round trips as its ledger transaction alone (docs/decisions.md#one-round-trip).
 * Otherwise the recipient and wallets are read in one statement of their own. Signed out comes before an invalid input, then sending to oneself, then
 * the recipient's checks.
 */
export async function transferOdance(ctx: CommandContext, raw: unknown): Promise<TransferView> {
  const c = ctx.container;
  let input: z.output<typeof TransferOdanceSchema>;
  try {
    input = parseInput(TransferOdanceSchema, raw);
  } catch (error) {
    requireViewer(await ctx.viewer()); // signed out comes first
    throw error;
  }
  const opening = async (run: RunStatement) => {
    const found = await ctx.viewerWith<PartiesRow>(VIEWER_AND_TRANSFER_PARTIES, [input.recipientId], run);
    const sender = requireViewer(found?.viewer ?? null);
    if (input.recipientId.toLowerCase() === sender.id.toLowerCase()) throw new AppError(ErrorCode.ODANCE_TRANSFER_TO_SELF);
    return { sender, row: found!.row };
  };
  const { sender, recipient, movement } = await inLedgerTransactionOpenedBy(c.dataSource, opening, async (manager, { sender, row }) => {
    const parties = row ? await partiesOf(manager, row) : await transferParties(manager, sender.id, input.recipientId);
    // Paying a request: its row is locked and checked before any wallet (modules/money-requests/pay-money-request.ts).
    const request = input.moneyRequestId
      ? await lockMoneyRequestForPayment(manager, { id: input.moneyRequestId, payerId: sender.id, recipientId: parties.recipient.id, amount: input.amount, idempotencyKey: input.idempotencyKey })
      : null;
    const from = parties.from ?? (await walletOf(manager, sender.id));
    // Paying a request writes after the movement; otherwise the entries' statement commits (PostedMovement `last`).
    const movement = await post(manager, sender, input, { ...parties, from }, request !== 'pay');
    if (request === 'pay' && !movement.replayed) await markMoneyRequestPaid(manager, input.moneyRequestId!, movement.id);
    return { sender, recipient: parties.recipient, movement };
  });
  return {
    id: movement.id,
    sender: presentParty(sender),
    recipient,
    amount: input.amount,
    message: movement.message,
    reference: movement.reference,
    createdAt: movement.createdAt,
  };
}

function post(manager: EntityManager, sender: Account, input: z.output<typeof TransferOdanceSchema>, parties: Parties & { from: number }, last: boolean): Promise<PostedMovement> {
  const { recipient, from, to } = parties;
  return postMovement(manager, {
    kind: 'transfer',
    last,
    initiatorAccountId: sender.id,
    idempotencyKey: input.idempotencyKey,
    message: input.message,
    // Written by CLAIM_AND_LOCK's INSERT: no statement more in the money transaction.
    reference: input.reference,
    entries: [
      { ledgerAccountId: from, amount: -input.amount },
      { ledgerAccountId: to, amount: input.amount },
    ],
    // The recipient hears of it only if it commits (and is mailed by modules/notifications/notification-mailer.ts);
    // one that pays a request tells the requester so, in that one notification.
    notifications: [
      {
        accountId: recipient.id,
        kind: input.moneyRequestId ? 'moneyRequestPaid' : 'transferReceived',
        data: {
          amount: input.amount,
          fromAccountId: sender.id,
          fromName: fullName(sender),
          message: input.message,
          ...(input.moneyRequestId ? { moneyRequestId: input.moneyRequestId.toLowerCase() } : {}),
        },
      },
    ],
  });
}

/** The checked recipient, its wallet (`to`) and the sender's wallet (`from`), null while the sender has none. */
export interface Parties {
  recipient: Recipient;
  from: number | null;
  to: number;
}

type PartiesRow = AccountPartyRow & { from_wallet: number | null; to_wallet: number | null };

/** The recipient must exist, not be erased, and be active; on a row read with accountPartySql. */
function recipientOf(row: AccountPartyRow | undefined): Recipient {
  if (!row?.party_id || row.party_deleted_at) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
  if (!row.party_active) throw new AppError(ErrorCode.ODANCE_RECIPIENT_NOT_ACTIVE);
  return { id: row.party_id, firstName: row.party_first_name, lastName: row.party_last_name };
}

/**
 * The parties of a transfer or distribution from `senderId` to `recipientId`, read in ONE statement
 * (TRANSFER_PARTIES) with `db` (the dataSource's manager, or a transaction's). Throws ACCOUNT_NOT_FOUND or
 * ODANCE_RECIPIENT_NOT_ACTIVE for a recipient that cannot receive. A recipient without a wallet yet gets one
 * (walletOf). The sender's wallet is null when it has none: only a transfer spends from it and creates it then; a
 * distribution spends from the distributor's credit line.
 */
export async function transferParties(db: EntityManager, senderId: string, recipientId: string): Promise<Parties> {
  const rows: PartiesRow[] = await db.query(TRANSFER_PARTIES, [recipientId, senderId]);
  return partiesOf(db, rows[0]);
}

async function partiesOf(db: EntityManager, row: PartiesRow | undefined): Promise<Parties> {
  const recipient = recipientOf(row);
  return { recipient, from: row!.from_wallet, to: row!.to_wallet ?? (await walletOf(db, recipient.id)) };
}

// The recipient and both wallets in ONE statement (docs/decisions.md#one-round-trip), each piece from the module
// that owns its table: the recipient ($1 here, $2 in the session lookup) from modules/accounts, the wallets from
// this module.
const RECIPIENT = accountPartySql('$1');
const TRANSFER_PARTIES = prepared(
  `SELECT ${RECIPIENT.columns},
          ${walletIdSql('$2')} AS from_wallet,
          ${walletIdSql('$1')} AS to_wallet
   FROM (SELECT) AS one ${RECIPIENT.join}`,
);

// TRANSFER_PARTIES folded into the session lookup: the sender is the viewer.
const VIEWER_AND_TRANSFER_PARTIES = sessionLookupWith((viewerId) => {
  const recipient = accountPartySql('$2');
  return { columns: `${recipient.columns},\n          ${walletIdSql(viewerId)} AS from_wallet,\n          ${walletIdSql('$2')} AS to_wallet`, joins: recipient.join };
});
