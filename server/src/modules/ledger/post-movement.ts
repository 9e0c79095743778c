import type { EntityManager } from 'typeorm';
import { AppError } from '../../shared/errors/app-error.js';
import { ErrorCode } from '../../shared/errors/error-codes.js';
import { PG_CHECK_VIOLATION, pgConstraint, pgErrorCode } from '../../shared/database/pg-error.js';
import { directQuery } from '../../shared/database/direct-query.js';
import { queryAndCommit } from './ledger-transaction.js';
import { prepared } from '../../shared/database/prepared.js';
import type { LedgerAccountKind } from './ledger-account.entity.js';
import type { MovementKind } from './ledger-movement.entity.js';
import { appendEventsSql, type LiveEvent } from '../live/index.js';
import { notificationParams, notificationsCte, type NewNotification } from '../notifications/index.js';

export interface EntryRequest {
  ledgerAccountId: number;
  /** Whole oDance: > 0 credits the account, < 0 debits it. */
  amount: number;
}

export interface MovementRequest {
  kind: MovementKind;
  initiatorAccountId: string;
  idempotencyKey: string;
  message?: string | null;
  /** The initiator's own id for the movement (a partner's reference, @odance/contract referenceRule). */
  reference?: string | null;
  entries: EntryRequest[];
  /**
   * Called with the locked accounts before anything is written, for rules that depend on balances beyond
   * "a wallet never goes below zero" (e.g. a distributor's credit limit). Throw an AppError to refuse.
   */
  guard?: (accounts: Map<number, LockedAccount>) => void;
  /**
   * What the movement tells people (a received transfer, a distribution): written by the same statement as the
   * entries, in the same transaction, with their events in the log. Not written for a replayed key.
   */
  notifications?: NewNotification[];
  /**
   * Nothing follows the movement in its transaction: the entries' statement carries the COMMIT (queryAndCommit,
   * one round trip less). The caller then sends nothing more in that transaction.
   */
  last?: boolean;
}

export interface LockedAccount {
  id: number;
  kind: LedgerAccountKind;
  ownerAccountId: string | null;
  balance: number;
  /** A closed wallet (its account erased, closeWallet): it takes no credit. */
  closed: boolean;
}

export interface PostedMovement {
  id: string;
  kind: MovementKind;
  initiatorAccountId: string;
  message: string | null;
  reference: string | null;
  createdAt: Date;
  entries: EntryRequest[];
  /** True when the idempotency key had already been used: nothing new was written. */
  replayed: boolean;
}

/**
 * The one way oDance moves. Inside the caller's transaction (see inLedgerTransaction):
 * 1. claim the idempotency key (a concurrent twin waits on the unique index, then reads this movement back);
 * 2. lock every touched ledger account in ascending id order (one global order: no deadlocks between posts);
 *    1 and 2 are one statement (CLAIM_AND_LOCK);
 * 3. refuse a wallet going below zero, then write the entries; a trigger adds each to its account's balance.
 * PostgreSQL re-checks at commit that the entries sum to zero and that no wallet is negative.
 */
export async function postMovement(manager: EntityManager, request: MovementRequest): Promise<PostedMovement> {
  assertBalanced(request.entries);
  const message = request.message ?? null;
  const entries = [...request.entries].sort((a, b) => a.ledgerAccountId - b.ledgerAccountId);
  const claimed = await claimAndLock(manager, request, message, entries);
  if (!claimed) return replay(manager, request);
  const { accounts } = claimed;
  for (const entry of entries) {
    const account = accounts.get(entry.ledgerAccountId)!;
    if (account.kind === 'wallet' && account.balance + entry.amount < 0) throw new AppError(ErrorCode.ODANCE_INSUFFICIENT_BALANCE);
    // Its account was erased after the caller checked the recipient (the lock waited for the erasure to commit, and
    // CLAIM_AND_LOCK read the row as the erasure left it): the same answer as for an erased recipient.
    if (account.closed && entry.amount > 0) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
  }
  request.guard?.(accounts);

  // Each wallet's owner hears `balanceChanged` once this commits (modules/live): appended to the event log by the
  // same statement, naming the movement (read after the commit by the webhooks' consumer: modules/webhooks).
  const balanceEvents = [...accounts.values()]
    .flatMap((account) => (account.kind === 'wallet' && account.ownerAccountId ? [account.ownerAccountId] : []))
    .map((owner) => JSON.stringify({ t: 'balance', a: owner, id: claimed.id } satisfies LiveEvent));
  try {
    await (request.last ? queryAndCommit : directQuery)(manager, INSERT_ENTRIES, [
      claimed.id,
      entries.map((entry) => entry.ledgerAccountId),
      entries.map((entry) => entry.amount),
      balanceEvents,
      ...notificationParams((request.notifications ?? []).map((n) => ({ ...n, data: { ...n.data, movementId: claimed.id } }))),
    ]);
  } catch (error) {
    // The CHECK is the last line of defence behind the test above; it speaks the same error.
    if (pgErrorCode(error) === PG_CHECK_VIOLATION && pgConstraint(error) === 'ledger_account_wallet_not_negative') {
      throw new AppError(ErrorCode.ODANCE_INSUFFICIENT_BALANCE);
    }
    if (pgErrorCode(error) === PG_CHECK_VIOLATION && pgConstraint(error) === 'ledger_account_closed_is_empty') {
      throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
    }
    throw error;
  }
  return {
    id: claimed.id,
    kind: request.kind,
    initiatorAccountId: request.initiatorAccountId,
    message,
    reference: request.reference ?? null,
    createdAt: claimed.createdAt,
    entries,
    replayed: false,
  };
}

