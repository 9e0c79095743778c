import { z } from 'zod';
import type { CommandContext } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { requireRole } from '../../auth/index.js';
import { isPersonType } from '../profile-types.js';
import { Profile } from '../profile.entity.js';
import { findProfileForWrite } from '../command-steps/find-profile-for-write.js';

export const SetProfileVerifiedSchema = z.object({ verified: z.boolean({ error: 'invalid' }) });

/**
 * Admins mark an organisation (school, federation, formation, partner) verified, or take it back.
 * A person's profile cannot be verified: `VALIDATION_FAILED` on `type`. Verifying a verified profile keeps the
 * first time; the profile's own update time does not move (its owner did not change it).
 */
export async function setProfileVerified(ctx: CommandContext, raw: { type: unknown; id: unknown; verified: unknown }): Promise<Profile> {
  requireRole(await ctx.viewer(), 'admin');
  const { verified } = parseInput(SetProfileVerifiedSchema, { verified: raw.verified });
  return ctx.container.dataSource.transaction(async (manager) => {
    const profile = await findProfileForWrite(manager, raw.id, raw.type);
    if (isPersonType(profile.type)) throw AppError.validation('type', 'invalid');
    await manager.query(`UPDATE profile SET verified_at = CASE WHEN $2 THEN coalesce(verified_at, now()) END WHERE id = $1`, [profile.id, verified]);
    return manager.findOneByOrFail(Profile, { id: profile.id });
  });
}
