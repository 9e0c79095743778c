import type { EntityManager } from 'typeorm';
import type { AppContainer } from '../../../kernel/context.js';
import { deleteOAuthSessionsOfClients } from '../../auth/index.js';

/**
 * Refuses the apps `clientIds` everywhere at once, in the caller's transaction: every access token issued to them
 * (their bearer sessions) and every grant with its refresh tokens is deleted, and the accounts whose tokens ended
 * hear it (their live sockets close). The provider no longer finds a client once it is inactive (oauth-adapter.ts).
 */
export async function revokeEverythingIssuedTo(c: AppContainer, manager: EntityManager, clientIds: string[]): Promise<void> {
  if (clientIds.length === 0) return;
  const ended = await deleteOAuthSessionsOfClients(manager, clientIds);
  await manager.query(
    `DELETE FROM oauth_payload WHERE grant_id IN (SELECT id FROM oauth_payload WHERE model = 'Grant' AND payload->>'clientId' = ANY($1::text[]))`,
    [clientIds],
  );
  await c.sessions.announceRevoked(manager, [...new Set(ended)]);
}

/**
 * An erased account's apps stop working (accounts' `eraseAccount` calls this in its transaction): nobody is left
 * to answer for them, so they are disabled as their owner would disable them, and everything issued to them ends.
 * The rows stay (admins still see them, disabled); an admin may enable one again.
 */
export async function disableAppsOfErasedOwner(c: AppContainer, manager: EntityManager, accountId: string): Promise<void> {
  // TypeORM answers an UPDATE … RETURNING with [rows, affected].
  const [rows]: [Array<{ client_id: string }>, number] = await manager.query('UPDATE oauth_client SET active = false WHERE created_by = $1 AND active RETURNING client_id', [accountId]);
  await revokeEverythingIssuedTo(c, manager, rows.map((row) => row.client_id));
}
