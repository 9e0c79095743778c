import type { AppContainer } from '../../app/container.js';
import { walletBalance } from '../ledger/ledger-accounts.js';
import type { Account } from './account.entity.js';
import { presentUser, type UserExtras, type UserJson } from './user.presenter.js';

/**
 * What the user JSON needs beyond the account row: the balance from the ledger (0 before any oDance) and the
 * main profile once the profiles module exists; until then there is no main profile.
 */
export async function loadUserExtras(c: AppContainer, account: Account): Promise<UserExtras> {
  return { balance: await walletBalance(c.dataSource, account.id), mainProfile: null };
}

export async function presentViewer(c: AppContainer, account: Account): Promise<UserJson> {
  return presentUser(account, await loadUserExtras(c, account));
}
