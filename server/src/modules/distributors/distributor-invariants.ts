import type { Invariant } from '../ledger/index.js';

/**
 * Distributors reconcile with the ledger: the used limit (minus the credit line's balance) is what the
 * distribution rows say minus what the collections freed, never above the credit limit; every distribution
 * and collection row matches its movement exactly; the fees follow the one rounding rule and never go below
 * zero outstanding.
 */
export const DISTRIBUTOR_INVARIANTS: Invariant[] = [
  {
    name: "no distributor's used limit is above its credit limit",
    sql: `SELECT d.id, d.credit_limit, -cl.balance AS used FROM distributor d JOIN ledger_account cl ON cl.id = d.credit_line_id
          WHERE -cl.balance > d.credit_limit LIMIT 20`,
  },
  {
    name: "every distributor's used limit equals its distributions minus its collections",
    sql: `SELECT d.id, -cl.balance AS used, coalesce(distributed.total, 0) AS distributed, coalesce(collected.total, 0) AS collected
          FROM distributor d JOIN ledger_account cl ON cl.id = d.credit_line_id
          LEFT JOIN LATERAL (SELECT sum(amount) AS total FROM distribution WHERE distributor_id = d.id) distributed ON true
          LEFT JOIN LATERAL (SELECT sum(odance_freed) AS total FROM distributor_collection WHERE distributor_id = d.id) collected ON true
          WHERE -cl.balance <> coalesce(distributed.total, 0) - coalesce(collected.total, 0) LIMIT 20`,
  },
  {
    name: "every distributor's settled account holds exactly what its collections freed",
    sql: `SELECT d.id, st.balance, coalesce(collected.total, 0) AS collected
          FROM distributor d JOIN ledger_account st ON st.id = d.settled_account_id
          LEFT JOIN LATERAL (SELECT sum(odance_freed) AS total FROM distributor_collection WHERE distributor_id = d.id) collected ON true
          WHERE -st.balance <> coalesce(collected.total, 0) LIMIT 20`,
  },
  {
    name: 'no distributor owes negative fees (collections never settle more than was distributed)',
    sql: `SELECT d.id, coalesce(distributed.fees, 0) - coalesce(collected.fees, 0) AS outstanding FROM distributor d
          LEFT JOIN LATERAL (SELECT sum(fees_cents) AS fees FROM distribution WHERE distributor_id = d.id) distributed ON true
          LEFT JOIN LATERAL (SELECT sum(fees_cents) AS fees FROM distributor_collection WHERE distributor_id = d.id) collected ON true
          WHERE coalesce(distributed.fees, 0) - coalesce(collected.fees, 0) < 0 LIMIT 20`,
  },
  {
    name: "every distribution's fees follow its price and margin (fiat = amount × price, revenue rounded half up, fees the rest)",
    sql: `SELECT movement_id, amount, price_cents, fiat_cents, margin_basis_points, revenue_cents, fees_cents FROM distribution
          WHERE fiat_cents <> amount::bigint * price_cents
             OR revenue_cents <> div(fiat_cents::numeric * margin_basis_points + 5000, 10000)
             OR fees_cents <> fiat_cents - revenue_cents LIMIT 20`,
  },
  {
    name: 'every distribution row matches its movement: the credit line gave the amount, the recipient got it',
    sql: `SELECT d.movement_id FROM distribution d
          JOIN distributor dist ON dist.id = d.distributor_id
          JOIN ledger_movement m ON m.id = d.movement_id
          LEFT JOIN ledger_entry debit ON debit.movement_id = m.id AND debit.ledger_account_id = dist.credit_line_id
          LEFT JOIN LATERAL (
            SELECT e.amount FROM ledger_entry e JOIN ledger_account w ON w.id = e.ledger_account_id
            WHERE e.movement_id = m.id AND w.kind = 'wallet' AND w.owner_account_id = d.recipient_account_id
          ) credit ON true
          WHERE m.kind <> 'distribution' OR m.initiator_account_id <> dist.account_id
             OR debit.amount IS DISTINCT FROM -d.amount::bigint OR credit.amount IS DISTINCT FROM d.amount::bigint
             OR (SELECT count(*) FROM ledger_entry e WHERE e.movement_id = m.id) <> 2 LIMIT 20`,
  },
  {
    name: 'every collection row matches its movement: the settled account took the freed oDance off the credit line',
    sql: `SELECT c.movement_id FROM distributor_collection c
          JOIN distributor dist ON dist.id = c.distributor_id
          JOIN ledger_movement m ON m.id = c.movement_id
          LEFT JOIN ledger_entry freed ON freed.movement_id = m.id AND freed.ledger_account_id = dist.credit_line_id
          LEFT JOIN ledger_entry settled ON settled.movement_id = m.id AND settled.ledger_account_id = dist.settled_account_id
          WHERE m.kind <> 'collection' OR freed.amount IS DISTINCT FROM c.odance_freed::bigint
             OR settled.amount IS DISTINCT FROM -c.odance_freed::bigint
             OR (SELECT count(*) FROM ledger_entry e WHERE e.movement_id = m.id) <> 2 LIMIT 20`,
  },
  {
    name: 'every distribution and collection movement has its row',
    sql: `SELECT m.id, m.kind FROM ledger_movement m
          LEFT JOIN distribution d ON d.movement_id = m.id LEFT JOIN distributor_collection c ON c.movement_id = m.id
          WHERE (m.kind = 'distribution' AND d.movement_id IS NULL) OR (m.kind = 'collection' AND c.movement_id IS NULL) LIMIT 20`,
  },
  {
    name: 'credit lines and settled accounts move only by distributions and collections',
    sql: `SELECT e.id, a.kind, m.kind AS movement_kind FROM ledger_entry e
          JOIN ledger_account a ON a.id = e.ledger_account_id JOIN ledger_movement m ON m.id = e.movement_id
          WHERE (a.kind = 'distributor_credit' AND m.kind NOT IN ('distribution', 'collection'))
             OR (a.kind = 'distributor_settled' AND m.kind <> 'collection') LIMIT 20`,
  },
];
