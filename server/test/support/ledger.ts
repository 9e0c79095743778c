import { randomUUID } from 'node:crypto';
import { auditMoney } from '../../src/app/money-audit.js';
import type { AuditReport } from '../../src/modules/ledger/ledger-check.js';
import { cardIssuanceAccount, walletBalance, walletOf } from '../../src/modules/ledger/ledger-accounts.js';
import { inLedgerTransaction } from '../../src/modules/ledger/ledger-transaction.js';
import { postMovement } from '../../src/modules/ledger/post-movement.js';
import { newToken } from '../../src/modules/auth/secure-token.js';
import { HttpClient } from './http-client.js';
import type { TestApp } from './test-app.js';

/** Gives an account oDance from card issuance (a correction movement) without going through a payment. */
export async function grantOdance(app: TestApp, accountId: string, amount: number): Promise<void> {
  const { dataSource } = app.container;
  const [from, to] = [await cardIssuanceAccount(dataSource.manager), await walletOf(dataSource.manager, accountId)];
  await inLedgerTransaction(dataSource, (manager) =>
    postMovement(manager, {
      kind: 'correction',
      initiatorAccountId: accountId,
      idempotencyKey: `test-grant-${randomUUID()}`,
      entries: [
        { ledgerAccountId: from, amount: -amount },
        { ledgerAccountId: to, amount },
      ],
    }),
  );
}

export function balanceOf(app: TestApp, accountId: string): Promise<number> {
  return walletBalance(app.container.dataSource, accountId);
}

/** An HTTP client with a session minted straight into the database (no password hashing: fast for many accounts). */
export async function sessionClient(app: TestApp, accountId: string): Promise<HttpClient> {
  const { token, hash } = newToken();
  await app.container.dataSource.query(
    `INSERT INTO session (token_hash, account_id, expires_at, last_seen_at) VALUES ($1, $2, now() + interval '1 day', now())`,
    [hash, accountId],
  );
  const client = new HttpClient(app.url);
  client.cookies.set(app.container.config.authTokenName, token);
  return client;
}

/** The same audit as `npm run ledger:check`, on the test app's database. */
export function auditLedger(app: TestApp): Promise<AuditReport> {
  return auditMoney((sql) => app.container.dataSource.query(sql));
}

export const TRANSFER = `mutation Transfer($input: TransferOdanceInput!) {
  transferOdance(input: $input) { transfer { id amount message createdAt sender { id firstName lastName } recipient { id firstName lastName } } }
}`;

export const newKey = () => randomUUID();
