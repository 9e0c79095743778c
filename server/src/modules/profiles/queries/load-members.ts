import type { EntityManager } from 'typeorm';
import { Profile } from '../profile.entity.js';

/** At most this many members on an organisation's page (by name). */
export const MEMBERS_LIMIT = 200;

/**
 * The profiles an organisation accepted as members, by name, for any number of organisations in one
 * statement (DataLoader: profile.loaders.ts).
 */
export async function loadMembers(manager: EntityManager, organisationIds: readonly string[]): Promise<Map<string, Profile[]>> {
  const groups = new Map<string, Profile[]>(organisationIds.map((id) => [id, []]));
  if (organisationIds.length === 0) return groups;
  const rows: Array<{ organisation_id: string; member_id: string }> = await manager.query(
    `SELECT organisation_id, member_id FROM (
       SELECT a.linked_profile_id AS organisation_id, a.profile_id AS member_id,
              row_number() OVER (PARTITION BY a.linked_profile_id ORDER BY lower(p.search_name), p.id) AS n
         FROM profile_affiliation a JOIN profile p ON p.id = a.profile_id
        WHERE a.linked_profile_id = ANY($1) AND a.status = 'accepted') m
      WHERE n <= ${MEMBERS_LIMIT} ORDER BY organisation_id, n`,
    [[...organisationIds]],
  );
  if (rows.length === 0) return groups;
  const profiles = new Map((await manager.createQueryBuilder(Profile, 'p').where('p.id = ANY(:ids)', { ids: [...new Set(rows.map((r) => r.member_id))] }).getMany()).map((p) => [p.id, p]));
  for (const row of rows) {
    const member = profiles.get(row.member_id);
    const list = groups.get(row.organisation_id);
    // One member linking the organisation from two lists is listed once.
    if (member && list && !list.includes(member)) list.push(member);
  }
  return groups;
}
