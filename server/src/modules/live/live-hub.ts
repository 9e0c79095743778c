import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Logger } from '../../kernel/logger.js';
import { HELD_BACK, READ_ACCOUNT_LOG, READ_LOG, START_POSITION, type LogPosition, type LogRow } from './event-log.js';
import { LIVE_CHANNEL, type LiveEvent, type LiveTopic } from './live-events.js';
import { oneRow } from '../../shared/database/one-row.js';

const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5_000;
/** Rows read from the log at a time. */
const BATCH = 500;
/** At most one wake-up NOTIFY from this replica per this many milliseconds (each one is a commit of its own). */
const WAKE_EVERY_MS = 20;
/** The first look again at rows held back behind a running transaction (event-log.ts HELD_BACK); doubles up to the poll. */
const HELD_RETRY_MIN_MS = 10;

/**
 * One replica's end of the live updates (modules/live/README.md): ONE dedicated PostgreSQL connection follows the
 * event log (event-log.ts) and hands each event to this replica's subscribers of that account. It reads the log
 * when woken (a NOTIFY on the channel, sent after a commit by any replica: `wake`), and every `pollMs` in case a
 * wake-up was missed. It LISTENs on the same connection; when that drops, it reconnects with back-off and reads
 * on from where it stood, so an event committed meanwhile is still delivered. The channel also carries events
 * that are not in the log (a JSON array: `revoked`).
 */
export class LiveHub {
  private readonly events = new EventEmitter();
  private client: pg.Client | null = null;
  private stopped = false;
  private retryMs = RECONNECT_MIN_MS;
  private timer: NodeJS.Timeout | undefined;
  private poller: NodeJS.Timeout | undefined;
  private connecting: Promise<void> | null = null;
  private position: LogPosition | null = null;
  private reading: Promise<void> | null = null;
  private readAgain = false;
  private wakePending = false;
  private lastWake = 0;
  private heldTimer: NodeJS.Timeout | undefined;
  private heldRetryMs = HELD_RETRY_MIN_MS;
  private readonly readListeners: Array<() => void> = [];
  /** How many times the connection came back (metrics and tests). */
  reconnects = 0;
  /** How many reads of the log have finished (tests). */
  reads = 0;

  constructor(
    private readonly databaseUrl: string,
    private readonly logger: Logger,
    private readonly pollMs = 1_000,
  ) {
    // Every open subscription is one listener: thousands per replica are expected.
    this.events.setMaxListeners(0);
  }

  /** Connects and LISTENs; resolves once listening (a failure is retried in the background). */
  start(): Promise<void> {
    this.poller ??= setInterval(() => this.read(), this.pollMs).unref();
    return (this.connecting ??= this.connect(false).finally(() => (this.connecting = null)));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    clearTimeout(this.heldTimer);
    clearInterval(this.poller);
    const client = this.client;
    this.client = null;
    await this.reading?.catch(() => undefined);
    await client?.end().catch(() => undefined);
  }

  /**
   * After a commit that appended to the log: tells every replica (this one included) to read it. Coalesced: at most
   * one NOTIFY per WAKE_EVERY_MS from this replica, however many commits (a NOTIFY is a commit of its own, with its
   * WAL flush under PostgreSQL's notify lock: never inside the money transaction).
   */
  wake(): void {
    if (this.wakePending) return;
    this.wakePending = true;
    const send = () => {
      this.wakePending = false;
      this.lastWake = Date.now();
      this.client?.query(`NOTIFY ${LIVE_CHANNEL}`).catch(() => undefined);
    };
    const wait = this.lastWake + WAKE_EVERY_MS - Date.now();
    if (wait > 0) setTimeout(send, wait).unref();
    else setImmediate(send);
  }

  /**
   * The events of one topic for one account, as an async iterator (GraphQL subscriptions iterate it), `first`
   * before any other; returning it (the socket closed, the subscription completed) removes the listener.
   */
  subscribe(topic: LiveTopic, accountId: string, first: LiveEvent[] = []): AsyncIterableIterator<LiveEvent> {
    const missed = topic === 'notification' ? this.missedReader(topic, accountId) : undefined;
    return listen(this.events, key(topic, accountId), first, MAX_QUEUED[topic], missed);
  }

