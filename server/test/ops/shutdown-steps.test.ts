import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/kernel/logger.js';
import { Shutdown } from '../../src/kernel/shutdown.js';
import { waitFor } from '../support/wait-for.js';

/** A raw HTTP Upgrade, as a WebSocket client makes one: the socket leaves the HTTP server's request handling. */
function upgrade(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write('GET /graphql HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n'),
    );
    socket.once('data', () => resolve(socket));
    socket.once('error', reject);
  });
}

describe('Shutdown steps', () => {
  it('closes the listener, runs connection steps during the drain, then jobs, then resources; upgraded sockets closed by a step', async () => {
    const shutdown = new Shutdown(createLogger('silent'));
    const app = express();
    app.use(shutdown.track());
    let slowArrived = false;
    app.get('/slow', async (_req, res) => {
      slowArrived = true;
      await sleep(400);
      res.send('done');
    });
    const server = http.createServer(app);
    // What a WebSocket server does with upgrades: keep the socket; it must be closed with 1001 on shutdown.
    const upgraded = new Set<net.Socket>();
    server.on('upgrade', (_req, socket: net.Socket) => {
      upgraded.add(socket);
      socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const events: string[] = [];
    shutdown.add('pool', () => void events.push('resources: pool'), 'resources');
    shutdown.add('jobs', async () => {
      await sleep(10);
      events.push('jobs');
    });
    shutdown.add('websockets', () => {
      events.push('connections: websockets');
      for (const socket of upgraded) socket.end(Buffer.from([0x88, 0x02, 0x03, 0xe9])); // close frame, code 1001
    }, 'connections');
    shutdown.add('failing', () => {
      throw new Error('a step that fails does not stop the others');
    });

    const client = await upgrade(port);
    const frames: Buffer[] = [];
    client.on('data', (chunk: Buffer) => frames.push(chunk));
    const clientClosed = new Promise<void>((resolve) => client.once('close', () => resolve()));
    const slow = fetch(`http://127.0.0.1:${port}/slow`).then(async (res) => {
      events.push('request answered');
      return { text: await res.text(), connection: res.headers.get('connection') };
    });
    await waitFor(() => slowArrived, { what: 'the slow request to be in flight' });
    const stopped = shutdown.run(server, 5_000).then(() => events.push('stopped'));
    await waitFor(() => !server.listening, { what: 'the listener to close' });
    expect(shutdown.stopping).toBe(true);
    await expect(fetch(`http://127.0.0.1:${port}/slow`)).rejects.toThrow();
    expect(await slow).toEqual({ text: 'done', connection: 'close' });
    await stopped;
    await clientClosed;
    expect(Buffer.concat(frames).subarray(-4)).toEqual(Buffer.from([0x88, 0x02, 0x03, 0xe9]));
    expect(events).toEqual(['connections: websockets', 'request answered', 'jobs', 'resources: pool', 'stopped']);
  });

  it('with a delay (SHUTDOWN_DELAY_MS) keeps serving, saying not to reuse the connection, then stops accepting', async () => {
    const shutdown = new Shutdown(createLogger('silent'));
    const app = express();
    app.use(shutdown.track());
    app.get('/ping', (_req, res) => void res.send('pong'));
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const stopped = shutdown.run(server, 5_000, 400);
    await waitFor(() => shutdown.stopping, { what: 'the shutdown to begin' });
    const during = await fetch(`http://127.0.0.1:${port}/ping`);
    expect([during.status, await during.text(), during.headers.get('connection')]).toEqual([200, 'pong', 'close']);
    await stopped;
    await expect(fetch(`http://127.0.0.1:${port}/ping`)).rejects.toThrow();
  });

  it('after the delay, keeps the listener open while a balancer still routes requests, then closes it once they stop', async () => {
    const shutdown = new Shutdown(createLogger('silent'));
    const app = express();
    app.use(shutdown.track());
    app.get('/ping', (_req, res) => void res.send('pong'));
    app.get('/health/serving', (_req, res) => void res.status(503).send('stopping'));
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const began = Date.now();
    // The quiet window (300 ms) is six request intervals: a slow fetch on a busy machine does not end it early.
    const stopped = shutdown.run(server, 5_000, 600, 300);
    // A balancer that has not noticed yet: a request every 50 ms until 1,000 ms, well past the 600 ms delay.
    const statuses: number[] = [];
    while (Date.now() - began < 1_000) {
      statuses.push((await fetch(`http://127.0.0.1:${port}/ping`)).status);
      await sleep(50);
    }
    expect(server.listening).toBe(true);
    expect(statuses.every((status) => status === 200)).toBe(true);
    // It noticed: only its health checks arrive now, which do not hold the listener open.
    const checks = (async () => {
      while (server.listening) await fetch(`http://127.0.0.1:${port}/health/serving`).catch(() => undefined);
    })();
    await stopped;
    await checks;
    const closedAfter = Date.now() - began;
    expect(closedAfter).toBeGreaterThanOrEqual(1_000);
    // At most the delay twice over (600 + 600) plus the drain.
    expect(closedAfter).toBeLessThan(3_000);
  });

  it('with a delay and no routed request, closes the listener right after the delay', async () => {
    const shutdown = new Shutdown(createLogger('silent'));
    const server = http.createServer(express().use(shutdown.track()));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const began = Date.now();
    await shutdown.run(server, 5_000, 200, 150);
    expect(Date.now() - began).toBeLessThan(600);
  });
});
