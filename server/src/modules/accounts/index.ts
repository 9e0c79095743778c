// The accounts module's public surface: other modules import from here only (eslint.config.js, module boundaries).
export { currentPasswordRule, emailRule, firstNameRule, lastNameRule, passwordRule } from './account-rules.js';
export { lockAccountRole, setRoleUnlessAdmin, type RoleState } from './account-roles.js';
export { Account, type RoleName } from './account.entity.js';
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
  lockAccountRow,
  recordSignInTime,
  setPasswordFromResetLink,
  setSecondFactorAtWhile,
} from './account-records.js';