  /**
   * For a subscriber that fell behind: its account's rows of the topic after a position, up to where this hub has
   * read (the rows it handed out meanwhile, which the subscriber's queue had no room for). `null` while there is no
   * connection (the caller tries again) or once stopped.
   */
  private missedReader(topic: LiveTopic, accountId: string): MissedReader {
    return {
      readTo: () => this.position,
      read: async (after, upTo) => {
        const client = this.client;
        if (!client || this.stopped) return null;
        try {
          const { rows } = await client.query<LogRow>(READ_ACCOUNT_LOG, [after.txid, after.id, upTo.txid, upTo.id, accountId, topic, BATCH]);
          return rows.map(toEvent);
        } catch {
          return null;
        }
      },
      stopped: () => this.stopped,
    };
  }

  /**
   * Calls `listener` whenever this replica read new rows of the log (other consumers of the log, such as the
   * webhooks' job, follow the same wake-up; they read the log from their own position).
   */
  onRead(listener: () => void): void {
    this.readListeners.push(listener);
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
      if (!this.position) {
        const row = oneRow((await client.query<{ txid: string }>(START_POSITION)).rows);
        this.position = { txid: row.txid, id: '0' };
      }
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
      this.logger.info('live updates: LISTEN connection back; reading the log from where it stood');
    }
    this.read();
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

  /** Reads the log to its end (one reader at a time; a wake-up while reading reads again after). */
  private read(): void {
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    this.reading = this.readToEnd()
      .catch((error: unknown) => this.logger.warn({ err: { message: (error as Error).message } }, 'live updates: reading the event log failed'))
      .finally(() => {
        this.reads += 1;
        this.reading = null;
        if (this.readAgain && !this.stopped) {
          this.readAgain = false;
          this.read();
        }
      });
  }

  private async readToEnd(): Promise<void> {
    for (;;) {
      const client = this.client;
      const from = this.position;
      if (!client || !from || this.stopped) return;
      const { rows } = await client.query<LogRow>(READ_LOG, [from.txid, from.id, BATCH]);
      for (const row of rows) this.events.emit(key(row.topic, row.account_id), toEvent(row));
      const last = rows.at(-1);
      if (last) {
        this.position = { txid: last.txid, id: last.id };
        for (const listener of this.readListeners) listener();
      }
      if (rows.length < BATCH) return this.lookAgainIfHeld(client);
    }
  }

  /**
   * Rows that committed after a transaction still running are held back (READ_LOG); when that one ends, nothing
   * wakes the readers. So a read that leaves some looks again in HELD_RETRY_MIN_MS, doubling up to the poll's
   * period, until it has them: they arrive as soon as the older transaction ends, not a poll later.
   */
  private async lookAgainIfHeld(client: pg.Client): Promise<void> {
    const from = this.position;
    if (!from || this.heldTimer) return;
    const { held } = oneRow((await client.query<{ held: boolean }>(HELD_BACK, [from.txid, from.id])).rows);
    if (!held) {
      this.heldRetryMs = HELD_RETRY_MIN_MS;
      return;
    }
    const wait = this.heldRetryMs;
    this.heldRetryMs = Math.min(this.heldRetryMs * 2, this.pollMs);
    this.heldTimer = setTimeout(() => {
      this.heldTimer = undefined;
      this.read();
    }, wait);
    this.heldTimer.unref();
  }

  /** A wake-up (empty payload) reads the log; a JSON array carries events that are not in it (`revoked`). */
  private dispatch(payload: string | undefined): void {
    if (!payload) return this.read();
    let events: unknown;
    try {
      events = JSON.parse(payload);
    } catch {
      return;
    }
    if (!Array.isArray(events)) return;
    for (const event of events as LiveEvent[]) {
      if (event?.t === 'revoked' && typeof event.a === 'string') this.events.emit(REVOKED, event.a.toLowerCase());
    }
  }
}

function toEvent(row: LogRow): LiveEvent {
  if (row.topic === 'balance') return { t: 'balance', a: row.account_id, txid: row.txid, logId: row.id };
  return { t: row.topic, a: row.account_id, id: row.ref ?? '', txid: row.txid, logId: row.id };
}

