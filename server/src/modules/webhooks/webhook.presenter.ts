import type { EntityManager } from 'typeorm';
import type { LogRow } from '../live/index.js';
import type { WebhookEventType } from './webhook.rules.js';

/** An endpoint as the API shows it: never its secret (shown once, when it is created). */
export interface PresentedWebhookEndpoint {
  id: string;
  url: string;
  events: string[];
  createdAt: Date;
  active: boolean;
}

export const ENDPOINT_COLUMNS = 'id, url, events, created_at, active';

export interface EndpointRow {
  id: string;
  url: string;
  events: string[];
  created_at: Date;
  active: boolean;
}

export const presentEndpoint = (row: EndpointRow): PresentedWebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events,
  createdAt: row.created_at,
  active: row.active,
});

export interface PresentedWebhookDelivery {
  id: string;
  eventId: string;
  type: string;
  statusCode: number | null;
  error: string | null;
  createdAt: Date;
}

export interface AttemptRow {
  id: string;
  event_id: string;
  type: string;
  status_code: number | null;
  error: string | null;
  created_at: Date;
}

export const presentDelivery = (row: AttemptRow): PresentedWebhookDelivery => ({
  id: row.id,
  eventId: row.event_id,
  type: row.type,
  statusCode: row.status_code,
  error: row.error,
  createdAt: row.created_at,
});

/** One event of the log as a webhook tells it: `{type, timestamp, data}` (the body every delivery of it sends). */
export interface WebhookEvent {
  /** `evt_<log row id>`: the `webhook-id` header, the same on every retry. */
  eventId: string;
  accountId: string;
  type: WebhookEventType;
  /** The transfer, distribution or payment it is about (one message per endpoint, type and subject). */
  subjectId: string;
  /** When the event happened (its log row was written). */
  timestamp: Date;
  data: Record<string, unknown>;
}

/** A row of the event log the webhook consumer turns into events (modules/live/event-log.ts READ_LOG). */
export type LoggedChange = Pick<LogRow, 'id' | 'account_id' | 'topic' | 'ref' | 'created_at'>;

interface MovementRow {
  log_id: string;
  account_id: string;
  movement_id: string;
  kind: string;
  amount: string;
  message: string | null;
  reference: string | null;
  created_at: Date;
  counterpart_id: string | null;
  counterpart_name: string | null;
  logged_at: Date;
}

interface PaymentRow {
  log_id: string;
  id: string;
  account_id: string;
  status: string;
  amount: number;
  total_cents: number;
  currency: string;
  created_at: Date;
  paid_at: Date | null;
  logged_at: Date;
}

/*
 * What a webhook's `data` holds, read from the books after the commit (never in the money transaction). THE one
 * place that decides it: a field every payload of a transfer or distribution should carry (a `reference`, say) is
 * one more column in MOVEMENTS and one more line in `movementData`.
 * A balance row's `ref` is the movement that changed it (modules/ledger/post-movement.ts); the counterpart is the
 * owner of the movement's other ledger account (the sender or recipient; a distribution's distributor).
 */
const MOVEMENTS = `SELECT r.log_id, r.account_id, m.id AS movement_id, m.kind::text AS kind, mine.amount::text AS amount, m.message, m.reference,
         m.created_at, counterpart.id AS counterpart_id,
         nullif(trim(concat_ws(' ', counterpart.first_name, counterpart.last_name)), '') AS counterpart_name, r.logged_at
  FROM unnest($1::text[], $2::uuid[], $3::uuid[], $4::timestamptz[]) AS r(log_id, account_id, movement_id, logged_at)
  JOIN ledger_movement m ON m.id = r.movement_id AND m.kind IN ('transfer', 'distribution')
  JOIN ledger_account wallet ON wallet.owner_account_id = r.account_id AND wallet.kind = 'wallet'
  JOIN ledger_entry mine ON mine.movement_id = m.id AND mine.ledger_account_id = wallet.id
  LEFT JOIN ledger_entry other ON other.movement_id = m.id AND other.id <> mine.id
  LEFT JOIN ledger_account other_account ON other_account.id = other.ledger_account_id
  LEFT JOIN account counterpart ON counterpart.id = other_account.owner_account_id`;

const PAYMENTS = `SELECT r.log_id, p.id, p.account_id, p.status::text AS status, p.amount, p.total_cents, p.currency, p.created_at, p.paid_at, r.logged_at
  FROM unnest($1::text[], $2::uuid[], $3::timestamptz[]) AS r(log_id, payment_id, logged_at)
  JOIN payment p ON p.id = r.payment_id`;

function movementData(row: MovementRow): Record<string, unknown> {
  const amount = Number(row.amount);
  return {
    id: row.movement_id,
    amount: Math.abs(amount),
    counterpartAccountId: row.counterpart_id,
    counterpartName: row.counterpart_name,
    message: row.message,
    // The partner's own id for the movement, null when none was given.
    reference: row.reference,
    createdAt: row.created_at.toISOString(),
  };
}

function movementType(row: MovementRow): WebhookEventType | null {
  const amount = Number(row.amount);
  if (row.kind === 'transfer') return amount < 0 ? 'transfer.sent' : 'transfer.received';
  if (row.kind === 'distribution' && amount > 0) return 'distribution.received';
  return null;
}

function paymentType(status: string): WebhookEventType | null {
  if (status === 'paid') return 'payment.succeeded';
  // An expired checkout is a purchase that did not go through, as a failed one (a buyer's own cancel is not told).
  if (status === 'failed' || status === 'expired') return 'payment.failed';
  return null;
}

/** The webhook events of these log rows (balance rows of transfers and distributions, payment rows), in their order. */
export async function presentEvents(manager: EntityManager, changes: LoggedChange[]): Promise<WebhookEvent[]> {
  const balances = changes.filter((change) => change.topic === 'balance' && change.ref);
  const payments = changes.filter((change) => change.topic === 'payment' && change.ref);
  const events = new Map<string, WebhookEvent>();
  if (balances.length > 0) {
    const rows: MovementRow[] = await manager.query(MOVEMENTS, [
      balances.map((change) => change.id),
      balances.map((change) => change.account_id),
      balances.map((change) => change.ref),
      balances.map((change) => change.created_at),
    ]);
    for (const row of rows) {
      const type = movementType(row);
      if (!type) continue;
      events.set(row.log_id, { eventId: `evt_${row.log_id}`, accountId: row.account_id, type, subjectId: row.movement_id, timestamp: row.logged_at, data: movementData(row) });
    }
  }
  if (payments.length > 0) {
    const rows: PaymentRow[] = await manager.query(PAYMENTS, [payments.map((change) => change.id), payments.map((change) => change.ref), payments.map((change) => change.created_at)]);
    for (const row of rows) {
      const type = paymentType(row.status);
      if (!type) continue;
      events.set(row.log_id, {
        eventId: `evt_${row.log_id}`,
        accountId: row.account_id,
        type,
        subjectId: row.id,
        timestamp: row.logged_at,
        data: {
          id: row.id,
          amount: row.amount,
          totalCents: row.total_cents,
          currency: row.currency,
          status: row.status,
          createdAt: row.created_at.toISOString(),
          paidAt: row.paid_at?.toISOString() ?? null,
        },
      });
    }
  }
  // In the log's order, (txid, id), which is the order the consumer read them in.
  return changes.flatMap((change) => events.get(change.id) ?? []);
}

/** The body of every delivery of an event (Standard Webhooks' `{type, timestamp, data}`). */
export const eventBody = (event: WebhookEvent): string => JSON.stringify({ type: event.type, timestamp: event.timestamp.toISOString(), data: event.data });
