/** Runs one SQL statement and returns its rows: a TypeORM DataSource, an EntityManager or a pg client wrapper. */
export type RunSql = (sql: string) => Promise<Array<Record<string, unknown>>>;

/** A rule every row of the books must satisfy: `sql` selects the rows that break it (at most a few). */
export interface Invariant {
  name: string;
  sql: string;
}

export interface AuditReport {
  ok: boolean;
  violations: Array<{ invariant: string; rows: Array<Record<string, unknown>> }>;
  totals: { issuedByCard: number; issuedOnCredit: number; held: number; forfeited: number; movements: number; entries: number; accounts: number };
}

const SAMPLE = 'LIMIT 20';

export const LEDGER_INVARIANTS: Invariant[] = [
  {
    name: 'every movement has at least two entries summing to zero',
    sql: `SELECT m.id, count(e.id) AS entries, coalesce(sum(e.amount), 0) AS total
          FROM ledger_movement m LEFT JOIN ledger_entry e ON e.movement_id = m.id
          GROUP BY m.id HAVING count(e.id) < 2 OR coalesce(sum(e.amount), 0) <> 0 ${SAMPLE}`,
  },
  {
    name: 'every balance equals the sum of its entries',
    sql: `SELECT a.id, a.kind, a.balance, coalesce(sum(e.amount), 0) AS entries_sum
          FROM ledger_account a LEFT JOIN ledger_entry e ON e.ledger_account_id = a.id
          GROUP BY a.id HAVING a.balance <> coalesce(sum(e.amount), 0) ${SAMPLE}`,
  },
  {
    name: 'no wallet is below zero',
    sql: `SELECT id, owner_account_id, balance FROM ledger_account WHERE kind = 'wallet' AND balance < 0 ${SAMPLE}`,
  },
  {
    name: 'issuing accounts (card issuance, credit lines) never hold oDance',
    sql: `SELECT id, kind, balance FROM ledger_account WHERE kind NOT IN ('wallet', 'platform') AND balance > 0 ${SAMPLE}`,
  },
  {
    name: 'the platform account holds what closed accounts forfeited, and moves by nothing else',
    sql: `SELECT e.id, m.kind AS movement_kind, e.amount FROM ledger_entry e JOIN ledger_account a ON a.id = e.ledger_account_id
          JOIN ledger_movement m ON m.id = e.movement_id
          WHERE a.kind = 'platform' AND (m.kind <> 'forfeit' OR e.amount <= 0) ${SAMPLE}`,
  },
  {
    name: "every forfeit moves one wallet's oDance to the platform account",
    sql: `SELECT m.id FROM ledger_movement m WHERE m.kind = 'forfeit' AND (
            (SELECT count(*) FROM ledger_entry e JOIN ledger_account a ON a.id = e.ledger_account_id
             WHERE e.movement_id = m.id AND a.kind = 'wallet' AND a.owner_account_id = m.initiator_account_id AND e.amount < 0) <> 1
            OR (SELECT count(*) FROM ledger_entry e WHERE e.movement_id = m.id) <> 2) ${SAMPLE}`,
  },
  {
    name: 'erased accounts hold nothing: their wallets are closed and empty',
    sql: `SELECT w.id, w.owner_account_id, w.balance, w.closed_at FROM ledger_account w JOIN account a ON a.id = w.owner_account_id
          WHERE w.kind = 'wallet' AND ((a.deleted_at IS NOT NULL AND w.closed_at IS NULL) OR (w.closed_at IS NOT NULL AND w.balance <> 0)) ${SAMPLE}`,
  },
  {
    name: 'total issued equals total held',
    sql: `SELECT sum(balance) FILTER (WHERE kind <> 'wallet') AS issuing_total, sum(balance) FILTER (WHERE kind = 'wallet') AS held
          FROM ledger_account HAVING coalesce(sum(balance), 0) <> 0`,
  },
];

/** Runs every invariant and sums up the books; `ok` is false as soon as one invariant has a violating row. */
export async function auditBooks(run: RunSql, invariants: Invariant[]): Promise<AuditReport> {
  const violations: AuditReport['violations'] = [];
  for (const invariant of invariants) {
    const rows = await run(invariant.sql);
    if (rows.length > 0) violations.push({ invariant: invariant.name, rows });
  }
  const [totals] = await run(
    `SELECT coalesce(-sum(balance) FILTER (WHERE kind = 'card_issuance'), 0) AS issued_by_card,
            coalesce(-sum(balance) FILTER (WHERE kind IN ('distributor_credit', 'distributor_settled')), 0) AS issued_on_credit,
            coalesce(sum(balance) FILTER (WHERE kind = 'wallet'), 0) AS held,
            coalesce(sum(balance) FILTER (WHERE kind = 'platform'), 0) AS forfeited,
            (SELECT count(*) FROM ledger_movement) AS movements,
            (SELECT count(*) FROM ledger_entry) AS entries,
            count(*) AS accounts
     FROM ledger_account`,
  );
  if (!totals) throw new Error('the totals statement (aggregates without GROUP BY) returned no row');
  return {
    ok: violations.length === 0,
    violations,
    totals: {
      issuedByCard: Number(totals.issued_by_card),
      issuedOnCredit: Number(totals.issued_on_credit),
      held: Number(totals.held),
      forfeited: Number(totals.forfeited),
      movements: Number(totals.movements),
      entries: Number(totals.entries),
      accounts: Number(totals.accounts),
    },
  };
}

/** The report as `npm run ledger:check` prints it. */
export function formatAuditReport(report: AuditReport, invariants: Invariant[]): string {
  const { totals } = report;
  const lines = [
    `movements ${totals.movements}, entries ${totals.entries}, ledger accounts ${totals.accounts}`,
    `issued by card ${totals.issuedByCard}, issued on credit ${totals.issuedOnCredit}, held in wallets ${totals.held}, forfeited to the platform ${totals.forfeited}`,
  ];
  for (const invariant of invariants) {
    const broken = report.violations.find((violation) => violation.invariant === invariant.name);
    lines.push(`${broken ? '✗' : '✓'} ${invariant.name}`);
    for (const row of broken?.rows ?? []) lines.push(`    ${JSON.stringify(row)}`);
  }
  lines.push(report.ok ? 'ledger check: clean' : `ledger check: ${report.violations.length} invariant(s) violated`);
  return lines.join('\n');
}
