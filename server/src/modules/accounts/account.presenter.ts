import type { Account, AuthMethod, RoleName } from './account.entity.js';

/**
 * The user JSON's enums. graphql/account.types.ts registers these same objects as the GraphQL `RoleName` and
 * `AuthMethod`, so the JSON below is what the `User` type declares, without a cast; the values are the entity's strings.
 */
export enum RoleNameEnum {
  user = 'user',
  distributor = 'distributor',
  admin = 'admin',
}

export enum AuthMethodEnum {
  email = 'email',
  google = 'google',
}

// Each of the entity's strings to its enum member (a missing or misspelt one does not compile).
const ROLE_NAMES = { user: RoleNameEnum.user, distributor: RoleNameEnum.distributor, admin: RoleNameEnum.admin } as const satisfies { [K in RoleName]: K };
const AUTH_METHODS = { email: AuthMethodEnum.email, google: AuthMethodEnum.google } as const satisfies { [K in AuthMethod]: K };

/** The user JSON of docs/api.md, shared by REST and GraphQL (graphql/account.types.ts: `User implements UserJson`). */
export interface UserJson {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: { name: RoleNameEnum };
  balance: { odance: number };
  active: boolean;
  emailConfirmed: boolean;
  authMethod: AuthMethodEnum;
  mainProfile: { id: string; type: string; avatar: { url: string } | null } | null;
  /** Whether a received transfer is also mailed (Account information). */
  mailOnTransferReceived: boolean;
}

export interface UserExtras {
  balance: number;
  mainProfile: UserJson['mainProfile'];
}

export function presentUser(account: Account, extras: UserExtras = { balance: 0, mainProfile: null }): UserJson {
  return {
    id: account.id,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    role: { name: ROLE_NAMES[account.role] },
    balance: { odance: extras.balance },
    active: account.active,
    emailConfirmed: account.emailConfirmedAt !== null,
    authMethod: AUTH_METHODS[account.authMethod],
    mainProfile: extras.mainProfile,
    mailOnTransferReceived: account.mailOnTransferReceived ?? true,
  };
}
