import { z } from 'zod';
import { optionalList } from './text-rules.js';

/** An affiliation as given: a link to a profile by id, or a free-text name. */
export type AffiliationInput = { id: string } | { name: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const MAX_AFFILIATIONS_PER_LIST = 50;

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
      if (!UUID.test(item.id)) ctx.addIssue({ code: 'custom', path: ['id'], message: 'invalid' });
      return { id: item.id.toLowerCase() };
    }
    const name = item.name?.trim() ?? '';
    if (name === '') ctx.addIssue({ code: 'custom', path: ['name'], message: 'required' });
    else if (name.length > 128) ctx.addIssue({ code: 'custom', path: ['name'], message: 'tooLong', params: { max: 128 } });
    return { name };
  });

export const affiliationListRule = optionalList(affiliationRule, MAX_AFFILIATIONS_PER_LIST);
