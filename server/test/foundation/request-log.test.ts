import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/kernel/logger.js';
import { redactUrl } from '../../src/shared/http/redact-url.js';
import { requestLog } from '../../src/shared/http/request-log.js';
import { waitFor } from '../support/wait-for.js';

describe('requestLog', () => {
  it('writes one line a request, follows the logger level, and leaves redaction to handler lines', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) });
    const app = express();
    app.use(requestLog(logger, { ignore: (url) => url === '/health' }));
    app.get('/health', (_req, res) => void res.send('ok'));
    app.get('/work', (req, res) => {
      req.log.info({ user: { password: 'secret', token: 'tok' } }, 'handler line');
      res.status(201).json({ ok: true });
    });
    app.get('/boom', (_req, res) => void res.status(502).end());
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const get = (path: string, headers: Record<string, string> = {}) => fetch(`http://127.0.0.1:${port}${path}`, { headers }).then((r) => r.text());
    try {
      await get('/work?token=t1', { 'x-request-id': 'req-1', cookie: 'odance_session=abc' });
      await get('/health');
      await get('/boom', { 'x-request-id': 'req-2' });
      logger.level = 'warn';
      await get('/work', { 'x-request-id': 'req-3' });
      logger.level = 'info';
      await get('/work', { 'x-request-id': 'req-4' });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    const strip = ({ time, pid, hostname, responseTime, ...rest }: Record<string, unknown>) => {
      expect(typeof time).toBe('number');
      expect([pid, hostname]).toEqual([process.pid, expect.any(String)]);
      if (rest.msg !== 'handler line') expect(responseTime).toEqual(expect.any(Number));
      return rest;
    };
    expect(lines.map(strip)).toEqual([
      { level: 30, req: { id: 'req-1', method: 'GET', url: '/work?token=[redacted]' }, user: { password: '[redacted]', token: '[redacted]' }, msg: 'handler line' },
      { level: 30, req: { id: 'req-1', method: 'GET', url: '/work?token=[redacted]' }, res: { statusCode: 201 }, msg: 'request completed' },
      { level: 50, req: { id: 'req-2', method: 'GET', url: '/boom' }, res: { statusCode: 502 }, msg: 'request errored' },
      { level: 30, req: { id: 'req-4', method: 'GET', url: '/work' }, user: { password: '[redacted]', token: '[redacted]' }, msg: 'handler line' },
      { level: 30, req: { id: 'req-4', method: 'GET', url: '/work' }, res: { statusCode: 201 }, msg: 'request completed' },
    ]);
  });

  it('never writes a password that came in an address', () => {
    expect(redactUrl('/auth/sign-in?email=a%40b.co&password=Secret-1&newPassword=Other-2#x')).toBe(
      '/auth/sign-in?email=a%40b.co&password=[redacted]&newPassword=[redacted]#x',
    );
    expect(redactUrl('/auth/password-reset?token=abc')).toBe('/auth/password-reset?token=[redacted]');
  });

  it('logs a request the client gave up on as aborted, once', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) });
    const app = express();
    app.use(requestLog(logger));
    let arrived = false;
    app.get('/slow', () => void (arrived = true)); // never answers
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const abort = new AbortController();
      const pending = fetch(`http://127.0.0.1:${port}/slow`, { headers: { 'x-request-id': 'gone' }, signal: abort.signal }).catch(() => 'aborted');
      await waitFor(() => arrived, { what: 'the request to reach its handler' });
      abort.abort();
      expect(await pending).toBe('aborted');
      await waitFor(() => lines.length > 0, { what: 'the aborted request to be logged' });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    expect(lines).toEqual([expect.objectContaining({ req: { id: 'gone', method: 'GET', url: '/slow' }, msg: 'request aborted' })]);
  });
});
