import type { EntityManager } from 'typeorm';
import type { AppContainer } from '../../kernel/context.js';
import { mails } from '../mail/index.js';

/**
 * "Security change on your oDance account" (every security change mails the owner), queued in the
 * change's own transaction; the caller kicks the mailer after the commit. Password and email changes have their
 * own mails (modules/accounts); this one covers second factors and personal access tokens.
 */
export async function mailSecurityChange(c: AppContainer, manager: EntityManager, account: { email: string; firstName: string }, change: string): Promise<void> {
  await c.mailer.enqueue(manager, account.email, mails.securityChanged(account.firstName, change, `${c.config.appUrl}/dashboard/security`));
}
