import { z } from 'zod';
import type { AppContainer } from '../../kernel/context.js';
import { AppError } from '../../shared/errors/app-error.js';
import { ErrorCode } from '../../shared/errors/error-codes.js';
import { parseInput } from '../../shared/validation/parse-input.js';
import type { Account } from '../account-rows/index.js';
import { hasRole, requireRole } from '../auth/index.js';
import { distributorIdRule } from './distributor-rules.js';

const DistributorIdSchema = z.object({ distributorId: distributorIdRule.nullish() });

/**
 * Which distributor a read is about, and whether the viewer may see it. With an id: an admin may read any
 * (DISTRIBUTOR_NOT_FOUND if none), anyone else only the one their own account holds; any other id is
 * FORBIDDEN whether it exists or not, so ids cannot be probed. Without an id: the viewer's own, which needs
 * the distributor role (an admin without a distributor record gets DISTRIBUTOR_NOT_FOUND).
 * Owning is enough with an id, so a deactivated distributor still sees its own history and what it owes.
 */
export async function readableDistributorId(c: AppContainer, viewer: Account, requestedId: unknown): Promise<string> {
  const { distributorId } = parseInput(DistributorIdSchema, { distributorId: requestedId });
  if (!distributorId) {
    requireRole(viewer, 'distributor');
    const own = await distributorOf(c, 'account_id', viewer.id);
    if (!own) throw new AppError(ErrorCode.DISTRIBUTOR_NOT_FOUND);
    return own.id;
  }
  const found = await distributorOf(c, 'id', distributorId);
  if (found && found.account_id === viewer.id) return found.id;
  if (!hasRole(viewer, 'admin')) throw new AppError(ErrorCode.FORBIDDEN);
  if (!found) throw new AppError(ErrorCode.DISTRIBUTOR_NOT_FOUND);
  return found.id;
}

async function distributorOf(c: AppContainer, column: 'id' | 'account_id', value: string): Promise<{ id: string; account_id: string } | null> {
  const rows: Array<{ id: string; account_id: string }> = await c.dataSource.query(`SELECT id, account_id FROM distributor WHERE ${column} = $1`, [value]);
  return rows[0] ?? null;
}
