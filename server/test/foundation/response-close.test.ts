import type { AddressInfo } from 'node:net';
import { request } from 'node:http';
import express from 'express';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer } from '../../src/shared/http/http-server.js';
import { onResponseClose } from '../../src/shared/http/response-close.js';
import { waitFor } from '../support/wait-for.js';

// Every request's bookkeeping shares one `close` listener (shared/http/response-close.ts).
let server: ReturnType<typeof createHttpServer>;
let url: string;
const seen: Array<{ path: string; order: string[]; finished: boolean; listeners: number[] }> = [];
beforeAll(async () => {
  server = createHttpServer(express(), (req, res) => {
    const record = { path: req.url ?? '', order: [] as string[], finished: false, listeners: [res.listenerCount('close')] };
    for (const name of ['first', 'second', 'third']) {
      onResponseClose(res, () => {
        record.order.push(name);
        record.finished = res.writableFinished;
      });
      record.listeners.push(res.listenerCount('close'));
    }
    seen.push(record);
    if (req.url === '/hang') return; // never answered: the client goes away
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('onResponseClose', () => {
  it('runs every hook once, in the order added, from one close listener, after the answer was sent', async () => {
    expect(await (await fetch(`${url}/answered`)).text()).toBe('ok');
    await waitFor(() => seen.some((r) => r.path === '/answered' && r.order.length === 3), { what: 'the hooks of /answered' });
    const record = seen.find((r) => r.path === '/answered')!;
    expect(record).toMatchObject({ order: ['first', 'second', 'third'], finished: true });
    // One listener more than Node's own, whatever the number of hooks.
    const [before] = record.listeners;
    assert(before !== undefined, 'the listener count before the hooks');
    expect(record.listeners).toEqual([before, before + 1, before + 1, before + 1]);
  });

  it('runs them when the client goes away before the answer, telling it was not sent', async () => {
    const req = request(`${url}/hang`);
    req.on('error', () => undefined);
    req.end();
    await waitFor(() => seen.some((r) => r.path === '/hang'), { what: 'the request to /hang' });
    req.destroy();
    await waitFor(() => seen.find((r) => r.path === '/hang')!.order.length === 3, { what: 'the hooks of /hang' });
    expect(seen.find((r) => r.path === '/hang')).toMatchObject({ order: ['first', 'second', 'third'], finished: false });
  });
});