// The statements of every movement, as named prepared statements (shared/database/prepared.ts).
// Steps 1 and 2 in ONE statement: the key's claim, then, only if it was claimed, the accounts' locks in id order.
// The lock reads `claim` (a LATERAL join on its row), so PostgreSQL runs the INSERT first: a concurrent twin waits
// on the unique index BEFORE taking any account lock (locks first would deadlock it with its twin), and a replayed
// key (no row claimed) locks nothing. One round trip less per movement (docs/decisions.md#one-round-trip).
const CLAIM_AND_LOCK = prepared(
  `WITH claim AS (
     INSERT INTO ledger_movement (kind, initiator_account_id, idempotency_key, message, reference) VALUES ($1, $2, $3, $4, $6)
     ON CONFLICT (initiator_account_id, idempotency_key) DO NOTHING RETURNING id, created_at)
   SELECT claim.id AS movement_id, claim.created_at, l.id, l.kind, l.owner_account_id, l.balance, l.closed_at IS NOT NULL AS closed
   FROM claim LEFT JOIN LATERAL (
     SELECT id, kind, owner_account_id, balance, closed_at FROM ledger_account WHERE id = ANY($5::int[]) ORDER BY id FOR UPDATE) l ON true`,
);
// The entries, the notifications they cause, and their events in the log, in ONE round trip (the log is read by
// every replica after the commit: modules/live/event-log.ts; no NOTIFY here, whose lock PostgreSQL holds through
// the commit's WAL flush). Every extra statement inside the transaction holds its row locks and a pooled connection
// longer (docs/decisions.md#one-round-trip).
const NOTIFICATIONS = notificationsCte(5);
const INSERT_ENTRIES = prepared(
  `WITH written AS (
     INSERT INTO ledger_entry (movement_id, ledger_account_id, amount)
     SELECT $1, account_id, amount FROM unnest($2::int[], $3::bigint[]) AS e(account_id, amount)),
   ${NOTIFICATIONS.cte}
   ${appendEventsSql(`SELECT event::json AS e FROM unnest($4::text[]) AS event UNION ALL ${NOTIFICATIONS.events}`)}`,
);

function assertBalanced(entries: EntryRequest[]): void {
  const ids = new Set(entries.map((entry) => entry.ledgerAccountId));
  const valid =
    entries.length >= 2 &&
    ids.size === entries.length &&
    entries.every((entry) => Number.isSafeInteger(entry.amount) && entry.amount !== 0) &&
    entries.reduce((sum, entry) => sum + entry.amount, 0) === 0;
  // A programming error, never a user's: the database would refuse it at commit anyway.
  if (!valid) throw new Error(`unbalanced movement refused: ${JSON.stringify(entries)}`);
}

/** Claims the key and locks the entries' accounts (CLAIM_AND_LOCK); null when the key was already used. */
async function claimAndLock(
  manager: EntityManager,
  request: MovementRequest,
  message: string | null,
  entries: EntryRequest[],
): Promise<{ id: string; createdAt: Date; accounts: Map<number, LockedAccount> } | null> {
  const ids = entries.map((entry) => entry.ledgerAccountId);
  const rows = await directQuery<{
    movement_id: string;
    created_at: Date;
    id: number | null;
    kind: LedgerAccountKind;
    owner_account_id: string | null;
    balance: string;
    closed: boolean;
  }>(manager, CLAIM_AND_LOCK, [request.kind, request.initiatorAccountId, request.idempotencyKey, message, ids, request.reference ?? null]);
  const [first] = rows;
  if (!first) return null;
  const locked = rows.filter((row) => row.id !== null);
  if (locked.length !== ids.length) throw new Error(`unknown ledger account among ${ids.join(', ')}`);
  const accounts = new Map(locked.map((row) => [row.id!, { id: row.id!, kind: row.kind, ownerAccountId: row.owner_account_id, balance: Number(row.balance), closed: row.closed }]));
  return { id: first.movement_id, createdAt: first.created_at, accounts };
}

/** The movement an earlier request with this key wrote; the same key for a different operation is refused. */
async function replay(manager: EntityManager, request: MovementRequest): Promise<PostedMovement> {
  const rows: Array<{ id: string; kind: MovementKind; message: string | null; reference: string | null; created_at: Date; ledger_account_id: number; amount: string }> =
    await manager.query(
      `SELECT m.id, m.kind, m.message, m.reference, m.created_at, e.ledger_account_id, e.amount
       FROM ledger_movement m JOIN ledger_entry e ON e.movement_id = m.id
       WHERE m.initiator_account_id = $1 AND m.idempotency_key = $2 ORDER BY e.ledger_account_id`,
      [request.initiatorAccountId, request.idempotencyKey],
    );
  const entries = rows.map((row) => ({ ledgerAccountId: row.ledger_account_id, amount: Number(row.amount) }));
  const wanted = [...request.entries].sort((a, b) => a.ledgerAccountId - b.ledgerAccountId);
  const [movement] = rows;
  const same =
    movement !== undefined &&
    movement.kind === request.kind &&
    movement.message === (request.message ?? null) &&
    movement.reference === (request.reference ?? null) &&
    JSON.stringify(entries) === JSON.stringify(wanted);
  if (!same) throw new AppError(ErrorCode.ODANCE_IDEMPOTENCY_KEY_REUSED);
  return {
    id: movement.id,
    kind: movement.kind,
    initiatorAccountId: request.initiatorAccountId,
    message: movement.message,
    reference: movement.reference,
    createdAt: movement.created_at,
    entries,
    replayed: true,
  };
}
