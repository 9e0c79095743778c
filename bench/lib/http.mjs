// A lean keep-alive HTTP client for load loops (fetch costs the load generator more CPU than the server under test).
import http from 'node:http';
import { createHash, randomBytes } from 'node:crypto';

export function agent(maxSockets = 64) {
  return new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
}

/** One request; resolves {status, body (parsed JSON or text), headers}. */
export function request(baseUrl, { method = 'GET', path, body, headers = {}, agent: a }) {
  const url = new URL(path, baseUrl);
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        agent: a,
        headers: {
          ...(payload !== undefined ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed = text;
          try {
            parsed = text ? JSON.parse(text) : undefined;
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode, body: parsed, text, headers: res.headers });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

/**
 * A signed-in browser's headers: the session cookie, the double-submit XSRF-TOKEN cookie and its header.
 * (A browser gets XSRF-TOKEN from its first response; any value of 16+ characters echoed in the header passes.)
 */
export function browserHeaders(sessionToken) {
  const xsrf = randomBytes(18).toString('base64url');
  return {
    cookie: `${sessionToken ? `odance_session=${sessionToken}; ` : ''}XSRF-TOKEN=${xsrf}`,
    'x-xsrf-token': xsrf,
  };
}

/** A session token and the hash the server stores for it (modules/auth/secure-token.ts). */
export function newSessionToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: createHash('sha256').update(token).digest('hex') };
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

export function latencySummary(values) {
  const sorted = Float64Array.from(values).sort();
  const round = (v) => (v === null ? null : Math.round(v * 100) / 100);
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), p99: round(percentile(sorted, 99)), n: sorted.length };
}
