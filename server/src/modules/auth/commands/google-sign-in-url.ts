import type { RequestContext } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { googleSignInFlow } from '../google/google-strategy.js';

/**
 * Starts a Google sign-in: the URL to send the browser to, with a fresh state and PKCE challenge bound to
 * this browser by a sealed cookie (10 minutes). Without Google configured: NOT_IMPLEMENTED_YET.
 */
export async function googleSignInUrl(ctx: RequestContext): Promise<{ url: string }> {
  const { container: c, req, res } = ctx;
  const flow = googleSignInFlow(c);
  if (!flow) throw new AppError(ErrorCode.NOT_IMPLEMENTED_YET);
  res.set('Cache-Control', 'no-store');
  return { url: await flow.authorizationUrl(req, res) };
}
