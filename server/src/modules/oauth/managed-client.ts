import type { EntityManager } from 'typeorm';
import type { Account } from '../account-rows/index.js';
import { AppError } from '../../shared/errors/app-error.js';
import { ErrorCode } from '../../shared/errors/error-codes.js';
import { hasRole } from '../auth/index.js';
import { OAUTH_CLIENT_COLUMNS, type OAuthClientRow } from './oauth-client.presenter.js';

/**
 * The app `clientId`, locked for the change the caller is about to make, if `viewer` may manage it: its owner or an
 * admin. Anyone else's app is NOT_FOUND, as an unknown one (a member learns nothing of other members' apps).
 */
export async function managedClient(manager: EntityManager, viewer: Account, clientId: string): Promise<{ row: OAuthClientRow; asAdmin: boolean }> {
  const rows: OAuthClientRow[] = await manager.query(`SELECT ${OAUTH_CLIENT_COLUMNS} FROM oauth_client WHERE client_id = $1 FOR UPDATE`, [clientId]);
  const row = rows[0];
  const owner = row?.created_by === viewer.id;
  const admin = hasRole(viewer, 'admin');
  if (!row || (!owner && !admin)) throw new AppError(ErrorCode.NOT_FOUND);
  // An admin acting on someone else's app acts as an admin; on their own, as its owner.
  return { row, asAdmin: admin && !owner };
}
