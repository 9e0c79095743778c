/**
 * Whether a transaction had committed for a reader, from the reader's `pg_current_snapshot()` text
 * (`xmin:xmax:xip,…`, PostgreSQL's pg_snapshot): below xmin every transaction had ended; from xmax on none had begun
 * for it; in between, those listed were still running. (A rolled-back transaction logged nothing, so "ended" here
 * means "committed" for every txid the log holds.)
 */
export function committedFor(snapshot: string): (txid: string) => boolean {
  const [xmin = '', xmax = '', running = ''] = snapshot.split(':');
  const min = BigInt(xmin);
  const max = BigInt(xmax);
  const inProgress = new Set(running.split(',').filter(Boolean).map((txid) => BigInt(txid)));
  return (txid) => {
    const id = BigInt(txid);
    return id < min || (id < max && !inProgress.has(id));
  };
}
