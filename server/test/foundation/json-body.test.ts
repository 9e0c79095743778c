import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonBody } from '../../src/shared/http/json-body.js';

const LIMIT = 1024;

/** An app that answers what the body reader made of a request: its body, or its error's status and type. */
function echo(reader: RequestHandler): express.Express {
  const app = express();
  app.post('/', reader, (req, res) => {
    res.json({ body: req.body === undefined ? 'undefined' : req.body });
  });
  const errors: ErrorRequestHandler = (error: { status?: number; type?: string }, _req, res, _next) => {
    res.status(error.status ?? 500).json({ error: error.type ?? 'none' });
  };
  app.use(errors);
  return app;
}

async function listen(app: express.Express): Promise<{ server: Server; url: string }> {
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

let fast: { server: Server; url: string };
let reference: { server: Server; url: string };
beforeAll(async () => {
  fast = await listen(echo(jsonBody(LIMIT)));
  reference = await listen(echo(express.json({ limit: LIMIT })));
});
afterAll(() => {
  fast.server.close();
  reference.server.close();
});

async function send(url: string, body: string | Buffer, headers: Record<string, string>): Promise<{ status: number; answer: unknown }> {
  const res = await fetch(url, { method: 'POST', headers, body });
  return { status: res.status, answer: await res.json() };
}

const JSON_TYPE = { 'content-type': 'application/json' };
const cases: Array<[string, string | Buffer, Record<string, string>]> = [
  ['an object', '{"query":"{ me { id } }","variables":{"n":1}}', JSON_TYPE],
  ['an array', '[1,2,3]', JSON_TYPE],
  ['an empty body', '', JSON_TYPE],
  ['a body with a byte-order mark', '\uFEFF{"a":1}', JSON_TYPE],
  ['leading whitespace', ' \n\t{"a":"é ✓"}', JSON_TYPE],
  ['charset utf-8', '{"a":1}', { 'content-type': 'application/json; charset=utf-8' }],
  ['charset "UTF-8" quoted', '{"a":1}', { 'content-type': 'Application/JSON; charset="UTF-8"' }],
  ['malformed JSON', '{"a":', JSON_TYPE],
  ['a bare string (strict)', '"hello"', JSON_TYPE],
  ['a bare number (strict)', '42', JSON_TYPE],
  ['whitespace only', '   ', JSON_TYPE],
  ['a body over the limit', `{"a":"${'x'.repeat(LIMIT)}"}`, JSON_TYPE],
  ['another charset', '{"a":1}', { 'content-type': 'application/json; charset=latin1' }],
  ['a gzip-compressed body', gzipSync('{"zipped":true}'), { ...JSON_TYPE, 'content-encoding': 'gzip' }],
  ['another content type', 'a=1', { 'content-type': 'application/x-www-form-urlencoded' }],
];

describe('jsonBody: body-parser’s answers, by a shorter road for plain JSON', () => {
  it.each(cases)('%s: the same body or the same error as express.json', async (_name, body, headers) => {
    const [mine, theirs] = await Promise.all([send(fast.url, body, headers), send(reference.url, body, headers)]);
    expect(mine).toEqual(theirs);
  });

  it('reads plain JSON itself and tells malformed and non-object bodies apart as body-parser does', async () => {
    expect(await send(fast.url, '{"a":[1,{"b":null}]}', JSON_TYPE)).toEqual({ status: 200, answer: { body: { a: [1, { b: null }] } } });
    expect(await send(fast.url, '{"a":', JSON_TYPE)).toEqual({ status: 400, answer: { error: 'entity.parse.failed' } });
    expect(await send(fast.url, 'true', JSON_TYPE)).toEqual({ status: 400, answer: { error: 'entity.parse.failed' } });
    expect(await send(fast.url, `{"a":"${'x'.repeat(LIMIT)}"}`, JSON_TYPE)).toEqual({ status: 413, answer: { error: 'entity.too.large' } });
  });

  it('reads a body that arrives in several chunks', async () => {
    const value = 'y'.repeat(600);
    const { request } = await import('node:http');
    const url = new URL(fast.url);
    const body = JSON.stringify({ value });
    const answer = await new Promise<unknown>((resolve, reject) => {
      const req = request({ host: url.hostname, port: url.port, method: 'POST', path: '/', headers: { ...JSON_TYPE, 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve(JSON.parse(text)));
      });
      req.on('error', reject);
      req.write(body.slice(0, 100));
      setTimeout(() => req.end(body.slice(100)), 20);
    });
    expect(answer).toEqual({ body: { value } });
  });
});
