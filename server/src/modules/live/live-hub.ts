import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Logger } from '../../app/logger.js';
import { LIVE_CHANNEL, type LiveEvent, type LiveTopic } from './live-events.js';

const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5_000;

/**
 * One replica's end of the live updates (modules/live/README.md): ONE dedicated PostgreSQL connection LISTENs on
 * the channel that movements, notifications and payments NOTIFY in their transactions, and hands each event to
 * this replica's subscribers of that account. When the connection drops, it reconnects by itself with back-off;
 * events NOTIFYed meanwhile are lost, so every subscriber of a balance then gets a `resync` event (its resolver
 * reads the balance afresh).
 */
export class LiveHub {
  private readonly events = new EventEmitter();
  private client: pg.Client | null = null;
  private stopped = false;
  private retryMs = RECONNECT_MIN_MS;
  private timer: NodeJS.Timeout | undefined;
  private connecting: Promise<void> | null = null;
  /** How many times the connection came back (metrics and tests). */
  reconnects = 0;

  constructor(
    private readonly databaseUrl: string,
    private readonly logger: Logger,
  ) {
    // Every open subscription is one listener: thousands per replica are expected.
    this.events.setMaxListeners(0);
  }

  /** Connects and LISTENs; resolves once listening (a failure is retried in the background). */
  start(): Promise<void> {
    return (this.connecting ??= this.connect(false).finally(() => (this.connecting = null)));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  /**
   * The events of one topic for one account, as an async iterator (GraphQL subscriptions iterate it); returning
   * it (the socket closed, the subscription completed) removes the listener.
   */
  subscribe(topic: LiveTopic, accountId: string): AsyncIterableIterator<LiveEvent> {
    return listen(this.events, key(topic, accountId));
  }

  /** Calls `listener` with the account whenever credentials of an account ended (on any replica). */
  onRevoked(listener: (accountId: string) => void): void {
    this.events.on(REVOKED, listener);
  }

  /** How many subscriptions this replica serves (metrics, the bench). */
  get subscriptions(): number {
    return this.events.eventNames().reduce((sum, name) => (name === REVOKED ? sum : sum + this.events.listenerCount(name)), 0);
  }

  private async connect(isReconnect: boolean): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl, application_name: 'odance-live', keepAlive: true });
    client.on('notification', (message) => this.dispatch(message.payload));
    client.on('error', (error) => {
      this.logger.warn({ err: { message: error.message } }, 'live updates: LISTEN connection failed');
      this.dropped(client);
    });
    client.on('end', () => this.dropped(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      this.logger.warn({ err: { message: (error as Error).message } }, 'live updates: cannot LISTEN, retrying');
      await client.end().catch(() => undefined);
      this.scheduleReconnect();
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = RECONNECT_MIN_MS;
    if (isReconnect) {
      this.reconnects += 1;
      this.logger.info('live updates: LISTEN connection back; resynchronising balances');
      this.resyncBalances();
    }
  }

  private dropped(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    if (!this.stopped) this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.timer) return;
    const wait = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, RECONNECT_MAX_MS);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.connect(true);
    }, wait);
    this.timer.unref();
  }

  /** A payload is a JSON array of events (live-events.ts); anything else on the channel is ignored. */
  private dispatch(payload: string | undefined): void {
    let events: unknown;
    try {
      events = JSON.parse(payload ?? '');
    } catch {
      return;
    }
    if (!Array.isArray(events)) return;
    for (const event of events as LiveEvent[]) {
      if (typeof event?.a !== 'string') continue;
      if (event.t === 'revoked') this.events.emit(REVOKED, event.a.toLowerCase());
      else this.events.emit(key(event.t, event.a), event);
    }
  }

  private resyncBalances(): void {
    for (const name of this.events.eventNames()) {
      const [topic, accountId] = String(name).split(':');
      if (topic === 'balance') this.events.emit(name, { t: 'balance', a: accountId, resync: true } satisfies LiveEvent);
    }
  }
}

const key = (topic: LiveTopic, accountId: string) => `${topic}:${accountId.toLowerCase()}`;
const REVOKED = Symbol('revoked');

// Events kept for a subscriber that has not read them yet; past this the oldest go (each event only says "look
// again": the resolver reads the current state, so a dropped one loses nothing the next does not show).
const MAX_QUEUED = 50;

/**
 * One subscriber's events as an async iterator: a listener and a small array. (Node's events.on() would do, but
 * allocates a 2,048-slot queue per iterator: ~16 KB for each open subscription, measured by npm run bench as
 * socketMemoryKb.) Returning it removes the listener.
 */
function listen(emitter: EventEmitter, name: string): AsyncIterableIterator<LiveEvent> {
  const queue: LiveEvent[] = [];
  let waiting: ((result: IteratorResult<LiveEvent>) => void) | null = null;
  let done = false;
  const listener = (event: LiveEvent) => {
    if (waiting) {
      const wake = waiting;
      waiting = null;
      wake({ value: event, done: false });
    } else {
      if (queue.length >= MAX_QUEUED) queue.shift();
      queue.push(event);
    }
  };
  emitter.on(name, listener);
  const finish = (): Promise<IteratorResult<LiveEvent>> => {
    if (!done) {
      done = true;
      emitter.off(name, listener);
      queue.length = 0;
      waiting?.({ value: undefined, done: true });
      waiting = null;
    }
    return Promise.resolve({ value: undefined, done: true });
  };
  return {
    next: () => {
      if (queue.length > 0) return Promise.resolve({ value: queue.shift()!, done: false });
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => (waiting = resolve));
    },
    return: finish,
    throw: finish,
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
