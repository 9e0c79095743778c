import type { Request, Response } from 'express';
import type { EntityManager } from 'typeorm';
import type { AppContainer } from '../../kernel/context.js';
import { type Account, recordSignInTime } from '../account-rows/index.js';
import { mails } from '../mail/index.js';
import { deviceSummary } from './device-summary.js';

/**
 * The last step of every sign-in (password, Google, the second step, a passkey), in the caller's transaction: a new
 * session, the sign-in time, and the owner's mail when the browser is new to the account.
 *
 * A browser is new when it holds no valid device cookie of this account (device-cookie.ts: signed, one per account,
 * issued at every successful sign-in). The account's very first sign-in is not reported: there is no earlier
 * browser to tell it from, and the owner just signed up. Returns whether a mail was queued (the caller kicks).
 */
export async function completeSignIn(c: AppContainer, req: Request, res: Response, account: Account, manager: EntityManager, knownBrowser: boolean): Promise<boolean> {
  await c.sessions.start(req, res, account.id, manager);
  const signedInBefore = account.lastSignInAt !== null;
  const now = new Date();
  await recordSignInTime(manager, account.id, now);
  if (knownBrowser || !signedInBefore) return false;
  await c.mailer.enqueue(manager, account.email, mails.newSignIn(account.firstName, deviceSummary(req.get('user-agent')), now, `${c.config.appUrl}/dashboard/security`));
  return true;
}
