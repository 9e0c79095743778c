import { isUuid, optionalList, PROFILE_LIMITS } from '@odance/contract';
import { z } from 'zod';

/** An affiliation as given: a link to a profile by id, or a free-text name. */
export type AffiliationInput = { id: string } | { name: string };

const NAME_MAX = PROFILE_LIMITS.affiliationName;

/**
 * `{id}` links a profile (any `name` sent along, as the API returns it, is ignored: the linked profile's
 * own name is used); `{name}` is free text of 1–128 characters. Whether the id exists, and has the list's
 * type, needs the database: `resolveAffiliations` checks that.
 */
const affiliationRule = z
  .object(
    {
      id: z.string({ error: 'invalid' }).nullish(),
      name: z.string({ error: 'invalid' }).nullish(),
    },
    { error: 'invalid' },
  )
  .transform((item, ctx): AffiliationInput => {
    if (item.id !== null && item.id !== undefined && item.id !== '') {
      if (!isUuid(item.id)) ctx.addIssue({ code: 'custom', path: ['id'], message: 'invalid' });
      return { id: item.id.toLowerCase() };
    }
    const name = item.name?.trim() ?? '';
    if (name === '') ctx.addIssue({ code: 'custom', path: ['name'], message: 'required' });
    else if (name.length > NAME_MAX) ctx.addIssue({ code: 'custom', path: ['name'], message: 'tooLong', params: { max: NAME_MAX } });
    return { name };
  });

export const affiliationListRule = optionalList(affiliationRule, PROFILE_LIMITS.affiliationsPerList);
