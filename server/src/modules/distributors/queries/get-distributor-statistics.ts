import { z } from 'zod';
import type { CommandContext } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { requireViewer } from '../../auth/index.js';
import { readableDistributorId } from '../distributor-access.js';
import { dayRule } from '../distributor-rules.js';

export const DistributorStatisticsSchema = z.object({ from: dayRule, to: dayRule });

export const DEFAULT_DAYS = 30;
export const MAX_DAYS = 366;

export interface StatisticsFigures {
  distributions: number;
  odance: number;
  fiatCents: number;
  revenueCents: number;
  feesCents: number;
}

export interface StatisticsDay extends StatisticsFigures {
  /** YYYY-MM-DD, a UTC day. */
  date: string;
}

export interface DistributorStatisticsView {
  distributorId: string;
  from: string;
  to: string;
  totals: StatisticsFigures;
  days: StatisticsDay[];
}

const DAY_MS = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Totals and one entry per UTC day (days without distributions included, as zeros) from `from` to `to`,
 * both inclusive. Without either, the 30 days up to today; with one, the 30 days from or up to it.
 * `to` before `from` is VALIDATION_FAILED (to, mismatch); more than 366 days is (to, tooLong).
 */
export async function getDistributorStatistics(ctx: CommandContext, raw: { distributorId?: unknown } & Record<string, unknown>): Promise<DistributorStatisticsView> {
  const viewer = requireViewer(await ctx.viewer());
  const c = ctx.container;
  const { distributorId: requested, ...rest } = raw;
  const range = resolveRange(parseInput(DistributorStatisticsSchema, rest));
  const distributorId = await readableDistributorId(c, viewer, requested);
  const rows: Array<{ date: string; distributions: string; odance: string; fiat: string; revenue: string; fees: string }> = await c.dataSource.query(
    `SELECT to_char(day, 'YYYY-MM-DD') AS date, count(d.movement_id) AS distributions, coalesce(sum(d.amount), 0) AS odance,
            coalesce(sum(d.fiat_cents), 0) AS fiat, coalesce(sum(d.revenue_cents), 0) AS revenue, coalesce(sum(d.fees_cents), 0) AS fees
     FROM generate_series($2::timestamp, $3::timestamp, interval '1 day') AS day
     LEFT JOIN distribution d ON d.distributor_id = $1
       AND d.created_at >= (day AT TIME ZONE 'UTC') AND d.created_at < ((day + interval '1 day') AT TIME ZONE 'UTC')
     GROUP BY day ORDER BY day`,
    [distributorId, range.from, range.to],
  );
  const days = rows.map((row) => ({
    date: row.date,
    distributions: Number(row.distributions),
    odance: Number(row.odance),
    fiatCents: Number(row.fiat),
    revenueCents: Number(row.revenue),
    feesCents: Number(row.fees),
  }));
  const totals = days.reduce(
    (sum, day) => ({
      distributions: sum.distributions + day.distributions,
      odance: sum.odance + day.odance,
      fiatCents: sum.fiatCents + day.fiatCents,
      revenueCents: sum.revenueCents + day.revenueCents,
      feesCents: sum.feesCents + day.feesCents,
    }),
    { distributions: 0, odance: 0, fiatCents: 0, revenueCents: 0, feesCents: 0 },
  );
  return { distributorId, ...range, totals, days };
}

function resolveRange(input: { from: string | null; to: string | null }): { from: string; to: string } {
  const to = input.to ?? (input.from ? dayOf(Date.parse(`${input.from}T00:00:00Z`) + (DEFAULT_DAYS - 1) * DAY_MS) : dayOf(Date.now()));
  const from = input.from ?? dayOf(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_DAYS - 1) * DAY_MS);
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days < 1) throw AppError.validation('to', 'mismatch');
  if (days > MAX_DAYS) throw AppError.validation('to', 'tooLong', { maxDays: MAX_DAYS });
  return { from, to };
}
