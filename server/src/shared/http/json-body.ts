import express, { type RequestHandler } from 'express';

/**
 * `express.json({ limit })` with a short road for the common request: `Content-Type: application/json` (no charset,
 * or utf-8), no `Content-Encoding`, a `Content-Length` within the limit. Such a body is read with three listeners and
 * parsed as body-parser would (strict: an object or an array; empty is `{}`; a leading BOM is dropped), and its
 * failures carry body-parser's `type` and status, which normalizeError maps (shared/errors/normalize-error.ts).
 * Everything else (compressed bodies, other charsets, chunked uploads, bodies over the limit, other types) goes to
 * body-parser itself, so its answers for those stay exactly its own. Why: for `{ me { … } }` body-parser's
 * stack (type-is, content-type, raw-body, on-finished, iconv) ran the same checks and listeners for a body of a
 * few dozen bytes (docs/decisions.md#the-http-pipeline).
 */
export function jsonBody(limitBytes: number): RequestHandler {
  const bodyParser = express.json({ limit: limitBytes });
  return (req, res, next) => {
    const length = plainJsonLength(req.headers, limitBytes);
    if (length === null || req.body !== undefined) return bodyParser(req, res, next);
    const chunks: Buffer[] = [];
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      received += chunk.length;
    });
    req.once('error', (error) => next(bodyError(400, 'request.aborted', error.message)));
    req.once('end', () => {
      // Node's parser never delivers more than Content-Length; fewer means the request was cut (raw-body's check).
      if (received !== length) return next(bodyError(400, 'request.size.invalid', 'request size did not match content length'));
      const [only] = chunks;
      const text = (only && chunks.length === 1 ? only : Buffer.concat(chunks, received)).toString('utf8');
      try {
        req.body = parseStrict(text);
      } catch (error) {
        return next(bodyError(400, 'entity.parse.failed', (error as Error).message));
      }
      next();
    });
  };
}

/** The body's length when the short road applies, else null. */
function plainJsonLength(headers: Record<string, string | string[] | undefined>, limitBytes: number): number | null {
  if (headers['content-encoding'] !== undefined || headers['transfer-encoding'] !== undefined) return null;
  const type = headers['content-type'];
  if (typeof type !== 'string' || !PLAIN_JSON.test(type)) return null;
  const declared = headers['content-length'];
  if (typeof declared !== 'string' || !/^\d{1,9}$/.test(declared)) return null;
  const length = Number(declared);
  return length <= limitBytes ? length : null;
}

// `application/json`, alone or with `charset=utf-8` (any case, optional quotes); any other parameter or charset
// takes body-parser's road.
const PLAIN_JSON = /^application\/json\s*(;\s*charset="?utf-8"?\s*)?$/i;

// body-parser's own test for the first character that is not JSON whitespace.
const FIRST_CHAR = /^[ \t\n\r]*([^ \t\n\r])/;

/** body-parser's `strict` JSON: an object or an array, nothing else at the top. */
function parseStrict(text: string): unknown {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.length === 0) return {};
  const first = FIRST_CHAR.exec(body)?.[1];
  if (first !== '{' && first !== '[') throw new SyntaxError(`Unexpected token ${first ?? 'end'} in JSON at the start: an object or an array is expected`);
  return JSON.parse(body);
}

function bodyError(status: number, type: string, message: string): Error {
  return Object.assign(new Error(message), { status, statusCode: status, expose: true, type });
}
