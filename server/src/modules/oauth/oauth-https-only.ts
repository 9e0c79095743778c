import type { RequestHandler } from 'express';
import { AppError } from '../../shared/errors/app-error.js';
import { ErrorCode } from '../../shared/errors/error-codes.js';
import type { AppConfig } from '../../kernel/config.js';
import type { Logger } from '../../kernel/logger.js';

/**
 * In production the provider's cookies are `secure` and its issuer is an https URL: a request that reached the
 * app over plain HTTP (a proxy that terminates TLS without `X-Forwarded-Proto: https`, or TRUST_PROXY unset) makes
 * oidc-provider throw while setting a cookie, a 500. It is refused up front with a catalogue 400 whose
 * reason names the fix, and one warning for the operator.
 */
export function oauthHttpsOnly(config: AppConfig, logger: Logger): RequestHandler {
  let warned = false;
  return (req, _res, next) => {
    if (!config.isProduction || req.secure) return next();
    if (!warned) {
      warned = true;
      logger.warn('an OAuth request arrived over plain HTTP: the proxy must send X-Forwarded-Proto: https and TRUST_PROXY must trust it');
    }
    next(new AppError(ErrorCode.VALIDATION_FAILED, { field: 'X-Forwarded-Proto', reason: 'httpsRequired' }));
  };
}