const key = (topic: LiveTopic, accountId: string) => `${topic}:${accountId.toLowerCase()}`;
const REVOKED = Symbol('revoked');

// Events kept for a subscriber that has not read them yet. A balance or payment event only says "look again": the
// resolver reads the current state, so past this the oldest go and the next event shows the same state. A
// notification event is the notification: past this the subscriber is behind, and reads what it missed from the log
// once it has read the queue (listen). The hub hands out a read's rows at once (up to BATCH), faster than a
// subscriber sends each notification: two full reads fit before it falls behind.
const MAX_QUEUED: Record<LiveTopic, number> = { balance: 50, payment: 50, notification: 2 * BATCH };
/** How long a subscriber that fell behind waits before reading the log again while the hub has no connection. */
const MISSED_RETRY_MS = 100;

/** What a subscriber that fell behind reads its missed events with (LiveHub.missedReader). */
interface MissedReader {
  /** Where the hub has read the log to: every event up to there was handed out. */
  readTo(): LogPosition | null;
  /** The account's events of the topic after `after`, up to `upTo`, a batch at a time; null: no connection now. */
  read(after: LogPosition, upTo: LogPosition): Promise<LiveEvent[] | null>;
  stopped(): boolean;
}

const positionOf = (event: LiveEvent | undefined): LogPosition | null =>
  event && 'logId' in event && event.txid && event.logId ? { txid: event.txid, id: event.logId } : null;
const samePosition = (a: LogPosition | null, b: LogPosition | null) => a?.txid === b?.txid && a?.id === b?.id;

/**
 * One subscriber's events as an async iterator: a listener and a small array. (Node's events.on() would do, but
 * allocates a large queue per iterator: docs/decisions.md#live-updates.) Returning it removes the listener.
 *
 * With `missed` (notifications), a full queue does not drop the oldest: the subscriber is marked behind from the
 * last queued event, events are not queued until it has caught up, and once it has read the queue it reads the
 * rest from the log a batch at a time (MissedReader), in log order, up to where the hub has read. It is live again
 * when a read finds nothing more and the hub has read nothing new meanwhile: then every event it did not queue
 * was one of those it read (server/test/live/event-log.test.ts).
 */
function listen(emitter: EventEmitter, name: string, first: LiveEvent[], maxQueued: number, missed?: MissedReader): AsyncIterableIterator<LiveEvent> {
  const queue: LiveEvent[] = [...first];
  let waiting: ((result: IteratorResult<LiveEvent>) => void) | null = null;
  let done = false;
  /** Set while behind: the last event queued; the events after it are read from the log. */
  let behind: LogPosition | null = null;
  const listener = (event: LiveEvent) => {
    if (behind) return;
    if (waiting) {
      const wake = waiting;
      waiting = null;
      wake({ value: event, done: false });
      return;
    }
    if (queue.length >= maxQueued) {
      behind = missed ? positionOf(queue.at(-1)) : null;
      if (behind) return;
      queue.shift();
    }
    queue.push(event);
  };
  const catchUp = async (reader: MissedReader, from: LogPosition): Promise<void> => {
    for (;;) {
      const upTo = reader.readTo();
      const events = upTo ? await reader.read(from, upTo) : null;
      if (done) return;
      if (reader.stopped()) {
        void finish();
        return;
      }
      if (!events) {
        await new Promise((resolve) => setTimeout(resolve, MISSED_RETRY_MS));
        continue;
      }
      if (events.length > 0) {
        queue.push(...events);
        behind = positionOf(events.at(-1));
        return;
      }
      // Nothing after `from` up to `upTo`: live again, unless the hub handed out more meanwhile (not queued).
      if (samePosition(upTo, reader.readTo())) {
        behind = null;
        return;
      }
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
  const next = async (): Promise<IteratorResult<LiveEvent>> => {
    if (queue.length > 0) return { value: queue.shift()!, done: false };
    if (done) return { value: undefined, done: true };
    if (behind && missed) {
      await catchUp(missed, behind);
      return next();
    }
    return new Promise((resolve) => (waiting = resolve));
  };
  return {
    next,
    return: finish,
    throw: finish,
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

declare module '../../kernel/context.js' {
  interface AppServices {
    /** This replica's LISTEN connection and its subscribers. */
    live: LiveHub;
  }
}
