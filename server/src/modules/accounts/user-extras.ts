import type { AppContainer } from '../../app/container.js';
import { walletBalance } from '../ledger/ledger-accounts.js';
import { loadMainProfileSummary } from '../profiles/queries/main-profile-summary.js';
import type { Account } from './account.entity.js';
import { presentUser, type UserExtras, type UserJson } from './user.presenter.js';

/**
 * What the user JSON needs beyond the account row: the balance from the ledger (0 before any oDance) and the
 * main profile (null until the user has a profile).
 */
export async function loadUserExtras(c: AppContainer, account: Account): Promise<UserExtras> {
  return { balance: await walletBalance(c.dataSource, account.id), mainProfile: await loadMainProfileSummary(c, account.id) };
}

export async function presentViewer(c: AppContainer, account: Account): Promise<UserJson> {
  return presentUser(account, await loadUserExtras(c, account));
}
