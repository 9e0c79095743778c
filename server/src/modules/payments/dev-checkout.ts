import { timingSafeEqual } from 'node:crypto';
import express, { Router, type Request, type Response } from 'express';
import type { AppContainer } from '../../kernel/context.js';
import { AppError } from '../../shared/errors/app-error.js';
import { ErrorCode } from '../../shared/errors/error-codes.js';
import { normalizeError } from '../../shared/errors/normalize-error.js';
import { XSRF_COOKIE } from '../../shared/http/xsrf.js';
import { findVisiblePayment } from './queries/find-visible-payment.js';
import type { Payment } from './payment.entity.js';
import { returnUrls } from './payment-rules.js';
import { settlePayment } from './commands/settle-payment.js';
import { checkoutPage, messagePage } from './dev-checkout-page.js';
import { expireIfDue } from './commands/expire-checkouts.js';
import { cookieOf } from '../../shared/http/cookies.js';

/** The form posts of the test checkout. The global header check exempts them: they carry the token in a field. */
export const DEV_CHECKOUT_FORM_PATH = /^\/dev\/checkout\/[^/]+\/(pay|decline)$/;

/**
 * `/dev/checkout/:id` (development and test, only without STRIPE_SECRET_KEY): the built-in checkout.
 * Pay and Decline drive settlePayment, the state machine Stripe's webhook drives, then send the buyer to
 * the client's success or failed page as Stripe would.
 */
export function devCheckoutRouter(c: AppContainer): Router {
  const router = Router();
  const back = `${c.config.appUrl}/dashboard/odance/buy`;

  router.get('/dev/checkout/:id', async (req, res) => {
    await respond(res, back, async () => {
      const payment = await expireIfDue(c, await buyersPayment(c, req));
      if (payment.status !== 'pending' || payment.provider !== 'test') {
        return res.status(409).type('html').send(messagePage('Checkout closed', `This payment is ${payment.status}.`, back));
      }
      res.set('Cache-Control', 'no-store').type('html').send(checkoutPage(payment, xsrfTokenOf(req, res)));
    });
  });

  for (const verb of ['pay', 'decline'] as const) {
    router.post(`/dev/checkout/:id/${verb}`, express.urlencoded({ extended: false, limit: '4kb' }), async (req, res) => {
      await respond(res, back, async () => {
        if (!formTokenMatches(req)) throw new AppError(ErrorCode.HEADER_INVALID);
        let payment = await expireIfDue(c, await buyersPayment(c, req));
        if (payment.status === 'pending' && payment.provider === 'test') {
          payment =
            (await settlePayment(c, {
              paymentId: payment.id,
              sessionId: payment.providerSessionId,
              outcome: verb === 'pay' ? 'paid' : 'failed',
              amountTotal: payment.totalCents,
              currency: payment.currency,
            })) ?? payment;
        }
        const urls = returnUrls(c.config.appUrl, payment);
        res.redirect(303, payment.status === 'paid' ? urls.success : urls.failed);
      });
    });
  }
  return router;
}

async function buyersPayment(c: AppContainer, req: Request): Promise<Payment> {
  const viewer = await c.sessions.resolve(req);
  if (!viewer) throw new AppError(ErrorCode.AUTH_UNAUTHORIZED);
  return findVisiblePayment(c, viewer, req.params.id, { admins: false });
}

/** Errors as a small HTML page: this is a browser page, not an API. */
async function respond(res: Response, back: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    const appError = normalizeError(error);
    if (!res.headersSent) res.status(appError.status).type('html').send(messagePage('Checkout unavailable', appError.message, back));
  }
}

/** Double-submit, as the X-XSRF-TOKEN header check does: the form field must equal the XSRF-TOKEN cookie. */
function formTokenMatches(req: Request): boolean {
  const cookie = cookieOf(req, XSRF_COOKIE);
  const field: unknown = (req.body as Record<string, unknown> | undefined)?._xsrf;
  if (typeof cookie !== 'string' || typeof field !== 'string' || cookie.length < 16) return false;
  const [a, b] = [Buffer.from(cookie), Buffer.from(field)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The browser's XSRF token: its cookie, or the one the anti-forgery middleware is setting on this response. */
function xsrfTokenOf(req: Request, res: Response): string {
  const cookie = cookieOf(req, XSRF_COOKIE);
  if (typeof cookie === 'string') return cookie;
  const setCookie = [res.getHeader('set-cookie') ?? []].flat().map(String);
  const fresh = setCookie.find((value) => value.startsWith(`${XSRF_COOKIE}=`));
  const [pair = ''] = fresh?.split(';') ?? []; // split always gives at least one part
  return fresh ? decodeURIComponent(pair.slice(XSRF_COOKIE.length + 1)) : '';
}
