import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import Negotiator from 'negotiator';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
// Below this a compressed answer saves nothing worth the CPU (compression's default threshold).
export const COMPRESS_THRESHOLD = 1024;

/**
 * Apollo Server on Express: what `@as-integrations/express5` does (Apollo's request from Express's, Apollo's
 * answer written back), plus the answer's compression. Apollo hands over a finished string, so it is compressed
 * whole, and only when it is worth it: the `compression` middleware wraps every response's write, end and
 * header hooks in new closures before it knows the size, which for `me` cost more than the compression of the
 * few large answers (docs/decisions.md#the-http-pipeline). The answer goes out with one `res.end` (no ETag: GraphQL
 * answers are never conditional).
 */
export function graphqlHttp<Context extends BaseContext>(
  apollo: ApolloServer<Context>,
  context: (req: Request, res: Response) => Promise<Context>,
): RequestHandler {
  apollo.assertStarted('graphqlHttp()');
  return async (req, res) => {
    const headers = new HeaderMap();
    for (const key in req.headers) {
      const value = req.headers[key];
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const query = req.url.indexOf('?');
    const answer = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method.toUpperCase(), headers, search: query < 0 ? '' : req.url.slice(query), body: req.body },
      context: () => context(req, res),
    });
    for (const [key, value] of answer.headers) res.setHeader(key, value);
    res.statusCode = answer.status ?? 200;
    res.setHeader('Vary', 'Accept-Encoding');
    if (answer.body.kind === 'complete') {
      await sendComplete(req, res, answer.body.string);
      return;
    }
    for await (const chunk of answer.body.asyncIterator) res.write(chunk);
    res.end();
  };
}

async function sendComplete(req: Request, res: Response, body: string): Promise<void> {
  const length = Buffer.byteLength(body);
  const encoding = length >= COMPRESS_THRESHOLD ? preferredEncoding(req) : 'identity';
  if (encoding === 'br' || encoding === 'gzip') {
    const compressed =
      encoding === 'br'
        ? await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
        : await gzip(body);
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', compressed.length);
    res.end(compressed);
    return;
  }
  res.setHeader('Content-Length', length);
  res.end(body);
}

// The client's best by its q-values; between equals, br then gzip (as the compression middleware chooses).
// negotiator 1.x takes the preference; its published types (0.6) do not know the option yet.
const ENCODINGS = ['br', 'gzip', 'identity'];
type PreferringNegotiator = { encoding(available: string[], options: { preferred: string[] }): string | undefined };
function preferredEncoding(req: Request): string | undefined {
  return (new Negotiator(req) as unknown as PreferringNegotiator).encoding(ENCODINGS, { preferred: ['br', 'gzip'] });
}
