import { auditBooks, LEDGER_INVARIANTS, type AuditReport, type Invariant, type RunSql } from '../modules/ledger/ledger-check.js';
import { PAYMENT_INVARIANTS } from '../modules/payments/payment-invariants.js';
import { DISTRIBUTOR_INVARIANTS } from '../modules/distributors/distributor-invariants.js';

/** Every invariant of the money modules; `npm run ledger:check` and the tests run exactly this list. */
export const MONEY_INVARIANTS: Invariant[] = [...LEDGER_INVARIANTS, ...PAYMENT_INVARIANTS, ...DISTRIBUTOR_INVARIANTS];

export function auditMoney(run: RunSql): Promise<AuditReport> {
  return auditBooks(run, MONEY_INVARIANTS);
}
