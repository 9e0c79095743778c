import type { Request, RequestHandler } from 'express';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/** Whether an address is in 127.0.0.0/8 or ::1 (IPv4-mapped included). */
export const isLoopback = (address: string | undefined): boolean => Boolean(address && LOOPBACK.test(address));

/**
 * Whether a request comes from this machine: both its socket and the client address read through TRUST_PROXY
 * are loopback, so neither a client with a forged X-Forwarded-For nor one behind a local proxy passes.
 */
export const fromLoopback = (req: Request): boolean => isLoopback(req.socket.remoteAddress) && isLoopback(req.ip);

/**
 * Development routes (`/dev/mailbox` shows every user's reset link) answer only this machine; anyone else gets
 * the 404 of a path that does not exist.
 */
export const loopbackOnly: RequestHandler = (req, _res, next) => (fromLoopback(req) ? next() : next('router'));
