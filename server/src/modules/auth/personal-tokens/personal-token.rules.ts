import { z } from 'zod';
import { requiredString } from '../../../shared/validation/parse-input.js';
import { API_SCOPES } from '../scopes.js';

export const TOKEN_PREFIX = 'odp_';
export const TOKEN_DAYS = { min: 1, max: 365, default: 90 } as const;
export const TOKEN_NAME_MAX = 64;

export const CreatePersonalAccessTokenSchema = z.object({
  name: requiredString().max(TOKEN_NAME_MAX, 'tooLong'),
  scopes: z
    .array(z.enum(API_SCOPES, { error: 'invalid' }), { error: 'invalid' })
    .min(1, 'required')
    .max(API_SCOPES.length, 'tooLong')
    .refine((scopes) => new Set(scopes).size === scopes.length, 'invalid'),
  expiresInDays: z
    .number({ error: 'invalid' })
    .int('invalid')
    .min(TOKEN_DAYS.min, 'tooShort')
    .max(TOKEN_DAYS.max, 'tooLong')
    .nullish()
    .transform((days) => days ?? TOKEN_DAYS.default),
});

/** A token's id in the API: the first 16 hex digits of its stored hash (the token itself is never stored). */
export const TOKEN_ID_SQL = 'left(token_hash, 16)';
export const TOKEN_ID = /^[0-9a-f]{16}$/;
