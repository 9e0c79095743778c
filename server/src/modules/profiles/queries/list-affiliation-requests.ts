import type { CommandContext } from '../../../kernel/context.js';
import { requireViewer } from '../../auth/index.js';
import type { AffiliationList, AffiliationStatus } from '../profile-types.js';
import { Profile } from '../profile.entity.js';
import { In, type EntityManager } from 'typeorm';

export interface AffiliationRequestView {
  id: string;
  list: AffiliationList;
  status: AffiliationStatus;
  requestedAt: Date;
  answeredAt: Date | null;
  member: Profile;
  organisation: Profile;
}

/** At most this many requests a call: an organisation answers them from the top, newest first. */
export const AFFILIATION_REQUESTS_LIMIT = 100;

/**
 * The pending requests to be listed as a member of one of the viewer's organisations, newest
 * first. Two statements: the requests, then their profiles.
 */
export async function listAffiliationRequests(ctx: CommandContext): Promise<AffiliationRequestView[]> {
  const viewer = requireViewer(await ctx.viewer());
  const manager = ctx.container.dataSource.manager;
  const rows: Array<{ id: string; list: AffiliationList; status: AffiliationStatus; requested_at: Date; answered_at: Date | null; member_id: string; organisation_id: string }> =
    await manager.query(
      `SELECT a.id, a.list, a.status, a.requested_at, a.answered_at, a.profile_id AS member_id, a.linked_profile_id AS organisation_id
         FROM profile_affiliation a JOIN profile o ON o.id = a.linked_profile_id
        WHERE o.owner_id = $1 AND a.status = 'pending'
        ORDER BY a.requested_at DESC, a.id LIMIT ${AFFILIATION_REQUESTS_LIMIT}`,
      [viewer.id],
    );
  return withProfiles(manager, rows);
}

/** Request rows with their two profiles, read in one statement. */
export async function withProfiles(
  manager: EntityManager,
  rows: Array<{ id: string; list: AffiliationList; status: AffiliationStatus; requested_at: Date; answered_at: Date | null; member_id: string; organisation_id: string }>,
): Promise<AffiliationRequestView[]> {
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.flatMap((row) => [row.member_id, row.organisation_id]))];
  const profiles = new Map((await manager.findBy(Profile, { id: In(ids) })).map((profile) => [profile.id, profile]));
  return rows.flatMap((row) => {
    const member = profiles.get(row.member_id);
    const organisation = profiles.get(row.organisation_id);
    return member && organisation
      ? [{ id: row.id, list: row.list, status: row.status, requestedAt: row.requested_at, answeredAt: row.answered_at, member, organisation }]
      : [];
  });
}
