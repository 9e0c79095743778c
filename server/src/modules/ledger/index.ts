// The ledger module's public surface: other modules import from here only (eslint.config.js, module boundaries).
export { transferParties } from './commands/transfer-odance.js';
export { LedgerAccount } from './ledger-account.entity.js';
export { cardIssuanceAccount, closeWallet, ledgerAccountBalance, openDistributorLedgerAccounts, platformAccount, walletBalance, walletOf } from './ledger-accounts.js';
export type { Invariant } from './ledger-check.js';
export { LedgerMovement } from './ledger-movement.entity.js';
export { MESSAGE_MAX, ODANCE_AMOUNT_MIN, accountIdRule, idempotencyKeyRule, messageRule, odanceAmountRule, referenceRule } from './ledger-rules.js';
export { afterLedgerCommit, inLedgerTransaction } from './ledger-transaction.js';
export { Balance, TransferParty, TransferSortEnum } from './graphql/ledger.types.js';
export type { TransferPartyView } from './ledger.presenter.js';
export { type LockedAccount, postMovement } from './post-movement.js';
