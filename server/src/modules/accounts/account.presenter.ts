import { API_SCOPES } from '@odance/contract';
import { z } from 'zod';
import type { ViewerCapabilities } from '../auth/index.js';
import { answerSchema } from '../../shared/validation/answer-schema.js';
import { PROFILE_TYPES, type ProfileType } from '../profiles/index.js';
import { AUTH_METHODS, ROLE_NAMES, type Account, type AuthMethod, type RoleName } from '../account-rows/index.js';

/** The user JSON of docs/api.md, shared by REST and GraphQL (graphql/account.types.ts: `User implements UserJson`). */
export interface UserJson {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: { name: RoleName };
  balance: { odance: number };
  active: boolean;
  emailConfirmed: boolean;
  authMethod: AuthMethod;
  mainProfile: { id: string; type: string; avatar: { url: string } | null } | null;
  /** Whether a received transfer is also mailed (Account information). */
  mailOnTransferReceived: boolean;
  /** What the account may do now, as the auth policies decide it (modules/auth/capabilities.ts). */
  can: ViewerCapabilities;
}

/** The user JSON as the REST answers' schema (app/openapi.ts); the compiler holds it to UserJson. */
export const UserJsonSchema = answerSchema<UserJson>()(
  z.object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.object({ name: z.enum(ROLE_NAMES) }),
    balance: z.object({ odance: z.int().describe('Whole oDance') }),
    active: z.boolean(),
    emailConfirmed: z.boolean(),
    authMethod: z.enum(AUTH_METHODS),
    mainProfile: z.object({ id: z.uuid(), type: z.string(), avatar: z.object({ url: z.string() }).nullable() }).nullable(),
    mailOnTransferReceived: z.boolean(),
    can: z
      .object({
        administer: z.boolean(),
        manageDistributors: z.boolean(),
        viewAllPayments: z.boolean(),
        verifyProfiles: z.boolean(),
        distribute: z.boolean(),
        grantableScopes: z.array(z.enum(API_SCOPES)),
        appScopes: z.array(z.enum(API_SCOPES)),
      })
      .describe("What the account may do now (its role's operations, withheld while a required second factor is missing)"),
  }),
);

export interface UserExtras {
  balance: number;
  mainProfile: UserJson['mainProfile'];
}

export function presentUser(account: Account, extras: UserExtras, can: ViewerCapabilities): UserJson {
  return {
    id: account.id,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    role: { name: account.role },
    balance: { odance: extras.balance },
    active: account.active,
    emailConfirmed: account.emailConfirmedAt !== null,
    authMethod: account.authMethod,
    mainProfile: extras.mainProfile,
    mailOnTransferReceived: account.mailOnTransferReceived ?? true,
    can,
  };
}

/**
 * An account as others see it in pickers (no email). Namesakes are common, so besides the name it carries what
 * tells them apart (docs/web-app.md#pickers): the main profile's type and country, and when the account joined.
 */
export interface AccountSummaryView {
  id: string;
  firstName: string;
  lastName: string;
  avatar: { url: string } | null;
  mainProfileType: ProfileType | null;
  country: string | null;
  joinedAt: Date;
}

/** An account in pickers as the REST answers' schema (app/openapi.ts); the compiler holds it to AccountSummaryView. */
export const AccountSummarySchema = answerSchema<AccountSummaryView>()(
  z.object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    avatar: z.object({ url: z.string() }).nullable(),
    mainProfileType: z.enum(PROFILE_TYPES).nullable(),
    country: z.string().nullable().describe('ISO 3166-1 alpha-2'),
    joinedAt: z.iso.datetime({ offset: true }),
  }),
);

export interface AccountSummaryRow {
  id: string;
  first_name: string;
  last_name: string;
  created_at: Date;
}

export function presentAccountSummary(
  row: AccountSummaryRow,
  main: { type: ProfileType; country: string | null; avatarUrl: string | null } | undefined,
): AccountSummaryView {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    avatar: main?.avatarUrl ? { url: main.avatarUrl } : null,
    mainProfileType: main?.type ?? null,
    country: main?.country ?? null,
    joinedAt: row.created_at,
  };
}
