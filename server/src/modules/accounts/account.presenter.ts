import type { Account, AuthMethod, RoleName } from './account.entity.js';

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
    role: { name: account.role },
    balance: { odance: extras.balance },
    active: account.active,
    emailConfirmed: account.emailConfirmedAt !== null,
    authMethod: account.authMethod,
    mainProfile: extras.mainProfile,
    mailOnTransferReceived: account.mailOnTransferReceived ?? true,
  };
}
