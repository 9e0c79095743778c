import type { Invariant } from '../ledger/index.js';

/** Payments reconcile with the ledger: each paid payment credited its buyer once, with exactly its amount. */
export const PAYMENT_INVARIANTS: Invariant[] = [
  {
    name: 'every paid payment credited its buyer exactly its amount',
    sql: `SELECT p.id, p.amount, credit.amount AS credited
          FROM payment p
          LEFT JOIN LATERAL (
            SELECT e.amount FROM ledger_entry e JOIN ledger_account w ON w.id = e.ledger_account_id
            WHERE e.movement_id = p.movement_id AND w.kind = 'wallet' AND w.owner_account_id = p.account_id
          ) credit ON true
          WHERE p.status = 'paid' AND credit.amount IS DISTINCT FROM p.amount::bigint LIMIT 20`,
  },
  {
    name: 'every purchase movement belongs to one paid payment',
    sql: `SELECT m.id FROM ledger_movement m LEFT JOIN payment p ON p.movement_id = m.id AND p.status = 'paid'
          WHERE m.kind = 'purchase' AND p.id IS NULL LIMIT 20`,
  },
];
