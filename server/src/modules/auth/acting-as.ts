import type { Account } from '../account-rows/index.js';
import type { AppContainer, CommandContext } from '../../kernel/context.js';

/**
 * A command context outside any request: the system acting as `account` (a seed acting as the bootstrap admin).
 * The command's policy still applies to that account.
 */
export function actingAs(container: AppContainer, account: Account): CommandContext {
  return {
    container,
    viewer: () => Promise.resolve(account),
    viewerWith: () => Promise.resolve({ viewer: account, row: null }),
    ip: 'system',
    bearer: false,
    oauthClientId: () => Promise.resolve(null),
    endOtherSessions: (accountId, manager) => container.sessions.endAll(accountId, { manager }),
    currentSessionHash: () => null,
  };
}
