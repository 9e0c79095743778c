import type { Server, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from './logger.js';
import { onResponseClose } from '../shared/http/response-close.js';

/**
 * When a step runs during shutdown:
 * - `connections`: right after the listener closes, while HTTP requests drain (WebSocket servers: close their
 *   clients with 1001 "going away", or the drain waits for them: upgraded sockets keep the server open);
 * - `jobs`: after the drain (background loops: let a running pass finish, start no other);
 * - `resources`: last (the pool, an embedded database).
 */
export type ShutdownPhase = 'connections' | 'jobs' | 'resources';

interface Step {
  name: string;
  phase: ShutdownPhase;
  run: () => Promise<void> | void;
}

/**
 * The process's one shutdown (SIGTERM/SIGINT → main.ts → RunningApp.stop): stop accepting, finish the requests in
 * flight (at most SHUTDOWN_TIMEOUT_MS), then the registered steps phase by phase, in the order they were added
 * within a phase. Other parts of the composition root plug in with `add()`; a failing step is logged and the
 * rest still run, so the pool is always closed.
 */
export class Shutdown {
  private readonly steps: Step[] = [];
  private readonly inFlight = new Set<ServerResponse>();
  private started = false;
  /** When the last request a balancer routed arrived (health checks and scrapes are not routed traffic). */
  private lastRoutedAt = 0;

  constructor(private readonly logger: Logger) {}

  /** True from the first signal on: /health/ready answers 503 and answers carry `Connection: close`. */
  get stopping(): boolean {
    return this.started;
  }

  add(name: string, run: () => Promise<void> | void, phase: ShutdownPhase = 'jobs'): void {
    this.steps.push({ name, phase, run });
  }

  /**
   * Middleware (first in the pipeline): tracks the responses in flight so that, once stopping, each one tells its
   * client not to reuse the connection. A request sent on an idle keep-alive connection just as it is closed is
   * the one a client or balancer cannot tell from a lost request; `Connection: close` means there is none.
   */
  track(): RequestHandler {
    return (req, res, next) => {
      if (!req.path.startsWith('/health') && req.path !== '/metrics') this.lastRoutedAt = Date.now();
      if (this.started) res.setHeader('Connection', 'close');
      this.inFlight.add(res);
      onResponseClose(res, () => this.inFlight.delete(res));
      next();
    };
  }

  /**
   * `delayMs` (SHUTDOWN_DELAY_MS): first keep serving while /health/ready answers 503, so a balancer that polls it
   * takes the replica out before its listener closes. Without it a connection the kernel accepted just before the
   * close is reset with its request already sent, which a balancer cannot safely retry (seen in the replica drill,
   * test/reliability/chaos/replicas-behind-haproxy.chaos.ts: one request in ~5000 left without an answer).
   * A balancer whose checks are slowed by a busy host may still be sending when the delay ends (the drill at a load
   * average of 25: 1 request in ~3200 lost), so the listener then stays open, for at most `delayMs` more, until no
   * routed request has arrived for `quietMs`.
   */
  async run(server: Server, timeoutMs: number, delayMs = 0, quietMs = 500): Promise<void> {
    this.started = true;
    const began = Date.now();
    if (delayMs > 0) {
      this.logger.info({ delayMs }, 'not ready: waiting for the balancer before closing the listener');
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      const latest = Date.now() + delayMs;
      // setImmediate after the timer: connections and requests that arrived while the loop was busy are read first.
      const tick = () => new Promise((resolve) => setTimeout(() => setImmediate(resolve), 50));
      while (Date.now() - this.lastRoutedAt < quietMs && Date.now() < latest) await tick();
      this.logger.info({ ms: Date.now() - began, quietForMs: Date.now() - this.lastRoutedAt }, 'closing the listener');
    }
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const res of this.inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    server.closeIdleConnections();
    // A connection that finishes its last request while draining becomes idle: close it too.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    await this.runPhase('connections');
    let timer: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      closed.then(() => false),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), timeoutMs))),
    ]);
    clearTimeout(timer);
    clearInterval(sweep);
    if (timedOut) {
      this.logger.warn({ inFlight: this.inFlight.size, timeoutMs }, 'shutdown timeout: closing the connections still open');
      server.closeAllConnections();
      await closed;
    }
    this.logger.info({ ms: Date.now() - began }, 'requests drained');
    await this.runPhase('jobs');
    await this.runPhase('resources');
  }

  private async runPhase(phase: ShutdownPhase): Promise<void> {
    for (const step of this.steps.filter((s) => s.phase === phase)) {
      try {
        await step.run();
      } catch (error) {
        this.logger.error({ err: error, step: step.name }, 'shutdown step failed');
      }
    }
  }
}
