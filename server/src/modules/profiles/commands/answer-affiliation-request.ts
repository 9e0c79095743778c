import { isUuid } from '@odance/contract';
import { z } from 'zod';
import type { CommandContext } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { requireViewer } from '../../auth/index.js';
import { requireProfileEditor } from '../profile-policies.js';
import { withProfiles, type AffiliationRequestView } from '../queries/list-affiliation-requests.js';
import { oneRow } from '../../../shared/database/one-row.js';

export const AnswerAffiliationRequestSchema = z.object({ accept: z.boolean({ error: 'invalid' }) });

/**
 * The organisation's owner (or an admin) accepts or declines a member's link to it. An answer may be
 * changed later (accept a declined member, or the reverse). An id that is no request (free text, a trainer link, a
 * link that is gone) is NOT_FOUND; another person's organisation FORBIDDEN.
 */
export async function answerAffiliationRequest(ctx: CommandContext, raw: { id: unknown; accept: unknown }): Promise<AffiliationRequestView> {
  const viewer = requireViewer(await ctx.viewer());
  const { accept } = parseInput(AnswerAffiliationRequestSchema, { accept: raw.accept });
  if (typeof raw.id !== 'string' || !isUuid(raw.id)) throw new AppError(ErrorCode.NOT_FOUND, { resource: 'affiliationRequest' });
  const id = raw.id;
  return ctx.container.dataSource.transaction(async (manager) => {
    const [found]: Array<{ owner_id: string }> = await manager.query(
      `SELECT o.owner_id FROM profile_affiliation a JOIN profile o ON o.id = a.linked_profile_id WHERE a.id = $1 AND a.status IS NOT NULL FOR UPDATE OF a`,
      [id],
    );
    if (!found) throw new AppError(ErrorCode.NOT_FOUND, { resource: 'affiliationRequest' });
    requireProfileEditor(viewer, { ownerId: found.owner_id });
    const [rows]: [Parameters<typeof withProfiles>[1], number] = await manager.query(
      `UPDATE profile_affiliation SET status = $2, answered_at = now() WHERE id = $1
       RETURNING id, list, status, requested_at, answered_at, profile_id AS member_id, linked_profile_id AS organisation_id`,
      [id, accept ? 'accepted' : 'declined'],
    );
    // The request found (and checked) above: one row updated, one view.
    return oneRow(await withProfiles(manager, rows));
  });
}
