import type { EntityManager } from 'typeorm';
import { AppError } from '../../../shared/errors/app-error.js';
import { AFFILIATION_LISTS, AFFILIATION_LIST_NAMES, type AffiliationList } from '../profile-types.js';
import type { ProfileInput } from '../rules/profile-input.js';
import { displayNameOf } from '../profile-names.js';

/** An affiliation row ready to insert: `name` is the linked profile's display name, or the free text. */
export interface ResolvedAffiliation {
  list: AffiliationList;
  linkedProfileId: string | null;
  /** The linked profile's owner: a link to one's own organisation needs nobody's answer. */
  linkedOwnerId: string | null;
  name: string;
}

/**
 * Checks every linked id in one statement: it must exist, have the list's type (a school in `schools`…)
 * and not be the profile itself. The failing item is reported as `schools.2.id` / reason `invalid`.
 */
export async function resolveAffiliations(manager: EntityManager, input: ProfileInput, selfId: string | null): Promise<ResolvedAffiliation[]> {
  const ids = AFFILIATION_LIST_NAMES.flatMap((list) => input[list].flatMap((item) => ('id' in item ? [item.id] : [])));
  const found: Array<{ id: string; type: string; ownerId: string; name: string | null; displayName: string | null; firstName: string | null; lastName: string | null }> = ids.length
    ? await manager.query(
        'SELECT id, type, owner_id AS "ownerId", name, display_name AS "displayName", first_name AS "firstName", last_name AS "lastName" FROM profile WHERE id = ANY($1)',
        [ids],
      )
    : [];
  const byId = new Map(found.map((row) => [row.id, row]));

  const resolved: ResolvedAffiliation[] = [];
  for (const list of AFFILIATION_LIST_NAMES) {
    input[list].forEach((item, index) => {
      if (!('id' in item)) return resolved.push({ list, linkedProfileId: null, linkedOwnerId: null, name: item.name });
      const linked = byId.get(item.id);
      if (!linked || linked.type !== AFFILIATION_LISTS[list] || item.id === selfId) throw AppError.validation(`${list}.${index}.id`, 'invalid');
      resolved.push({ list, linkedProfileId: linked.id, linkedOwnerId: linked.ownerId, name: displayNameOf(linked) });
    });
  }
  return resolved;
}
