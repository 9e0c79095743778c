import type { ApiScope } from '../scopes.js';

export interface PersonalTokenRow {
  id: string;
  name: string;
  scopes: string[];
  created_at: Date;
  expires_at: Date;
  last_seen_at: Date;
}

export interface PresentedPersonalToken {
  id: string;
  name: string;
  scopes: ApiScope[];
  createdAt: Date;
  expiresAt: Date;
  lastUsedAt: Date | null;
}

/** `last_seen_at` is the epoch until the token is first used (create-personal-access-token.ts). */
export function presentPersonalToken(row: PersonalTokenRow): PresentedPersonalToken {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes as ApiScope[],
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    lastUsedAt: row.last_seen_at.getTime() === 0 ? null : row.last_seen_at,
  };
}

export const PERSONAL_TOKEN_COLUMNS = `left(token_hash, 16) AS id, name, scopes, created_at, expires_at, last_seen_at`;
