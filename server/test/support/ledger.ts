import { randomUUID } from 'node:crypto';
import { auditMoney } from '../../src/app/money-audit.js';
import type { AuditReport } from '../../src/modules/ledger/ledger-check.js';
import { walletBalance } from '../../src/modules/ledger/ledger-accounts.js';
import type { TestApp } from './test-app.js';

export function balanceOf(app: TestApp, accountId: string): Promise<number> {
  return walletBalance(app.container.dataSource, accountId);
}

/** The same audit as `npm run ledger:check`, on the test app's database. */
export function auditLedger(app: TestApp): Promise<AuditReport> {
  return auditMoney((sql) => app.container.dataSource.query(sql));
}

export const TRANSFER = `mutation Transfer($input: TransferOdanceInput!) {
  transferOdance(input: $input) { transfer { id amount message createdAt sender { id firstName lastName } recipient { id firstName lastName } } }
}`;

export const newKey = () => randomUUID();
