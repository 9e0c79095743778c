import type { AppContainer } from '../../app/container.js';
import type { Account } from './account.entity.js';
import { presentUser, type UserExtras, type UserJson } from './user.presenter.js';

/**
 * What the user JSON needs beyond the account row. The ledger supplies the balance and profiles the main
 * profile once those modules exist; until then a balance is 0 and there is no main profile.
 */
export async function loadUserExtras(_c: AppContainer, _account: Account): Promise<UserExtras> {
  return { balance: 0, mainProfile: null };
}

export async function presentViewer(c: AppContainer, account: Account): Promise<UserJson> {
  return presentUser(account, await loadUserExtras(c, account));
}
