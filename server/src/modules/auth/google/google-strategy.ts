import type { Request, Response } from 'express';
import { Strategy, type Profile, type StrategyOptions } from 'passport-google-oauth20';
import type { AppContainer } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { CookieStateStore, SsoStateSealer, type StrategyRequest } from './sso-state-cookie.js';

// A provider that does not answer within this time fails the sign-in (the `oauth` client has no timeout).
const PROVIDER_TIMEOUT_MS = 15_000;

/** A failure of the userinfo call, told apart from a failure of the code exchange. */
class UserDataError extends Error {
  constructor(override readonly cause: unknown) {
    super('Failed to fetch the Google user profile');
  }
}

/** passport-google-oauth20, with the access token sent in a header (not the URL) and userinfo failures tagged. */
class GoogleStrategy extends Strategy {
  constructor(options: StrategyOptions) {
    super(options, (_accessToken: string, _refreshToken: string, profile: Profile, done: (err: unknown, user?: Profile) => void) =>
      done(null, profile),
    );
    this._oauth2.useAuthorizationHeaderforGET(true);
  }

  override userProfile(accessToken: string, done: (err?: unknown, profile?: unknown) => void): void {
    super.userProfile(accessToken, (err, profile) => done(err ? new UserDataError(err) : null, profile));
  }
}

type Outcome =
  | { kind: 'redirect'; url: string }
  | { kind: 'success'; profile: Profile }
  | { kind: 'fail' }
  | { kind: 'error'; error: unknown };

/**
 * Google sign-in over passport-google-oauth20, built once per app from config.
 *
 * The browser never visits the API during the dance: the client asks for a URL, Google redirects to the
 * client's page (`${appUrl}/auth/sso/google`), and that page POSTs `{code, state}` here. So instead of
 * mounting `passport.authenticate` (which answers with a 302 and wants `req.session`), the strategy is
 * driven directly, the way passport's own middleware does it: a per-call object inherits the strategy and
 * receives its outcome (redirect / success / fail / error). It is handed a small adapted request (the
 * callback's code and state, the cookies, the response) rather than the raw Express one, so a stray
 * `?code=` on the URL call cannot switch the strategy into its callback branch. State and the PKCE
 * verifier live in a sealed cookie (CookieStateStore): several replicas work.
 */
export class GoogleSignInFlow {
  private readonly strategy: GoogleStrategy;

  constructor(private readonly c: AppContainer) {
    const google = c.config.google;
    if (!google) throw new Error('Google sign-in is not configured');
    const store = new CookieStateStore(new SsoStateSealer(c.config.sessionSecret), {
      path: `${c.config.apiUrl}/auth/sso/google`,
      secure: c.config.isProduction,
    });
    this.strategy = new GoogleStrategy({
      clientID: google.clientId,
      clientSecret: google.clientSecret,
      callbackURL: `${c.config.appUrl}/auth/sso/google`,
      scope: ['openid', 'email', 'profile'],
      pkce: true,
      // The PKCE form of the store protocol is missing from @types/passport-oauth2.
      store: store as unknown as NonNullable<StrategyOptions['store']>,
      ...(google.authUrl ? { authorizationURL: google.authUrl } : {}),
      ...(google.tokenUrl ? { tokenURL: google.tokenUrl } : {}),
      ...(google.userinfoUrl ? { userProfileURL: google.userinfoUrl } : {}),
    });
  }

  /** Google's authorization URL with a fresh state and S256 code challenge; sets the state cookie. */
  async authorizationUrl(req: Request, res: Response): Promise<string> {
    const outcome = await this.run(adapt(req, res, {}));
    if (outcome.kind === 'redirect') return outcome.url;
    throw outcome.kind === 'error' ? outcome.error : new Error(`unexpected ${outcome.kind} while building the Google URL`);
  }

  /** Checks the state against the cookie, exchanges the code (with the verifier) and reads userinfo. */
  async exchangeCode(req: Request, res: Response, input: { code: string; state: string }): Promise<Profile> {
    const outcome = await this.run(adapt(req, res, input));
    switch (outcome.kind) {
      case 'success':
        return outcome.profile;
      case 'fail':
        throw new AppError(ErrorCode.AUTH_INVALID_SSO_STATE);
      case 'error':
        throw this.translate(outcome.error);
      default:
        throw new Error('unexpected redirect during the Google code exchange');
    }
  }

  private run(req: StrategyRequest): Promise<Outcome> {
    return new Promise<Outcome>((resolve) => {
      const timer = setTimeout(() => resolve({ kind: 'error', error: new Error('Google did not answer in time') }), PROVIDER_TIMEOUT_MS);
      const done = (outcome: Outcome) => {
        clearTimeout(timer);
        resolve(outcome);
      };
      const attempt = Object.assign(Object.create(this.strategy) as GoogleStrategy, {
        redirect: (url: string) => done({ kind: 'redirect', url }),
        success: (profile: Profile) => done({ kind: 'success', profile }),
        fail: () => done({ kind: 'fail' }),
        error: (error: unknown) => done({ kind: 'error', error }),
        pass: () => done({ kind: 'error', error: new Error('the Google strategy passed') }),
      });
      try {
        attempt.authenticate(req as unknown as Request, {});
      } catch (error) {
        done({ kind: 'error', error });
      }
    });
  }

  /** The token endpoint refusing the code is the client's problem (400); anything else is Google's (502). */
  private translate(error: unknown): AppError {
    if (error instanceof AppError) return error;
    if (!(error instanceof UserDataError) && isRefusal(error)) return new AppError(ErrorCode.AUTH_INVALID_SSO_CODE);
    this.c.logger.warn({ err: error instanceof UserDataError ? error.cause : error }, 'Google sign-in: the provider failed');
    return new AppError(ErrorCode.AUTH_FAILED_TO_GET_USER_DATA);
  }
}

function adapt(req: Request, res: Response, body: StrategyRequest['body']): StrategyRequest {
  return { query: {}, body, cookies: (req.cookies as Record<string, unknown> | undefined) ?? {}, res };
}

/**
 * passport-oauth2 reports an OAuth error body from the token endpoint as a TokenError (its `code` is the
 * RFC 6749 error), any other failure as an InternalOAuthError carrying the HTTP status, if there was one.
 */
function isRefusal(error: unknown): boolean {
  const { name, code, oauthError } = error as { name?: unknown; code?: unknown; oauthError?: { statusCode?: unknown } };
  if (name === 'TokenError') return code !== 'server_error' && code !== 'temporarily_unavailable';
  const status = oauthError?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

// One flow per app (the strategy is built once); keyed by container so test apps with other config get their own.
const flows = new WeakMap<AppContainer, GoogleSignInFlow>();

/** The app's Google sign-in, or undefined when GOOGLE_CLIENT_ID/SECRET are not set. */
export function googleSignInFlow(c: AppContainer): GoogleSignInFlow | undefined {
  if (!c.config.google) return undefined;
  let flow = flows.get(c);
  if (!flow) {
    flow = new GoogleSignInFlow(c);
    flows.set(c, flow);
  }
  return flow;
}
