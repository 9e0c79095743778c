import type { AppContainer } from '../../../kernel/context.js';
import { z } from 'zod';
import { answerSchema } from '../../../shared/validation/answer-schema.js';
import { ProfileJsonSchema, type ProfileJson } from '../profile.presenter.js';
import { listProfiles, type ProfileListScope } from './list-profiles.js';
import { parseProfileListQuery } from './profile-list-query.js';
import { presentProfiles } from './present-profiles.js';

export interface ProfilePageJson {
  profiles: ProfileJson[];
  total: number;
  /** More profiles match than `total` says: it stopped counting at PROFILE_TOTAL_CAP. */
  totalIsCapped: boolean;
  page: number;
  pageSize: number;
}

/** A page as the REST answers' schema (app/openapi.ts); the compiler holds it to ProfilePageJson. */
export const ProfilePageSchema = answerSchema<ProfilePageJson>()(
  z.object({
    profiles: z.array(ProfileJsonSchema),
    total: z.int().min(0),
    totalIsCapped: z.boolean().describe('More profiles match than total says: counting stopped at the cap'),
    page: z.int().min(1),
    pageSize: z.int().min(1),
  }),
);

/** A list request as REST answers it: `{profiles, total, totalIsCapped, page, pageSize}` with full profile JSON. */
export async function listProfilePage(c: AppContainer, rawQuery: unknown, scope: ProfileListScope = {}): Promise<ProfilePageJson> {
  const manager = c.dataSource.manager;
  const { capped, ...page } = await listProfiles(manager, parseProfileListQuery(rawQuery), scope);
  return { ...page, totalIsCapped: capped, profiles: await presentProfiles(manager, page.profiles) };
}
