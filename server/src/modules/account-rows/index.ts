// The account rows: the `account` table's entity, the rules of its fields, and the reads and writes other modules
// make of it. The floor under every module that speaks of an account (auth, ledger, profiles, …); the account's own
// commands and API are modules/accounts, above them. Other modules import from here only (eslint.config.js).
export { currentPasswordRule, emailRule, firstNameRule, lastNameRule, passwordRule } from './account-rules.js';
export { lockAccountRole, setRoleUnlessAdmin, type RoleState } from './account-roles.js';
export { AUTH_METHODS, Account, ROLE_NAMES, type AuthMethod, type RoleName } from './account.entity.js';
export { accountPartySql, signedInAccountOf, signedInAccountSql, type AccountPartyRow } from './account-sql.js';
export {
  accountStanding,
  accountsWithGoogleSubjectOrEmail,
  confirmAccountEmail,
  ensureDemoOwnerAccounts,
  findAccountByEmail,
  findAccountById,
  findFirstActiveAdmin,
  insertGoogleAccount,
  insertPasswordAccount,
  isEmailTaken,
  recordSignInTime,
  setPasswordFromResetLink,
  setSecondFactorAtWhile,
} from './account-records.js';
