// The ledger module's public surface: other modules import from here only (eslint.config.js, module boundaries).
export { transferParties } from './commands/transfer-odance.js';
export { LedgerAccount } from './ledger-account.entity.js';
export { cardIssuanceAccount, closeWallet, ledgerAccountBalance, openDistributorLedgerAccounts, platformAccount, walletBalance, walletBalanceSql, walletIdSql, walletOf } from './ledger-accounts.js';
export type { Invariant } from './ledger-check.js';
export { LedgerMovement } from './ledger-movement.entity.js';
export { IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_KEY_MIN, MESSAGE_MAX, ODANCE_AMOUNT_MIN, REFERENCE_MAX, TRANSFER_SORTS, type TransferSort, accountIdRule, idempotencyKeyRule, messageRule, odanceAmountRule, referenceRule } from './ledger-rules.js';
export { afterLedgerCommit, inLedgerTransaction } from './ledger-transaction.js';
export { Balance, TransferParty, TransferSortEnum } from './graphql/ledger.types.js';
export type { TransferPartyView } from './ledger.presenter.js';
export { type LockedAccount, postMovement } from './post-movement.js';
